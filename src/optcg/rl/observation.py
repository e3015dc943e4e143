"""The observation: what one player may know, as fixed-size numbers.

Everything here is read through the player's eyes: a card goes into the
encoding only if `PlayerView.visible` says the player may see it (CR 3-1-5,
11-3), the opponent's hand, the decks and face-down Life are counts, and the
pending decision is shown only to the player who must answer it (whether a
decision is asked can depend on that player's hidden cards).  The leak test
(tests/test_rl_leaks.py) re-deals the hidden cards and checks that the bytes
do not change.  docs/rl/observation.md lists every field; `FIELDS` is the
same list in code.
"""

from __future__ import annotations

import zlib
from operator import itemgetter
from typing import Final

import numpy as np

from ..engine import stats
from ..engine.carddef import STATIC_BASE_POWER, STATIC_COST, STATIC_KEYWORD, STATIC_POWER
from ..engine.constants import (CHARACTER_AREA, HAND, KEYWORD_BITS, LEADER, LEADER_AREA, STAGE_AREA,
                                DecisionKind)
from ..engine.effects.nodes.filters import This
from ..engine.state import GameState
from ..engine.view import PlayerView
from .actions import CHAR_SLOTS, HAND_SLOTS
from .cards import FACTS, NODE_BUCKETS, _bucket, _node_names, game_tables

PHASES: Final = ("setup", "refresh", "draw", "don", "main", "end", "over")
STEPS: Final = ("", "attack", "block", "counter", "damage", "end of battle")
DECISION_KINDS: Final = tuple(v for k, v in vars(DecisionKind).items()
                              if k.isupper() and isinstance(v, str))
KEYWORDS: Final = tuple(KEYWORD_BITS.values()) + (64, 128)  # + attack active, no Leader attack
RULE_BUCKETS: Final = 16
ABILITY_SLOTS: Final = 4
LOOK_ROWS: Final = 8        # the first cards looked at (all are in the option list)
TRASH_ROWS: Final = 3       # the top cards of each trash
LIFE_ROWS: Final = 2        # face-up Life cards of each side, from the top

# -- the card table: one row per place a card can be seen ------------------
ROW_MY_LEADER: Final = 0
ROW_MY_CHARS: Final = 1
ROW_MY_STAGE: Final = ROW_MY_CHARS + CHAR_SLOTS
ROW_OPP_LEADER: Final = ROW_MY_STAGE + 1
ROW_OPP_CHARS: Final = ROW_OPP_LEADER + 1
ROW_OPP_STAGE: Final = ROW_OPP_CHARS + CHAR_SLOTS
ROW_HAND: Final = ROW_OPP_STAGE + 1
ROW_LOOK: Final = ROW_HAND + HAND_SLOTS
ROW_MY_TRASH: Final = ROW_LOOK + LOOK_ROWS
ROW_OPP_TRASH: Final = ROW_MY_TRASH + TRASH_ROWS
ROW_MY_LIFE: Final = ROW_OPP_TRASH + TRASH_ROWS
ROW_OPP_LIFE: Final = ROW_MY_LIFE + LIFE_ROWS
ROW_DECISION_CARD: Final = ROW_OPP_LIFE + LIFE_ROWS
ROW_PURPOSE_CARD: Final = ROW_DECISION_CARD + 1
ROW_ATTACKER: Final = ROW_PURPOSE_CARD + 1
ROW_ATTACKED: Final = ROW_ATTACKER + 1
ROWS: Final = ROW_ATTACKED + 1

# the dynamic part of a row, after the card's FACTS
D_PRESENT: Final = 0        # a card is shown in this row
D_MINE: Final = 1           # the observing player owns it
D_POWER: Final = 2          # power now / 10000 (fields) or printed power (elsewhere)
D_COST: Final = 3           # cost now / 10 (hand and field; printed elsewhere)
D_DON: Final = 4            # DON!! given / 5
D_RESTED: Final = 5
D_PLAYED: Final = 6         # played this turn
D_KEYWORDS: Final = 7       # keywords now: 6 keywords, attack active, no Leader attack
DYN: Final = D_KEYWORDS + len(KEYWORDS)

