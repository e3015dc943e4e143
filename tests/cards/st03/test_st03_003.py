"""ST03-003 Crocodile (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, selectable, step
from .numbers import BUGGY, CROCODILE, JINBE, WEEVIL


def test_st03_003_crocodile_blocks_and_with_don_sends_a_cost_2_character_to_deck_bottom():
    s = Scenario(turn=3)
    cheap = s.p1.character(JINBE)                     # cost 2
    pricey = s.p1.character(WEEVIL)                   # cost 3
    s.p1.deck(BUGGY, BUGGY)
    croc = s.p2.character(CROCODILE, don=1)
    own_cheap = s.p2.character(BUGGY)                 # P2's own cost 1
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    expect_decision(game, P2, "block")
    game.apply(Action("block", croc))
    assert st.rested[croc]
    # [DON!! x1] [On Block]: P2 picks up to 1 Character of cost 2 or less.
    expect_decision(game, P2, "select")
    assert selectable(game) == {cheap, own_cheap}
    assert pricey not in selectable(game)
    game.apply(Action("select", cheap))
    assert cheap not in st.chars[P1]
    assert st.deck[P1][0] == cheap                    # bottom of its owner's deck
    assert len(st.deck[P1]) == 3
    # Crocodile (6000) takes the attack of the 5000 Leader: no damage.
    expect_decision(game, P1, "main")
    assert len(st.life[P2]) == 1 and croc in st.chars[P2]


def test_st03_003_crocodile_on_block_may_choose_none():
    s = Scenario(turn=3)
    cheap = s.p1.character(JINBE)
    croc = s.p2.character(CROCODILE, don=1)
    s.p2.life(BUGGY)
    game = s.build()
    attack_leader_with_leader(game, s)
    step(game, P2, "block", Action("block", croc))
    step(game, P2, "select", Action("select_done"))
    assert cheap in game.state.chars[P1]
    expect_decision(game, P1, "main")


def test_st03_003_crocodile_without_don_blocks_but_has_no_on_block_effect():
    s = Scenario(turn=3)
    cheap = s.p1.character(JINBE)
    croc = s.p2.character(CROCODILE)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "block", Action("block", croc))
    # No selection: the battle goes on straight to its end.
    expect_decision(game, P1, "main")
    assert cheap in st.chars[P1]
    assert st.rested[croc] and croc in st.chars[P2]
    assert len(st.life[P2]) == 1
