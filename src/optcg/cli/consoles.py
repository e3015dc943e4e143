"""The consoles every command prints to (Rich, without Typer: the fast
start of `optcg simulate` uses them too)."""

from __future__ import annotations

from rich.console import Console


def out_console() -> Console:
    """A console on the current standard output.

    Made per command run, so that it writes to whatever `sys.stdout` is at
    the time (a terminal, a pipe, or Typer's test runner).
    """
    return Console(highlight=False, markup=False)


def err_console() -> Console:
    return Console(stderr=True, highlight=False, markup=False)
