"""Who is deciding tells nothing of hidden cards with `conceal_decisions`
(CR 3-1-5).

Every front end shows who must decide (the browser's "opponent is
deciding", the AEC environment's `agent_selection`, `Game.decision`), so a
decision asked only when a hidden card allows it names that card's kind to
the other player: the Counter Step (CR 7-1-3) only with a Counter in hand, a
[Trigger] (CR 10-1-5) only for a Life card that has one, a choice among hand
or looked-at cards only when one fits (CR 8-4-4), a replacement paid from
the hand only when the hand can pay it (CR 8-1-3-4-5).  With the option on,
each is asked whatever those cards are (only "none" or declining offered
when nothing can be chosen); the proof re-deals every card a player cannot
see and finds the next decision's player, kind and purpose unchanged.
"""

from __future__ import annotations

import random

import pytest

import optcg
from optcg import Action
from optcg.engine import Replay
from optcg.engine.errors import SaveError
from optcg.engine import events as E
from optcg.engine.replay import ReplayError
from optcg.cards.defs import card_def
from optcg.testing import Scenario, expect_decision

from rl_helpers import BUILTIN, playable_meta_decks

P1, P2 = 0, 1
KAROO = "ST01-003"          # a Character with a Counter of +1000
CHOPPER = "ST01-006"        # no Counter, no [Trigger], not {FILM}
USOPP = "ST01-002"          # has a [Trigger]
BUENA_FESTA = "ST05-014"    # [On Play] look at 5: reveal up to 1 {FILM} card other than her
ANN = "ST05-003"            # a {FILM} Character
BARTOLOMEO = "OP15-014"     # would be K.O.'d: you may trash 1 Event from your hand instead
FIRE_FIST = "OP15-020"      # an Event
QUIET = ("no_block", "end_counters", "decline_trigger", "decline", "select_done")


def _attack_leader(hand: tuple, life: tuple, conceal: bool):
    """P1's Leader attacks P2's Leader; P2 holds `hand` and `life` (top first)."""
    s = Scenario(turn=3)
    s.p2.hand(*hand)
    s.p2.life(*life)
    game = s.build()
    game.conceal_decisions = conceal
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    return game


def _p2_answers_quietly(game) -> list[tuple[str, tuple]]:
    """P2's decisions until P1 decides again, each answered by its quiet
    option: (kind, the kinds of its options)."""
    asked = []
    while not game.over and game.decision.player == P2:
        d = game.decision
        asked.append((d.kind, tuple(a.kind for a in d.options)))
        game.apply(next(a for a in d.options if a.kind in QUIET))
    return asked


def test_cr_7_1_3_the_counter_step_is_asked_with_no_counter_in_hand():
    """With no Counter card nor [Counter] Event in hand the defender is asked
    all the same, and may only end the step; off, the step is skipped."""
    game = _attack_leader((CHOPPER,), (CHOPPER,), conceal=True)
    asked = _p2_answers_quietly(game)
    assert ("counter", ("end_counters",)) in asked
    plain = _attack_leader((CHOPPER,), (CHOPPER,), conceal=False)
    assert "counter" not in [kind for kind, _ in _p2_answers_quietly(plain)]


def test_cr_7_1_3_whether_the_hand_holds_a_counter_is_not_told_by_who_decides():
    with_counter = _p2_answers_quietly(_attack_leader((KAROO,), (CHOPPER,), conceal=True))
    without = _p2_answers_quietly(_attack_leader((CHOPPER,), (CHOPPER,), conceal=True))
    assert [kind for kind, _ in with_counter] == [kind for kind, _ in without]
    assert "counter" in dict(with_counter)["counter"]     # a Counter to use


