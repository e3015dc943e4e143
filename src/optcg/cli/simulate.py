"""`optcg simulate`, `optcg gauntlet` and `optcg results`: many games at once.

    optcg simulate st01 st02 -n 10000 --agents greedy,greedy --workers 2
    optcg gauntlet st01 st02 st03 st04 -n 200 --out gauntlet/
    optcg results list
    optcg results export results.csv
"""

from __future__ import annotations

import importlib.util
import time
from pathlib import Path
from typing import Annotated, NoReturn, Optional

import typer
from rich.table import Table
from rich.text import Text

from ..agents import AGENTS, make_agent
from ..engine import UnimplementedCardsError
from ..simulation import BACKENDS, Deck, Matchup, ResultStore, SimulationResult
from ..simulation.export import FORMATS, export
from ..simulation.gauntlet import gauntlet as run_gauntlet
from ..simulation.store import ResultStoreError
from .common import (EXIT_INTERRUPTED, EXIT_OUTPUT, EXIT_USAGE, GAMES_MAX, SEED_MAX,
                     WORKERS_MAX, Force, check_workers, counts, fail, friendly_errors,
                     out_console, output_allowed, parse_seed)
# default_workers is read from here too (it lived here before simulate_run.py)
from .simulate_run import (_Advance, _backend, _footer, _progress, _summary_table,
                           default_workers, play_matchup, report_matchup)  # noqa: F401

DEFAULT_DB = "optcg-results.db"

results_app = typer.Typer(help="Query and export stored simulation results.",
                          no_args_is_help=True)


def _agents(text: str) -> tuple[str, str]:
    names = [x.strip() for x in text.split(",")]
    if len(names) == 1:
        names *= 2
    if len(names) != 2 or not all(names):
        fail(f"--agents takes two agent names, as in 'greedy,random', not {text!r}",
             EXIT_USAGE)
    for k, n in enumerate(names):
        if n.startswith("policy:"):         # a saved policy (optcg.rl.policy)
            names[k] = _policy(n)
        elif n not in AGENTS or n == "human":
            fail(f"unknown agent {n!r} in --agents: choose from "
                 f"{', '.join(sorted(AGENTS))} or policy:PATH", EXIT_USAGE)
    return names[0], names[1]


def _policy(name: str) -> str:
    """A policy agent's name with its file's absolute path (workers may run
    elsewhere), once its file is known to load."""
    path = str(Path(name[len("policy:"):]).resolve())
    try:
        make_agent(f"policy:{path}")
    except ValueError as exc:
        fail(f"{name}: {exc}", EXIT_USAGE)
    return f"policy:{path}"


def _decks(specs: list[str], allow_unimplemented: bool) -> list[Deck]:
    decks = [Deck.load(s) for s in specs]
    if not allow_unimplemented:
        missing = set().union(*(d.unimplemented() for d in decks))
        if missing:
            raise UnimplementedCardsError(missing)
    return decks


def _interrupted(console, db: Path) -> NoReturn:
    console.print(Text(f"\nInterrupted: the finished games are in {db}; the same command "
                       "resumes the run.", style="yellow"))
    raise typer.Exit(EXIT_INTERRUPTED)


def _check_backend(name: str, workers: Optional[int], address: Optional[str]) -> None:
    """Refuse a bad --backend or --address before anything is written."""
    if name not in BACKENDS:
        fail(f"unknown --backend {name!r}: choose from {', '.join(BACKENDS)}", EXIT_USAGE)
    if address and name != "ray":
        fail("--address is for --backend ray", EXIT_USAGE)
    if name == "local":
        check_workers(workers)


def _writable_store(db: Path) -> None:
    """The results file can take the games: checked before any is played."""
    if str(db) == ":memory:":
        return
    try:
        ResultStore(db).close()
    except ResultStoreError as exc:
        fail(str(exc), EXIT_OUTPUT)


