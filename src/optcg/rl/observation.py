"""The observation: what one player may know, as fixed-size numbers.

Everything here is read through the player's eyes: a card goes into the
encoding only if `PlayerView.visible` says the player may see it (CR 3-1-5,
11-3), the opponent's hand, the decks and face-down Life are counts, and the
pending decision is shown only to the player who must answer it (whether a
decision is asked can depend on that player's hidden cards).  The leak test
(tests/test_rl_leaks.py) re-deals the hidden cards and checks that the bytes
do not change.  docs/rl/observation.md lists every field; `FIELDS`
(optcg.rl.layout, where the offsets are named) is the same list in code.
"""

from __future__ import annotations

import struct
from operator import truediv
from typing import Any, Final

# mypyc compiles this module (optcg.native, HOT_RL) without NumPy's types:
# the arrays are handled as plain objects, so a build needs no NumPy
import numpy as np  # type: ignore[import-not-found, unused-ignore]

from ..engine import stats
from ..engine.constants import CHARACTER_AREA, HAND, LEADER_AREA, STAGE_AREA
from ..engine.state import GameState
from ..engine.view import PlayerView
from ..native import c_extension
from .actions import CHAR_SLOTS, HAND_SLOTS
from .card_tables import CardTables, card_tables
from .cards import FACTS, rule_bucket, step_buckets
from .layout import (  # noqa: F401  (the layout is read through this module too)
    PHASES, STEPS, DECISION_KINDS, KEYWORDS, ABILITY_SLOTS, LOOK_ROWS, TRASH_ROWS, LIFE_ROWS,
    ROW_MY_LEADER, ROW_MY_CHARS, ROW_MY_STAGE, ROW_OPP_LEADER, ROW_OPP_CHARS, ROW_OPP_STAGE,
    ROW_HAND, ROW_LOOK, ROW_MY_TRASH, ROW_OPP_TRASH, ROW_MY_LIFE, ROW_OPP_LIFE, ROW_DECISION_CARD,
    ROW_PURPOSE_CARD, ROW_ATTACKER, ROW_ATTACKED, ROWS, D_PRESENT, D_MINE, D_POWER, D_COST, D_DON,
    D_RESTED, D_PLAYED, D_KEYWORDS, DYN, G_TURN, G_MY_TURN, G_FIRST, G_PHASE, G_STEP, G_DECIDING,
    G_KIND, G_RULE, G_ABILITY, G_STEP_INDEX, G_NODES, G_OPTIONS, GLOBAL, S_LIFE, S_LIFE_UP,
    S_HAND, S_DECK, S_TRASH, S_DON_DECK, S_DON_ACTIVE, S_DON_RESTED, S_DON_GIVEN, S_CHARS, SIDE,
    O_GLOBAL, O_MY_SIDE, O_OPP_SIDE, O_MY_TRASH_FACTS, O_OPP_TRASH_FACTS, O_CARD_STATE,
    O_CARD_FACTS, OBSERVATION, FIELDS)
from .state_rows import KEYWORD_BYTES, KEYWORD_ROWS, keyword_row
from .shown_cards import shown_cards
from .touched import open_gates, touched_by_kind
from .trash_mean import TrashMean

_PHASE: Final = {p: k for k, p in enumerate(PHASES)}
_STEP: Final = {s: k for k, s in enumerate(STEPS)}
_KIND: Final = {k: n for n, k in enumerate(DECISION_KINDS)}
_NO_CARDS: Final[frozenset[int]] = frozenset()


class _Seen:
    """What the encoder last wrote for one observing player: the state it
    read, the observation and ids it wrote (kept, and changed only where the
    position changed), each row's card and each state row's key."""

    __slots__ = ("state", "buf", "out", "o", "ids", "mv_ids", "rows", "keys", "trash",
                 "hand_keyed", "turn", "sources", "present", "staged", "memo", "head", "ask",
                 "sides", "head_key", "ask_key", "n_options")

    def __init__(self) -> None:
        self.state: GameState | None = None
        # rows of bytes are written into the buffer (a slice each), single
        # values through its float view
        self.buf = bytearray(4 * OBSERVATION)
        self.out: Any = np.frombuffer(self.buf, dtype=np.float32)
        self.o: Any = memoryview(self.buf).cast("f")
        self.ids: Any = np.zeros(ROWS, dtype=np.int64)
        self.mv_ids: Any = memoryview(self.ids)
        # the hand rows whose card showed a cost that play changed
        self.hand_keyed: list[int] = []
        self.rows: list[int] = []
        self.keys: list = []
        # the turn of the short keys written (see Encoder._write_rows)
        self.turn = -1
        # what each group of rows was placed from (Encoder._rows)
        self.sources: list = []
        # the Leader and Character rows, and the Stage rows, with a card (_rows)
        self.present: tuple[int, ...] = ()
        self.staged: tuple[int, ...] = ()
        self.trash: list[list[int] | None] = [None, None]
        self.memo = bytearray()     # what the C extension wrote (zeroed: nothing)
        # the global part's bytes written last (head, decision) and the
        # sides' counts (unscaled) packed last: written again when they change
        self.head: bytearray | None = None
        self.ask: bytearray | None = None
        self.sides: list[tuple] = [(), ()]
        # the keys of the head and decision parts written last, and the
        # option count written (-1: none)
        self.head_key: tuple = ()
        self.ask_key: tuple = ()
        self.n_options = -1


