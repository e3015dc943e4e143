"""OP13-091 St. Marcus Mars (Character): "If you have 7 or more cards in your
trash, this Character cannot be removed from the field by your opponent's
effects and gains [Blocker]." and "[On Play] You may trash 1 card from your
hand: K.O. up to 1 of your opponent's Characters with a base cost of 5 or
less."."""

from optcg.engine.constants import BLOCKER
from optcg.engine.stats import has_keyword
from optcg.testing import custom_card, expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, accept, decline, on_field, pick, play_from_hand
from .five_elders import check_kept_with_7_in_trash

MARS = "OP13-091"
COST_5 = custom_card("T-C5", "Five", cost=5, power=6000)
COST_6 = custom_card("T-C6", "Six", cost=6, power=7000)


def test_op13_091_kept_with_7_in_trash_blocker_with_7_only():
    koed = check_kept_with_7_in_trash(MARS)
    expect(koed.game, "main", P2)
    for trash, blocker in ((7, True), (6, False)):
        b = on_field(MARS, trash=[PLAIN] * trash)
        assert has_keyword(b.game.state, b.card, BLOCKER) is blocker, trash


def test_op13_091_on_play_trashes_a_card_to_ko_a_base_cost_5():
    b = play_from_hand(MARS, hand=[PLAIN], theirs=[COST_5, COST_6])
    g = b.game
    accept(g)
    pick(g, b.hand[0])                                 # the cost: trash 1 card
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}              # not the cost-6 one
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    st = g.state
    assert b.theirs[0] in st.trash[P2] and b.hand[0] in st.trash[P1]


def test_op13_091_on_play_declined_kos_nothing():
    b = play_from_hand(MARS, hand=[PLAIN], theirs=[COST_5])
    g = b.game
    decline(g)
    expect(g, "main", P1)
    assert b.theirs[0] in g.state.chars[P2] and g.state.hand[P1] == [b.hand[0]]
