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


class UnimplementedCardsError(OptcgError, ValueError):
    """A game was asked for with cards whose effects are not automated yet.

    Such a card would play with its printed stats and keywords only, so a
    game with it must be asked for explicitly (`allow_unimplemented=True`).
    `cards` lists each such card once as (number, name), sorted by number.
    """

    def __init__(self, cards):
        self.cards = tuple(sorted(set(cards)))
        n = len(self.cards)
        listed = ", ".join(f"{number} {name}" for number, name in self.cards)
        super().__init__(
            f"{n} card{'s' if n != 1 else ''} in these decks "
            f"{'are' if n != 1 else 'is'} not automated yet (their effects would do "
            f"nothing): {listed}. To play anyway, pass allow_unimplemented=True "
            f"(optcg play --allow-unimplemented).")


class SaveError(OptcgError, ValueError):
    """A saved game or replay that cannot be loaded: malformed (a missing
    key, a value of the wrong type), inconsistent (a card in two places, DON!!
    that do not add up, a decision the state cannot have), or of a format this
    version does not read.  `path` names the field at fault, as in
    ``state.hand[0][3]``; the message starts with it."""

    def __init__(self, path: str, problem: str) -> None:
        self.path = path
        self.problem = problem
        super().__init__(f"{path}: {problem}" if path else problem)
