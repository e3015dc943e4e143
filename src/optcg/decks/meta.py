"""The tournament-deck report: which real deck lists play fully automated, what
blocks the others, and a round robin between them.

    >>> from optcg.decks.meta import meta_report
    >>> report = meta_report("../shared/decks/meta", games=2)
    >>> [d.name for d in report.decks if d.automated]
    >>> report.standings()          # [(deck, wins, losses, draws), ...]

Each deck list (`*.txt`, OPTCGSim format) is read and checked against the
deck construction rules (CR 5-1-2); a legal deck is *fully automated* when
every card of it, the Leader included, plays as printed.  For the others
the report lists the cards that are not automated yet (with their copies)
and, over all decks, how many decks each such card blocks, so that the
cards unlocking most decks come first.

The round robin plays every pair of fully automated decks `games` times,
the seats alternating, with the chosen agents (greedy or random); with
`include_partial=True` it plays every legal deck, cards not automated yet
playing with their printed stats and keywords only (such results say so).
A game that raises or does not end is recorded as an error with its seed,
never stops the report.  A front end: it uses the public API only.
"""

from __future__ import annotations

import os
import time
import zlib
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any

from ..cards.coverage import load_compile_report
from ..cards.defs import card_def
from ..errors import OptcgError
from ..simulation import DECK_A, DECK_B, DRAW, Deck, Matchup, simulate
from . import load_deck, validate_deck

__all__ = ["META_FORMAT", "DeckStatus", "MatchResult", "MetaReport", "deck_status",
           "meta_report", "play_match"]

#: The format number of `MetaReport.to_json()`.
META_FORMAT = 1


@dataclass
class DeckStatus:
    """One deck list: `legal` (CR 5-1-2; `problems` otherwise), `missing`
    the cards not automated yet as [number, name, copies] (the Leader
    counts 1), `automated` when legal and nothing is missing."""

    name: str
    path: str
    leader: str = ""
    leader_name: str = ""
    legal: bool = False
    problems: list[str] = field(default_factory=list)
    missing: list[list[Any]] = field(default_factory=list)

    @property
    def automated(self) -> bool:
        return self.legal and not self.missing

    @property
    def missing_copies(self) -> int:
        return sum(c for _, _, c in self.missing)


@dataclass
class MatchResult:
    """`games` games between decks `a` and `b`: wins of each, draws, and
    errors ([seed, message] of games that raised or did not end)."""

    a: str
    b: str
    games: int = 0
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    turns: int = 0
    errors: list[list[Any]] = field(default_factory=list)


@dataclass
class MetaReport:
    decks: list[DeckStatus]
    matches: list[MatchResult]
    games_per_pair: int
    agent: str
    seed: int
    include_partial: bool
    seconds: float = 0.0
    phrases: dict[str, str] = field(default_factory=dict)

    @property
    def automated(self) -> list[DeckStatus]:
        return [d for d in self.decks if d.automated]

    def blocking_cards(self) -> list[tuple[str, str, int, int]]:
        """(number, name, decks it blocks, copies over those decks) of every
        card not automated yet, the one blocking most decks first."""
        seen: dict[str, list[Any]] = {}
        for d in self.decks:
            for number, name, copies in d.missing:
                row = seen.setdefault(number, [number, name, 0, 0])
                row[2] += 1
                row[3] += copies
        return sorted((tuple(r) for r in seen.values()),   # type: ignore[misc]
                      key=lambda r: (-r[2], -r[3], r[0]))

    def standings(self) -> list[tuple[str, int, int, int]]:
        """(deck, wins, losses, draws), best win rate first."""
        table: dict[str, list[int]] = {}
        for m in self.matches:
            a, b = table.setdefault(m.a, [0, 0, 0]), table.setdefault(m.b, [0, 0, 0])
            a[0] += m.wins_a
            a[1] += m.wins_b
            b[0] += m.wins_b
            b[1] += m.wins_a
            a[2] += m.draws
            b[2] += m.draws
        rows = [(name, w, losses, d) for name, (w, losses, d) in table.items()]
        return sorted(rows, key=lambda r: (-_rate(r[1], r[1] + r[2] + r[3]), r[0]))

    def to_json(self) -> dict[str, Any]:
        decks = []
        for d in self.decks:
            entry = asdict(d)
            entry["automated"] = d.automated
            entry["blocking_cards"] = len(d.missing)
            decks.append(entry)
        return {
            "format": META_FORMAT, "agent": self.agent, "seed": self.seed,
            "games_per_pair": self.games_per_pair, "include_partial": self.include_partial,
            "seconds": round(self.seconds, 2),
            "summary": {"decks": len(self.decks),
                        "legal": sum(d.legal for d in self.decks),
                        "automated": [d.name for d in self.automated]},
            "decks": decks,
            "blocking_cards": [{"number": n, "name": name, "decks": k, "copies": c,
                                "phrase": self.phrases.get(n, "")}
                               for n, name, k, c in self.blocking_cards()],
            "standings": [{"deck": n, "wins": w, "losses": lo, "draws": dr,
                           "win_rate": round(_rate(w, w + lo + dr), 4)}
                          for n, w, lo, dr in self.standings()],
            "matches": [asdict(m) for m in self.matches],
        }


