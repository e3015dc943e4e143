"""The mutable game state: small, flat and cheap to copy.

Every card instance of a game has an integer id.  Per-instance facts that
never change (its CardDef, its owner) live in tuples shared by all clones;
everything that changes lives in flat lists copied by `clone()`.  Areas are
lists of ids; for the deck, trash and Life the *end* of the list is the top.

DON!! cards are all alike, so they are counted rather than instanced: the
DON!! deck, the active and rested DON!! in each cost area, and the number
given to each Leader or Character.
"""

from __future__ import annotations

from typing import Any, Final

from .actions import reserve
from .carddef import STATIC_PLAY_COST, CardDef
from .constants import PHASE_SETUP, STEP_NONE
from .records import Battle, Delayed, Looking, Modifier, OnceUsed, Pending, Result, Task


class GameState:
    __slots__ = (
        # shared, never mutated
        "defs", "owner", "leaders",
        # event timing -> the cards of the game with abilities of it
        # (language.EVENT_TIMINGS); empty for most games, so a rules hook
        # costs one lookup when no card listens
        "listeners",
        # per card instance
        "area", "incarnation", "rested", "don", "played_turn",
        # a Life card turned or added face-up (CR 3-10-2-1);
        # False for every card outside the Life area
        "face_up",
        # per player areas (lists of instance ids)
        "deck", "hand", "trash", "life", "chars", "stage",
        # per player DON!! counts
        "don_deck", "don_active", "don_rested",
        # cards on the field that have permanent effects (derived from the
        # areas, kept up to date by zones.py so stats need not scan the field)
        "field_statics",
        # continuous effects (records.Modifier)
        "mods",
        # turn structure
        "turn", "turn_player", "first_player", "order_chooser", "phase", "step",
        # the battle in progress (records.Battle) or None
        "battle",
        # pending work (a stack of records.Task) and the open decision
        "tasks", "decision",
        # triggered effects waiting to resolve (records.Pending); the
        # generation being resolved (-1: none)
        "pending", "cur_gen",
        # [Once Per Turn] effects used this turn (records.OnceUsed)
        "once_used",
        # "at the end of this turn" steps (records.Delayed), resolved in the
        # End Phase (CR 6-6-1-2)
        "delayed",
        # cards an effect is looking at (records.Looking) or None (CR 11-3)
        "looking",
        # seeded generator state (see rng.py)
        "rng", "seed",
        # defeat conditions met, waiting for rule processing (CR 9-2)
        "defeated",
        # the end (records.Result) once the game is over
        "result",
        # bookkeeping for reports
        "redrew", "actions_taken",
        # strict mode (optcg.testing): every decision is asked, even one
        # with a single option, and every battle step stops
        "strict",
        # decisions that turn on hidden cards asked whatever those cards are
        # (a "none" or decline-only one when nothing can be chosen), so that
        # who decides what tells the other player nothing (Game.conceal_decisions)
        "conceal_decisions",
        # where log events go (None: not logging); never cloned or saved
        "log",
        # the effect task whose working frame is kept (effects/runtime.py),
        # held by this state alone, and that frame: resuming reuses both
        # instead of building them again; never cloned or saved
        "frame_task", "frame",
    )

    defs: tuple[CardDef, ...]
    owner: tuple[int, ...]
    leaders: tuple[int, ...]
    listeners: dict[str, tuple[int, ...]]
    area: list[int]
    incarnation: list[int]
    rested: list[bool]
    don: list[int]
    played_turn: list[int]
    face_up: list[bool]
    # per player: (player 1's, player 2's).  Typed as variable-length tuples
    # because the native build keeps a fixed-length tuple field unboxed and
    # would box a new tuple at every st.hand[p].
    deck: tuple[list[int], ...]
    hand: tuple[list[int], ...]
    trash: tuple[list[int], ...]
    life: tuple[list[int], ...]
    chars: tuple[list[int], ...]
    stage: tuple[list[int], ...]
    don_deck: list[int]
    don_active: list[int]
    don_rested: list[int]
    field_statics: list[int]
    mods: list[Modifier]
    turn: int
    turn_player: int
    first_player: int
    order_chooser: int
    phase: str
    step: str
    battle: Battle | None
    tasks: list[Task]
    decision: Any          # an actions.OpenDecision or None
    pending: list[Pending]
    cur_gen: int
    once_used: list[OnceUsed]
    delayed: list[Delayed]
    looking: Looking | None
    rng: int
    seed: int
    defeated: list[bool]
    result: Result | None
    redrew: list[bool]
    actions_taken: int
    strict: bool
    conceal_decisions: bool
    log: list | None       # None: no log kept (typed: native list appends)
    frame_task: Task | None
    frame: Any             # an effects.runtime.Frame or None

    def __init__(self, defs, owner, leaders, blank: bool = False) -> None:
        self.defs = tuple(defs)
        self.owner = tuple(owner)
        self.leaders = tuple(leaders)
        self.frame_task = None
        self.frame = None
        if blank:
            return          # clone() fills in everything else
        n = len(defs)
        listeners = _LISTENERS_OF_DEFS.get(self.defs)
        if listeners is None:
            # card ids and ability numbers index the interned actions (the
            # tables only grow: a card list seen before is covered already)
            reserve(n, max([len(d.abilities) for d in defs], default=0))
            listeners = listeners_of(self.defs)
        self.listeners = listeners
        self.area = [0] * n
        self.incarnation = [0] * n
        self.rested = [False] * n
        self.don = [0] * n
        self.played_turn = [-1] * n
        self.face_up = [False] * n
        self.deck = ([], [])
        self.hand = ([], [])
        self.trash = ([], [])
        self.life = ([], [])
        self.chars = ([], [])
        self.stage = ([], [])  # (player 1's, player 2's) for each area
        self.don_deck = [0, 0]
        self.don_active = [0, 0]
        self.don_rested = [0, 0]
        self.field_statics = []
        self.mods = []
        self.turn = 0
        self.turn_player = 0
        self.first_player = 0
        self.order_chooser = 0
        self.phase = PHASE_SETUP
        self.step = STEP_NONE
        self.battle = None
        self.tasks = []
        self.decision = None
        self.pending = []
        self.cur_gen = -1
        self.once_used = []
        self.delayed = []
        self.looking = None
        self.rng = 0
        self.seed = 0
        self.defeated = [False, False]
        self.result = None
        self.redrew = [False, False]
        self.actions_taken = 0
        self.strict = False
        self.conceal_decisions = False
        self.log = None

    def clone(self) -> "GameState":
        """A deep copy of everything mutable, sharing the immutable card data."""
        s = GameState(self.defs, self.owner, self.leaders, True)
        # the clone shares the kept effect task: neither may change it now
        self.frame_task = None
        self.frame = None
        s.listeners = self.listeners    # never mutated: shared
        s.area = self.area[:]
        s.incarnation = self.incarnation[:]
        s.rested = self.rested[:]
        s.don = self.don[:]
        s.played_turn = self.played_turn[:]
        s.face_up = self.face_up[:]
        d, h, t, l, c, g = self.deck, self.hand, self.trash, self.life, self.chars, self.stage
        s.deck = (d[0][:], d[1][:])
        s.hand = (h[0][:], h[1][:])
        s.trash = (t[0][:], t[1][:])
        s.life = (l[0][:], l[1][:])
        s.chars = (c[0][:], c[1][:])
        s.stage = (g[0][:], g[1][:])
        s.don_deck = self.don_deck[:]
        s.don_active = self.don_active[:]
        s.don_rested = self.don_rested[:]
        s.field_statics = self.field_statics[:]
        s.mods = self.mods[:]           # records are never changed: a shallow copy is deep
        s.turn = self.turn
        s.turn_player = self.turn_player
        s.first_player = self.first_player
        s.order_chooser = self.order_chooser
        s.phase = self.phase
        s.step = self.step
        s.battle = self.battle.copy() if self.battle is not None else None
        s.tasks = self.tasks[:]
        s.decision = self.decision
        s.pending = self.pending[:]
        s.cur_gen = self.cur_gen
        s.once_used = self.once_used[:]
        s.delayed = self.delayed[:]
        s.looking = self.looking
        s.rng = self.rng
        s.seed = self.seed
        s.defeated = self.defeated[:]
        s.result = self.result
        s.redrew = self.redrew[:]
        s.actions_taken = self.actions_taken
        s.strict = self.strict
        s.conceal_decisions = self.conceal_decisions
        s.log = None
        return s

    @property
    def size(self) -> int:
        return len(self.defs)

    def rebuild_field_statics(self) -> None:
        """Recompute `field_statics` from the areas (after setting them directly)."""
        defs = self.defs
        self.field_statics = [i for p in (0, 1)
                              for i in (self.leaders[p], *self.chars[p], *self.stage[p])
                              if defs[i].statics]


