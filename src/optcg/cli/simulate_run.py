"""Playing a matchup from the command line and showing it: the progress
bar, the result table and the closing lines of `optcg simulate` (the bar
of `optcg gauntlet` too).

Nothing here imports Typer, so that `optcg simulate` can start its games
without building the whole command line first (see `launch.py`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, ProgressColumn,
                           TextColumn, TimeElapsedColumn, TimeRemainingColumn)
from rich.table import Table
from rich.text import Text

from ..simulation import (DECK_A, DECK_B, Matchup, ResultStore, SimulationResult, Summary,
                          make_backend, simulate)


class GamesPerSecond(ProgressColumn):
    """Games played per second since the start (resumed games aside)."""

    def render(self, task) -> Text:
        elapsed = task.finished_time if task.finished else task.elapsed
        played = task.completed - task.fields.get("resumed", 0)
        if not elapsed or played <= 0:
            return Text("- games/s", style="cyan")
        return Text(f"{played / elapsed:,.1f} games/s", style="cyan")


class _Advance:
    """The progress callback of a run: moves the bar, counts resumed games."""

    def __init__(self, bar: Progress, task):
        self.bar, self.task, self.resumed = bar, task, 0

    def __call__(self, n: int, resumed: bool = False) -> None:
        if resumed:
            self.resumed += n
            self.bar.update(self.task, resumed=self.resumed)
        self.bar.advance(self.task, n)


def _progress(console) -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    GamesPerSecond(), TimeElapsedColumn(), TimeRemainingColumn(),
                    console=console, transient=False)


def _backend(name: str, workers: Optional[int], address: Optional[str]):
    """The backend of checked options (simulate._check_backend)."""
    if workers is None and name == "local":  # Ray counts its own CPUs
        workers = default_workers()
    return make_backend(name, workers, address)


def default_workers() -> int:
    """One worker per core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every platform
        return os.cpu_count() or 1


def play_matchup(console: Console, matchup: Matchup, games: int, backend: str,
                 workers: Optional[int], address: Optional[str],
                 db: Path) -> tuple[SimulationResult, int]:
    """Play (or resume) the games of `matchup` into the results file `db`
    under a progress bar; the result and how many workers played it."""
    with _backend(backend, workers, address) as runner, ResultStore(db) as store, \
            _progress(console) as bar:
        task = bar.add_task("games", total=games)
        result = simulate(matchup, games, backend=runner, store=store,
                          progress=_Advance(bar, task))
    return result, runner.workers


def report_matchup(console: Console, result: SimulationResult, workers: int, backend: str,
                   db: Path) -> None:
    """The result table and the closing lines of `optcg simulate`."""
    console.print(_summary_table(result))
    _footer(console, result.summary)
    if result.resumed:
        console.print(f"{result.resumed} games were already in {db}: not played again")
    if result.played:
        console.print(f"played {result.played} games in {result.seconds:.1f} s: "
                      f"{result.games_per_second:.1f} games/s on {workers} "
                      f"{backend} worker{'s' if workers != 1 else ''}")
    console.print(f"results in {db} (run {result.run_id}; `optcg results export` "
                  f"writes CSV or Parquet)")


def _summary_table(result: SimulationResult) -> Table:
    m, s = result.matchup, result.summary
    table = Table(title=f"{m.deck_a.label} ({m.agent_a}) v {m.deck_b.label} ({m.agent_b}): "
                        f"{s.games} games, master seed {m.master_seed}")
    table.add_column("")
    table.add_column(f"A: {m.deck_a.label}", justify="right")
    table.add_column(f"B: {m.deck_b.label}", justify="right")
    table.add_row("wins", str(s.wins_a), str(s.wins_b))
    table.add_row("win rate [95% CI]", str(s.a), str(s.b))
    table.add_row("going first", str(s.a_first), str(s.b_first))
    table.add_row("going second", str(s.a_second), str(s.b_second))
    table.add_row("mulligan rate", f"{s.mulligan_rate(DECK_A):.1%}",
                  f"{s.mulligan_rate(DECK_B):.1%}")
    return table


def _footer(console, s: Summary) -> None:
    reasons = ", ".join(f"{k} {v}" for k, v in s.reasons.most_common())
    console.print(f"draws {s.draws}; average turns {s.average_turns:.1f}; "
                  f"games ended by: {reasons}")
    for index, error in s.errors[:5]:
        console.print(Text(f"game {index} raised: {error}", style="red"))
