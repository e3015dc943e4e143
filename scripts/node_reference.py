"""The reference of every node of the effect language, written when the docs
are built (an MkDocs hook, see mkdocs.yml) and never committed.

Each node class found in the language's namespace gets its docstring, its
fields with their types and defaults, and an example: the shortest ability
of a card in the pool whose script uses the node, rendered into English by
the same renderer `optcg cards show` uses (for a node no card uses yet, an
ability built here).

    python scripts/node_reference.py > reference.md     # the page, by hand
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import sys
from collections.abc import Iterator
from typing import Any, Callable

PAGE = "effects/reference.md"


def effect_modules() -> tuple[Any, Callable[[Any, str], str], Callable[[Any, set], str]]:
    """The node namespace, the ability renderer and the script writer.

    The one place that names the modules of the effect language: the node
    namespace (`language`, which re-exports `effects/nodes/`), the text layer
    and the script writer of the card compiler."""
    from optcg.cards.compiler.emit import expr
    from optcg.engine.effects import language
    from optcg.engine.effects.text import ability_text
    return language, ability_text, expr


def node_classes(namespace: Any) -> list[type]:
    """Every node class the namespace exposes: the dataclasses defined in
    the effects package, by name."""
    found = {}
    for name, value in vars(namespace).items():
        if (inspect.isclass(value) and dataclasses.is_dataclass(value)
                and value.__module__.startswith("optcg.engine.effects")
                and not name.startswith("_")):
            found[value.__name__] = value
    return [found[n] for n in sorted(found)]


def _nodes_in(value: Any) -> Iterator[Any]:
    """`value` and every node inside it (fields, tuples), depth first."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        yield value
        for f in dataclasses.fields(value):
            if f.name != "code":                  # the compiled instructions
                yield from _nodes_in(getattr(value, f.name))
    elif isinstance(value, tuple):
        for x in value:
            yield from _nodes_in(x)


def _comments(source: str, indent: str) -> dict[str, str]:
    """The comments written just above each `name: ...` line at this
    indentation, and after it on the same line, by name."""
    out: dict[str, str] = {}
    pending: list[str] = []
    for line in source.splitlines():
        text = line.strip()
        if text.startswith("#"):
            comment = text.lstrip("#").strip()
            if not comment.startswith("--"):          # a section heading, not a note
                pending.append(comment)
            continue
        m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)\s*:", text)
        if m and line.startswith(indent) and not line[len(indent):].startswith(" "):
            _, _, trailing = line.partition("  #")
            notes = pending + ([trailing.strip()] if trailing.strip() else [])
            if notes:
                out[m.group(1)] = " ".join(notes)
        pending = []
    return out


def _source(obj: Any) -> str:
    """The source of a class or module, or nothing where it cannot be read
    (a compiled module)."""
    try:
        return inspect.getsource(obj)
    except (OSError, TypeError):
        return ""


def _default(f: dataclasses.Field) -> str:
    if f.default is not dataclasses.MISSING:
        return repr(f.default)
    if f.default_factory is not dataclasses.MISSING:
        return repr(f.default_factory())
    return "required"


def _docstring(cls: type) -> str:
    doc = inspect.getdoc(cls) or ""
    # a dataclass without a docstring gets its signature as __doc__
    return "" if doc.startswith(cls.__name__ + "(") else doc


def examples(classes: list[type]) -> dict[str, tuple[str, str, str, str]]:
    """For each node class used by a card of the pool: (card number, card
    name, the ability rendered into English, the node as written in the
    script), from the card whose rendered ability is shortest."""
    from optcg.cards import default_database
    from optcg.cards.scripts import all_scripts
    _, ability_text, expr = effect_modules()
    wanted = set(classes)
    db = default_database()
    best: dict[str, tuple[int, str, str, str, str]] = {}
    for number, script in sorted(all_scripts().items()):
        info = db.find(number)
        if info is None:
            continue
        for ability in (*script.statics, *script.abilities):
            used = {}
            for node in _nodes_in(ability):
                if type(node) in wanted:
                    used.setdefault(type(node).__name__, node)
            if not used:
                continue
            text = ability_text(ability, info.category)
            for name, node in used.items():
                if name not in best or len(text) < best[name][0]:
                    best[name] = (len(text), number, info.name, text,
                                  expr(node, set()))
    return {name: entry[1:] for name, entry in best.items()}


def _draw_one(st: Any, frame: Any) -> None:
    """The function of the built `Python` example: its controller draws 1."""
    from optcg.engine import zones
    zones.draw(st, frame.ctl, 1)


