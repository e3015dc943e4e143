"""The pause-and-resume machine that drives a game.

Pending work is a stack of plain tuples in `GameState.tasks`; each tuple's
first element names a handler.  `run` pops and executes tasks until a
player must decide (a handler set `GameState.decision`) or the game is over.
Because pending work is data, a game stopped anywhere, even in the middle of
a battle, can be cloned, saved to JSON and resumed.

Modules register their handlers with the decorators below, so each rule
lives in the module named for it (setup, turn, main_phase, battle, damage).
"""

from __future__ import annotations

from typing import Callable, Final

from . import events as E
from .rules import end_game, rule_processing
from .state import GameState

# After this many steps of work without a decision, look for a loop.
LOOP_WATCH: Final = 20_000
LOOP_SAMPLE: Final = 2_000

# Final: the native build reads these from C statics, not the module dict.
TASKS: Final[dict[str, Callable]] = {}
ENUMERATE: Final[dict[str, Callable]] = {}
RESOLVE: Final[dict[str, Callable]] = {}


def task(name: str):
    def register(fn):
        TASKS[name] = fn
        return fn
    return register


def decision(kind: str):
    """Register the legal-action enumerator and the resolver of a decision kind."""
    def register(cls):
        ENUMERATE[kind] = cls.enumerate
        RESOLVE[kind] = cls.resolve
        return cls
    return register


def ask(st: GameState, player: int, kind: str, card: int = -1) -> None:
    st.decision = (player, kind, card)


def run(st: GameState) -> None:
    tasks = st.tasks
    handlers = TASKS
    steps = 0
    while st.decision is None and st.result is None:
        # CR 9-1-2: rule processing happens as soon as its event occurs;
        # checking between every step of work is that moment here.
        if st.defeated[0] or st.defeated[1] or not st.deck[0] or not st.deck[1]:
            if rule_processing(st):
                break
        t = tasks.pop()
        handlers[t[0]](st, t)
        steps += 1
        if steps >= LOOP_WATCH:
            if _repeats(st):
                return
            steps = 0
    if st.log is not None and st.decision is not None:
        player, kind, card = st.decision[0], st.decision[1], st.decision[2]
        st.log.append(E.DecisionAsked(
            st.turn, "", player, kind, card,
            E.seen_moving(st.owner[card], st.area[card], st.area[card], st.face_up[card])
            if card >= 0 else E.ALL))


def _repeats(st: GameState) -> bool:
    """CR 11-1-1-1: an action repeating forever with no player able to stop
    it (no decision in between) ends the game in a draw.  Confirmed by the
    exact same state coming back.

    A loop that a player can stop (CR 11-1-1-2, 11-1-1-3) always passes
    through that player's decision: the engine asks at every turn of the
    loop, so the player declares the count by continuing and stops it by
    choosing otherwise.
    """
    from .serialize import state_hash
    seen = set()
    tasks = st.tasks
    for _ in range(LOOP_SAMPLE):
        if st.decision is not None or st.result is not None or not tasks:
            return False
        h = state_hash(st)
        if h in seen:
            end_game(st, None, "infinite_loop", "11-1-1-1")
            return True
        seen.add(h)
        t = tasks.pop()
        TASKS[t[0]](st, t)
    return False
