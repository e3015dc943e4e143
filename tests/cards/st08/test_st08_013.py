"""ST08-013 Mr.2.Bon.Kurei(Bentham) (Character): "[DON!! x1] At the end of a
battle in which this Character battles your opponent's Character, you may
K.O. the opponent's Character you battled with. If you do, K.O. this
Character."  A battle cut short before its Damage Step because that
Character left (CR 7-1-2-3) is no battle with it."""

from optcg import Action
from optcg.engine.effects.language import COUNTER as COUNTER_TIMING
from optcg.engine.effects.language import YOU, Ability, Cards, Choose, ReturnToHand
from optcg.testing import Scenario, custom_card, expect_decision

MR2 = "ST08-013"             # 6000
KID = "ST02-013"             # [Blocker], cost 7, 7000
KAROO = "ST01-003"           # vanilla, cost 1, 3000, Counter +1000

# A made-up [Counter] Event that takes the defender's own Character off the field.
BOUNCE_OWN = custom_card("T-BOUNCE-OWN", "Bounce Own", "Event", Ability(
    COUNTER_TIMING, steps=(ReturnToHand(target=Choose(cards=Cards(owner=YOU))),)), cost=0)


def test_st08_013_after_losing_to_a_character_it_may_ko_both():
    s = Scenario(turn=3)
    mr2 = s.p1.character(MR2, don=1)                    # 7000
    kid = s.p2.character(KID, rested=True)
    c = s.p2.hand(KAROO)[0]
    game = s.build()
    st = game.state
    game.apply(Action("attack", mr2, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter", c, kid))               # 8000: Mr.2 loses
    while game.decision.player == 1:
        game.apply(Action("end_counters"))
    expect_decision(game, 0, "confirm")                 # "you may K.O."
    game.apply(Action("accept"))
    expect_decision(game, 0, "main")
    assert kid in st.trash[1] and mr2 in st.trash[0]


def test_st08_013_no_battle_with_a_character_that_left_in_the_counter_step():
    s = Scenario(turn=3)
    mr2 = s.p1.character(MR2, don=1)
    kid = s.p2.character(KID, rested=True)
    bounce = s.p2.hand(BOUNCE_OWN)[0]
    game = s.build()
    st = game.state
    game.apply(Action("attack", mr2, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", bounce))
    game.apply(Action("select", kid))
    while game.decision.player == 1:
        game.apply(Action("end_counters"))
    expect_decision(game, 0, "main")                    # not asked
    assert kid in st.hand[1] and mr2 in st.chars[0]


def test_qa_st08_013_q1_kod_when_attacked_it_cannot_activate():
    """qa_st-08.md, ST08-013 Q1: attacked by a Character and K.O.'d, Mr.2 is
    in the trash at the end of the battle: its effect is not offered."""
    s = Scenario(turn=4, turn_player=1, strict=True)
    mr2 = s.p1.character(MR2, don=1, rested=True)
    kid = s.p2.character(KID)                           # 7000 against 6000
    game = s.build()
    game.apply(Action("attack", kid, mr2))
    game.apply(Action("no_block"))
    game.apply(Action("end_counters"))
    expect_decision(game, 1, "main")                    # nothing asked of P1
    assert mr2 in game.state.trash[0] and kid in game.state.chars[1]
