"""What a set of game records says: win rates with confidence intervals,
going first against going second, game length, how games ended, mulligans."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable

from .games import DECK_A, DECK_B, DRAW, GameRecord

Z95 = 1.959963984540054        # the 97.5th percentile of the normal law


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default): unlike the
    normal approximation it stays within [0, 1] and is sound for small
    samples and rates near 0 or 1."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Rate:
    """Wins out of games, with its 95% Wilson interval."""

    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def __str__(self) -> str:
        if not self.games:
            return "-"
        lo, hi = self.interval
        return f"{self.rate:.1%} [{lo:.1%}, {hi:.1%}]"


@dataclass
class Summary:
    """The figures of one matchup, from deck A's side.  Draws count as a
    game not won in the win rates (`draws` tells how many)."""

    games: int = 0
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    a_first: Rate = Rate(0, 0)          # A's wins in the games A went first
    a_second: Rate = Rate(0, 0)
    b_first: Rate = Rate(0, 0)          # B's wins in the games B went first
    b_second: Rate = Rate(0, 0)
    turns: Counter = field(default_factory=Counter)
    reasons: Counter = field(default_factory=Counter)
    mulligans_a: int = 0
    mulligans_b: int = 0
    errors: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def of(cls, records: Iterable[GameRecord]) -> "Summary":
        s = cls()
        first = [0, 0, 0]        # A's wins, B's wins, games: A went first
        second = [0, 0, 0]       # the same, A went second
        for r in records:
            s.games += 1
            won = r.winner == DECK_A
            s.wins_a += won
            s.wins_b += r.winner == DECK_B
            s.draws += r.winner == DRAW
            if r.a_first is not None:
                side = first if r.a_first else second
                side[0] += won
                side[1] += r.winner == DECK_B
                side[2] += 1
            s.turns[r.turns] += 1
            s.reasons[r.reason] += 1
            s.mulligans_a += r.mulligan_a
            s.mulligans_b += r.mulligan_b
            if r.error:
                s.errors.append((r.index, r.error))
        s.a_first, s.a_second = Rate(first[0], first[2]), Rate(second[0], second[2])
        s.b_first, s.b_second = Rate(second[1], second[2]), Rate(first[1], first[2])
        return s

    @property
    def a(self) -> Rate:
        return Rate(self.wins_a, self.games)

    @property
    def b(self) -> Rate:
        return Rate(self.wins_b, self.games)

    @property
    def average_turns(self) -> float:
        n = sum(self.turns.values())
        return sum(t * c for t, c in self.turns.items()) / n if n else 0.0

    def mulligan_rate(self, side: str) -> float:
        n = self.mulligans_a if side == DECK_A else self.mulligans_b
        return n / self.games if self.games else 0.0

    def to_dict(self) -> dict:
        lo, hi = self.a.interval
        return {
            "games": self.games, "wins_a": self.wins_a, "wins_b": self.wins_b,
            "draws": self.draws, "win_rate_a": self.a.rate, "ci95_a": [lo, hi],
            "a_first": {"wins": self.a_first.wins, "games": self.a_first.games},
            "a_second": {"wins": self.a_second.wins, "games": self.a_second.games},
            "b_first": {"wins": self.b_first.wins, "games": self.b_first.games},
            "b_second": {"wins": self.b_second.wins, "games": self.b_second.games},
            "average_turns": self.average_turns,
            "turns": {str(k): v for k, v in sorted(self.turns.items())},
            "reasons": dict(self.reasons.most_common()),
            "mulligan_rate_a": self.mulligan_rate(DECK_A),
            "mulligan_rate_b": self.mulligan_rate(DECK_B),
            "errors": [list(e) for e in self.errors[:20]],
        }
