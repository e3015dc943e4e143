"""The game itself: winning, losing, damage, extra turns and attack targets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .vocabulary import OPPONENT


@dataclass(frozen=True)
class WinGame:
    """"you win the game" (CR 1-2-5)."""


@dataclass(frozen=True)
class LoseGame:
    """"you lose the game" (CR 1-2-5)."""


@dataclass(frozen=True)
class DealDamage:
    """"deal N damage to your opponent": damage processing (CR 4-6-2), with
    [Trigger] (CR 10-1-5) and the defeat at 0 Life (CR 1-2-1-1-1).  `to` is
    whose Leader takes it: OPPONENT, or YOU for "you take N damage"."""

    count: int = 1
    to: str = OPPONENT


@dataclass(frozen=True)
class DeckOutAtEndOfTurn:
    """A Leader's rule "you do not lose when your deck has 0 cards; you lose
    at the end of the turn in which it becomes 0": the defeat of CR 9-2-1-2
    waits for the end of that turn, and comes even if cards went back to the
    deck meanwhile (official Q&A on OP15-022), while its effects are valid."""


@dataclass(frozen=True)
class DeckOutWins:
    """A Leader's "When your deck is reduced to 0, you win the game instead
    of losing, according to the rules": it replaces the defeat of CR
    9-2-1-2 with a victory (CR 1-2-5: an effect makes a player win), while
    its effects are valid (CR 8-2-1)."""


@dataclass(frozen=True)
class ChangeAttackTarget:
    """"Change the attack target to <target>": during a battle, the chosen
    card of the attacked player becomes the card attacked, active or rested
    (official rulings on EB01-038), as a [Blocker] does (CR 7-1-2-1); it
    cannot then activate [Blocker] itself (the attacked card never can).
    Outside a battle, or with no such card, nothing happens."""

    target: Any


# -- an extra turn (OP05-119) ----------------------------------------------------------

@dataclass(frozen=True)
class ExtraTurn:
    """"take an extra turn after this one": when this turn ends, the same
    player takes the next turn, then the turns alternate again (the
    Comprehensive Rules v1.2.0 say nothing more of extra turns)."""
