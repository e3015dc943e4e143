"""ST01-012 Monkey.D.Luffy (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from optcg import Action
from optcg.engine.effects.language import MAIN, OPPONENT, Ability, Cards, Choose, PowerChange
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import back_to_main, opts
from .numbers import BEGE, CHOPPER, FILLER

LUFFY = "ST01-012"


def test_st01_012_luffy_rush_attacks_the_turn_it_is_played():
    s = Scenario(turn=3)
    luffy = s.p1.hand(LUFFY)[0]
    s.p1.don(active=5)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("play", luffy))
    back_to_main(game)
    assert st.don_rested[0] == 5
    assert Action("attack", luffy, s.p2.leader_id) in opts(game)
    game.apply(Action("attack", luffy, s.p2.leader_id))
    back_to_main(game)
    assert st.life[1] == []


def test_st01_012_luffy_with_two_don_cannot_be_blocked():
    s = Scenario(turn=3)
    luffy = s.p1.character(LUFFY, don=2)
    s.p2.character(BEGE)
    s.p2.character(CHOPPER)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("attack", luffy, s.p2.leader_id))
    back_to_main(game)                                  # no block decision at all
    assert game.state.life[1] == []


def test_st01_012_luffy_with_one_don_can_be_blocked():
    s = Scenario(turn=3)
    luffy = s.p1.character(LUFFY, don=1)                # [DON!! x2] not met
    bege = s.p2.character(BEGE)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("attack", luffy, s.p2.leader_id))
    expect_decision(game, 1, "block")
    game.apply(Action("block", bege))
    back_to_main(game)
    assert bege in game.state.trash[1]
    assert len(game.state.life[1]) == 1


def test_st01_012_luffy_with_two_don_bans_even_a_blocker_with_negative_power():
    # Power can be negative (CR 1-3-6-1); the ban on [Blocker] has no power
    # threshold, so a Blocker weakened below 0 cannot block either.
    weaken = custom_card("TEST-WEAKEN", "Weaken", "Event",
                         Ability(MAIN, steps=(PowerChange(Choose(Cards(OPPONENT)), -2000),)),
                         cost=0)
    s = Scenario(turn=3)
    event = s.p1.hand(weaken)[0]
    luffy = s.p1.character(LUFFY, don=2)
    bege = s.p2.character(BEGE)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("play", event))
    expect_decision(game, 0, "select")
    game.apply(Action("select", bege))
    back_to_main(game)
    assert power(game.state, bege) == -1000
    game.apply(Action("attack", luffy, s.p2.leader_id))
    back_to_main(game)                                  # no block decision at all
    assert game.state.life[1] == [] and bege in game.state.chars[1]
