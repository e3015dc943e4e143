"""The scenario harness reaches every moment (optcg.testing): the pre-game
procedure with stacked decks (CR 5-2), strict mode (every decision asked,
every battle step stopped), `expect`, and the battle and stat readings of
the public Game API."""

import json

import pytest

import optcg
from optcg import Action
from optcg.engine import zones
from optcg.engine.battle_results import BattleOutcome, BattleRecord
from optcg.engine.errors import SaveError
from optcg.engine.constants import TRASH, DecisionKind
from optcg.engine.effects.language import exactly
from optcg.engine.effects.language import (KO, ON_PLAY, OPPONENT, Ability, Cards, Choose,
                                           DonMinus, Draw, LookAtTop, SetBaseCost,
                                           TrashFromHand)
from optcg.testing import Scenario, answer, check_invariants, custom_card, expect, play

KAROO = "ST01-003"      # vanilla, cost 1, 3000, Counter +1000
ROBIN = "ST01-008"      # vanilla, cost 3, 5000, Counter +1000
FRANKY = "ST01-010"     # vanilla, cost 4, 6000, Counter +1000
CHOPPER = "ST01-006"    # [Blocker], cost 1, 1000
LUFFY = "ST01-012"      # [Rush], cost 5, 6000, no Counter
HELMEPPO = "OP03-091"   # [On Play] set the cost of an opponent's Character to 0


# -- the pre-game procedure (CR 5-2) -------------------------------------------

def stacked(first_player=0, **kw):
    s = Scenario(phase="pre_game", first_player=first_player, **kw)
    decks = [s.p1.deck(*[ROBIN] * 5, *[FRANKY] * 5, KAROO),
             s.p2.deck(*[CHOPPER] * 5, *[LUFFY] * 5, KAROO)]
    return s, decks


@pytest.mark.parametrize("first", [0, 1])
def test_cr_5_2_1_6_pre_game_stops_at_the_first_players_redraw_with_the_stacked_hand(first):
    s, decks = stacked(first)
    g = s.build()
    expect(g, DecisionKind.MULLIGAN, first)
    for p in (0, 1):
        assert g.state.hand[p] == decks[p][:5], "the five cards on top, in order"
        assert len(g.state.deck[p]) == 45 and not g.state.life[p]
    assert g.state.first_player == first and g.state.turn == 0
    answer(g, DecisionKind.MULLIGAN, Action("keep"), first)
    expect(g, DecisionKind.MULLIGAN, 1 - first)  # CR 5-2-1-6: the first player decides first
    check_invariants(g)


def test_cr_5_2_1_7_life_is_placed_from_the_top_the_first_card_at_the_bottom():
    s, decks = stacked()
    g = s.build()
    play(g, ("keep",), ("keep",))
    expect(g, DecisionKind.MAIN, 0)
    for p in (0, 1):
        # cards 6 to 10 of the deck: the 6th placed first, at the bottom (index 0)
        assert g.state.life[p] == decks[p][5:10]
        assert g.state.deck[p][-1] == decks[p][10], "the 11th card is now on top"
    assert g.state.turn == 1 and g.state.turn_player == 0
    assert len(g.state.hand[0]) == 5, "CR 6-3-1: no draw on the first player's first turn"


def test_cr_5_2_1_6_1_redraw_returns_the_stacked_hand_and_draws_five_again():
    s, decks = stacked(seed=3)
    g = s.build()
    answer(g, DecisionKind.MULLIGAN, Action("redraw"), 0)
    assert g.state.redrew[0] and not g.state.redrew[1]
    assert len(g.state.hand[0]) == 5 and len(g.state.deck[0]) == 45
    assert sorted(g.state.hand[0] + g.state.deck[0]) == sorted(decks[0] + [
        i for i in range(len(g.state.defs)) if g.state.owner[i] == 0
        and i not in decks[0] and i != g.state.leaders[0]])
    events = [e for e in g.events if type(e).__name__ == "MulliganDecided"]
    assert [(e.player, e.redraw, e.rule) for e in events] == [(0, True, "5-2-1-6-1")]
    check_invariants(g)


