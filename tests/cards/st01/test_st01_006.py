"""ST01-006 Tony Tony.Chopper (Character): its effects played in scenarios
through the decision API, with the cases where a condition, a cost or an "up
to" choice does not apply.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import BLOCKER
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import CHOPPER, FILLER, FRANKY, KAROO


def test_st01_006_chopper_blocker_redirects_the_attack():
    d = card_def(CHOPPER)
    assert d.implemented and d.keywords & BLOCKER
    s = Scenario(turn=3)
    franky = s.p1.character(FRANKY)
    chopper = s.p2.character(CHOPPER)
    karoo = s.p2.character(KAROO)                       # no [Blocker]
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", franky, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", chopper), Action("no_block")}
    assert Action("block", karoo) not in opts(game)
    game.apply(Action("block", chopper))
    back_to_main(game)
    assert chopper in st.trash[1]                       # 6000 beats 1000: K.O.
    assert len(st.life[1]) == 1                         # the Leader took no damage
