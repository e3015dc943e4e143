"""Battles as typed records, read from a game's events (CR 7-1).

A test or a front end asks `game.battles` (or `game.last_battle`) what the
powers compared were, how the battle came out and which rule ended it,
instead of reading English.  The records are rebuilt from the events the
engine already emits, so keeping them costs nothing on the hot path.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from . import events as E


class BattleOutcome:
    """How a battle ended."""
    WON: Final = "won"                  # the attacker's power was at least the other's (CR 7-1-4-1)
    LOST: Final = "lost"                # it was lower (CR 7-1-4-2)
    CUT_SHORT: Final = "cut_short"      # a card in it left its area first (CR 7-1-1-4, 7-1-2-3)
    UNDECIDED: Final = "undecided"      # still going, or the game ended inside it


class BattleRecord(NamedTuple):
    """One battle: who attacked what, the Blocker if one was used, the
    powers compared in the Damage Step (None when it was never reached),
    the outcome, the rule that ended the battle ("" while undecided) and
    the damage dealt to a Leader."""
    turn: int
    attacker: int
    target: int                 # the card attacked (after any change of target)
    blocker: int                # -1: not blocked
    attacker_power: int | None
    defender_power: int | None  # of the card that battled the attacker
    outcome: str                # a BattleOutcome
    rule: str
    damage: int

    @property
    def defender(self) -> int:
        """The card that battled the attacker: the Blocker, or the target."""
        return self.blocker if self.blocker != -1 else self.target


def battle_records(events: list) -> list[BattleRecord]:
    """Every battle in `events` (a game's full event list), oldest first."""
    out: list[BattleRecord] = []
    current: BattleRecord | None = None
    for e in events:
        kind = type(e)
        if kind is E.AttackDeclared:
            if current is not None:
                out.append(current)
            current = BattleRecord(e.turn, e.attacker, e.target, -1, None, None,
                                   BattleOutcome.UNDECIDED, "", 0)
        elif current is None or current.outcome != BattleOutcome.UNDECIDED:
            continue
        elif kind is E.AttackRetargeted:
            current = current._replace(target=e.target)
        elif kind is E.Blocked:
            current = current._replace(blocker=e.blocker)
        elif kind is E.BattleAbandoned:
            current = current._replace(outcome=BattleOutcome.CUT_SHORT, rule=e.rule)
        elif kind is E.BattleResult:
            current = current._replace(
                attacker_power=e.attacker_power, defender_power=e.target_power,
                outcome=BattleOutcome.WON if e.won else BattleOutcome.LOST,
                rule=e.rule, damage=e.damage)
    if current is not None:
        out.append(current)
    return out
