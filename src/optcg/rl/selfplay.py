"""The self-play kit: an opponent ladder, win rates with their intervals,
and a loop that adds snapshots of the learner to the ladder by win rate.

    from optcg.rl.selfplay import Ladder, SelfPlay, win_rate
    ladder = Ladder()                        # random, greedy
    pick = ladder.sample(rng)                # an opponent name or "policy:PATH"
    ladder.record(pick, won=True)            # what the learner did against it
    selfplay = SelfPlay(ladder, "snapshots/")
    added = selfplay.consider("policy.npz")  # a snapshot if it beats the top rung

A rung is anything `make_agent` makes: "random", "greedy", the search
levels ("search-easy", ...) and saved policies ("policy:PATH").  Opponents
are sampled by how often they still beat the learner (prioritised
fictitious self-play): a rung the learner always beats is seldom drawn.
Everything here uses the public decision API and the players' views only.
"""

from __future__ import annotations

import math
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..agents import make_agent
from ..api import deck_defs, resolve_deck
from ..engine import Game
from ..files import atomic_file


@dataclass(frozen=True, slots=True)
class WinRate:
    """Games won, lost and drawn, with the win rate and its 95% Wilson interval."""

    wins: int
    losses: int
    draws: int

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def __str__(self) -> str:
        lo, hi = self.interval
        return (f"{self.rate:.1%} of {self.games} games (95% interval {lo:.1%} to {hi:.1%}; "
                f"{self.wins} won, {self.losses} lost, {self.draws} drawn)")


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (z = 1.96: 95%)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    d = 1 + z * z / games
    mid = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def win_rate(player: str, opponent: str, games: int, decks: Sequence = ("st01", "st02"),
             seed: int = 0, max_decisions: int = 10_000) -> WinRate:
    """Play `games` games of agent `player` against agent `opponent` (names of
    `make_agent`), seats and decks swapped every other game; the player's
    record.  A game past `max_decisions` counts as a draw."""
    if games < 1:
        raise ValueError(f"games must be at least 1, not {games}")
    if len(decks) != 2:
        raise ValueError(f"decks must be a pair of decks, not {decks!r}")
    pair = [deck_defs(resolve_deck(d)) for d in decks]
    wins = losses = draws = 0
    for k in range(games):
        seat = k % 2
        me = make_agent(player, seed=seed + 2 * k)
        them = make_agent(opponent, seed=seed + 2 * k + 1)
        agents = (me, them) if seat == 0 else (them, me)
        game = Game.new(pair[(k // 2) % 2], pair[1 - (k // 2) % 2], seed=seed + k, log=False)
        n = 0
        while not game.over and n < max_decisions:
            d = game.decision
            game.apply(agents[d.player].choose(game.view(d.player), d))
            n += 1
        winner = game.result.winner if game.over else None
        if winner is None:
            draws += 1
        elif winner == seat:
            wins += 1
        else:
            losses += 1
    return WinRate(wins, losses, draws)


@dataclass(slots=True)
class Rung:
    """One opponent of the ladder and the learner's record against it."""

    spec: str
    wins: float = 0.0           # fractional once old games are forgotten
    games: int = 0

    @property
    def rate(self) -> float:
        """The learner's win rate against this rung (0.5 before any game)."""
        return (self.wins + 1) / (self.games + 2)


@dataclass(slots=True)
class Ladder:
    """Opponents from weakest to strongest; snapshots are added on top."""

    specs: Sequence[str] = ("random", "greedy")
    window: int = 200           # the record of a rung counts its last games only
    rungs: list[Rung] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.specs:
            raise ValueError("a ladder needs at least one opponent")
        for spec in self.specs:
            self.add(spec)

    def add(self, spec: str) -> Rung:
        """Put an opponent on top (checked: an unknown name or a bad policy
        file fails here)."""
        make_agent(spec, seed=0)
        if any(r.spec == spec for r in self.rungs):
            raise ValueError(f"{spec!r} is on the ladder already")
        rung = Rung(spec)
        self.rungs.append(rung)
        return rung

    @property
    def top(self) -> Rung:
        return self.rungs[-1]

    def rung(self, spec: str) -> Rung:
        for r in self.rungs:
            if r.spec == spec:
                return r
        raise KeyError(f"{spec!r} is not on the ladder")

    def weights(self) -> np.ndarray:
        """How likely each rung is to be drawn: (1 - win rate)^2, so the
        opponents the learner still loses to are played most."""
        w = np.array([(1.0 - r.rate) ** 2 for r in self.rungs]) + 1e-3
        return w / w.sum()

    def sample(self, rng: np.random.Generator) -> str:
        return self.rungs[int(rng.choice(len(self.rungs), p=self.weights()))].spec

    def record(self, spec: str, won: bool) -> None:
        r = self.rung(spec)
        if r.games >= self.window:          # forget the oldest games, in proportion
            r.wins -= r.wins / r.games
            r.games -= 1
        r.games += 1
        r.wins += 1 if won else 0

    def table(self) -> list[tuple[str, int, float]]:
        """(opponent, games, the learner's win rate) of each rung."""
        return [(r.spec, r.games, r.rate) for r in self.rungs]


class SelfPlay:
    """Adds a snapshot of the learner to the ladder when it beats the top
    rung in at least `threshold` of `games` games (seats and decks swapped).
    Snapshots are copies of the policy file, kept in `directory`, each
    written atomically under a name not used before in the run; a file left
    there by another run is replaced only with `force`."""

    def __init__(self, ladder: Ladder, directory: str | Path, threshold: float = 0.6,
                 games: int = 40, decks: Sequence = ("st01", "st02"),
                 max_snapshots: int = 8, force: bool = False) -> None:
        if not 0.5 <= threshold <= 1.0:
            raise ValueError(f"threshold must be between 0.5 and 1, not {threshold}")
        self.ladder = ladder
        self.directory = Path(directory)
        self.threshold = threshold
        self.games = games
        self.decks = decks
        self.max_snapshots = max_snapshots
        self.snapshots: list[str] = []
        self.added = 0                  # names the next snapshot: never one on the ladder
        self.force = force
        self.checks = 0

    def consider(self, policy: str | Path) -> tuple[bool, WinRate]:
        """Play the learner's current policy file against the top rung;
        snapshot it onto the ladder if it wins often enough."""
        self.checks += 1
        record = win_rate(f"policy:{policy}", self.ladder.top.spec, self.games, self.decks,
                          seed=10_000 * self.checks)
        if record.rate < self.threshold:
            return False, record
        self.directory.mkdir(parents=True, exist_ok=True)
        self.added += 1
        path = self.directory / f"snapshot-{self.added:03d}.npz"
        with atomic_file(path, force=self.force) as tmp:
            shutil.copyfile(policy, tmp)
        spec = f"policy:{path}"
        self.ladder.add(spec)
        self.snapshots.append(spec)
        if len(self.snapshots) > self.max_snapshots:    # keep the ladder short
            old = self.snapshots.pop(0)
            self.ladder.rungs = [r for r in self.ladder.rungs if r.spec != old]
        return True, record
