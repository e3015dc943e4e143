"""ST02-004 Capone"Gang"Bege (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import BLOCKER
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import BEGE, FILLER, KAROO, VIVI


def test_st02_004_bege_blocker_redirects_the_attack():
    d = card_def(BEGE)
    assert d.implemented and d.keywords & BLOCKER
    s = Scenario(turn=3)
    vivi = s.p1.character(VIVI)
    bege = s.p2.character(BEGE)
    plain = s.p2.character(KAROO)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", vivi, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", bege), Action("no_block")}
    assert Action("block", plain) not in opts(game)
    game.apply(Action("block", bege))
    back_to_main(game)
    assert bege in st.trash[1]
    assert len(st.life[1]) == 1
