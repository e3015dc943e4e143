"""OP15-069 Nola (Character): "If your Character with 7000 base power or less
would be removed from the field by your opponent's effect, you may return 1
DON!! card from your field to your DON!! deck instead."  Official rulings
faq_op15-eb04.md OP15-069: Q1 it protects Nola itself; Q2 two Characters
removed at once are both kept for one DON!!."""

from optcg import Action
from optcg.testing import custom_card, expect

from ..common_play import P1, P2, PLAIN, accept, decline, koed_by_opponent, on_field, pay_don
from ..replacing import KO_ALL

NOLA = "OP15-069"
EIGHT = custom_card("T-8000", "Eight", cost=5, power=8000)


def test_qa_op15_069_q1_nola_itself_kept_for_a_don():
    b = koed_by_opponent(NOLA, active=2)
    g = b.game
    accept(g)
    pay_don(g, 1)
    expect(g, "main", P2)
    assert b.card in g.state.chars[P1] and g.state.don_active[P1] == 1


def test_qa_op15_069_q2_two_characters_kept_for_one_don():
    b = on_field(NOLA, turn_player=P2, chars=[PLAIN], their_hand=[KO_ALL], active=2)
    g = b.game
    g.apply(Action("play", g.state.hand[P2][0]))
    accept(g)
    pay_don(g, 1)
    expect(g, "main", P2)
    assert {b.card, b.chars[0]} <= set(g.state.chars[P1]) and g.state.don_active[P1] == 1


def test_op15_069_not_for_an_8000_base_power_character_nor_without_don():
    b = koed_by_opponent(EIGHT, chars=[NOLA], active=2)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]
    b = koed_by_opponent(NOLA)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]


def test_op15_069_declined_it_is_koed():
    b = koed_by_opponent(NOLA, active=2)
    decline(b.game)
    assert b.card in b.game.state.trash[P1] and b.game.state.don_active[P1] == 2
