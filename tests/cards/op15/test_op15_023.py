"""OP15-023 Arlong (Character): its [Activate: Main] gives up to 1 DON!!
of a card's owner's cost area to that Leader or Character, active or
rested as the player of the effect chooses (official rulings on OP15-023:
either player's card, the owner's own DON!!, an active one allowed, the
activating player picks the opponent's DON!!).  The two DON!! are distinct
options, each saying which it is.  Its [On K.O.] keeps up to 2 of the
opponent's rested cards rested through their next Refresh Phase."""

import pytest

from optcg import Action
from optcg.engine.errors import IllegalActionError
from optcg.engine.view import DonPlaces
from optcg.testing import Scenario, answer, expect

P1, P2 = 0, 1
ARLONG = "OP15-023"
KAROO = "ST01-003"
REST_DON, ACTIVE_DON = Action("don", -1, 0), Action("don", -1, 1)


def arlong_game(p1_don=(1, 2), p2_don=(1, 2)):
    s = Scenario(turn=3)
    arlong = s.p1.character(ARLONG)
    s.p1.don(active=p1_don[0], rested=p1_don[1])
    foe = s.p2.character(KAROO)
    s.p2.don(active=p2_don[0], rested=p2_don[1])
    game = s.build()
    game.apply(Action("activate", arlong, 1))
    # the cost: 1 of P2's rested DON!! to Karoo, their only Character (no choice left)
    assert game.don(P2).given == {foe: 1}
    return game, s, foe


def test_op15_023_an_active_don_of_your_own_to_your_leader():
    game, s, foe = arlong_game()
    leader = s.p1.leader_id
    answer(game, "select", Action("select", leader))
    d = expect(game, "choose_number", P1)
    assert set(d.options) == {Action("number", -1, 0), REST_DON, ACTIVE_DON}
    assert game.describe(ACTIVE_DON) == \
        f"Give an active DON!! in your cost area to {game.card(leader).name} (ST01-001)"
    assert game.describe(Action("number", -1, 0)) == "Give no DON!!"
    game.apply(ACTIVE_DON)
    expect(game, "main", P1)
    assert game.don(P1) == DonPlaces(deck=7, active=0, rested=2, given={leader: 1})


def test_op15_023_a_rested_don_of_the_opponent_to_their_character():
    game, _s, foe = arlong_game()
    answer(game, "select", Action("select", foe))
    d = expect(game, "choose_number", P1)                  # the activating player picks
    assert set(d.options) == {Action("number", -1, 0), REST_DON, ACTIVE_DON}
    assert game.describe(REST_DON) == \
        f"Give a rested DON!! in your opponent's cost area to {game.card(foe).name} (ST01-003)"
    game.apply(REST_DON)
    assert game.don(P2) == DonPlaces(deck=7, active=1, rested=0, given={foe: 2})
    assert game.don(P1) == DonPlaces(deck=7, active=1, rested=2, given={})


def test_op15_023_only_the_kinds_of_don_the_owner_has_are_offered():
    game, s, _foe = arlong_game(p1_don=(0, 3))
    answer(game, "select", Action("select", s.p1.leader_id))
    assert set(expect(game, "choose_number", P1).options) == {Action("number", -1, 0), REST_DON}
    game.apply(Action("number", -1, 0))                    # "up to": none given
    assert game.don(P1).given == {}


def test_op15_023_a_number_is_refused_with_the_reason():
    game, s, _foe = arlong_game()
    answer(game, "select", Action("select", s.p1.leader_id))
    with pytest.raises(IllegalActionError, match="a rested or an active one"):
        game.apply(Action("number", -1, 2))
    assert game.don(P1).given == {}                        # nothing changed


def test_op15_023_on_ko_keeps_2_rested_cards_rested_in_the_next_refresh_phase():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    arlong = s.p1.character(ARLONG, rested=True)           # 5000
    attacker = s.p2.character("ST01-010")                  # 6000
    kept = s.p2.character(KAROO, rested=True)
    freed = s.p2.character(KAROO, rested=True)
    g = s.build()
    g.apply(Action("attack", attacker, arlong))
    answer(g, "block", Action("no_block"), P1)
    answer(g, "counter", Action("end_counters"), P1)
    d = expect(g, "select", P1)                            # the [On K.O.]: up to 2
    assert {attacker, kept, freed} <= {a.card for a in d.options if a.kind == "select"}
    g.apply(Action("select", attacker))
    answer(g, "select", Action("select", kept), P1)
    assert arlong in g.state.trash[P1]
    answer(g, "main", Action("end_phase"), P2)
    answer(g, "main", Action("end_phase"), P1)
    expect(g, "main", P2)                                  # after P2's Refresh Phase
    assert g.state.rested[attacker] and g.state.rested[kept]
    assert not g.state.rested[freed]
