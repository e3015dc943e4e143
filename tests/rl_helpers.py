"""Shared by the reinforcement-learning tests: decks and random positions."""

from __future__ import annotations

import random
from pathlib import Path

import optcg

BUILTIN = ("st01", "st02", "st03", "st04")


def playable_meta_decks(shared: Path | None) -> list[str]:
    """The tournament decks of ../shared whose cards are all automated."""
    if shared is None:
        return []
    out = []
    for f in sorted((shared / "decks" / "meta").glob("*.txt")):
        try:
            optcg.new_game(str(f), "st01", seed=1, log=False)
        except optcg.OptcgError:
            continue
        out.append(str(f))
    return out


def random_positions(decks, games: int, seed: int):
    """(game, decision) at every decision of `games` random games between
    decks drawn from `decks` (the game is shared: use it before the next
    position is drawn)."""
    rng = random.Random(seed)
    for k in range(games):
        game = optcg.new_game(rng.choice(decks), rng.choice(decks), seed=seed * 1000 + k,
                              log=False)
        while not game.over:
            d = game.decision
            yield game, d
            game.apply(d.options[rng.randrange(len(d.options))])
