"""OP15-057 Dressrosa Kingdom (Stage): "[On Play] If your Leader has the
{Dressrosa} type, draw 1 card." and "[On Your Opponent's Attack] You may rest
this Stage and trash 1 Event or Stage card from your hand: Up to 1 of your
Leader or Character cards gains +2000 power during this battle."."""

from optcg.engine.stats import power
from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, accept, decline, opponent_attacks, pick, play_from_hand

KINGDOM = "OP15-057"
LUCY = "OP15-002"         # a {Dressrosa} Leader
EVENT = "OP15-056"


def test_op15_057_on_play_draws_with_a_dressrosa_leader_only():
    for leader, drawn in ((LUCY, 1), ("ST01-001", 0)):
        b = play_from_hand(KINGDOM, leader=leader, deck=[PLAIN] * 2)
        expect(b.game, "main", P1)
        assert len(b.game.state.hand[P1]) == drawn, leader


def test_op15_057_on_opponents_attack_rests_and_trashes_an_event_for_2000():
    b = opponent_attacks(hand=[EVENT, PLAIN], stage=KINGDOM)
    g = b.game
    accept(g)
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}                # an Event, not the Character
    pick(g, b.hand[0])
    pick(g, b.leader)
    expect(g, "block", P1)
    st = g.state
    stage, = st.stage[P1]
    assert power(st, b.leader) == 7000 and st.rested[stage] and b.hand[0] in st.trash[P1]


def test_op15_057_on_opponents_attack_declined_gives_nothing():
    b = opponent_attacks(hand=[EVENT], stage=KINGDOM)
    decline(b.game)
    expect(b.game, "block", P1)
    assert power(b.game.state, b.leader) == 5000
