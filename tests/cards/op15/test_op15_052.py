"""OP15-052 Leo (Character): "If your Character with 7000 base power or less
would be removed from the field by your opponent's effect, you may place 1
of your Characters at the bottom of the owner's deck instead."  Official
rulings faq_op15-eb04.md OP15-052: Q1 it protects Leo itself; Q2 two
Characters removed at once are both kept for one card placed."""

from optcg import Action
from optcg.testing import custom_card, expect

from ..common_play import P1, P2, PLAIN, accept, decline, koed_by_opponent, on_field, pick
from ..replacing import KO_ALL

LEO = "OP15-052"
EIGHT = custom_card("T-8000", "Eight", cost=5, power=8000)


def test_qa_op15_052_q1_leo_itself_kept_by_placing_another_character():
    b = koed_by_opponent(LEO, chars=[PLAIN], deck=[PLAIN])
    g = b.game
    accept(g)
    pick(g, b.chars[0])
    expect(g, "main", P2)
    st = g.state
    assert b.card in st.chars[P1] and st.deck[P1][0] == b.chars[0]


def test_qa_op15_052_q2_two_characters_kept_for_one_card_placed():
    b = on_field(LEO, turn_player=P2, chars=[PLAIN, PLAIN], their_hand=[KO_ALL], deck=[PLAIN])
    g = b.game
    g.apply(Action("play", g.state.hand[P2][0]))
    accept(g)
    pick(g, b.chars[1])
    expect(g, "main", P2)
    st = g.state
    assert {b.card, b.chars[0]} <= set(st.chars[P1]) and st.deck[P1][0] == b.chars[1]


def test_op15_052_not_for_an_8000_base_power_character():
    b = koed_by_opponent(EIGHT, chars=[LEO], deck=[PLAIN])
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]


def test_op15_052_declined_it_is_koed():
    b = koed_by_opponent(LEO, chars=[PLAIN], deck=[PLAIN])
    decline(b.game)
    assert b.card in b.game.state.trash[P1]
