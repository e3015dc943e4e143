"""Steps that move cards between the field, the hand and the deck: draw,
return to hand, deck top and bottom, shuffles, reveals from the hand."""

from __future__ import annotations

from ... import rng, zones
from ...zones import on_field
from ...constants import (CHARACTER_AREA, DECK, HAND, LEADER_AREA, LIFE, STAGE_AREA, TRASH,
                          MOD_NO_DRAW_BY_EFFECT, DecisionKind)
from ... import events as E
from ...records import OnceUsed, player_mod
from ...state import GameState
from .. import instructions as I
from .. import language as L
from ..compiler import LOOK_SLOT, owners_order
from ..triggers import drew_by_effect, hand_trashed, removed_by_effect, returned_to_hand
from ..runtime import limits, Frame, WAIT, duration, how_many, pause, resolves
from .ko_trash import removable, removals


@resolves(L.OpponentReveals)
def s_opponent_reveals(st, f, step, targets):
    """The chosen cards of the opponent's hand are shown to both players, all
    at once (CR 11-2-1; official ruling on OP01-105); they stay in the hand."""
    if st.log is not None and targets:
        st.log.append((E.Revealed, st.turn, "11-2-1", 1 - f.ctl, E.REVEAL_FROM_HAND,
                                   len(targets), tuple(targets)))


@resolves(L.TrashHandsDownTo)
def s_trash_hands_down_to(st, f, step, targets):
    """Each player trashes cards of their choice from their own hand down to
    step.count: the turn player first (official ruling on OP05-058).  One
    card per decision; f.sub remembers whose hand lost cards."""
    players = (st.turn_player, 1 - st.turn_player) if step.owner == L.ANY else (f.ctl,)
    for p in players:
        if len(st.hand[p]) > step.count:
            return pause(st, f, p, DecisionKind.SELECT)
    if st.listeners:
        for p in (0, 1):
            if f.sub & (1 << p):
                hand_trashed(st, p)
    return None


def trash_down_one(st: GameState, f: Frame, card: int) -> None:
    p = st.owner[card]
    zones.move(st, card, TRASH)
    f.sub |= 1 << p
    if st.log is not None:
        st.log.append((E.CardMoved, st.turn, "10-2-14", card, p, p, HAND, TRASH, False, False,
                                    E.ALL))


@resolves(L.OpponentRevealsHand)
def s_opponent_reveals_hand(st, f, step, targets):
    opp = 1 - f.ctl
    if st.log is not None:
        st.log.append((E.Revealed, st.turn, "11-2-1", opp, E.REVEAL_HAND, len(st.hand[opp]),
                                   tuple(st.hand[opp])))


@resolves(L.ToHandOrDeckBottom)
def s_to_hand_or_deck_bottom(st, f, step, targets):
    """The player who activated the effect picks where the chosen cards go
    (official ruling on OP04-043): number 0 the owner's hand, 1 the bottom
    of the owner's deck."""
    targets = [i for i in targets if st.area[i] == CHARACTER_AREA or st.area[i] == STAGE_AREA]
    if not targets:
        return None
    if not f.sub:
        return pause(st, f, f.ctl, DecisionKind.CHOOSE_NUMBER)
    if f.sub == 1:
        return s_return_to_hand(st, f, step, targets)
    return s_to_deck_bottom(st, f, step, targets)


@resolves(L.ReturnToHand)
def s_return_to_hand(st, f, step, targets):
    targets = removable(st, f, targets)
    r = removals(st, f, targets, "hand")
    if r is not None:
        return r
    for i in targets:
        if st.area[i] == CHARACTER_AREA or st.area[i] == STAGE_AREA:
            character = st.area[i] == CHARACTER_AREA
            if character and st.listeners:
                removed_by_effect(st, i, f.ctl)
            zones.move(st, i, HAND)
            if st.log is not None:
                st.log.append((E.CardMoved, st.turn, "8-4-3", i, st.owner[i], f.ctl,
                                            CHARACTER_AREA if character else STAGE_AREA, HAND,
                                            False, False, E.ALL))
            if character and st.listeners:
                returned_to_hand(st, i, f.ctl)


