"""Events of attacks and battles: the attack, [Blocker], counters, the
battle's result and damage (CR 7)."""

from __future__ import annotations

from typing import NamedTuple

from .seen import CardId


class AttackDeclared(NamedTuple):
    turn: int
    rule: str
    player: int
    attacker: CardId
    target: CardId
    power: int


class AttackRetargeted(NamedTuple):
    turn: int
    rule: str
    target: CardId


class BattleAbandoned(NamedTuple):
    """The attacking or attacked card left: the battle goes to its end."""
    turn: int
    rule: str


class Unblockable(NamedTuple):
    turn: int
    rule: str
    attacker: CardId


class Blocked(NamedTuple):
    turn: int
    rule: str
    player: int
    blocker: CardId
    power: int


class CounterUsed(NamedTuple):
    """`player` trashed `card` from their hand for its Counter: `target`
    gains `value` power, now `power`."""
    turn: int
    rule: str
    player: int
    card: CardId
    target: CardId
    value: int
    power: int


class EventActivated(NamedTuple):
    """`player` activated the Event `card` paying `cost` DON!! (in the Main
    Phase or as a [Counter])."""
    turn: int
    rule: str
    player: int
    card: CardId
    cost: int


class BattleResult(NamedTuple):
    """The powers compared (CR 7-1-4): `won`, and `damage` dealt to a Leader
    (0 when a Character was attacked or the attack lost)."""
    turn: int
    rule: str
    attacker: CardId
    target: CardId
    attacker_power: int
    target_power: int
    won: bool
    damage: int


class DamageTaken(NamedTuple):
    """`player` took damage with 0 Life left (CR 7-1-4-1-1-1)."""
    turn: int
    rule: str
    player: int


class EffectDamage(NamedTuple):
    """`player`'s effect deals `count` damage to `target` (a player)."""
    turn: int
    rule: str
    player: int
    target: int
    count: int