class Encoder:
    """Encodes the positions of one game (its cards' tables are built once and
    shared by every encoder of the same cards: optcg.rl.card_tables).

    Encoding is incremental: for each observing player the encoder keeps
    the observation it wrote last and, when asked about the same state
    object again, rewrites only the rows whose card or card state changed
    (a step changes a few of the 56 rows).  A different state object (a
    new game, a clone) is encoded in full.  The result is always a fresh
    copy, identical to a full encoding (tests/test_rl_encoder.py).  Where
    optcg.rl._encoder_c is built, one call into C per encoding writes the
    same bytes, also only where they changed (_encode_native,
    tests/test_rl_encoder_c.py)."""

    __slots__ = ("facts", "ids", "hidden_row", "plain", "owners", "seen",
                 "_fact_rows", "_plain_rows_of", "_ids_list", "_pad", "_touched",
                 "_fact_arrays", "_plain_arrays_of", "_fact_views", "_trash_means",
                 "_hand_costs", "_hand_cost_flags", "option_rows", "native", "_powers",
                 "_heads", "_asks", "_others", "_statics", "_statics_touched", "_touched_of",
                 "_reaches", "_tables")

    def __init__(self, defs, native: bool = True) -> None:
        # the C encoder where built, unless native=False or OPTCG_PURE: same bytes
        self.native: Any = _NATIVE if native else None
        c_rows = self.native is not None
        # the cards' tables and the caches by card, shared with every encoder
        # of the same cards and never written (card_tables)
        self._tables: CardTables = card_tables(defs, c_rows)
        tables = self._tables
        self._powers: list[int] = tables.powers
        self.facts, self.ids = tables.facts, tables.ids
        self.hidden_row = len(defs)     # the zero row of the tables
        # per observing player, each card's state row as printed: off the
        # field (rows 0..n) and as a Leader or Character (rows n+1..2n+1,
        # with its printed keywords); set from the owners of the cards
        self.plain = tables.blank
        self.owners: tuple[int, ...] = ()
        self.seen = (_Seen(), _Seen())
        self._pad = [len(defs)] * HAND_SLOTS    # empty rows, sliced to each area's size
        # the cards that the permanent effects of the field may change
        # (power, cost, keywords; see _touched), by the cards that have them
        self._touched: dict[tuple[int, ...], tuple] = {}
        # the cards each permanent effect may reach (touched._kept_reach), and
        # both by the cards' owners (the players of a game may swap seats)
        self._reaches: dict = {}
        self._touched_of: dict[tuple[int, ...], tuple[dict, dict]] = tables.touched_of
        # the field's permanent effects at the last call of _changed_cards, and their cards
        self._statics: list[int] = []
        self._statics_touched: tuple = ()
        # the cards that may change their own cost in the hand ("give this
        # card in your hand -N cost"); any other card there shows its printed
        # cost unless a modifier names it or a permanent effect of the field
        # may reach any card (stats.cost); a byte per card for the C rows
        self._hand_costs: frozenset[int] = tables.hand_costs
        self._hand_cost_flags: bytes = tables.hand_cost_flags
        # each row as bytes (C), or bytearrays, which a bytearray's slice
        # takes without the copy it makes of bytes (Python)
        self._fact_rows: list[bytes] = tables.fact_rows
        self._plain_rows_of: tuple[list[bytes], list[bytes]] = ([], [])
        self._fact_arrays: list[bytearray] = tables.fact_arrays
        self._plain_arrays_of: tuple[list[bytearray], list[bytearray]] = ([], [])
        self._ids_list: list[int] = tables.ids_list
        # each card's facts as a row view, for the trash sums (Python)
        self._fact_views: list[Any] = tables.fact_views
        self._trash_means = (TrashMean(), TrashMean())     # by the trash's owner
        # the option rows by action, card references and step (options.py)
        self.option_rows: dict[Any, Any] = tables.option_rows
        # the global part's bytes: its head by (turn, my turn, I went first,
        # phase, step), the decision's by (kind, purpose, purpose card shown)
        self._heads: dict[tuple, bytearray] = tables.heads
        self._asks: dict[tuple, bytearray] = tables.asks
        # the other rows with a card whose state row has a key (_rows)
        self._others: tuple[int, ...] = ()

    def encode(self, st: GameState, player: int, decision=None,
               n_options: int = 0, copy: bool = True) -> tuple[np.ndarray, np.ndarray]:
        """(observation float32[OBSERVATION], stable card ids int64[ROWS]) of
        `player`; `decision` is the open Decision if this player must
        answer it (its kind and purpose are shown), else None.  With
        copy=False the arrays are the encoder's own, valid until it next
        encodes for this player (for a caller that copies them at once)."""
        if st.owner is not self.owners:     # a new game's list: compared once
            if st.owner != self.owners:
                self._plain_rows(st)
                # what the field's effects may reach depends on who owns what
                self._touched, self._reaches = self._touched_of.setdefault(tuple(st.owner),
                                                                           ({}, {}))
                self._statics = []
            self.owners = st.owner
        c_rows = self.native
        if c_rows is not None:
            return self._encode_native(c_rows, st, player, decision, n_options, copy)
        seen = self.seen[player]
        if seen.state is not st:
            seen.state = st
            seen.rows = [-1] * ROWS         # no row matches: all are written
            seen.keys = [None] * ROWS
            seen.hand_keyed = []
            seen.trash = [None, None]
            seen.turn = -1
            seen.sources = list(_NO_SOURCES)
            seen.head = seen.ask = None
            seen.head_key = seen.ask_key = ()
            seen.n_options = -1
            seen.sides = [(), ()]
        opp = 1 - player
        none = self.hidden_row
        # no face-up Life card (the usual case): no face-up Life to show
        # (only the Life lists are read, in a loop: for a few cards it costs
        # less than any(map(...)); the card list is long)
        face_up = st.face_up
        any_up = False
        for life in st.life:
            for c in life:
                if face_up[c]:
                    any_up = True
                    break
        rows = self._rows(st, player, opp, none, decision, any_up, seen)
        o = seen.o
        buf = seen.buf
        # the global part as cached bytes: its head (turn, phase, step) and
        # the decision asked (kind, purpose), then the number of options
        # (each key compared with the last one first: no lookup where the
        # same part stays)
        head = (st.turn, st.turn_player == player, st.first_player == player, st.phase, st.step)
        if head != seen.head_key:
            seen.head_key = head
            got = self._heads.get(head)
            if got is None:
                got = self._head_bytes(head)
            if got is not seen.head:
                seen.head = got
                buf[:_AT_DECIDING] = got
        if decision is None:
            if seen.ask is not _NO_DECISION:
                seen.ask = _NO_DECISION
                seen.ask_key = ()
                seen.n_options = 0          # (zeroed with the decision's floats)
                buf[_AT_DECIDING:_AT_SIDES] = _NO_DECISION
        else:
            ask = (decision.kind, decision.purpose, rows[ROW_PURPOSE_CARD])
            if ask != seen.ask_key:
                seen.ask_key = ask
                got = self._asks.get(ask)
                if got is None:
                    got = self._ask_bytes(st, ask)
                if got is not seen.ask:
                    seen.ask = got
                    buf[_AT_DECIDING:_AT_OPTIONS] = got
            if n_options != seen.n_options:
                seen.n_options = n_options
                o[G_OPTIONS] = n_options / 50.0
        life, their_life = st.life[player], st.life[opp]
        chars, their_chars = st.chars[player], st.chars[opp]
        up = their_up = 0
        if any_up:
            is_up = face_up.__getitem__
            up, their_up = sum(map(is_up, life)), sum(map(is_up, their_life))
        # the DON!! given on each side (a loop: for a few Characters it
        # costs less than sum(map(...)))
        don = st.don
        given = don[st.leaders[player]]
        for c in chars:
            given += don[c]
        their_given = don[st.leaders[opp]]
        for c in their_chars:
            their_given += don[c]
        # each side's counts, scaled, written where they changed (a step
        # mostly changes one or two of one side's)
        sides = seen.sides
        counts = (len(life), up, len(st.hand[player]), len(st.deck[player]),
                  len(st.trash[player]), st.don_deck[player], st.don_active[player],
                  st.don_rested[player], given, len(chars))
        if counts != sides[0]:
            _write_side(seen, O_MY_SIDE, counts, sides[0])
            sides[0] = counts
        counts = (len(their_life), their_up, len(st.hand[opp]), len(st.deck[opp]),
                  len(st.trash[opp]), st.don_deck[opp], st.don_active[opp], st.don_rested[opp],
                  their_given, len(their_chars))
        if counts != sides[1]:
            _write_side(seen, O_OPP_SIDE, counts, sides[1])
            sides[1] = counts
        self._write_rows(st, player, seen, rows, none)
        if not copy:
            return seen.out, seen.ids
        return seen.out.copy(), seen.ids.copy()

    def _head_bytes(self, head: tuple) -> bytearray:
        """The global part's first floats (turn, my turn, first player,
        phase, battle step) for `head`, kept for the next time."""
        b = bytearray(_AT_DECIDING)
        o = memoryview(b).cast("f")
        turn, mine, first, phase, step = head
        o[G_TURN] = min(turn, 60) / 20.0
        o[G_MY_TURN] = float(mine)
        o[G_FIRST] = float(first)
        o[G_PHASE + _PHASE.get(phase, len(PHASES) - 1)] = 1.0
        o[G_STEP + _STEP.get(step, 0)] = 1.0
        o.release()
        if len(self._heads) >= _CACHED:
            self._heads.clear()
        self._heads[head] = b
        return b

    def _ask_bytes(self, st: GameState, ask: tuple) -> bytearray:
        """The global part's floats G_DECIDING to G_OPTIONS (excluded) for a
        decision `ask` = (kind, purpose, the card shown in the purpose's
        row), kept for the next time."""
        b = bytearray(_AT_OPTIONS - _AT_DECIDING)
        o = memoryview(b).cast("f")
        kind, purpose, shown = ask
        o[0] = 1.0                                      # G_DECIDING
        o[G_KIND - G_DECIDING + _KIND[kind]] = 1.0
        if purpose is not None:
            rule = purpose.rule
            if rule:
                o[G_RULE - G_DECIDING + rule_bucket(rule)] = 1.0
            if 0 <= purpose.ability < ABILITY_SLOTS:
                o[G_ABILITY - G_DECIDING + purpose.ability] = 1.0
            o[G_STEP_INDEX - G_DECIDING] = (purpose.step + 1) / 5.0
            src = purpose.card
            if src >= 0 and purpose.ability >= 0 and shown == src:
                for k in step_buckets(st.defs[src], purpose.ability, purpose.step):
                    o[G_NODES - G_DECIDING + k] = 1.0
        o.release()
        if len(self._asks) >= _CACHED:
            self._asks.clear()
        self._asks[ask] = b
        return b

    def _rows(self, st: GameState, player: int, opp: int, none: int, decision,
              any_up: bool, seen: _Seen) -> list[int]:
        """The card shown in each row of the table (`none`: no card), kept
        in `seen.rows` and placed again only in the groups of rows whose
        sources (`seen.sources`) changed; `any_up`: some card is face up
        (else no Life row shows a card).  Also finds the rows with a card
        whose state row has a key (seen.present, self._others).  The
        sources are compared whole and copied when they changed."""
        kept = seen.sources
        pad = self._pad
        field = False
        for side, k, start in _FIELD_GROUPS[player]:       # my field, then theirs
            chars, stage = st.chars[side], st.stage[side]
            if chars != kept[k] or stage != kept[k + 1]:
                kept[k] = chars[:]
                kept[k + 1] = stage[:]
                part = chars[:CHAR_SLOTS]
                self._place(seen, player, start, [st.leaders[side], *part,
                                                  *pad[len(part):CHAR_SLOTS],
                                                  stage[0] if stage else none])
                field = True
        if field:
            seen.present = _FIELD_PRESENT[min(len(kept[0]), CHAR_SLOTS)][
                min(len(kept[2]), CHAR_SLOTS)]
            seen.staged = _STAGES[bool(kept[1])][bool(kept[3])]
        hand = st.hand[player]
        was = kept[4]
        if hand != was:
            kept[4] = hand[:]
            part = hand[:HAND_SLOTS]
            # (the rows beyond both the hand placed last and this one stay empty)
            size = HAND_SLOTS if was is None else min(max(len(part), len(was)), HAND_SLOTS)
            self._place(seen, player, ROW_HAND, [*part, *pad[len(part):size]])
        # cards looked at and face-up Life are placed while there are any,
        # and once more when they are gone
        view = None
        looking = st.looking
        if looking is not None:
            view = PlayerView(st, player)
            part = [c for c in looking.cards if view.visible(c)][:LOOK_ROWS]
            kept[5] = True
            self._place(seen, player, ROW_LOOK, [*part, *pad[len(part):LOOK_ROWS]])
        elif kept[5]:
            kept[5] = False
            self._place(seen, player, ROW_LOOK, pad[:LOOK_ROWS])
        # a trash that changed: its mean facts and its top cards, top first
        trashes = seen.trash
        trash = st.trash[player]
        if trash != trashes[0]:
            self._write_trash(seen, 0, O_MY_TRASH_FACTS, trash, player)
            top = trash[:-TRASH_ROWS - 1:-1]
            self._place(seen, player, ROW_MY_TRASH, [*top, *pad[len(top):TRASH_ROWS]])
        trash = st.trash[opp]
        if trash != trashes[1]:
            self._write_trash(seen, 1, O_OPP_TRASH_FACTS, trash, opp)
            top = trash[:-TRASH_ROWS - 1:-1]
            self._place(seen, player, ROW_OPP_TRASH, [*top, *pad[len(top):TRASH_ROWS]])
        if any_up:
            face_up = st.face_up
            lives: list[int] = []
            for life in (st.life[player], st.life[opp]):
                part = [c for c in reversed(life) if face_up[c]][:LIFE_ROWS]  # top first
                lives += part
                lives += pad[len(part):LIFE_ROWS]
            kept[6] = True
            self._place(seen, player, ROW_MY_LIFE, lives)
        elif kept[6]:
            kept[6] = False
            self._place(seen, player, ROW_MY_LIFE, pad[:2 * LIFE_ROWS])
        # the rows beyond the Leaders and Characters that show a card whose
        # state play may change: the Stages and the cards shown below
        others = seen.staged
        # the cards the decision and the battle are about, where visible
        cards = shown_cards(st, player, decision, none)
        if cards is None:
            cards = pad[:4]
            self._others = others
        else:
            self._others = others + _SHOWN_ROWS[(cards[0] != none) + 2 * (cards[1] != none) + 4 * (
                cards[2] != none) + 8 * (cards[3] != none)]
        if cards != kept[7]:
            kept[7] = cards
            self._place(seen, player, ROW_DECISION_CARD, cards)
        return seen.rows

    def _place(self, seen: _Seen, player: int, start: int, cards: list[int]) -> None:
        """Puts `cards` in the rows from `start` on: writes the facts and id
        of each row whose card changed, and its state row where that is the
        printed one or no card's (the rest are written by their keys:
        _write_rows)."""
        rows = seen.rows
        end = start + len(cards)
        buf = seen.buf
        ids = seen.mv_ids
        keys = seen.keys
        facts = self._fact_arrays
        all_ids = self._ids_list
        plain = self._plain_arrays_of[player]
        none = self.hidden_row
        r = start
        for c in cards:         # (a loop costs less than compress(map(ne, ...)) here)
            if c == rows[r]:
                r += 1
                continue
            buf[_FACT_SLICES[r]] = facts[c]
            ids[r] = all_ids[c]
            if r in _PRINTED_ROWS or c == none:
                keys[r] = c
                buf[_STATE_SLICES[r]] = plain[c]
            r += 1
        rows[start:end] = cards

    def _encode_native(self, c_rows: Any, st: GameState, player: int, decision,
                       n_options: int, copy: bool) -> tuple[np.ndarray, np.ndarray]:
        """encode() by the C extension, written where it differs from what
        it wrote last for this player and state.  Worked out here: the cards
        looked at or shown (they need the player's view), the global part's
        bytes and the cards the engine is asked about."""
        seen = self.seen[player]
        if seen.state is not st:        # the C side's memory zeroed: all written
            seen.state = st
            seen.memo = bytearray(_MEMO_SIZE)
        none, looked = self.hidden_row, None
        looking = st.looking
        if looking is not None:
            view = PlayerView(st, player)
            looked = [c for c in looking.cards if view.visible(c)][:LOOK_ROWS]
        shown = shown_cards(st, player, decision, none)
        head = (st.turn, st.turn_player == player, st.first_player == player, st.phase, st.step)
        got = self._heads.get(head)
        if got is None:
            got = self._head_bytes(head)
        ask_got = None
        if decision is not None:
            ask = (decision.kind, decision.purpose, none if shown is None else shown[1])
            ask_got = self._asks.get(ask)
            if ask_got is None:
                ask_got = self._ask_bytes(st, ask)
        modded, by_power, by_cost, by_keyword, _, _, _ = self._changed_cards(st)
        c_rows.encode(seen.buf, seen.mv_ids, seen.memo, player, self._plain_rows_of[player],
                      self._fact_rows, self._ids_list, self._powers, self._hand_cost_flags, got,
                      ask_got, n_options, looked, shown, st.area, st.rested, st.don,
                      st.played_turn, st.owner, st.turn, st.turn_player, st.leaders, st.chars,
                      st.stage, st.hand, st.life, st.face_up, st.trash, st.deck, st.don_deck,
                      st.don_active, st.don_rested, modded, by_power, by_cost, by_keyword, st,
                      _STATS[0], _STATS[1], _STATS[2])
        if not copy:
            return seen.out, seen.ids
        return seen.out.copy(), seen.ids.copy()

    def _changed_cards(self, st: GameState) -> tuple:
        """The cards whose stats the engine is asked for: those a modifier names,
        those the field's permanent effects may change by power, by cost, by
        keywords, and by any of them as touched._split gives them: those at
        any time (None: any card), those whose stats follow from their short
        key, and the effects that apply only with DON!! or in a turn."""
        modded = {m.card for m in st.mods} if st.mods else _NO_CARDS
        statics = st.field_statics
        if not statics:
            return modded, _NO_CARDS, _NO_CARDS, _NO_CARDS, _NO_CARDS, _NO_CARDS, ()
        if statics == self._statics:        # as at the last call (the usual case)
            return (modded, *self._statics_touched)
        got = self._touched.get(tuple(statics))
        if got is None:
            got = self._touched[tuple(statics)] = touched_by_kind(st, self._reaches)
        self._statics = statics[:]
        self._statics_touched = got
        return (modded, *got)

    def _write_rows(self, st: GameState, player: int, seen: _Seen, rows: list[int],
                    none: int) -> None:
        """The card facts, ids and state rows of the table, written where
        they differ from what `seen` holds."""
        o = seen.o
        keys = seen.keys
        plain = self._plain_arrays_of[player]
        buf = seen.buf
        modded, by_power, by_cost, by_keyword, touched, keyed, gated = self._changed_cards(st)
        defs = st.defs
        hand_costs = self._hand_costs
        # hand rows are printed rows unless a cost there may have changed
        hand_fixes = bool(modded) or by_cost is None or bool(hand_costs) and \
            not hand_costs.isdisjoint(rows[ROW_HAND:ROW_HAND + HAND_SLOTS])
        turn = st.turn
        if seen.turn != turn:
            # a short key (below) leaves out the turn and the turn player
            # its bytes depend on: a new turn writes every such row again
            seen.turn = turn
            keys[:ROW_HAND] = _NO_FIELD_KEYS        # the Leaders, Characters and Stages
            keys[ROW_DECISION_CARD:] = _NO_SHOWN_KEYS
        # the state rows of cards play may change: each row's key says all
        # that its bytes depend on (the plain row it starts from and what
        # play changed in it); a row is written when its key changes
        area = st.area
        off = none + 1
        turn_player = st.turn_player
        owner = st.owner
        rested = st.rested
        don = st.don
        played = st.played_turn
        # the cards whose power, cost or keywords the engine is asked for
        # (None: any card may have changed): those the field's effects
        # change at any time, and those of the effects whose DON!! and turn
        # conditions hold now; the rest take a short way.  The cards whose
        # stats follow from their short key take it too, and the engine is
        # asked for them when that key changes (touched._split)
        special = touched
        if gated and touched is not None:
            opened = open_gates(gated, don, owner, turn_player)
            if opened:
                special = touched.union(*opened)
        if modded and special is not None:
            special = modded | special
            if not keyed.isdisjoint(modded):
                keyed = keyed - modded
        rekeyed: list[tuple[int, Any]] = []     # (row, its short key) of those asked
        changed: list[tuple[int, Any]] = []     # (row, its new key)
        todo: Any = self._others
        if special is not None:
            # the short way for the Leaders and Characters: a short key
            # (card, rested, DON!! given, turn played) says what the row
            # shows in this turn (its power counts the DON!! in its
            # owner's turn: CR 6-5-5-2); a row is written when it changes
            slow: list[int] = []
            for r in seen.present:
                c = rows[r]
                if c in special:
                    slow.append(r)
                    continue
                key: Any
                if c in keyed:
                    key = (c, rested[c], don[c], played[c], True)
                    if key != keys[r]:
                        rekeyed.append((r, key))
                    continue
                key = (c, rested[c], don[c], played[c])
                if key != keys[r]:
                    keys[r] = key
                    _, is_rested, given, when = key
                    buf[_STATE_SLICES[r]] = plain[c + off]
                    at = O_CARD_STATE + r * DYN
                    if is_rested:
                        o[at + D_RESTED] = 1.0
                    if given:
                        o[at + D_DON] = given / 5.0
                        if owner[c] == turn_player:
                            o[at + D_POWER] = (defs[c].power + 1000 * given) / 10000.0
                    if when == turn:
                        o[at + D_PLAYED] = 1.0
            if slow or rekeyed:
                todo = (*slow, *[r for r, _ in rekeyed], *todo)
        else:
            todo = (*seen.present, *todo)
        # the hand's rows whose cost may have changed ("this card in your
        # hand -N cost", a modifier, an effect that may reach any card), and
        # those that showed a changed cost last time (their key is worked
        # out again: it may be the printed row now)
        if hand_fixes or seen.hand_keyed:
            hand = rows[ROW_HAND:ROW_LOOK]
            need = hand if by_cost is None else modded | hand_costs
            keyed = [ROW_HAND + k for k, c in enumerate(hand) if c != none and c in need] \
                if hand_fixes else []
            # (a row keyed last time may show no card now: written above)
            todo = (*todo, *keyed, *[r for r in seen.hand_keyed if rows[r] != none])
            seen.hand_keyed = keyed
        # a card shown below that also has a row of its field shows that row's
        # bytes: copied once the field's rows are written, with its key
        copies: list[tuple[int, int]] = []
        for r in todo:          # rows with a card (those without: with the rows that changed)
            c = rows[r]
            a = area[c]
            if a == LEADER_AREA or a == CHARACTER_AREA:
                if r >= ROW_DECISION_CARD:
                    try:
                        copies.append((r, rows.index(c, 0, ROW_HAND)))
                        continue
                    except ValueError:      # a Character beyond the rows
                        pass
                plain_card = c not in modded
                given = don[c]
                power = None
                if not plain_card or by_power is None or c in by_power:
                    power = stats.power(st, c)
                elif given and owner[c] == turn_player:
                    power = defs[c].power + 1000 * given
                kws = None
                if not plain_card or by_keyword is None or c in by_keyword:
                    kws = stats.keywords(st, c)
                cost = None
                if a == CHARACTER_AREA and (not plain_card or by_cost is None or c in by_cost):
                    cost = stats.cost(st, c)
                key = (c + off, rested[c], given, played[c] == turn, power, kws, cost)
            elif a == STAGE_AREA:
                cost = None
                if c in modded or by_cost is None or c in by_cost:
                    cost = stats.cost(st, c)
                key = (c, rested[c], 0, False, None, None, cost)
            elif a == HAND and (c in modded or by_cost is None or c in hand_costs):
                # "this card in your hand -N cost"
                key = (c, False, 0, False, None, None, stats.cost(st, c))
            else:
                key = c
            if key != keys[r]:
                changed.append((r, key))
        for r, key in changed:
            keys[r] = key
            if key.__class__ is int:
                buf[_STATE_SLICES[r]] = plain[key]
                continue
            placed, is_rested, given, new, power, kws, cost = key
            buf[_STATE_SLICES[r]] = plain[placed]
            at = O_CARD_STATE + r * DYN         # in floats, for single values
            if is_rested:
                o[at + D_RESTED] = 1.0
            if given:
                o[at + D_DON] = given / 5.0
            if new:
                o[at + D_PLAYED] = 1.0
            if power is not None:
                o[at + D_POWER] = power / 10000.0
            if kws is not None:
                kw = KEYWORD_ROWS.get(kws)
                if kw is None:
                    kw = keyword_row(kws)
                k = (at + D_KEYWORDS) * 4
                buf[k:k + KEYWORD_BYTES] = kw
            if cost is not None:
                o[at + D_COST] = cost / 10.0
        for r, key in rekeyed:
            keys[r] = key
        for r, field_row in copies:
            key = keys[field_row]
            if key != keys[r]:
                keys[r] = key
                buf[_STATE_SLICES[r]] = buf[_STATE_SLICES[field_row]]

    def _plain_rows(self, st: GameState) -> None:
        self.owners = st.owner
        self.plain, self._plain_rows_of, self._plain_arrays_of = self._tables.printed(st.owner)
        for seen in self.seen:          # every written row may have changed
            seen.state = None

    def _write_trash(self, seen: _Seen, k: int, base: int, trash: list[int],
                     owner: int) -> None:
        """The mean facts of a trash that changed for this observing player
        (k: 0 mine, 1 the opponent's; `owner` its player), written at float
        `base`, worked out once for both observing players (TrashMean)."""
        if not trash:
            seen.trash[k] = []
            seen.o[base:base + FACTS] = _ZERO_FACTS
            return
        got = self._trash_means[owner]
        seen.trash[k] = got.update(trash, self.facts, self._fact_views)
        at = 4 * base
        seen.buf[at:at + _FACT_BYTES] = got.mean

    def bind(self, player: int, obs: Any, ids: Any) -> bool:
        """Keep `player`'s observation in the caller's memory from now on:
        `obs` writable C-contiguous bytes (4 * OBSERVATION, e.g. a batch
        row's memoryview cast to "B"), `ids` an int64 array of ROWS.  What
        was written before is forgotten (the next encoding writes every
        byte), and encode(copy=False) returns arrays over that memory, which
        nothing else may write: only what changed is written again.  False,
        and nothing changed, where this build keeps the bytes in a bytearray
        of its own (compiled, the attribute is typed) and `obs` is none."""
        seen = self.seen[player]
        try:
            seen.buf = obs
        except TypeError:
            return False
        seen.out = np.frombuffer(obs, dtype=np.float32)
        seen.o = memoryview(obs).cast("f")
        seen.ids = ids
        seen.mv_ids = memoryview(ids)
        seen.state = None
        return True


