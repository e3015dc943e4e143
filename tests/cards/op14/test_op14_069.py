"""OP14-069 Donquixote Doflamingo (Character, cost 10): "[On Play] DON!! −3:
Choose one: • If your Leader has the {Donquixote Pirates} type, K.O. up to 1
of your opponent's Characters with a cost of 8 or less. • Up to 3 of your
opponent's Characters with a cost of 7 or less cannot be rested until the end
of your opponent's next End Phase."  Official ruling qa_op14_eb04.md
OP14-069: without a {Donquixote Pirates} Leader the second choice still
works."""

from optcg import Action
from optcg.testing import custom_card, expect

from ..common import attacks_of, selectable
from ..common_play import P1, P2, accept, choose_number, decline, pay_don, pick, play_from_hand
from .donquixote import DQ_LEADER

DOFLAMINGO = "OP14-069"
EIGHT = custom_card("T-C8", "Eight", cost=8, power=9000)
NINE = custom_card("T-C9", "Nine", cost=9, power=10000)
SEVEN = custom_card("T-C7", "Seven", cost=7, power=8000)


def test_op14_069_first_choice_kos_a_cost_8_with_a_donquixote_leader():
    b = play_from_hand(DOFLAMINGO, leader=DQ_LEADER, theirs=[EIGHT, NINE])
    g = b.game
    accept(g)
    pay_don(g, 3)
    choose_number(g, 0)
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    assert b.theirs[0] in g.state.trash[P2] and g.state.don_deck[P1] == 3


def test_op14_069_first_choice_kos_nothing_without_a_donquixote_leader():
    b = play_from_hand(DOFLAMINGO, theirs=[EIGHT])
    g = b.game
    accept(g)
    pay_don(g, 3)
    choose_number(g, 0)
    expect(g, "main", P1)
    assert b.theirs[0] in g.state.chars[P2]


def test_qa_op14_069_second_choice_without_a_donquixote_leader():
    b = play_from_hand(DOFLAMINGO, theirs=[SEVEN, EIGHT])
    g = b.game
    accept(g)
    pay_don(g, 3)
    choose_number(g, 1)
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}
    pick(g, b.theirs[0])
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert attacks_of(g, b.theirs[0]) == [] and attacks_of(g, b.theirs[1])


def test_op14_069_declined_nothing_is_paid():
    b = play_from_hand(DOFLAMINGO, leader=DQ_LEADER, theirs=[EIGHT])
    decline(b.game)
    expect(b.game, "main", P1)
    assert b.game.state.don_deck[P1] == 0 and b.theirs[0] in b.game.state.chars[P2]
