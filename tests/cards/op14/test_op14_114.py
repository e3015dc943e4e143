"""OP14-114 Ran (Character): "[Activate: Main] [Once Per Turn] Give up to 1
rested DON!! card to 1 of your {Kuja Pirates} type Leader or Character
cards." and "[Trigger] If your Leader has the {Kuja Pirates} type, play this
card."."""

from optcg import Action
from optcg.testing import expect

from ..common import activations, selectable
from ..common_play import P1, P2, choose_number, on_field, pick, trigger_from_life
from .kuja import KUJA_LEADER

RAN = "OP14-114"


def test_op14_114_gives_a_rested_don_to_a_kuja_card_once_per_turn():
    b = on_field(RAN, leader=KUJA_LEADER, rested=2)
    g = b.game
    g.apply(Action("activate", b.card, 0))
    pick(g, b.leader)
    choose_number(g, 1)
    expect(g, "main", P1)
    assert g.state.don[b.leader] == 1 and g.state.don_rested[P1] == 1
    assert activations(g, b.card) == []


def test_op14_114_not_to_a_leader_of_another_type():
    b = on_field(RAN, rested=2)
    g = b.game
    g.apply(Action("activate", b.card, 0))
    expect(g, "select", P1)
    assert selectable(g) == {b.card}                   # only Ran itself is {Kuja Pirates}
    pick(g, b.card)
    choose_number(g, 1)
    expect(g, "main", P1)
    assert g.state.don[b.leader] == 0 and g.state.don[b.card] == 1


def test_op14_114_trigger_plays_it_with_a_kuja_leader_only():
    b = trigger_from_life(RAN, leader=KUJA_LEADER)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.chars[P1]
    b = trigger_from_life(RAN)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]
