"""P-090 Charlotte Smoothie (Character, cost 7): [Opponent's Turn] [On K.O.]
DON!! −1: play up to 1 {Big Mom Pirates} type Character card with a cost
equal to or less than the number of DON!! cards on the opponent's field,
other than [Charlotte Smoothie], from your hand."""

from optcg import Action
from optcg.engine.effects.wording import Ctx, read_line
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable

SMOOTHIE = "P-090"
BMP_3 = custom_card("T-BM3", "Pirate three", cost=3, power=4000, types=("Big Mom Pirates",))
BMP_5 = custom_card("T-BM5", "Pirate five", cost=5, power=6000, types=("Big Mom Pirates",))
NAVY_2 = custom_card("T-NV2", "Navy two", cost=2, power=3000, types=("Navy",))
KILLER = custom_card("T-KIL", "Killer", "Event",
                     read_line("[Main] K.O. up to 1 of your opponent's Characters.", Ctx("Event")),
                     cost=1)


def test_p_090_plays_a_big_mom_pirates_character_up_to_the_opponents_don():
    s = Scenario(turn=4, turn_player=1)
    smoothie = s.p1.character(SMOOTHIE)
    s.p1.don(active=1)
    three, five, navy, other = s.p1.hand(BMP_3, BMP_5, NAVY_2, SMOOTHIE)
    [killer] = s.p2.hand(KILLER)
    s.p2.don(active=1, rested=3)                         # 4 DON!! on the opponent's field
    game = s.build()
    game.apply(Action("play", killer))                   # P2 K.O.s Smoothie in P2's turn
    expect_decision(game, P2, "select")
    game.apply(Action("select", smoothie))
    assert smoothie in game.state.trash[P1]
    expect_decision(game, P1, "confirm")                 # DON!! −1
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    assert selectable(game) == {three}                   # cost 4 or less, not another Smoothie
    game.apply(Action("select", three))
    st = game.state
    assert three in st.chars[P1] and {five, navy, other} <= set(st.hand[P1])
    assert st.don_deck[P1] == 10
