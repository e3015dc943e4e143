"""OP16-087 Shinobu (Character): "[On Play] You may trash this Character: If
your Leader has the {Land of Wano} type, draw 1 card and up to 1 of your
[Kouzuki Momonosuke] gains +20 cost during this turn."."""

from optcg import Action
from optcg.engine.stats import cost
from optcg.testing import expect

from ..common_play import P1, PLAIN, accept, decline, pick, play_from_hand
from .wano import WANO_LEADER

SHINOBU = "OP16-087"
MOMONOSUKE = "OP16-085"     # cost 9


def test_op16_087_trashes_itself_to_draw_and_give_momonosuke_20_cost():
    b = play_from_hand(SHINOBU, leader=WANO_LEADER, chars=[MOMONOSUKE], deck=[PLAIN, PLAIN])
    g = b.game
    accept(g)
    pick(g, b.chars[0])
    expect(g, "main", P1)
    st = g.state
    assert b.card in st.trash[P1] and st.hand[P1] == [b.deck[0]]
    assert cost(st, b.chars[0]) == 29
    g.apply(Action("end_phase"))
    assert cost(g.state, b.chars[0]) == 9


def test_op16_087_with_another_leader_it_is_only_trashed():
    b = play_from_hand(SHINOBU, chars=[MOMONOSUKE], deck=[PLAIN, PLAIN])
    g = b.game
    accept(g)
    expect(g, "main", P1)
    assert b.card in g.state.trash[P1] and g.state.hand[P1] == []


def test_op16_087_declined_it_stays():
    b = play_from_hand(SHINOBU, leader=WANO_LEADER, deck=[PLAIN, PLAIN])
    decline(b.game)
    assert b.card in b.game.state.chars[P1] and b.game.state.hand[P1] == []