# -- the global part ---------------------------------------------------------
G_TURN: Final = 0                       # turn / 20
G_MY_TURN: Final = 1
G_FIRST: Final = 2                      # the observing player went first
G_PHASE: Final = 3                      # one-hot, PHASES
G_STEP: Final = G_PHASE + len(PHASES)   # one-hot, STEPS (battle step)
G_DECIDING: Final = G_STEP + len(STEPS)  # the observing player must decide now
G_KIND: Final = G_DECIDING + 1          # one-hot, DECISION_KINDS
G_RULE: Final = G_KIND + len(DECISION_KINDS)   # the purpose's rule, hashed (16)
G_ABILITY: Final = G_RULE + RULE_BUCKETS       # the purpose's ability, one-hot (4)
G_STEP_INDEX: Final = G_ABILITY + ABILITY_SLOTS  # the purpose's step index / 5 (-1: 0)
G_NODES: Final = G_STEP_INDEX + 1       # node classes of that step, hashed (32)
G_OPTIONS: Final = G_NODES + NODE_BUCKETS  # number of legal options / 50
GLOBAL: Final = G_OPTIONS + 1

# -- each side (mine, then the opponent's) -------------------------------------
S_LIFE: Final = 0           # Life cards / 5
S_LIFE_UP: Final = 1        # face-up Life cards / 5
S_HAND: Final = 2           # hand size / 10
S_DECK: Final = 3           # deck size / 50
S_TRASH: Final = 4          # trash size / 50
S_DON_DECK: Final = 5       # DON!! deck / 10
S_DON_ACTIVE: Final = 6     # active DON!! in the cost area / 10
S_DON_RESTED: Final = 7     # rested DON!! in the cost area / 10
S_DON_GIVEN: Final = 8      # DON!! given to the Leader and Characters / 10
S_CHARS: Final = 9          # Characters / 5
SIDE: Final = 10

O_GLOBAL: Final = 0
O_MY_SIDE: Final = GLOBAL
O_OPP_SIDE: Final = O_MY_SIDE + SIDE
O_MY_TRASH_FACTS: Final = O_OPP_SIDE + SIDE     # mean facts of my trash
O_OPP_TRASH_FACTS: Final = O_MY_TRASH_FACTS + FACTS
O_CARD_STATE: Final = O_OPP_TRASH_FACTS + FACTS  # ROWS x DYN: the state of each row's card
O_CARD_FACTS: Final = O_CARD_STATE + ROWS * DYN  # ROWS x FACTS: the facts of each row's card
OBSERVATION: Final = O_CARD_FACTS + ROWS * FACTS  # the length of the observation vector

FIELDS: Final = (
    ("global", O_GLOBAL, GLOBAL), ("my side", O_MY_SIDE, SIDE),
    ("opponent's side", O_OPP_SIDE, SIDE), ("my trash, mean facts", O_MY_TRASH_FACTS, FACTS),
    ("opponent's trash, mean facts", O_OPP_TRASH_FACTS, FACTS),
    ("card state table", O_CARD_STATE, ROWS * DYN),
    ("card facts table", O_CARD_FACTS, ROWS * FACTS),
)

_PHASE: Final = {p: k for k, p in enumerate(PHASES)}
_STEP: Final = {s: k for k, s in enumerate(STEPS)}
_KIND: Final = {k: n for n, k in enumerate(DECISION_KINDS)}
_STEP_NODES: dict[tuple, tuple[int, ...]] = {}
_NO_CARDS: Final[frozenset[int]] = frozenset()


def _step_buckets(d, ability: int, step: int) -> tuple[int, ...]:
    key = (d.number, ability, step)
    got = _STEP_NODES.get(key)
    if got is None:
        names: list[str] = []
        if 0 <= ability < len(d.abilities):
            steps = d.abilities[ability].steps
            if 0 <= step < len(steps):
                _node_names(steps[step], names)
            elif step < 0:
                _node_names(d.abilities[ability].cost, names)
        got = _STEP_NODES[key] = tuple(sorted({_bucket(n, NODE_BUCKETS) for n in names}))
    return got


