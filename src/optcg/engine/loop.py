"""The pause-and-resume machine that drives a game.

Pending work is a stack of task records in `GameState.tasks` (records.py);
each names its handler by its `kind`.  `run` pops and executes tasks until a
player must decide (a handler set `GameState.decision`) or the game is over.
Because pending work is data, a game stopped anywhere, even in the middle of
a battle, can be cloned, saved to JSON and resumed.

Modules register their handlers with the decorators below, so each rule
lives in the module named for it (setup, turn, main_phase, battle, damage).
"""

from __future__ import annotations

from typing import Any, Callable, Final

from .actions import OpenDecision
from . import events as E
from .constants import DecisionKind
from .rules import end_game, rule_processing
from .shared_records import SHARED_TURNS, interned_of, main_asked
from .state import GameState

# After this many steps of work without a decision, look for a loop.
LOOP_WATCH: Final = 20_000
LOOP_SAMPLE: Final = 2_000
_new = tuple.__new__

# Final: the native build reads these from C statics, not the module dict.
TASKS: Final[dict[str, Callable]] = {}
ENUMERATE: Final[dict[str, Callable]] = {}
RESOLVE: Final[dict[str, Callable]] = {}
# The decision-kind objects, by kind (for describing and explaining), and
# their purpose functions (read for every Decision a Game hands out).
KINDS: Final[dict[str, Any]] = {}
PURPOSE: Final[dict[str, Callable]] = {}
# The records of the decisions about no card, made once (asking is hot).
_ABOUT_NO_CARD: Final[dict[str, tuple[OpenDecision, OpenDecision]]] = {}
# ... and about a card, made on first use: [kind][card * 2 + player], for
# the cards numbered below _CARDS_SHARED (a game of two decks has 102)
_ABOUT_CARD: Final[dict[str, list]] = {}
_CARDS_SHARED: Final = 256
# The rule that the purpose of a decision of these kinds cites whatever the
# state, from the `RULE` of the kind's class, which its `purpose` cites too
# (tests/test_event_streams.py checks that they agree): a kept log records it
# without working out the purpose, which an effect's decision words.  Other
# kinds are asked their purpose.
ASKED_RULES: Final[dict[str, str]] = {}
# recorded raw (events/deferred.py); Final: C statics in the native build
_DECISION_ASKED: Final = E.DecisionAsked
_ASKED_ABOUT: Final = E.decision_asked
_MAIN: Final[str] = DecisionKind.MAIN

# What every decision kind says about itself, in one class:
#   enumerate(st) -> the legal actions            (the hot path)
#   resolve(st, action)                          (the hot path)
#   describe(st, action) -> one line of English for one of its actions
#   why_illegal(st, action) -> (reason, rule)    an action not among its options
#   purpose(st) -> Purpose                        what the decision is for
# and, where the purpose cites the same rule whatever the state, that rule
# as the class's RULE.
_KIND_METHODS: Final = ("enumerate", "resolve", "describe", "why_illegal", "purpose")


def task(name: str):
    def register(fn):
        TASKS[name] = fn
        return fn
    return register


def decision(kind: str):
    """Register the class of a decision kind (see _KIND_METHODS)."""
    def register(cls):
        missing = [m for m in _KIND_METHODS if not hasattr(cls, m)]
        if missing:
            raise TypeError(f"decision kind {kind!r} lacks {', '.join(missing)}")
        ENUMERATE[kind] = cls.enumerate
        RESOLVE[kind] = cls.resolve
        KINDS[kind] = cls
        PURPOSE[kind] = cls.purpose
        rule = getattr(cls, "RULE", None)
        if rule is not None:
            ASKED_RULES[kind] = rule
        _ABOUT_NO_CARD[kind] = (OpenDecision(0, kind), OpenDecision(1, kind))
        return cls
    return register


def ask(st: GameState, player: int, kind: str, card: int = -1) -> None:
    if card == -1:
        st.decision = _ABOUT_NO_CARD[kind][player]
    elif 0 <= card < _CARDS_SHARED and (player == 0 or player == 1):
        # the records of the decisions about a card, each made once: a
        # record built with tuple.__new__ costs some 850 instructions,
        # asked about 40 times a starter game
        table = _ABOUT_CARD.get(kind)
        if table is None:
            table = _ABOUT_CARD[kind] = [None] * (2 * _CARDS_SHARED)
        k = card * 2 + player
        rec = table[k]
        if rec is None:
            rec = table[k] = _new(OpenDecision, (player, kind, card))
        st.decision = rec
    else:
        # tuple.__new__: the record without its Python-level constructor
        st.decision = _new(OpenDecision, (player, kind, card))


def run(st: GameState) -> None:
    tasks = st.tasks
    handlers = TASKS
    steps = 0
    # the lists themselves: tasks change them, never replace them
    defeated = st.defeated
    deck0, deck1 = st.deck
    while st.decision is None and st.result is None:
        # CR 9-1-2: rule processing happens as soon as its event occurs;
        # checking between every step of work is that moment here.
        if defeated[0] or defeated[1] or not deck0 or not deck1:
            if rule_processing(st):
                break
        if len(tasks) > 1:
            t = tasks.pop()
        else:
            # the last task: clear() frees the list's storage, where pop()
            # would swap it for a 1-byte block of the system allocator that
            # every later push then reallocates (the stack empties at most
            # decisions)
            t = tasks[0]
            tasks.clear()
        handlers[t.kind](st, t)
        steps += 1
        if steps >= LOOP_WATCH:
            if _repeats(st):
                return
            steps = 0
    if st.log is not None and st.decision is not None:
        # typed as a plain triple, which the native build unpacks at once
        # into C fields (a NamedTuple's fields are read one call each)
        d: tuple[int, str, int] = st.decision
        player, kind, card = d
        if card == -1 and kind == _MAIN:
            st.log.append(main_asked(st.turn, player))     # one record per turn, shared
            return
        # the rule that asks it, as the decision's purpose cites it
        rule = ASKED_RULES.get(kind)
        if rule is None:
            rule = PURPOSE[kind](st).rule or ""
        # only the player deciding learns that a decision is asked: whether
        # one is (a Counter Step, a [Trigger], a cost to confirm) can depend
        # on their hidden cards (events.PUBLIC_FORMS)
        if card >= 0:   # the card as they may know it: from its area now, when read
            st.log.append((_ASKED_ABOUT, st.turn, rule, player, kind, card, st.owner[card],
                           st.area[card], st.face_up[card]))
        elif st.turn < SHARED_TURNS:                  # one shared record per turn
            st.log.append(interned_of(_DECISION_ASKED, (st.turn, rule, player, kind, card,
                                                        1 << player)))
        else:
            st.log.append((_DECISION_ASKED, st.turn, rule, player, kind, card,
                           1 << player))                     # E.only(player)


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
        TASKS[t.kind](st, t)
    return False
