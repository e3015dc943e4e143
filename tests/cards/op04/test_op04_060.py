"""OP04-060 Crocodile (Character): when played, DON!! −2 with a Baroque Works
Leader puts the top deck card on Life; once per turn when the opponent
attacks, DON!! −1 draws 1 and trashes 1."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, RETURN_DON, SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP04-060"
BW_LEADER = leader("Baroque", types=("Former Baroque Works",))


def _play(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    croc, = s.p1.hand(CARD)
    s.p1.don(active=10)
    top = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("play", croc))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    for _ in range(2):
        expect_decision(g, 0, RETURN_DON)
        g.apply(Action("return_don", -1, 0))
    return g, top


def test_op04_060_on_play_a_baroque_works_leader_adds_a_life():
    g, top = _play(BW_LEADER)                          # "includes": Former Baroque Works
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.state.life[0] == [top] and g.don(0).deck == 2


def test_op04_060_on_play_other_leader_don_returned_for_nothing():
    g, top = _play(leader("Plain"))
    expect_decision(g, 0, "main")
    assert g.state.life[0] == [] and g.don(0).deck == 2


def test_op04_060_on_opponents_attack_draws_and_trashes_once_per_turn():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.character(CARD)
    s.p1.don(active=2)
    s.p1.life(VIVI, VIVI)
    deck = s.p1.deck(VIVI, VIVI)
    att = s.p2.character("OP01-018")
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 1))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", deck[0]))
    expect_decision(g, 0, "block")
    assert deck[0] in g.state.trash[0] and g.don(0).deck == 9
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    g.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(g, 0, "block")                     # once per turn