@resolves(L.ToDeckBottom)
def s_to_deck_bottom(st, f, step, targets):
    targets = removable(st, f, targets)
    if type(step) is L.ToDeckBottom and owners_order(step):           # owners order
        f.slots[LOOK_SLOT] = tuple(targets)
    r = removals(st, f, targets, "bottom")
    if r is not None:
        return r
    for i in targets:
        if on_field(st, i) and st.area[i] != LEADER_AREA or st.area[i] in (HAND, TRASH):
            if st.area[i] == CHARACTER_AREA and st.listeners:
                removed_by_effect(st, i, f.ctl)
            src = st.area[i]
            zones.move(st, i, DECK, bottom=True)
            if st.log is not None:
                st.log.append((E.CardMoved, st.turn, "8-4-3", i, st.owner[i], f.ctl, src, DECK,
                                            False, False, E.seen_moving(st.owner[i], src, DECK)))


@resolves(L.ToDeckTop)
def s_to_deck_top(st, f, step, targets):
    targets = removable(st, f, targets)
    r = removals(st, f, targets, "top")
    if r is not None:
        for i in targets:
            if st.area[i] in (HAND, TRASH):
                zones.move(st, i, DECK)                 # not from the field
        return r
    for i in targets:
        if on_field(st, i) and st.area[i] != LEADER_AREA or st.area[i] in (HAND, TRASH, LIFE):
            if st.area[i] == CHARACTER_AREA and st.listeners:
                removed_by_effect(st, i, f.ctl)
            src, face_up = st.area[i], st.face_up[i]
            zones.move(st, i, DECK)
            if st.log is not None:
                st.log.append((E.CardMoved, st.turn, "8-4-3", i, st.owner[i], f.ctl, src, DECK,
                                            True, False,
                                            E.seen_moving(st.owner[i], src, DECK, face_up)))


@resolves(L.AddToHand)
def s_add_to_hand(st, f, step, targets):
    for i in targets:
        src, face_up = st.area[i], st.face_up[i]
        secret = src == DECK
        zones.move(st, i, HAND)
        if secret:
            # CR 11-2-1: a card moved between secret areas is revealed.
            if st.log is not None:
                st.log.append((E.Revealed, st.turn, "11-2-1", st.owner[i], E.REVEAL_TO_HAND, 1,
                                           (i,)))
        else:
            if st.log is not None:
                st.log.append((E.CardMoved, st.turn, "8-4-3", i, st.owner[i], st.owner[i], src,
                                            HAND, False, False,
                                            E.seen_moving(st.owner[i], src, HAND, face_up)))


def draw_banned(st: GameState, p: int) -> bool:
    """Whether player p cannot draw cards using their own effects now
    (L.NoDrawByEffect)."""
    for m in st.mods:
        if m.kind == MOD_NO_DRAW_BY_EFFECT and m.player == p:
            return True
    return False


@resolves(L.NoDrawByEffect)
def s_no_draw_by_effect(st, f, step, targets):
    p = f.ctl
    st.mods.append(player_mod(MOD_NO_DRAW_BY_EFFECT, p, 0, duration(st, f, step.duration), p,
                              f.src))
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "8-1-4-2", p, E.NO_DRAW_BY_EFFECT, 0,
                                           step.duration))


@resolves(L.Draw)
def s_draw(st, f, step, targets):
    if step.owner == L.YOU and st.mods and draw_banned(st, f.ctl):     # L.NoDrawByEffect
        return None
    count = step.count.high
    if step.count.low < count:      # "draw up to N cards"
        count = how_many(st, f, step)
        if count == WAIT:
            return WAIT
    p = f.ctl if step.owner == L.YOU else 1 - f.ctl      # "your opponent draws"
    n = zones.draw(st, p, count)
    if st.log is not None:
        st.log.append((E.Drew, st.turn, "4-5", p, n))
    if n and st.listeners:
        drew_by_effect(st, p)
    if n and _asks_drawn(f.ability.code):
        mark = OnceUsed(f.src, f.inc, L.DREW_MARK)
        if mark not in st.once_used:
            st.once_used.append(mark)


