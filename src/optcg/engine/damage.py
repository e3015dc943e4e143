"""Damage processing (CR 4-6, 7-1-4-1-1) and [Trigger] (CR 10-1-5)."""

from __future__ import annotations

from typing import Final

from . import zones
from .actions import Action, Purpose
from .constants import HAND, NOWHERE, TRASH, ActionKind, DecisionKind
from .effects import language as L
from .effects.triggers import (
    ability_index,
    attack_dealt_damage,
    can_activate,
    damage_or_koed,
    fire_event,
    life_left,
    trigger_activated,
)
from .legality import not_an_option
from . import events as E
from .rules import life_to_deck_instead
from .loop import ask, decision, task
from .records import (PROCESS_PENDING_TASK, ActivateTask, DamageRepeatTask, DamageTask,
                      LifeCardTask, TaskKind, TrashTriggerCardTask)
from .state import GameState

# The most frequent events are recorded raw (events/deferred.py), built only
# when the log is read; Final, so that the native build reads them from C statics.
_LIFE_TAKEN: Final = E.LifeTaken
_REVEALED: Final = E.Revealed
_REVEAL_TRIGGER: Final[str] = E.REVEAL_TRIGGER


@task(TaskKind.DAMAGE)
def damage(st: GameState, t: DamageTask) -> None:
    """Deal damage one point at a time (records.DamageTask)."""
    p = t.player
    if not st.life[p]:
        # CR 1-2-2-1, 7-1-4-1-1-1: damage at 0 Life is a defeat condition,
        # decided once, when it is determined that damage will be dealt.
        st.defeated[p] = True
        if st.log is not None:
            st.log.append((E.DamageTaken, st.turn, "7-1-4-1-1-1", p))
        return
    damage_point(st, p, t.amount, t.banish, t.attacker)


@task(TaskKind.DAMAGE_REPEAT)
def damage_repeat(st: GameState, t: DamageRepeatTask) -> None:
    """A point after the first (CR 7-1-4-1-1-3 repeats 7-1-4-1-1-2 only):
    with no Life card left it does nothing, and is no defeat."""
    if st.life[t.player]:
        damage_point(st, t.player, t.amount, t.banish, -1)


def damage_point(st: GameState, p: int, n: int, banish: int, attacker: int) -> None:
    """Take the top Life card for one of n points of damage (player p has
    Life); the other points follow."""
    life = st.life[p]
    if n > 1:
        st.tasks.append(DamageRepeatTask(p, n - 1, banish))  # CR 7-1-4-1-1-3
    if st.face_up[life[-1]] and life_to_deck_instead(st, p, life[-1]):
        if st.listeners:
            life_left(st, p, False)
            damage_or_koed(st, p, -1)
            if attacker >= 0 and attack_dealt_damage(st, attacker):
                st.tasks.append(PROCESS_PENDING_TASK)
        return
    i = life.pop()
    st.face_up[i] = False                             # CR 3-10-2-1: it left Life
    st.incarnation[i] += 1
    if st.listeners:
        life_left(st, p, False)                       # resolved after the damage
        damage_or_koed(st, p, -1)
    if attacker >= 0 and st.listeners and attack_dealt_damage(st, attacker):
        # The Life card is checked, then "When this Character's attack deals
        # damage" resolves, then the card's [Trigger] (ruling on OP03-041).
        st.area[i] = NOWHERE
        st.tasks.append(LifeCardTask(p, i, banish))
        st.tasks.append(PROCESS_PENDING_TASK)
        return
    take_life_card(st, p, i, banish)


@task(TaskKind.LIFE_CARD)
def life_card(st: GameState, t: LifeCardTask) -> None:
    """The checked Life card, once the effects its damage triggered have
    resolved."""
    take_life_card(st, t.player, t.card, t.banish)


def take_life_card(st: GameState, p: int, i: int, banish: int) -> None:
    """The Life card i just taken as damage: trashed ([Banish]), its [Trigger]
    offered, or added to the hand."""
    life = st.life[p]
    if banish:                                        # CR 10-1-3-1
        st.area[i] = TRASH
        st.trash[p].append(i)
        if st.log is not None:
            st.log.append(E.LifeTrashed(st.turn, "10-1-3-1", p, i, True, False, False,
                                        len(life)))
        return
    if st.defs[i].by_timing.get(L.TRIGGER) or st.conceal_decisions:
        # conceal_decisions: a card with no [Trigger] is asked about too,
        # declining only, so that the asking tells nothing of the card
        st.area[i] = NOWHERE
        ask(st, p, DecisionKind.TRIGGER, i)           # CR 7-1-4-1-1-2
        return
    life_to_hand(st, p, i)