# rows whose card is a Leader or a Character; rows whose card may be anywhere
_FIELD_ROWS: Final = (ROW_MY_LEADER, *range(ROW_MY_CHARS, ROW_MY_STAGE),
                      ROW_OPP_LEADER, *range(ROW_OPP_CHARS, ROW_OPP_STAGE))
_ANY_ROWS: Final = (ROW_DECISION_CARD, ROW_PURPOSE_CARD, ROW_ATTACKER, ROW_ATTACKED)
# rows whose state row play may change (and hand rows whose cost may change,
# chosen at each encoding), and the rest, which show the printed row
_FIX_ROWS: Final = (*_FIELD_ROWS, ROW_MY_STAGE, ROW_OPP_STAGE, *_ANY_ROWS)
# the rows of the Leaders and of the Characters there are, by the number of
# Characters on each side (mine, the opponent's), and the other rows above
_FIELD_PRESENT: Final = tuple(
    tuple((ROW_MY_LEADER, *range(ROW_MY_CHARS, ROW_MY_CHARS + m), ROW_OPP_LEADER,
           *range(ROW_OPP_CHARS, ROW_OPP_CHARS + t)) for t in range(CHAR_SLOTS + 1))
    for m in range(CHAR_SLOTS + 1))
# by observing player: the side, its sources in seen.sources and its first
# row, for the two fields (_rows)
_FIELD_GROUPS: Final = (((0, 0, ROW_MY_LEADER), (1, 2, ROW_OPP_LEADER)),
                        ((1, 0, ROW_MY_LEADER), (0, 2, ROW_OPP_LEADER)))