def built_examples(classes: list[type], used: Any) -> dict[str, tuple[str, str]]:
    """For each node class no card of the pool uses yet (not in `used`, the
    names `examples` found): (an [On Play] ability built with it, rendered
    into English, the node as a script would write it), so that every node
    has an example."""
    namespace, ability_text, expr = effect_modules()
    L = namespace
    steps = {
        "LoseGame": L.LoseGame(),
        "LoseKeyword": L.LoseKeyword(L.Choose(L.Cards(L.OPPONENT)), "Blocker"),
        "SetBaseCost": L.SetBaseCost(L.This(), 2),
        "Python": L.Python(_draw_one, "Draw 1 card."),
    }
    out = {}
    for cls in classes:
        name = cls.__name__
        if name in used:
            continue
        if name not in steps:
            raise LookupError(f"no card uses the node {name} and no example is built for "
                              "it: add one to built_examples")
        step = steps[name]
        text = ability_text(L.Ability(L.ON_PLAY, steps=(step,)), "Character")
        written = ("Python(fn=draw_one, text='Draw 1 card.')" if name == "Python"
                   else expr(step, set()))
        out[name] = (text, written)
    return out


def reference() -> str:
    """The whole reference page, in Markdown."""
    namespace, _, _ = effect_modules()
    classes = node_classes(namespace)
    found = examples(classes)
    built = built_examples(classes, found)
    out = [
        "# Node reference",
        "",
        f"Every node of the effect language ({len(classes)} classes in "
        f"`{namespace.__name__}`), generated from the code when this site is built. "
        "Each example is an ability of a card in the pool whose script uses the "
        "node, rendered into English by the engine's renderer (the shortest such "
        "ability), followed by the node as the script writes it. A node that no "
        "card uses yet (hand-built scripts and tests use it) has an ability built "
        "for this page instead. "
        "A field that is not *compared* is left out of the node's equality: it "
        "records which printed wording a card used, or code the compiler fills "
        "in, not what the effect does.",
        "",
        "| node | what it is | module | example card |",
        "| --- | --- | --- | --- |",
    ]
    for cls in classes:
        ex = found.get(cls.__name__)
        summary = " ".join(_docstring(cls).split("\n\n")[0].split()).replace("|", "\\|")
        module = cls.__module__.rsplit(".", 1)[-1]
        out.append(f"| [`{cls.__name__}`](#{cls.__name__.lower()}) | {summary} | "
                   f"`{module}` | {ex[0] if ex else '-'} |")
    for cls in classes:
        out += ["", f"## {cls.__name__}", ""]
        doc = _docstring(cls)
        if doc:
            out += [doc, ""]
        out += [f"Defined in `{cls.__module__}`.", ""]
        fields = dataclasses.fields(cls)
        if fields:
            comments = _comments(_source(cls), "    ")
            # a field left out of equality (compare=False) records wording or
            # compiled code, not what the effect does
            out += ["| field | type | default | compared | note |",
                    "| --- | --- | --- | --- | --- |"]
            for f in fields:
                note = comments.get(f.name, "").replace("|", "\\|")
                default = _default(f).replace("|", "\\|")
                kind = str(f.type).replace("|", "\\|")
                compared = "yes" if f.compare else "no"
                out.append(f"| `{f.name}` | `{kind}` | `{default}` | {compared} | {note} |")
        ex = found.get(cls.__name__)
        if ex:
            number, name, text, written = ex
            out += ["", f"Example, {number} {name}:", "",
                    *(f"> {line}" if line else ">" for line in text.splitlines()),
                    "", "```python", written, "```"]
        elif cls.__name__ in built:
            text, written = built[cls.__name__]
            out += ["", "Example built for this page (no card of the pool uses this node "
                        "yet), as the [On Play] ability of a Character:", "",
                    f"> {text}", "", "```python", written, "```"]
    out += _vocabulary(namespace)
    return "\n".join(out) + "\n"


def _vocabulary(namespace: Any) -> list[str]:
    """The string constants of the language (timings, owners, areas,
    durations...), with the comments written beside them."""
    constants = [(name, value) for name, value in vars(namespace).items()
                 if name.isupper() and isinstance(value, str)]
    notes = _comments(_source(namespace), "")
    out = ["", "## The vocabulary of the language", "",
           "Timings, owners, areas, durations and the other words the nodes' "
           "string fields take, as constants of the namespace.", "",
           "| constant | value | note |", "| --- | --- | --- |"]
    for name, value in constants:
        note = notes.get(name, "").replace("|", "\\|")
        out.append(f"| `{name}` | `{value!r}` | {note} |")
    return out


def on_files(files, config):
    """MkDocs hook: add the generated page to the site's files."""
    from mkdocs.structure.files import File
    files.append(File.generated(config, PAGE, content=reference()))
    return files


if __name__ == "__main__":
    sys.stdout.write(reference())
