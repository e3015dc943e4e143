"""Official Q&A rulings on conditions that count DON!! cards on the field,
set up with the real cards (tests/test_faq_rulings.py explains how rulings
are named).  DON!! given to the Leader and Characters are on the field
(CR 6-5-5); a permanent condition is checked all the time (CR 8-1-3-2), an
[On Play] condition only when it resolves.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.engine.constants import RUSH
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

KING_LEADER = "OP01-091"    # [Your Turn] 10 DON!! on the field: the opponent's Characters -1000
KYOSHIROU = "OP01-095"      # [On Play] draw 1 with 8 or more DON!! on the field
O_NAMI = "OP05-062"         # 10 DON!! on the field: [Blocker]
COSETTE = "OP06-072"        # {GERMA 66} Leader and 2+ DON!! fewer: [Blocker]
KING = "OP08-060"           # [On Play] DON!! -1: the opponent has 5+ DON!!: [Rush] this turn
ICHIJI = "OP06-061"         # [On Play] DON!! <= the opponent's: -2000 and [Rush]
FRANKY = "ST01-010"         # vanilla 6000
VIVI = "ST01-009"

GERMA = custom_card("T-GERMA", "Germa", "Leader", power=5000, types=("GERMA 66",))
ADD_DON = card_of("[Activate: Main] Add up to 1 DON!! card from your DON!! deck and set it "
                  "as active.", name="Adder", number="T-ADDDON", cost=1, power=1000)
MAKE_OPPONENT_RETURN = card_of("[Activate: Main] Your opponent returns 1 DON!! card from "
                               "their field to their DON!! deck.", name="Returner",
                               number="T-OPPRET", cost=1, power=1000)
MINUS_ATTACKER = card_of("[When Attacking] DON!! −1: Draw 1 card.", name="Minus Attacker",
                         number="T-MINUSATK", cost=4, power=6000)


def test_faq_op01_091_king_counts_given_don():
    """qa_op01.md, OP01-091 Q1: 8 DON!! in the cost area and 2 given to the
    Leader make 10 on the field: the opponent's Characters get -1000."""
    for given, expected in ((2, 5000), (1, 6000)):
        s = Scenario()
        s.p1.leader(KING_LEADER, don=given)
        s.p1.don(active=8, deck=0 if given == 2 else 1)
        franky = s.p2.character(FRANKY)
        g = s.build()
        assert power(g.state, franky) == expected, given


def test_faq_op01_095_kyoshirou_counts_given_don_and_plays_without_them():
    """qa_op01.md, OP01-095 Q1 and Q2: Kyoshirou can be played with fewer
    than 8 DON!! (no draw); with 6 in the cost area and 2 given, it draws."""
    for given, drawn in ((2, 1), (0, 0)):
        s = Scenario(strict=True)
        s.p1.leader("ST01-001", don=given)
        k, = s.p1.hand(KYOSHIROU)
        s.p1.deck(VIVI, VIVI)
        s.p1.don(active=6)
        g = s.build()
        g.apply(Action("play", k))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert k in g.state.chars[P1]
        assert len(g.state.hand[P1]) == drawn, given


def test_faq_op05_062_o_nami_blocker_only_while_10_don():
    """qa_op05.md, OP05-062 Q1: O-Nami has [Blocker] with 10 DON!! on the
    field and loses it when there are 9; Q2: its name is not [Nami]."""
    for active, blocks in ((10, True), (9, False)):
        s = Scenario(turn=4, turn_player=P2, strict=True)
        nami = s.p1.character(O_NAMI)
        s.p1.don(active=active)
        attacker = s.p2.character(FRANKY)
        g = s.build()
        g.apply(Action("attack", attacker, s.p1.leader_id))
        expect_decision(g, P1, DecisionKind.BLOCK)
        assert (Action("block", nami) in g.legal_actions()) is blocks, active
    assert card_def(O_NAMI).name != "Nami"


def test_faq_op06_072_cosette_loses_blocker_when_the_gap_closes():
    """qa_op06.md, OP06-072 Q1: 2 DON!! against 4 gives Cosette [Blocker];
    the attacker's [When Attacking] DON!! -1 closes the gap to 1 before the
    Block Step, so Cosette cannot block."""
    for attacker_card, blocks in ((MINUS_ATTACKER, False), (FRANKY, True)):
        s = Scenario(turn=4, turn_player=P2, strict=True)
        s.p1.leader(GERMA)
        cosette = s.p1.character(COSETTE)
        s.p1.don(active=2)
        attacker = s.p2.character(attacker_card)
        s.p2.don(active=4)
        s.p2.deck(VIVI, VIVI)
        g = s.build()
        g.apply(Action("attack", attacker, s.p1.leader_id))
        if attacker_card == MINUS_ATTACKER:                # the DON!! -1 and its DON!!
            expect_decision(g, P2, DecisionKind.CONFIRM)
            g.apply(Action("accept"))
            expect_decision(g, P2, DecisionKind.RETURN_DON)
            g.apply(Action("return_don", -1, 1))
        expect_decision(g, P1, DecisionKind.BLOCK)
        assert (Action("block", cosette) in g.legal_actions()) is blocks


def test_faq_op08_060_king_keeps_rush_after_the_opponents_don_drop():
    """qa_op08.md, OP08-060 Q1: King gained [Rush] with the opponent at 5
    DON!!; the opponent falling to 4 does not take it away this turn."""
    s = Scenario(strict=True)
    king, = s.p1.hand(KING)
    returner = s.p1.character(MAKE_OPPONENT_RETURN)
    s.p1.don(active=8)
    s.p2.don(active=5)
    g = s.build()
    g.apply(Action("play", king))
    expect_decision(g, P1, DecisionKind.CONFIRM)           # pay DON!! -1
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.RETURN_DON)
    g.apply(Action("return_don", -1, 0))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert keywords(g.state, king) & RUSH
    g.apply(Action("activate", returner, 0))
    expect_decision(g, P2, DecisionKind.RETURN_DON)        # P2 picks the DON!!
    g.apply(g.legal_actions()[0])
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_active[P2] == 4
    assert Action("attack", king, s.p2.leader_id) in g.legal_actions()


def test_faq_op06_061_ichiji_keeps_its_effects_after_the_don_count_changes():
    """qa_op06.md, OP06-061 Q1: after the [On Play] gave -2000 and [Rush],
    having more DON!! than the opponent changes neither this turn."""
    s = Scenario(strict=True)
    ichiji, = s.p1.hand(ICHIJI)
    adder = s.p1.character(ADD_DON)
    s.p1.don(active=7, deck=3)
    s.p2.don(active=7)
    franky = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", ichiji))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", franky))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("activate", adder, 0))
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_active[P1] + g.state.don_rested[P1] == 8
    assert power(g.state, franky) == 4000
    assert keywords(g.state, ichiji) & RUSH
    assert Action("attack", ichiji, s.p2.leader_id) in g.legal_actions()
