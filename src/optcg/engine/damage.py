"""Damage processing (CR 4-6, 7-1-4-1-1) and [Trigger] (CR 10-1-5)."""

from __future__ import annotations

from . import zones
from .actions import Action
from .constants import DECLINE_TRIGGER, HAND, NOWHERE, TRASH, TRIGGER, USE_TRIGGER
from .effects import language as L
from .effects.triggers import (
    ability_index,
    activate_later,
    attack_dealt_damage,
    fire_event,
    life_left,
    trigger_activated,
)
from . import events as E
from .rules import life_to_deck_instead            # repl family
from .loop import ask, decision, task
from .state import GameState


@task("damage")
def damage(st: GameState, t: tuple) -> None:
    """("damage", player, amount, banish, attacker): deal damage one point
    at a time; `attacker` (-1 after the first point) is the card whose
    attack deals it."""
    _, p, n, banish = t[:4]
    attacker = t[4] if len(t) > 4 else -1
    life = st.life[p]
    if not life:
        # CR 1-2-2-1, 7-1-4-1-1-1: damage at 0 Life is a defeat condition.
        st.defeated[p] = True
        if st.log is not None:
            st.log.append(E.DamageTaken(st.turn, "7-1-4-1-1-1", p))
        return
    if n > 1:
        st.tasks.append(("damage", p, n - 1, banish, -1))  # CR 7-1-4-1-1-3
    if st.face_up[life[-1]] and life_to_deck_instead(st, p, life[-1]):   # repl family
        if st.listeners:
            life_left(st, p, False)
            if attacker >= 0 and attack_dealt_damage(st, attacker):
                st.tasks.append(("process_pending",))
        return
    i = life.pop()
    st.face_up[i] = False                             # CR 3-10-2-1: it left Life
    st.incarnation[i] += 1
    if st.listeners:
        life_left(st, p, False)                       # resolved after the damage
    if attacker >= 0 and st.listeners and attack_dealt_damage(st, attacker):
        # The Life card is checked, then "When this Character's attack deals
        # damage" resolves, then the card's [Trigger] (ruling on OP03-041).
        st.area[i] = NOWHERE
        st.tasks.append(("life_card", p, i, banish))
        st.tasks.append(("process_pending",))
        return
    take_life_card(st, p, i, banish)


@task("life_card")
def life_card(st: GameState, t: tuple) -> None:
    """("life_card", player, card, banish): the checked Life card, once the
    effects its damage triggered have resolved."""
    _, p, i, banish = t
    take_life_card(st, p, i, banish)


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
    if st.defs[i].by_timing.get(L.TRIGGER):
        st.area[i] = NOWHERE
        ask(st, p, TRIGGER, i)                        # CR 7-1-4-1-1-2
        return
    st.area[i] = HAND
    st.hand[p].append(i)                              # CR 4-6-2-1
    if st.listeners:
        fire_event(st, L.WHEN_LIFE_ADDED_TO_HAND, p)
    if st.log is not None:
        st.log.append(E.LifeTaken(st.turn, "4-6-2-1", p, i, True, True, len(life), False,
                                  E.only(p)))


@decision(TRIGGER)
class Trigger:
    OPTIONS = (Action(USE_TRIGGER), Action(DECLINE_TRIGGER))

    @staticmethod
    def enumerate(st: GameState) -> tuple:
        return Trigger.OPTIONS

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        p, _, i = st.decision
        if action.kind == DECLINE_TRIGGER:            # CR 10-1-5-2
            zones.put(st, i, HAND)
            if st.listeners:
                fire_event(st, L.WHEN_LIFE_ADDED_TO_HAND, p)
            if st.log is not None:
                st.log.append(E.LifeTaken(st.turn, "10-1-5-2", p, i, True, True,
                                          len(st.life[p]), True, E.only(p)))
            return
        if st.log is not None:
            st.log.append(E.Revealed(st.turn, "10-1-5-1", p, E.REVEAL_TRIGGER, 1, (i,)))
        # CR 10-1-5-3: the card is in no area while its [Trigger] resolves,
        # then it is trashed.
        st.tasks.append(("trash_trigger_card", i))
        ab = ability_index(st, i, L.TRIGGER)
        assert ab is not None, "only cards with a [Trigger] ask (see damage)"
        activate_later(st, i, p, ab)
        if st.listeners:
            trigger_activated(st)


@task("trash_trigger_card")
def trash_trigger_card(st: GameState, t: tuple) -> None:
    i = t[1]
    if st.area[i] == NOWHERE:                         # unless the effect moved it
        zones.put(st, i, TRASH)
