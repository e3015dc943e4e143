"""OP16-099 I've Come Here... To Cut Those Chains!!! (Event): "[Main] You may
rest 6 of your DON!! cards: Trash 5 cards from the top of your deck. Then,
play up to 1 {Land of Wano} type Character card with a cost of 6 or less from
your trash." and "[Counter] Your Leader gains +3000 power during this
battle."."""

from optcg.engine.stats import power
from optcg.testing import expect

from ..common import selectable
from ..common_play import (P1, PLAIN, accept, counter_event_used, decline, opponent_attacks, pick,
                           play_from_hand)
from .wano import WANO_6, WANO_7

CHAINS = "OP16-099"


def test_op16_099_rests_6_trashes_5_and_plays_a_wano_cost_6_from_trash():
    b = play_from_hand(CHAINS, active=7, deck=[PLAIN, WANO_6, WANO_7, PLAIN, PLAIN, PLAIN])
    g = b.game
    accept(g)
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[1]}
    pick(g, b.deck[1])
    expect(g, "main", P1)
    st = g.state
    assert b.deck[1] in st.chars[P1] and st.deck[P1] == [b.deck[5]]
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 7


def test_op16_099_declined_nothing():
    b = play_from_hand(CHAINS, active=7, deck=[PLAIN] * 6)
    decline(b.game)
    expect(b.game, "main", P1)
    assert len(b.game.state.deck[P1]) == 6 and b.game.state.don_active[P1] == 6


def test_op16_099_counter_gives_the_leader_3000():
    b = opponent_attacks(hand=[CHAINS], active=1)
    g = counter_event_used(b)
    expect(g, "counter", P1)
    assert power(g.state, b.leader) == 8000
