"""EB04-007 Roronoa Zoro (Character, cost 7):
- "[On Play] Your Leader gains +2000 power until the end of your opponent's
  next End Phase";
- "[Activate: Main] [Once Per Turn] If your opponent has a Character with 8000
  power or more, this Character gains [Rush: Character] during this turn."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

ZORO = "EB04-007"
EIGHT = custom_card("T-P8", "Eight", cost=6, power=8000)
SEVEN = custom_card("T-P7", "Seven", cost=6, power=7000)


def test_eb04_007_leader_gains_2000_through_the_opponents_next_turn():
    s = Scenario(turn=3)
    leader = s.p1.leader("ST01-001")
    zoro, = s.p1.hand(ZORO)
    s.p1.don(active=7)
    g = s.build()
    g.apply(Action("play", zoro))
    assert power(g.state, leader) == 7000
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert power(g.state, leader) == 7000
    g.apply(Action("end_phase"))
    expect(g, "main", P1)
    assert power(g.state, leader) == 5000


def _played(opponent_char):
    s = Scenario(turn=3)
    zoro, = s.p1.hand(ZORO)
    s.p1.don(active=7)
    theirs = s.p2.character(opponent_char, rested=True)
    g = s.build()
    g.apply(Action("play", zoro))
    return zoro, theirs, g


def test_eb04_007_gains_rush_character_against_an_8000_character():
    zoro, theirs, g = _played(EIGHT)
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card == zoro]
    g.apply(Action("activate", zoro, 1))            # its second ability
    targets = {a.target for a in g.legal_actions() if a.kind == "attack" and a.card == zoro}
    assert targets == {theirs}, "[Rush: Character]: Characters only (CR 10-1-6)"


def test_eb04_007_not_against_7000():
    zoro, theirs, g = _played(SEVEN)
    g.apply(Action("activate", zoro, 1))
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card == zoro]
