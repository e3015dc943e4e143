"""What a player reads does not depend on a fact about a card they may not
see (CR 3-1-5, 3-4-3): the engine's events and their English say the same
to them whichever hidden card it was.  The seeded games of test_privacy
check this on twin games (`check_wording`); these are the cases found."""

from __future__ import annotations

from optcg import Action
from optcg.engine import events as E
from optcg.testing import Scenario, answer, expect
from optcg.text.english import log_lines

P1, P2 = 0, 1


def _damage_to_top_life(top: str, use_trigger: bool = False):
    """P1's Leader attacks P2's Leader with the Life card `top` on top; P2
    neither blocks nor counters, and declines a [Trigger]."""
    s = Scenario(turn=3)
    s.p2.life(top, "ST01-006")                    # the top card first
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    while not game.over and game.decision.player == P2:
        d = game.decision
        quiet = next(a for a in d.options
                     if a.kind in ("no_block", "end_counters", "decline_trigger"))
        game.apply(quiet)
    return game


def _the_card_taken(game) -> int:
    return next(e.card for e in game.events if type(e) is E.LifeTaken)


def test_cr_10_1_5_2_a_declined_trigger_reads_as_any_life_card_added_by_damage():
    """Usopp (ST01-002) has a [Trigger], Chopper (ST01-006) has none: P2
    declines Usopp's, and P1 and a spectator read the same as for Chopper
    (the log said "without using its [Trigger]" only for a card with one);
    P2 is told their own card and the [Trigger] they declined."""
    with_trigger, without = _damage_to_top_life("ST01-002"), _damage_to_top_life("ST01-003")
    assert any(type(e) is E.LifeTaken and e.trigger_declined for e in with_trigger.events)
    for viewer in (P1, None):
        assert log_lines(with_trigger, viewer) == log_lines(without, viewer)
        taken = [e for e in with_trigger.events_for(viewer) if type(e) is E.LifeTaken]
        plain = [e for e in without.events_for(viewer) if type(e) is E.LifeTaken]
        assert taken == plain and taken[0].card == E.HIDDEN
        # nor is a decision about the card told by its kind
        asked = [e for e in with_trigger.events_for(viewer)
                 if type(e) is E.DecisionAsked and e.player == P2 and e.kind == "trigger"]
        assert asked == []
    mine = log_lines(with_trigger, P2)
    assert any("Usopp (ST01-002) from Life to their hand without using its [Trigger]" in line
               for line in mine)


def _play_rosinante(second: str):
    """P1 plays Donquixote Rosinante (OP10-072: "[On Play] You may trash 1
    Event from your hand: Draw 2 cards.") with `second` the other card of
    their hand, and declines the cost, asked whether or not it can be paid
    (whether the hand holds an Event is hidden: CR 3-1-5)."""
    s = Scenario(turn=3)
    rosinante = s.p1.hand("OP10-072")[0]
    s.p1.hand(second)
    s.p1.deck(*["ST01-003"] * 5)
    s.p1.don(active=5)
    game = s.build()
    game.apply(Action("play", rosinante))
    answer(game, "confirm", Action("decline"), P1)
    expect(game, "main", P1)
    return game


def test_cr_8_3_1_3_a_cost_that_cannot_be_paid_reads_to_the_others_as_not_activated():
    """With an Event in hand (Guard Point, ST01-014) P1 may pay OP10-072's
    cost and declines it; with a Character (ST01-006) the cost cannot be
    paid.  P2 and a spectator read "P1 does not activate" either way (the
    log told them "the cost cannot be paid", that is, P1's hand holds no
    Event); P1 is told why."""
    payable, unpayable = _play_rosinante("ST01-014"), _play_rosinante("ST01-006")
    assert any(type(e) is E.AbilityDeclined for e in payable.events)
    assert any(type(e) is E.CostUnpayable for e in unpayable.events)
    for viewer in (P2, None):
        said = [line for line in log_lines(unpayable, viewer) if "[On Play]" in line]
        assert said == [line for line in log_lines(payable, viewer) if "[On Play]" in line]
        assert said == ["P1 does not activate [On Play] of Donquixote Rosinante (OP10-072)."]
        assert not any(type(e) is E.CostUnpayable for e in unpayable.events_for(viewer))
    assert ("Donquixote Rosinante (OP10-072): the cost of [On Play] cannot be paid."
            in log_lines(unpayable, P1))


def _attack_with_in_hand(card: str):
    """P1's Leader attacks P2's Leader while P2 holds `card`; P2 neither
    blocks nor counters."""
    s = Scenario(turn=3)
    s.p2.hand(card)
    s.p2.life("ST01-006")
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    asked = []
    while not game.over and game.decision.player == P2:
        asked.append(game.decision.kind)
        game.apply(next(a for a in game.decision.options
                        if a.kind in ("no_block", "end_counters", "decline_trigger")))
    return game, asked


def test_cr_3_4_3_whether_a_counter_step_is_asked_is_told_to_the_defender_only():
    """With a Counter card in hand (ST01-003, +1000) P2 is asked in the
    Counter Step; with a card without one (ST01-012) the step is skipped.
    The attacker and a spectator must not tell the two games apart: a
    decision asked of the other player is not among their events."""
    countered, skipped = _attack_with_in_hand("ST01-003"), _attack_with_in_hand("ST01-012")
    assert "counter" in countered[1] and "counter" not in skipped[1]
    for viewer in (P1, None):
        assert log_lines(countered[0], viewer) == log_lines(skipped[0], viewer)
        kinds = [type(e).__name__ for e in countered[0].events_for(viewer)]
        assert kinds == [type(e).__name__ for e in skipped[0].events_for(viewer)]
        assert not any(type(e) is E.DecisionAsked and e.player == P2
                       for e in countered[0].events_for(viewer))
    assert any(type(e) is E.DecisionAsked and e.kind == "counter"
               for e in countered[0].events_for(P2))
