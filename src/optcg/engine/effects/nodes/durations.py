"""Durations and delayed steps: what happens at the end of the turn or of a battle."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AtEndOfTurn:
    """"At the end of this turn, <steps>": a delayed effect resolved in the
    End Phase (CR 6-6-1-2)."""

    steps: tuple


@dataclass(frozen=True)
class AtEndOfBattle:
    """"Then, at the end of this battle, <step>": a delayed step resolved at
    the End of the Battle (CR 7-1-5-2), on the cards as they are then: this
    card moved away meanwhile is another card (official rulings on OP02-064).
    Outside a battle there is no end of this battle: nothing happens."""

    steps: tuple
