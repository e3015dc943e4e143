"""OP15-116 Gum-Gum Golden Rifle (Event): "[Main] If your Leader has the
{Straw Hat Crew} type, trash 1 card from the top of your Life cards. Then,
add up to 1 card from the top of your deck to the top of your Life cards and
trash 1 card from your hand." and "[Counter] Your Leader gains +4000 power
during this battle."  Official rulings faq_op15-eb04.md OP15-116: Q1 with
0 Life or 0 cards in hand the Life card is still added; Q2 without a {Straw
Hat Crew} Leader nothing happens."""

from optcg.engine.stats import power
from optcg.testing import expect

from ..common_play import (P1, PLAIN, choose_number, counter_event_used, opponent_attacks, pick,
                           play_from_hand)

RIFLE = "OP15-116"


def test_op15_116_trashes_the_top_life_adds_the_deck_top_and_trashes_from_hand():
    b = play_from_hand(RIFLE, life=[PLAIN, PLAIN], deck=[PLAIN, PLAIN], hand=[PLAIN])
    g = b.game
    choose_number(g, 1)
    pick(g, b.hand[0])
    expect(g, "main", P1)
    st = g.state
    assert st.life[P1] == [b.life[1], b.deck[0]] and b.life[0] in st.trash[P1]
    assert b.hand[0] in st.trash[P1]


def test_qa_op15_116_q1_with_no_life_and_no_hand_still_adds_a_life_card():
    b = play_from_hand(RIFLE, life=[], deck=[PLAIN, PLAIN])
    g = b.game
    choose_number(g, 1)
    expect(g, "main", P1)
    assert g.state.life[P1] == [b.deck[0]]


def test_qa_op15_116_q2_another_leader_nothing():
    b = play_from_hand(RIFLE, leader="ST02-001", life=[PLAIN], deck=[PLAIN, PLAIN], hand=[PLAIN])
    expect(b.game, "main", P1)
    assert b.game.state.life[P1] == [b.life[0]] and b.game.state.hand[P1] == [b.hand[0]]


def test_op15_116_counter_gives_the_leader_4000():
    b = opponent_attacks(hand=[RIFLE], active=1)
    g = counter_event_used(b)
    expect(g, "counter", P1)
    assert power(g.state, b.leader) == 9000
