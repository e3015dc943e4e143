"""OP15-009 Koby (Character): "If your Character with 7000 base power or less
would be removed from the field by your opponent's effect, you may give your
Leader −2000 power during this turn instead."  Official rulings
faq_op15-eb04.md OP15-009: Q1 it protects Koby itself; Q2 two Characters
removed at once are both kept for one −2000."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import custom_card, expect

from ..common_play import P1, P2, PLAIN, accept, decline, koed_by_opponent, on_field
from ..replacing import KO_ALL

KOBY = "OP15-009"
EIGHT = custom_card("T-8000", "Eight", cost=5, power=8000)


def test_qa_op15_009_q1_koby_itself_is_kept_for_minus_2000_on_the_leader():
    b = koed_by_opponent(KOBY)
    g = b.game
    accept(g)
    expect(g, "main", P2)
    assert b.card in g.state.chars[P1] and power(g.state, b.leader) == 3000


def test_qa_op15_009_q2_two_characters_kept_for_one_minus_2000():
    b = on_field(KOBY, turn_player=P2, chars=[PLAIN], their_hand=[KO_ALL])
    g = b.game
    g.apply(Action("play", g.state.hand[P2][0]))
    accept(g)
    expect(g, "main", P2)
    assert {b.card, b.chars[0]} <= set(g.state.chars[P1])
    assert power(g.state, b.leader) == 3000


def test_op15_009_not_for_a_character_of_8000_base_power():
    b = koed_by_opponent(EIGHT, chars=[KOBY])
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1] and power(b.game.state, b.leader) == 5000


def test_op15_009_declined_it_is_koed():
    b = koed_by_opponent(KOBY)
    decline(b.game)
    assert b.card in b.game.state.trash[P1]
