"""OP14-033 Perona (Character): "[On Play] Up to 2 of your opponent's
Characters with a cost of 5 or less cannot be rested until the end of your
opponent's next End Phase." and "[On K.O.] You may rest 1 of your cards: Play
up to 1 green Character card with a cost of 5 or less from your hand."
Official ruling qa_op14_eb04.md OP14-033: Perona itself cannot be rested for
the [On K.O.] cost."""

from optcg import Action
from optcg.testing import custom_card, expect

from ..common import attacks_of, selectable
from ..common_play import P1, P2, accept, choose_number, koed_by_opponent, pick, play_from_hand

PERONA = "OP14-033"
FIVE = custom_card("T-C5", "Five", cost=5, power=6000)
SIX = custom_card("T-C6", "Six", cost=6, power=7000)
GREEN_5 = custom_card("T-G5", "Green Five", cost=5, power=6000, colors=("Green",))
RED_5 = custom_card("T-R5", "Red Five", cost=5, power=6000, colors=("Red",))


def test_op14_033_on_play_their_cost_5_characters_cannot_attack_next_turn():
    b = play_from_hand(PERONA, theirs=[FIVE, FIVE, SIX])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == set(b.theirs[:2])
    pick(g, *b.theirs[:2])
    expect(g, "main", P1)
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert attacks_of(g, b.theirs[0]) == attacks_of(g, b.theirs[1]) == []
    assert attacks_of(g, b.theirs[2])                  # cost 6: not chosen


def test_op14_033_on_ko_rests_a_don_to_play_a_green_cost_5():
    b = koed_by_opponent(PERONA, active=1, hand=[GREEN_5, RED_5])
    g = b.game
    accept(g)
    choose_number(g, 1)                                # the DON!! card
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}
    pick(g, b.hand[0])
    expect(g, "main", P2)
    assert b.hand[0] in g.state.chars[P1] and g.state.don_rested[P1] == 1


def test_qa_op14_033_perona_itself_cannot_pay_the_on_ko_cost():
    b = koed_by_opponent(PERONA, hand=[GREEN_5], leader_rested=True)
    g = b.game                                         # no other active card: not offered
    expect(g, "main", P2)
    assert g.state.hand[P1] == [b.hand[0]]
