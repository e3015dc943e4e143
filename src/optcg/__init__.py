"""optcg: the ONE PIECE CARD GAME, implemented in Python.

    import optcg
    game = optcg.new_game("st01", "st02", seed=7)
    while not game.over:
        d = game.decision
        game.apply(agent.choose(game.view(d.player), d))
    print(game.result)
"""

from .api import load_game, new_game, replay_game
from .cards import CardDatabase, CardInfo, default_database
from .decks import DeckList, load_deck, parse_deck, validate_deck
from .engine import (Action, CardDef, Decision, Game, GameResult,
                     HiddenCardError, IllegalActionError, PlayerView, Replay,
                     UnimplementedCardsError)
from .errors import OptcgError

__version__ = "0.1.0"

__all__ = [
    "Action", "CardDatabase", "CardDef", "CardInfo", "Decision", "DeckList", "Game",
    "GameResult", "HiddenCardError", "IllegalActionError", "OptcgError",
    "PlayerView", "Replay", "UnimplementedCardsError", "default_database",
    "load_deck", "load_game",
    "new_game", "parse_deck", "replay_game", "validate_deck",
]
