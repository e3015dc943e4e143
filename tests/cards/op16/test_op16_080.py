"""OP16-080 Marshall.D.Teach (Leader): "[Opponent's Turn] All of your
Characters gain +1 cost." and "[On Your Opponent's Attack] [Once Per Turn]
You may trash 1 card with a [Trigger] from your hand: Change the target of
that attack to this Leader or to one of your {Blackbeard Pirates} type
Character cards."  (No Q&A for this card in /work/shared/faq.)"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import cost
from optcg.testing import Scenario, expect_decision

CARD = "OP16-080"
PIZARRO = "OP09-082"         # {Blackbeard Pirates}, 6000, cost 4, vanilla
ROBIN = "ST01-008"           # {Straw Hat Crew}, 5000, cost 3, vanilla
VERGO = "OP01-065"           # 7000, vanilla
CARROT = "OP01-009"          # a Character with a [Trigger]
P1, P2 = 0, 1


def _board(turn_player: int = P2, hand=(CARROT,)):
    s = Scenario(turn=4 if turn_player == P2 else 3, turn_player=turn_player)
    teach = s.p1.leader(CARD)
    pizarro = s.p1.character(PIZARRO)
    robin = s.p1.character(ROBIN, rested=True)
    s.p1.hand(*hand)
    s.p1.life(ROBIN, ROBIN)
    s.p2.leader("ST01-001")
    vergo = s.p2.character(VERGO)
    return s, teach, pizarro, robin, vergo


def test_op16_080_characters_gain_1_cost_in_the_opponents_turn_only():
    s, teach, pizarro, robin, vergo = _board()
    g = s.build()
    assert cost(g.state, pizarro) == 5 and cost(g.state, robin) == 4
    assert cost(g.state, vergo) == 5                     # the opponent's: unchanged
    s, teach, pizarro, robin, vergo = _board(turn_player=P1)
    g = s.build()
    assert cost(g.state, pizarro) == 4 and cost(g.state, robin) == 3


def test_op16_080_trashing_a_trigger_card_moves_the_attack_to_this_leader():
    s, teach, pizarro, robin, vergo = _board()
    g = s.build()
    carrot, = g.state.hand[P1]
    g.apply(Action("attack", vergo, robin))
    expect_decision(g, P1, DecisionKind.CONFIRM)                      # "You may trash"
    g.apply(Action("accept"))
    assert carrot in g.state.trash[P1]
    expect_decision(g, P1, DecisionKind.SELECT)
    assert {a.card for a in g.legal_actions()} == {teach, pizarro}
    g.apply(Action("select", teach))
    expect_decision(g, P2, "main")
    assert robin in g.state.chars[P1] and len(g.state.life[P1]) == 1


def test_op16_080_moves_the_attack_to_a_blackbeard_pirates_character():
    s, teach, pizarro, robin, vergo = _board()
    g = s.build()
    g.apply(Action("attack", vergo, s.p1.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    g.apply(Action("select", pizarro))
    expect_decision(g, P2, "main")
    assert pizarro in g.state.trash[P1]                  # 7000 vs 6000
    assert len(g.state.life[P1]) == 2


def test_op16_080_no_trigger_card_in_hand_no_offer():
    """With no [Trigger] card in hand the cost cannot be paid; the hand is
    hidden from P2, so it is offered all the same, to be declined only
    (CR 3-1-5, 8-3-1-3)."""
    s, teach, pizarro, robin, vergo = _board(hand=(ROBIN,))   # no [Trigger]
    g = s.build()
    g.apply(Action("attack", vergo, robin))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    assert g.decision.options == (Action("decline"),)
    g.apply(Action("decline"))
    expect_decision(g, P1, "counter")                    # Robin's counter
    g.apply(Action("end_counters"))
    assert robin in g.state.trash[P1] and g.state.trash[P1] == [robin]


def test_op16_080_once_per_turn():
    s, teach, pizarro, robin, vergo = _board(hand=(CARROT, CARROT))
    second = s.p2.character(VERGO)
    g = s.build()
    g.apply(Action("attack", vergo, robin))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    while g.decision.kind == DecisionKind.SELECT and len(g.state.hand[P1]) == 2:
        g.apply(g.legal_actions()[0])                    # which Carrot goes
    g.apply(Action("select", teach))
    expect_decision(g, P1, "counter")                    # the other Carrot's +1000
    g.apply(Action("end_counters"))
    expect_decision(g, P2, "main")                       # Teach took 1 damage
    g.apply(Action("attack", second, robin))             # a second attack: no offer
    expect_decision(g, P1, "counter")
    g.apply(Action("end_counters"))
    assert robin in g.state.trash[P1] and len(g.state.hand[P1]) == 2