def test_cr_10_1_5_a_life_card_without_trigger_is_asked_about_declining_only():
    """The Life card taken has no [Trigger]: its owner is asked, may only
    decline, and the card is added to the hand as any Life card taken by
    damage (CR 4-6-2-1), the same to P1 as for a [Trigger] declined."""
    game = _attack_leader((), (CHOPPER, CHOPPER), conceal=True)
    asked = _p2_answers_quietly(game)
    assert asked[-1] == ("trigger", ("decline_trigger",))
    taken = [e for e in game.events if type(e) is E.LifeTaken]
    assert len(taken) == 1 and taken[0].rule == "4-6-2-1" and not taken[0].trigger_declined
    assert game.state.hand[P2] == [taken[0].card]
    declined = _attack_leader((), (USOPP, CHOPPER), conceal=True)
    assert [k for k, _ in _p2_answers_quietly(declined)] == [k for k, _ in asked]
    for viewer in (P1, None):
        assert ([e for e in game.events_for(viewer) if type(e) is E.LifeTaken]
                == [e for e in declined.events_for(viewer) if type(e) is E.LifeTaken])


def _play_buena_festa(top: tuple, conceal: bool):
    s = Scenario(turn=3)
    festa = s.p1.hand(BUENA_FESTA)[0]
    s.p1.deck(*top)
    s.p1.don(active=2)
    game = s.build()
    game.conceal_decisions = conceal
    game.apply(Action("play", festa))
    return game


def test_cr_8_4_4_a_choice_among_looked_at_cards_is_asked_when_none_fits():
    """Buena Festa (ST05-014) looks at 5 cards and reveals up to 1 {FILM}
    card: with none among them P1 is asked all the same, "none" the only
    option, with the purpose of the choice that finds one."""
    fits = _play_buena_festa((CHOPPER, ANN, CHOPPER, CHOPPER, CHOPPER), conceal=True)
    none = _play_buena_festa((CHOPPER,) * 5, conceal=True)
    expect_decision(fits, P1, "select")
    expect_decision(none, P1, "select")
    assert [a.kind for a in none.decision.options] == ["select_done"]
    assert "select" in [a.kind for a in fits.decision.options]
    assert none.decision.purpose == fits.decision.purpose
    plain = _play_buena_festa((CHOPPER,) * 5, conceal=False)
    assert plain.decision.kind != "select"


def _bartolomeo_ko(hand: tuple, conceal: bool):
    """P1's Leader, 7000 power with 2 DON!!, attacks P2's rested Bartolomeo
    (6000), P2 holding `hand`."""
    s = Scenario(turn=3)
    s.p1.leader("ST01-001", don=2)
    target = s.p2.character(BARTOLOMEO, rested=True)
    s.p2.hand(*hand)
    game = s.build()
    game.conceal_decisions = conceal
    game.apply(Action("attack", s.p1.leader_id, target))
    return game


def test_cr_8_1_3_4_5_a_replacement_paid_from_the_hand_is_asked_when_it_cannot_be_paid():
    """Bartolomeo (OP15-014): "you may trash 1 Event from your hand
    instead".  With no Event in hand the replacement cannot apply (CR
    8-1-3-4-5); asked all the same, P2 may only decline, and the Character
    is K.O.'d.  With an Event, P2 may accept."""
    game = _bartolomeo_ko((CHOPPER,), conceal=True)
    asked = _p2_answers_quietly(game)
    assert ("confirm", ("decline",)) in asked
    assert card_def(BARTOLOMEO).number in [game.state.defs[i].number
                                           for i in game.state.trash[P2]]
    payable = _bartolomeo_ko((FIRE_FIST,), conceal=True)
    asked_too = _p2_answers_quietly(payable)
    assert [k for k, _ in asked_too] == [k for k, _ in asked]
    assert ("confirm", ("accept", "decline")) in asked_too
    plain = _bartolomeo_ko((CHOPPER,), conceal=False)
    assert "confirm" not in [k for k, _ in _p2_answers_quietly(plain)]


# -- the option is kept --------------------------------------------------------

