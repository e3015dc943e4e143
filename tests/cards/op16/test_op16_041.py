"""OP16-041 Buggy (Leader, {Impel Down}): [DON!! x1] [Once Per Turn], when
one of your {Impel Down} type Characters is removed from the field in any
way (K.O.'d in battle, returned to the hand by the opponent, trashed by your
own effect ...), you may play up to 1 [Prisoner of Impel Down] from your
hand."""

import pytest

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

BUGGY = "OP16-041"
INMATE = custom_card("T-ID", "Inmate", cost=3, power=2000, types=("Impel Down",))
PIRATE = custom_card("T-PI", "Pirate", cost=3, power=2000, types=("Buggy Pirates",))
PRISONER = custom_card("T-PR", "Prisoner of Impel Down", cost=4, power=5000,
                       types=("Impel Down",))
ATTACKER = custom_card("T-AT", "Attacker", cost=5, power=9000)
RETURNER = custom_card("T-RT", "Returner", "Character", L.Ability(L.ON_PLAY, steps=(
    L.ReturnToHand(L.Choose(L.Cards(L.OPPONENT))),)), cost=1)
SELF_TRASH = custom_card("T-ST", "Self Trasher", "Character", L.Ability(L.ON_PLAY, steps=(
    L.Trash(L.Choose(L.Cards(L.YOU))),)), cost=1)


def _ko_in_battle(mine, don=1):
    """P2's Attacker K.O.s P1's `mine` in battle; returns (game, prisoner)."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(BUGGY, don=don)
    victim = s.p1.character(mine, rested=True)
    prisoner, = s.p1.hand(PRISONER)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, victim))
    expect(g, "block", P1)
    g.apply(Action("no_block"))
    expect(g, "counter", P1)
    g.apply(Action("end_counters"))
    assert victim in g.state.trash[P1]
    return g, prisoner


def _play_prisoner(g, prisoner):
    expect(g, "confirm", P1)                        # "can be activated": the player's choice
    g.apply(Action("accept"))
    expect(g, "select", P1)
    g.apply(Action("select", prisoner))
    assert prisoner in g.state.chars[P1]


def test_op16_041_an_impel_down_character_koed_in_battle():
    g, prisoner = _ko_in_battle(INMATE)
    _play_prisoner(g, prisoner)


def test_op16_041_not_for_a_character_of_another_type():
    g, prisoner = _ko_in_battle(PIRATE)
    expect(g, "main", P2)
    assert prisoner in g.state.hand[P1]


def test_op16_041_needs_a_don_given_to_the_leader():
    g, prisoner = _ko_in_battle(INMATE, don=0)
    expect(g, "main", P2)
    assert prisoner in g.state.hand[P1]


def test_op16_041_returned_to_the_hand_by_the_opponent():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(BUGGY, don=1)
    inmate = s.p1.character(INMATE)
    prisoner, = s.p1.hand(PRISONER)
    returner, = s.p2.hand(RETURNER)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("play", returner))
    expect(g, "select", P2)
    g.apply(Action("select", inmate))
    _play_prisoner(g, prisoner)
    assert inmate in g.state.hand[P1]


@pytest.mark.parametrize("second", [False, True])
def test_op16_041_trashed_by_your_own_effect_once_per_turn(second):
    s = Scenario(turn=3, strict=True)
    s.p1.leader(BUGGY, don=1)
    inmates = s.p1.characters(INMATE, INMATE)
    cards = s.p1.hand(SELF_TRASH, SELF_TRASH)
    prisoner, spare = s.p1.hand(PRISONER, PRISONER)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", cards[0]))
    expect(g, "select", P1)
    g.apply(Action("select", inmates[0]))
    _play_prisoner(g, prisoner)
    expect(g, "main", P1)
    if second:                                      # [Once Per Turn]: not again
        g.apply(Action("play", cards[1]))
        expect(g, "select", P1)
        g.apply(Action("select", inmates[1]))
        expect(g, "main", P1)
        assert spare in g.state.hand[P1]
