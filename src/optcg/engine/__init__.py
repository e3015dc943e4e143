"""The rules engine: pure Python, no I/O, no third-party imports."""

from .actions import Action, Decision
from .carddef import CardDef
from .errors import GameOverError, IllegalActionError
from .game import Game, GameResult
from .log import LogEvent
from .replay import Replay, ReplayError
from .view import HiddenCardError, PlayerView

__all__ = ["Action", "CardDef", "Decision", "Game", "GameOverError", "GameResult",
           "HiddenCardError", "IllegalActionError", "LogEvent", "PlayerView",
           "Replay", "ReplayError"]
