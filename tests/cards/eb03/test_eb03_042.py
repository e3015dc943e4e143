"""EB03-042 Koala (Character, cost 4): when K.O.'d in the opponent's turn,
up to 1 card is played from the hand or the trash: a {Revolutionary Army}
type Character of cost 6 or less other than [Koala], or a [Nico Robin] of
cost 6 or less (one card, either description; the area said once for
both)."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

KOALA = "EB03-042"
SOLDIER = custom_card("T-RA", "Soldier", cost=5, power=6000, types=("Revolutionary Army",))
OFFICER = custom_card("T-RA7", "Officer", cost=7, power=8000, types=("Revolutionary Army",))
OTHER_KOALA = custom_card("T-KO", "Koala", cost=3, power=4000, types=("Revolutionary Army",))
ROBIN = custom_card("T-NR", "Nico Robin", cost=6, power=7000, types=("Straw Hat Crew",))
ATTACKER = custom_card("T-AT", "Attacker", cost=5, power=9000)


def _koed(hand=(), trash=(), turn_player=P2):
    """P2's Attacker K.O.s P1's Koala in battle; returns (game, hand, trash)."""
    s = Scenario(turn=4, turn_player=turn_player, strict=True)
    koala = s.p1.character(KOALA, rested=True)
    in_hand = s.p1.hand(*hand)
    in_trash = s.p1.trash(*trash)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, koala))
    expect(g, "block", P1)
    g.apply(Action("no_block"))
    expect(g, "counter", P1)
    g.apply(Action("end_counters"))
    assert koala in g.state.trash[P1]
    return g, in_hand, in_trash


def test_eb03_042_plays_a_revolutionary_army_character_or_robin_from_hand_or_trash():
    g, (soldier, officer), (robin, other_koala) = _koed(
        hand=(SOLDIER, OFFICER), trash=(ROBIN, OTHER_KOALA))
    expect(g, "select", P1)
    assert selectable(g) == {soldier, robin}, "not cost 7, not another [Koala]"
    g.apply(Action("select", robin))
    expect(g, "main", P2)
    assert robin in g.state.chars[P1] and soldier in g.state.hand[P1], "one card only"


def test_eb03_042_plays_from_the_hand_too():
    g, (soldier,), _ = _koed(hand=(SOLDIER,))
    expect(g, "select", P1)
    g.apply(Action("select", soldier))
    expect(g, "main", P2)
    assert soldier in g.state.chars[P1]


def test_eb03_042_not_when_koed_in_its_owners_turn():
    """[Opponent's Turn]: K.O.'d in P1's own turn (by P1's own [On Play]),
    nothing is played."""
    purger = custom_card("T-PG", "Purger", "Character",
                         L.Ability(L.ON_PLAY, steps=(L.KO(L.Choose(L.Cards(L.YOU))),)), cost=1)
    s = Scenario(turn=3, strict=True)
    koala = s.p1.character(KOALA)
    card, soldier = s.p1.hand(purger, SOLDIER)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", card))
    expect(g, "select", P1)
    g.apply(Action("select", koala))
    expect(g, "main", P1)
    assert koala in g.state.trash[P1] and soldier in g.state.hand[P1]
