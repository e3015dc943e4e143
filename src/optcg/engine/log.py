"""Game log events: what happened, and which rule made it happen.

The engine only records events (plain data); front ends print them.  An
event about secret information carries two texts: the full one for the
player allowed to see it, and a public one for everybody else (CR 3-4-3).
"""

from __future__ import annotations

from typing import NamedTuple

from .state import GameState


class LogEvent(NamedTuple):
    turn: int
    text: str
    rule: str | None = None
    private_to: int | None = None   # only this player may read `text`
    public_text: str | None = None  # what the other player reads instead

    def text_for(self, player: int | None) -> str | None:
        """The text `player` may read (None: a spectator seeing only public
        information); None when the event is invisible to them."""
        if self.private_to is None or self.private_to == player:
            return self.text
        return self.public_text


def emit(st: GameState, text: str, rule: str | None = None,
         private_to: int | None = None, public_text: str | None = None) -> None:
    if st.log is not None:
        st.log.append(LogEvent(st.turn, text, rule, private_to, public_text))


def player_name(p: int) -> str:
    return f"P{p + 1}"


def card_name(st: GameState, i: int) -> str:
    d = st.defs[i]
    return f"{d.name} ({d.number})"
