"""Official Q&A rulings on conditions and numbers that count Life cards,
set up with the real cards (tests/test_faq_rulings.py explains how rulings
are named).  A [Trigger] card has left the Life area when its effect
resolves (CR 10-1-5), so it is not counted.
"""

import pytest

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2

CRACKER = "OP03-108"        # [DON!! x1] fewer Life than the opponent: [Double Attack], +1000
LUCCI = "ST29-013"          # [Trigger] K.O. cost <= the total of both Life counts
FRANKY = "ST01-010"         # vanilla 6000, cost 4
BLANK = "ST01-006"

REVOLUTIONARY = custom_card("T-REVO", "Revolutionary", "Leader", power=5000,
                            types=("Revolutionary Army",))
FISHMAN = custom_card("T-FISH", "Fish-Man", "Leader", power=5000, types=("Fish-Man",))
COST_5 = custom_card("T-COST5", "Cost Five", cost=5, power=6000)


def trigger_checked(trigger, my_life_after, their_life, leader=None, their_chars=()):
    """P2 attacks P1's Leader; P1's top Life card is `trigger`, with
    `my_life_after` more Life cards under it, and P2 has `their_life` Life
    cards; P1 is at the [Trigger] decision."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    if leader is not None:
        s.p1.leader(leader)
    card, *_ = s.p1.life(trigger, *[BLANK] * my_life_after)
    attacker = s.p2.character(FRANKY)
    s.p2.life(*[BLANK] * their_life)
    chars = [s.p2.character(c) for c in their_chars]
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    return g, card, chars


@pytest.mark.parametrize("number,leader,mine,theirs,ruling", [
    ("OP09-100", REVOLUTIONARY, 2, 3, "qa_op09.md, OP09-100 Q1"),
    ("OP09-108", REVOLUTIONARY, 2, 3, "qa_op09.md, OP09-108 Q1"),
    ("OP09-112", REVOLUTIONARY, 2, 3, "qa_op09.md, OP09-112 Q1"),
    ("OP09-114", None, 2, 3, "qa_op09.md, OP09-114 Q1"),
    ("OP10-100", REVOLUTIONARY, 2, 3, "qa_op10.md, OP10-100 Q1"),
    ("OP10-110", None, 2, 4, "qa_op10.md, OP10-110 Q1"),
    ("EB02-055", FISHMAN, 2, 4, "qa_eb02.md, EB02-055 Q1"),
])
def test_a_trigger_life_condition_does_not_count_the_trigger_card(number, leader, mine,
                                                                   theirs, ruling):
    """qa_op09.md, OP09-100/108/112/114 Q1, qa_op10.md, OP10-100 Q1 and
    OP10-110 Q1, qa_eb02.md, EB02-055 Q1: "a total of 5 or less Life cards"
    (or "2 or less") is counted without the [Trigger] card itself: at the
    limit without it (one over with it) the card is played."""
    g, card, _ = trigger_checked(number, mine, theirs, leader=leader)
    while g.decision.player == P1 and g.decision.kind != DecisionKind.MAIN \
            and card not in g.state.chars[P1]:
        g.apply(g.legal_actions()[-1])                     # the card's own [On Play] choices
    assert card in g.state.chars[P1], ruling


@pytest.mark.parametrize("number,leader,mine,theirs", [
    ("OP09-114", None, 3, 3),
    ("OP10-110", None, 3, 4),
    ("EB02-055", FISHMAN, 3, 4),
])
def test_a_trigger_life_condition_one_over_the_limit_plays_nothing(number, leader, mine,
                                                                    theirs):
    """The same rulings, one Life card more: the condition fails and the
    card goes to the trash."""
    g, card, _ = trigger_checked(number, mine, theirs, leader=leader)
    assert card not in g.state.chars[P1]


def test_faq_st29_013_lucci_counts_life_without_itself():
    """qa_st-29.md, ST29-013 Q1: the cost limit is the total of both players'
    Life cards without the [Trigger] card: 2 + 2 = 4, so a cost-4 Character
    may be K.O.'d and a cost-5 one may not."""
    g, card, (franky, five) = trigger_checked(LUCCI, 2, 2, their_chars=(FRANKY, COST_5))
    expect_decision(g, P1, DecisionKind.SELECT)
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert franky in chosen and five not in chosen


def test_faq_op03_108_cracker_second_damage_still_dealt():
    """qa_op03.md, OP03-108 Q1: with 1 Life against 2, Cracker (1 DON!!)
    has [Double Attack]; after the first damage both have 1 Life and it
    loses [Double Attack], but the second damage is still dealt."""
    s = Scenario(strict=True)
    cracker = s.p1.character(CRACKER, don=1)
    s.p1.life(BLANK)
    s.p2.life(BLANK, BLANK)
    g = s.build()
    g.apply(Action("attack", cracker, s.p2.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.life[P2] == [] and len(g.state.hand[P2]) == 2


def test_faq_op04_099_olin_counts_life_without_itself():
    """qa_op04.md, OP04-099 Q1: from 2 Life cards, Olin is the one taken:
    1 is left, so its '1 or less Life cards' [Trigger] plays it."""
    g, card, _ = trigger_checked("OP04-099", 1, 2)
    while g.decision.player == P1 and card not in g.state.chars[P1]:
        g.apply(g.legal_actions()[-1])
    assert card in g.state.chars[P1]
