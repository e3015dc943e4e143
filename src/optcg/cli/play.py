"""Running a game between players at the command line.

A player here is anything with `choose(game, decision) -> Action`: an AI
agent (which only ever sees its own PlayerView) or a HumanPlayer.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..agents import make_agent
from ..api import load_game, replay_game
from ..engine import Replay
from ..engine.errors import SaveError
from ..errors import OptcgError
from ..files import write_text
from .render import LogPrinter


class InputError(OptcgError):
    """A file given to read that cannot be read."""


class AIPlayer:
    """An agent from `optcg.agents`, deciding from its own view only."""

    def __init__(self, kind: str, seed: int | None = None):
        self.kind = kind
        self.agent = make_agent(kind, seed)

    def choose(self, game, decision):
        return self.agent.choose(game.view(decision.player), decision)


def agent_seed(game_seed: int, player: int) -> int:
    """A seed for an AI player, derived from the game's, so that one seed
    replays the whole game, AI choices included."""
    return game_seed * 2 + player + 1


def run_game(game, players, printer: LogPrinter):
    """Play `game` to its end, printing the log as it grows; the GameResult."""
    while not game.over:
        printer.flush(game)
        decision = game.decision
        game.apply(players[decision.player].choose(game, decision))
    printer.flush(game)
    return game.result


def save_replay(game, path: Path, force: bool = False) -> None:
    """Write the game's replay as JSON, atomically (OutputError if it cannot).
    A replay of a game not finished can be resumed (`optcg play --resume`)."""
    write_text(path, json.dumps(Replay.from_game(game).to_dict()), force=force)


def save_game(game, path: Path, force: bool = False) -> None:
    """Write the game as `Game.to_json` saves it, atomically."""
    write_text(path, json.dumps(game.to_json()), force=force)


def read_json(path: Path, what: str):
    """The JSON in `path`; OptcgError naming the file and the problem if
    it cannot be read or is not JSON."""
    try:
        text = path.read_text(encoding="utf-8")
    except IsADirectoryError:
        raise InputError(f"{path} is a folder, not {what}") from None
    except FileNotFoundError:
        raise InputError(f"no file {path}") from None
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(f"{path} is not {what} (not UTF-8 text)") from None
    try:
        return json.loads(text)
    except ValueError as exc:
        raise InputError(f"{path} is not {what} (not JSON: {exc})") from None
    except RecursionError:
        raise InputError(f"{path} is not {what} (JSON nested too deeply)") from None


def load_saved(path: Path):
    """The game saved in `path`: a saved game (`Game.to_json`, as Ctrl-C
    saves it) or a replay, played back to where it stopped.  SaveError (with
    the file and field) if it is neither or is inconsistent."""
    data = read_json(path, "a saved game or a replay")
    try:
        if isinstance(data, dict) and "state" in data:
            return load_game(data)
        if isinstance(data, dict) and "actions" in data:
            return replay_game(Replay.from_dict(data), log=True)
        raise SaveError("", "neither a saved game (an object with 'state') nor a replay "
                            "(an object with 'decks', 'seed' and 'actions')")
    except SaveError as exc:
        raise SaveError(exc.path, f"{path}: {exc.problem}" if not exc.path
                        else f"{exc.problem} (in {path})") from None
