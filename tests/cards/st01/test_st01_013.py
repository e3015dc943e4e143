"""ST01-013 Roronoa Zoro (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario

from ..common import end_turn_to_p2_main

ZORO = "ST01-013"


def test_st01_013_zoro_gains_1000_with_one_don():
    s = Scenario(turn=3)
    zoro = s.p1.character(ZORO)
    s.p1.don(active=1)
    game = s.build()
    st = game.state

    assert power(st, zoro) == 5000                      # [DON!! x1] not met
    game.apply(Action("give_don", -1, zoro))
    assert power(st, zoro) == 7000                      # +1000 DON!!, +1000 effect
    # On the opponent's turn the given DON!! adds no power, but the
    # [DON!! x1] condition still holds (CR 10-2-9-1).
    end_turn_to_p2_main(game)
    assert st.don[zoro] == 1
    assert power(st, zoro) == 6000
