"""Cost is not base cost (CR 4-9): "base" is the value written on the card
(CR 4-9-2; the official Q&A on OP04-119).  An effect that sets a card's cost
to a value changes its cost only; one that sets its base cost changes both."""

from optcg import Action
from optcg.engine.effects.language import (MAIN, Ability, Cards, Choose, CostChange, SetBaseCost,
                                           SetCost)
from optcg.engine.stats import base_cost, cost
from optcg.testing import Scenario, custom_card, expect_decision

PLAIN_6 = custom_card("T-PLAIN6", "Plain six", "Character", cost=6, power=7000)


def _event(*steps):
    return custom_card("T-EV", "Test event", "Event", Ability(MAIN, steps=steps), cost=0)


def _resolve(event_card, target_count: int = 1):
    s = Scenario(turn=3, turn_player=0)
    x = s.p2.character(PLAIN_6)
    ev, = s.p1.hand(event_card)
    g = s.build()
    g.apply(Action("play", ev))
    for _ in range(target_count):
        g.apply(Action("select", x))
    expect_decision(g, 0, "main")
    return g, x


def test_cr_4_9_2_setting_the_cost_leaves_the_base_cost_printed():
    g, x = _resolve(_event(SetCost(Choose(Cards(owner="opponent")), 0)))
    assert cost(g.state, x) == 0 and base_cost(g.state, x) == 6


def test_cr_4_9_2_2_setting_the_base_cost_changes_both():
    g, x = _resolve(_event(SetBaseCost(Choose(Cards(owner="opponent")), 2)))
    assert cost(g.state, x) == 2 and base_cost(g.state, x) == 2


def test_cr_4_9_a_cost_change_with_the_set_still_counts():
    """The cost counts from the value set; other cost changes still apply."""
    g, x = _resolve(_event(SetCost(Choose(Cards(owner="opponent")), 1),
                           CostChange(Choose(Cards(owner="opponent")), 2)), 2)
    assert cost(g.state, x) == 3 and base_cost(g.state, x) == 6
