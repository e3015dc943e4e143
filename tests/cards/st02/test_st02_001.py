"""ST02-001 Eustass"Captain"Kid (Leader): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import activations, back_to_main, opts
from .numbers import FILLER, KAROO, KID_LEADER, LUFFY_LEADER, VIVI


def test_st02_001_kid_leader_pays_three_don_and_a_card_to_set_itself_active():
    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER, rested=True)
    s.p2.leader(LUFFY_LEADER)
    karoo, vivi = s.p1.hand(KAROO, VIVI)
    s.p1.don(active=7)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    assert Action("activate", leader, 0) in opts(game)
    game.apply(Action("activate", leader, 0))
    # The 3 DON!! are rested, then the card to trash is chosen.
    expect_decision(game, 0, "select")
    assert st.don_active[0] == 4 and st.don_rested[0] == 3
    assert opts(game) == {Action("select", karoo), Action("select", vivi)}
    game.apply(Action("select", vivi))
    back_to_main(game)
    assert vivi in st.trash[0] and st.hand[0] == [karoo]
    assert not st.rested[leader]
    # [Once Per Turn]: not again, although it could be paid.
    assert activations(game, leader) == []
    game.apply(Action("attack", leader, s.p2.leader_id))
    back_to_main(game)
    assert st.life[1] == []


def test_st02_001_kid_leader_needs_three_active_don_and_a_card_in_hand():
    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER, rested=True)
    s.p1.hand(KAROO)
    s.p1.don(active=2)
    game = s.build()
    assert activations(game, leader) == []              # cannot rest 3 DON!!

    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER, rested=True)
    s.p1.don(active=3)
    game = s.build()
    assert activations(game, leader) == []              # no card to trash

    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER, rested=True)
    only = s.p1.hand(KAROO)[0]
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("activate", leader, 0))
    back_to_main(game)                                  # a single card: no choice
    assert only in game.state.trash[0] and not game.state.rested[leader]
    assert game.state.don_active[0] == 0
