"""What every command shares: the consoles and the turning of errors into
one red line and an exit code (never a traceback)."""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path
from typing import Annotated, Callable, NoReturn

import typer

try:  # recent typer releases carry their own click; older ones use click itself
    from typer._click import ClickException
except ImportError:
    from click import ClickException
from rich.text import Text

from ..decks import DeckError, UnknownDeckError
from ..engine import UnimplementedCardsError
from ..errors import OptcgError
from ..files import OutputError, OutputExistsError, check_output
from .consoles import err_console, out_console  # noqa: F401 (the commands import out_console from here)

#: Exit code of a command that ran but found something wrong (a bad deck,
#: an unknown card, a replay that does not verify).
EXIT_FAILURE = 1
#: Exit code of a command given an argument it cannot use (Typer uses the
#: same code for its own usage errors).
EXIT_USAGE = 2
#: Exit code of a command that could not write where it was asked to (a
#: missing or read-only folder, a file that exists without --force, a --db
#: that is not an optcg results file); it checks before doing any work.
EXIT_OUTPUT = 3
#: Exit code of a command stopped by Ctrl-C (128 + SIGINT, as shells do).
EXIT_INTERRUPTED = 130

#: Every seed a command takes (--seed, --game-seed) is in 0..SEED_MAX: the
#: engine's shuffles take any of them, SQLite stores them as they are.
SEED_MAX = 2 ** 32 - 1
#: Every game count (-n, --games) is at most GAMES_MAX: days of play at the
#: fastest, and within the 64-bit integers a results file stores.
GAMES_MAX = 10 ** 9
#: Every count of worker processes (--workers, --jobs) is at most WORKERS_MAX:
#: each is a process started at once, so a mistyped count must not fork for ever.
WORKERS_MAX = 1024

def parse_seed(value) -> int:
    """A seed, 0..SEED_MAX (the `parser` of every --seed option: help then
    shows SEED, not a range that squeezes the help column of 80 columns)."""
    if isinstance(value, int) and not isinstance(value, bool):
        n = value
    else:
        try:
            n = int(str(value).strip())
        except ValueError:
            raise typer.BadParameter(f"{value!r} is not a whole number") from None
    if not 0 <= n <= SEED_MAX:
        raise typer.BadParameter(f"{n} is not in the range 0<=x<={SEED_MAX}")
    return n


def counts(low: int, high: int) -> Callable[[object], int]:
    """The `parser` of a count option taking low..high (help shows the
    option's metavar, not a range that squeezes the help column)."""
    def parse(value) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            n = value
        else:
            try:
                n = int(str(value).strip())
            except ValueError:
                raise typer.BadParameter(f"{value!r} is not a whole number") from None
        if not low <= n <= high:
            raise typer.BadParameter(f"{n} is not in the range {low}<=x<={high}")
        return n
    return parse


#: `--force`: what every command that writes a file takes.
Force = Annotated[bool, typer.Option(
    "--force", "-f", help="Replace output files that exist already (without it, "
                          "a terminal asks and anything else refuses).")]


def fail(message: str, code: int = EXIT_FAILURE, details: list[str] | None = None) -> NoReturn:
    """Print `message` in red on standard error, then exit with `code`."""
    console = err_console()
    console.print(Text("error: ", style="bold red") + Text(message, style="red"),
                  soft_wrap=True)
    for line in details or ():
        console.print(Text("  " + line, style="red"), soft_wrap=True)
    raise typer.Exit(code)


def report_error(exc: OptcgError) -> NoReturn:
    """Exit with a readable message for one of optcg's own errors."""
    if isinstance(exc, DeckError):
        n = len(exc.problems)
        fail(f"{exc.source}: the deck is not legal ({n} problem{'s' if n != 1 else ''})",
             EXIT_FAILURE, [str(p) for p in exc.problems])
    if isinstance(exc, UnimplementedCardsError):
        n = len(exc.cards)
        fail(f"{n} card{'s' if n != 1 else ''} in these decks "
             f"{'are' if n != 1 else 'is'} not automated yet: their effects would do nothing",
             EXIT_FAILURE,
             [f"{number} {name}" for number, name in exc.cards]
             + ["play anyway with --allow-unimplemented (they keep their printed "
                "stats and keywords)"])
    if isinstance(exc, OutputError):
        fail(str(exc), EXIT_OUTPUT)
    code = EXIT_USAGE if isinstance(exc, UnknownDeckError) else EXIT_FAILURE
    fail(str(exc), code)


def interactive() -> bool:
    """A person at a terminal who can answer a question."""
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def output_allowed(path: Path, force: bool, folder: bool = False) -> bool:
    """Check, before any work, that `path` can be written; an existing file
    is replaced with `force`, or if the person at the terminal says so.
    Returns the `force` to write with; exits with EXIT_OUTPUT otherwise."""
    try:
        check_output(path, force=force, folder=folder)
        return force
    except OutputExistsError as exc:
        if interactive() and typer.confirm(f"{path} exists already: replace it?",
                                           default=False):
            return output_allowed(path, True, folder)
        fail(str(exc), EXIT_OUTPUT)
    except OutputError as exc:
        fail(str(exc), EXIT_OUTPUT)


def warn(message: str) -> None:
    err_console().print(Text("warning: ", style="bold yellow") + Text(message, style="yellow"),
                        soft_wrap=True)


def check_workers(workers: int | None, option: str = "--workers") -> None:
    """More worker processes than cores slows a run down: say so."""
    cores = os.cpu_count() or 1
    if workers is not None and workers > cores:
        warn(f"{option} {workers} is more than the {cores} core{'s' if cores != 1 else ''} "
             f"of this machine: the games will run no faster, maybe slower")


def friendly_errors(fn: Callable) -> Callable:
    """Decorate a command so that an OptcgError ends it with a red line."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except OptcgError as exc:
            report_error(exc)
        except (typer.Exit, typer.Abort, ClickException):
            raise                             # Typer's own exits and usage errors
        except KeyboardInterrupt:
            err_console().print(Text("\nInterrupted.", style="yellow"))
            raise typer.Exit(EXIT_INTERRUPTED) from None
        except (OSError, ValueError, TypeError, LookupError, AttributeError,
                RuntimeError, ArithmeticError) as exc:
            # a defect of optcg, not of the input: one line, not a traceback
            # (OPTCG_TRACEBACK=1 shows it, for a bug report)
            if os.environ.get("OPTCG_TRACEBACK"):
                raise
            fail(f"internal error ({type(exc).__name__}: {exc}); please report it with "
                 f"the command line (OPTCG_TRACEBACK=1 shows the traceback)")

    return wrapper
