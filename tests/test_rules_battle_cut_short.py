"""CR 7-1-1-4, 7-1-2-3 and its Counter Step counterpart (printed as a second
7-1-2-3 in v1.2.0; the official answers on OP01-026 and OP01-084 in
qa_op01.md): when the attacking card or the card it now attacks (the
attacked or the blocking Character) has left its area at the end of a step,
the battle goes to its end without a Damage Step, and it was no battle with
the Character that left: "if this Character battles your opponent's
Character" (ST02-010) does not hold."""

from __future__ import annotations

from test_card_compiler import P1, P2, card_of, scenario, vanilla

from optcg import Action
from optcg.engine import events as E
from optcg.testing import expect_decision

BOUNCE = card_of("[Counter] Return up to 1 of your Characters to the owner's hand.",
                 category="Event", name="Bounce", number="T-BOUNCE", cost=0)
IF_BATTLES = card_of("[Your Turn] If this Character battles your opponent's Character, "
                     "draw 1 card.", name="If Battles", number="T-IF-BATTLES", power=6000)


def events(game, kind):
    return [ev for ev in game.events_for(None) if isinstance(ev, kind)]


def bounce_in_counter_step(game, target, bounce):
    expect_decision(game, P2, "counter")
    game.apply(Action("counter_event", bounce))
    expect_decision(game, P2, "select")
    game.apply(Action("select", target))
    while game.decision.player == P2:
        game.apply(Action("end_counters"))


def test_cr_7_1_2_3_the_attacked_character_leaves_in_the_counter_step_no_damage_step():
    s = scenario()
    me = s.p1.character(IF_BATTLES)
    s.p1.deck(*[vanilla("D")] * 3)
    foe = s.p2.character(vanilla("Foe", power=1000), rested=True)
    b = s.p2.hand(BOUNCE)[0]
    game = s.build()
    hand = len(game.state.hand[P1])
    game.apply(Action("attack", me, foe))
    bounce_in_counter_step(game, foe, b)
    expect_decision(game, P1, "main")
    assert foe in game.state.hand[P2]
    assert events(game, E.BattleResult) == []                 # no Damage Step
    assert [ev.rule for ev in events(game, E.BattleAbandoned)] == ["7-1-3"]
    assert len(game.state.hand[P1]) == hand                    # no battle with it
    assert game.state.battle is None


def test_cr_7_1_2_3_the_blocking_character_leaves_no_damage_to_the_leader():
    blocker = vanilla("Blocker", power=1000, kws=("Blocker",))
    s = scenario()
    me = s.p1.character(IF_BATTLES)
    s.p1.deck(*[vanilla("D")] * 3)
    guard = s.p2.character(blocker)
    s.p2.life(vanilla("L1"))
    b = s.p2.hand(BOUNCE)[0]
    game = s.build()
    hand = len(game.state.hand[P1])
    game.apply(Action("attack", me, s.p2.leader_id))
    expect_decision(game, P2, "block")
    game.apply(Action("block", guard))
    bounce_in_counter_step(game, guard, b)
    expect_decision(game, P1, "main")
    assert len(game.state.life[P2]) == 1                       # the Leader is not hit
    assert events(game, E.BattleResult) == []
    assert len(game.state.hand[P1]) == hand


def test_cr_7_1_5_2_a_battle_that_reaches_the_damage_step_is_a_battle_with_it():
    s = scenario()
    me = s.p1.character(IF_BATTLES)
    s.p1.deck(*[vanilla("D")] * 3)
    foe = s.p2.character(vanilla("Foe", power=1000), rested=True)
    game = s.build()
    hand = len(game.state.hand[P1])
    game.apply(Action("attack", me, foe))
    expect_decision(game, P1, "main")
    assert foe in game.state.trash[P2]                         # K.O.'d in the battle
    assert len(game.state.hand[P1]) == hand + 1                # it still battled it


def test_cr_7_1_1_4_the_attacked_character_leaves_in_the_attack_step():
    attacker = card_of("[When Attacking] K.O. up to 1 of your opponent's rested Characters.",
                       name="Striker", number="T-STRIKER", power=5000)
    s = scenario()
    me = s.p1.character(attacker)
    foe = s.p2.character(vanilla("Foe", power=1000), rested=True)
    s.p2.hand(vanilla("Counter", counter=1000))
    game = s.build()
    game.apply(Action("attack", me, foe))
    expect_decision(game, P1, "select")
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")                          # no Block or Counter Step
    assert foe in game.state.trash[P2]                         # it left in the Attack Step
    assert [ev.rule for ev in events(game, E.BattleAbandoned)] == ["7-1-1-4"]
    assert events(game, E.BattleResult) == []