def _rate(wins: int, games: int) -> float:
    return wins / games if games else 0.0


def deck_status(path: str | Path) -> tuple[DeckStatus, Any]:
    """(status, DeckList or None) of one deck list file."""
    p = Path(path)
    status = DeckStatus(p.stem, str(p))
    try:
        deck = load_deck(p)
    except OptcgError as exc:
        status.problems = [str(exc)]
        return status, None
    if deck.leader is not None:
        status.leader = deck.leader.number
        try:
            status.leader_name = card_def(deck.leader.number).name
        except OptcgError:
            pass
    status.problems = [str(x) for x in validate_deck(deck)]
    status.legal = not status.problems
    copies = dict(deck.counts())
    if deck.leader is not None:
        copies[deck.leader.number] = copies.get(deck.leader.number, 0) + 1
    missing = []
    for number, count in sorted(copies.items()):
        try:
            d = card_def(number)
        except OptcgError:
            continue               # an unknown card: already a problem above
        if not d.implemented:
            missing.append([number, d.name, count])
    status.missing = missing
    return status, deck


def _seed(seed: int, a: str, b: str) -> int:
    """The master seed of the match between decks `a` and `b`."""
    return zlib.crc32(f"{seed}/{a}/{b}".encode()) & 0x7FFFFFFF


def play_match(a: str, deck_a, b: str, deck_b, games: int, agent: str = "greedy",
               seed: int = 0, allow_unimplemented: bool = False) -> MatchResult:
    """`games` games between two DeckLists (a matchup of optcg.simulation:
    deck `a` P1 in the even games and P2 in the odd ones)."""
    matchup = Matchup(Deck.from_list(deck_a, a), Deck.from_list(deck_b, b), agent, agent,
                      _seed(seed, a, b), allow_unimplemented)
    m = MatchResult(a, b)
    for r in simulate(matchup, games).records:
        if r.reason in ("error", "unfinished"):
            m.errors.append([r.seed, r.error])
            continue
        m.games += 1
        m.turns += r.turns
        m.wins_a += r.winner == DECK_A
        m.wins_b += r.winner == DECK_B
        m.draws += r.winner == DRAW
    return m


def _match_job(args: tuple) -> MatchResult:
    a, path_a, b, path_b, games, agent, seed, partial = args
    return play_match(a, load_deck(path_a), b, load_deck(path_b), games, agent, seed,
                      partial)


def meta_report(directory: str | Path, games: int = 4, agent: str = "greedy",
                seed: int = 0, include_partial: bool = False,
                jobs: int | None = 1, progress=None) -> MetaReport:
    """Read every `*.txt` deck list of `directory` and play the round robin
    (see the module docstring); `progress(match)` is called after each pair.
    With `games` 0 nothing is played: the automation status alone."""
    if games < 0:
        raise ValueError(f"games must be 0 or more, not {games}")
    start = time.perf_counter()
    paths = sorted(Path(directory).glob("*.txt"))
    statuses = []
    for p in paths:
        status, _ = deck_status(p)
        statuses.append(status)
    players = [s for s in statuses if s.legal and (s.automated or include_partial)]
    jobs_args = [(x.name, x.path, y.name, y.path, games, agent, seed, include_partial)
                 for x, y in combinations(players, 2)] if games else []
    matches: list[MatchResult] = []
    n_jobs = max(1, jobs if jobs is not None else (os.cpu_count() or 1))
    if n_jobs == 1 or len(jobs_args) <= 1:
        for job in jobs_args:
            matches.append(_match_job(job))
            if progress:
                progress(matches[-1])
    else:
        with ProcessPoolExecutor(max_workers=n_jobs) as ex:
            for m in ex.map(_match_job, jobs_args, chunksize=4):
                matches.append(m)
                if progress:
                    progress(m)
    phrases: dict[str, str] = {}
    try:
        compile_report = load_compile_report() or {}
    except OptcgError:
        compile_report = {}
    for s in statuses:
        for number, _, _ in s.missing:
            entry = compile_report.get(number) or {}
            phrase = str(entry.get("blocker") or "")
            if phrase:
                phrases[number] = phrase
    return MetaReport(statuses, matches, games, agent, seed, include_partial,
                      time.perf_counter() - start, phrases)
