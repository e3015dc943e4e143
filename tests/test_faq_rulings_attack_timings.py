"""Official Q&A rulings on effects of an attack or a battle ("when this
Leader attacks or is attacked", "when your opponent activates [Blocker]",
"when this Character battles"), set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  CR 7-1-1 to
7-1-3: the attacker's effects come at the Attack Step, the Block Step
follows, and "is attacked" comes once the attack's target is settled,
before the Counter Step.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

ACE_LEADER = "OP03-001"     # attacks or is attacked: trash Events/Stages, +1000 each
LUFFY_ST10 = "ST10-006"     # [Rush]; [Once Per Turn] opp. [Blocker]: K.O. 8000 or less
ZEPHYR = "ST05-010"         # battles a <Strike> Character: +3000 this turn
BLOCKER = "ST01-006"        # [Blocker], 1000
FRANKY = "ST01-010"         # 6000, <Strike>
VIVI = "ST01-009"           # 4000

EVENT = custom_card("T-EV1", "Plain Event", "Event", cost=1)
SLOWING_ATTACKER = card_of("[When Attacking] Give up to 1 of your opponent's Leader or "
                           "Character cards −1000 power during this turn.", name="Slower",
                           number="T-SLOWER", cost=4, power=6000)
SMALL_COUNTER = card_of("[Counter] Up to 1 of your Leader or Character cards gains +1000 "
                        "power during this battle.", category="Event", name="Small Counter",
                        number="T-SMALLCTR", cost=0)


def ace_attacked(attacker=FRANKY, hand=(EVENT,), blocker=False, target_character=False):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(ACE_LEADER)
    cards = s.p1.hand(*hand)
    s.p1.life(VIVI, VIVI)
    b = s.p1.character(BLOCKER) if blocker else None
    mine = s.p1.character(VIVI, rested=True) if target_character else None
    a = s.p2.character(attacker)
    g = s.build()
    g.apply(Action("attack", a, mine if target_character else s.p1.leader_id))
    return s, g, cards, b


def test_faq_op03_001_ace_attacking_comes_before_blocker_and_counter():
    """qa_op03.md, OP03-001 Q1: the Ace Leader's 'when this Leader attacks'
    is resolved before the opponent may block or use a Counter."""
    s = Scenario(strict=True)
    leader = s.p1.leader(ACE_LEADER)
    ev, = s.p1.hand(EVENT)
    s.p2.character(BLOCKER)
    g = s.build()
    g.apply(Action("attack", leader, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", ev))
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert power(g.state, leader) == 6000


def test_faq_op03_001_ace_attacked_after_the_block_step_before_counters():
    """qa_op03.md, OP03-001 Q2, Q4 and Q5: 'is attacked' comes after the
    Block Step and before the Counter Step, and not again after a Counter."""
    s, g, (ev, counter), _ = ace_attacked(hand=(EVENT, SMALL_COUNTER))
    expect_decision(g, P1, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    expect_decision(g, P1, DecisionKind.SELECT)            # any number of Events
    g.apply(Action("select", ev))
    g.apply(Action("select_done"))                         # the [Counter] Event is kept
    expect_decision(g, P1, DecisionKind.COUNTER)
    assert power(g.state, s.p1.leader_id) == 6000
    g.apply(Action("counter_event", counter))
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, P1, DecisionKind.COUNTER)           # back in the Counter Step only
    assert power(g.state, s.p1.leader_id) == 7000


def test_faq_op03_001_ace_attacked_after_the_attackers_when_attacking():
    """qa_op03.md, OP03-001 Q3: the attacker's [When Attacking] resolves
    before the Leader's 'is attacked'."""
    s, g, (ev,), _ = ace_attacked(attacker=SLOWING_ATTACKER)
    expect_decision(g, P2, DecisionKind.SELECT)            # the attacker's -1000 first
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, P1, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    expect_decision(g, P1, DecisionKind.SELECT)


def test_faq_op03_001_ace_not_when_a_blocker_or_a_character_is_attacked():
    """qa_op03.md, OP03-001 Q4 and Q6: once a [Blocker] has become the
    target, or when a Character is attacked, the Leader's 'is attacked'
    does not activate."""
    s, g, (ev,), b = ace_attacked(blocker=True)
    g.apply(Action("block", b))
    expect_decision(g, P1, DecisionKind.COUNTER)
    assert ev in g.state.hand[P1]
    s, g, (ev,), _ = ace_attacked(target_character=True)
    expect_decision(g, P1, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    expect_decision(g, P1, DecisionKind.COUNTER)
    assert ev in g.state.hand[P1]


def luffy_blocked():
    s = Scenario(strict=True)
    luffy = s.p1.character(LUFFY_ST10)
    blocker = s.p2.character(BLOCKER)
    other = s.p2.character(FRANKY)
    s.p2.life(VIVI)
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    g.apply(Action("block", blocker))
    expect_decision(g, P1, DecisionKind.SELECT)
    return g, luffy, blocker, other


def test_faq_st10_006_luffy_may_ko_another_character():
    """qa_st-10.md, ST10-006 Q1: the K.O. set off by the [Blocker] may take
    a Character other than the blocker."""
    g, luffy, blocker, other = luffy_blocked()
    g.apply(Action("select", other))
    assert other in g.state.trash[P2] and blocker in g.state.chars[P2]


def test_faq_st10_006_luffy_kos_the_blocker_and_the_battle_ends():
    """qa_st-10.md, ST10-006 Q2: K.O.ing the blocker ends the battle with
    no Counter Step (and no damage)."""
    g, luffy, blocker, other = luffy_blocked()
    g.apply(Action("select", blocker))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert blocker in g.state.trash[P2] and len(g.state.life[P2]) == 1


def test_faq_st05_010_zephyr_gains_3000_per_battle_with_strike():
    """qa_st-05.md, ST05-010 Q1: attacked twice by <Strike> Characters in a
    turn, Zephyr gains +3000 twice: +6000."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    zephyr = s.p1.character(ZEPHYR, rested=True)
    a, b = s.p2.character(FRANKY), s.p2.character(FRANKY)
    g = s.build()
    for attacker in (a, b):
        g.apply(Action("attack", attacker, zephyr))
        g.apply(Action("no_block"))
        g.apply(Action("end_counters"))
        expect_decision(g, P2, DecisionKind.MAIN)
    assert power(g.state, zephyr) == 14000
