"""Official Q&A rulings on DON!! cards returned to the DON!! deck: effects
that wait for it ("when a DON!! card on your field is returned") and
effects by which the opponent returns DON!! of their own choice, set up
with the real cards (tests/test_faq_rulings.py explains how rulings are
named).  CR 8-3-1-6: DON!! -X, and returned DON!! may be given ones.
"""

import pytest

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

MAGELLAN_LEADER = "OP02-071"  # [Your Turn] [Once Per Turn] DON!! returned -> +1000
LUFFY_OP09 = "OP09-061"       # Leader: [Your Turn] [Once Per Turn] 2+ DON!! returned -> +2 DON!!
KILLER = "ST10-007"           # [Your Turn] [Once Per Turn] DON!! returned -> K.O. rested cost <= 3
HEAT = "ST10-011"             # [Your Turn] [Once Per Turn] DON!! returned -> +2000
WIRE = "ST10-014"             # [Once Per Turn] DON!! returned -> draw 1, trash 1
MAGELLAN = "OP02-085"         # [On Play] DON!! -1: the opponent returns 1 DON!!
VIVI = "ST01-009"             # vanilla 4000, cost 2
FRANKY = "ST01-010"           # vanilla 6000
BLANK = "ST01-006"

MAKE_OPPONENT_RETURN = card_of("[Activate: Main] Your opponent returns 1 DON!! card from "
                               "their field to their DON!! deck.", name="Returner",
                               number="T-OPPRET", cost=1, power=1000)
DON_MINUS_1 = card_of("[Activate: Main] DON!! −1: Draw 1 card.", name="Minus One",
                      number="T-MINUS1", cost=1, power=1000)
DON_MINUS_2 = card_of("[Activate: Main] DON!! −2: Draw 1 card.", name="Minus Two",
                      number="T-MINUS2", cost=1, power=1000)
RETURN_COUNTER = card_of("[Counter] Your opponent returns 1 DON!! card from their field to "
                         "their DON!! deck.", category="Event", name="Return Counter",
                         number="T-RETCTR", cost=0)


def test_faq_op02_071_magellan_counts_the_opponents_don_returned():
    """qa_op02.md, OP02-071 Q1: a DON!! of the opponent returned to the
    opponent's DON!! deck sets off the Magellan Leader too."""
    s = Scenario(strict=True)
    leader = s.p1.leader(MAGELLAN_LEADER)
    returner = s.p1.character(MAKE_OPPONENT_RETURN)
    s.p2.don(active=2)
    g = s.build()
    g.apply(Action("activate", returner, 0))
    expect_decision(g, P2, DecisionKind.RETURN_DON)         # P2 picks which
    g.apply(g.legal_actions()[0])
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_active[P2] == 1
    assert power(g.state, leader) == 6000


def test_faq_op02_071_magellan_gains_1000_once_for_don_minus_2():
    """qa_op02.md, OP02-071 Q2: 2 DON!! returned at once by DON!! -2 give the
    Leader +1000, not +2000."""
    s = Scenario(strict=True)
    leader = s.p1.leader(MAGELLAN_LEADER)
    minus = s.p1.character(DON_MINUS_2)
    s.p1.deck(VIVI, VIVI)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("activate", minus, 0))
    for _ in range(2):
        expect_decision(g, P1, DecisionKind.RETURN_DON)
        g.apply(Action("return_don", -1, 1))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert power(g.state, leader) == 6000


def test_faq_op09_061_luffy_needs_2_don_returned_at_once():
    """qa_op09.md, OP09-061 Q1: two separate DON!! -1 costs do not set off
    the Luffy Leader's 'when 2 or more DON!! are returned'; a DON!! -2 does."""
    s = Scenario(strict=True)
    s.p1.leader(LUFFY_OP09)
    one, two = s.p1.character(DON_MINUS_1), s.p1.character(DON_MINUS_2)
    s.p1.deck(VIVI, VIVI, VIVI, VIVI)
    s.p1.don(active=5)
    g = s.build()
    for _ in range(2):
        g.apply(Action("activate", one, 0))
        g.apply(Action("return_don", -1, 1))
        expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_active[P1] == 3 and g.state.don_deck[P1] == 7
    g.apply(Action("activate", two, 0))
    g.apply(Action("return_don", -1, 1))
    g.apply(Action("return_don", -1, 1))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # up to 1 active DON!!
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # up to 1 rested DON!!
    g.apply(Action("number", -1, 1))
    assert g.state.don_active[P1] == 2 and g.state.don_rested[P1] == 1


