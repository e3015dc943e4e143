"""OP16-094 Portgas.D.Ace (Character): "[On K.O.] Your opponent trashes 2
cards from their hand." and "[Activate: Main] [Once Per Turn] Give up to 1
rested DON!! card to 1 of your {Land of Wano} type Leader or Character
cards."."""

from optcg import Action
from optcg.testing import expect

from ..common import activations, selectable
from ..common_play import P1, P2, PLAIN, choose_number, koed_by_opponent, on_field, pick
from .wano import WANO_LEADER

ACE = "OP16-094"


def test_op16_094_on_ko_the_opponent_trashes_2():
    b = koed_by_opponent(ACE, their_hand=[PLAIN, PLAIN, PLAIN])
    g = b.game
    theirs = [c for c in g.state.hand[P2]]
    pick(g, theirs[0], theirs[1], player=P2)           # they choose which
    expect(g, "main", P2)
    assert g.state.hand[P2] == [theirs[2]]


def test_op16_094_gives_a_rested_don_to_a_wano_card_once_per_turn():
    b = on_field(ACE, leader=WANO_LEADER, rested=2)
    g = b.game
    g.apply(Action("activate", b.card, 1))
    expect(g, "select", P1)
    assert selectable(g) == {b.leader, b.card}
    pick(g, b.leader)
    choose_number(g, 1)
    expect(g, "main", P1)
    assert g.state.don[b.leader] == 1 and activations(g, b.card) == []


def test_op16_094_not_to_a_leader_of_another_type():
    b = on_field(ACE, rested=2)
    g = b.game
    g.apply(Action("activate", b.card, 1))
    expect(g, "select", P1)
    assert selectable(g) == {b.card}
