"""Steps on Life cards (CR 3-10, 4-6): take, trash, add, turn face-up or down,
look at and reveal."""

from __future__ import annotations

from typing import Final
from ... import zones
from ...constants import CHARACTER_AREA, DECK, HAND, LIFE, TRASH, MOD_NO_LIFE_TO_HAND, DecisionKind
from ... import events as E
from ...rules import life_to_deck_instead
from ...records import Looking, player_mod
from ...state import GameState
from .. import language as L
from ..compiler import LOOK_SLOT
from ..targets import life_to_hand_banned, players_of, turnable_life
from ..triggers import life_left, removed_by_effect
from ..runtime import limits, Frame, WAIT, duration, how_many, pause, resolves, resolves_each
from .ko_trash import removable


@resolves(L.LifeToDeckBottom)
def s_life_to_deck_bottom(st, f, step, targets):
    p = players_of(step.owner, f.ctl)[0]
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    for _ in range(n):
        i = st.life[p][-1]
        zones.move(st, i, DECK, bottom=True)
        if st.log is not None:
            st.log.append((E.LifeToDeck, st.turn, "3-10-2", p, E.HIDDEN))
    if n and st.listeners:
        life_left(st, p, False)
    return None


def may_take_life_ends(st: GameState, f: Frame) -> list[int]:
    """The Life cards "you may add 1 card from the top or bottom of your
    Life cards" can take: the top and the bottom one."""
    life = st.life[f.ctl]
    if not life or life_to_hand_banned(st, f.ctl):     # L.NoLifeToHand
        return []
    return list(dict.fromkeys(life[-1:] + life[:1]))


def e_may_take_life(st, f, step, targets, scratch):
    """"you may add 1 card from the top or bottom of your Life cards to your
    hand" (resolution.abilities.e_may): the player picks the top or bottom Life card, or none (SELECT_DONE);
    the card taken stays in `scratch` for "If you do"."""
    if not f.sub:
        if not may_take_life_ends(st, f):
            return None
        return pause(st, f, f.ctl, DecisionKind.SELECT)
    for i in f.slots[scratch]:
        zones.move(st, i, HAND)
        if st.log is not None:
            st.log.append((E.LifeTaken, st.turn, "8-4-3", f.ctl, i, True, False, -1, False,
                                        E.only(f.ctl)))
    if f.slots[scratch] and st.listeners:
        life_left(st, f.ctl, True)
    return None


@resolves(L.AddLifeFromDeck)
def s_add_life_from_deck(st, f, step, targets):
    p = f.ctl
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    for _ in range(n):
        i = st.deck[p][-1]
        zones.move(st, i, LIFE)
    if st.log is not None:
        st.log.append((E.LifeFromDeck, st.turn, "8-4-3", p, n, len(st.life[p])))
    return None


@resolves(L.TakeLife)
def s_take_life(st, f, step, targets):
    p = players_of(step.owner, f.ctl)[0]               # whose Life
    if p == f.ctl and life_to_hand_banned(st, p):       # L.NoLifeToHand
        return None
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    for _ in range(n):
        i = st.life[p][-1]                             # the top card (CR 3-10-2)
        if st.face_up[i] and life_to_deck_instead(st, p, i):
            continue
        face_up = st.face_up[i]
        zones.move(st, i, HAND)
        if st.log is not None:
            st.log.append((E.LifeTaken, st.turn, "8-4-3", p, i, True, False, -1, False,
                                        E.seen_moving(p, LIFE, HAND, face_up)))
    if n and st.listeners:
        life_left(st, p, True)
    return None


@resolves(L.TurnLife)
def s_turn_life(st, f, step, targets):
    """Turn the chosen Life cards (by a cost) or, as a step, the top ones
    that are not already so."""
    if not targets:
        targets = turnable_life(st, step, f.ctl)[:step.count]
    for i in targets:
        st.face_up[i] = step.face_up
        if st.log is not None:
            st.log.append((E.LifeTurned, st.turn, "3-10-2-1", f.ctl, i, step.face_up, False,
                                         E.ALL if step.face_up else E.NOBODY))


@resolves(L.TurnAllLife)
def s_turn_all_life(st, f, step, targets):
    for i in st.life[f.ctl]:
        st.face_up[i] = step.face_up
    if st.log is not None:
        st.log.append((E.LifeTurned, st.turn, "3-10-2-1", f.ctl, E.HIDDEN, step.face_up, True,
                                     E.ALL))


@resolves(L.TrashFaceUpLife)
def s_trash_face_up_life(st, f, step, targets):
    p = f.ctl
    face_up = [i for i in st.life[p] if st.face_up[i]]
    for i in face_up:
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append((E.LifeTrashed, st.turn, "3-10-2-1", p, i, False, True, True, -1))
    if face_up and st.listeners:
        life_left(st, p, False)


