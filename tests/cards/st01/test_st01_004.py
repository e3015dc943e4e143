"""ST01-004 Sanji (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.constants import RUSH
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario

from ..common import attacks_of, back_to_main
from .numbers import FILLER

SANJI = "ST01-004"


def test_st01_004_sanji_gains_rush_with_two_don():
    s = Scenario(turn=3)
    sanji = s.p1.hand(SANJI)[0]
    s.p1.don(active=4)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("play", sanji))
    back_to_main(game)
    assert not keywords(st, sanji) & RUSH
    assert attacks_of(game, sanji) == []                # played this turn, 0 DON!!
    game.apply(Action("give_don", -1, sanji))
    assert attacks_of(game, sanji) == []                # 1 DON!!: [DON!! x2] not met
    game.apply(Action("give_don", -1, sanji))
    assert keywords(st, sanji) & RUSH
    assert power(st, sanji) == 6000
    game.apply(Action("attack", sanji, s.p2.leader_id))
    back_to_main(game)
    assert st.rested[sanji]
    assert st.life[1] == []
