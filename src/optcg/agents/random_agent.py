"""An agent that picks uniformly among the legal options."""

from __future__ import annotations

import random

from ..engine import Action, Decision, PlayerView


class RandomAgent:
    name = "random"

    def __init__(self, seed: int | None = None):
        self._random = random.Random(seed).random

    def pick(self, options) -> Action:
        """One of `options`, uniformly: the whole of this agent, usable
        without building a view (benchmarks, bulk simulation)."""
        return options[int(self._random() * len(options))]

    def choose(self, view: PlayerView, decision: Decision) -> Action:
        return self.pick(decision.options)
