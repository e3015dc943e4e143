"""OP07-001 Monkey.D.Dragon (Leader): its [Activate: Main] gives up to 2
total of the DON!! already given to the player's cards to 1 of their
Characters (official rulings on OP07-001: one recipient, from several
cards).  Each DON!! is offered by the card it is given to."""

from optcg import Action
from optcg.engine import events as E
from optcg.engine.view import DonPlaces
from optcg.testing import Scenario, answer, expect

P1 = 0
DRAGON = "OP07-001"
KAROO, ZORO = "ST01-003", "ST01-013"


def test_op07_001_moves_given_don_from_two_cards_to_one():
    s = Scenario(turn=3)
    dragon = s.p1.leader(DRAGON, don=1)
    karoo = s.p1.character(KAROO, don=2)
    zoro = s.p1.character(ZORO)
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("activate", dragon, 0))
    answer(game, "select", Action("select", zoro))
    answer(game, "choose_number", Action("number", -1, 2))
    d = expect(game, "return_don", P1)
    # one option per card the DON!! are given to; Zoro's own are not offered
    assert set(d.options) == {Action("return_don", dragon), Action("return_don", karoo)}
    assert game.describe(Action("return_don", karoo)) == \
        "Give a DON!! given to Karoo (ST01-003) to Roronoa Zoro (ST01-013) instead"
    game.apply(Action("return_don", karoo))
    answer(game, "return_don", Action("return_don", dragon))
    expect(game, "main", P1)
    assert game.don(P1) == DonPlaces(deck=6, active=1, rested=0, given={karoo: 1, zoro: 2})
    moved = [(e.source, e.card, e.count) for e in game.events if type(e) is E.DonGiven]
    assert moved == [(karoo, zoro, 1), (dragon, zoro, 1)]
