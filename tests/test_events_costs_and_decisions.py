"""Events of paid costs and asked decisions: CostPaid says which cost steps
were paid and which cards they took, each card public or known to its
owner only (CR 8-3-1, 3-1-5, 3-4-3); DecisionAsked names the rule that asks
the decision."""

from __future__ import annotations

import random

import optcg
from optcg import Action
from optcg.engine import events as E
from optcg.engine.constants import DECK, HAND
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card

ALL = (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE)


def _plain(name):
    return custom_card(f"T-{name}", name, "Character", cost=1, power=1000)


def _activated(cost, hand=2):
    """P1 activates a Character's [Activate: Main] `cost`: Draw 1 card."""
    payer = custom_card("T-PAYER", "Payer", "Character",
                        L.Ability(L.ACTIVATE_MAIN, cost=cost, steps=(L.Draw(L.exactly(1)),)),
                        cost=2, power=3000)
    s = Scenario(turn=3)
    card = s.p1.character(payer)
    in_hand = s.p1.hand(*[_plain(f"H{k}") for k in range(hand)])
    s.p1.deck(*[_plain(f"D{k}") for k in range(3)])
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("activate", card, 0))
    return game, card, in_hand


def _cost_paid(game):
    [paid] = [e for e in game.events if type(e) is E.CostPaid]
    return paid


def test_cost_paid_lists_each_cost_step_and_the_cards_everyone_saw_go():
    """CR 8-3-1: ② and trashing 1 card from the hand and resting this
    Character; the trashed card and the rested one are public."""
    game, card, hand = _activated((L.RestDon(2), L.TrashFromHand(1), L.RestThis()))
    game.apply(Action("select", hand[0]))
    assert hand[0] in game.state.trash[0] and game.state.rested[card]
    paid = _cost_paid(game)
    assert (paid.player, paid.card, paid.ability, paid.rule) == (0, card, 0, "8-3-1")
    assert paid.costs == ("RestDon", "TrashFromHand", "RestThis")
    assert paid.counts == (2, 1, 1)
    assert paid.cards == (hand[0], card) and paid.secret_cards == ()
    assert all(E.event_for(paid, viewer) is paid for viewer in (0, 1, None))
    # it comes after the steps of the cost, before the effect
    kinds = [type(e) for e in game.events]
    at = kinds.index(E.CostPaid)
    assert kinds.index(E.Rested) < at < kinds.index(E.Drew)


def test_a_card_a_cost_places_face_down_in_the_deck_is_its_owners_secret():
    """CR 3-1-5, 3-4-3: the card went from the hand to the bottom of the
    deck; the opponent and a spectator learn that one card went, not which."""
    bottom = L.StepCost(L.ToDeckBottom(L.Choose(L.Cards(L.YOU, L.HAND, ALL), L.exactly(1))))
    game, card, hand = _activated((L.RestDon(1), bottom))
    game.apply(Action("select", hand[1]))
    assert game.state.deck[0][0] == hand[1]
    paid = _cost_paid(game)
    assert paid.costs == ("RestDon", "ToDeckBottom") and paid.counts == (1, 1)
    assert paid.cards == () and paid.secret_cards == (hand[1],)
    assert E.event_for(paid, 0) is paid
    for viewer in (1, None):
        seen = E.event_for(paid, viewer)
        assert seen.secret_cards == (E.HIDDEN,)
        assert seen._replace(secret_cards=paid.secret_cards) == paid     # nothing else hidden
    moved = [e for e in game.events if type(e) is E.CardMoved and e.card == hand[1]]
    assert [(e.src, e.dst) for e in moved] == [(HAND, DECK)]


def test_a_cost_of_dons_alone_names_no_card():
    """DON!! −1 (CR 10-2-10): DON!! cards are counted, not named."""
    game, card, _ = _activated((L.DonMinus(1),))
    paid = _cost_paid(game)
    assert paid.costs == ("DonMinus",) and paid.counts == (1,)
    assert paid.cards == paid.secret_cards == ()


def test_an_ability_without_a_cost_logs_no_cost_paid():
    game, card, _ = _activated(())
    kinds = [type(e) for e in game.events]
    assert E.AbilityActivated in kinds and E.Drew in kinds      # it was activated
    assert E.CostPaid not in kinds


def test_decision_asked_names_the_rule_of_the_decisions_purpose():
    """Each DecisionAsked cites the rule that asks it, the one its
    decision's purpose names (the Main Phase CR 6-5-2, the Counter Step
    CR 7-1-3-2, an effect's choice CR 8-4-4, ...)."""
    rules = set()
    for seed in range(4):
        game = optcg.new_game("st01", "st02", seed=seed)
        choice = random.Random(seed).choice
        while not game.over:
            asked = [e for e in game.events if type(e) is E.DecisionAsked][-1]
            purpose = game.decision.purpose
            assert asked.kind == game.decision.kind
            assert asked.rule == purpose.rule and asked.rule, asked
            rules.add((asked.kind, asked.rule))
            game.apply(choice(game.legal_actions()))
    assert {("main", "6-5-2"), ("counter", "7-1-3-2"), ("mulligan", "5-2-1-6")} <= rules
