"""Whether an optional cost can be paid is told to no one who may not see
the cards it turns on (CR 3-1-5, 8-3-1-3, 8-3-1-4).

Who is deciding is public (every view names `game.decision.player`, the
browser shows "opponent is deciding"), so an effect whose cost chooses cards
of a filter from the hand is offered whether or not the hand holds one:
with no such card its player may only decline.  Twin games that differ only
in one hidden hand card (a card that can pay the cost against one that
cannot, the hand's size the same) must then look the same to the opponent
and to a spectator (views, events, the log, who decides what and when)
until the owner answers differently.  A cost that turns only on public facts
(DON!!, the hand's size, the field) is still not offered when it cannot be
paid.
"""

from __future__ import annotations

import pytest

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.decision_kinds import CONFIRM
from optcg.engine.effects import language as L
from optcg.engine.effects.activation import cost_turns_on_hidden
from optcg.testing import Scenario, expect_decision
from optcg.text.english import log_lines

from cards.qa import BLANK, CHOPPER, VIVI

P1, P2 = 0, 1
ROSINANTE = "OP10-072"      # [On Play] you may trash 1 Event from your hand: draw 2
LUFFY = "OP03-070"          # [On Play] you may trash 1 Character card ... from your hand
EVENT = "OP15-020"          # an Event: pays Rosinante's cost
COST_5 = "OP02-053"         # a vanilla Character of cost 5: pays Luffy's
GORDON = "OP01-011"         # [On Play] you may place 1 card from your hand at the bottom
OBSERVERS = (P2, None)


def _seen(game, viewer) -> tuple:
    """All that `viewer` is given of the game now."""
    d = game.decision
    asked = None if game.over else (d.player, d.kind, d.card,
                                    None if d.purpose is None else d.purpose.text)
    options = None if game.over or d.player != viewer else d.options
    return (game.view(viewer).to_dict() if viewer is not None else None,
            [type(e).__name__ for e in game.events_for(viewer)],
            log_lines(game, viewer), asked, options)


def _twin(card: str, payer: str, filler: str, pays: bool):
    """P1 holds `card` and one more card: `payer` (which can pay its cost)
    or `filler` (which cannot), with 8 active DON!! and a deck to draw."""
    s = Scenario()
    hand = s.p1.hand(card, payer if pays else filler)
    s.p1.don(active=8)
    s.p1.deck(VIVI, VIVI, VIVI)
    return s.build(), hand


def _play_through(game, card_id: int, answers: list) -> list:
    """Play `card_id`, then take `answers` (stopping at one that is not
    legal); what each observer sees after every step."""
    seen = [[_seen(game, v) for v in OBSERVERS]]
    game.apply(Action("play", card_id))
    seen.append([_seen(game, v) for v in OBSERVERS])
    for kind in answers:
        d = game.decision
        action = next((a for a in d.options if a.kind == kind), None)
        if action is None:
            seen.append(f"P{d.player + 1} was not asked {kind!r} but {d.kind!r}")
            break
        game.apply(action)
        seen.append([_seen(game, v) for v in OBSERVERS])
    return seen


@pytest.mark.parametrize("card,payer", [(ROSINANTE, EVENT), (LUFFY, COST_5)])
def test_cr_3_1_5_and_8_3_1_3_a_hidden_cost_is_offered_whether_or_not_it_can_be_paid(
        card, payer):
    """With a card that pays in hand the player may accept or decline; with
    none they are asked all the same and may only decline (CR 8-3-1-3)."""
    filler = CHOPPER if card == LUFFY else VIVI
    payable, (c1, _) = _twin(card, payer, filler, True)
    unpayable, (c2, _) = _twin(card, payer, filler, False)
    assert cost_turns_on_hidden(card_def(card).abilities[0])
    for g, c in ((payable, c1), (unpayable, c2)):
        g.apply(Action("play", c))
        expect_decision(g, P1, CONFIRM)
    assert {a.kind for a in payable.decision.options} == {"accept", "decline"}
    assert [a.kind for a in unpayable.decision.options] == ["decline"]
    assert payable.decision.purpose == unpayable.decision.purpose
    unpayable.apply(Action("decline"))
    expect_decision(unpayable, P1, "main")
    assert len(unpayable.state.hand[P1]) == 1 and len(unpayable.state.deck[P1]) == 3
    assert unpayable.don(P1).active == 8 - card_def(card).cost   # the play cost alone


