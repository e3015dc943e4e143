"""Turn flow (CR 6): Refresh, Draw, DON!!, Main and End Phases."""

from __future__ import annotations

from typing import Final

from . import zones
from .constants import (END_OF_TURN, PHASE_DON, PHASE_DRAW, PHASE_END,
                        PHASE_MAIN, PHASE_REFRESH, THIS_TURN,
                        UNTIL_END_OF_TURN, UNTIL_NEXT_TURN_START, END_OF_PLAYERS_TURN,
                        MOD_EXTRA_TURN, MOD_TURN_ORDER, PERMANENT, MOD_NO_REFRESH,
                        MOD_NO_REFRESH_DON)
from .effects import language as L
from .effects.triggers import fire_field
from .effects import statics
from . import events as E
from .loop import task
from . import shared_records as shared
from .records import (DON_PHASE_TASK, DRAW_PHASE_TASK, END_PHASE_DELAYED_TASK,
                      END_PHASE_DURATIONS_TASK, END_PHASE_OPPONENT_TASK, MAIN_PHASE_TASK,
                      MAIN_TASK, NONE, PROCESS_PENDING_TASK, REFRESH_CARDS_TASK,
                      REFRESH_PHASE_TASK, START_TURN_TASK, EffectTask, Modifier, Task,
                      TaskKind)
from .state import GameState
from .carddef import STATIC_REFRESH_LOCK
from .rules import deck_out_at_end_of_turn

# a turn's phases as pushed on the task stack, the last to run first (one
# tuple, not a new list each turn)
_TURN_PHASES: Final = (MAIN_PHASE_TASK, DON_PHASE_TASK, DRAW_PHASE_TASK, REFRESH_PHASE_TASK)


@task(TaskKind.START_TURN)
def start_turn(st: GameState, t: Task) -> None:
    st.turn += 1
    # Turns alternate, the first player taking the odd ones; an extra turn
    # (language.ExtraTurn) gives the player who just ended theirs the next
    # one and shifts the alternation from then on (MOD_TURN_ORDER).
    p = st.first_player if st.turn % 2 else 1 - st.first_player
    if st.mods:
        if _order_shifted(st):
            p = 1 - p
        if st.turn > 1 and p != st.turn_player and _takes_extra_turn(st, st.turn_player):
            _shift_order(st)
            p = st.turn_player
    st.turn_player = p
    st.once_used = []                                 # CR 10-2-13-1
    if st.log is not None:
        st.log.append(shared.turn_began(st.turn, st.turn_player))
    st.tasks.extend(_TURN_PHASES)


def _order_shifted(st: GameState) -> bool:
    return any(m.kind == MOD_TURN_ORDER for m in st.mods)


def _shift_order(st: GameState) -> None:
    """Toggle the shift of the turn order (two extra turns undo it)."""
    if _order_shifted(st):
        st.mods = [m for m in st.mods if m.kind != MOD_TURN_ORDER]
    else:
        st.mods.append(Modifier(MOD_TURN_ORDER, NONE, NONE, 0, PERMANENT, st.turn_player,
                                st.leaders[st.turn_player]))


def _takes_extra_turn(st: GameState, p: int) -> bool:
    """Use up player p's extra turn, if one is waiting (MOD_EXTRA_TURN)."""
    for k, m in enumerate(st.mods):
        if m.kind == MOD_EXTRA_TURN and m.player == p:
            del st.mods[k]
            if st.log is not None:
                st.log.append((E.ExtraTurn, st.turn, "8-4-3", p, False))
            return True
    return False


def end_durations(st: GameState, duration: int, controller: int | None = None) -> None:
    """Drop the continuous effects of `duration` (of one controller, or all)."""
    if st.mods:
        st.mods = [m for m in st.mods
                   if not (m.duration == duration
                           and (controller is None or m.controller == controller))]


