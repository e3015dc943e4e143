"""Who is at the table: a person who loses the connection keeps their seat
for a grace period (5 minutes unless the server is told otherwise) and
resumes where the game stands; past it, the game is conceded for them
(CR 1-2-3: a concession, stored as one, like any other action).

The countdown of a seat starts when its last connection closes, and also
when a game is made or rebuilt with nobody in that seat yet (a player who
never comes back must not hold the other forever).  The AI's seats are
never counted down."""

from __future__ import annotations

import asyncio
import time
from typing import Awaitable, Callable, Optional

from .games import HUMAN, LiveGame
from .protocol import ProtocolError

#: seconds a disconnected player keeps their seat
GRACE_SECONDS = 300.0


class Presence:
    """The countdowns of the seats nobody is connected to.

    `on_forfeit(live)` runs after a seat's game was conceded for it (the
    server then tells everyone who watches)."""

    def __init__(self, grace: float, on_forfeit: Callable[[LiveGame], Awaitable[None]]):
        if grace <= 0:
            raise ValueError(f"the grace period must be positive, not {grace}")
        self.grace = grace
        self.on_forfeit = on_forfeit
        self._timers: dict[tuple[str, int], asyncio.Task] = {}
        self._deadlines: dict[tuple[str, int], float] = {}
        # seats that had a connection and lost it: their return is news to
        # the others (a first arrival is not)
        self._returning: set[tuple[str, int]] = set()

    def seated(self, live: LiveGame, seat: int) -> int:
        """How many connections hold `seat` of that game now."""
        return sum(1 for x in live.listeners if x.seat == seat)

    def watch_empty_seats(self, live: LiveGame) -> None:
        """Count down every human seat of the game with nobody in it."""
        for seat, kind in enumerate(live.seats):
            if kind == HUMAN and self.seated(live, seat) == 0:
                self.left(live, seat)

    def arrived(self, live: LiveGame, seat: Optional[int]) -> bool:
        """A connection took `seat`: its countdown, if any, stops; True if
        the seat had been left by its player (the others may be told)."""
        if seat is None:
            return False
        key = (live.id, seat)
        task = self._timers.pop(key, None)
        self._deadlines.pop(key, None)
        if task is not None:
            task.cancel()
        back = key in self._returning
        self._returning.discard(key)
        return back

    def left(self, live: LiveGame, seat: Optional[int], returning: bool = False) -> bool:
        """A connection of `seat` closed: with none left, the countdown
        starts (True: it did).  `returning`: the player had been seated."""
        if seat is None or live.game.over or live.seats[seat] != HUMAN:
            return False
        key = (live.id, seat)
        running = self._timers.get(key)
        if (running is not None and not running.done()) or self.seated(live, seat):
            return False
        if returning:
            self._returning.add(key)
        self._deadlines[key] = time.monotonic() + self.grace
        self._timers[key] = asyncio.get_running_loop().create_task(self._expire(live, seat))
        return True

    def seconds_left(self, game_id: str, seat: int) -> Optional[float]:
        """The time `seat` has left to come back, or None if it is not away."""
        deadline = self._deadlines.get((game_id, seat))
        return None if deadline is None else max(0.0, deadline - time.monotonic())

    def away(self, live: LiveGame) -> dict[int, float]:
        """The seats of the game counting down, with the seconds each has left."""
        out = {}
        for seat in range(len(live.seats)):
            left = self.seconds_left(live.id, seat)
            if left is not None:
                out[seat] = round(left, 1)
        return out

    def pending(self) -> int:
        return len(self._timers)

    async def _expire(self, live: LiveGame, seat: int) -> None:
        key = (live.id, seat)
        try:
            await asyncio.sleep(self.grace)
            async with live.lock:
                if self._timers.get(key) is not asyncio.current_task():
                    return
                del self._timers[key]
                self._deadlines.pop(key, None)
                self._returning.discard(key)
                if live.game.over or self.seated(live, seat):
                    return
                try:
                    await asyncio.to_thread(live.concede, seat)
                except ProtocolError:       # over meanwhile: nothing to concede
                    return
            await self.on_forfeit(live)
        except asyncio.CancelledError:
            pass

    def close(self) -> None:
        for task in self._timers.values():
            task.cancel()
        self._timers.clear()
        self._deadlines.clear()
        self._returning.clear()
