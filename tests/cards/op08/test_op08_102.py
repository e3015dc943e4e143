"""OP08-102 Charlotte Opera (Character, cost 6): [On Play] trash 1 card from
your hand: K.O. up to 1 of the opponent's Characters with a cost equal to or
less than your number of Life cards."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable

OPERA = "OP08-102"
LIFE = custom_card("T-LIF", "Life", cost=1, power=1000)
FILLER = custom_card("T-FIL", "Filler", cost=1, power=1000)


def _char(cost: int):
    return custom_card(f"T-C{cost}", f"Cost {cost}", cost=cost, power=1000 * cost)


def test_op08_102_kos_a_character_costing_up_to_your_life_count():
    s = Scenario(turn=3)
    opera, filler = s.p1.hand(OPERA, FILLER)
    s.p1.don(active=6)
    s.p1.life(LIFE, LIFE, LIFE)
    three, four = s.p2.character(_char(3)), s.p2.character(_char(4))
    game = s.build()
    game.apply(Action("play", opera))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))                         # the only hand card pays
    expect_decision(game, P1, "select")
    assert selectable(game) == {three}                   # 3 Life cards: cost 3 or less
    game.apply(Action("select", three))
    st = game.state
    assert filler in st.trash[P1] and three in st.trash[P2] and four in st.chars[P2]


def test_op08_102_with_1_life_card_only_a_cost_1_or_less_character():
    s = Scenario(turn=3)
    opera, _ = s.p1.hand(OPERA, FILLER)
    s.p1.don(active=6)
    s.p1.life(LIFE)
    one, two = s.p2.character(_char(1)), s.p2.character(_char(2))
    game = s.build()
    game.apply(Action("play", opera))
    game.apply(Action("accept"))
    assert selectable(game) == {one}
    assert two in game.state.chars[P2]
