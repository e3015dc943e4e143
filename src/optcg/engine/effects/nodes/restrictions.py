"""Restrictions: what cards cannot do, and attacks allowed beyond the rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .vocabulary import CHARACTER, LEADER, THIS_BATTLE, THIS_TURN
from .vocabulary import UNTIL_END_OF_OPPONENTS_NEXT_TURN


@dataclass(frozen=True)
class Rest:
    target: Any


@dataclass(frozen=True)
class SetActive:
    target: Any


@dataclass(frozen=True)
class CannotAttack:
    """"<target> cannot attack <duration>"."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class CannotAttackCostAtMost:
    """"<target> cannot attack your opponent's Characters with a base cost
    of N or less <duration>": those Characters are no attack targets for it
    (CR 7-1-1-2, restricted by the effect: CR 8-1-4-2)."""

    target: Any
    base_cost_max: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class CannotActivateBlocker:
    """"<target> cannot activate [Blocker] <duration>"."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class CannotBlock:
    """Your opponent cannot activate [Blocker] during this battle, or only
    Characters with at least `min_power` (CR 10-1-4)."""

    min_power: int | None = None
    duration: str = THIS_BATTLE
    # or only Characters with at most `max_power` ("a [Blocker]
    # Character that has 2000 or less power")
    max_power: int | None = None
    # or only Characters with a cost of at most `max_cost` ("the [Blocker] of
    # any Character with a cost of 5 or less")
    max_cost: int | None = None


@dataclass(frozen=True)
class UnblockableWhenAttacking:
    """"Your opponent cannot activate [Blocker] if that card attacks"."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class Against:
    """The cards a battle protection holds against:
    Leaders and/or Characters, with (or `without`) an attribute."""

    categories: tuple[str, ...] = (LEADER, CHARACTER)
    attribute: str | None = None
    without: bool = False
    # "... Characters with 5000 base power or less": the card's base power
    # as the protection is checked (CR 4-9)
    base_power_max: int | None = None


@dataclass(frozen=True)
class StaticCannotAttack:
    """Permanent: "<target> cannot attack" (CR 8-1-3-3, 7-1-1)."""

    target: Any


@dataclass(frozen=True)
class StaticAttackActive:
    """Permanent: "<target> can also attack active Characters": an exception
    to CR 7-1-1-2 (only rested Characters can be attacked)."""

    target: Any


@dataclass(frozen=True)
class StaticAttackCharactersWhenPlayed:
    """Permanent: "<target> can attack Characters on the turn in which it is
    played": the effect of [Rush: Character] (CR 10-1-6, an exception to CR
    3-7-4)."""

    target: Any


@dataclass(frozen=True)
class CannotBeRested:
    """"<target> cannot be rested <duration>": no effect or cost rests it, and
    it cannot attack or activate [Blocker], which need it rested (official
    rulings on OP13-032)."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class StaticCannotBeRested:
    """Permanent: "<target> cannot be rested by your opponent's effects", or
    only by the effects of the cards `against` describes ("... Leader and
    Character effects"): no effect of the opponent rests it; it may still
    attack and block (CR 8-1-3-3)."""

    target: Any
    against: Against | None = None


@dataclass(frozen=True)
class CanAttackActive:
    """"<target> can also attack active Characters <duration>" (a step)."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class StayRested:
    """"<target> will not become active in your opponent's next Refresh
    Phase": the targets skip the setting active of CR 6-2-4 once."""

    target: Any


@dataclass(frozen=True)
class StaticNoLeaderAttackWhenPlayed:
    """Permanent: "<target> cannot attack a Leader on the
    turn in which it is played": an attack that [Rush] allows that turn
    (CR 10-1-1) may target only Characters, as with [Rush: Character]
    (CR 10-1-6)."""

    target: Any


@dataclass(frozen=True)
class RefreshLock:
    """Permanent: "all Characters with a cost of 5 or less do not become
    active in your and your opponent's Refresh Phases": the cards `target`
    describes stay rested in the Refresh Phase of either player (an
    exception to CR 6-2-4, checked as the phase begins).  `target`: an
    Every of those Characters."""

    target: Any


@dataclass(frozen=True)
class AttackOnly:
    """Permanent: "your opponent cannot attack any card other than the
    Character [Name]": the opponent's attacks may target only the cards
    `target` describes (an Every of the source's owner's cards; a
    restriction of the choice of target of CR 7-1-1-2)."""

    target: Any


@dataclass(frozen=True)
class AttackTax:
    """"None of <target> can attack unless your opponent trashes N cards from
    their hand whenever they attack <duration>": each attack of those
    Characters (the ones on the field as it resolves: official Q&A on
    OP08-043) costs their player N cards of the hand, which that player
    chooses and trashes as the attack is declared; with fewer cards in hand
    they cannot attack (CR 8-1-4-2)."""

    target: Any
    count: int = 2
    duration: str = UNTIL_END_OF_OPPONENTS_NEXT_TURN