class Encoder:
    """Encodes the positions of one game (its cards' facts are tabled once)."""

    __slots__ = ("facts", "ids", "hidden_row", "trash_means", "plain", "owners")

    def __init__(self, defs) -> None:
        self.facts, self.ids = game_tables(defs)
        self.hidden_row = len(defs)     # the zero row of the tables
        # a trash's mean facts, by its cards (a trash changes seldom)
        self.trash_means: dict[tuple, np.ndarray] = {}
        # per observing player, each card's state row as printed: off the
        # field (rows 0..n) and as a Leader or Character (rows n+1..2n+1,
        # with its printed keywords); built from the owners of the cards
        self.plain = np.zeros((2, 2 * (len(defs) + 1), DYN), dtype=np.float32)
        self.owners: tuple[int, ...] = ()

    def encode(self, st: GameState, player: int, decision=None,
               n_options: int = 0) -> tuple[np.ndarray, np.ndarray]:
        """(observation float32[OBSERVATION], stable card ids int64[ROWS]) of
        `player`; `decision` is the open Decision if this player must
        answer it (its kind and purpose are shown), else None."""
        view = PlayerView(st, player)
        visible = view.visible
        opp = 1 - player
        none = self.hidden_row
        rows = [none] * ROWS
        rows[ROW_MY_LEADER] = st.leaders[player]
        rows[ROW_OPP_LEADER] = st.leaders[opp]
        # slice assignments: the areas in order, cut to their rows
        part = st.chars[player][:CHAR_SLOTS]
        rows[ROW_MY_CHARS:ROW_MY_CHARS + len(part)] = part
        part = st.chars[opp][:CHAR_SLOTS]
        rows[ROW_OPP_CHARS:ROW_OPP_CHARS + len(part)] = part
        if st.stage[player]:
            rows[ROW_MY_STAGE] = st.stage[player][0]
        if st.stage[opp]:
            rows[ROW_OPP_STAGE] = st.stage[opp][0]
        part = st.hand[player][:HAND_SLOTS]
        rows[ROW_HAND:ROW_HAND + len(part)] = part
        looking = st.looking
        if looking is not None:
            part = [c for c in looking.cards if visible(c)][:LOOK_ROWS]
            rows[ROW_LOOK:ROW_LOOK + len(part)] = part
        part = st.trash[player][:-TRASH_ROWS - 1:-1]      # the top cards, top first
        rows[ROW_MY_TRASH:ROW_MY_TRASH + len(part)] = part
        part = st.trash[opp][:-TRASH_ROWS - 1:-1]
        rows[ROW_OPP_TRASH:ROW_OPP_TRASH + len(part)] = part
        face_up = st.face_up
        ups = ([c for c in reversed(st.life[player]) if face_up[c]],
               [c for c in reversed(st.life[opp]) if face_up[c]])   # top first
        part = ups[0][:LIFE_ROWS]
        rows[ROW_MY_LIFE:ROW_MY_LIFE + len(part)] = part
        part = ups[1][:LIFE_ROWS]
        rows[ROW_OPP_LIFE:ROW_OPP_LIFE + len(part)] = part
        out = np.zeros(OBSERVATION, dtype=np.float32)
        o = memoryview(out)         # item writes through a memoryview are cheap
        o[G_TURN] = min(st.turn, 60) / 20.0
        o[G_MY_TURN] = float(st.turn_player == player)
        o[G_FIRST] = float(st.first_player == player)
        o[G_PHASE + _PHASE.get(st.phase, len(PHASES) - 1)] = 1.0
        o[G_STEP + _STEP.get(st.step, 0)] = 1.0
        if decision is not None:
            o[G_DECIDING] = 1.0
            o[G_KIND + _KIND[decision.kind]] = 1.0
            o[G_OPTIONS] = n_options / 50.0
            if decision.card >= 0 and visible(decision.card):
                rows[ROW_DECISION_CARD] = decision.card
            purpose = decision.purpose
            if purpose is not None:
                if purpose.rule:
                    o[G_RULE + rule_bucket(purpose.rule)] = 1.0
                if 0 <= purpose.ability < ABILITY_SLOTS:
                    o[G_ABILITY + purpose.ability] = 1.0
                o[G_STEP_INDEX] = (purpose.step + 1) / 5.0
                src = purpose.card
                if src >= 0 and visible(src):
                    rows[ROW_PURPOSE_CARD] = src
                    if purpose.ability >= 0:
                        for b in _step_buckets(st.defs[src], purpose.ability, purpose.step):
                            o[G_NODES + b] = 1.0
        b = st.battle
        if b is not None:
            if visible(b.attacker):
                rows[ROW_ATTACKER] = b.attacker
            if visible(b.target):
                rows[ROW_ATTACKED] = b.target
        for base, p, up in ((O_MY_SIDE, player, ups[0]), (O_OPP_SIDE, opp, ups[1])):
            o[base + S_LIFE] = len(st.life[p]) / 5.0
            if up:
                o[base + S_LIFE_UP] = len(up) / 5.0
            o[base + S_HAND] = len(st.hand[p]) / 10.0
            o[base + S_DECK] = len(st.deck[p]) / 50.0
            o[base + S_TRASH] = len(st.trash[p]) / 50.0
            o[base + S_DON_DECK] = st.don_deck[p] / 10.0
            o[base + S_DON_ACTIVE] = st.don_active[p] / 10.0
            o[base + S_DON_RESTED] = st.don_rested[p] / 10.0
            o[base + S_DON_GIVEN] = (st.don[st.leaders[p]]
                                     + sum([st.don[c] for c in st.chars[p]])) / 10.0
            o[base + S_CHARS] = len(st.chars[p]) / 5.0
        for base, p in ((O_MY_TRASH_FACTS, player), (O_OPP_TRASH_FACTS, opp)):
            if st.trash[p]:
                out[base:base + FACTS] = self._trash_mean(st.trash[p])
        index = np.array(rows, dtype=np.intp)       # converted once, used twice
        self.facts.take(index, axis=0, out=out[O_CARD_FACTS:].reshape(ROWS, FACTS))
        # Every row starts as the card's printed row (one take from a table);
        # then only what play changes is written: the field cards' state, and
        # power, cost and keywords where a modifier names the card or a
        # permanent effect of that kind may reach it (stats.py): the
        # engine's stats functions are asked only then.
        if st.owner is not self.owners and st.owner != self.owners:
            self._plain_rows(st)
        area = st.area
        off = none + 1
        placed = rows[:]
        for r in _FIELD_ROWS:
            placed[r] += off
        for r in _ANY_ROWS:
            c = rows[r]
            if c != none and (area[c] == LEADER_AREA or area[c] == CHARACTER_AREA):
                placed[r] += off
        self.plain[player].take(np.array(placed, dtype=np.intp), axis=0,
                                out=out[O_CARD_STATE:O_CARD_FACTS].reshape(ROWS, DYN))
        mods = st.mods
        modded = {m.card for m in mods} if mods else _NO_CARDS
        if st.field_statics:
            by_power = _touched(st, _POWER_KINDS)
            by_cost = _touched(st, _COST_KINDS)
            by_keyword = _touched(st, _KEYWORD_KINDS)
        else:
            by_power = by_cost = by_keyword = _NO_CARDS
        turn = st.turn
        turn_player = st.turn_player
        owner = st.owner
        rested = st.rested
        don = st.don
        played = st.played_turn
        defs = st.defs
        todo = _FIX_ROWS
        if modded or by_cost is None or True in [defs[c].statics != () for c in
                                                 st.hand[player][:HAND_SLOTS]]:
            todo = _FIX_ROWS_AND_HAND
        cards = _FIX_CARDS(rows) if todo is _FIX_ROWS else _FIX_CARDS_AND_HAND(rows)
        for r, c in zip(todo, cards):
            if c == none:
                continue
            a = area[c]
            at = O_CARD_STATE + r * DYN
            if a == LEADER_AREA or a == CHARACTER_AREA:
                if rested[c]:
                    o[at + D_RESTED] = 1.0
                plain = c not in modded
                given = don[c]
                if given:
                    o[at + D_DON] = given / 5.0
                if played[c] == turn:
                    o[at + D_PLAYED] = 1.0
                if not plain or by_power is None or c in by_power:
                    o[at + D_POWER] = stats.power(st, c) / 10000.0
                elif given and owner[c] == turn_player:
                    o[at + D_POWER] = (defs[c].power + 1000 * given) / 10000.0
                if not plain or by_keyword is None or c in by_keyword:
                    k = stats.keywords(st, c)
                    for n, bit in enumerate(KEYWORDS):
                        o[at + D_KEYWORDS + n] = 1.0 if k & bit else 0.0
                if a == CHARACTER_AREA and (not plain or by_cost is None or c in by_cost):
                    o[at + D_COST] = stats.cost(st, c) / 10.0
            elif a == STAGE_AREA:
                if rested[c]:
                    o[at + D_RESTED] = 1.0
                if c in modded or by_cost is None or c in by_cost:
                    o[at + D_COST] = stats.cost(st, c) / 10.0
            elif a == HAND and (c in modded or by_cost is None or defs[c].statics):
                o[at + D_COST] = stats.cost(st, c) / 10.0   # "this card in your hand -N cost"
        return out, self.ids.take(index)

    def _plain_rows(self, st: GameState) -> None:
        self.owners = st.owner
        n = self.hidden_row
        plain = self.plain
        plain[:] = 0.0
        for c, d in enumerate(st.defs):
            for place in (c, n + 1 + c):
                row = plain[:, place]
                row[:, D_PRESENT] = 1.0
                row[st.owner[c], D_MINE] = 1.0
                if d.category != LEADER:        # a Leader has no cost
                    row[:, D_COST] = d.cost / 10.0
                row[:, D_POWER] = d.power / 10000.0
            for k, bit in enumerate(KEYWORDS):
                if d.keywords & bit:
                    plain[:, n + 1 + c, D_KEYWORDS + k] = 1.0

    def _trash_mean(self, trash: list[int]) -> np.ndarray:
        key = tuple(trash)
        got = self.trash_means.get(key)
        if got is None:
            if len(self.trash_means) > 4096:
                self.trash_means.clear()
            got = self.trash_means[key] = self.facts[trash].mean(axis=0)
        return got


