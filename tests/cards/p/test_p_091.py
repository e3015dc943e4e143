"""P-091 Shirahoshi (Character, cost 4): [Activate: Main] resting this
Character: up to 1 of your {Neptunian} type Characters can attack Characters
on the turn in which it is played ([Rush: Character], CR 10-1-6)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

SHIRAHOSHI = "P-091"
NEPTUNIAN = custom_card("T-NP", "Sea King", cost=5, power=7000, types=("Neptunian",))
FILLER = "ST01-006"


def _attacks(g, card):
    return {a.target for a in g.legal_actions() if a.kind == "attack" and a.card == card}


def test_p_091_rests_to_let_a_neptunian_played_this_turn_attack_characters():
    s = Scenario(turn=3, strict=True)
    shirahoshi = s.p1.character(SHIRAHOSHI)
    king = s.p1.character(NEPTUNIAN, played_this_turn=True)
    rested = s.p2.character(FILLER, rested=True)
    g = s.build()
    g.apply(Action("activate", shirahoshi, 1))
    expect(g, "select", P1)
    assert selectable(g) == {king}, "not Shirahoshi herself (not {Neptunian})"
    g.apply(Action("select", king))
    expect(g, "main", P1)
    assert g.state.rested[shirahoshi] and _attacks(g, king) == {rested}


def test_p_091_cannot_be_activated_once_rested():
    s = Scenario(turn=3, strict=True)
    shirahoshi = s.p1.character(SHIRAHOSHI, rested=True)
    s.p1.character(NEPTUNIAN, played_this_turn=True)
    g = s.build()
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == shirahoshi]
