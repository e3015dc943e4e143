"""Power and cost (CR 3-5, 3-6): changes, base values, and permanent modifiers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .vocabulary import THIS_BATTLE, THIS_TURN


@dataclass(frozen=True)
class PowerChange:
    """"gains +N power <duration>" (or loses, with a negative amount)."""

    target: Any
    amount: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class SetBasePower:
    """"<target>'s base power becomes N <duration>" (CR 4-9)."""

    target: Any
    value: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class SetBaseCost:
    """"<target>'s base cost becomes N <duration>" (CR 4-9)."""

    target: Any
    value: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class SetCost:
    """"set the cost of <target> to N <duration>": the cost counts from N
    instead of the printed cost, with the other cost changes still applied
    (official ruling on OP03-091); the base cost stays the printed one (CR
    4-9-2; official ruling on OP04-119: the base cost is the printed value)."""

    target: Any
    value: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class SetPowerToZero:
    """« Set Power to 0 » (CR 4-12): lose power equal to the current power."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class CostChange:
    """"gets -N cost <duration>" (or +N)."""

    target: Any
    amount: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class StaticPower:
    """Permanent: the targets gain power while the conditions hold."""

    target: Any             # This() or Every(...)
    amount: int
    # "+1000 power for every 2 Events in your trash": `amount`
    # once per `per_count` of the cards `per` counts (a condition's count)
    per: Any = None
    per_count: int = 1


@dataclass(frozen=True)
class SwapBasePower:
    """"Swap the base power of <the two selected cards> with each other
    <duration>": each card's base power becomes the other's, both read as
    the step resolves (CR 4-9).  A card that then leaves the field takes
    its change with it; the other keeps its new base power (official Q&A
    on OP14-001, OP14-017)."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class StaticBasePower:
    """Permanent: "<target>'s base power becomes N" while the conditions
    hold (CR 4-9-2-1: with other base powers set, the highest counts).
    `same_as_leader`: "... becomes the same as your Leader's base power",
    the base power of the Leader of the effect's player, read now."""

    target: Any
    value: int
    same_as_leader: bool = False


@dataclass(frozen=True)
class StaticCounter:
    """Permanent: "The counter of all of your <cards> in your hand becomes
    +N": the Counter value of the cards of the hand `target` describes
    (CR 7-1-3-2-1 reads it when they are used)."""

    target: Any             # Every(...) of hand cards
    value: int


@dataclass(frozen=True)
class HandCost:
    """"give this card in your hand −N cost": a permanent effect valid in the
    hand (an exception to CR 2-8-2, the card says where it applies)."""

    amount: int


@dataclass(frozen=True)
class StaticCost:
    """Permanent: "<target> gains +N cost" while the conditions hold (CR 8-1-3-3)."""

    target: Any
    amount: int
    # "+1 cost for every 4 cards in your trash": `amount` once
    # per `per_count` of the cards `per` counts (as StaticPower.per)
    per: Any = None
    per_count: int = 1


@dataclass(frozen=True)
class PowerPerCard:
    """"<target> gains +N power <duration> for every card trashed": N once
    per card the step just before moved (the cards chosen for it that are
    now in the trash: "You may trash any number of ... cards from your
    hand"), one target only (official rulings on ST16-002, OP06-014)."""

    target: Any
    amount: int
    duration: str = THIS_BATTLE


@dataclass(frozen=True)
class PowerPerDonRested:
    """"For every DON!! card rested this way, <target> gains +N power
    <duration>": N once per DON!! card the RestDonAnyNumber just before
    rested; the target is chosen after the DON!! are rested, and not at all
    when none was."""

    target: Any
    amount: int
    duration: str = THIS_BATTLE


@dataclass(frozen=True)
class PowerPerGivenDon:
    """"give <targets> -N power <duration> for every DON!! card given to that
    Character": each target changes by N once per DON!! card given to it
    when the effect resolves (its own count, not another card's)."""

    target: Any
    amount: int
    duration: str = THIS_TURN


# -- "This Character's base power becomes the same as ..." --
# the card whose power is copied
SAME_AS_OPPONENTS_LEADER: Final = "your opponent's Leader"
# the same, written "your opponent's Leader's power"
SAME_AS_OPPONENTS_LEADER_POWER: Final = "your opponent's Leader's power"
SAME_AS_SELECTED: Final = "the selected card"
SAME_AS_ATTACKER: Final = "your opponent's attacking card"


@dataclass(frozen=True)
class BasePowerSameAs:
    """"<target>'s base power becomes the same as <source>('s power)
    <duration>": the base power becomes the source's power at the time the
    effect resolves; a later change of the source's power changes nothing
    (official rulings on OP06-009), given DON!! still add to it (EB01-061).
    With no source (nothing selected, no attack), nothing happens (CR 4-9)."""

    target: Any
    source: str
    duration: str = THIS_TURN


@dataclass(frozen=True)
class PowerPerCost:
    """"<target> gains +N power <duration> per 1 cost on the revealed card":
    N times the cost of the card revealed just before (none revealed:
    nothing)."""

    target: Any
    amount: int
    duration: str = THIS_TURN