# rows whose card is a Leader or a Character; rows whose card may be anywhere
_FIELD_ROWS: Final = (ROW_MY_LEADER, *range(ROW_MY_CHARS, ROW_MY_STAGE),
                      ROW_OPP_LEADER, *range(ROW_OPP_CHARS, ROW_OPP_STAGE))
_ANY_ROWS: Final = (ROW_DECISION_CARD, ROW_PURPOSE_CARD, ROW_ATTACKER, ROW_ATTACKED)
# rows whose printed row play may change, without or with the hand
_FIX_ROWS: Final = (*_FIELD_ROWS, ROW_MY_STAGE, ROW_OPP_STAGE, *_ANY_ROWS)
_FIX_ROWS_AND_HAND: Final = (*_FIX_ROWS, *range(ROW_HAND, ROW_HAND + HAND_SLOTS))
_FIX_CARDS: Final = itemgetter(*_FIX_ROWS)
_FIX_CARDS_AND_HAND: Final = itemgetter(*_FIX_ROWS_AND_HAND)
_POWER_KINDS: Final = (STATIC_POWER, STATIC_BASE_POWER)
_COST_KINDS: Final = (STATIC_COST,)
_KEYWORD_KINDS: Final = (STATIC_KEYWORD,)


def _touched(st: GameState, kinds: tuple[int, ...]) -> frozenset[int] | None:
    """The cards that permanent effects of these kinds on the field may
    change: none, their own sources when each names "this card", or any
    card (None)."""
    out: set[int] = set()
    defs = st.defs
    for s in st.field_statics:
        for kind in kinds:
            for _, sa in defs[s].statics_by_kind[kind]:
                if not isinstance(sa.effect.target, This):
                    return None
                out.add(s)
    return frozenset(out) if out else _NO_CARDS


def rule_bucket(rule: str) -> int:
    """The bucket of a purpose's rule number (for readers of G_RULE)."""
    b = _RULE_BUCKETS.get(rule)
    if b is None:
        b = _RULE_BUCKETS[rule] = zlib.crc32(rule.encode("utf-8")) % RULE_BUCKETS
    return b


_RULE_BUCKETS: dict[str, int] = {}