def life_to_hand(st: GameState, p: int, i: int) -> None:
    """Life card i, taken by damage and not trashed, goes to the hand with no
    [Trigger] activated (CR 4-6-2-1)."""
    life = st.life[p]
    st.area[i] = HAND
    st.hand[p].append(i)                              # CR 4-6-2-1
    if st.listeners:
        fire_event(st, L.WHEN_LIFE_ADDED_TO_HAND, p)
    if st.log is not None:
        st.log.append((_LIFE_TAKEN, st.turn, "4-6-2-1", p, i, True, True, len(life), False,
                       1 << p))                      # E.only(p)


@decision(DecisionKind.TRIGGER)
class Trigger:
    RULE = "10-1-5"
    OPTIONS = (Action(ActionKind.USE_TRIGGER), Action(ActionKind.DECLINE_TRIGGER))
    DECLINE_ONLY = (Action(ActionKind.DECLINE_TRIGGER),)

    @staticmethod
    def enumerate(st: GameState) -> tuple:
        # A [Trigger] whose cost cannot be paid in full cannot be activated
        # (CR 8-3-1-3, 8-4-1-3): the card can only go to the hand.
        if trigger_activatable(st, st.decision.player, st.decision.card):
            return Trigger.OPTIONS
        return Trigger.DECLINE_ONLY

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        p, i = st.decision.player, st.decision.card
        if not st.defs[i].by_timing.get(L.TRIGGER):   # asked only to conceal it
            life_to_hand(st, p, i)
            return
        if action.kind == ActionKind.DECLINE_TRIGGER:  # CR 10-1-5-2
            zones.put(st, i, HAND)
            if st.listeners:
                fire_event(st, L.WHEN_LIFE_ADDED_TO_HAND, p)
            if st.log is not None:
                st.log.append((_LIFE_TAKEN, st.turn, "10-1-5-2", p, i, True, True,
                               len(st.life[p]), True, 1 << p))      # E.only(p)
            return
        if st.log is not None:
            st.log.append((_REVEALED, st.turn, "10-1-5-1", p, _REVEAL_TRIGGER, 1, (i,)))
        # CR 10-1-5-3: the card is in no area while its [Trigger] resolves,
        # then it is trashed.
        st.tasks.append(TrashTriggerCardTask(i))
        ab = ability_index(st, i, L.TRIGGER)
        assert ab is not None, "only cards with a [Trigger] ask (see damage)"
        # Using the [Trigger] is the choice to activate it and pay its cost
        # (CR 10-1-5-1, 8-3-1-4): declining that cost is declining the
        # [Trigger], which adds the card to the hand unrevealed (10-1-5-2).
        st.tasks.append(ActivateTask(i, st.incarnation[i], p, ab, 1))
        if st.listeners:
            trigger_activated(st, p)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind == ActionKind.USE_TRIGGER:
            return ("the [Trigger]'s cost cannot be paid in full, so it cannot be "
                    "activated: the card is added to your hand"), "8-3-1-3"
        return not_an_option(st, action, "10-1-5")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        i = st.decision.card
        ab = ability_index(st, i, L.TRIGGER)
        return Purpose("Damage: activate the [Trigger] of the Life card, or add the card "
                       "to your hand", Trigger.RULE, i, -1 if ab is None else ab)


def trigger_activatable(st: GameState, p: int, i: int) -> bool:
    """Whether player p can activate the [Trigger] of Life card i now: its
    conditions, [Once Per Turn] and whole cost (CR 8-3-1-3, 8-4-1)."""
    ab = ability_index(st, i, L.TRIGGER)
    return ab is not None and can_activate(st, i, p, ab)


@task(TaskKind.TRASH_TRIGGER_CARD)
def trash_trigger_card(st: GameState, t: TrashTriggerCardTask) -> None:
    i = t.card
    if st.area[i] == NOWHERE:                         # unless the effect moved it
        zones.put(st, i, TRASH)