Workers = Annotated[Optional[int], typer.Option(
    "--workers", "-w", parser=counts(1, WORKERS_MAX), metavar="N", show_default=False,
    help=f"Worker processes (or Ray CPUs), 1 to {WORKERS_MAX}; default: one per core.")]
Backend = Annotated[str, typer.Option(
    help="Where games run: local (processes on this machine) or ray.")]
Address = Annotated[Optional[str], typer.Option(
    help="Ray cluster address to connect to (default: start a local Ray).")]
Db = Annotated[Path, typer.Option(
    "--db", help="SQLite results file: created if missing; a matchup already in it "
                 "is resumed, not played again.")]
#: the --db of the commands that only read a results file
ReadDb = Annotated[Path, typer.Option(
    "--db", help="SQLite results file written by simulate or gauntlet.")]
Seed = Annotated[int, typer.Option(
    parser=parse_seed, metavar="SEED",
    help=f"Master seed, 0 to {SEED_MAX}: the same seed gives the same "
         f"games, whatever the workers.")]
AllowUnimplemented = Annotated[bool, typer.Option(
    "--allow-unimplemented", help="Also play decks with cards not automated yet.")]


@friendly_errors
def simulate_command(
    deck_a: Annotated[str, typer.Argument(help="Deck A: built-in name or deck list file.")],
    deck_b: Annotated[str, typer.Argument(help="Deck B: built-in name or deck list file.")],
    games: Annotated[int, typer.Option(
        "-n", "--games", parser=counts(1, GAMES_MAX), metavar="N",
        help=f"Games to play, 1 to {GAMES_MAX:,}.")]
        = 1000,
    agents: Annotated[str, typer.Option(
        help="Agents of deck A and deck B, as 'greedy,random' (one name: both): random, "
             "greedy, search-easy, search-medium, search-hard or policy:PATH (a saved "
             "policy).")]
        = "greedy,greedy",
    workers: Workers = None,
    db: Db = Path(DEFAULT_DB),
    seed: Seed = 0,
    backend: Backend = "local",
    address: Address = None,
    allow_unimplemented: AllowUnimplemented = False,
) -> None:
    """Play many games between two decks and report the win rates."""
    console = out_console()
    agent_a, agent_b = _agents(agents)
    _check_backend(backend, workers, address)
    a, b = _decks([deck_a, deck_b], allow_unimplemented)
    if a.label == b.label:
        b = Deck(b.label + " #2", b.numbers)
    matchup = Matchup(a, b, agent_a, agent_b, seed, allow_unimplemented)
    _writable_store(db)
    try:
        result, ran_on = play_matchup(console, matchup, games, backend, workers, address, db)
    except KeyboardInterrupt:
        _interrupted(console, db)
    report_matchup(console, result, ran_on, backend, db)


