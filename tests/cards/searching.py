"""Checking the searches of card tests: the cards that look at the top few
cards of the deck, add at most one that fits a description to the hand, and
put the others under the deck (or into the trash).

The looked-at cards are listed top first, as `PlayerSetup.deck` lists them;
the deck list of the state keeps its top card last (so its bottom is
`deck[:k]`)."""

from __future__ import annotations

from optcg import Action
from optcg.engine.decision_kinds import ARRANGE, MAIN, SELECT
from optcg.testing import Scenario, expect_decision

from optcg.cards.defs import card_def

from .common import selectable
from .qa import bottom_all


def add_one(g, looked, addable, pick, player: int = 0, rest: str = "bottom") -> None:
    """At the search's choice: exactly `addable` of the looked-at cards can
    be added (up to 1: choosing none is offered too); `pick` goes to the
    hand and the rest of `looked` to the bottom of the deck (or the trash)."""
    expect_decision(g, player, SELECT)
    assert selectable(g) == set(addable)
    assert Action("select_done") in g.legal_actions()          # "up to 1"
    hand = list(g.state.hand[player])
    g.apply(Action("select", pick))
    others = [c for c in looked if c != pick]
    if rest == "bottom":
        bottom_all(g, player)
        assert set(g.state.deck[player][:len(others)]) == set(others)
    else:
        assert all(c in g.state.trash[player] for c in others)
    assert g.state.hand[player] == hand + [pick]


def nothing_to_add(g, looked, player: int = 0) -> None:
    """No looked-at card fits: no choice is asked, all go to the bottom and
    the hand is unchanged."""
    hand = list(g.state.hand[player])
    expect_decision(g, player, ARRANGE)
    bottom_all(g, player)
    assert set(g.state.deck[player][:len(looked)]) == set(looked)
    assert g.state.hand[player] == hand


def played_searcher(number: str, deck, leader: str | None = None, don: int | None = None,
                    hand=()):
    """P1 plays `number` from the hand (paying its cost) over `deck` (top
    first), strictly; returns (game, the deck's ids, the other hand ids)."""
    s = Scenario(strict=True)
    if leader is not None:
        s.p1.leader(leader)
    card, *others = s.p1.hand(number, *hand)
    s.p1.don(active=card_def(number).cost if don is None else don)
    ids = s.p1.deck(*deck)
    g = s.build()
    g.apply(Action("play", card))
    return g, ids, others


def back_at_main(g, player: int = 0) -> None:
    expect_decision(g, player, MAIN)
