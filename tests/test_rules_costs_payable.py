"""A cost that cannot be paid in full is not paid at all (CR 8-3-1-3): one
can-pay check on every path that starts an ability; "pay as much as
possible" (CR 8-3-1-3-1) only once paying has begun with the cost payable.
A [Trigger] that is not activated goes to the hand (CR 10-1-5-2)."""

import pytest

from optcg import Action, IllegalActionError
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import exactly
from optcg.engine.effects.language import (COUNTER as COUNTER_TIMING, ON_PLAY,
                                           TRIGGER as TRIGGER_TIMING, Ability, ActivateOwn,
                                           MAIN, Cards, Choose, DonMinus, Draw, KO)
from optcg.engine.events import AbilityActivated
from optcg.testing import Scenario, custom_card, expect_decision

FRANKY = "ST01-010"         # vanilla, 6000
VIVI = "ST01-009"           # vanilla, cost 2
PLAIN_LIFE = "ST01-006"     # no [Trigger]

# [Main] DON!! −2: K.O. up to 1 of your opponent's Characters.
# [Trigger] Activate this card's [Main] effect.
MAIN_BY_TRIGGER = custom_card("T-MAINTRIG", "Main by trigger", "Event",
                              Ability(MAIN, steps=(KO(Choose(Cards(owner="opponent"))),),
                                      cost=(DonMinus(2),)),
                              Ability(TRIGGER_TIMING, steps=(ActivateOwn(MAIN),)), cost=1)
# [Trigger] DON!! −1: draw 1 card.
COSTLY_TRIGGER = custom_card("T-COSTTRIG", "Costly trigger", "Character",
                             Ability(TRIGGER_TIMING, steps=(Draw(exactly(1)),), cost=(DonMinus(1),)))


def _activated(g, card: int, timing: str) -> bool:
    """Whether an ability of `card` with `timing` was activated."""
    abilities = g.state.defs[card].abilities
    return any(isinstance(e, AbilityActivated) and e.card == card
               and abilities[e.ability].timing == timing for e in g.events)


def _hit(life, don: int):
    """P1's 6000 attacks P2's Leader; P2's top Life card is `life`."""
    s = Scenario(turn=3, turn_player=0)
    a = s.p1.character(FRANKY)
    victim = s.p1.character(VIVI)
    top = s.p2.life(life, PLAIN_LIFE)[0]
    s.p2.don(active=don, deck=10 - don)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)             # no hand: no Counter Step asked
    return g, top, victim


def test_cr_8_3_1_3_activated_main_with_unpayable_don_minus_returns_nothing():
    """[Trigger] "activate this card's [Main]" whose [Main] costs DON!! −2,
    with 1 DON!! on the field: the DON!! stays, the [Main] is not activated."""
    g, top, victim = _hit(MAIN_BY_TRIGGER, 1)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, "main")
    st = g.state
    assert st.don_active[1] == 1 and st.don_deck[1] == 9
    assert victim in st.chars[0]
    assert top in st.trash[1]                 # the [Trigger] itself was activated
    assert not _activated(g, top, MAIN)


def test_cr_8_3_1_3_activated_main_with_payable_don_minus_pays_and_resolves():
    g, top, victim = _hit(MAIN_BY_TRIGGER, 2)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, DecisionKind.CONFIRM)             # the activated [Main]: pay its cost?
    g.apply(Action("accept"))
    g.apply(Action("select", victim))
    st = g.state
    assert st.don_active[1] == 0 and st.don_deck[1] == 10
    assert victim in st.trash[0]


def test_cr_8_3_1_3_and_10_1_5_2_unpayable_trigger_is_not_offered_and_goes_to_hand():
    g, top, _ = _hit(COSTLY_TRIGGER, 0)
    assert list(g.legal_actions()) == [Action("decline_trigger")]
    with pytest.raises(IllegalActionError, match="8-3-1-3"):
        g.apply(Action("use_trigger"))
    g.apply(Action("decline_trigger"))
    assert top in g.state.hand[1] and top not in g.state.trash[1]


