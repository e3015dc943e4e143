"""OP16-082 Kin'emon (Character, cost 4): "This Character gains +3 cost." and
"[On Play] If your Leader has the {Land of Wano} type, look at 5 cards from
the top of your deck; reveal up to 1 {Land of Wano} type card and add it to
your hand. Then, trash the rest."."""

from optcg.engine.stats import cost
from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, on_field, pick, play_from_hand
from .wano import WANO_2, WANO_LEADER

KINEMON = "OP16-082"


def test_op16_082_costs_7_on_the_field_and_4_to_play():
    b = on_field(KINEMON)
    assert cost(b.game.state, b.card) == 7
    b = play_from_hand(KINEMON, active=4)
    expect(b.game, "main", P1)
    assert b.card in b.game.state.chars[P1] and b.game.state.don_active[P1] == 0


def test_op16_082_on_play_adds_a_wano_card_and_trashes_the_rest():
    b = play_from_hand(KINEMON, leader=WANO_LEADER,
                       deck=[PLAIN, WANO_2, PLAIN, PLAIN, PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[1]}
    pick(g, b.deck[1])
    expect(g, "main", P1)
    st = g.state
    assert st.hand[P1] == [b.deck[1]] and set(st.trash[P1]) == set(b.deck[:5]) - {b.deck[1]}


def test_op16_082_on_play_not_with_another_leader():
    b = play_from_hand(KINEMON, deck=[WANO_2] * 6)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [] and b.game.state.trash[P1] == []