def test_cr_5_2_1_4_pre_game_with_a_rock_paper_scissors_winner_asks_them_the_order():
    s, _decks = stacked(first_player=None, rps_winner=1)
    g = s.build()
    expect(g, DecisionKind.CHOOSE_ORDER, 1)
    answer(g, DecisionKind.CHOOSE_ORDER, Action("go_second"), 1)
    assert g.state.first_player == 0
    expect(g, DecisionKind.MULLIGAN, 0)


@pytest.mark.parametrize("setup, message", [
    (lambda s: s.p1.hand(KAROO), "P1's ST01-003 is set in the hand"),
    (lambda s: s.p2.character(KAROO), "P2's ST01-003 is set in the chars"),
    (lambda s: s.p1.don(active=2), "no DON!! in the cost area"),
])
def test_pre_game_scenario_refuses_a_board_with_more_than_leaders_and_decks(setup, message):
    s = Scenario(phase="pre_game")
    setup(s)
    with pytest.raises(ValueError, match=message):
        s.build()


def test_scenario_refuses_a_player_that_is_not_0_or_1():
    with pytest.raises(ValueError, match="first_player is a player, 0 .P1. or 1 .P2., not 2"):
        Scenario(phase="pre_game", first_player=2)
    with pytest.raises(ValueError, match="rps_winner is for phase='pre_game'"):
        Scenario(rps_winner=0)


# -- strict mode -----------------------------------------------------------

def attack_with_nothing_to_answer(strict):
    s = Scenario(strict=strict)
    a = s.p1.character(FRANKY)
    s.p2.hand(LUFFY)                        # no Counter value, no [Counter] Event
    s.p2.life(KAROO, KAROO)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    return g, s, a


def test_cr_7_1_2_default_skips_a_block_step_without_blockers_and_counter_step_without_counters():
    g, _s, _a = attack_with_nothing_to_answer(strict=False)
    expect(g, DecisionKind.MAIN, 0)
    assert len(g.state.life[1]) == 1


def test_cr_7_1_2_and_7_1_3_strict_mode_stops_at_an_empty_block_step_and_counter_step():
    g, s, a = attack_with_nothing_to_answer(strict=True)
    d = expect(g, DecisionKind.BLOCK, 1)
    assert d.options == (Action("no_block"),)
    assert g.state.step == "block" and g.state.battle.attacker == a
    answer(g, DecisionKind.BLOCK, Action("no_block"), 1)
    d = expect(g, DecisionKind.COUNTER, 1)
    assert d.options == (Action("end_counters"),)
    assert g.state.step == "counter"
    answer(g, DecisionKind.COUNTER, Action("end_counters"), 1)
    expect(g, DecisionKind.MAIN, 0)
    assert len(g.state.life[1]) == 1


def test_strict_mode_asks_the_counter_step_again_after_each_counter():
    s = Scenario(strict=True)
    a = s.p1.character(FRANKY)
    karoo = s.p2.hand(KAROO)[0]
    s.p2.life(KAROO)
    g = s.build()
    play(g, ("attack", a, s.p2.leader_id), ("no_block",))
    answer(g, DecisionKind.COUNTER, Action("counter", karoo, s.p2.leader_id), 1)
    assert expect(g, DecisionKind.COUNTER, 1).options == (Action("end_counters"),)


def test_strict_mode_survives_clone_and_save_and_is_not_saved_when_off():
    g, _s, _a = attack_with_nothing_to_answer(strict=True)
    assert g.strict and g.clone().strict
    saved = g.to_json()
    assert saved["state"]["strict"] is True
    from optcg.cards.defs import card_def
    again = optcg.Game.from_json(json.loads(json.dumps(saved)), card_def)
    assert again.strict and again.decision == g.decision
    off, _s, _a = attack_with_nothing_to_answer(strict=False)
    assert "strict" not in off.to_json()["state"], "ordinary saves and hashes are unchanged"
    off.strict = True
    assert off.state.strict


@pytest.mark.parametrize("bad", ["yes", 1, False, None])
def test_a_save_with_a_strict_mode_that_is_not_true_is_refused_naming_it(bad):
    g, _s, _a = attack_with_nothing_to_answer(strict=True)
    saved = g.to_json()
    saved["state"]["strict"] = bad
    with pytest.raises(SaveError, match=r"state\.strict.*expected true \(or no key\)"):
        optcg.load_game(saved)