def test_cr_8_3_1_4_and_10_1_5_2_declining_a_payable_trigger_keeps_the_don():
    """Choosing not to pay is choosing not to activate: hand, DON!! kept."""
    g, top, _ = _hit(COSTLY_TRIGGER, 1)
    assert set(g.legal_actions()) == {Action("use_trigger"), Action("decline_trigger")}
    g.apply(Action("decline_trigger"))
    st = g.state
    assert top in st.hand[1] and st.don_active[1] == 1 and st.don_deck[1] == 9


def test_cr_10_1_5_1_using_a_payable_trigger_pays_its_cost_and_trashes_it():
    g, top, _ = _hit(COSTLY_TRIGGER, 1)
    hand = len(g.state.hand[1])
    g.apply(Action("use_trigger"))
    st = g.state
    assert st.don_active[1] == 0 and st.don_deck[1] == 10
    assert top in st.trash[1] and len(st.hand[1]) == hand + 1     # drew 1


def _costed_triggers() -> list[str]:
    """Every card of the pool whose [Trigger] has an activation cost."""
    from optcg.cards.database import default_database
    from optcg.cards.defs import card_def
    out = []
    for info in default_database():
        d = card_def(info.number)
        if any(a.timing == TRIGGER_TIMING and a.cost for a in d.abilities):
            out.append(info.number)
    return out


COSTED_TRIGGERS = _costed_triggers()


def test_the_pool_has_costed_triggers():
    assert len(COSTED_TRIGGERS) >= 40 and "OP04-066" in COSTED_TRIGGERS


@pytest.mark.parametrize("number", COSTED_TRIGGERS)
def test_cr_8_3_1_3_and_10_1_5_2_every_costed_trigger_unpayable_goes_to_hand(number):
    """A player with nothing to pay with (no DON!!, no hand, no other Life
    card, a rested Leader, no Character) cannot activate any of the pool's
    costed [Trigger]s: only declining is offered, and the card goes to the
    hand."""
    s = Scenario(turn=3, turn_player=0)
    a = s.p1.character(FRANKY)
    s.p2.leader("ST01-001", rested=True)
    card = s.p2.life(number)[0]
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)             # no hand: no Counter Step asked
    assert list(g.legal_actions()) == [Action("decline_trigger")]
    g.apply(Action("decline_trigger"))
    assert card in g.state.hand[1]


def _activating_costed_abilities() -> list[str]:
    """Every card of the pool whose [Trigger] activates another of its
    abilities that has an activation cost ("Activate this card's [Main]")."""
    from optcg.cards.database import default_database
    from optcg.cards.defs import card_def
    out = []
    for info in default_database():
        d = card_def(info.number)
        for a in d.abilities:
            if a.timing != TRIGGER_TIMING:
                continue
            for step in a.steps:
                if isinstance(step, ActivateOwn) and any(
                        d.abilities[k].cost for k in d.by_timing.get(step.timing, ())):
                    out.append(info.number)
    return out


ACTIVATING = _activating_costed_abilities()


@pytest.mark.parametrize("number", ACTIVATING)
def test_cr_8_3_1_3_every_activated_ability_with_an_unpayable_cost_pays_nothing(number):
    """The [Trigger] is activated, but the ability it activates cannot pay
    its cost in full: nothing is paid and that ability is not activated."""
    s = Scenario(turn=3, turn_player=0)
    a = s.p1.character(FRANKY)
    victim = s.p1.character(VIVI)
    s.p2.leader("ST01-001", rested=True)
    card = s.p2.life(number)[0]
    s.p2.deck(VIVI)                            # 1 card: too few to trash 2
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)             # no hand: no Counter Step asked
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, "main")
    st = g.state
    assert card in st.trash[1]
    assert victim in st.chars[0] and a in st.chars[0]
    assert len(st.deck[1]) == 1 and st.hand[1] == [] and st.don_deck[1] == 10
    assert _activated(g, card, TRIGGER_TIMING)
    assert not any(_activated(g, card, t) for t in (MAIN, COUNTER_TIMING, ON_PLAY))
