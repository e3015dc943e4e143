"""ST02-010 Basil Hawkins (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from optcg import Action
from optcg.engine.effects.language import COUNTER as COUNTER_TIMING
from optcg.engine.effects.language import YOU, Ability, Cards, Choose, ReturnToHand
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import back_to_main
from .numbers import CHOPPER, FILLER, KAROO, KID

HAWKINS = "ST02-010"


def test_st02_010_hawkins_set_active_after_koing_the_character_it_attacked():
    # Winning the battle K.O.s the opponent's Character; Hawkins still
    # battled it, so it is set active at the end of the battle (CR 7-1-5-2).
    s = Scenario(turn=3)
    hawkins = s.p1.character(HAWKINS, don=1)            # 7000
    karoo = s.p2.character(KAROO, rested=True)
    game = s.build()
    st = game.state

    game.apply(Action("attack", hawkins, karoo))
    back_to_main(game)
    assert karoo in st.trash[1]
    assert not st.rested[hawkins]


def test_st02_010_hawkins_set_active_once_per_turn_after_battling_a_character():
    s = Scenario(turn=3)
    hawkins = s.p1.character(HAWKINS, don=1)            # 7000
    kid = s.p2.character(KID, rested=True)              # 7000
    c1, c2 = s.p2.hand(KAROO, KAROO)                    # Counter +1000 each
    game = s.build()
    st = game.state

    game.apply(Action("attack", hawkins, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter", c1, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert kid in st.chars[1]                           # 7000 < 8000: Hawkins lost
    assert not st.rested[hawkins]                       # but it battled: set active

    # [Once Per Turn]: the second battle leaves it rested.
    game.apply(Action("attack", hawkins, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter", c2, kid))
    back_to_main(game)
    assert kid in st.chars[1]
    assert st.rested[hawkins]


def test_st02_010_hawkins_needs_don_a_character_and_its_own_turn():
    s = Scenario(turn=3)
    with_don = s.p1.character(HAWKINS, don=1)
    without = s.p1.character(HAWKINS)                   # [DON!! x1] not met
    kid = s.p2.character(KID, rested=True)
    counter = s.p2.hand(KAROO)[0]
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    # Attacking the Leader is not battling a Character.
    game.apply(Action("attack", with_don, s.p2.leader_id))
    expect_decision(game, 1, "counter")
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert st.rested[with_don]

    # 6000 against Kid's 7000: it battles a Character but has no DON!!.
    game.apply(Action("attack", without, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert kid in st.chars[1] and counter in st.hand[1]
    assert st.rested[without]

    # [Your Turn]: attacked on the opponent's turn, it stays rested.
    s = Scenario(turn=3, turn_player=1)
    hawkins = s.p1.character(HAWKINS, don=1, rested=True)
    karoo = s.p2.character(KAROO)
    game = s.build()
    st = game.state
    expect_decision(game, 1, "main")
    game.apply(Action("attack", karoo, hawkins))
    expect_decision(game, 1, "main")
    assert hawkins in st.chars[0]                       # 3000 < 6000
    assert st.rested[hawkins]


# A made-up [Counter] Event that takes the defender's own Character off the field.
_BOUNCE_OWN = custom_card("T-BOUNCE-OWN", "Bounce Own", "Event", Ability(
    COUNTER_TIMING, steps=(ReturnToHand(target=Choose(cards=Cards(owner=YOU))),)), cost=0)


def test_st02_010_hawkins_stays_rested_when_the_attacked_character_leaves_first():
    # CR 7-1-2-3 (its Counter Step counterpart): the battle ends without a
    # Damage Step, and it was no battle with the Character that left.
    s = Scenario(turn=3)
    hawkins = s.p1.character(HAWKINS, don=1)
    karoo = s.p2.character(KAROO, rested=True)
    bounce = s.p2.hand(_BOUNCE_OWN)[0]
    game = s.build()
    st = game.state

    game.apply(Action("attack", hawkins, karoo))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", bounce))
    expect_decision(game, 1, "select")
    game.apply(Action("select", karoo))
    while game.decision.player == 1:
        game.apply(Action("end_counters"))
    back_to_main(game)
    assert karoo in st.hand[1]
    assert st.rested[hawkins]


def test_st02_010_hawkins_set_active_after_battling_a_blocker_that_stayed():
    s = Scenario(turn=3)
    hawkins = s.p1.character(HAWKINS, don=1)
    chopper = s.p2.character(CHOPPER)                   # [Blocker]
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", hawkins, s.p2.leader_id))
    expect_decision(game, 1, "block")
    game.apply(Action("block", chopper))
    back_to_main(game)
    assert chopper in st.trash[1] and len(st.life[1]) == 1
    assert not st.rested[hawkins]
