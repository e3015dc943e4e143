"""optcg.rule_checks: each check passes on the engine's games and fails on
a game that breaks its rule (a wrong event, a DON!! moved unseen, a power
computed in the wrong turn)."""

import random

import pytest

import optcg
from optcg import rule_checks
from optcg.engine import events as E
from optcg.rule_checks import RuleChecks, RuleViolation


def played(seed=3, deck1="st01", deck2="st02", until=None):
    """A random game with its checks, played to the end (or until `until`
    returns true after an action)."""
    g = optcg.new_game(deck1, deck2, seed=seed, log=True)
    checks = RuleChecks(g)
    rng = random.Random(seed)
    while not g.over:
        g.apply(rng.choice(g.legal_actions()))
        checks.after_action()
        if until is not None and until(g):
            break
    return g, checks


def test_every_check_runs_in_random_games_and_finds_nothing():
    total: dict = {}
    for seed in range(40):
        for decks in (("st01", "st02"), ("st03", "st04")):
            _, checks = played(seed, *decks)
            for k, v in checks.checked.items():
                total[k] = total.get(k, 0) + v
    assert set(total) == {"battles", "attacks", "don_moves", "don_power", "once_per_turn",
                          "don_minus", "triggers"}
    assert all(v > 40 for k, v in total.items() if k != "don_minus"), total
    assert total["don_minus"] > 0, total              # ST-04's DON!! -X cards


def test_needs_the_games_events():
    g = optcg.new_game("st01", "st02", seed=1, log=False)
    with pytest.raises(ValueError, match="log=True"):
        RuleChecks(g)


def _in_main_phase_of_turn_3(g):
    return g.state.turn >= 3


def test_cr_7_1_4_1_an_attack_reported_lost_at_equal_power_is_caught():
    g, checks = played(until=_in_main_phase_of_turn_3)
    st = g.state
    g.events.append(E.BattleResult(st.turn, "7-1-4", st.leaders[0], st.leaders[1],
                                   5000, 5000, False, 0))
    with pytest.raises(RuleViolation, match="CR 7-1-4-1 "):
        checks.after_action()


def test_cr_7_1_4_2_damage_from_a_lost_attack_is_caught():
    g, checks = played(until=_in_main_phase_of_turn_3)
    st = g.state
    g.events.append(E.BattleResult(st.turn, "7-1-4", st.leaders[0], st.leaders[1],
                                   4000, 5000, False, 1))
    with pytest.raises(RuleViolation, match="CR 7-1-4-1-1"):
        checks.after_action()


def test_cr_6_5_6_1_an_attack_on_a_first_turn_is_caught():
    g, checks = played(until=lambda g: True)
    st = g.state
    assert st.turn <= 2
    g.events.append(E.AttackDeclared(2, "7-1-1", 1, st.leaders[1], st.leaders[0], 5000))
    with pytest.raises(RuleViolation, match="CR 6-5-6-1"):
        checks.after_action()


def test_cr_10_2_10_a_don_returned_without_its_event_is_caught():
    g, checks = played(until=_in_main_phase_of_turn_3)
    st = g.state
    st.don_deck[0] += 1                  # one more DON!! returned than reported
    st.don_active[0] -= 1 if st.don_active[0] else 0
    with pytest.raises(RuleViolation, match="CR 10-2-10"):
        checks.after_action()


def test_cr_6_5_5_2_don_power_in_the_wrong_turn_is_caught(monkeypatch):
    def vanilla_with_don_in_the_other_turn(g):
        st = g.state
        modified = {m.card for m in st.mods}
        return not st.field_statics and any(
            st.don[i] and not st.defs[i].abilities and i not in modified
            for i in (st.leaders[1 - st.turn_player], *st.chars[1 - st.turn_player]))

    for seed in range(30):
        g, checks = played(seed, until=vanilla_with_don_in_the_other_turn)
        if not g.over:
            break
    assert not g.over, "no game reached a vanilla card with DON!! in the other turn"

    class CountsDonAlways:            # an engine that forgets whose turn it is
        @staticmethod
        def power(st, i):
            return st.defs[i].power + 1000 * st.don[i]

    monkeypatch.setattr(rule_checks, "stats", CountsDonAlways)
    with pytest.raises(RuleViolation, match="CR 6-5-5-2"):
        checks.after_action()


def test_cr_10_2_10_a_don_minus_paid_with_one_don_too_few_is_caught():
    """A DON!! -2 reported paid after one DON!! went back to the DON!! deck."""
    g, checks = played(until=_in_main_phase_of_turn_3)
    st = g.state
    leader = st.leaders[0]
    g.events.append(E.AbilityActivated(st.turn, "8-4-1", 0, leader, 0))
    g.events.append(E.DonReturned(st.turn, "10-2-10", 0, 1, "active"))
    g.events.append(E.CostPaid(st.turn, "8-3-1", 0, leader, 0, ("DonMinus",), (2,), (), (), 0))
    st.don_deck[0] += 1                  # the one DON!! returned, as reported
    with pytest.raises(RuleViolation, match="CR 10-2-10 .*DON!! -2 of .* returned 1 DON!!"):
        checks.after_action()


def test_cr_10_1_5_a_trigger_card_taken_to_the_hand_unoffered_is_caught():
    """A Life card with a [Trigger] (ST01-014) reported added to the hand by
    damage though its owner was never asked."""
    g, checks = played(until=_in_main_phase_of_turn_3)
    st = g.state
    card = next(i for i, d in enumerate(st.defs) if d.number == "ST01-014")
    g.events.append(E.LifeTaken(st.turn, "4-6-2-1", st.owner[card], card, True, True, 3,
                                False, -1))
    with pytest.raises(RuleViolation, match="CR 10-1-5 .*ST01-014 has a \\[Trigger\\]"):
        checks.after_action()


def test_cr_10_2_13_a_once_per_turn_ability_activated_twice_is_caught():
    g, checks = played(until=_in_main_phase_of_turn_3)
    st = g.state
    card, ability = next((i, k) for i, d in enumerate(st.defs)
                         for k, a in enumerate(d.abilities) if a.once_per_turn)
    first = E.AbilityActivated(st.turn, "10-2-13", st.owner[card], card, ability)
    g.events.append(first)
    checks.after_action()                 # once is allowed
    g.events.append(first)
    with pytest.raises(RuleViolation, match="CR 10-2-13-1"):
        checks.after_action()


def test_cr_10_2_13_4_a_card_that_moved_is_a_new_card():
    g, checks = played(until=_in_main_phase_of_turn_3)
    st = g.state
    card, ability = next((i, k) for i, d in enumerate(st.defs)
                         for k, a in enumerate(d.abilities) if a.once_per_turn)
    before = checks.checked["once_per_turn"]
    g.events.append(E.AbilityActivated(st.turn, "10-2-13", st.owner[card], card, ability))
    g.events.append(E.KOd(st.turn, "10-2-1", card))
    g.events.append(E.AbilityActivated(st.turn, "10-2-13", st.owner[card], card, ability))
    checks.after_action()
    assert checks.checked["once_per_turn"] == before + 2
