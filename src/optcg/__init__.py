"""optcg: the ONE PIECE CARD GAME, implemented in Python.

    import optcg
    game = optcg.new_game("st01", "st02", seed=7)
    while not game.over:
        d = game.decision
        game.apply(agent.choose(game.view(d.player), d))
    print(game.result)

`optcg.compiled()` says whether the engine runs compiled (mypyc, built by
`pip install .` where a C compiler exists) or in pure Python; OPTCG_PURE=1
in the environment asks for the pure engine (see `optcg.native`).
"""

from . import native as _native

if _native.pure_requested():  # before any engine module is imported
    _native.use_pure_engine()

from .api import load_game, new_game, replay_game
from .cards import CardDatabase, CardInfo, default_database
from .decks import DeckList, load_deck, parse_deck, validate_deck
from .engine import (Action, CardDef, Decision, Game, GameResult,
                     HiddenCardError, IllegalActionError, PlayerView, Replay,
                     UnimplementedCardsError)
from .errors import OptcgError
from .native import compiled

__version__ = "0.1.0"

__all__ = [
    "Action", "CardDatabase", "CardDef", "CardInfo", "Decision", "DeckList", "Game",
    "compiled",
    "GameResult", "HiddenCardError", "IllegalActionError", "OptcgError",
    "PlayerView", "Replay", "UnimplementedCardsError", "default_database",
    "load_deck", "load_game",
    "new_game", "parse_deck", "replay_game", "validate_deck",
]
