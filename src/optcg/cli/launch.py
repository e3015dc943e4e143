"""The `optcg` console script, with a fast start for `optcg simulate`.

Building the Typer application imports every command's module, Typer and
(to read any option) pydantic: about half of the time `optcg simulate`
took to reach its first game.  A plain `simulate` line (the two decks and
the options written out, local workers, built-in agents) is read here
instead, checked as the command checks it, and run by the same code
(`simulate_run.py`).  Any line this reader is not sure of, or that the
command would answer with an error or a warning, goes to Typer as before,
so help, messages and exit codes stay Typer's own.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any, NamedTuple, Optional, Sequence

# options of `optcg simulate` that take a value, by each of their names
_VALUED = {"-n": "games", "--games": "games", "--agents": "agents", "-w": "workers",
           "--workers": "workers", "--db": "db", "--seed": "seed", "--backend": "backend",
           "--address": "address"}
_FLAGS = {"--allow-unimplemented": "allow_unimplemented"}
_COUNT = re.compile(r"[1-9][0-9]{0,17}")
_SEED = re.compile(r"[0-9]{1,10}")
_SEED_MAX = 2 ** 32 - 1          # cli.common.SEED_MAX (that module imports Typer)
_GAMES_MAX = 10 ** 9             # cli.common.GAMES_MAX


class SimulateLine(NamedTuple):
    """A `simulate` command line as its options would read it."""

    deck_a: str
    deck_b: str
    games: int = 1000
    agents: str = "greedy,greedy"
    workers: Optional[int] = None
    db: Path = Path("optcg-results.db")    # cli.simulate.DEFAULT_DB
    seed: int = 0
    backend: str = "local"
    address: Optional[str] = None
    allow_unimplemented: bool = False


def main(argv: Optional[Sequence[str]] = None, prog_name: Optional[str] = None) -> None:
    """Run the command line `argv` (default: the process's arguments)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["simulate"] and not any(k.endswith("_COMPLETE") for k in os.environ):
        line = read_simulate_line(args[1:])
        if line is not None:
            code = simulate_fast(line)
            if code is not None:
                if code:
                    raise SystemExit(code)
                return
    from .main import app
    app(None if argv is None else args, prog_name=prog_name)


def read_simulate_line(args: Sequence[str]) -> Optional[SimulateLine]:
    """The options of a `simulate` line, or None where Typer should read it
    (help, an unknown or malformed option, a value out of range)."""
    decks: list[str] = []
    values: dict[str, Any] = {}
    k = 0
    while k < len(args):
        arg = args[k]
        k += 1
        if not arg.startswith("-"):
            decks.append(arg)
            continue
        name, eq, value = arg.partition("=")
        if name in _FLAGS and not eq:
            values[_FLAGS[name]] = True
            continue
        if name not in _VALUED or (eq and not name.startswith("--")):
            return None
        if not eq:
            if k == len(args):
                return None
            value = args[k]
            k += 1
        if not value or value.startswith("-"):
            return None
        values[_VALUED[name]] = value
    if len(decks) != 2:
        return None
    for key in ("games", "workers"):
        if key in values:
            if not _COUNT.fullmatch(values[key]):
                return None
            values[key] = int(values[key])
    if values.get("games", 1) > _GAMES_MAX:
        return None
    if "seed" in values:
        if not _SEED.fullmatch(values["seed"]) or int(values["seed"]) > _SEED_MAX:
            return None
        values["seed"] = int(values["seed"])
    if "db" in values:
        values["db"] = Path(values["db"])
    return SimulateLine(decks[0], decks[1], **values)


def simulate_fast(line: SimulateLine) -> Optional[int]:
    """Run `line` as `optcg simulate` does and return its exit code, or
    None, having printed and written nothing, where the command would stop
    at an error or a warning before its first game (Typer then says it)."""
    try:
        checked = _checked(line)
    except KeyboardInterrupt as exc:
        return _exit_code_of(exc)
    except Exception:                # the command says what is wrong
        return None
    if checked is None:
        return None
    from .consoles import out_console
    from .simulate_run import play_matchup, report_matchup
    try:
        console = out_console()
        try:
            result, ran_on = play_matchup(console, checked, line.games, line.backend,
                                          line.workers, line.address, line.db)
        except KeyboardInterrupt:
            from .simulate import _interrupted
            _interrupted(console, line.db)
        report_matchup(console, result, ran_on, line.backend, line.db)
    except (Exception, KeyboardInterrupt) as exc:
        return _exit_code_of(exc)
    return 0


def _checked(line: SimulateLine):
    """The matchup of `line` when every check of the command passes, else None."""
    from ..agents import AGENTS
    from ..simulation import Deck, Matchup, ResultStore, ResultStoreError
    names = [x.strip() for x in line.agents.split(",")]
    if len(names) == 1:
        names *= 2
    if len(names) != 2 or any(n not in AGENTS or n == "human" for n in names):
        return None                  # policy:PATH too: the command loads it
    if line.backend != "local" or line.address is not None:
        return None
    if line.workers is not None and line.workers > (os.cpu_count() or 1):
        return None                  # the command warns
    a, b = Deck.load(line.deck_a), Deck.load(line.deck_b)
    if not line.allow_unimplemented and (a.unimplemented() or b.unimplemented()):
        return None
    if a.label == b.label:
        b = Deck(b.label + " #2", b.numbers)
    if str(line.db) != ":memory:":
        try:
            ResultStore(line.db).close()
        except ResultStoreError:
            return None
    return Matchup(a, b, names[0], names[1], line.seed, line.allow_unimplemented)


def _exit_code_of(exc: BaseException) -> int:
    """What the command does with `exc` raised while it runs: the same
    message (cli.common.friendly_errors) and its exit code."""
    import typer

    from .common import friendly_errors

    @friendly_errors
    def again() -> None:
        raise exc

    try:
        again()
    except typer.Exit as done:
        return done.exit_code
    return 0
