"""What every player program implements: choose one of the decision's options."""

from __future__ import annotations

from typing import Protocol

from ..engine import Action, Decision, PlayerView


class Agent(Protocol):
    name: str

    def choose(self, view: PlayerView, decision: Decision) -> Action:
        """Pick one of `decision.options`, knowing only what `view` shows."""
        ...