# what _rows places the groups of rows from (seen.sources) before the first
# encoding of a state: nothing matches, and the rows of the cards looked at
# and of face-up Life are placed (with no card)
_NO_SOURCES: Final = (None, None, None, None, None, True, True, None)
# the rows of the cards shown (_ANY_ROWS) that have one, by a bit per row
_SHOWN_ROWS: Final = tuple(tuple(r for k, r in enumerate(_ANY_ROWS) if bits >> k & 1)
                           for bits in range(16))
# the Stage rows with a card, by whether each side has a Stage
_STAGES: Final = (((), (ROW_OPP_STAGE,)), ((ROW_MY_STAGE,), (ROW_MY_STAGE, ROW_OPP_STAGE)))
_PRINTED_ROWS: Final = frozenset(r for r in range(ROWS) if r not in _FIX_ROWS)
# where the global part's decision floats start and the option count is,
# in bytes; its bytes with no decision; the most head and decision parts kept
_AT_DECIDING: Final = 4 * G_DECIDING
_AT_OPTIONS: Final = 4 * G_OPTIONS
_NO_DECISION: Final = bytearray(4 * (GLOBAL - G_DECIDING))     # never changed
_CACHED: Final = 4096
# each side's counts (S_LIFE .. S_CHARS, mine then the opponent's): their
# format, where mine start in bytes and what each is divided by
_SIDE: Final = struct.Struct(f"{SIDE}f")
_AT_SIDES: Final = 4 * O_MY_SIDE
# where the card tables start, in bytes, and the bytes of one row of each
_AT_STATE: Final = 4 * O_CARD_STATE
_AT_FACTS: Final = 4 * O_CARD_FACTS
_DYN_BYTES: Final = 4 * DYN
_FACT_BYTES: Final = 4 * FACTS
# the bytes of each row's facts and state, as slices made once
_FACT_SLICES: Final = tuple(slice(_AT_FACTS + r * _FACT_BYTES, _AT_FACTS + (r + 1) * _FACT_BYTES)
                            for r in range(ROWS))