def listeners_of(defs: tuple[CardDef, ...]) -> dict[str, tuple[int, ...]]:
    """Event timing -> the card ids whose abilities have it (what each card
    number listens to is worked out once per process, and the table of a
    card list once while it is among the last few played)."""
    known = _LISTENERS_OF_DEFS.get(defs)
    if known is not None:
        return known
    out = _listeners_of(defs)
    if len(_LISTENERS_OF_DEFS) >= _LISTENER_TABLES_KEPT:
        _LISTENERS_OF_DEFS.clear()
    _LISTENERS_OF_DEFS[defs] = out
    return out


# the listener tables of recent games, by their card lists (a CardDef is
# equal only to itself, so a made-up card never shares a table): the same
# decks played again reuse theirs; a table is never changed, as games share
# it with their clones already.  At most this many are kept.
_LISTENER_TABLES_KEPT: Final = 64
_LISTENERS_OF_DEFS: Final[dict[tuple[CardDef, ...], dict[str, tuple[int, ...]]]] = {}


def _listeners_of(defs: tuple[CardDef, ...]) -> dict[str, tuple[int, ...]]:
    out: dict[str, tuple[int, ...]] = {}
    for i, d in enumerate(defs):
        marks = _MARKS.get(d.number)
        if marks is None or _MARKS_OF.get(d.number) is not d:
            marks = _MARKS[d.number] = _marks_of(d)
            _MARKS_OF[d.number] = d
        for mark in marks:
            out[mark] = out.get(mark, ()) + (i,)
    return out


