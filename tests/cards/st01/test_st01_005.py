"""ST01-005 Jinbe (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, end_turn_to_p2_main, opts
from .numbers import FILLER, KAROO

JINBE = "ST01-005"


def test_st01_005_jinbe_with_don_gives_another_card_1000_this_turn():
    s = Scenario(turn=3)
    jinbe = s.p1.character(JINBE, don=1)
    karoo = s.p1.character(KAROO)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("attack", jinbe, s.p2.leader_id))
    expect_decision(game, 0, "select")
    # Not Jinbe itself; "up to" allows none.
    assert opts(game) == {Action("select", leader), Action("select", karoo),
                          Action("select_done")}
    game.apply(Action("select", karoo))
    back_to_main(game)
    assert power(st, karoo) == 4000                     # lasts the whole turn
    assert power(st, jinbe) == 6000
    end_turn_to_p2_main(game)
    assert power(st, karoo) == 3000


def test_st01_005_jinbe_up_to_none_and_no_don():
    s = Scenario(turn=3)
    jinbe = s.p1.character(JINBE, don=1)
    plain = s.p1.character(JINBE)                       # [DON!! x1] not met
    karoo = s.p1.character(KAROO)
    s.p2.life(FILLER, FILLER)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("attack", jinbe, s.p2.leader_id))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert power(st, karoo) == 3000 and power(st, leader) == 5000
    assert power(st, plain) == 5000

    game.apply(Action("attack", plain, s.p2.leader_id))
    back_to_main(game)                                  # no effect, no choice
    assert power(st, karoo) == 3000 and power(st, leader) == 5000 and power(st, jinbe) == 6000
