"""The card-text compiler, the condition forms: each reads into its node and
renders back, decides whether its step happens on a board where it holds
and one where it does not, and is rendered in the log.
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    ALL,
    P1,
    card_of,
    leader,
    play_from_hand,
    read,
    scenario,
    vanilla,
)

from optcg.engine.effects import language as L
from optcg.engine.effects.wording import Ctx, read_condition, render_condition
from optcg.testing import expect_decision


# -- conditions -----------------------------------------------------------------------

def _hand(n):
    return lambda s: s.p1.hand(*[vanilla("In hand")] * n)


def _life(n, side="p1"):
    return lambda s: getattr(s, side).life(*[vanilla("Life")] * n)


# condition, its node, a board where it holds, one where it does not
CONDITIONS = [
    ("If your Leader has the {Navy} type",
     L.CardIs("leader", L.Cards(L.ANY, L.FIELD, (L.LEADER,), types=("Navy",))),
     {"leader1": leader("Typed", types=("Navy", "Pirate"))},
     {"leader1": leader("Typed", types=("Pirate",))}),
    ("If you have 3 or less cards in your hand", L.Has(L.Cards(L.YOU, L.HAND, ALL), 3, L.AT_MOST),
     _hand(3), _hand(4)),
    ("If you have 2 or less Life cards", L.Has(L.Cards(L.YOU, L.LIFE, ALL), 2, L.AT_MOST),
     _life(2), _life(3)),
    ("If your opponent has 2 or less Life cards",
     L.Has(L.Cards(L.OPPONENT, L.LIFE, ALL), 2, L.AT_MOST),
     _life(2, "p2"), _life(3, "p2")),
    ("If your Leader is [Test Leader]",
     L.CardIs("leader", L.Cards(L.ANY, L.FIELD, (L.LEADER,), names=("Test Leader",))),
     {"leader1": leader("Test Leader")}, {"leader1": leader("Test Leader Two")}),
    ("If you have 3 or more cards in your trash", L.Has(L.Cards(L.YOU, L.TRASH, ALL), 3),
     lambda s: s.p1.trash(*[vanilla()] * 3), lambda s: s.p1.trash(*[vanilla()] * 2)),
    ("If you have 6 or more DON!! cards on your field", L.Has(L.DonCards(L.YOU), 6),
     lambda s: s.p1.character(vanilla("Given"), don=1), lambda s: None),   # 1 + 4 + given
    ("If you have 2 or more Characters", L.Has(L.Cards(L.YOU), 2),
     lambda s: s.p1.character(vanilla()), lambda s: s.p2.character(vanilla())),  # + itself
    ("If you have 2 or more {Navy} type Characters",
     L.Has(L.Cards(L.YOU, types=("Navy",)), 2),
     lambda s: s.p1.characters(vanilla("N", types=("Navy",)), vanilla("M", types=("Navy",))),
     lambda s: s.p1.characters(vanilla("N", types=("Navy",)), vanilla("P"))),
    ("If you have 2 or more rested Characters with a cost of 3 or more",
     L.Has(L.Cards(L.YOU, rested=True, cost_min=3), 2),
     lambda s: [s.p1.character(vanilla("R", cost=3), rested=True) for _ in range(2)],
     lambda s: [s.p1.character(vanilla("R", cost=c), rested=True) for c in (2, 3)]),
]


_IDS = [c[0] for c in CONDITIONS]


@pytest.mark.parametrize("words, node, _yes, _no", CONDITIONS, ids=_IDS)
def test_condition_reads_and_renders(words, node, _yes, _no):
    ctx = Ctx("Character")
    text = words[0].lower() + words[1:]
    (got, rest), *_ = [(c, r) for c, r in read_condition(text + ", draw 1 card.", ctx)
                       if r.startswith(",")]
    assert got == node and rest == ", draw 1 card."
    assert render_condition(node, ctx) == text


def _board(setup):
    s = scenario(**setup) if isinstance(setup, dict) else scenario()
    if callable(setup):
        setup(s)
    return s


@pytest.mark.parametrize("holds", [True, False])
@pytest.mark.parametrize("words, node, yes, no", CONDITIONS, ids=_IDS)
def test_condition_decides_whether_the_step_happens(words, node, yes, no, holds):
    line = f"[On Play] {words}, draw 1 card."
    part = read(line)
    assert part.steps == (L.If(node, (L.Draw(L.exactly(1)),)),)
    s = _board(yes if holds else no)
    deck = s.p1.deck(*[vanilla("Deck")] * 5)
    game, _me = play_from_hand(s, card_of(line), log=False, rested=4)
    expect_decision(game, P1, "main")
    assert (deck[0] in game.state.hand[P1]) is holds
    assert len(game.state.deck[P1]) == (4 if holds else 5)


@pytest.mark.parametrize("words, node, yes, no", [c for c in CONDITIONS if c[0].startswith((
    "If you have 2 or less Life", "If your opponent has", "If your Leader is",
    "If you have 3 or more cards", "If you have 6 or more DON!!"))])
def test_the_log_renders_every_compiled_condition(words, node, yes, no):
    s = _board(yes)
    game, _me = play_from_hand(s, card_of(f"[On Play] {words}, draw 1 card."), rested=4)
    expect_decision(game, P1, "main")
