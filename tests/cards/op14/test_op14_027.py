"""OP14-027 Shanks (Character): "[Your Turn] When this Character becomes
rested, rest up to 1 of your opponent's Characters with 7000 base power or
less." and "[Opponent's Turn] If this Character is rested, give all of your
opponent's Characters −1000 power."  Official ruling qa_op14_eb04.md
OP14-027: attacking rests it, so the effect activates."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, pick, times_activated

SHANKS = "OP14-027"
SEVEN = custom_card("T-7000", "Seven", cost=5, power=7000)
EIGHT = custom_card("T-8000", "Eight", cost=6, power=8000)


def test_qa_op14_027_attacking_rests_a_7000_base_power_character():
    s = Scenario(strict=True)
    shanks = s.p1.character(SHANKS)
    seven, eight = s.p2.character(SEVEN), s.p2.character(EIGHT)
    g = s.build()
    g.apply(Action("attack", shanks, s.p2.leader_id))
    expect(g, "select", P1)
    assert selectable(g) == {seven}
    pick(g, seven)
    assert g.state.rested[seven] and not g.state.rested[eight]


def test_op14_027_not_when_rested_in_the_opponents_turn():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    shanks = s.p1.character(SHANKS)
    s.p1.character("ST01-006")                    # a [Blocker] is not it
    att = s.p2.character(EIGHT)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect(g, "block", P1)
    assert times_activated(g, shanks) == 0


def test_op14_027_rested_in_the_opponents_turn_gives_their_characters_minus_1000():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.character(SHANKS, rested=True)
    theirs = s.p2.character(PLAIN)
    g = s.build()
    assert power(g.state, theirs) == 2000
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.character(SHANKS)                        # active: no −1000
    theirs = s.p2.character(PLAIN)
    assert power(s.build().state, theirs) == 3000
