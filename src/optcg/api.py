"""Convenience entry points that join the layers: decks and cards in, a Game out."""

from __future__ import annotations

import os
from functools import lru_cache

from .cards.defs import card_def
from .decks import (DeckError, DeckList, DeckProblem, builtin_decks, check_deck,
                    load_deck, parse_deck)
from .engine import Game, Replay


def resolve_deck(deck) -> DeckList:
    """A DeckList from a DeckList, a built-in deck name or a deck file path."""
    if isinstance(deck, DeckList):
        return deck
    if isinstance(deck, (str, os.PathLike)):
        return load_deck(str(deck))
    raise TypeError(f"a deck is a DeckList, a built-in deck name or a file path, "
                    f"not {type(deck).__name__}")


def deck_defs(deck: DeckList) -> tuple:
    """(leader CardDef, [CardDef for each of the 50 cards]) of a deck list."""
    if deck.leader is None:
        raise DeckError([DeckProblem("5-1-2", "the deck has no Leader card", None, None)],
                        deck.source)
    return card_def(deck.leader.number), [card_def(n) for n in deck.main_deck()]


@lru_cache(maxsize=None)
def _builtin_defs(name: str) -> tuple:
    """Built-in decks are parsed and checked once per process."""
    deck = load_deck(name)
    check_deck(deck)
    return deck_defs(deck)


@lru_cache(maxsize=1)
def _builtin_names() -> frozenset:
    return frozenset(builtin_decks())


# Deck lists found legal, by what they hold: the rules and the card database
# do not change while a process runs, so a list is checked once, not once per
# game (a simulation starts thousands from the same lists).  Bounded: once
# full, further lists are checked every time.
_LEGAL: set[tuple] = set()
_LEGAL_MAX = 4096


def _checked(d: DeckList) -> None:
    """check_deck(d), skipped for a list already found legal."""
    lead = d.leader
    key = ((lead.number, lead.count) if lead is not None else None,
           tuple((e.number, e.count) for e in d.entries))
    if key in _LEGAL:
        return
    check_deck(d)
    if len(_LEGAL) < _LEGAL_MAX:
        _LEGAL.add(key)


def _defs_for(deck, validate: bool) -> tuple:
    if isinstance(deck, str) and deck.lower() in _builtin_names():
        return _builtin_defs(deck.lower())
    d = resolve_deck(deck)
    if validate:
        _checked(d)
    return deck_defs(d)


def new_game(deck1, deck2, seed: int | None = None, *, log: bool = True,
             validate: bool = True, allow_unimplemented: bool = False,
             conceal_decisions: bool = False) -> Game:
    """Start a game between two decks (DeckList, built-in name or file path).

    Decks are checked against the deck construction rules (CR 5-1-2) unless
    `validate=False`.  A deck with a card whose effects are not automated
    yet raises UnimplementedCardsError (listing those cards) unless
    `allow_unimplemented=True`; the game's log then names them at the start.
    Without a seed, one is drawn from the operating system;
    `game.state.seed` tells which, so any game can be replayed.
    `conceal_decisions=True` asks the decisions that turn on hidden cards
    whatever those cards are (`Game.conceal_decisions`): for games where a
    person or an agent watches the other side.
    """
    defs1, defs2 = _defs_for(deck1, validate), _defs_for(deck2, validate)
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "little")
    return Game.new(defs1, defs2, seed=seed, log=log,
                    allow_unimplemented=allow_unimplemented,
                    conceal_decisions=conceal_decisions)


def replay_game(replay: Replay, log: bool = True, validate: bool = True) -> Game:
    """Play a replay back with the packaged card database, checking its decks
    against the deck construction rules (CR 5-1-2) unless `validate=False`.

    A replay records a game that was started, so it had opted in to any card
    not automated yet: replaying it never raises UnimplementedCardsError."""
    if validate:
        for numbers in replay.decks:
            text = "\n".join(f"1x{n}" for n in numbers)
            check_deck(parse_deck(text, source="replay deck"))
    return replay.play(card_def, log=log)


def load_game(data: dict) -> Game:
    """Rebuild a game saved with `Game.to_json()` (it was started already, so
    cards not automated yet need no new opt-in)."""
    return Game.from_json(data, card_def)
