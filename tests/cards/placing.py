"""Checks shared by the cards whose effect has the opponent place cards from
their own hand at the bottom of their deck (EB03-026, EB04-025, OP06-044,
OP07-047, OP08-046, OP15-048, OP16-047, OP17-047, P-048).

The owner of the hand chooses which cards go (official ruling on P-048);
the other player learns only that cards left that hand, never which
(CR 3-1-5), and with `conceal_decisions` the choice is asked even when the
hand holds one card or none, so that being asked tells nothing."""

from __future__ import annotations

from optcg import Action
from optcg.engine import events as E
from optcg.engine.constants import DECK, HAND
from optcg.testing import custom_card, expect_decision

from .common import selectable

FILLER = custom_card("T-HANDCARD", "Hand Card", cost=1, power=1000)


def places(game, owner: int, *cards: int) -> None:
    """`owner` is asked to choose among every card of their hand, then
    places `cards` in that order."""
    expect_decision(game, owner, "select")
    assert selectable(game) == set(game.state.hand[owner])
    for c in cards:
        game.apply(Action("select", c))


def placed_at_bottom(game, owner: int, *cards: int) -> None:
    """`cards` left the hand for the bottom of the deck (the deck's list
    starts at its bottom), each named to its owner only."""
    st = game.state
    assert not set(cards) & set(st.hand[owner])
    assert set(st.deck[owner][:len(cards)]) == set(cards)
    _named_only_to(game, owner, cards)


def _moved(game, viewer) -> list:
    return [e for e in game.events_for(viewer)
            if isinstance(e, E.CardMoved) and e.src == HAND and e.dst == DECK]


def _named_only_to(game, owner: int, cards) -> None:
    mine = {e.card for e in _moved(game, owner)}
    assert set(cards) <= mine
    for viewer in (1 - owner, None):
        seen = _moved(game, viewer)
        assert len(seen) >= len(cards)          # that cards left the hand is public
        assert not {e.card for e in seen} & set(cards), viewer
