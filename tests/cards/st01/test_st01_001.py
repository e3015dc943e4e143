"""ST01-001 Monkey.D.Luffy (Leader): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import activations, back_to_main, end_turn_to_p2_main, opts
from .numbers import KAROO

LUFFY_LEADER = "ST01-001"


def test_st01_001_luffy_leader_gives_one_rested_don_once_per_turn():
    s = Scenario(turn=3)
    leader = s.p1.leader(LUFFY_LEADER)
    karoo = s.p1.character(KAROO)
    s.p1.don(active=2, rested=2)
    game = s.build()
    st = game.state

    assert Action("activate", leader, 0) in opts(game)
    game.apply(Action("activate", leader, 0))
    # The Leader itself or one of the Characters: exactly one target.
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", karoo)}
    game.apply(Action("select", karoo))
    # "up to 1" DON!!: 0 or 1.
    expect_decision(game, 0, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))

    back_to_main(game)
    assert st.don[karoo] == 1
    assert st.don_rested[0] == 1 and st.don_active[0] == 2      # a rested one moved
    assert power(st, karoo) == 4000
    # [Once Per Turn]: not offered a second time this turn.
    assert activations(game, leader) == []

    # Next turn of P1 it is available again.
    end_turn_to_p2_main(game)
    game.apply(Action("end_phase"))
    expect_decision(game, 0, "main")
    assert activations(game, leader) == [Action("activate", leader, 0)]


def test_st01_001_luffy_leader_can_give_to_itself_or_choose_zero():
    s = Scenario(turn=3)
    leader = s.p1.leader(LUFFY_LEADER)
    s.p1.don(active=0, rested=1)
    game = s.build()
    st = game.state

    game.apply(Action("activate", leader, 0))
    # Only the Leader is a possible target: the choice is forced.
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 0))                # "up to": none given
    back_to_main(game)
    assert st.don[leader] == 0 and st.don_rested[0] == 1
    assert power(st, leader) == 5000
    assert activations(game, leader) == []             # used for this turn anyway
