"""OP06-035 Hody Jones (Character, [Rush]): its [On Play] rests up to a total of 2
of the opponent's Characters or DON!! cards, then adds the top Life card to
hand.  The DON!! are one option, an active DON!! of the opponent's cost
area (they are alike; a rested one would not change), beside each Character
(CR 8-4-4-1)."""

from optcg import Action
from optcg.engine.view import DonPlaces
from optcg.testing import Scenario, answer, expect

P1, P2 = 0, 1
HODY = "OP06-035"         # cost 7
KAROO = "ST01-003"
ACTIVE_DON = Action("don", -1, 1)


def hody_game(active=2):
    s = Scenario(turn=3)
    hody, = s.p1.hand(HODY)
    s.p1.don(active=7)
    s.p1.life(KAROO)
    foe = s.p2.character(KAROO)
    s.p2.don(active=active, rested=1)
    game = s.build()
    game.apply(Action("play", hody))
    return game, foe


def test_op06_035_rests_a_don_and_a_character():
    game, foe = hody_game()
    d = expect(game, "select", P1)
    assert set(d.options) == {Action("select", foe), ACTIVE_DON, Action("select_done")}
    assert game.describe(ACTIVE_DON) == "Rest an active DON!! in your opponent's cost area"
    game.apply(ACTIVE_DON)
    answer(game, "select", Action("select", foe))
    expect(game, "main", P1)
    assert game.don(P2) == DonPlaces(deck=7, active=1, rested=2, given={})
    assert game.state.rested[foe] and len(game.state.hand[P1]) == 1     # the Life card


def test_op06_035_two_don_and_no_more_once_none_is_active():
    game, foe = hody_game(active=1)
    answer(game, "select", ACTIVE_DON)
    d = expect(game, "select", P1)                       # the last active one is gone
    assert set(d.options) == {Action("select", foe), Action("select_done")}
    game.apply(Action("select_done"))
    assert game.don(P2) == DonPlaces(deck=8, active=0, rested=2, given={})
    assert not game.state.rested[foe]


def test_op06_035_qa_rush_and_the_life_card_taken_though_nothing_was_rested():
    """qa_op06.md, OP06-035 Q1: with nothing rested, the top Life card is
    still added to the hand; [Rush]: it attacks the turn it is played."""
    s = Scenario(turn=3)
    hody, karoo = s.p1.hand(HODY, KAROO)
    s.p1.don(active=8)
    life, = s.p1.life(KAROO)
    g = s.build()
    g.apply(Action("play", hody))
    expect(g, "main", P1)                                  # nothing to rest
    assert life in g.state.hand[P1] and g.state.life[P1] == []
    g.apply(Action("play", karoo))
    assert Action("attack", hody, s.p2.leader_id) in g.legal_actions()
    assert Action("attack", karoo, s.p2.leader_id) not in g.legal_actions(), "no [Rush]"