# card number -> the marks and timings its card listens to (and the CardDef
# they were read from: a made-up card may reuse a number)
_MARKS: dict[str, tuple[str, ...]] = {}
_MARKS_OF: dict[str, CardDef] = {}


def _marks_of(d: CardDef) -> tuple[str, ...]:
    # imported here: the effects package imports this module
    from .effects.language import (BATTLED_LISTEN, EVENT_TIMINGS, HAND_TRASHED_MARK,
                                   PLAY_COST_MARK, BattledCharacterThisTurn, HandTrashedThisTurn,
                                   If, EVENT_ACTIVATED_MARK, EventActivatedThisTurn,
                                   WHEN_PLAYED_FROM_TRASH)
    out: list[str] = [timing for timing in d.by_timing if timing in EVENT_TIMINGS]
    # a permanent effect that depends on a card of the hand
    # trashed by an effect this turn (language.HandTrashedThisTurn)
    if d.statics and any(isinstance(c, HandTrashedThisTurn)
                         for s in d.statics for c in s.conditions):
        out.append(HAND_TRASHED_MARK)
    # an ability asking whether the card battled an opponent's Character
    # this turn (battle.end_of_battle notes it for these cards only)
    if any(isinstance(s, If) and isinstance(s.condition, BattledCharacterThisTurn)
           for a in d.abilities for s in a.steps):
        out.append(BATTLED_LISTEN)
    if WHEN_PLAYED_FROM_TRASH in d.by_timing:       # resolution.play.played_from_trash
        out.append(WHEN_PLAYED_FROM_TRASH)
    # an ability asking whether an Event was activated this turn
    # (triggers.event_activated notes each one while these are in the game)
    if any(isinstance(c, EventActivatedThisTurn) for a in d.abilities
           for c in (*a.conditions, *[s.condition for s in a.steps if isinstance(s, If)])):
        out.append(EVENT_ACTIVATED_MARK)
    if d.statics_by_kind[STATIC_PLAY_COST]:     # costs.play_cost_reduction
        out.append(PLAY_COST_MARK)
    from .effects.language import PLAYED_RESTED_MARK, PlayedRested
    if any(isinstance(s.effect, PlayedRested) for s in d.statics):   # resolution.play
        out.append(PLAYED_RESTED_MARK)
    from .effects.language import ON_PLAY_NEGATED_MARK, OnPlayNegated
    if any(isinstance(s.effect, OnPlayNegated) for s in d.statics):  # statics.on_play_negated
        out.append(ON_PLAY_NEGATED_MARK)
    return tuple(out)
