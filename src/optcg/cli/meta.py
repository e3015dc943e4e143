"""`optcg deck meta-report`: tournament deck lists, automated or not, and a
round robin between those that are."""

from __future__ import annotations

import json
from enum import Enum
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

from ..decks.meta import MetaReport, meta_report
from ..files import write_text
from .common import (EXIT_USAGE, GAMES_MAX, SEED_MAX, WORKERS_MAX, Force, check_workers,
                     counts, err_console, fail, friendly_errors, out_console,
                     output_allowed, parse_seed)

DEFAULT_DIR = Path("../shared/decks/meta")


class AgentKind(str, Enum):
    greedy = "greedy"
    random = "random"


def _decks_table(report: MetaReport) -> Table:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("Deck", no_wrap=True)
    table.add_column("Leader")
    table.add_column("Status", no_wrap=True)
    table.add_column("Blocking cards", justify="right", no_wrap=True)
    table.add_column("Copies", justify="right", no_wrap=True)
    for d in report.decks:
        if not d.legal:
            status = Text("illegal", style="red")
        elif d.automated:
            status = Text("automated", style="green")
        else:
            status = Text("partial", style="yellow")
        table.add_row(d.name, f"{d.leader} {d.leader_name}".strip(), status,
                      str(len(d.missing)), str(d.missing_copies))
    return table


def _print_missing(console, report: MetaReport) -> None:
    """One line per deck: its cards not automated yet, with their copies."""
    for d in report.decks:
        if not d.legal:
            console.print(Text(f"{d.name}: not a legal deck: " + "; ".join(d.problems),
                               style="red"), soft_wrap=True)
        elif d.missing:
            line = Text(f"{d.name}: ", style="bold")
            line.append(", ".join(f"{n} {name} x{c}" for n, name, c in d.missing))
            console.print(line, soft_wrap=True)


def _blockers_table(report: MetaReport, limit: int) -> Table:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False,
                  title=f"Cards blocking most decks (top {limit})", title_justify="left")
    table.add_column("Card", no_wrap=True)
    table.add_column("Name")
    table.add_column("Decks", justify="right")
    table.add_column("Copies", justify="right")
    table.add_column("Blocking phrase", overflow="fold")
    for number, name, decks, copies in report.blocking_cards()[:limit]:
        table.add_row(number, name, str(decks), str(copies),
                      report.phrases.get(number, ""))
    return table


def _standings_table(report: MetaReport) -> Table:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False,
                  title=f"Round robin ({report.agent} v {report.agent}, "
                        f"{report.games_per_pair} games a pair"
                        f"{', cards not automated play as vanilla' if report.include_partial else ''})",
                  title_justify="left")
    table.add_column("Deck", no_wrap=True)
    for name in ("Games", "Wins", "Losses", "Draws", "Win rate"):
        table.add_column(name, justify="right", no_wrap=True)
    for deck, w, lo, dr in report.standings():
        n = w + lo + dr
        table.add_row(deck, str(n), str(w), str(lo), str(dr),
                      f"{100 * w / n:.1f}%" if n else "-")
    return table


@friendly_errors
def meta_report_cmd(
    directory: Annotated[Path, typer.Argument(
        metavar="[DIR]", help="A folder of deck lists (*.txt, OPTCGSim format).")]
        = DEFAULT_DIR,
    games: Annotated[int, typer.Option(
        parser=counts(0, GAMES_MAX), metavar="N",
        help=f"Games per pair of decks, 0 to {GAMES_MAX:,} (seats alternate); 0 lists "
             f"the automation status without playing.")] = 4,
    agent: Annotated[AgentKind, typer.Option(
        help="Who plays the round robin: greedy or random.")] = AgentKind.greedy,
    seed: Annotated[int, typer.Option(
        parser=parse_seed, metavar="SEED",
        help=f"Seed of the round robin, 0 to {SEED_MAX}.")] = 0,
    include_partial: Annotated[bool, typer.Option(
        "--include-partial",
        help="Also play the legal decks that are not fully automated (their "
             "unautomated cards play with printed stats and keywords only).")] = False,
    jobs: Annotated[int | None, typer.Option(
        parser=counts(1, WORKERS_MAX), metavar="N",
        help=f"Processes to use, 1 to {WORKERS_MAX} (default: every core).")] = None,
    json_file: Annotated[Path | None, typer.Option(
        "--json", "--out", metavar="FILE", help="Also write the whole report to FILE as JSON.")]
        = None,
    top: Annotated[int, typer.Option(
        min=0, help="How many blocking cards to list.")] = 20,
    force: Force = False,
) -> None:
    """Which tournament decks are fully automated (and which cards block the
    others), then a round robin of the automated ones with win rates."""
    console = out_console()
    if not directory.is_dir():
        fail(f"no deck folder at {directory}", EXIT_USAGE)
    if json_file is not None:
        force = output_allowed(json_file, force)
    check_workers(jobs, "--jobs")
    with Progress(TextColumn("round robin"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=err_console(), transient=True) as bar:
        task = bar.add_task("pairs", total=None)
        report = meta_report(directory, games=games, agent=agent.value, seed=seed,
                             include_partial=include_partial, jobs=jobs,
                             progress=lambda _m: bar.advance(task))
    if not report.decks:
        fail(f"no deck list (*.txt) in {directory}", EXIT_USAGE)
    console.print(_decks_table(report))
    _print_missing(console, report)
    automated = report.automated
    legal = sum(d.legal for d in report.decks)
    console.print(f"{len(report.decks)} decks: {legal} legal, {len(automated)} fully "
                  f"automated{': ' + ', '.join(d.name for d in automated) if automated else ''}.",
                  soft_wrap=True)
    if top and report.blocking_cards():
        console.print(_blockers_table(report, top))
    if report.matches:
        console.print(_standings_table(report))
        errors = [(m, s, e) for m in report.matches for s, e in m.errors]
        for m, s, e in errors:
            console.print(Text(f"error in {m.a} v {m.b}, seed {s}: {e}", style="red"),
                          soft_wrap=True)
        played = sum(m.games for m in report.matches)
        console.print(f"{played} games in {report.seconds:.1f}s.")
    elif games == 0:
        console.print("Round robin: not played (--games 0).")
    else:
        console.print("Round robin: fewer than 2 decks to play "
                      f"({'--include-partial plays the partial ones too' if not include_partial else 'no legal decks'}).",
                      soft_wrap=True)
    if json_file is not None:
        write_text(json_file, json.dumps(report.to_json(), indent=1) + "\n", force=force)
        console.print(f"Wrote {json_file}")
