"""ST02-008 Scratchmen Apoo (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import FILLER

APOO = "ST02-008"


def test_st02_008_apoo_rests_up_to_one_opponent_don_when_attacking():
    s = Scenario(turn=3)
    apoo = s.p1.character(APOO, don=1)
    s.p2.don(active=3)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", apoo, s.p2.leader_id))
    expect_decision(game, 0, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    back_to_main(game)
    assert st.don_active[1] == 2 and st.don_rested[1] == 1


def test_st02_008_apoo_without_don_or_choosing_zero_rests_nothing():
    s = Scenario(turn=3)
    apoo = s.p1.character(APOO, don=1)
    plain = s.p1.character(APOO)                        # [DON!! x1] not met
    s.p2.don(active=3)
    s.p2.life(FILLER, FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", apoo, s.p2.leader_id))
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 0))
    back_to_main(game)
    assert st.don_active[1] == 3 and st.don_rested[1] == 0

    game.apply(Action("attack", plain, s.p2.leader_id))
    back_to_main(game)                                  # no choice asked
    assert st.don_active[1] == 3 and st.don_rested[1] == 0
