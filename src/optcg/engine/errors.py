"""Errors raised by the engine.  None of them changes the game state."""

from __future__ import annotations

from ..errors import OptcgError


class IllegalActionError(OptcgError):
    """An action that is not legal now; `rule` cites the Comprehensive Rules.

    The game is exactly as it was before the call.
    """

    def __init__(self, message: str, rule: str | None = None, action=None):
        self.rule = rule
        self.action = action
        text = f"{message} [CR {rule}]" if rule else message
        super().__init__(text)


class GameOverError(IllegalActionError):
    """No action can be taken: the game has ended (CR 1-2-1)."""
