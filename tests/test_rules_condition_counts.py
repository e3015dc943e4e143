"""Conditions that count cards or test one card (CR 8-3-2), each written
once as `Has` or `CardIs` over a description.  The engine answers the
common descriptions (a whole hand, Life area or trash, the DON!! cards on a
field, a card's name, type or state) without matching card by card; these
tests check over seeded games that every such answer is the one that
matching each card gives.  The number of cards in each area is open
information (CR 3-1-4): the whole Life area counts, not only its top card."""

from __future__ import annotations

import random

import optcg
from optcg.engine.effects import language as L
from optcg.engine.effects import targets

ALL = (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE)
LEADER = {"owner": L.ANY, "area": L.FIELD, "categories": (L.LEADER,)}


def _counted(st, what, ctl):
    """The count a description gives, card by card (no shortcut)."""
    if isinstance(what, L.DonCards):
        p = ctl if what.owner == L.YOU else 1 - ctl
        return targets.don_on_field(st, p)
    p = ctl if what.owner == L.YOU else 1 - ctl
    cards = {L.HAND: st.hand, L.TRASH: st.trash, L.LIFE: st.life}[what.area][p]
    return sum(1 for i in cards if targets.matches(st, i, what, -1))


def _compared(n, cond):
    return {L.AT_LEAST: n >= cond.count, L.AT_MOST: n <= cond.count,
            L.LESS: n < cond.count, L.EXACTLY: n == cond.count}[cond.compare]


COUNTS = [L.Has(L.Cards(owner, area, ALL), n, compare)
          for owner in (L.YOU, L.OPPONENT) for area in (L.HAND, L.TRASH, L.LIFE)
          for n in (1, 3) for compare in (L.AT_LEAST, L.AT_MOST, L.LESS, L.EXACTLY)]
COUNTS += [L.Has(L.DonCards(owner), n, compare) for owner in (L.YOU, L.OPPONENT)
           for n in (2, 6) for compare in (L.AT_LEAST, L.AT_MOST)]
CARD_TESTS = [
    L.CardIs("leader", L.Cards(**LEADER, names=("Monkey.D.Luffy",))),
    L.CardIs("leader", L.Cards(**LEADER, names=("Eustass\"Captain\"Kid", "Nami"))),
    L.CardIs("opponent's leader", L.Cards(**LEADER, names=("Monkey.D.Luffy",))),
    L.CardIs("leader", L.Cards(**LEADER, types=("Kid Pirates",))),
    L.CardIs("leader", L.Cards(**LEADER, types=("Navy", "Straw Hat Crew"))),
    L.CardIs("leader", L.Cards(**LEADER, rested=True)),
    L.CardIs("leader", L.Cards(**LEADER, rested=False)),
]


def _positions(games=6):
    for seed in range(games):
        g = optcg.new_game("st01", "st02", seed=seed, log=False, validate=False)
        choice = random.Random(seed).choice
        while not g.over:
            yield g.state
            g.apply(choice(g.legal_actions()))


def test_counts_of_whole_areas_and_don_agree_with_counting_card_by_card():
    seen = set()
    for st in _positions():
        for ctl in (0, 1):
            for cond in COUNTS:
                expected = _compared(_counted(st, cond.what, ctl), cond)
                assert targets.holds(st, cond, st.leaders[ctl], ctl) is expected, cond
                seen.add((cond, expected))
    # every condition was seen both holding and not holding
    assert len(seen) == 2 * len(COUNTS)


def test_a_leaders_name_type_and_state_agree_with_matching_the_card():
    seen = set()
    for st in _positions():
        for ctl in (0, 1):
            for cond in CARD_TESTS:
                card = st.leaders[ctl if cond.card == "leader" else 1 - ctl]
                expected = targets.matches(st, card, cond.cards, st.leaders[ctl])
                assert targets.holds(st, cond, st.leaders[ctl], ctl) is expected, cond
                seen.add((cond, expected))
    assert len(seen) == 2 * len(CARD_TESTS)
