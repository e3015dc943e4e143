"""OP09-093 Marshall.D.Teach (Character): a Blocker; once per turn, on the turn
he is played and with a Blackbeard Pirates Leader, he negates the opposing
Leader for the turn and an opposing Character, which also cannot attack
through the opponent's next turn. Q&A (qa_op09.md, OP09-093): the negated
Character's On K.O. does not activate; the attack ban lasts through the
opponent's next turn."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP09-093"
BLACKBEARD_LEADER = leader("Blackbeard", types=("Blackbeard Pirates",))
SANJI = "OP10-005"           # [Your Turn] +3000; [On K.O.] draw 1
KID = "ST02-013"             # 7000


def _negate(rested=False):
    s = Scenario(strict=True)
    s.p1.leader(BLACKBEARD_LEADER)
    teach, = s.p1.hand(CARD)
    s.p1.don(active=10)
    s.p1.deck(*[VIVI] * 4)
    sanji = s.p2.character(SANJI, rested=rested)
    s.p2.deck(*[VIVI] * 4)
    g = s.build()
    g.apply(Action("play", teach))
    g.apply(Action("activate", teach, 0))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", sanji))
    expect_decision(g, 0, "main")
    return s, g, teach, sanji


def test_op09_093_qa_negated_character_cannot_attack_through_the_opponents_next_turn():
    """qa_op09.md, OP09-093 Q5."""
    s, g, teach, sanji = _negate()
    assert Action("activate", teach, 0) not in g.legal_actions()      # once per turn
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert power(g.state, sanji) == 3000               # its [Your Turn] +3000 negated
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card == sanji]
    g.apply(Action("end_phase"))
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert power(g.state, sanji) == 6000
    assert [a for a in g.legal_actions() if a.kind == "attack" and a.card == sanji]


def test_op09_093_qa_a_negated_character_koed_does_not_draw():
    """qa_op09.md, OP09-093 Q3: its [On K.O.] is negated too."""
    s, g, teach, sanji = _negate(rested=True)
    hand = list(g.state.hand[1])
    g.apply(Action("attack", s.p1.leader_id, sanji))   # 5000 against 3000
    expect_decision(g, 1, "block")
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 0, "main")
    assert sanji in g.state.trash[1] and g.state.hand[1] == hand


def test_op09_093_not_played_this_turn_does_nothing():
    s = Scenario(strict=True)
    s.p1.leader(BLACKBEARD_LEADER)
    teach = s.p1.character(CARD)
    kid = s.p2.character(KID)
    g = s.build()
    g.apply(Action("activate", teach, 0))              # offered; the "if" then fails
    expect_decision(g, 0, "main")                      # nothing chosen
    assert [a for a in g.legal_actions() if a.kind == "attack"]
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert Action("attack", kid, s.p1.leader_id) in g.legal_actions()


def test_op09_093_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    teach = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", teach))
    assert g.state.rested[teach]
