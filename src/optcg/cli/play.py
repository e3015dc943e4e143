"""Running a game between players at the command line.

A player here is anything with `choose(game, decision) -> Action`: an AI
agent (which only ever sees its own PlayerView) or a HumanPlayer.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..agents import make_agent
from ..engine import Replay
from .render import LogPrinter

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


def check_writable(path: Path) -> str | None:
    """Why a replay could not be saved at `path`, or None if it looks fine
    (checked before the game, so that no one plays a game for nothing)."""
    if path.is_dir():
        return f"{path} is a directory"
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        return f"the folder {parent} does not exist"
    return None


def save_replay(game, path: Path) -> None:
    """Write the game's replay as JSON (raises OSError if it cannot)."""
    data = Replay.from_game(game).to_dict()
    path.write_text(json.dumps(data), encoding="utf-8")