def test_expect_names_what_is_asked_instead():
    g, _s, _a = attack_with_nothing_to_answer(strict=False)
    with pytest.raises(AssertionError, match=r"expected P2 to be asked 'block', but asked is "
                                             r"P1 'main' \(Main Phase.*End the Main Phase"):
        expect(g, DecisionKind.BLOCK, 1)
    g.concede(1)
    with pytest.raises(AssertionError, match=r"nothing: the game is over \(P1 won, concession\)"):
        expect(g, DecisionKind.MAIN)


# -- strict mode inside effects (CR 8-4-4-1) ---------------------------------

FORCED_KO = custom_card("TEST-FKO", "Forced K.O.", "Character", Ability(ON_PLAY, steps=(
    KO(Choose(Cards(OPPONENT), exactly(1))),)), cost=1)


def forced_ko_game(strict):
    s = Scenario(strict=strict)
    card = s.p1.hand(FORCED_KO)[0]
    s.p1.don(active=1)
    foe = s.p2.character(ROBIN)
    g = s.build()
    g.apply(Action("play", card))
    return g, foe


def test_cr_8_4_4_1_default_takes_the_only_card_a_choice_must_take_without_asking():
    g, foe = forced_ko_game(strict=False)
    expect(g, DecisionKind.MAIN, 0)
    assert foe in g.state.trash[1]


def test_cr_8_4_4_1_strict_mode_asks_a_choice_with_one_card_it_must_take():
    g, foe = forced_ko_game(strict=True)
    d = expect(g, "select", 0)
    assert d.options == (Action("select", foe),), "the one card, and no 'choose no more'"
    assert foe in g.state.chars[1], "nothing is K.O.'d before the choice"
    answer(g, "select", Action("select", foe), 0)
    expect(g, DecisionKind.MAIN, 0)
    assert foe in g.state.trash[1]


def test_cr_8_3_1_strict_mode_asks_which_card_pays_a_cost_even_with_one_card_in_hand():
    draw_for_trash = custom_card("TEST-TFH", "Trash to draw", "Character", Ability(
        ON_PLAY, steps=(KO(Choose(Cards(OPPONENT))),), cost=(TrashFromHand(1),)), cost=1)
    for strict in (False, True):
        s = Scenario(strict=strict)
        card, only = s.p1.hand(draw_for_trash, KAROO)
        s.p1.don(active=1)
        g = s.build()
        g.apply(Action("play", card))
        answer(g, "confirm", Action("accept"), 0)            # "you may trash 1 card"
        if strict:
            assert expect(g, "select", 0).options == (Action("select", only),)
            g.apply(Action("select", only))
        assert only in g.state.trash[0]


def test_cr_3_1_7_strict_mode_asks_where_the_one_card_looked_at_goes():
    peek = custom_card("TEST-PEEK", "Peek", "Character", Ability(ON_PLAY, steps=(
        LookAtTop(1, places=("bottom",)),)), cost=1)
    for strict in (False, True):
        s = Scenario(strict=strict)
        card = s.p1.hand(peek)[0]
        s.p1.don(active=1)
        top, second = s.p1.deck(KAROO, ROBIN)
        g = s.build()
        g.apply(Action("play", card))
        if strict:
            assert expect(g, "arrange", 0).options == (Action("place_bottom", top),)
            g.apply(Action("place_bottom", top))
        expect(g, DecisionKind.MAIN, 0)
        assert g.state.deck[0] == [top, second], "the card looked at is at the bottom"


def test_cr_8_3_1_6_strict_mode_asks_which_don_to_return_with_one_place_to_take_it_from():
    minus = custom_card("TEST-MINUS", "DON!! minus draw", "Character", Ability(
        ON_PLAY, steps=(Draw(exactly(1)),), cost=(DonMinus(1),)), cost=0)
    for strict in (False, True):
        s = Scenario(strict=strict)
        card = s.p1.hand(minus)[0]
        s.p1.don(active=1)
        g = s.build()
        g.apply(Action("play", card))
        answer(g, "confirm", Action("accept"), 0)
        if strict:
            (only,) = expect(g, "return_don", 0).options
            g.apply(only)
        expect(g, DecisionKind.MAIN, 0)
        assert g.state.don_active[0] == 0 and g.state.don_deck[0] == 10
        assert len(g.state.hand[0]) == 1


# -- battles and stats on the public API -------------------------------------

