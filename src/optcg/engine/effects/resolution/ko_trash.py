"""K.O. (CR 10-2-1), trashing (CR 10-2-14) and removal from the field by
effects, with the replacements and protections that apply."""

from __future__ import annotations

from ... import zones
from ...zones import on_field
from ...constants import MOD_NO_KO, CHARACTER_AREA, DECK, HAND, STAGE_AREA, TRASH
from ... import events as E
from ...records import KoTask, RemoveTask, card_mod
from ...state import GameState
from .. import language as L
from .. import statics
from ..triggers import (may_replace_removal, protected, may_replace_leaving, hand_trashed,
                        removed_by_effect)
from ..runtime import limits, Frame, WAIT, ask_number, duration, resolves, suspend_with


@resolves(L.KO)
def s_ko(st, f, step, targets):
    # Whether each target is protected is decided for all of them at once,
    # before any leaves the field (official ruling on OP04-119).
    kos = [KoTask(i, st.incarnation[i], _ko_cause(st, f, i), "10-2-1-2", (), 1, f.ctl)
           for i in targets
           if (st.area[i] == CHARACTER_AREA or st.area[i] == STAGE_AREA)   # Stages too
           and not protected(st, i, _ko_cause(st, f, i), f.src)]
    if kos:
        return suspend_with(st, f, kos)


def _ko_cause(st: GameState, f: Frame, i: int) -> str:
    """An effect K.O.s card i: its owner's, or its owner's opponent's."""
    return L.BY_EFFECTS if st.owner[i] == f.ctl else L.BY_OPPONENTS_EFFECTS


def removals(st: GameState, f: Frame, targets, dest: str):
    """When an opponent's card may replace its removal from
    the field ("would be removed from the field by your opponent's effect"),
    each card leaves the field as a task (ko_and_removal.remove_task); None when no
    replacement can apply, which is the usual case."""
    field = [i for i in targets if st.area[i] == CHARACTER_AREA or st.area[i] == STAGE_AREA]
    if not any(may_replace_removal(st, i) if st.owner[i] != f.ctl
               else may_replace_leaving(st, i) for i in field):     # own effects
        return None
    return suspend_with(st, f, [RemoveTask(i, st.incarnation[i], dest, (), st.owner[i] != f.ctl)
                                for i in field])


def removable(st: GameState, f: Frame, targets) -> list:
    """The targets the effect may remove from the field: not the opponent's
    cards that "cannot be removed from the field by your opponent's effects"."""
    if not st.field_statics:
        return targets
    out = []
    for i in targets:
        if st.owner[i] != f.ctl and on_field(st, i) and statics.cannot_be_removed(st, i, f.ctl):
            if st.log is not None:
                st.log.append((E.Protected, st.turn, "8-1-3-3", i, ""))
            continue
        out.append(i)
    return out


@resolves(L.Trash)
def s_trash(st, f, step, targets):
    from_hand = [False, False]
    targets = removable(st, f, targets)
    r = removals(st, f, targets, "trash")
    if r is not None:                  # the field's cards leave as tasks
        targets = [i for i in targets
                   if st.area[i] != CHARACTER_AREA and st.area[i] != STAGE_AREA]
    for i in targets:
        src = st.area[i]
        if src == HAND:
            from_hand[st.owner[i]] = True
        elif src == CHARACTER_AREA and st.listeners:
            removed_by_effect(st, i, f.ctl)        # by f.ctl's effect, as a return
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append((E.CardMoved, st.turn, "10-2-14", i, st.owner[i], st.owner[i], src,
                                        TRASH, False, False, E.ALL))
    if st.listeners:
        for p in (0, 1):
            if from_hand[p]:
                hand_trashed(st, p)
    return r


@resolves(L.ProtectFromKO)
def s_protect_from_ko(st, f, step, targets):
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_NO_KO, i, L.KO_CAUSES.index(step.by), dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.CardRestricted, st.turn, "10-2-1-3", i, st.owner[i],
                                                 E.CANNOT_BE_KOED, "", step.duration))


@resolves(L.TrashFromDeck)
def s_trash_from_deck(st, f, step, targets):
    return trash_from_deck(st, f, step.count, False)


def trash_from_deck(st: GameState, f: Frame, count: int, optional: bool):
    """The top `count` cards of the deck to the trash, as many as there are
    (CR 1-3-2); `optional` ("you may trash N ..."): all or none, as the
    player chooses (WAIT while they do)."""
    deck = st.deck[f.ctl]
    n = min(count, len(deck))
    if optional and n > 0:
        n = ask_number(st, f)
        if n == WAIT:
            return WAIT
    for _ in range(n):
        i = deck[-1]
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append((E.CardMoved, st.turn, "8-4-3", i, st.owner[i], f.ctl, DECK, TRASH,
                                        True, False, E.ALL))


@limits(L.TrashFromDeck)
def _trash_from_deck_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count, len(st.deck[f.ctl]))
