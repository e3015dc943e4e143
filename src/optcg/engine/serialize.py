"""GameState to and from plain JSON-able dicts, and the state hash.

Card definitions are saved as card numbers; loading needs a `lookup`
callable that turns a number back into its CardDef.

The layout has a format number, `FORMAT`, that changes with every change
of layout.  Format 2 writes each record (records.py) as an object with
named fields; format 1 wrote them as positional lists.  Format 3 adds what
a format-2 reader does not know: the `damage_repeat` task (the later points
of damage of 2 or more, CR 7-1-4-1-1-3), durations that end with a given
player's turn (constants.END_OF_PLAYERS_TURN) and the harness's `strict`
flag.  Format 4 adds what a reader of the first format-3 layout does not
know, which was written under the number 3 for a while: the `rest_replace`
task, the `conceal_decisions` option and modifier kinds 27, 28, 47, 57, 58,
59 and 73 (constants.py).  Saves of formats 1 to 3 are migrated on load; an
unknown format is refused (SaveFormatError).  The older forms of a state
are still computed for the hashes of replays recorded in those formats
(replay.py).  tests/test_save_format.py pins the layout each format number
stands for, so that a change of layout cannot keep the number.
"""

from __future__ import annotations

import hashlib
import json

from .actions import OpenDecision
from .constants import LEADER, MOD_TURN_ORDER
from .errors import SaveError
from .records import (NONE, STEPS, TASK_RECORDS, Battle, Delayed, Looking, Modifier, OnceUsed,
                      Pending, Record, Result, Task)
from .save_check import check_layout, check_places
from .setup import don_deck_size
from .state import GameState

FORMAT = 4
FORMATS = (1, 2, 3, 4)        # the formats this version reads

_LISTS = ("area", "incarnation", "rested", "don", "played_turn",
          "don_deck", "don_active", "don_rested", "defeated", "redrew")
_PAIRS = ("deck", "hand", "trash", "life", "chars", "stage")
_SCALARS = ("turn", "turn_player", "first_player", "order_chooser", "phase",
            "step", "rng", "seed", "actions_taken", "cur_gen")
# the record lists of the state and the record class of each entry
_RECORD_LISTS = (("mods", Modifier), ("pending", Pending), ("once_used", OnceUsed),
                 ("delayed", Delayed))


class SaveFormatError(SaveError):
    """A saved game of a format this version of optcg cannot read."""

    def __init__(self, found, path: str = "state.format") -> None:
        older = ", ".join(str(f) for f in FORMATS if f != FORMAT)
        super().__init__(path, f"this optcg reads saved games of format {FORMAT} and "
                               f"migrates those of format {older}; this one is of "
                               f"format {found!r}")
        self.found = found


def _tuples(x):
    """JSON lists back to the nested tuples the engine keeps."""
    return tuple(_tuples(y) for y in x) if isinstance(x, list) else x


def _lists(x):
    return [_lists(y) for y in x] if isinstance(x, (tuple, list)) else x


# -- format 2: records as objects with named fields -------------------------------------

def _record_json(r: Record) -> dict:
    return {name: _lists(getattr(r, name)) for name in r.FIELDS}


def _task_json(t: Task) -> dict:
    return {"task": t.kind, **_record_json(t)}


def _record(cls, d: dict):
    return cls(*[_tuples(d[name]) for name in cls.FIELDS])


def _task(d: dict) -> Task:
    kind = d["task"]
    cls = TASK_RECORDS.get(kind)
    if cls is not None:
        return _record(cls, d)
    if kind not in STEPS:
        raise ValueError(f"a saved task of an unknown kind: {kind!r}")
    return STEPS[kind]


