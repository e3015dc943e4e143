"""ST10-006 Monkey.D.Luffy (Character): [Once Per Turn] when the opponent
activates a [Blocker], K.O. up to 1 of their Characters with 8000 power or
less (CR 10-1-4: activating [Blocker] is the event).  Printed "a [Blocker]",
it is the same timing as "activates [Blocker]" (OP09-118), worded apart."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects.phrasing import wording
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable

CARD = "ST10-006"


def _wall():
    return custom_card("TEST-WALL", "Wall", "Character", keywords=("Blocker",), power=6000)


def test_st10_006_is_the_blocker_timing_worded_with_an_article():
    from optcg.cards.defs import card_def
    ability = card_def(CARD).abilities[0]
    assert ability.timing == L.WHEN_OPPONENT_ACTIVATES_BLOCKER
    assert wording(ability, "event_form") == 1


def test_st10_006_kos_a_character_of_8000_or_less_when_the_opponent_blocks():
    s = Scenario(turn=3)
    luffy = s.p1.character(CARD)
    wall = s.p2.character(_wall())
    big = s.p2.character(custom_card("TEST-BIG", "Big", "Character", power=9000))
    small = s.p2.character(custom_card("TEST-SMALL", "Small", "Character", power=8000))
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    expect_decision(g, P2, "block")
    g.apply(Action("block", wall))
    expect_decision(g, P1, "select")
    assert small in selectable(g) and wall in selectable(g) and big not in selectable(g)
    g.apply(Action("select", small))
    assert small in g.state.trash[P2] and big in g.state.chars[P2]


def test_st10_006_does_nothing_without_a_block():
    s = Scenario(turn=3)
    luffy = s.p1.character(CARD)
    s.p2.character(_wall())
    small = s.p2.character(custom_card("TEST-SMALL", "Small", "Character", power=8000))
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    g.apply(Action("no_block"))
    assert small in g.state.chars[P2] and not g.state.trash[P2]
