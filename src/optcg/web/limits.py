"""Limits per client address on the requests that make sessions or users
(signing in, registering, a new guest): a guesser of passwords or a
script filling the database with guests is refused with 429, told the
limit and when to try again.

The address is the connection's own (a proxy in front of the server would
make every client one address: give it its own limits there).  The clock
is passed in, so tests move time without sleeping."""

from __future__ import annotations

import math
import time
from collections import deque
from typing import Callable, Optional

from fastapi import Request
from fastapi.responses import JSONResponse

Clock = Callable[[], float]

#: addresses remembered before the idle ones are forgotten
_MAX_ADDRESSES = 10_000


def _span(seconds: float) -> str:
    if seconds % 3600 == 0:
        n, unit = seconds // 3600, "hour"
    elif seconds % 60 == 0:
        n, unit = seconds // 60, "minute"
    else:
        n, unit = seconds, "second"
    return f"{unit}" if n == 1 else f"{n:g} {unit}s"


class AddressLimit:
    """At most `count` uses in any `seconds` per address (a sliding window)."""

    def __init__(self, what: str, count: int, seconds: float, clock: Clock = time.monotonic):
        if count < 1 or seconds <= 0:
            raise ValueError(f"a limit allows at least 1 use in some time, not {count} "
                             f"in {seconds} s")
        self.what = what
        self.count = count
        self.seconds = seconds
        self.clock = clock
        self.uses: dict[str, deque[float]] = {}

    def describe(self) -> str:
        return f"at most {self.count} every {_span(self.seconds)}"

    def wait(self, address: str) -> Optional[float]:
        """Seconds until `address` may use this again, or None: then the use
        is counted."""
        now = self.clock()
        uses = self.uses.get(address)
        if uses is None:
            if len(self.uses) >= _MAX_ADDRESSES:
                self._forget_idle(now)
            uses = self.uses[address] = deque()
        while uses and now - uses[0] >= self.seconds:
            uses.popleft()
        if len(uses) >= self.count:
            return uses[0] + self.seconds - now
        uses.append(now)
        return None

    def _forget_idle(self, now: float) -> None:
        for address in [a for a, u in self.uses.items()
                        if not u or now - u[-1] >= self.seconds]:
            del self.uses[address]

    def refusal(self, request: Request) -> Optional[JSONResponse]:
        """None if the request's address may go on (the use is counted),
        else the 429 answer saying the limit and when to retry."""
        address = request.client.host if request.client is not None else "unknown"
        wait = self.wait(address)
        if wait is None:
            return None
        retry = max(1, math.ceil(wait))
        return JSONResponse(
            {"error": f"too many {self.what} from your address: {self.describe()}; "
                      f"try again in {retry} second{'s' if retry != 1 else ''}",
             "retry_after": retry},
            status_code=429, headers={"Retry-After": str(retry)})


class AuthLimits:
    """The limits of the account endpoints, per client address."""

    def __init__(self, clock: Clock = time.monotonic, logins: int = 10, registrations: int = 5,
                 guests: int = 30):
        self.login = AddressLimit("sign-in attempts", logins, 300, clock)
        self.register = AddressLimit("registrations", registrations, 3600, clock)
        self.guest = AddressLimit("new guests", guests, 3600, clock)