def state_to_dict(st: GameState) -> dict:
    d = {"format": FORMAT,
         "cards": [x.number for x in st.defs],
         "owner": list(st.owner),
         "leaders": list(st.leaders)}
    for name in _LISTS:
        d[name] = list(getattr(st, name))
    for name in _PAIRS:
        pair = getattr(st, name)
        d[name] = [list(pair[0]), list(pair[1])]
    for name in _SCALARS:
        d[name] = getattr(st, name)
    # saved only when a Life card is face-up, so that states
    # without face-up cards keep their earlier dicts and hashes
    if any(st.face_up):
        d["face_up"] = list(st.face_up)
    # saved only when set, so that ordinary games keep their dicts and hashes
    if st.strict:
        d["strict"] = True
    if st.conceal_decisions:
        d["conceal_decisions"] = True
    for name, _ in _RECORD_LISTS:
        d[name] = [_record_json(r) for r in getattr(st, name)]
    d["battle"] = _record_json(st.battle) if st.battle is not None else None
    d["tasks"] = [_task_json(t) for t in st.tasks]
    d["looking"] = _record_json(st.looking) if st.looking is not None else None
    d["decision"] = list(st.decision) if st.decision is not None else None
    d["result"] = _record_json(st.result) if st.result is not None else None
    return d


def state_from_dict(d: dict, lookup, path: str = "state") -> GameState:
    """The state saved as `d`, checked first (save_check.py): a malformed or
    inconsistent save raises SaveError naming the field at fault."""
    if not isinstance(d, dict):
        raise SaveError(path, f"expected an object, found {type(d).__name__}")
    fmt = d.get("format")
    if fmt == 1:
        try:
            d = from_format_1(d)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise SaveError(path, f"a malformed save of format 1 ({type(exc).__name__}: "
                                  f"{exc})") from None
        fmt = 2
    if fmt == 2 and not isinstance(fmt, bool):
        d = from_format_2(d)
        fmt = 3
    if fmt == 3 and not isinstance(fmt, bool):
        d = from_format_3(d)
    elif fmt != FORMAT or isinstance(fmt, bool):
        raise SaveFormatError(fmt, f"{path}.format")
    check_layout(d, path)
    defs = []
    for k, number in enumerate(d["cards"]):
        try:
            defs.append(lookup(number))
        except (LookupError, ValueError) as exc:
            raise SaveError(f"{path}.cards[{k}]", f"unknown card {number!r} ({exc})") from None
    for p in (0, 1):
        leader = defs[d["leaders"][p]]
        if leader.category != LEADER:
            raise SaveError(f"{path}.leaders[{p}]",
                            f"card {d['leaders'][p]} ({leader.number}) is not a Leader")
    # DON!! add up to each Leader's DON!! deck (CR 5-1-2, 5-1-2-4)
    check_places(d, path, (don_deck_size(defs[d["leaders"][0]]),
                           don_deck_size(defs[d["leaders"][1]])))
    st = GameState(defs, d["owner"], d["leaders"])
    for name in _LISTS:
        setattr(st, name, list(d[name]))
    st.rested = [bool(x) for x in st.rested]
    st.face_up = ([bool(x) for x in d["face_up"]] if "face_up" in d
                  else [False] * len(st.defs))
    st.defeated = [bool(x) for x in st.defeated]
    st.redrew = [bool(x) for x in st.redrew]
    st.strict = d.get("strict") is True
    st.conceal_decisions = d.get("conceal_decisions") is True
    for name in _PAIRS:
        a, b = d[name]
        setattr(st, name, (list(a), list(b)))
    for name in _SCALARS:
        setattr(st, name, d[name])
    for name, cls in _RECORD_LISTS:
        setattr(st, name, [_record(cls, r) for r in d[name]])
    st.battle = _record(Battle, d["battle"]) if d["battle"] is not None else None
    st.tasks = [_task(t) for t in d["tasks"]]
    st.looking = _record(Looking, d["looking"]) if d["looking"] is not None else None
    st.decision = OpenDecision(*d["decision"]) if d["decision"] is not None else None
    st.result = _record(Result, d["result"]) if d["result"] is not None else None
    st.rebuild_field_statics()
    return st