@pytest.mark.parametrize("card,payer,filler", [(ROSINANTE, EVENT, VIVI),
                                               (LUFFY, COST_5, CHOPPER)])
def test_cr_3_1_5_twin_hands_look_the_same_to_the_opponent_until_the_owner_answers_apart(
        card, payer, filler):
    """The twin games differ only in P1's second hand card.  Declining in
    both, P2 and a spectator see the same views, events, log and decisions
    throughout; accepting where it can be paid, they see the same up to that
    answer."""
    one, (c1, _) = _twin(card, payer, filler, True)
    two, (c2, _) = _twin(card, payer, filler, False)
    assert _play_through(one, c1, ["decline", "end_phase"]) == \
        _play_through(two, c2, ["decline", "end_phase"])
    three, (c3, _) = _twin(card, payer, filler, True)
    four, (c4, _) = _twin(card, payer, filler, False)
    accepted = _play_through(three, c3, [])
    declined = _play_through(four, c4, [])
    assert accepted == declined                      # asked alike: the answer is P1's own


def test_cr_8_3_1_3_a_cost_turning_on_public_facts_only_is_not_offered_unpaid():
    """Gordon's cost (1 card from the hand, any card) turns on the hand's
    size only, which both players see: with no other card it is not
    offered, as before."""
    assert not cost_turns_on_hidden(card_def(GORDON).abilities[0])
    s = Scenario()
    gordon = s.p1.hand(GORDON)[0]
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", gordon))
    expect_decision(g, P1, "main")


def test_the_pool_cards_whose_costs_turn_on_hidden_cards_are_found():
    """The survey of the pool: a filtered choice from the hand is hidden,
    DON!! and "rest this card" costs and plain hand counts are not."""
    found = {n for n in (ROSINANTE, LUFFY, "OP02-018", "P-083")
             if any(a.cost and cost_turns_on_hidden(a) for a in card_def(n).abilities)}
    assert found == {ROSINANTE, LUFFY, "OP02-018", "P-083"}
    public = [a for n in (GORDON, "OP09-060", "OP01-002")
              for a in card_def(n).abilities if a.cost]
    assert public and not any(cost_turns_on_hidden(a) for a in public)
    assert all(a.timing != L.TRIGGER for a in public)


def _on_play_hidden_costs() -> list[str]:
    """Every Character of the pool whose [On Play] has a cost that turns on
    hidden cards and no condition."""
    from optcg.cards.database import default_database
    out = []
    for info in default_database():
        d = card_def(info.number)
        if d.implemented and info.category == "Character" and any(
                a.timing == L.ON_PLAY and a.cost and not a.conditions
                and cost_turns_on_hidden(a) for a in d.abilities):
            out.append(info.number)
    return out


ON_PLAY_HIDDEN = _on_play_hidden_costs()


def test_the_pool_has_on_play_costs_that_turn_on_hidden_cards():
    assert ROSINANTE in ON_PLAY_HIDDEN and LUFFY in ON_PLAY_HIDDEN


@pytest.mark.parametrize("number", ON_PLAY_HIDDEN)
def test_cr_3_1_5_every_on_play_hidden_cost_is_offered_with_no_card_to_pay_it(number):
    """With only blank cards beside it in hand (which pay no filter of the
    pool), as many as the cost needs, each such [On Play] is still offered
    to its player, to be declined; declining it pays nothing (CR 8-3-1-3).
    (With fewer cards than it needs, the hand's public size says it cannot
    be paid: it is not offered.)"""
    s = Scenario()
    card, *blanks = s.p1.hand(number, BLANK, BLANK, BLANK)
    s.p1.don(active=10)
    s.p1.deck(VIVI, VIVI, VIVI)
    s.p1.trash(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", card))
    expect_decision(g, P1, CONFIRM)
    assert g.decision.options == (Action("decline"),)
    g.apply(Action("decline"))
    assert g.state.hand[P1] == blanks and len(g.state.deck[P1]) == 3


def test_cr_8_3_1_3_a_hand_too_small_for_a_hidden_cost_is_public_and_not_offered():
    """OP04-098's cost trashes 2 cards of a filter from the hand: with 1
    other card in hand its size alone (public) says it cannot be paid."""
    assert "OP04-098" in ON_PLAY_HIDDEN
    s = Scenario()
    card, _ = s.p1.hand("OP04-098", BLANK)
    s.p1.don(active=10)
    g = s.build()
    g.apply(Action("play", card))
    expect_decision(g, P1, "main")
