"""Shared by the reinforcement-learning tests: decks and random positions."""

from __future__ import annotations

import random
from pathlib import Path

import optcg
from optcg.agents import make_agent
from optcg.engine.constants import ActionKind, DecisionKind

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


def assert_ends_every_main_phase(agent_name: str, phases: int = 6) -> None:
    """The agent, playing both sides of a starter game, ends each of the
    first `phases` Main Phases at once (a policy scoring that highest)."""
    agent = make_agent(agent_name)
    game = optcg.new_game("st01", "st02", seed=4, log=False)
    mains = 0
    while not game.over and mains < phases:
        d = game.decision
        a = agent.choose(game.view(d.player), d)
        if d.kind == DecisionKind.MAIN:
            assert a.kind == ActionKind.END_PHASE
            mains += 1
        game.apply(a)
    assert mains == phases