_STATE_SLICES: Final = tuple(slice(_AT_STATE + r * _DYN_BYTES, _AT_STATE + (r + 1) * _DYN_BYTES)
                             for r in range(ROWS))
# no key for the rows of the fields and of the cards shown (a new turn)
_NO_FIELD_KEYS: Final = [None] * ROW_HAND
_NO_SHOWN_KEYS: Final = [None] * (ROWS - ROW_DECISION_CARD)
_SIDE_SCALES: Final = (5.0, 5.0, 10.0, 50.0, 50.0, 10.0, 10.0, 10.0, 10.0, 5.0)
_ZERO_FACTS: Final = memoryview(np.zeros(FACTS, dtype=np.float32))


def _write_side(seen: _Seen, base: int, counts: tuple, was: tuple) -> None:
    """One side's counts, scaled, at float `base`: those that differ from
    `was` (all where it is empty)."""
    if not was:
        _SIDE.pack_into(seen.buf, 4 * base, *map(truediv, counts, _SIDE_SCALES))
        return
    o = seen.o
    k = 0
    for n in counts:        # (a loop over the ten costs less than packing them)
        if n != was[k]:
            o[base + k] = n / _SIDE_SCALES[k]
        k += 1


def _load_native() -> Any:
    """optcg.rl._encoder_c, configured with this module's layout, or None
    where it is not built or the pure-Python encoder is asked for
    (OPTCG_PURE=1)."""
    module: Any = c_extension("optcg.rl._encoder_c")
    if module is None:
        return None
    # the rows whose state depends on where their card is (the field, the
    # Stages, the hand, the shown cards); the rest show the printed row
    by_area = (*_FIX_ROWS, *range(ROW_HAND, ROW_HAND + HAND_SLOTS))
    module.configure((ROWS, DYN, FACTS, O_CARD_STATE, O_CARD_FACTS, O_MY_SIDE, D_POWER, D_COST,
                      D_DON, D_RESTED, D_PLAYED, D_KEYWORDS, LEADER_AREA, CHARACTER_AREA,
                      STAGE_AREA, HAND, G_DECIDING, G_OPTIONS, O_MY_TRASH_FACTS,
                      O_OPP_TRASH_FACTS, ROW_MY_LEADER, ROW_OPP_LEADER, ROW_HAND, ROW_LOOK,
                      ROW_MY_TRASH, ROW_OPP_TRASH, ROW_MY_LIFE, ROW_OPP_LIFE, ROW_DECISION_CARD,
                      CHAR_SLOTS, HAND_SLOTS, LOOK_ROWS, TRASH_ROWS, LIFE_ROWS,
                      ROWS - ROW_DECISION_CARD), KEYWORDS, by_area, _SIDE_SCALES)
    return module


_NATIVE: Final[Any] = _load_native()
_STATS: Final[tuple[Any, Any, Any]] = (stats.power, stats.cost, stats.keywords)  # for C
_MEMO_SIZE: Final[int] = _NATIVE.memo_size() if _NATIVE is not None else 0
