"""Official Q&A rulings on battles, checked with made-up cards
(tests/test_faq_rulings.py explains how rulings are named): [Counter]
effects that K.O., trash or set active during the Counter Step, a Leader
with [Blocker], "if this battles" effects, and effects of an attack that
misses.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import exactly
from optcg.engine.effects.language import (
    ACTIVATE_MAIN, COUNTER, END_OF_BATTLE, HAND, KO, LEADER, ON_OPPONENTS_ATTACK, OPPONENT,
    THIS_BATTLE, WHEN_ATTACKING, YOU, Ability, BattledCharacter, Cards, Choose, DonAttached, Draw,
    May, PlayCard, PowerChange, RestDon, SetActive, This)
from optcg.testing import Scenario, custom_card, expect_decision

from faq_helpers import (
    BIG, BLANK, CHOPPER, FRANKY, NO_COUNTER_LIFE, ROBIN, VIVI, counter_plus, opts, record)


# Made-up stand-in for OP01-026: [Counter] K.O. up to 1 of your opponent's
# Characters with 4000 power or less (its +4000 part is left out).
RED_HAWK = custom_card("T-OP01-026", "Red Hawk", "Event", Ability(
    COUNTER, steps=(KO(Choose(Cards(OPPONENT, power_max=4000))),)), cost=2)


def test_faq_op01_026_counter_ko_of_the_attacker_ends_the_battle():
    """qa_op01.md, OP01-026 Q1: the attacking Character is K.O.'d by a
    [Counter] effect: the battle ends without a Damage Step."""
    s = Scenario()
    a = s.p1.character(VIVI)                      # 4000
    hawk = s.p2.hand(RED_HAWK)[0]
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", hawk))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", a))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert a in st.trash[0]
    assert len(st.life[1]) == 1, "no Damage Step"
    assert g.state.battle is None


def test_faq_op01_026_a_counter_can_still_be_used_after_the_attacker_is_koed():
    """qa_op01.md, OP01-026 Q2: after the attacking Character has been
    K.O.'d by a [Counter] effect, the defending player can still activate a
    Counter in that Counter Step (CR 7-1-3-2: any number of times; the
    moved attacker is only checked at the end of the Counter Step)."""
    s = Scenario()
    a = s.p1.character(VIVI)
    hawk, extra = s.p2.hand(RED_HAWK, counter_plus(1000))
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("counter_event", hawk))
    g.apply(Action("select", a))
    assert a in g.state.trash[0]
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert Action("counter", extra, s.p2.leader_id) in opts(g)


def test_faq_op01_049_trashing_the_attacker_to_make_room_ends_the_battle():
    """qa_op01.md, OP01-049 Q1: a [When Attacking] effect plays a Character
    while 5 are on the field; the attacker itself may be trashed to make
    room, and the battle then ends with nothing happening."""
    # Made-up stand-in for OP01-049: [When Attacking] play up to 1 Character
    # card with a cost of 4 or less from your hand.
    bepo = custom_card("T-OP01-049", "Bepo", "Character", Ability(
        WHEN_ATTACKING, steps=(PlayCard(Choose(Cards(YOU, area=HAND, cost_max=4))),)),
        cost=4, power=4000)
    s = Scenario()
    b = s.p1.character(bepo)
    for _ in range(4):
        s.p1.character(CHOPPER)
    newcomer = s.p1.hand(BLANK)[0]
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", b, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", newcomer))
    expect_decision(g, 0, DecisionKind.MAKE_ROOM)
    assert Action("trash_for_room", b) in opts(g)
    g.apply(Action("trash_for_room", b))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert b in st.trash[0] and newcomer in st.chars[0]
    assert len(st.life[1]) == 1 and st.battle is None


# Made-up stand-in for OP01-057 (and OP04-035, OP09-041): [Counter] set up to
# 1 of your Characters as active (its power part is left out).
WATERFALL = custom_card("T-OP01-057", "Waterfall", "Event", Ability(
    COUNTER, steps=(SetActive(Choose(Cards(YOU))),)), cost=1)


def test_faq_op01_057_setting_cards_active_in_the_counter_step_changes_neither_target_nor_blocks():
    """qa_op01.md, OP01-057 Q1 and Q2 (also OP04-035, OP09-041): the attacked
    Character set as active by a [Counter] effect is still the target and is
    K.O.'d; a rested [Blocker] set as active that way cannot block in that
    battle, its Block Step being over."""
    # Q1
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(ROBIN, rested=True)
    fall = s.p2.hand(WATERFALL)[0]
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("attack", a, t))
    g.apply(Action("counter_event", fall))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", t))
    assert not g.state.rested[t]
    assert t in g.state.trash[1]
    # Q2
    s = Scenario()
    a = s.p1.character(FRANKY)
    blocker = s.p2.character(CHOPPER, rested=True)
    fall = s.p2.hand(WATERFALL)[0]
    s.p2.don(active=1)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)       # no Block decision: rested
    g.apply(Action("counter_event", fall))
    g.apply(Action("select", blocker))
    assert not g.state.rested[blocker]
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 1, "the Leader took the damage"
    assert not g.state.rested[blocker]


def test_faq_op05_022_a_leader_with_blocker_can_block_and_takes_damage_if_it_loses():
    """qa_op05.md, OP05-022 Q1: a Leader that has [Blocker] blocks an attack
    on one of its Characters (CR 10-1-4-1: any other card of yours being
    attacked); it becomes the target, and when it loses the battle its
    player takes damage."""
    # Made-up stand-in for OP05-022: a Leader with [Blocker].
    rosinante = custom_card("T-OP05-022", "Rosinante L", "Leader", power=5000,
                            keywords=("Blocker",))
    s = Scenario()
    a = s.p1.character(FRANKY)                    # 6000
    s.p2.leader(rosinante)
    t = s.p2.character(ROBIN, rested=True)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, t))
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert Action("block", s.p2.leader_id) in opts(g)
    g.apply(Action("block", s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert st.rested[s.p2.leader_id] and t in st.chars[1]
    assert len(st.life[1]) == 1, "the Leader lost the battle: 1 damage"


def test_faq_op06_118_a_declined_once_per_turn_effect_can_be_used_on_a_later_attack():
    """qa_op06.md, OP06-118 Q1: a [Once Per Turn] [When Attacking] effect
    whose cost was declined on the first attack can be activated when the
    Character attacks again that turn (CR 10-2-13)."""
    # Made-up stand-in for OP06-118: [When Attacking] [Once Per Turn] rest 1
    # DON!!: draw 1 card (standing for its effect); [Activate: Main] [Once Per
    # Turn] rest 2 DON!!: set this Character as active.
    zoro = custom_card("T-OP06-118", "Zoro", "Character",
                       Ability(WHEN_ATTACKING, once_per_turn=True, cost=(RestDon(1),),
                               steps=(Draw(exactly(1)),)),
                       Ability(ACTIVATE_MAIN, once_per_turn=True, cost=(RestDon(2),),
                               steps=(SetActive(This()),)), cost=9, power=9000)
    s = Scenario()
    z = s.p1.character(zoro)
    s.p1.don(active=3)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", z, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.MAIN)
    g.apply(Action("activate", z, 1))
    g.apply(Action("attack", z, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.hand[0]) == 1 and g.state.don_active[0] == 0


def test_faq_op11_049_a_character_removed_by_when_attacking_misses_on_your_opponents_attack():
    """qa_op11.md, OP11-049 Q1 (also ST22-002, ST24-002, PRB02-004): the
    attacker's [When Attacking] resolves first and K.O.'s a Character with
    an [On Your Opponent's Attack] effect: that effect does not activate."""
    # Made-up stand-in for OP11-049: [On Your Opponent's Attack] you may give
    # your Leader +1000 power during this battle (its cost is left out).
    carrot = custom_card("T-OP11-049", "Carrot", "Character", Ability(
        ON_OPPONENTS_ATTACK,
        steps=(May(PowerChange(Choose(Cards(YOU, categories=(LEADER,))), 1000, THIS_BATTLE)),)),
        cost=1, power=1000)
    striker = custom_card("T-STRIKER", "Striker", "Character", Ability(WHEN_ATTACKING, steps=(
        KO(Choose(Cards(OPPONENT, cost_max=1))),)), cost=3, power=5000)
    s = Scenario()
    a = s.p1.character(striker)
    c = s.p2.character(carrot)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", c))
    expect_decision(g, 0, DecisionKind.MAIN)          # no CONFIRM for P2
    assert c in g.state.trash[1] and len(g.state.life[1]) == 0
    assert any(e.rule == "8-1-3-1-3" for e in g.events)


def test_faq_st08_013_an_if_this_battles_effect_does_not_activate_once_it_was_koed():
    """qa_st-08.md, ST08-013 Q1: a Character with an "at the end of a battle
    in which this Character battles" effect loses the battle and is K.O.'d:
    it is in the trash at the end of the battle and the effect cannot
    activate (CR 7-1-5-2)."""
    fired = []
    # Made-up stand-in for ST08-013: [DON!! x1] at the end of a battle with
    # an opponent's Character, you may (here: record that it activated).
    mr2 = custom_card("T-ST08-013", "Mr.2", "Character", Ability(
        END_OF_BATTLE, conditions=(DonAttached(1), BattledCharacter()),
        steps=(May(record("end of battle", fired)),)), cost=5, power=6000)
    s = Scenario()
    a = s.p1.character(BIG)                       # 7000
    m = s.p2.character(mr2, rested=True, don=1)   # 6000 on P1's turn
    g = s.build()
    g.apply(Action("attack", a, m))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert m in g.state.trash[1] and fired == []
    # When it survives the battle, the effect does activate.
    s = Scenario()
    a = s.p1.character(VIVI)                      # 4000
    m = s.p2.character(mr2, rested=True, don=1)
    g = s.build()
    g.apply(Action("attack", a, m))
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert fired == ["end of battle"]
