"""Games in a row keep no memory: nothing of a game outlives it.

Each check plays the same seeded games twice and compares the memory
Python holds (tracemalloc, after a collection) before and after the second
pass: the first pass fills every per-process cache those games use (the
interned tables, the decision purposes), so the second, identical, pass
must end where it began.  Memory, never time (benchmarks/memory.py measures
100,000 games and the resident set size)."""

from __future__ import annotations

import gc
import tracemalloc

import optcg
from optcg.agents import RandomAgent
from optcg.simulation import Deck, Matchup, play_game

GAMES = 40
TOLERANCE = 512          # bytes: far below one game's state (about 12 KB)


def held_after(play, passes: int = 3) -> list[int]:
    """Traced bytes after each pass of the same games."""
    tracemalloc.start()
    try:
        out = []
        for _ in range(passes):
            play()
            gc.collect()
            out.append(tracemalloc.get_traced_memory()[0])
        return out
    finally:
        tracemalloc.stop()


def test_simulated_games_in_a_row_keep_nothing():
    m = Matchup(Deck.load("st01"), Deck.load("st02"), "greedy", "random", 11)

    def play():
        for i in range(GAMES):
            assert play_game(m.task(i)).reason != "error"

    first, second, third = held_after(play)
    assert second - first <= TOLERANCE, (first, second, third)
    assert third - second <= TOLERANCE, (first, second, third)


def test_games_with_the_default_log_in_a_row_keep_nothing():
    def play():
        for seed in range(GAMES):
            g = optcg.new_game("st03", "st04", seed=seed)       # log kept, validated
            agents = (RandomAgent(seed), RandomAgent(seed + 1))
            while not g.over:
                d = g.decision
                g.apply(agents[d.player].choose(g.view(d.player), d))
            assert g.events

    first, second, third = held_after(play)
    assert second - first <= TOLERANCE, (first, second, third)
    assert third - second <= TOLERANCE, (first, second, third)
