"""Simulating a matchup: many games, on a backend, into a results store."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Callable

from .backends import LocalBackend
from .games import GameRecord, Matchup, play_game
from .stats import Summary
from .store import ResultStore


@dataclass(frozen=True)
class Batch:
    """Some games of a matchup: the unit of work sent to a worker."""

    matchup: Matchup
    indices: tuple[int, ...]


def play_batch(batch: Batch) -> list[GameRecord]:
    return [play_game(batch.matchup.task(i)) for i in batch.indices]


@dataclass
class SimulationResult:
    """The games of a matchup (sorted by number), and how long the new ones took."""

    matchup: Matchup
    records: list[GameRecord]
    played: int                  # games played now
    resumed: int                 # games found in the store, not played again
    seconds: float
    run_id: int | None = None
    summary: Summary = field(init=False)

    def __post_init__(self) -> None:
        self.summary = Summary.of(self.records)

    @property
    def games_per_second(self) -> float:
        return self.played / self.seconds if self.seconds > 0 else 0.0


def batches(matchup: Matchup, todo: list[int], workers: int,
            size: int | None = None) -> list[Batch]:
    """Cut the games to play into batches: big enough that a worker's
    overhead is small, small enough that the workers finish together and
    the progress bar moves (about eight per worker, at most 50 games)."""
    if size is None:
        size = max(1, min(50, math.ceil(len(todo) / (workers * 8))))
    return [Batch(matchup, tuple(todo[k:k + size])) for k in range(0, len(todo), size)]


def simulate(matchup: Matchup, games: int, *, backend=None,
             store: ResultStore | None = None, batch_size: int | None = None,
             progress: Callable[[int], None] | None = None) -> SimulationResult:
    """Games 0 to `games - 1` of `matchup`.  With a `store`, the games it
    holds already are read, not played again, and each finished batch is
    written at once (a stopped run loses at most the batches in flight).
    `progress(n)` is called with the number of games each time a batch ends
    (and `progress(n, resumed=True)` once for the games found in the store).
    The backend defaults to this process alone."""
    if games < 1:
        raise ValueError(f"the number of games must be 1 or more, not {games}")
    backend = backend or LocalBackend(1)
    run_id, done = store.open_run(matchup, games) if store is not None else (None, set())
    records = ([r for r in store.records(run_id) if r.index < games]
               if store is not None and run_id is not None and done else [])
    if progress and records:
        progress(len(records), resumed=True)
    todo = [i for i in range(games) if i not in done]
    start = last = time.perf_counter()
    for found in backend.map(play_batch, batches(matchup, todo, backend.workers, batch_size)):
        now = time.perf_counter()
        if store is not None and run_id is not None:
            store.add(run_id, found, seconds=now - last)
        last = now
        records.extend(found)
        if progress:
            progress(len(found))
    records.sort(key=lambda r: r.index)
    return SimulationResult(matchup, records, len(todo), len(records) - len(todo),
                            time.perf_counter() - start, run_id)
