"""Simulation at scale: play many seeded games between two decks (or every
pair of several), store the results in SQLite and report win rates.

    from optcg.simulation import Deck, Matchup, simulate
    m = Matchup(Deck.load("st01"), Deck.load("st02"), "greedy", "greedy", master_seed=1)
    result = simulate(m, 1000, backend=LocalBackend(2))
    print(result.summary.a)          # deck A's win rate with its 95% interval

Front ends: `optcg simulate`, `optcg gauntlet` and `optcg results`.
"""

from .backends import BACKENDS, BackendError, LocalBackend, RayBackend, make_backend
from .games import DECK_A, DECK_B, DRAW, Deck, GameRecord, GameTask, Matchup, play_game
from .run import SimulationResult, simulate
from .seeds import game_seed
from .stats import Rate, Summary, wilson
from .store import SCHEMA_VERSION, ResultStore, ResultStoreError

__all__ = [
    "BACKENDS", "BackendError", "DECK_A", "DECK_B", "DRAW", "Deck", "GameRecord",
    "GameTask", "LocalBackend", "Matchup", "Rate", "RayBackend", "ResultStore",
    "ResultStoreError", "SCHEMA_VERSION", "SimulationResult", "Summary", "game_seed",
    "make_backend", "play_game", "simulate", "wilson",
]
