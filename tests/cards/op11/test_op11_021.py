"""OP11-021 Jinbe (Leader): [End of Your Turn] with 6 or less cards in your
hand, set up to 1 of your {Fish-Man} or {Merfolk} type Characters and up to
1 of your DON!! cards as active."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable

JINBE = "OP11-021"
FISH = custom_card("T-FSH", "Fish", cost=3, power=4000, types=("Fish-Man",))
MERFOLK = custom_card("T-MER", "Mer", cost=3, power=4000, types=("Merfolk",))
NAVY = custom_card("T-NAV", "Navy", cost=3, power=4000, types=("Navy",))
FILLER = custom_card("T-FIL", "Filler", cost=1, power=1000)


def _end_turn(in_hand: int):
    s = Scenario(turn=3)
    s.p1.leader(JINBE)
    fish = s.p1.character(FISH, rested=True)
    mer = s.p1.character(MERFOLK, rested=True)
    navy = s.p1.character(NAVY, rested=True)
    s.p1.don(rested=3)
    s.p1.hand(*[FILLER] * in_hand)
    game = s.build()
    game.apply(Action("end_phase"))
    return game, fish, mer, navy


def test_op11_021_sets_a_fish_man_character_and_a_don_active():
    game, fish, mer, navy = _end_turn(6)
    expect_decision(game, P1, "select")
    assert selectable(game) == {fish, mer}
    game.apply(Action("select", fish))
    expect_decision(game, P1, "choose_number")           # up to 1 DON!!: 0 or 1
    game.apply(Action("number", -1, 1))
    st = game.state
    assert not st.rested[fish] and st.rested[mer] and st.rested[navy]
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 2


def test_op11_021_with_7_cards_in_hand_nothing_is_set_active():
    game, fish, mer, _ = _end_turn(7)
    expect_decision(game, P2, "main")                    # nothing asked: P2's turn
    st = game.state
    assert st.rested[fish] and st.rested[mer]
    assert st.don_active[P1] == 0
