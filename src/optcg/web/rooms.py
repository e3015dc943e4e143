"""Rooms: a game between two people, one opening a room and sharing its
code or link, the other joining it with their deck.

A room waiting for its guest lives in memory only (a server restart drops
it; a game once started is stored like any other)."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import Optional

from ..decks import DeckList
from .games import HUMAN, GameHub

# room codes: no 0/O or 1/I, so that a code read aloud is typed right
_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
MAX_OPEN_ROOMS = 1000
ROOM_LIFETIME = 3600.0          # seconds a room waits for its guest


class RoomError(ValueError):
    """A room that cannot be opened, joined or read; the message says why."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


@dataclass
class Room:
    code: str
    host_deck: DeckList
    host_secret: str
    host_user: Optional[int] = None
    clock: Optional[float] = None
    opened: float = field(default_factory=time.monotonic)
    game_id: Optional[str] = None
    host_token: Optional[str] = None


class Rooms:
    def __init__(self, hub: GameHub):
        self.hub = hub
        self.open: dict[str, Room] = {}

    def _expire(self) -> None:
        now = time.monotonic()
        for code in [c for c, r in self.open.items() if now - r.opened > ROOM_LIFETIME]:
            del self.open[code]

    def create(self, deck: DeckList, user: Optional[int] = None,
               clock: Optional[float] = None) -> Room:
        """A room for the host's deck (`user`: the host's account, if any;
        `clock`: each player's seconds, for a game with a chess clock)."""
        self._expire()
        if len(self.open) >= MAX_OPEN_ROOMS:
            raise RoomError("too many rooms are open; try again later", 503)
        code = "".join(secrets.choice(_ALPHABET) for _ in range(CODE_LENGTH))
        while code in self.open:
            code = "".join(secrets.choice(_ALPHABET) for _ in range(CODE_LENGTH))
        room = self.open[code] = Room(code, deck, secrets.token_urlsafe(24), user, clock)
        return room

    def _room(self, code: str) -> Room:
        room = self.open.get(code.upper())
        if room is None:
            raise RoomError(f"no open room {code!r} (rooms close after an hour)", 404)
        return room

    def join(self, code: str, deck: DeckList, user: Optional[int] = None) -> tuple[str, str]:
        """Start the room's game with the guest's deck: (game id, the
        guest's token); the host is P1, the guest P2.  A game between
        people is rated: unautomated cards are refused."""
        room = self._room(code)
        if room.game_id is not None:
            raise RoomError(f"room {code!r} is full: its game has begun", 409)
        users = {seat: u for seat, u in ((0, room.host_user), (1, user)) if u is not None}
        game_id, tokens = self.hub.create((room.host_deck, deck), [HUMAN, HUMAN],
                                          users=users, rated=True, clock=room.clock)
        room.game_id, room.host_token = game_id, tokens[0]
        return game_id, tokens[1]

    def status(self, code: str, secret: str) -> Optional[tuple[str, str]]:
        """For the host only: (game id, the host's token) once a guest has
        joined, else None."""
        room = self._room(code)
        if not secrets.compare_digest(room.host_secret, secret):
            raise RoomError("that is not this room's host secret", 403)
        if room.game_id is None:
            return None
        del self.open[room.code]            # told once: the host has its seat
        return room.game_id, room.host_token
