"""Explicit grammar precedence: every form states its priority,
the registries are ordered by it, and the card text of the pool reads one
way only.

Reading tries the step forms in order of priority and keeps the first whole
reading of a body; rendering writes a node with the first of its forms that
applies.  The pool test below lists, for every body of every compiled card,
all the whole readings that also render back to the same text: apart from
the documented equivalent encodings (a one-node search and its steps,
"Leader or Character cards" as one description or two), the ones left have different
meanings and are pinned in `RESOLVED_BY_PRIORITY` with the reading that
precedence keeps."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import core, sentences


def _rank(form: W.Form, costs: bool = False) -> int:
    return form.cost_priority if costs and form.cost_priority is not None else form.priority


def test_every_registry_is_ordered_by_the_priorities_its_forms_declare():
    for registry, costs in ((W.STEP_FORMS, False), (W.CONDITION_FORMS, False),
                            (W.COST_FORMS, False), (W.COST_STEP_FORMS, True)):
        ranks = [_rank(f, costs) for f in registry]
        assert registry and all(r > 0 for r in ranks)
        assert ranks == sorted(ranks)
        assert len(set(ranks)) == len(ranks), "two forms of one registry share a priority"


def test_a_node_renders_with_its_forms_in_reading_order():
    for node, forms in core._FORMS_BY_NODE.items():
        assert forms == [f for f in W.STEP_FORMS if f.node is node]


def test_a_form_registered_last_reads_first_by_its_priority():
    ctx = W.Ctx("Character")
    text = "K.O. up to 1 of your opponent's Characters with a cost of 3 or less."
    ko = (L.KO(L.Choose(L.Cards(L.OPPONENT, cost_max=3))),)
    plain, = [f for f in W.STEP_FORMS if f.template == "K.O. {target}"]
    assert W.read_body(text, ctx)[0] == ko
    # a form of the same words, registered after every module, before "K.O. {target}"
    marker = W.Form(L.Draw, "K.O. up to 1 of your opponent's Characters with a cost of "
                    "{count:exactly} or less", priority=plain.priority - 1)
    core.STEP_FORMS.append(marker)
    try:
        W.sort_forms()
        assert W.read_body(text, ctx)[0] == (L.Draw(L.exactly(3)),)
        assert W.render_step(L.Draw(L.exactly(3)), ctx) == text[:-1]
    finally:
        core.STEP_FORMS.remove(marker)
        W.sort_forms()
    assert W.read_body(text, ctx)[0] == ko
    assert W.render_step(L.Draw(L.exactly(3)), ctx) == "draw 3 cards"


# -- every body of the pool reads one way -------------------------------------------

# Bodies with two whole readings of different meanings, each of which renders
# back to the text: precedence keeps the first, the one the card means.
# card number -> why the other reading is wrong
RESOLVED_BY_PRIORITY = {
    # "play up to 1 A and up to 1 B from your hand or trash": both from there,
    # not A among looked-at cards (there are none)
    "EB03-049": "both choices come from the hand or trash",
    "OP14-084": "both choices come from the trash",
    # "up to 1 of your Characters or [Silvers Rayleigh]": the Leader so named
    "EB04-009": "[Silvers Rayleigh] is the Leader",
    "OP12-018": "[Silvers Rayleigh] is the Leader",
    # "{East Blue} type Leader or Character cards with a cost of 6 or less":
    # the type and the cost qualify both categories
    "OP03-028": "the type and the cost qualify the Leader and the Characters",
    # "Choose one: ... Then, ...": the last line follows the chosen option
    "OP05-096": "the last line follows the choice, not its last option",
    # "{X} type card or [Name]" as one search, or as a choice among looked-at
    # cards with [Name] any card: the search node keeps the card's category
    "OP11-036": "the one-node search",
    "OP12-116": "[Name] among Character cards",
    # "look at 5 cards ... and add up to 1 ... to the top of your Life cards":
    # one of the looked-at cards, not a card on the field
    "ST13-002": "a looked-at card goes to the Life area",
    # "Leader or Character cards other than this card": one description, or the
    # Leader with the alternative "Characters other than this card" (the word
    # "card" kept on it): the one description is read
    "ST01-005": "one description of Leader or Character cards",
}

def _same_meaning(a, b, ctx) -> bool:
    """The documented equivalent encodings (both sides rendered back to the
    same words, so each is one reading of them)."""
    if a == b:
        return True
    if isinstance(a, L.Cards) and isinstance(b, L.Cards):
        # "Leader or Character cards": one description, or one and an alternative
        def union(c):
            return tuple(sorted(c.categories + tuple(x for alt in c.alt for x in alt.categories)))
        plain = dataclasses.replace(a, categories=(), alt=())
        return union(a) == union(b) and plain == dataclasses.replace(b, categories=(), alt=())
    if isinstance(a, tuple) and isinstance(b, tuple):
        a, b = _unfold_searches(a), _unfold_searches(b)
        return len(a) == len(b) and all(_same_meaning(x, y, ctx) for x, y in zip(a, b))
    if dataclasses.is_dataclass(a) and type(a) is type(b):
        return all(_same_meaning(getattr(a, f.name), getattr(b, f.name), ctx)
                   for f in dataclasses.fields(a) if f.compare)
    return False


def _unfold_searches(steps: tuple) -> tuple:
    """Search(N, cards) is Look(L.exactly(N)), an AddToHand of `take` (a Range) of the
    looked-at cards, and the rest placed at the bottom of the deck."""
    out: list = []
    for s in steps:
        prev = out[-1] if out and isinstance(out[-1], tuple) else None
        if isinstance(s, L.Search):
            out.append(("search", s.count, s.take, dataclasses.replace(s.cards, area=L.LOOKED)))
        elif isinstance(s, L.Look) and s.count.low and not s.reveal:
            out.append(("search", s.count.high, None, None))
        elif prev and prev[2] is None and isinstance(s, L.AddToHand) \
                and isinstance(s.target, L.Choose) and not s.target.count.low:
            out[-1] = ("search", prev[1], s.target.count, s.target.cards)
        elif prev and prev[2] is not None and isinstance(s, L.PlaceRest) \
                and s.places == ("bottom",) and s.area == L.DECK:
            continue
        else:
            out.append(s)
    return tuple(out)


@pytest.fixture
def pool_bodies(shared_dir):
    """(card number, body, ctx) for every body read while compiling the pool."""
    import importlib
    import pkgutil

    from optcg.cards.compiler.compile import compile_card
    from optcg.cards.compiler.source import official_lines
    from optcg.cards.database import default_database

    seen: list = []
    read_body = sentences.read_body

    def recording(s, ctx):
        steps = read_body(s, ctx)
        seen.append((s, ctx))
        return steps

    modules = [importlib.import_module(f"{W.__name__}.{m.name}")
               for m in pkgutil.iter_modules(W.__path__)]
    patched = [m for m in modules if getattr(m, "read_body", None) is read_body]
    db = default_database()
    out = []
    try:
        for m in patched:
            m.read_body = recording
        for number, lines in sorted(official_lines(shared_dir).items()):
            try:
                info = db.get(number)
            except Exception:
                continue
            del seen[:]
            if lines and compile_card(number, lines, info.category).ok:
                out += [(number, s, ctx) for s, ctx in seen]
    finally:
        for m in patched:
            m.read_body = read_body
    return out


def test_every_body_of_the_pool_reads_one_way(pool_bodies):
    assert len(pool_bodies) > 2000
    ambiguous: dict[str, list] = {}
    done = set()
    for number, s, ctx in pool_bodies:
        if (s, ctx) in done:
            continue
        done.add((s, ctx))
        readings: list = []
        for steps, joins, rest in itertools.islice(sentences._read_clauses(s, ctx, True), 500):
            if rest == "." and W.render_body(steps, joins, ctx) == s \
                    and not any(_same_meaning(steps, r, ctx) for r in readings):
                readings.append(steps)
        if len(readings) > 1:
            ambiguous.setdefault(number, []).append((s, readings))
            # precedence keeps the first whole reading
            assert W.read_body(s, ctx)[0] == readings[0]
    assert sorted(ambiguous) == sorted(RESOLVED_BY_PRIORITY), {
        n: [s for s, _ in v] for n, v in ambiguous.items() if n not in RESOLVED_BY_PRIORITY}
