"""ST02-013 Eustass"Captain"Kid (Character): its effects played in scenarios
through the decision API, with the cases where a condition, a cost or an "up
to" choice does not apply.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import BLOCKER
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, end_turn_to_p2_main, opts
from .numbers import FILLER, FRANKY, KID


def test_st02_013_kid_blocker_redirects_the_attack():
    d = card_def(KID)
    assert d.implemented and d.keywords & BLOCKER
    s = Scenario(turn=3)
    franky = s.p1.character(FRANKY)
    kid = s.p2.character(KID)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", franky, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", kid), Action("no_block")}
    game.apply(Action("block", kid))
    back_to_main(game)
    assert kid in st.chars[1] and st.rested[kid]        # 6000 < 7000
    assert len(st.life[1]) == 1


def test_st02_013_kid_with_don_sets_itself_active_at_end_of_turn():
    s = Scenario(turn=3)
    kid = s.p1.character(KID, don=1)
    s.p1.life(FILLER)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", kid, s.p2.leader_id))
    back_to_main(game)
    assert st.rested[kid] and st.life[1] == []
    end_turn_to_p2_main(game)
    assert not st.rested[kid]
    # Active again, it can block on the opponent's turn.
    game.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(game, 0, "block")
    assert Action("block", kid) in opts(game)


def test_st02_013_kid_without_don_stays_rested():
    s = Scenario(turn=3)
    kid = s.p1.character(KID)                           # [DON!! x1] not met
    s.p1.life(FILLER)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", kid, s.p2.leader_id))
    back_to_main(game)
    end_turn_to_p2_main(game)
    assert st.rested[kid]
    game.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(game, 1, "main")                    # no block offered
    assert st.life[0] == []