def test_the_option_is_saved_loaded_and_replayed():
    game = optcg.new_game("st01", "st02", seed=4, conceal_decisions=True)
    rng = random.Random(4)
    for _ in range(60):
        game.apply(rng.choice(game.decision.options))
    assert game.conceal_decisions
    saved = game.to_json()
    assert saved["state"]["conceal_decisions"] is True
    assert optcg.load_game(saved).conceal_decisions
    replay = Replay.from_dict(Replay.from_game(game).to_dict())
    assert replay.conceal_decisions
    assert optcg.replay_game(replay).hash() == game.hash()
    plain = optcg.new_game("st01", "st02", seed=4)
    assert "conceal_decisions" not in plain.to_json()["state"]
    assert "conceal_decisions" not in Replay.from_game(plain).to_dict()


def test_a_bad_conceal_decisions_value_is_refused_where_it_is():
    saved = optcg.new_game("st01", "st02", seed=4, conceal_decisions=True).to_json()
    saved["state"]["conceal_decisions"] = "yes"
    with pytest.raises(SaveError, match=r"state\.conceal_decisions"):
        optcg.load_game(saved)
    replay = Replay.from_game(optcg.new_game("st01", "st02", seed=4)).to_dict()
    replay["conceal_decisions"] = 1
    with pytest.raises(ReplayError, match="conceal_decisions"):
        Replay.from_dict(replay)


# -- the proof: re-dealing hidden cards changes no one's next decision ----------

def _asked(game) -> tuple:
    """The next decision as the other player may know it: who decides, its
    kind and its purpose (the browser shows the first two)."""
    if game.over:
        return ("over",)
    d = game.decision
    purpose = d.purpose
    return (d.player, d.kind, purpose.text if purpose else None,
            purpose.rule if purpose else None)


def _differences(decks, games: int, seed: int, conceal: bool, redeals: int = 3) -> tuple:
    """At every decision of `games` random games, the deciding player's
    action applied to the game and to copies re-dealt as that player may
    believe it (Game.determinized): (positions checked, [(decision kind,
    next decision in the game, in a copy)] where they differ)."""
    rng = random.Random(seed)
    found, checked = [], 0
    for k in range(games):
        game = optcg.new_game(rng.choice(decks), rng.choice(decks), seed=seed * 1000 + k,
                              log=False, conceal_decisions=conceal)
        while not game.over:
            d = game.decision
            action = d.options[rng.randrange(len(d.options))]
            copies = [game.determinized(d.player, s) for s in range(redeals)]
            game.apply(action)
            real = _asked(game)
            for copy in copies:
                if action in copy.legal_actions():
                    copy.apply(action)
                    if _asked(copy) != real:
                        found.append((d.kind, real[:2], _asked(copy)[:2]))
            checked += 1
    return checked, found


def test_cr_3_1_5_redealt_hidden_cards_leave_the_next_decision_unchanged_builtin_decks():
    checked, found = _differences(BUILTIN, 12, 5, conceal=True)
    assert checked > 1000
    assert found == []


def test_without_the_option_redealt_hidden_cards_change_who_is_asked():
    """The proof can fail: without the option, a re-dealt hand or Life card
    changes whether a Counter Step or a [Trigger] is asked."""
    checked, found = _differences(BUILTIN, 12, 5, conceal=False)
    assert checked > 1000
    kinds = {what[1] for _, a, b in found for what in (a, b) if len(what) == 2}
    assert {"counter", "trigger"} <= kinds


def test_cr_3_1_5_redealt_hidden_cards_leave_the_next_decision_unchanged_tournament_decks(
        shared_dir):
    """Tournament decks search their decks, choose from their hands and
    trashes, and replace K.O.s."""
    decks = playable_meta_decks(shared_dir)
    if not decks:
        pytest.skip("no tournament deck of ../shared is fully automated")
    checked, found = _differences(decks, 60, 6, conceal=True)
    assert checked > 8000
    assert found == []
