"""Turn flow (CR 6): Refresh, Draw, DON!!, Main and End Phases."""

from __future__ import annotations

from . import zones
from .constants import (END_OF_TURN, PHASE_DON, PHASE_DRAW, PHASE_END,
                        PHASE_MAIN, PHASE_REFRESH, THIS_TURN,
                        UNTIL_END_OF_TURN, UNTIL_NEXT_TURN_START)
from .constants import MOD_EXTRA_TURN, MOD_TURN_ORDER, PERMANENT
from .constants import MOD_NO_REFRESH     # misc family
from .constants import MOD_NO_REFRESH_DON     # meta family
from .effects import language as L
from .effects.triggers import fire
from .effects import statics      # repl family
from . import events as E
from .loop import task
from .state import GameState


def field(st: GameState, p: int) -> tuple:
    return (st.leaders[p], *st.chars[p], *st.stage[p])


@task("start_turn")
def start_turn(st: GameState, t: tuple) -> None:
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
        st.log.append(E.TurnBegan(st.turn, "6-1-1", st.turn_player))
    st.tasks.extend([("main_phase",), ("don_phase",), ("draw_phase",),
                     ("refresh_phase",)])


def _order_shifted(st: GameState) -> bool:
    return any(m[0] == MOD_TURN_ORDER for m in st.mods)


def _shift_order(st: GameState) -> None:
    """Toggle the shift of the turn order (two extra turns undo it)."""
    if _order_shifted(st):
        st.mods = [m for m in st.mods if m[0] != MOD_TURN_ORDER]
    else:
        st.mods.append((MOD_TURN_ORDER, -1, 0, PERMANENT, st.turn_player,
                        st.leaders[st.turn_player]))


def _takes_extra_turn(st: GameState, p: int) -> bool:
    """Use up player p's extra turn, if one is waiting (MOD_EXTRA_TURN)."""
    for k, m in enumerate(st.mods):
        if m[0] == MOD_EXTRA_TURN and m[1] == -1 - p:
            del st.mods[k]
            if st.log is not None:
                st.log.append(E.ExtraTurn(st.turn, "8-4-3", p, False))
            return True
    return False


def end_durations(st: GameState, duration: int, controller: int | None = None) -> None:
    """Drop the continuous effects of `duration` (of one controller, or all)."""
    if st.mods:
        st.mods = [m for m in st.mods
                   if not (m[3] == duration and (controller is None or m[4] == controller))]


@task("refresh_phase")
def refresh_phase(st: GameState, t: tuple) -> None:
    st.phase = PHASE_REFRESH
    p = st.turn_player
    # CR 6-2-1: the turn player's effects "until the start of your next turn" end.
    end_durations(st, UNTIL_NEXT_TURN_START, p)
    # CR 6-2-2: "at the start of your turn" effects activate.
    fire(st, L.START_OF_YOUR_TURN, field(st, p))
    st.tasks.append(("refresh_cards",))
    if st.pending:
        st.tasks.append(("process_pending",))


@task("refresh_cards")
def refresh_cards(st: GameState, t: tuple) -> None:
    p = st.turn_player
    # CR 6-2-3: DON!! given to the Leader and Characters return rested.
    returned = 0
    for i in (st.leaders[p], *st.chars[p]):
        if st.don[i]:
            returned += st.don[i]
            st.don[i] = 0
    st.don_rested[p] += returned
    # CR 6-2-4: set every rested card active, DON!! in the cost area too.
    rested = st.rested
    kept = _kept_rested(st) if st.mods else ()
    if st.field_statics:
        kept = _locked(st, p, kept)           # repl family
    for i in (st.leaders[p], *st.chars[p], *st.stage[p]):
        if i not in kept:
            rested[i] = False
    kept_don = _kept_rested_don(st, p) if st.mods else 0      # meta family
    st.don_active[p] += st.don_rested[p] - kept_don
    st.don_rested[p] = kept_don
    if st.log is not None:
        st.log.append(E.Refreshed(st.turn, "6-2", p, returned))


def _kept_rested_don(st: GameState, p: int) -> int:
    """Meta family: how many of player p's rested DON!! cards an effect keeps
    rested in this Refresh Phase (used up, as for cards)."""
    mods = [m for m in st.mods if m[0] == MOD_NO_REFRESH_DON and m[1] == -1 - p]
    if not mods:
        return 0
    st.mods = [m for m in st.mods if m not in mods]
    kept = min(sum(m[2] for m in mods), st.don_rested[p])
    if st.log is not None:
        st.log.append(E.StayRested(st.turn, "6-2-4", p, (), kept, False))
    return kept


