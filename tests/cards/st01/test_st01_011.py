"""ST01-011 Brook (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import KAROO

BROOK = "ST01-011"


def test_st01_011_brook_on_play_gives_up_to_two_rested_don():
    s = Scenario(turn=3)
    brook = s.p1.hand(BROOK)[0]
    karoo = s.p1.character(KAROO)
    s.p1.don(active=2, rested=1)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("play", brook))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", karoo),
                          Action("select", brook)}
    game.apply(Action("select", leader))
    expect_decision(game, 0, "choose_number")
    # 3 rested DON!! (1 + the 2 paid for Brook), at most 2 given.
    assert opts(game) == {Action("number", -1, n) for n in (0, 1, 2)}
    game.apply(Action("number", -1, 2))
    back_to_main(game)
    assert st.don[leader] == 2
    assert st.don_rested[0] == 1 and st.don_active[0] == 0
    assert power(st, leader) == 7000


def test_st01_011_brook_up_to_gives_one_or_none():
    s = Scenario(turn=3)
    brooks = s.p1.hand(BROOK, BROOK)
    s.p1.don(active=4)
    game = s.build()
    st = game.state

    game.apply(Action("play", brooks[0]))
    expect_decision(game, 0, "select")
    game.apply(Action("select", brooks[0]))
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 1))
    back_to_main(game)
    assert st.don[brooks[0]] == 1 and st.don_rested[0] == 1

    game.apply(Action("play", brooks[1]))
    expect_decision(game, 0, "select")
    game.apply(Action("select", brooks[1]))
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 0))
    back_to_main(game)
    assert st.don[brooks[1]] == 0 and st.don_rested[0] == 3
