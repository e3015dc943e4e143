"""OP11-031 Jinbe (Character, cost 6): [Activate: Main] [Once Per Turn] up
to 1 of your {Fish-Man} or {Merfolk} type Characters can attack Characters
on the turn in which it is played (the effect of [Rush: Character], CR
10-1-6: Characters, not the Leader)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

JINBE = "OP11-031"
FISHMAN = custom_card("T-FM", "Swimmer", cost=3, power=5000, types=("Fish-Man",))
PIRATE = custom_card("T-PI", "Pirate", cost=3, power=5000, types=("Straw Hat Crew",))
FILLER = "ST01-006"


def _attacks(g, card):
    return {a.target for a in g.legal_actions() if a.kind == "attack" and a.card == card}


def test_op11_031_a_fish_man_played_this_turn_can_attack_characters():
    s = Scenario(turn=3, strict=True)
    jinbe = s.p1.character(JINBE)
    new = s.p1.character(FISHMAN, played_this_turn=True)
    s.p1.character(PIRATE, played_this_turn=True)
    rested = s.p2.character(FILLER, rested=True)
    g = s.build()
    assert _attacks(g, new) == set(), "played this turn (CR 3-7-4)"
    g.apply(Action("activate", jinbe, 1))
    expect(g, "select", P1)
    assert selectable(g) == {jinbe, new}, "{Fish-Man} or {Merfolk} type (Jinbe is one)"
    g.apply(Action("select", new))
    expect(g, "main", P1)
    assert _attacks(g, new) == {rested}, "Characters, not the Leader"
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == jinbe
                and a.target == 1], "[Once Per Turn]"