def returned_by_the_opponents_counter(card):
    """P1's `card` is on the field in P1's turn; P1 attacks and P2's
    [Counter] Event makes P1 return 1 DON!! (from the cost area)."""
    s = Scenario(strict=True)
    c = s.p1.character(card)
    attacker = s.p1.character(FRANKY)
    s.p1.don(active=1)
    s.p1.hand(VIVI)
    s.p1.deck(VIVI, VIVI)
    rested = s.p2.character(VIVI, rested=True)
    ev, = s.p2.hand(RETURN_COUNTER)
    s.p2.life(BLANK)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, P2, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    expect_decision(g, P1, DecisionKind.RETURN_DON)
    g.apply(g.legal_actions()[0])
    assert g.state.don_active[P1] == 0
    return s, g, c, rested


def test_faq_st10_007_killer_fires_for_don_returned_by_the_opponent():
    """qa_st-10.md, ST10-007 Q1: a DON!! returned by the opponent's effect
    sets Killer off: it K.O.s a rested cost-2 Character."""
    s, g, killer, rested = returned_by_the_opponents_counter(KILLER)
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", rested))
    assert rested in g.state.trash[P2]


def test_faq_st10_011_heat_fires_for_don_returned_by_the_opponent():
    """qa_st-10.md, ST10-011 Q1: the same for Heat's +2000."""
    s, g, heat, _ = returned_by_the_opponents_counter(HEAT)
    assert power(g.state, heat) == 6000


def test_faq_st10_014_wire_must_draw_and_trash():
    """qa_st-10.md, ST10-014 Q1 and Q2: a DON!! returned by the opponent's
    effect sets Wire off, and its draw is not optional: it draws at once
    and asks only for the card to trash."""
    s, g, wire, _ = returned_by_the_opponents_counter(WIRE)
    expect_decision(g, P1, DecisionKind.SELECT)            # which card to trash
    assert len(g.state.hand[P1]) == 2


@pytest.mark.parametrize("number,ruling", [
    ("OP02-089", "qa_op02.md, OP02-089 Q4-Q5"),
    ("OP02-090", "qa_op02.md, OP02-090 Q1-Q2"),
    ("OP02-091", "qa_op02.md, OP02-091 Q1-Q2"),
])
def test_the_opponent_chooses_the_don_to_return_given_ones_included(number, ruling):
    """qa_op02.md, OP02-089 Q4-Q5, OP02-090 Q1-Q2, OP02-091 Q1-Q2: the
    [Trigger] makes the attacker's player (6 DON!! on the field) return 1
    DON!!; that player picks it, and may pick one given to a card."""
    s = Scenario(strict=True)
    attacker = s.p1.character(FRANKY, don=2)
    s.p1.don(active=2, rested=2)
    s.p2.life(number, BLANK)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, P2, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P2, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.RETURN_DON)
    assert Action("return_don", attacker) in g.legal_actions(), ruling
    g.apply(Action("return_don", attacker))
    assert g.state.don[attacker] == 1 and g.state.don_deck[P1] == 5, ruling


def test_faq_op02_085_magellan_the_opponent_picks_the_don_given_ones_included():
    """qa_op02.md, OP02-085 Q1 and Q2: Magellan's [On Play] makes the
    opponent return 1 DON!!, of their choice, a given one included."""
    s = Scenario(strict=True)
    magellan, = s.p1.hand(MAGELLAN)
    s.p1.don(active=6)
    s.p2.leader("ST01-001", don=1)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("play", magellan))
    expect_decision(g, P1, DecisionKind.CONFIRM)            # pay the DON!! -1
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.RETURN_DON)
    g.apply(g.legal_actions()[0])
    expect_decision(g, P2, DecisionKind.RETURN_DON)
    g.apply(Action("return_don", s.p2.leader_id))
    assert g.state.don[s.p2.leader_id] == 0 and g.state.don_active[P2] == 1


def test_faq_op04_058_and_op04_064_crocodile_then_ms_all_sunday_draws():
    """qa_op04.md, OP04-058 Q1 and OP04-064 Q1: Ms. All Sunday's [Trigger]
    (DON!! -2: play this card) sets off the Crocodile Leader; its owner
    orders Crocodile's effect and the [On Play]: Crocodile first takes the
    DON!! from 4 to 5, the [On Play] to 6, and so it draws."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader("OP04-058")
    sunday, _ = s.p1.life("OP04-064", BLANK)
    drawn, _ = s.p1.deck(VIVI, VIVI)
    s.p1.don(active=6, deck=4)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("use_trigger"))
    for _ in range(2):
        expect_decision(g, P1, DecisionKind.RETURN_DON)
        g.apply(Action("return_don", -1, 1))
    expect_decision(g, P1, DecisionKind.ORDER_EFFECTS)
    crocodile_first = [a for a in g.legal_actions() if a.card != sunday]
    g.apply(crocodile_first[0])
    for _ in range(2):                                     # +1 active, then +1 rested
        expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)
        g.apply(Action("number", -1, 1))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert sunday in g.state.chars[P1]
    assert g.state.don_active[P1] == 5 and g.state.don_rested[P1] == 1
    assert g.state.hand[P1] == [drawn]