def _end_next_turn_durations(st: GameState) -> None:
    """Drop the effects that last until the end of this turn's player's
    next turn (runtime.end_of_next_turn_of), and those of saves made before
    it, which count turns by number (UNTIL_END_OF_TURN)."""
    if not st.mods:
        return
    n, p = st.turn, st.turn_player
    kept = []
    for m in st.mods:
        d = m.duration
        if d == UNTIL_END_OF_TURN + n:
            continue
        if d >= END_OF_PLAYERS_TURN and (d - END_OF_PLAYERS_TURN) % 2 == p \
                and (d - END_OF_PLAYERS_TURN) // 2 <= n:
            continue
        kept.append(m)
    if len(kept) != len(st.mods):
        st.mods = kept


@task(TaskKind.REFRESH_PHASE)
def refresh_phase(st: GameState, t: Task) -> None:
    st.phase = PHASE_REFRESH
    p = st.turn_player
    # CR 6-2-1: the turn player's effects "until the start of your next turn" end.
    if st.mods:
        end_durations(st, UNTIL_NEXT_TURN_START, p)
    # CR 6-2-2: "at the start of your turn" effects activate.
    fire_field(st, L.START_OF_YOUR_TURN, p)
    st.tasks.append(REFRESH_CARDS_TASK)
    if st.pending:
        st.tasks.append(PROCESS_PENDING_TASK)


@task(TaskKind.REFRESH_CARDS)
def refresh_cards(st: GameState, t: Task) -> None:
    p = st.turn_player
    # CR 6-2-3: DON!! given to the Leader and Characters return rested.
    don = st.don
    leader = st.leaders[p]
    chars = st.chars[p]
    returned = don[leader]
    don[leader] = 0
    for i in chars:
        if don[i]:
            returned += don[i]
            don[i] = 0
    st.don_rested[p] += returned
    # CR 6-2-4: set every rested card active, DON!! in the cost area too.
    rested = st.rested
    kept = _kept_rested(st) if st.mods else ()
    if st.field_statics and statics.on_field(st, STATIC_REFRESH_LOCK):
        kept = _locked(st, p, kept)
    if kept:
        for i in (leader, *chars, *st.stage[p]):
            if i not in kept:
                rested[i] = False
    else:                                   # (no tuple of the cards made)
        rested[leader] = False
        for i in chars:
            rested[i] = False
        for i in st.stage[p]:
            rested[i] = False
    kept_don = _kept_rested_don(st, p) if st.mods else 0
    st.don_active[p] += st.don_rested[p] - kept_don
    st.don_rested[p] = kept_don
    if st.log is not None:
        st.log.append(shared.refreshed(st.turn, p, returned))


def _kept_rested_don(st: GameState, p: int) -> int:
    """How many of player p's rested DON!! cards an effect keeps
    rested in this Refresh Phase (used up, as for cards)."""
    mods = [m for m in st.mods if m.kind == MOD_NO_REFRESH_DON and m.player == p]
    if not mods:
        return 0
    st.mods = [m for m in st.mods if m not in mods]
    kept = min(sum(m.value for m in mods), st.don_rested[p])
    if st.log is not None:
        st.log.append((E.StayRested, st.turn, "6-2-4", p, (), kept, False))
    return kept


def _kept_rested(st: GameState) -> tuple[int, ...]:
    """The turn player's cards an effect keeps rested in this
    Refresh Phase; the effect is used up (it is for the next one only)."""
    p = st.turn_player
    kept = tuple(m.card for m in st.mods if m.kind == MOD_NO_REFRESH and st.owner[m.card] == p)
    if kept:
        st.mods = [m for m in st.mods if m.kind != MOD_NO_REFRESH or st.owner[m.card] != p]
        if st.log is not None:
            st.log.append((E.StayRested, st.turn, "6-2-4", p, kept, 0, False))
    return kept


def _locked(st: GameState, p: int, kept: tuple[int, ...]) -> tuple[int, ...]:
    """Characters a permanent effect keeps rested in every
    Refresh Phase (statics.refresh_locked), added to those kept once."""
    locked = [i for i in statics.refresh_locked(st, p) if st.rested[i] and i not in kept]
    if locked and st.log is not None:
        st.log.append((E.StayRested, st.turn, "6-2-4", p, tuple(locked), 0, True))
    return kept + tuple(locked)


