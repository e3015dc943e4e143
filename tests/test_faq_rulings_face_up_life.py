"""Official Q&A rulings on face-up Life cards, set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  A cost or a
replacement that turns a Life card face-up (or face-down) cannot be paid
when that card already is so (CR 8-3-1-3, 8-1-3-4-5); looking at a
face-up Life card and placing it leaves it face-up (CR 3-10-2-1).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

KATAKURI_LEADER = "OP03-099"  # [DON!! x1] [When Attacking] look at 1 Life, place it; +1000
PUDDING = "OP08-058"        # Leader: [When Attacking] turn 2 top Life face-up: +1 rested DON!!
KATAKURI = "OP08-063"       # [On Play] turn the top Life face-down: +1 active DON!!
DAMNED_PUNK = "OP10-116"    # [Main] look at 1 Life, place it; K.O. cost <= 5
SHIRAHOSHI = "OP11-022"     # Leader: [Activate: Main] rest 1 DON!!, top Life face-up: play
KYROS = "EB01-040"          # Leader: [Activate: Main] top Life face-up: K.O. cost 0
BONNEY = "OP13-109"         # removed by the opponent: top Life face-up instead
LUFFY_P106 = "P-106"        # [End of Your Turn] top Life face-up: set an {Egghead} active
FRANKY = "ST01-010"         # cost 4
BLANK = "ST01-006"

RETURN_EVERY = card_of("[Main] Return all of your opponent's Characters to the owner's hand.",
                       category="Event", name="Return Every", number="T-RETEVERY", cost=0)
ZERO = custom_card("T-ZERO", "Zero", cost=0, power=1000)
EGGHEAD = custom_card("T-EGG", "Egghead", cost=2, power=2000, types=("Egghead",))


def top_face_up(setup):
    """setup.life: a face-up top card over a face-down one."""
    top, = setup.life(BLANK, face_up=True)
    below, = setup.life(BLANK)
    return top, below


def test_faq_op03_099_katakuri_gains_1000_with_no_life_to_look_at():
    """qa_op03.md, OP03-099 Q1: with no Life cards on either side the
    Leader still gains +1000."""
    s = Scenario(strict=True)
    leader = s.p1.leader(KATAKURI_LEADER, don=1)
    g = s.build()
    g.apply(Action("attack", leader, s.p2.leader_id))
    while g.decision.player == P1:
        g.apply(g.legal_actions()[-1])
    assert power(g.state, leader) == 7000                   # 5000 + 1 DON!! + 1000


def test_faq_op03_099_and_op10_116_a_face_up_life_card_stays_face_up():
    """qa_op03.md, OP03-099 Q2 and qa_op10.md, OP10-116 Q2: a face-up Life
    card looked at is placed back face-up; the rest of the effect happens
    (Damned Punk still K.O.s)."""
    s = Scenario(strict=True)
    punk, = s.p1.hand(DAMNED_PUNK)
    s.p1.don(active=4)
    top, below = top_face_up(s.p1)
    victim = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", punk))
    while Action("select", victim) not in g.legal_actions():
        assert g.decision.kind != DecisionKind.MAIN, "the K.O. was not offered"
        options = g.legal_actions()
        pick = [a for a in options if a.card == top]
        g.apply(pick[0] if pick else options[0])
    assert g.state.face_up[top] and top in g.state.life[P1]
    g.apply(Action("select", victim))
    assert victim in g.state.trash[P2]


def test_faq_op10_116_damned_punk_kos_with_no_life_cards():
    """qa_op10.md, OP10-116 Q1: with no Life cards to look at, the K.O.
    still happens."""
    s = Scenario(strict=True)
    punk, = s.p1.hand(DAMNED_PUNK)
    s.p1.don(active=4)
    victim = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", punk))
    while g.decision.kind != DecisionKind.SELECT:
        assert g.decision.kind != DecisionKind.MAIN, "the K.O. was not offered"
        g.apply(g.legal_actions()[0])
    g.apply(Action("select", victim))
    assert victim in g.state.trash[P2]


def test_faq_op08_058_pudding_not_with_a_face_up_card_in_the_top_two():
    """qa_op08.md, OP08-058 Q1: one of the top 2 Life cards already face-up:
    the 'turn 2 face-up' cost cannot be paid, so nothing is asked."""
    s = Scenario(strict=True)
    leader = s.p1.leader(PUDDING)
    top_face_up(s.p1)
    g = s.build()
    g.apply(Action("attack", leader, s.p2.leader_id))
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert g.state.don_rested[P1] == 0


def test_faq_op08_063_katakuri_not_with_a_face_down_top_card():
    """qa_op08.md, OP08-063 Q1: the top Life card already face-down: the
    'turn it face-down' cost cannot be paid, nothing is added."""
    s = Scenario(strict=True)
    katakuri, = s.p1.hand(KATAKURI)
    s.p1.life(BLANK)
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", katakuri))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_active[P1] == 0 and g.state.don_rested[P1] == 6


def test_faq_op11_022_and_eb01_040_leaders_not_with_a_face_up_top_card():
    """qa_op11.md, OP11-022 Q1 and qa_eb01.md, EB01-040 Q1: the top Life
    card already face-up, the Leader's [Activate: Main] cannot be used."""
    for number in (SHIRAHOSHI, KYROS):
        s = Scenario(strict=True)
        leader = s.p1.leader(number)
        top_face_up(s.p1)
        s.p1.don(active=2)
        s.p2.character(ZERO)
        g = s.build()
        assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == leader]
        s = Scenario(strict=True)                          # face-down: it can
        leader = s.p1.leader(number)
        s.p1.life(BLANK, BLANK)
        s.p1.don(active=2)
        s.p2.character(ZERO)
        g = s.build()
        assert [a for a in g.legal_actions() if a.kind == "activate" and a.card == leader]


def test_faq_op13_109_bonney_removed_with_a_face_up_top_card():
    """qa_op13.md, OP13-109 Q1: the top Life card already face-up, the
    replacement cannot be carried out: Bonney is removed."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    bonney = s.p1.character(BONNEY)
    top_face_up(s.p1)
    ev, = s.p2.hand(RETURN_EVERY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert bonney in g.state.hand[P1]


def test_faq_p_106_luffy_end_of_turn_not_with_a_face_up_top_card():
    """qa_promotion-cards.md, P-106 Q1: the top Life card already face-up,
    the [End of Your Turn] cost cannot be paid: the rested {Egghead}
    Character stays rested."""
    s = Scenario(strict=True)
    s.p1.character(LUFFY_P106)
    egg = s.p1.character(EGGHEAD, rested=True)
    top_face_up(s.p1)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert g.state.rested[egg]
