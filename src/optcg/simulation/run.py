"""Simulating a matchup: many games, on a backend, into a results store."""

from __future__ import annotations

import math
import threading
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


# agents that decide without searching: a game takes them about a millisecond
FAST_AGENTS = frozenset({"random", "greedy"})


def batches(matchup: Matchup, todo: list[int], workers: int,
            size: int | None = None) -> list[Batch]:
    """Cut the games to play into batches: big enough that a worker's
    overhead is small, small enough that the progress bar moves (about
    eight per worker, at most 50 games, or 200 between agents that play a
    game in about a millisecond: their batches are over in a fraction of
    a second, and passing results back between them cost two workers a
    tenth of their speed-up).  With several workers the last
    batches shrink (a quarter of what is left per worker, down to an
    eighth of the largest), so that the workers finish together instead of
    one playing a whole batch alone; each batch is one write of the store."""
    if size is not None:
        return [Batch(matchup, tuple(todo[k:k + size])) for k in range(0, len(todo), size)]
    cap = 200 if {matchup.agent_a, matchup.agent_b} <= FAST_AGENTS else 50
    largest = max(1, min(cap, math.ceil(len(todo) / (workers * 8))))
    smallest = max(1, largest // 8)
    out, k = [], 0
    while k < len(todo):
        left = len(todo) - k
        n = largest if workers == 1 else max(smallest, min(largest,
                                                           math.ceil(left / (workers * 4))))
        out.append(Batch(matchup, tuple(todo[k:k + n])))
        k += n
    return out


class _Writer:
    """Stores finished batches from a thread of its own, so that neither
    the games nor the workers' results wait for the disk: each write takes
    every batch that finished since the last one (one transaction, one
    sync), and `close` returns once all are stored."""

    def __init__(self, store: ResultStore, run_id: int):
        self.store, self.run_id = store, run_id
        self._waiting: list[tuple[list[GameRecord], float]] = []
        self._error: BaseException | None = None
        self._closed = False
        self._wake = threading.Condition()
        self._thread = threading.Thread(target=self._write, name="optcg-results",
                                        daemon=True)
        self._thread.start()

    def put(self, records: list[GameRecord], seconds: float) -> None:
        if self._error is not None:
            self.close()                 # raises the error
        with self._wake:
            self._waiting.append((records, seconds))
            self._wake.notify()

    def close(self, quietly: bool = False) -> None:
        """Wait until every batch given is stored; raise a write's error
        (unless `quietly`: another error is on its way already)."""
        with self._wake:
            self._closed = True
            self._wake.notify()
        self._thread.join()
        if self._error is not None and not quietly:
            raise self._error

    def _write(self) -> None:
        while True:
            with self._wake:
                while not self._waiting and not self._closed:
                    self._wake.wait()
                if not self._waiting:
                    return
                batch, self._waiting = self._waiting, []
            try:
                self.store.add(self.run_id, [r for records, _ in batch for r in records],
                               seconds=sum(seconds for _, seconds in batch))
            except BaseException as exc:          # given to the caller by put or close
                self._error = exc
                return


def simulate(matchup: Matchup, games: int, *, backend=None,
             store: ResultStore | None = None, batch_size: int | None = None,
             progress: Callable[[int], None] | None = None) -> SimulationResult:
    """Games 0 to `games - 1` of `matchup`.  With a `store`, the games it
    holds already are read, not played again, and each finished batch is
    written as soon as the previous write ends (a stopped run loses at most
    the batches in flight).  `progress(n)` is called with the number of
    games each time a batch ends (and `progress(n, resumed=True)` once for
    the games found in the store).  The backend defaults to this process
    alone."""
    if games < 1:
        raise ValueError(f"the number of games must be 1 or more, not {games}")
    backend = backend or LocalBackend(1)
    run_id, done = store.open_run(matchup, games) if store is not None else (None, set())
    records = ([r for r in store.records(run_id) if r.index < games]
               if store is not None and run_id is not None and done else [])
    if progress and records:
        progress(len(records), resumed=True)
    todo = [i for i in range(games) if i not in done]
    writer = _Writer(store, run_id) if store is not None and run_id is not None else None
    start = last = time.perf_counter()
    try:
        for found in backend.map(play_batch, batches(matchup, todo, backend.workers,
                                                     batch_size)):
            now = time.perf_counter()
            if writer is not None:
                writer.put(found, now - last)
            last = now
            records.extend(found)
            if progress:
                progress(len(found))
    except BaseException:
        if writer is not None:
            writer.close(quietly=True)    # what finished is stored, even on Ctrl-C
        raise
    if writer is not None:
        writer.close()
    records.sort(key=lambda r: r.index)
    return SimulationResult(matchup, records, len(todo), len(records) - len(todo),
                            time.perf_counter() - start, run_id)