@resolves(L.TrashLifeUntil)
def s_trash_life_until(st, f, step, targets):
    p = f.ctl
    life = st.life[p]
    before = len(life)
    while len(life) > step.count:
        i = life[-1]
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append((E.LifeTrashed, st.turn, "8-4-3", p, i, False, False, False, -1))
    if len(life) < before and st.listeners:
        life_left(st, p, False)


@resolves(L.NoLifeToHand)
def s_no_life_to_hand(st, f, step, targets):
    p = f.ctl
    st.mods.append(player_mod(MOD_NO_LIFE_TO_HAND, p, 0, duration(st, f, step.duration), p, f.src))
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "8-1-4-2", p, E.NO_LIFE_TO_HAND, 0,
                                           step.duration))


_TO_LIFE_FROM: Final = (CHARACTER_AREA, HAND, TRASH, DECK)


@resolves(L.AddToLife)
def s_add_to_life(st, f, step, targets):
    """Add the cards to the top of their owner's Life area, face-up or not;
    when the bottom is allowed too, the "arrange" that follows lets the
    player move each to the top or bottom (CR 3-10-2, 3-10-2-1)."""
    added = []
    for i in removable(st, f, targets):
        if st.area[i] not in _TO_LIFE_FROM:
            continue
        if st.area[i] == CHARACTER_AREA and st.listeners:
            removed_by_effect(st, i, f.ctl)
        if step.reveal and st.log is not None:
            st.log.append((E.Revealed, st.turn, "11-2-1", f.ctl, E.REVEAL_CARDS, 1, (i,)))
        src = st.area[i]
        zones.move(st, i, LIFE)
        st.face_up[i] = step.face_up
        added.append(i)
        if st.log is not None:
            st.log.append((E.CardMoved, st.turn, "3-10-2-1", i, st.owner[i], f.ctl, src, LIFE,
                                        True, step.face_up,
                                        E.seen_moving(st.owner[i], src, LIFE, step.face_up)))
    if "bottom" in step.places:
        f.slots[LOOK_SLOT] = tuple(added)


@resolves(L.TrashLife)
def s_trash_life(st, f, step, targets):
    if step.owner == L.ANY:         # "each of your and your opponent's": N each, no choice
        for q in players_of(step.owner, f.ctl):
            _trash_top_life(st, q, min(step.count.low, len(st.life[q])))
        return None
    p = players_of(step.owner, f.ctl)[0]
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    for _ in range(n):
        i = st.life[p][-1]
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append((E.LifeTrashed, st.turn, "8-4-3", p, i, False, False, False, -1))
    if n and st.listeners:
        life_left(st, p, False)
    return None


def _trash_top_life(st: GameState, p: int, n: int) -> None:
    for _ in range(n):
        i = st.life[p][-1]
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append(E.LifeTrashed(st.turn, "8-4-3", p, i, False, False, False, -1))
    if n and st.listeners:
        life_left(st, p, False)


@resolves(L.LookAtLife)
def s_look_at_life(st, f, step, targets):
    """The chosen top Life card is looked at by this player only (CR 11-3-1)."""
    f.slots[LOOK_SLOT] = tuple(targets)
    st.looking = Looking(f.ctl, tuple(targets))
    if st.log is not None:
        for i in targets:
            st.log.append((E.Looked, st.turn, "11-3-1", f.ctl, st.owner[i], LIFE, 1, (i,),
                                     E.only(f.ctl)))


@resolves(L.LookAtAllLife)
def s_look_at_all_life(st, f, step, targets):
    life = st.life[f.ctl]
    looked = tuple(reversed(life))                    # top card first
    f.slots[LOOK_SLOT] = looked
    st.looking = Looking(f.ctl, looked)
    if st.log is not None:
        st.log.append((E.Looked, st.turn, "11-3-1", f.ctl, f.ctl, LIFE, -1, looked,
                                 E.only(f.ctl)))


@resolves(L.RevealLife)
def s_reveal_life(st, f, step, targets):
    """The top Life card(s) are revealed (CR 11-3-2) and
    become the looked-at cards; none when the Life area is empty."""
    life = st.life[f.ctl]
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    looked = tuple(reversed(life[len(life) - n:]))   # top card first
    f.slots[LOOK_SLOT] = looked
    if st.log is not None:
        st.log.append((E.Revealed, st.turn, "11-3-2", f.ctl, E.REVEAL_LIFE_TOP, n, looked))


# -- how many Life cards a counted step can move now (runtime.how_many) --

@limits(L.TrashLife, L.TakeLife, L.LifeToDeckBottom)
def _life_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, len(st.life[players_of(step.owner, f.ctl)[0]]))


@limits(L.AddLifeFromDeck)
def _deck_to_life_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, len(st.deck[f.ctl]))


@limits(L.RevealLife)
def _reveal_life_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, len(st.life[f.ctl]))
