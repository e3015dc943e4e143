"""OP15-032 Brook (Character, cost 6):
- "[On Play] Rest up to 1 of your opponent's cards";
- "[Activate: Main] You may trash this Character: If your Leader has the
  {Straw Hat Crew} type, set up to 1 of your Characters with a base cost of 8
  or less as active."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

BROOK = "OP15-032"


def test_op15_032_on_play_rests_an_opponents_card():
    s = Scenario(turn=3)
    brook, = s.p1.hand(BROOK)
    s.p1.don(active=6)
    theirs = s.p2.character("ST01-006")
    g = s.build()
    g.apply(Action("play", brook))
    expect(g, "select", P1)
    g.apply(Action("select", theirs))
    assert g.state.rested[theirs]


def _trashed(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    brook = s.p1.character(BROOK)
    tired = s.p1.character(custom_card("T-C8", "Eight", cost=8, power=9000), rested=True)
    g = s.build()
    g.apply(Action("activate", brook, 1))          # its second ability
    return brook, tired, g


def test_op15_032_trashed_sets_a_rested_character_active_under_a_straw_hat_leader():
    brook, tired, g = _trashed("OP11-040")         # Monkey.D.Luffy, {Straw Hat Crew}
    expect(g, "select", P1)
    g.apply(Action("select", tired))
    assert brook in g.state.trash[P1] and not g.state.rested[tired]


def test_op15_032_under_another_leader_only_trashes_itself():
    brook, tired, g = _trashed("ST02-001")         # Eustass"Captain"Kid, {Supernovas}
    expect(g, "main", P1)
    assert brook in g.state.trash[P1] and g.state.rested[tired]
