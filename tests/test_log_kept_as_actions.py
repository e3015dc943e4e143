"""A game from `new_game` keeps its log as its actions and builds the events
when they are first read, by playing the actions again (Game._keep_log).

Every test compares with a game that records its events as it goes: reading
`state` right after the start builds the (short) log and turns recording on,
so the two games differ only in when their events were built.
"""

from __future__ import annotations

import random

import pytest

import optcg
from optcg.engine import Action
from optcg.engine.constants import ActionKind

from rl_helpers import playable_meta_decks


def _recording(deck1, deck2, seed: int, **options) -> optcg.Game:
    """A game that records its events as it goes."""
    g = optcg.new_game(deck1, deck2, seed=seed, **options)
    assert g.state.log is not None           # reading the state started the recording
    return g


def _play(g: optcg.Game, rng: random.Random, steps: int = 10_000) -> None:
    for _ in range(steps):
        if g.over:
            return
        g.apply(rng.choice(g.legal_actions()))


@pytest.mark.parametrize("seed", range(12))
def test_events_built_from_the_actions_equal_the_events_recorded(seed):
    kept, recorded = optcg.new_game("st01", "st02", seed=seed), _recording("st01", "st02", seed)
    _play(kept, random.Random(seed))
    _play(recorded, random.Random(seed))
    assert kept.history == recorded.history
    assert kept.events == recorded.events and len(kept.events) > 100
    for viewer in (0, 1, None):
        assert kept.events_for(viewer) == recorded.events_for(viewer)


def test_tournament_decks_too(shared_dir):
    decks = playable_meta_decks(shared_dir)
    assert len(decks) >= 8
    for seed, (a, b) in enumerate(zip(decks[:8], decks[1:9])):
        kept, recorded = optcg.new_game(a, b, seed=seed), _recording(a, b, seed)
        _play(kept, random.Random(seed))
        _play(recorded, random.Random(seed))
        assert kept.events == recorded.events, (a, b, seed)
        assert kept.battles == recorded.battles


def test_a_log_read_in_the_middle_goes_on_recording():
    kept, recorded = optcg.new_game("st01", "st02", seed=5), _recording("st01", "st02", seed=5)
    rng_a, rng_b = random.Random(5), random.Random(5)
    _play(kept, rng_a, 40)
    _play(recorded, rng_b, 40)
    middle = list(kept.events)
    assert middle == recorded.events
    _play(kept, rng_a)
    _play(recorded, rng_b)
    assert kept.events[:len(middle)] == middle and kept.events == recorded.events
    assert kept.state.log is kept.events                  # one list, recorded in place


def test_a_position_set_up_through_the_state_is_in_the_log():
    """Whatever is changed through `state` happens after the log is built,
    so the events read later hold the play that followed it."""
    g = optcg.new_game("st01", "st02", seed=8)
    _play(g, random.Random(8), 30)
    before = len(g.history)
    st = g.state                                   # builds the log, recording from now on
    built = len(g.events)
    st.strict = True
    _play(g, random.Random(9), 20)
    assert len(g.history) > before and len(g.events) > built


def test_a_concession_is_played_again():
    kept, recorded = optcg.new_game("st01", "st02", seed=4), _recording("st01", "st02", seed=4)
    for g in (kept, recorded):
        _play(g, random.Random(4), 25)
        g.concede(1)
    assert kept.history[-1] == Action.concede(1)
    assert kept.events == recorded.events
    assert type(kept.events[-2]).__name__ == "Conceded"


def test_options_changed_during_the_game_are_played_again_in_their_place():
    kept, recorded = optcg.new_game("st01", "st02", seed=6), _recording("st01", "st02", seed=6)
    for g in (kept, recorded):
        rng = random.Random(6)
        _play(g, rng, 20)
        g.strict = True                       # the log is built first, then strict
        g.conceal_decisions = True
        _play(g, rng)
    assert kept.events == recorded.events


def test_clones_keep_their_own_logs_as_actions():
    g = optcg.new_game("st01", "st02", seed=2)
    rng = random.Random(2)
    _play(g, rng, 30)
    copy = g.clone(log=True)
    other = g.clone()
    g.apply(g.legal_actions()[0])              # the two now part ways
    copy.apply(copy.legal_actions()[-1])
    _play(g, rng)
    _play(copy, random.Random(3))
    _play(other, random.Random(3))
    for game in (g, copy):
        again = _recording("st01", "st02", 2)
        for a in game.history:
            if a.kind == ActionKind.CONCEDE:
                again.concede(a.card)
            else:
                again.apply(a)
        assert game.events == again.events
    assert other.events == []                  # a clone without a log keeps none


def test_a_replayed_game_builds_the_same_events():
    g = optcg.new_game("st01", "st03", seed=11)
    _play(g, random.Random(11))
    replay = optcg.Replay.from_game(g)
    again = optcg.replay_game(replay)
    assert again.events == g.events and again.hash() == g.hash()


def test_a_game_without_a_log_builds_none():
    g = optcg.new_game("st01", "st02", seed=1, log=False)
    _play(g, random.Random(1))
    assert g.events == [] and g.state.log is None
    with pytest.raises(ValueError, match="keeps no log"):
        g.battles


def test_a_state_changed_behind_the_games_back_is_refused_not_logged_wrongly():
    """The state is reached only through `state`, which builds the log
    first; a change made behind it (here through the private slot) leaves
    actions that no longer lead to the state, and the game says so rather
    than hand out events of another game."""
    g = optcg.new_game("st01", "st02", seed=3)
    _play(g, random.Random(3), 10)
    g._state.turn += 1
    with pytest.raises(RuntimeError, match="does not reach its state"):
        g.events