@friendly_errors
def gauntlet_command(
    decks: Annotated[list[str], typer.Argument(help="Two or more decks.")],
    out: Annotated[Path, typer.Option(help="Folder for the heatmap, plots and HTML report.")]
        = Path("gauntlet"),
    games: Annotated[int, typer.Option(
        "-n", "--games", parser=counts(1, GAMES_MAX), metavar="N",
        help=f"Games per pair, 1 to {GAMES_MAX:,}.")]
        = 100,
    agent: Annotated[str, typer.Option(
        help="The agent of every deck: random, greedy, search-easy, search-medium, "
             "search-hard or policy:PATH (a saved policy).")] = "greedy",
    workers: Workers = None,
    db: Db = Path(DEFAULT_DB),
    seed: Seed = 0,
    backend: Backend = "local",
    address: Address = None,
    allow_unimplemented: AllowUnimplemented = False,
    force: Force = False,
) -> None:
    """Every pair of decks plays a matchup: a win-rate matrix, printed and
    written as a heatmap PNG and a self-contained HTML report."""
    if importlib.util.find_spec("matplotlib") is None:
        fail("the gauntlet draws its heatmap and plots with matplotlib, which is not "
             "installed: pip install 'optcg[plots]'")
    from ..simulation.report import write_report     # matplotlib: only here
    console = out_console()
    if len(decks) < 2:
        fail("a gauntlet needs at least 2 decks", EXIT_USAGE)
    agent, _ = _agents(agent)
    _check_backend(backend, workers, address)
    loaded = _decks(decks, allow_unimplemented)
    force = output_allowed(out, force, folder=True)
    _writable_store(db)
    pairs = len(loaded) * (len(loaded) - 1) // 2
    start = time.perf_counter()
    try:
        with _backend(backend, workers, address) as runner, ResultStore(db) as store, \
                _progress(console) as bar:
            task = bar.add_task(f"{pairs} pairs", total=pairs * games)
            g = run_gauntlet(loaded, games, agent=agent, master_seed=seed,
                             allow_unimplemented=allow_unimplemented, backend=runner,
                             store=store, progress=_Advance(bar, task))
    except KeyboardInterrupt:
        _interrupted(console, db)
    table = Table(title=f"Win rate of the row deck ({games} games per pair, {agent})")
    table.add_column("deck")
    for label in g.labels:
        table.add_column(label, justify="right")
    for i, row in enumerate(g.matrix()):
        table.add_row(g.labels[i], *("-" if v is None else f"{v:.0%}" for v in row))
    console.print(table)
    for rank, (i, r) in enumerate(g.standings(), 1):
        console.print(f"{rank}. {g.labels[i]}: {r}")
    paths = write_report(g, out, force)
    resumed = f" ({g.resumed} more were already in {db})" if g.resumed else ""
    console.print(f"{g.played} games played in {time.perf_counter() - start:.1f} s"
                  f"{resumed}; report: {paths['html']}, heatmap: {paths['heatmap']}")


@results_app.command("list")
@friendly_errors
def results_list(db: ReadDb = Path(DEFAULT_DB)) -> None:
    """The runs stored in a results file."""
    if not db.is_file():
        fail(f"no results file at {db}")
    console = out_console()
    table = Table(title=str(db))
    for col in ("run", "deck A", "deck B", "agents", "seed", "games", "seconds", "created"):
        table.add_column(col)
    with ResultStore(db, write=False) as store:
        for r in store.runs():
            table.add_row(str(r.id), r.label_a, r.label_b, f"{r.agent_a},{r.agent_b}",
                          str(r.master_seed), f"{r.games_stored}/{r.games_requested}",
                          f"{r.seconds:.1f}", r.created)
    console.print(table)


@results_app.command("show")
@friendly_errors
def results_show(run: Annotated[int, typer.Argument(help="Run number (see `list`).")],
                 db: ReadDb = Path(DEFAULT_DB)) -> None:
    """The result table of one stored run."""
    if not db.is_file():
        fail(f"no results file at {db}")
    console = out_console()
    with ResultStore(db, write=False) as store:
        info = store.run(run)
        records = store.records(run)
    a, b = Deck(info.label_a, ()), Deck(info.label_b, ())
    result = SimulationResult(Matchup(a, b, info.agent_a, info.agent_b, info.master_seed),
                              records, 0, len(records), info.seconds, run)
    console.print(_summary_table(result))
    _footer(console, result.summary)


@results_app.command("export")
@friendly_errors
def results_export(
    out: Annotated[Path, typer.Argument(help="The file to write (.csv or .parquet).")],
    db: ReadDb = Path(DEFAULT_DB),
    run: Annotated[Optional[int], typer.Option(help="Only this run (default: all).")]
        = None,
    fmt: Annotated[Optional[str], typer.Option(
        "--format", help=f"{' or '.join(FORMATS)} (default: from the extension).")] = None,
    force: Force = False,
) -> None:
    """Write every stored game, one row each, as CSV or Parquet."""
    if not db.is_file():
        fail(f"no results file at {db}")
    force = output_allowed(out, force)
    with ResultStore(db, write=False) as store:
        if run is not None:
            store.run(run)              # a run not in the file: refused, nothing written
        n = export(store, out, fmt, run, force)
    out_console().print(f"{n} games written to {out}")
