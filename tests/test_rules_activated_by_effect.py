"""CR 8-1-2 and 8-3-1-4: an ability activated by another ability ("[Trigger]
Activate this card's [Main] effect") activates as any other: a cost it has
is the player's to pay or decline; one with no cost asks nothing."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import exactly
from optcg.engine.effects.language import Ability, ActivateOwn, Draw, TrashFromHand
from optcg.testing import Scenario, custom_card, expect_decision

from cards.qa import FRANKY, NO_COUNTER_LIFE

COSTED = custom_card("T-AO-COST", "Costed Main", "Event",
                     Ability("Main", (Draw(exactly(2)),), cost=(TrashFromHand(1),)),
                     Ability("Trigger", (ActivateOwn("Main"),)), cost=1)
FREE = custom_card("T-AO-FREE", "Free Main", "Event",
                   Ability("Main", (Draw(exactly(1)),)),
                   Ability("Trigger", (ActivateOwn("Main"),)), cost=1)


def _hit(card):
    s = Scenario()
    attacker = s.p1.character(FRANKY)
    s.p2.life(card, NO_COUNTER_LIFE)
    s.p2.hand(NO_COUNTER_LIFE)
    s.p2.deck(NO_COUNTER_LIFE, NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    return g


def test_cr_8_3_1_4_cost_of_an_ability_activated_by_a_trigger_is_asked():
    g = _hit(COSTED)
    hand = list(g.state.hand[1])
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.hand[1] == hand                  # nothing trashed, nothing drawn


def test_cr_8_1_2_ability_without_cost_activated_by_a_trigger_asks_nothing():
    g = _hit(FREE)
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert len(st.hand[1]) == 2 and len(st.deck[1]) == 2    # drew 1 unasked
