"""An optional chess clock: each person has a budget of seconds that runs
only while they have a decision to take; a player whose time runs out
loses the game (it is conceded for them, CR 1-2-3, and stored as a
concession).  The AI's seats have no clock."""

from __future__ import annotations

import time
from typing import Optional

#: the largest budget a game may ask for (a day)
MAX_BUDGET = 86_400.0


class ChessClock:
    """Seconds left per seat; at most one seat's time runs at once."""

    __slots__ = ("budget", "left", "running", "since")

    def __init__(self, budget: float, left: Optional[list[float]] = None):
        if not 0 < budget <= MAX_BUDGET:
            raise ValueError(f"a clock has 1 to {MAX_BUDGET:.0f} seconds, not {budget}")
        self.budget = float(budget)
        self.left = list(left) if left is not None else [self.budget, self.budget]
        self.running: Optional[int] = None
        self.since = 0.0

    def stop(self) -> None:
        """Charge the running seat the time since it started."""
        if self.running is not None:
            self.left[self.running] = max(0.0, self.left[self.running]
                                          - (time.monotonic() - self.since))
            self.running = None

    def run(self, seat: Optional[int]) -> None:
        """Stop the running seat's time and start `seat`'s (None: nobody's)."""
        if seat == self.running:
            return
        self.stop()
        if seat is not None:
            self.running = seat
            self.since = time.monotonic()

    def seconds_left(self, seat: int) -> float:
        left = self.left[seat]
        if seat == self.running:
            left -= time.monotonic() - self.since
        return max(0.0, left)

    def to_message(self) -> dict:
        return {"budget": self.budget,
                "left": [round(self.seconds_left(s), 1) for s in (0, 1)],
                "running": self.running}

    def to_json(self) -> dict:
        return {"budget": self.budget, "left": [self.seconds_left(s) for s in (0, 1)]}
