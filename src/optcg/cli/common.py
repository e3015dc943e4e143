"""What every command shares: the consoles and the turning of errors into
one red line and an exit code (never a traceback)."""

from __future__ import annotations

import functools
from typing import Callable, NoReturn

import typer
from rich.console import Console
from rich.text import Text

from ..decks import DeckError, UnknownDeckError
from ..engine import UnimplementedCardsError
from ..errors import OptcgError

#: Exit code of a command that ran but found something wrong (a bad deck,
#: an unknown card, a replay that does not verify).
EXIT_FAILURE = 1
#: Exit code of a command given an argument it cannot use (Typer uses the
#: same code for its own usage errors).
EXIT_USAGE = 2


def out_console() -> Console:
    """A console on the current standard output.

    Made per command run, so that it writes to whatever `sys.stdout` is at
    the time (a terminal, a pipe, or Typer's test runner).
    """
    return Console(highlight=False, markup=False)


def err_console() -> Console:
    return Console(stderr=True, highlight=False, markup=False)


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
    code = EXIT_USAGE if isinstance(exc, UnknownDeckError) else EXIT_FAILURE
    fail(str(exc), code)


def friendly_errors(fn: Callable) -> Callable:
    """Decorate a command so that an OptcgError ends it with a red line."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except OptcgError as exc:
            report_error(exc)

    return wrapper