def _asks_drawn(code: tuple) -> bool:
    """The ability tests L.NotDrawnByThis, so its
    draws are recorded (only then: other games keep their states)."""
    return any(type(instr) is I.Unless and _mentions_drawn(instr.condition) for instr in code)


def _mentions_drawn(cond) -> bool:
    if type(cond) is L.NotDrawnByThis:
        return True
    if type(cond) is L.AllOf or type(cond) is L.AnyOf:
        return any(_mentions_drawn(c) for c in cond.conditions)
    return False


@resolves(L.DrawToHandSize)
def s_draw_to_hand_size(st, f, step, targets):
    """Draw up to the hand size the card names (none if already there)."""
    if st.mods and draw_banned(st, f.ctl):                              # L.NoDrawByEffect
        return None
    n = zones.draw(st, f.ctl, max(0, step.count - len(st.hand[f.ctl])))
    if st.log is not None:
        st.log.append((E.Drew, st.turn, "4-5", f.ctl, n))
    if n and st.listeners:
        drew_by_effect(st, f.ctl)


@resolves(L.HandToDeck)
def s_hand_to_deck(st, f, step, targets):
    """The cards go to the top of the deck, then the "arrange"
    after this step puts them where the player chooses."""
    moved = []
    for i in targets:
        if st.area[i] == HAND:
            zones.move(st, i, DECK)
            moved.append(i)
    f.slots[LOOK_SLOT] = tuple(moved)
    if st.log is not None and moved:
        st.log.append((E.CardsMoved, st.turn, "8-4-3", f.ctl, len(moved), HAND, DECK, False))


@resolves(L.ShuffleDeck)
def s_shuffle(st, f, step, targets):
    st.rng = rng.shuffle(st.rng, st.deck[f.ctl])
    if st.log is not None:
        st.log.append((E.Shuffled, st.turn, "3-2-4", f.ctl))


@resolves(L.RedrawHand)
def s_redraw_hand(st, f, step, targets):
    """The hand into the deck, a shuffle, as many cards drawn."""
    p = f.ctl
    hand = list(st.hand[p])
    for i in hand:
        zones.move(st, i, DECK)
    st.rng = rng.shuffle(st.rng, st.deck[p])
    if st.log is not None:
        st.log.append((E.CardsMoved, st.turn, "3-2-4", p, len(hand), HAND, DECK, True))
    if hand:
        s_draw(st, f, L.Draw(L.exactly(len(hand))), targets)


@resolves(L.ReturnHandToDeck)
def s_return_hand_to_deck(st, f, step, targets):
    """The owner's whole hand into their deck, then a shuffle."""
    p = f.ctl if step.owner == L.YOU else 1 - f.ctl
    hand = list(st.hand[p])
    for i in hand:
        zones.move(st, i, DECK)
    st.rng = rng.shuffle(st.rng, st.deck[p])
    if st.log is not None:
        st.log.append((E.CardsMoved, st.turn, "3-2-4", p, len(hand), HAND, DECK, True))


@resolves(L.ShuffleIntoDeck)
def s_shuffle_into_deck(st, f, step, targets):
    """The cards into their owner's deck, then a shuffle."""
    for i in targets:
        zones.move(st, i, DECK)
    st.rng = rng.shuffle(st.rng, st.deck[f.ctl])
    if st.log is not None:
        st.log.append((E.CardsMoved, st.turn, "3-2-4", f.ctl, len(targets), -1, DECK, True))


@limits(L.Draw)                 # "draw up to N cards"
def _draw_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, len(st.deck[f.ctl]))


@limits(L.ToHandOrDeckBottom)   # 0 the hand, 1 the deck's bottom
def _hand_or_bottom_limit(st: GameState, f: Frame, step) -> int:
    return 1
