"""`optcg replay ...`: play a saved replay back, or check it."""

import json
from dataclasses import replace
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.text import Text

from ..api import replay_game
from ..cards.defs import card_def
from ..engine import Replay
from ..engine.serialize import state_hash
from ..errors import OptcgError
from .common import EXIT_FAILURE, EXIT_USAGE, fail, friendly_errors, out_console
from .render import LogPrinter, result_text
from .table import Tags, compact_board

replay_app = typer.Typer(
    help="Replays saved with `optcg play --save-replay`: show or verify them.",
    no_args_is_help=True,
)

#: What a corrupt replay can make go wrong beyond a ReplayError: card
#: numbers that are not strings, decks of the wrong shape, and the like.
_CORRUPT = (TypeError, ValueError, KeyError, IndexError, AttributeError)

FileArg = Annotated[Path, typer.Argument(metavar="FILE", help="A replay file (JSON).")]


def load_replay(path: Path) -> Replay:
    """Read a replay file; a clear error and exit 1 if it is not one."""
    try:
        text = path.read_text(encoding="utf-8")
    except IsADirectoryError:
        fail(f"{path} is a directory, not a replay file")
    except OSError as exc:
        fail(f"cannot read {path}: {exc.strerror or exc}")
    except UnicodeDecodeError:
        fail(f"{path} is not a replay file (not UTF-8 text)")
    try:
        data = json.loads(text)
    except ValueError as exc:
        fail(f"{path} is not a replay file (not JSON: {exc})")
    except RecursionError:
        fail(f"{path} is not a replay file (JSON nested too deeply)")
    try:
        return Replay.from_dict(data)
    except OptcgError as exc:
        fail(f"{path}: {exc}")


def _replayed(replay: Replay, path: Path, log: bool):
    """The game the replay plays back to; a clear error and exit 1 if it cannot."""
    try:
        return replay_game(replay, log=log)
    except OptcgError as exc:
        fail(f"{path}: {exc}")
    except _CORRUPT as exc:
        fail(f"{path}: corrupt replay ({type(exc).__name__}: {exc})")


def _recorded_result(replay: Replay) -> Optional[tuple]:
    r = replay.result
    return tuple(r) if isinstance(r, list) else None


@replay_app.command("show")
@friendly_errors
def show(
    file: FileArg,
    show_hidden: Annotated[bool, typer.Option(
        "--show-hidden",
        help="Print hidden information (hands, draws, Life cards), or only public "
             "events.")] = False,
    at: Annotated[Optional[int], typer.Option(
        "--at", metavar="TURN", min=0,
        help="Show the game up to the start of turn TURN (0: the setup) and the "
             "board there, then stop.")] = None,
    every_turn: Annotated[bool, typer.Option(
        "--every-turn", help="Show the board at the start of every turn.")] = False,
) -> None:
    """Play a replay back and print its log and result."""
    console = out_console()
    replay = load_replay(file)
    if at is not None and every_turn:
        fail("--at and --every-turn cannot be used together: choose one", EXIT_USAGE)
    whole = _replayed(replay, file, log=False)
    if at is not None and at > whole.state.turn:
        fail(f"{file}: there is no turn {at}: the game "
             f"{'ended' if whole.over else 'stops'} at turn {whole.state.turn}", EXIT_USAGE)
    leaders = [card_def(d[0]) for d in replay.decks]
    console.print(f"Replay {file}: P1 {leaders[0].name} ({leaders[0].number}) vs "
                  f"P2 {leaders[1].name} ({leaders[1].number}), seed {replay.seed}, "
                  f"{len(replay.actions)} actions", soft_wrap=True)
    tags = Tags()
    printer = LogPrinter(console, show_hidden=show_hidden, tags=tags)
    if at is None and not every_turn:
        game = _replayed(replay, file, log=True)
        printer.flush(game)
    else:
        game = _replayed(replace(replay, actions=[]), file, log=True)
        shown = -1
        for action in [*replay.actions, None]:
            turn = game.state.turn
            if turn != shown and (every_turn or turn == at):
                shown = turn
                printer.flush(game)
                _board_at(console, game, tags, show_hidden)
                if turn == at:
                    return
            if action is None:
                break
            game.apply(action)           # the whole replay was played back above
        printer.flush(game)
    if game.over:
        console.print(Text(result_text(game.result), style="bold"))
    else:
        console.print(Text(f"The game was not finished (turn {game.state.turn}).",
                           style="yellow"))
    if (replay.final_hash is not None
            and state_hash(game.state, replay.format) != replay.final_hash):
        console.print(Text("warning: the final state differs from the recorded one "
                           "(see `optcg replay verify`)", style="yellow"))


def _board_at(console, game, tags: Tags, show_hidden: bool) -> None:
    """The board as anybody sees it (with `show_hidden`, both hands too)."""
    view = game.view(0)
    tags.update(view)
    hands = [game.view(0), game.view(1)] if show_hidden else []
    console.print(compact_board(view, tags, width=min(console.width, 100),
                                hand_views=hands, spectator=True))


@replay_app.command("verify")
@friendly_errors
def verify(file: FileArg) -> None:
    """Replay and check that the final state matches the recorded hash.

    Prints OK and the hash, or MISMATCH and exits with 1.
    """
    console = out_console()
    replay = load_replay(file)
    try:
        ok, digest = replay.verify(card_def)
    except OptcgError as exc:
        fail(f"{file}: {exc}")
    except _CORRUPT as exc:
        fail(f"{file}: corrupt replay ({type(exc).__name__}: {exc})")
    game = _replayed(replay, file, log=False)
    result = game.result
    recorded = _recorded_result(replay)
    actual = (result.winner, result.reason, result.turns) if result else None
    if replay.result is not None and recorded != actual:
        ok = False
    outcome = result_text(result) if result else "game not finished"
    if ok:
        line = Text("OK ", style="bold green")
        line.append(f"{file}: {len(replay.actions)} actions, final hash {digest}")
        console.print(line, soft_wrap=True)
        if replay.final_hash is None:
            console.print(Text("  (the replay records no hash to compare with)",
                               style="yellow"))
        console.print(f"  {outcome}")
        return
    line = Text("MISMATCH ", style="bold red")
    line.append(f"{file}: replayed to hash {digest}")
    console.print(line, soft_wrap=True)
    if replay.final_hash != digest:
        console.print(f"  recorded hash {replay.final_hash}", soft_wrap=True)
    if replay.result is not None and recorded != actual:
        console.print(f"  recorded result {json.dumps(replay.result)}, replayed "
                      f"{json.dumps(list(actual) if actual else None)}", soft_wrap=True)
    console.print(f"  replayed: {outcome}")
    raise typer.Exit(EXIT_FAILURE)
