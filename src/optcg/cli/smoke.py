"""`optcg cards smoke`: every automated card in seeded random games."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich import box
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table
from rich.text import Text

from ..cards import default_database
from ..cards.smoke import (
    MAX_ACTIONS,
    SmokeReport,
    automated_numbers,
    smoke_game,
    smoke_pool,
)
from ..files import write_text
from .common import (
    EXIT_FAILURE,
    EXIT_USAGE,
    GAMES_MAX,
    SEED_MAX,
    WORKERS_MAX,
    Force,
    check_workers,
    counts,
    err_console,
    fail,
    friendly_errors,
    out_console,
    output_allowed,
    parse_seed,
)


def _numbers(cards: list[str] | None, sets: list[str] | None) -> list[str]:
    db = default_database()
    if not cards:
        found = automated_numbers(db, sets)
        if not found:
            fail(f"no automated card in set {', '.join(sets or [])}", EXIT_USAGE)
        return found
    out = []
    for c in cards:
        info = db.find(c)
        if info is None:
            fail(f"unknown card number {c.strip()!r}", EXIT_USAGE)
        out.append(info.number)
    return out


def _set_table(report: SmokeReport) -> Table:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    for name in ("Set", "Cards", "Games", "Failed", "Skipped", "Never played",
                 "Unresolved"):
        table.add_column(name, justify="left" if name == "Set" else "right", no_wrap=True)
    rows = list(report.by_set().items())
    totals = dict.fromkeys(("cards", "games", "failed", "skipped", "never_played",
                            "unresolved"), 0)
    for i, (name, s) in enumerate(rows):
        for k in totals:
            totals[k] += s[k]
        table.add_row(name, str(s["cards"]), str(s["games"]),
                      Text(str(s["failed"]), style="red" if s["failed"] else ""),
                      str(s["skipped"]), str(s["never_played"]), str(s["unresolved"]),
                      end_section=i == len(rows) - 1)
    table.add_row("Total", *(str(v) for v in totals.values()), style="bold")
    return table


def _cards_table(report: SmokeReport) -> Table:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    for name in ("Card", "Name", "Kind", "Games", "Plays", "Resolved", "Never resolved",
                 "Failures"):
        table.add_column(name, justify="right" if name in ("Games", "Plays", "Resolved",
                                                           "Failures") else "left")
    for c in report.cards:
        table.add_row(c.number, c.name, c.origin, str(c.games), str(c.plays),
                      str(c.activations) if c.abilities else "-",
                      ", ".join(c.unresolved) or ("skipped" if c.skipped else ""),
                      Text(str(len(c.failures)), style="red" if c.failures else ""))
    return table


def _failures_table(report: SmokeReport) -> Table:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, title="Failures", title_justify="left")
    for name in ("Card", "Seed", "Kind", "Error", "Where", "Suspect"):
        table.add_column(name, overflow="fold")
    for c, f in report.failures:
        table.add_row(c.number, str(f.seed), f.kind, f.error, f.where,
                      f.suspect if f.suspect and f.suspect != c.number else
                      ("itself" if f.suspect else "-"))
    return table


@friendly_errors
def smoke(
    cards: Annotated[list[str] | None, typer.Argument(
        metavar="[CARD]...", help="Card numbers to smoke (default: every automated card).")]
        = None,
    games: Annotated[int, typer.Option(
        parser=counts(1, GAMES_MAX), metavar="N",
        help=f"Games per card, 1 to {GAMES_MAX:,} (each seeded, both decks holding "
             f"the card).")] = 8,
    seed: Annotated[int, typer.Option(
        parser=parse_seed, metavar="SEED",
        help=f"Seed of the run, 0 to {SEED_MAX}: each game's seed "
                                  f"derives from it and the card.")]
        = 0,
    set_: Annotated[list[str] | None, typer.Option(
        "--set", help="Only the automated cards of this set, e.g. OP01 (repeatable).")]
        = None,
    jobs: Annotated[int | None, typer.Option(
        parser=counts(1, WORKERS_MAX), metavar="N",
        help=f"Processes to use, 1 to {WORKERS_MAX} (default: every core).")] = None,
    json_file: Annotated[Path | None, typer.Option(
        "--json", metavar="FILE",
        help="Also write every card's figures and every failure to FILE as JSON.")]
        = None,
    show_all: Annotated[bool, typer.Option(
        "--all", help="List every card, not only the summary per set and the failures.")]
        = False,
    game_seed: Annotated[int | None, typer.Option(
        "--game-seed", parser=parse_seed, metavar="SEED",
        help="Play again one game of each CARD from the seed a failure reported, and "
             "print its full traceback.")] = None,
    force: Force = False,
) -> None:
    """Play every automated card in seeded random games and check the game's
    invariants after every action.  Decks are built around each card (a
    Leader of its colors, 4 copies of it, other automated cards of those
    colors) and the random players prefer to play it.  Exits with 1 if any
    card raised, broke an invariant or made a game that does not end."""
    console = out_console()
    numbers = _numbers(cards, set_)
    if json_file is not None:
        force = output_allowed(json_file, force)
    check_workers(jobs, "--jobs")
    if game_seed is not None:
        if not cards:
            fail("--game-seed replays one game: name the card(s)", EXIT_USAGE)
        _replay(console, numbers, game_seed)
        return
    with Progress(TextColumn("smoke"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=err_console(), transient=True) as bar:
        task = bar.add_task("cards", total=len(numbers))
        report = smoke_pool(numbers, games=games, seed=seed, jobs=jobs,
                            progress=lambda _r: bar.advance(task))
    console.print(_cards_table(report) if show_all else _set_table(report))
    if not show_all:
        console.print("Never played: cards not played in any game (Leaders excepted); "
                      "Unresolved: cards with an ability that never resolved.", style="dim",
                      soft_wrap=True)
    if report.failures:
        console.print(_failures_table(report))
        console.print("Replay one: optcg cards smoke CARD --game-seed SEED", style="dim")
    console.print(
        f"{len(report.cards)} cards, {report.games} games in {report.seconds:.1f}s "
        f"({report.jobs} process{'es' if report.jobs != 1 else ''}, "
        f"{report.games / max(report.seconds, 1e-9):.0f} games/s): "
        f"{len(report.failed_cards)} failed, {len(report.skipped)} skipped.",
        soft_wrap=True)
    for c in report.skipped:
        console.print(Text(f"skipped {c.number} {c.name}: {c.skipped}", style="yellow"),
                      soft_wrap=True)
    if json_file is not None:
        write_text(json_file, json.dumps(report.to_json(), indent=1) + "\n", force=force)
        console.print(f"Wrote {json_file}")
    if report.failures:
        raise typer.Exit(EXIT_FAILURE)


def _replay(console, numbers: list[str], seed: int) -> None:
    failed = False
    for number in numbers:
        out = smoke_game(number, seed, max_actions=MAX_ACTIONS)
        if out is None:
            console.print(f"{number}: no legal deck can be built around it")
            continue
        head = f"{number} game {seed}: leaders {out.leaders[0]} v {out.leaders[1]}, " \
               f"{out.actions} actions, {out.plays} plays, {sum(out.resolved)} resolved"
        if out.failure is None:
            who = "a draw" if out.winner is None else f"P{out.winner + 1} wins"
            console.print(f"{head}: {who} ({out.reason})", soft_wrap=True)
            continue
        failed = True
        f = out.failure
        console.print(Text(f"{head}: {f.kind} at action {f.step} (turn {f.turn})",
                           style="red"), soft_wrap=True)
        for line in f.log:
            console.print(f"  log: {line}", soft_wrap=True)
        console.print(f.traceback or f.error, soft_wrap=True)
    if failed:
        raise typer.Exit(EXIT_FAILURE)