def test_cr_7_1_4_1_1_a_won_attack_on_the_leader_is_a_battle_record():
    g, s, a = attack_with_nothing_to_answer(strict=False)
    assert g.battles == [BattleRecord(3, a, s.p2.leader_id, -1, 6000, 5000,
                                      BattleOutcome.WON, "7-1-4-1-1", 1)]
    assert g.last_battle.defender == s.p2.leader_id


def test_cr_7_1_4_1_2_a_blocked_attack_that_wins_koes_the_blocker():
    s = Scenario()
    a = s.p1.character(FRANKY)
    chopper = s.p2.character(CHOPPER)
    s.p2.life(KAROO)
    g = s.build()
    play(g, ("attack", a, s.p2.leader_id), ("block", chopper))
    b = g.last_battle
    assert (b.target, b.blocker, b.defender) == (s.p2.leader_id, chopper, chopper)
    assert (b.attacker_power, b.defender_power, b.outcome, b.rule, b.damage) == (
        6000, 1000, BattleOutcome.WON, "7-1-4-1-2", 0)


def test_cr_7_1_4_2_a_weaker_attacker_loses_the_battle_record_says_so():
    s = Scenario()
    a = s.p1.character(KAROO)
    s.p2.life(KAROO)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    b = g.last_battle
    assert (b.attacker_power, b.defender_power, b.outcome, b.rule) == (
        3000, 5000, BattleOutcome.LOST, "7-1-4-2")


def test_cr_7_1_2_3_strict_mode_lets_a_test_cut_a_battle_short_at_an_empty_block_step():
    g, s, a = attack_with_nothing_to_answer(strict=True)
    expect(g, DecisionKind.BLOCK, 1)
    assert g.last_battle.outcome == BattleOutcome.UNDECIDED and g.last_battle.rule == ""
    zones.move(g.state, a, TRASH)          # as an effect in the Block Step could
    answer(g, DecisionKind.BLOCK, Action("no_block"), 1)
    expect(g, DecisionKind.MAIN, 0)
    b = g.last_battle
    assert (b.outcome, b.rule, b.attacker_power, b.defender_power) == (
        BattleOutcome.CUT_SHORT, "7-1-2-3", None, None)
    assert len(g.state.life[1]) == 2


def test_battles_need_the_log_and_say_so():
    s = Scenario()
    g = s.build(log=False)
    with pytest.raises(ValueError, match="keeps no log"):
        g.battles


def test_cr_6_5_5_2_game_power_counts_given_don_only_in_the_owners_turn():
    s = Scenario()
    mine = s.p1.character(ROBIN, don=2)
    theirs = s.p2.character(ROBIN, don=1)
    g = s.build()
    assert g.power(mine) == 7000 and g.power(theirs) == 5000
    assert g.cost(mine) == 3 and g.base_cost(mine) == 3


def test_cr_4_9_game_base_cost_keeps_the_printed_cost_when_the_cost_is_set():
    """OP03-091 "set the cost of ... to 0": the cost becomes 0; the base cost
    stays the printed one (CR 4-9; the official Q&A on OP04-119)."""
    s = Scenario()
    helmeppo = s.p1.hand(HELMEPPO)[0]
    s.p1.don(active=1)
    foe = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", helmeppo))
    answer(g, "select", Action("select", foe), 0)       # "up to 1": asked
    expect(g, DecisionKind.MAIN, 0)
    assert g.cost(foe) == 0
    assert g.base_cost(foe) == 4


def test_cr_4_9_2_2_game_base_cost_follows_an_effect_that_sets_the_base_cost():
    setter = custom_card("TEST-BASE", "Base setter", "Character",
                         Ability(ON_PLAY, steps=(SetBaseCost(Choose(Cards(owner="opponent")),
                                                             value=7),)), cost=1)
    s = Scenario(strict=True)
    card = s.p1.hand(setter)[0]
    s.p1.don(active=1)
    foe = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", card))
    answer(g, "select", Action("select", foe), 0)
    assert g.base_cost(foe) == 7 and g.cost(foe) == 7


@pytest.mark.parametrize("bad", [-1, 10_000, "3", None])
def test_game_stats_refuse_a_card_that_is_not_in_the_game(bad):
    g = Scenario().build()
    for read in (g.power, g.cost, g.base_cost):
        with pytest.raises(ValueError, match=f"no card {bad!r} in this game"):
            read(bad)
