"""A gauntlet: every pair of several decks plays a matchup; the win rates
make a matrix (row deck's win rate against the column deck)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import Callable

from .games import Deck, Matchup
from .run import SimulationResult, simulate
from .stats import Rate
from .store import ResultStore


@dataclass
class GauntletResult:
    decks: list[Deck]
    games: int                                  # per pair
    agent: str
    results: dict[tuple[int, int], SimulationResult]   # (i, j), i < j

    @property
    def labels(self) -> list[str]:
        return [d.label for d in self.decks]

    def rate(self, i: int, j: int) -> Rate | None:
        """Deck i's wins against deck j (None on the diagonal)."""
        if i == j:
            return None
        if i < j:
            return self.results[i, j].summary.a
        return self.results[j, i].summary.b

    def matrix(self) -> list[list[float | None]]:
        n = len(self.decks)
        return [[None if i == j else self.rate(i, j).rate for j in range(n)]  # type: ignore[union-attr]
                for i in range(n)]

    def overall(self, i: int) -> Rate:
        """Deck i's wins against all the others together."""
        rates = [self.rate(i, j) for j in range(len(self.decks)) if j != i]
        return Rate(sum(r.wins for r in rates if r), sum(r.games for r in rates if r))

    def standings(self) -> list[tuple[int, Rate]]:
        """(deck index, overall rate), best first."""
        return sorted(((i, self.overall(i)) for i in range(len(self.decks))),
                      key=lambda x: (-x[1].rate, x[0]))

    @property
    def seconds(self) -> float:
        return sum(r.seconds for r in self.results.values())

    @property
    def played(self) -> int:
        return sum(r.played for r in self.results.values())

    @property
    def resumed(self) -> int:
        return sum(r.resumed for r in self.results.values())

    def to_dict(self) -> dict:
        return {
            "decks": [{"label": d.label, "digest": d.digest, "leader": d.numbers[0]}
                      for d in self.decks],
            "games_per_pair": self.games, "agent": self.agent,
            "matrix": self.matrix(),
            "standings": [{"deck": self.decks[i].label, "wins": r.wins, "games": r.games,
                           "win_rate": r.rate, "ci95": list(r.interval)}
                          for i, r in self.standings()],
            "matchups": [{"a": self.decks[i].label, "b": self.decks[j].label,
                          **res.summary.to_dict()}
                         for (i, j), res in sorted(self.results.items())],
        }


def unique_labels(decks: list[Deck]) -> list[Deck]:
    """The same decks, labels made unique ("st01", "st01 #2")."""
    seen: dict[str, int] = {}
    out = []
    for d in decks:
        seen[d.label] = seen.get(d.label, 0) + 1
        out.append(d if seen[d.label] == 1 else replace(d, label=f"{d.label} #{seen[d.label]}"))
    return out


def gauntlet(decks: list[Deck], games: int, *, agent: str = "greedy", master_seed: int = 0,
             allow_unimplemented: bool = False, backend=None,
             store: ResultStore | None = None,
             progress: Callable[[int], None] | None = None,
             on_pair: Callable[[int, int, SimulationResult], None] | None = None
             ) -> GauntletResult:
    """`games` games for every pair of `decks` (seats alternate in each pair)."""
    if len(decks) < 2:
        raise ValueError("a gauntlet needs at least 2 decks")
    decks = unique_labels(decks)
    results = {}
    for i, j in combinations(range(len(decks)), 2):
        m = Matchup(decks[i], decks[j], agent, agent, master_seed, allow_unimplemented)
        results[i, j] = simulate(m, games, backend=backend, store=store, progress=progress)
        if on_pair:
            on_pair(i, j, results[i, j])
    return GauntletResult(decks, games, agent, results)
