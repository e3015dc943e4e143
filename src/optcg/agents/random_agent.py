"""An agent that picks uniformly among the legal options."""

from __future__ import annotations

import random

from ..engine import Action, Decision, PlayerView


class RandomAgent:
    name = "random"

    def __init__(self, seed: int | None = None):
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView, decision: Decision) -> Action:
        return self._rng.choice(decision.options)
