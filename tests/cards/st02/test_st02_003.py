"""ST02-003 Urouge (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario

from ..common import back_to_main, end_turn_to_p2_main
from .numbers import KAROO, UROUGE


def test_st02_003_urouge_gains_2000_with_don_and_three_characters():
    s = Scenario(turn=3)
    urouge = s.p1.character(UROUGE, don=1)
    bare = s.p1.character(UROUGE)                       # [DON!! x1] not met
    karoo = s.p1.hand(KAROO)[0]
    s.p1.don(active=1)
    game = s.build()
    st = game.state

    assert power(st, urouge) == 4000                    # 2 Characters only
    assert power(st, bare) == 3000
    game.apply(Action("play", karoo))
    back_to_main(game)
    assert len(st.chars[0]) == 3
    assert power(st, urouge) == 6000                    # 3000 + 1000 DON!! + 2000
    assert power(st, bare) == 3000
    # On the opponent's turn the condition still holds (CR 10-2-9-1).
    end_turn_to_p2_main(game)
    assert power(st, urouge) == 5000
