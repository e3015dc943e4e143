"""The documentation site (docs/, mkdocs.yml): every Python example runs and
shows its real output, the site builds with `mkdocs build --strict`, the
node reference covers every node, and the command-line page names every
command.

Examples are fenced blocks: ```pycon blocks are doctests (`>>>` with their
output), ```python blocks are executed; the blocks of one page run in order
in one namespace, from the repository root.  A block written right after the
line `<!-- needs ../shared -->` needs the reference data beside the checkout
and is skipped, with the reason, where that is absent; one after
`<!-- needs torch -->` needs PyTorch (the 'train' extra) likewise.
"""

from __future__ import annotations

import doctest
import importlib.util
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import SHARED

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PAGES = sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md"))
NEEDS_SHARED = "<!-- needs ../shared -->"
NEEDS_TORCH = "<!-- needs torch -->"       # the training examples (the 'train' extra)
FENCE = re.compile(r"^```(\w+)[^\n]*\n(.*?)^```\s*$", re.M | re.S)
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def examples(page: str) -> list[tuple[str, str, int, str]]:
    """(language, source, line number, the line before it) of each Python block."""
    text = (DOCS / page).read_text(encoding="utf-8")
    out = []
    for m in FENCE.finditer(text):
        lang = m.group(1)
        if lang not in ("python", "pycon"):
            continue
        before = text[:m.start()].rstrip("\n").rsplit("\n", 1)[-1].strip()
        line = text.count("\n", 0, m.start()) + 1
        out.append((lang, m.group(2), line, before))
    return out


def test_every_page_is_found_and_python_blocks_are_fenced_as_runnable():
    assert "index.md" in PAGES and "api.md" in PAGES
    for page in PAGES:
        text = (DOCS / page).read_text(encoding="utf-8")
        # a Python example under another fence name would never run
        assert not re.search(r"^```(py|python3|doctest)\s*$", text, re.M), page
        # nor would one indented under a list item or an admonition
        assert not re.search(r"^[ \t]+```(python|pycon)", text, re.M), page


@pytest.mark.parametrize("page", [p for p in PAGES if examples(p)])
def test_page_examples_run_and_show_their_output(page, monkeypatch):
    monkeypatch.chdir(ROOT)
    namespace: dict = {"__name__": "__docs__"}
    parser = doctest.DocTestParser()
    shared = (SHARED / "cards").is_dir()
    torch = importlib.util.find_spec("torch") is not None
    skipped = []
    for lang, source, line, before in examples(page):
        where = f"docs/{page}, line {line}"
        if before == NEEDS_SHARED and not shared:
            skipped.append(f"{where} (reference data not found at {SHARED}; it sits beside "
                           f"the checkout in CI)")
            continue
        if before == NEEDS_TORCH and not torch:
            skipped.append(f"{where} (needs PyTorch: pip install 'optcg[train]')")
            continue
        if lang == "python":
            exec(compile(source, where, "exec"), namespace)
            continue
        test = parser.get_doctest(source, namespace, where, str(DOCS / page), line)
        assert test.examples, f"{where}: a pycon block with no >>> example"
        report = io.StringIO()
        runner = doctest.DocTestRunner(optionflags=FLAGS)
        runner.run(test, out=report.write, clear_globs=False)
        namespace.update(test.globs)          # a DocTest works on a copy
        assert runner.failures == 0, report.getvalue()
    if skipped:
        pytest.skip(f"skipped the examples at {'; '.join(skipped)}")


def _reference_module():
    spec = importlib.util.spec_from_file_location(
        "node_reference", ROOT / "scripts" / "node_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_node_reference_covers_every_node_with_a_card_that_uses_it():
    ref = _reference_module()
    language, ability_text, _ = ref.effect_modules()
    classes = ref.node_classes(language)
    page = ref.reference()
    headings = re.findall(r"^## (\w+)$", page, re.M)
    assert headings == [c.__name__ for c in classes]
    assert {"Ability", "Cards", "Choose", "KO", "Draw", "Static"} <= set(headings)
    assert f"| `ON_PLAY` | `{language.ON_PLAY!r}` |" in page      # the vocabulary
    # which nodes the pool's scripts use, found here independently of the generator
    from optcg.cards.scripts import all_scripts
    used: set[str] = set()

    def walk(value):
        if hasattr(value, "__dataclass_fields__") and not isinstance(value, type):
            used.add(type(value).__name__)
            for name in value.__dataclass_fields__:
                if name != "code":
                    walk(getattr(value, name))
        elif isinstance(value, tuple):
            for x in value:
                walk(x)

    for script in all_scripts().values():
        walk((script.statics, script.abilities))
    with_example = set(re.findall(r"^## (\w+)\n(?:(?!^## ).)*?^Example, ", page, re.M | re.S))
    assert with_example == used & set(headings)
    # every other node has an ability built for the page, rendered
    built = set(re.findall(r"^## (\w+)\n(?:(?!^## ).)*?^Example built for this page",
                           page, re.M | re.S))
    assert built == set(headings) - used
    assert "> [On Play] You lose the game." in page or "LoseGame" in used
    # an example is the rendered ability of the card it names
    found = ref.examples(classes)
    number, name, text, written = found["KO"]
    from optcg.cards import default_database
    from optcg.cards.scripts import script_for
    category = default_database().get(number).category
    rendered = [ability_text(a, category)
                for a in (*script_for(number).statics, *script_for(number).abilities)]
    assert text in rendered and "K.O." in text and written.startswith("KO(")


def test_home_page_has_the_readme_quick_start():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1]
    quick_start = FENCE.search(section).group(2)
    assert "pip install" in quick_start and "pytest" in quick_start
    assert quick_start in (DOCS / "index.md").read_text(encoding="utf-8")


def test_command_line_page_names_every_command():
    import typer

    from optcg.cli.main import app
    root = typer.main.get_command(app)
    commands = []
    for name, cmd in root.commands.items():
        subs = getattr(cmd, "commands", None)
        commands += [f"optcg {name} {sub}" for sub in subs] if subs else [f"optcg {name}"]
    assert len(commands) > 10
    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    missing = [c for c in commands if f"`{c}" not in text]
    assert not missing, f"docs/cli.md does not list {missing}"


def test_site_builds_strictly(tmp_path):
    site = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict",
                           "--site-dir", str(site)], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert done.returncode == 0, done.stdout + done.stderr
    reference = (site / "effects" / "reference" / "index.html").read_text(encoding="utf-8")
    assert 'id="ko"' in reference and "Example, " in reference
    for page in PAGES:                       # docs/x/y.md is built as site/x/y/index.html
        stem = page[:-len(".md")]
        folder = "" if stem == "index" else stem.removesuffix("/index")
        assert (site / folder / "index.html").is_file(), page