def _kept_rested(st: GameState) -> tuple[int, ...]:
    """Misc family: the turn player's cards an effect keeps rested in this
    Refresh Phase; the effect is used up (it is for the next one only)."""
    p = st.turn_player
    kept = tuple(m[1] for m in st.mods if m[0] == MOD_NO_REFRESH and st.owner[m[1]] == p)
    if kept:
        st.mods = [m for m in st.mods if m[0] != MOD_NO_REFRESH or st.owner[m[1]] != p]
        if st.log is not None:
            st.log.append(E.StayRested(st.turn, "6-2-4", p, kept, 0, False))
    return kept


def _locked(st: GameState, p: int, kept: tuple[int, ...]) -> tuple[int, ...]:
    """Repl family: Characters a permanent effect keeps rested in every
    Refresh Phase (statics.refresh_locked), added to those kept once."""
    locked = [i for i in statics.refresh_locked(st, p) if st.rested[i] and i not in kept]
    if locked and st.log is not None:
        st.log.append(E.StayRested(st.turn, "6-2-4", p, tuple(locked), 0, True))
    return kept + tuple(locked)


@task("draw_phase")
def draw_phase(st: GameState, t: tuple) -> None:
    st.phase = PHASE_DRAW
    p = st.turn_player
    if st.turn == 1:
        if st.log is not None:
            st.log.append(E.FirstTurnDrawSkipped(st.turn, "6-3-1", p))
        return
    zones.draw(st, p, 1)
    if st.log is not None:
        st.log.append(E.Drew(st.turn, "6-3-1", p, 1))


@task("don_phase")
def don_phase(st: GameState, t: tuple) -> None:
    st.phase = PHASE_DON
    p = st.turn_player
    n = 1 if st.turn == 1 else 2                      # CR 6-4-1
    n = min(n, st.don_deck[p])                        # CR 6-4-2, 6-4-3
    st.don_deck[p] -= n
    st.don_active[p] += n
    if st.log is not None:
        st.log.append(E.DonPlaced(st.turn, "6-4-1" if n else "6-4-3", p, n,
                                  st.don_active[p] + st.don_rested[p]))


@task("main_phase")
def main_phase(st: GameState, t: tuple) -> None:
    st.phase = PHASE_MAIN
    st.tasks.append(("main",))


@task("end_phase")
def end_phase(st: GameState, t: tuple) -> None:
    st.phase = PHASE_END
    p = st.turn_player
    if st.log is not None:
        st.log.append(E.PhaseBegan(st.turn, "6-6", p, E.END))
    # CR 6-6-1-1-2: [End of Your Turn] effects, then [End of Your Opponent's Turn].
    fire(st, L.END_OF_YOUR_TURN, field(st, p))
    st.tasks.append(("end_phase_opponent",))
    if st.pending:
        st.tasks.append(("process_pending",))


@task("end_phase_opponent")
def end_phase_opponent(st: GameState, t: tuple) -> None:
    fire(st, L.END_OF_OPPONENTS_TURN, field(st, 1 - st.turn_player))
    st.tasks.append(("end_phase_delayed",))
    if st.pending:
        st.tasks.append(("process_pending",))


@task("end_phase_delayed")
def end_phase_delayed(st: GameState, t: tuple) -> None:
    """CR 6-6-1-2 (1), (2): effects due "at the end of this turn", the turn
    player's first, then the non-turn player's."""
    st.tasks.append(("end_phase_durations",))
    if not st.delayed:
        return
    tp = st.turn_player
    ordered = [e for e in st.delayed if e[0] == tp] + [e for e in st.delayed if e[0] != tp]
    st.delayed = []
    # (an entry due at the end of a battle, events family, is gone by then)
    ordered.reverse()                                 # a stack: the first goes last
    for e in ordered:
        ctl, src, inc, ab, pc, slots = e[0], e[1], e[2], e[3], e[4], e[5]
        st.tasks.append(("effect", src, inc, ctl, ab, pc, slots, 0))


@task("end_phase_durations")
def end_phase_durations(st: GameState, t: tuple) -> None:
    p = st.turn_player
    # CR 6-6-1-2: "until the end of the turn" effects, turn player's first.
    end_durations(st, END_OF_TURN, p)
    end_durations(st, END_OF_TURN, 1 - p)
    end_durations(st, UNTIL_END_OF_TURN + st.turn)
    # CR 6-6-1-3: then "during this turn" effects, turn player's first.
    end_durations(st, THIS_TURN, p)
    end_durations(st, THIS_TURN, 1 - p)
    st.tasks.append(("start_turn",))                  # CR 6-6-1-4
