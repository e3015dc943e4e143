"""OP14-060 Donquixote Doflamingo (Leader): "[On Your Opponent's Attack]
[Once Per Turn] DON!! −1: Select your Leader or 1 of your {Donquixote
Pirates} type Characters. Change the attack target to the selected card."

Rulings: qa_op14_eb04 OP14-060 (the opponent's Characters cannot be
selected); qa_st-29 ST29-016 (changing the target by an effect is not a
[Blocker]: it works against an attacker with [Unblockable] too)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

CARD = "OP14-060"
BELLAMY = "OP05-035"         # {Donquixote Pirates}, 5000, vanilla
ROBIN = "ST01-008"           # {Straw Hat Crew}, 5000, vanilla
VERGO = "OP01-065"           # 7000, vanilla
P1, P2 = 0, 1


def _board(don: int = 1):
    s = Scenario(turn=4, turn_player=P2)
    dof = s.p1.leader(CARD)
    s.p1.don(active=don)
    bellamy = s.p1.character(BELLAMY)
    robin = s.p1.character(ROBIN, rested=True)
    s.p1.life(ROBIN, ROBIN)
    s.p2.leader("ST01-001")
    vergo = s.p2.character(VERGO)
    s.p2.character(ROBIN)
    return s, dof, bellamy, robin, vergo


def test_op14_060_don_minus_1_moves_the_attack_to_the_leader():
    s, dof, bellamy, robin, vergo = _board()
    g = s.build()
    g.apply(Action("attack", vergo, robin))
    expect_decision(g, P1, DecisionKind.CONFIRM)                      # DON!! −1 is optional
    g.apply(Action("accept"))
    assert g.state.don_active[P1] == 0                   # the DON!! went back
    expect_decision(g, P1, DecisionKind.SELECT)
    # only this Leader and the {Donquixote Pirates} Character: not Robin, and
    # not the opponent's Characters (qa_op14_eb04)
    assert {a.card for a in g.legal_actions()} == {dof, bellamy}
    g.apply(Action("select", dof))                       # the battle then runs on
    expect_decision(g, P2, "main")
    assert robin in g.state.chars[P1]                    # Robin was never battled
    assert len(g.state.life[P1]) == 1                    # 7000 vs 5000: 1 damage


def test_op14_060_moves_the_attack_to_a_donquixote_pirates_character():
    s, dof, bellamy, robin, vergo = _board()
    g = s.build()
    g.apply(Action("attack", vergo, s.p1.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", bellamy))
    expect_decision(g, P2, "main")
    assert bellamy in g.state.trash[P1]                  # 7000 vs 5000: K.O.'d
    assert len(g.state.life[P1]) == 2                    # the Leader took nothing


def test_op14_060_st29_016_works_against_unblockable():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(CARD)
    s.p1.don(active=1)
    bellamy = s.p1.character(BELLAMY)
    robin = s.p1.character(ROBIN, rested=True)
    s.p2.leader("ST01-001")
    sneak = s.p2.character(custom_card(power=7000, keywords=("Unblockable",)))
    g = s.build()
    g.apply(Action("attack", sneak, robin))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", bellamy))
    assert bellamy in g.state.trash[P1] and robin in g.state.chars[P1]


def test_op14_060_declined_or_without_don_the_target_stays():
    s, dof, bellamy, robin, vergo = _board()
    g = s.build()
    g.apply(Action("attack", vergo, robin))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    assert g.state.don_active[P1] == 1
    assert robin in g.state.trash[P1] and bellamy in g.state.chars[P1]

    s, dof, bellamy, robin, vergo = _board(don=0)
    g = s.build()
    g.apply(Action("attack", vergo, robin))              # no DON!! to return: no offer
    assert g.decision.kind != DecisionKind.CONFIRM
    assert robin in g.state.trash[P1]                    # 7000 vs 5000, Robin K.O.'d


def test_op14_060_once_per_turn():
    s, dof, bellamy, robin, vergo = _board(don=2)
    second = s.p2.character(VERGO)
    g = s.build()
    g.apply(Action("attack", vergo, robin))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    g.apply(Action("select", dof))
    expect_decision(g, P2, "main")
    g.apply(Action("attack", second, dof))               # a second attack: no offer,
    expect_decision(g, P1, "counter")                    # only the Counter Step
    g.apply(Action("end_counters"))
    assert g.state.don_active[P1] == 1 and len(g.state.life[P1]) == 0