@task(TaskKind.DRAW_PHASE)
def draw_phase(st: GameState, t: Task) -> None:
    st.phase = PHASE_DRAW
    p = st.turn_player
    if st.turn == 1:
        if st.log is not None:
            st.log.append((E.FirstTurnDrawSkipped, st.turn, "6-3-1", p))
        return
    zones.draw(st, p, 1)
    if st.log is not None:
        st.log.append(shared.drew_one(st.turn, p))


@task(TaskKind.DON_PHASE)
def don_phase(st: GameState, t: Task) -> None:
    st.phase = PHASE_DON
    p = st.turn_player
    n = 1 if st.turn == 1 else 2                      # CR 6-4-1
    n = min(n, st.don_deck[p])                        # CR 6-4-2, 6-4-3
    st.don_deck[p] -= n
    st.don_active[p] += n
    if st.log is not None:
        st.log.append(shared.don_placed(st.turn, p, n, st.don_active[p] + st.don_rested[p]))


@task(TaskKind.MAIN_PHASE)
def main_phase(st: GameState, t: Task) -> None:
    st.phase = PHASE_MAIN
    st.tasks.append(MAIN_TASK)


@task(TaskKind.END_PHASE)
def end_phase(st: GameState, t: Task) -> None:
    st.phase = PHASE_END
    p = st.turn_player
    if st.log is not None:
        st.log.append(shared.end_began(st.turn, p))
    # CR 6-6-1-1-2: [End of Your Turn] effects, then [End of Your Opponent's Turn].
    fire_field(st, L.END_OF_YOUR_TURN, p)
    st.tasks.append(END_PHASE_OPPONENT_TASK)
    if st.pending:
        st.tasks.append(PROCESS_PENDING_TASK)


@task(TaskKind.END_PHASE_OPPONENT)
def end_phase_opponent(st: GameState, t: Task) -> None:
    fire_field(st, L.END_OF_OPPONENTS_TURN, 1 - st.turn_player)
    st.tasks.append(END_PHASE_DELAYED_TASK)
    if st.pending:
        st.tasks.append(PROCESS_PENDING_TASK)


@task(TaskKind.END_PHASE_DELAYED)
def end_phase_delayed(st: GameState, t: Task) -> None:
    """CR 6-6-1-2 (1), (2): effects due "at the end of this turn", the turn
    player's first, then the non-turn player's."""
    st.tasks.append(END_PHASE_DURATIONS_TASK)
    if not st.delayed:
        return
    tp = st.turn_player
    ordered = ([e for e in st.delayed if e.player == tp]
               + [e for e in st.delayed if e.player != tp])
    st.delayed = []
    # (an entry due at the end of a battle is gone by then)
    ordered.reverse()                                 # a stack: the first goes last
    for e in ordered:
        st.tasks.append(EffectTask(e.card, e.incarnation, e.player, e.ability, e.pc, e.slots, 0))


@task(TaskKind.END_PHASE_DURATIONS)
def end_phase_durations(st: GameState, t: Task) -> None:
    p = st.turn_player
    # a defeat put off to the end of this turn (OP15-022; CR 9-2-1-2)
    if st.mods and deck_out_at_end_of_turn(st):
        return
    if st.mods:                                       # (nothing to end without)
        # CR 6-6-1-2: "until the end of the turn" effects, turn player's first.
        end_durations(st, END_OF_TURN, p)
        end_durations(st, END_OF_TURN, 1 - p)
        _end_next_turn_durations(st)
        # CR 6-6-1-3: then "during this turn" effects, turn player's first.
        end_durations(st, THIS_TURN, p)
        end_durations(st, THIS_TURN, 1 - p)
    st.tasks.append(START_TURN_TASK)                  # CR 6-6-1-4
