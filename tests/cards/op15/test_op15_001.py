"""OP15-001 Krieg (Leader):
- "[DON!! x1] [Opponent's Turn] If the only Characters on your field are
  {East Blue} type Characters, give all of your opponent's Characters −2000
  power" (official Q&A on OP15-001: not with 0 Characters on your field);
- "[Activate: Main] [Once Per Turn] Rest up to 1 of your opponent's
  Characters that has 2 or more DON!! cards given."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

KRIEG = "OP15-001"
EAST_BLUE = custom_card("T-EB", "Pirate", cost=2, power=3000, types=("East Blue",))
OTHER = custom_card("T-NAVY", "Guard", cost=2, power=3000, types=("Navy",))
THEIRS = custom_card("T-THEIRS", "Theirs", cost=3, power=5000)


def _opponents_turn(*mine, given=1):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(KRIEG, don=given)
    for c in mine:
        s.p1.character(c)
    theirs = s.p2.character(THEIRS)
    return theirs, s.build()


def test_op15_001_in_the_opponents_turn_their_characters_get_minus_2000():
    theirs, g = _opponents_turn(EAST_BLUE, EAST_BLUE)
    assert power(g.state, theirs) == 3000


def test_op15_001_not_without_a_don_nor_with_another_type_nor_with_no_character():
    for mine, given in (((EAST_BLUE,), 0), ((EAST_BLUE, OTHER), 1), ((), 1)):
        theirs, g = _opponents_turn(*mine, given=given)
        assert power(g.state, theirs) == 5000, (mine, given)


def test_op15_001_not_in_your_own_turn():
    s = Scenario(turn=3)
    s.p1.leader(KRIEG, don=1)
    s.p1.character(EAST_BLUE)
    theirs = s.p2.character(THEIRS)
    g = s.build()
    assert power(g.state, theirs) == 5000


def test_op15_001_rests_a_character_with_2_don_given_once_per_turn():
    s = Scenario(turn=3)
    krieg = s.p1.leader(KRIEG)
    loaded = s.p2.character(THEIRS, don=2)
    light = s.p2.character(THEIRS, don=1)
    g = s.build()
    g.apply(Action("activate", krieg, 0))          # its only ability (the other is permanent)
    expect(g, "select", P1)
    choices = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert loaded in choices and light not in choices
    g.apply(Action("select", loaded))
    expect(g, "main", P1)
    assert g.state.rested[loaded] and not g.state.rested[light]
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == krieg]
