"""Official Q&A rulings on choosing several targets, declining a cost, and
the order of an [On Play] against the rest of the effect that played it,
set up with the real cards (tests/test_faq_rulings.py explains how rulings
are named).  "Up to N" picks distinct cards (CR 8-4-3); a declined cost
leaves the effect unresolved (CR 8-3-1-4); an effect resolves in full
before the effects it set off (CR 8-6-1-1).
"""

from optcg import Action
from optcg.engine.constants import RUSH, DecisionKind
from optcg.engine.effects.language import ON_PLAY, Ability, Python
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2

ACE = "OP02-013"            # [On Play] -3000 to up to 2; "Whitebeard Pirates" Leader: [Rush]
JUDGMENT = "OP02-089"       # [Counter] DON!! -1: a total of 2 Leader or Characters -3000
JACK = "OP01-102"           # [When Attacking] DON!! -1: the opponent trashes 1 from the hand
AIR_DOOR = "OP03-094"       # [Main] "CP" Leader: look at 5, play a "CP" cost <= 5, trash the rest
VIVI = "ST01-009"           # 4000
FRANKY = "ST01-010"         # 6000
BLANK = "ST01-006"

WHITEBEARD_LEADER = custom_card("T-WBL", "Old Man", "Leader", power=5000,
                                types=("Whitebeard Pirates",))
CP_LEADER = custom_card("T-CPL", "Agent", "Leader", power=5000, types=("CP9",))


def play_ace(leader):
    s = Scenario(strict=True)
    s.p1.leader(leader)
    ace, = s.p1.hand(ACE)
    s.p1.don(active=7)
    a, b = s.p2.character(FRANKY), s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", ace))
    expect_decision(g, P1, DecisionKind.SELECT)
    return g, ace, a, b


def test_faq_op02_013_ace_rush_without_choosing_and_no_double_pick():
    """qa_op02.md, OP02-013 Q1 and Q3: choosing no Character for the -3000
    still gives [Rush]; a Character once chosen cannot be chosen again."""
    g, ace, a, b = play_ace(WHITEBEARD_LEADER)
    g.apply(Action("select", a))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert Action("select", a) not in g.legal_actions()    # Q3
    g.apply(Action("select_done"))
    assert keywords(g.state, ace) & RUSH

    g, ace, a, b = play_ace(WHITEBEARD_LEADER)
    g.apply(Action("select_done"))                         # Q1: none chosen
    expect_decision(g, P1, DecisionKind.MAIN)
    assert keywords(g.state, ace) & RUSH


def test_faq_op02_013_ace_minus_power_without_the_leader_type():
    """qa_op02.md, OP02-013 Q2: with a Leader of another type the -3000 is
    given, but no [Rush]."""
    g, ace, a, b = play_ace("ST01-001")
    g.apply(Action("select", a))
    g.apply(Action("select", b))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert power(g.state, a) == 3000 and power(g.state, b) == 1000
    assert not keywords(g.state, ace) & RUSH


def test_faq_op02_089_judgment_a_total_of_2_distinct_cards():
    """qa_op02.md, OP02-089 Q1-Q3: the 'total of 2' may be the Leader and a
    Character or 2 Characters, never one card twice."""
    s = Scenario(strict=True)
    franky = s.p1.character(FRANKY)
    vivi = s.p1.character(VIVI)
    ev, = s.p2.hand(JUDGMENT)
    s.p2.don(active=2)                                     # its cost 1, then DON!! -1
    s.p2.life(BLANK)
    g = s.build()
    g.apply(Action("attack", franky, s.p2.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    while g.decision.kind != DecisionKind.SELECT:          # pay DON!! -1
        g.apply(Action("accept") if g.decision.kind == DecisionKind.CONFIRM
                else g.legal_actions()[0])
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert {s.p1.leader_id, franky, vivi} <= chosen
    g.apply(Action("select", s.p1.leader_id))
    assert Action("select", s.p1.leader_id) not in g.legal_actions()
    g.apply(Action("select", franky))
    assert power(g.state, s.p1.leader_id) == 2000 and power(g.state, franky) == 3000


def test_faq_op01_102_jack_declining_the_don_minus_skips_the_effect():
    """qa_op01.md, OP01-102 Q1: Jack may attack without returning a DON!!;
    then its [When Attacking] does not happen."""
    s = Scenario(strict=True)
    jack = s.p1.character(JACK)
    s.p1.don(active=1)
    hand = s.p2.hand(VIVI)
    g = s.build()
    g.apply(Action("attack", jack, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert g.state.hand[P2] == hand and g.state.don_active[P1] == 1


def test_faq_op03_094_air_door_trashes_the_rest_before_the_on_play():
    """qa_op03.md, OP03-094 Q1: the [On Play] of the Character Air Door
    plays waits until the rest of the looked-at cards are trashed (a
    made-up {CP9} Character whose [On Play] notes the trash: the 4 other
    cards are there, with the Event)."""
    seen = []
    agent = custom_card("T-CPAGENT", "Agent", "Character", Ability(ON_PLAY, steps=(
        Python(lambda st, f: seen.append(len(st.trash[f.ctl])), "(notes the trash)"),)),
        cost=3, power=4000, types=("CP9",))
    s = Scenario(strict=True)
    s.p1.leader(CP_LEADER)
    ev, = s.p1.hand(AIR_DOOR)
    top = s.p1.deck(agent, BLANK, BLANK, BLANK, BLANK, VIVI, VIVI)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", top[0]))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert top[0] in g.state.chars[P1]
    assert seen == [5]                                     # Air Door and the 4 others


def test_faq_op04_082_kyros_trash_from_the_deck_is_not_optional():
    """qa_op04.md, OP04-082 Q1: Kyros's [On Play] trashes the top card of
    the deck, with no question asked."""
    rebecca = custom_card("T-REBECCA", "Rebecca", "Leader", power=5000)
    s = Scenario(strict=True)
    s.p1.leader(rebecca)
    kyros, = s.p1.hand("OP04-082")
    top, _ = s.p1.deck(VIVI, VIVI)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", kyros))
    expect_decision(g, P1, DecisionKind.MAIN)              # no opposing Character to K.O.
    assert top in g.state.trash[P1]