def state_hash(st: GameState, fmt: int = FORMAT) -> str:
    """A SHA-256 of the canonical JSON of the state (in layout `fmt`, one of
    FORMATS): equal states, equal hashes."""
    d = state_to_dict(st)
    if fmt == 1:
        d = to_format_1(to_format_2(to_format_3(d)))
    elif fmt == 2:
        d = to_format_2(to_format_3(d))
    elif fmt == 3:
        d = to_format_3(d)
    elif fmt != FORMAT:
        raise SaveFormatError(fmt)
    text = json.dumps(d, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


# -- format 3: format 4 under its former number -----------------------------------------

def from_format_3(d: dict) -> dict:
    """The format-4 dict of a format-3 save: the same.  What format 4 adds
    was written under the number 3 before the number moved, so a format-3
    save may hold it and reads as it is."""
    return dict(d, format=4)


def to_format_3(d: dict) -> dict:
    """The format-3 dict of a format-4 one (for the hashes of format-3
    replays, which were taken over the same layout)."""
    return dict(d, format=3)


# -- format 2: format 3 without what it added ---------------------------------------------

def from_format_2(d: dict) -> dict:
    """The format-3 dict of a format-2 save: the same, as format 2 holds
    none of what format 3 added."""
    return dict(d, format=3)


def to_format_2(d: dict) -> dict:
    """The format-2 dict of a format-3 one (for the hashes of format-2
    replays): the strict and conceal_decisions flags, which format 2 did not
    have, left out."""
    out = dict(d, format=2)
    out.pop("strict", None)
    out.pop("conceal_decisions", None)
    return out


# -- format 1: records as positional lists ----------------------------------------------
# A task was [kind, *fields]; a modifier's target was its card, or -1 - p
# for a modifier on player p (-1 for the turn order); a delayed step due at
# the end of a battle ended with "battle".  Some tasks were written short:
# a K.O. without its player, damage without its attacker (-1 both).

_SHORT_TASKS = {"ko": 6, "ko_replace": 7, "damage": 3}     # fields without the last
_BATTLE_END_MARK = "battle"


def _mod_from_1(m: list) -> dict:
    kind, target, value, duration, controller, source = m
    card, player = target, NONE
    if target < 0:
        card = NONE
        player = NONE if kind == MOD_TURN_ORDER else -1 - target
    return {"kind": kind, "card": card, "player": player, "value": value,
            "duration": duration, "controller": controller, "source": source}


def _task_from_1(t: list) -> dict:
    kind, *values = t
    cls = TASK_RECORDS.get(kind)
    if cls is None:
        return {"task": kind}
    if len(values) == _SHORT_TASKS.get(kind, -1):
        values.append(NONE)
    return {"task": kind, **dict(zip(cls.FIELDS, values, strict=True))}


def _named(cls, values: list) -> dict:
    return dict(zip(cls.FIELDS, values, strict=True))


def from_format_1(d: dict) -> dict:
    """The format-2 dict of a format-1 save."""
    out = dict(d)
    out["format"] = 2
    out["mods"] = [_mod_from_1(m) for m in d["mods"]]
    out["tasks"] = [_task_from_1(t) for t in d["tasks"]]
    out["pending"] = [_named(Pending, e) for e in d["pending"]]
    out["once_used"] = [_named(OnceUsed, e) for e in d["once_used"]]
    out["delayed"] = [_named(Delayed, e[:6] + [len(e) > 6]) for e in d["delayed"]]
    for name, cls in (("battle", Battle), ("looking", Looking), ("result", Result)):
        out[name] = _named(cls, d[name]) if d[name] is not None else None
    return out


def _values(cls, r: dict) -> list:
    return [r[name] for name in cls.FIELDS]


def to_format_1(d: dict) -> dict:
    """The format-1 dict of a format-2 one (for the hashes of format-1
    replays).  A task that format 1 wrote short is written in full."""
    out = dict(d)
    out["format"] = 1
    mods = []
    for m in d["mods"]:
        target = m["card"] if m["card"] != NONE else (
            -1 - m["player"] if m["player"] != NONE else -1)
        mods.append([m["kind"], target, m["value"], m["duration"], m["controller"],
                     m["source"]])
    out["mods"] = mods
    tasks = []
    for t in d["tasks"]:
        cls = TASK_RECORDS.get(t["task"])
        tasks.append([t["task"], *(_values(cls, t) if cls is not None else ())])
    out["tasks"] = tasks
    out["pending"] = [_values(Pending, e) for e in d["pending"]]
    out["once_used"] = [_values(OnceUsed, e) for e in d["once_used"]]
    out["delayed"] = [_values(Delayed, e)[:6] + ([_BATTLE_END_MARK] if e["battle_end"] else [])
                      for e in d["delayed"]]
    for name, cls in (("battle", Battle), ("looking", Looking), ("result", Result)):
        out[name] = _values(cls, d[name]) if d[name] is not None else None
    return out
