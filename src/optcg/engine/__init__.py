"""The rules engine: pure Python, no I/O, no third-party imports."""

from .actions import Action, Decision
from .carddef import CardDef
from .errors import GameOverError, IllegalActionError, UnimplementedCardsError
from .game import Game, GameResult
from .events import events_for
from .replay import Replay, ReplayError
from .view import HiddenCardError, PlayerView



def compiled() -> list[str]:
    """The engine modules running as mypyc-compiled extensions (see
    scripts/build_native.py); empty for the pure-Python engine."""
    import sys
    return sorted(name for name, m in sys.modules.items()
                  if name.startswith("optcg.engine") and m is not None
                  and str(getattr(m, "__file__", "")).endswith(".so"))


__all__ = ["compiled", "Action", "CardDef", "Decision", "Game", "GameOverError", "GameResult",
           "HiddenCardError", "IllegalActionError", "PlayerView",
           "Replay", "ReplayError", "UnimplementedCardsError", "events_for"]
