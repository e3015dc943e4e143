"""GameState to and from plain JSON-able dicts, and the state hash.

Card definitions are saved as card numbers; loading needs a `lookup`
callable that turns a number back into its CardDef.
"""

from __future__ import annotations

import hashlib
import json

from .actions import OpenDecision
from .state import GameState

FORMAT = 1

_LISTS = ("area", "incarnation", "rested", "don", "played_turn",
          "don_deck", "don_active", "don_rested", "defeated", "redrew")
_PAIRS = ("deck", "hand", "trash", "life", "chars", "stage")
_SCALARS = ("turn", "turn_player", "first_player", "order_chooser", "phase",
            "step", "rng", "seed", "actions_taken", "cur_gen")


def _tuples(x):
    """JSON lists back to the nested tuples the engine keeps."""
    return tuple(_tuples(y) for y in x) if isinstance(x, list) else x


def _lists(x):
    return [_lists(y) for y in x] if isinstance(x, (tuple, list)) else x


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
    # Life family: saved only when a Life card is face-up, so that states
    # without face-up cards keep their earlier dicts and hashes
    if any(st.face_up):
        d["face_up"] = list(st.face_up)
    d["mods"] = [list(m) for m in st.mods]
    d["battle"] = list(st.battle) if st.battle is not None else None
    d["tasks"] = _lists(st.tasks)
    d["pending"] = _lists(st.pending)
    d["once_used"] = _lists(st.once_used)
    d["delayed"] = _lists(st.delayed)
    d["looking"] = _lists(st.looking) if st.looking is not None else None
    d["decision"] = list(st.decision) if st.decision is not None else None
    d["result"] = list(st.result) if st.result is not None else None
    return d


def state_from_dict(d: dict, lookup) -> GameState:
    if d.get("format") != FORMAT:
        raise ValueError(f"unsupported game state format {d.get('format')!r} "
                         f"(this optcg reads format {FORMAT})")
    st = GameState([lookup(n) for n in d["cards"]], d["owner"], d["leaders"])
    for name in _LISTS:
        setattr(st, name, list(d[name]))
    st.rested = [bool(x) for x in st.rested]
    st.face_up = ([bool(x) for x in d["face_up"]] if "face_up" in d
                  else [False] * len(st.defs))
    st.defeated = [bool(x) for x in st.defeated]
    st.redrew = [bool(x) for x in st.redrew]
    for name in _PAIRS:
        a, b = d[name]
        setattr(st, name, (list(a), list(b)))
    for name in _SCALARS:
        setattr(st, name, d[name])
    st.mods = [tuple(m) for m in d["mods"]]
    st.battle = list(d["battle"]) if d["battle"] is not None else None
    st.tasks = [_tuples(t) for t in d["tasks"]]
    st.pending = [_tuples(e) for e in d["pending"]]
    st.once_used = [_tuples(e) for e in d["once_used"]]
    st.delayed = [_tuples(e) for e in d["delayed"]]
    st.looking = _tuples(d["looking"]) if d["looking"] is not None else None
    st.decision = OpenDecision(*d["decision"]) if d["decision"] is not None else None
    st.result = tuple(d["result"]) if d["result"] is not None else None
    st.rebuild_field_statics()
    return st


def state_hash(st: GameState) -> str:
    """A SHA-256 of the canonical JSON of the state: equal states, equal hashes."""
    text = json.dumps(state_to_dict(st), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
