"""Checking a saved state (the format-2 dict of serialize.py) before it is
loaded: its layout (every key there, every value of its type and range) and
the invariants of a game (every card in exactly one place and of the right
owner, DON!! that add up, a decision or a result but not both).

Every problem raises SaveError naming the field at fault (`state.hand[0][3]`),
so that a corrupt or edited save is refused at once rather than played on.
"""

from __future__ import annotations

from typing import Any

from .constants import (CHARACTER_AREA, DECK, DON_DECK_SIZE, HAND, LEADER_AREA, LIFE,
                        NOWHERE, STAGE_AREA, TRASH)
from .errors import SaveError
from .records import STEPS, TASK_RECORDS, Battle, Delayed, Looking, Modifier, OnceUsed, \
    Pending, Result

# the areas a card id listed in each per-player list is in
_PLACES = (("deck", DECK), ("hand", HAND), ("trash", TRASH), ("life", LIFE),
           ("chars", CHARACTER_AREA), ("stage", STAGE_AREA))
_PER_CARD = ("area", "incarnation", "rested", "don", "played_turn")
_PER_PLAYER = ("don_deck", "don_active", "don_rested", "defeated", "redrew")
_BOOLS = ("rested", "defeated", "redrew")
_PLAYERS = ("turn_player", "first_player", "order_chooser")
_INTS = ("turn", "rng", "seed", "actions_taken", "cur_gen")
_STRS = ("phase", "step")
_MAX_CHARACTERS = 5                     # CR 3-7-6
_MAX_STAGES = 1                         # CR 3-8-4

# the type of each field of the records (by name; "source" differs by record)
_INT_FIELDS = frozenset((
    "card", "incarnation", "player", "ability", "pc", "sub", "generation", "value",
    "duration", "controller", "amount", "banish", "attacker", "target",
    "attacker_incarnation", "target_incarnation", "checked", "by_player", "confirmed",
    "kind", "source"))
_CARD_FIELDS = frozenset(("card", "attacker", "target"))
_BOOL_FIELDS = frozenset(("blocked", "cut_short", "battle_end", "by_opponent"))
_STR_FIELDS = frozenset(("by", "rule", "dest", "reason"))
_LIST_FIELDS = frozenset(("slots", "tried", "deck", "cards"))


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _need(ok: bool, path: str, problem: str) -> None:
    if not ok:
        raise SaveError(path, problem)


def _list(d: dict, key: str, path: str, length: int | None = None) -> list:
    x = d[key]
    _need(isinstance(x, list), f"{path}.{key}", f"expected a list, found {_kind(x)}")
    if length is not None:
        _need(len(x) == length, f"{path}.{key}",
              f"expected {length} entries (one per {'card' if length > 2 else 'player'}), "
              f"found {len(x)}")
    return x


def _kind(x: Any) -> str:
    if x is None:
        return "null"
    if isinstance(x, bool):
        return "a boolean"
    if isinstance(x, (int, float)):
        return f"the number {x!r}"
    if isinstance(x, str):
        return f"the string {x[:40]!r}"
    return f"a {type(x).__name__}"


def check_keys(d: Any, keys: tuple, path: str) -> None:
    """`d` is an object holding every key of `keys`."""
    _need(isinstance(d, dict), path, f"expected an object, found {_kind(d)}")
    for key in keys:
        _need(key in d, f"{path}.{key}", "missing")


_MAX_DEPTH = 16                         # a record's tuples nest two or three deep


def _nested_json(x: Any, path: str, depth: int = 0) -> None:
    """Lists of integers, strings and booleans, nested (a record's tuples)."""
    if isinstance(x, list):
        _need(depth < _MAX_DEPTH, path, "lists nested too deeply")
        for k, y in enumerate(x):
            _nested_json(y, f"{path}[{k}]", depth + 1)
        return
    _need(x is None or isinstance(x, (int, str)), path,
          f"expected a number, a string or a list, found {_kind(x)}")


def _check_record(cls: Any, r: Any, path: str, n: int) -> None:
    fields = cls.FIELDS
    check_keys(r, fields, path)
    for name in fields:
        value, at = r[name], f"{path}.{name}"
        if name == "winner":
            _need(value is None or value in (0, 1) and _int(value), at,
                  f"expected 0, 1 or null, found {_kind(value)}")
        elif name == "source" and cls is not Modifier:      # a replacement's source
            _nested_json(value, at)
        elif name in _INT_FIELDS:
            _need(_int(value), at, f"expected an integer, found {_kind(value)}")
            if name in _CARD_FIELDS:
                _need(-1 <= value < n, at, f"no card {value} (card ids go from 0 to {n - 1})")
        elif name in _BOOL_FIELDS:
            _need(isinstance(value, bool) or value in (0, 1), at,
                  f"expected true or false, found {_kind(value)}")
        elif name in _STR_FIELDS:
            _need(isinstance(value, str), at, f"expected a string, found {_kind(value)}")
        elif name in _LIST_FIELDS:
            _need(isinstance(value, list), at, f"expected a list, found {_kind(value)}")
            _nested_json(value, at)
        else:
            _nested_json(value, at)


def _check_task(t: Any, path: str, n: int) -> None:
    check_keys(t, ("task",), path)
    kind = t["task"]
    cls = TASK_RECORDS.get(kind) if isinstance(kind, str) else None
    if cls is not None:
        _check_record(cls, t, path, n)
    else:
        _need(isinstance(kind, str) and kind in STEPS, f"{path}.task",
              f"a task of an unknown kind: {kind!r}")


def check_layout(d: dict, path: str = "state") -> int:
    """Every key of a format-2 state there, of its type; the number of cards."""
    check_keys(d, ("cards", "owner", "leaders", *_PER_CARD, *_PER_PLAYER,
                   *(name for name, _ in _PLACES), *_PLAYERS, *_INTS, *_STRS,
                   "mods", "pending", "once_used", "delayed", "battle", "tasks",
                   "looking", "decision", "result"), path)
    cards = _list(d, "cards", path)
    n = len(cards)
    _need(n > 2, f"{path}.cards", f"a game has two Leaders and their decks, not {n} cards")
    for k, number in enumerate(cards):
        _need(isinstance(number, str) and bool(number), f"{path}.cards[{k}]",
              f"expected a card number, found {_kind(number)}")
    for k, p in enumerate(_list(d, "owner", path, n)):
        _need(p in (0, 1) and _int(p), f"{path}.owner[{k}]",
              f"expected player 0 or 1, found {_kind(p)}")
    for name in _PER_CARD:
        wanted = "true or false" if name in _BOOLS else "an integer"
        for k, x in enumerate(_list(d, name, path, n)):
            ok = isinstance(x, bool) or x in (0, 1) if name in _BOOLS else _int(x)
            _need(ok, f"{path}.{name}[{k}]", f"expected {wanted}, found {_kind(x)}")
    if "face_up" in d:
        for k, x in enumerate(_list(d, "face_up", path, n)):
            _need(isinstance(x, bool) or x in (0, 1), f"{path}.face_up[{k}]",
                  f"expected true or false, found {_kind(x)}")
    if "strict" in d:                   # saved only when set (testing's strict mode)
        _need(d["strict"] is True, f"{path}.strict",
              "expected true (or no key), found "
              + ("false" if d["strict"] is False else _kind(d["strict"])))
    if "conceal_decisions" in d:        # saved only when set (Game.conceal_decisions)
        _need(d["conceal_decisions"] is True, f"{path}.conceal_decisions",
              "expected true (or no key), found "
              + ("false" if d["conceal_decisions"] is False else _kind(d["conceal_decisions"])))
    for name in _PER_PLAYER:
        for k, x in enumerate(_list(d, name, path, 2)):
            ok = isinstance(x, bool) or x in (0, 1) if name in _BOOLS else _int(x) and x >= 0
            _need(ok, f"{path}.{name}[{k}]",
                  f"expected {'true or false' if name in _BOOLS else 'a count'}, found {_kind(x)}")
    for name, _ in _PLACES:
        pair = _list(d, name, path, 2)
        for p in (0, 1):
            _need(isinstance(pair[p], list), f"{path}.{name}[{p}]",
                  f"expected a list of card ids, found {_kind(pair[p])}")
            for k, i in enumerate(pair[p]):
                _need(_int(i) and 0 <= i < n, f"{path}.{name}[{p}][{k}]",
                      f"expected a card id from 0 to {n - 1}, found {_kind(i)}")
    leaders = _list(d, "leaders", path, 2)
    for p in (0, 1):
        i = leaders[p]
        _need(_int(i) and 0 <= i < n, f"{path}.leaders[{p}]",
              f"expected a card id from 0 to {n - 1}, found {_kind(i)}")
    for name in _PLAYERS:
        _need(d[name] in (0, 1) and _int(d[name]), f"{path}.{name}",
              f"expected player 0 or 1, found {_kind(d[name])}")
    for name in _INTS:
        _need(_int(d[name]), f"{path}.{name}", f"expected an integer, found {_kind(d[name])}")
    for name in ("turn", "actions_taken"):
        _need(d[name] >= 0, f"{path}.{name}", f"cannot be negative ({d[name]})")
    for name in _STRS:
        _need(isinstance(d[name], str), f"{path}.{name}",
              f"expected a string, found {_kind(d[name])}")
    for name, cls in (("mods", Modifier), ("pending", Pending), ("once_used", OnceUsed),
                      ("delayed", Delayed)):
        for k, r in enumerate(_list(d, name, path)):
            _check_record(cls, r, f"{path}.{name}[{k}]", n)
    for k, t in enumerate(_list(d, "tasks", path)):
        _check_task(t, f"{path}.tasks[{k}]", n)
    for name, one in (("battle", Battle), ("looking", Looking), ("result", Result)):
        if d[name] is not None:
            _check_record(one, d[name], f"{path}.{name}", n)
    decision = d["decision"]
    if decision is not None:
        at = f"{path}.decision"
        _need(isinstance(decision, list) and len(decision) == 3, at,
              "expected [player, kind, card] or null")
        _need(decision[0] in (0, 1) and _int(decision[0]), f"{at}[0]",
              f"expected player 0 or 1, found {_kind(decision[0])}")
        _need(isinstance(decision[1], str), f"{at}[1]",
              f"expected a decision kind, found {_kind(decision[1])}")
        _need(_int(decision[2]) and -1 <= decision[2] < n, f"{at}[2]",
              f"expected a card id or -1, found {_kind(decision[2])}")
    return n


def check_places(d: dict, path: str = "state",
                 don_decks: tuple[int, int] = (DON_DECK_SIZE, DON_DECK_SIZE)) -> None:
    """Every card in exactly one place, its owner's, the place its `area`
    says; the areas within their limits; the DON!! of each player adding up
    to the DON!! deck they started with; a decision or a result, not both."""
    owner, area, leaders = d["owner"], d["area"], d["leaders"]
    n = len(owner)
    where: dict[int, str] = {}
    for p in (0, 1):
        i = leaders[p]
        where[i] = f"{path}.leaders[{p}]"
        _need(owner[i] == p, f"{path}.leaders[{p}]", f"card {i} belongs to player {owner[i]}")
        _need(area[i] == LEADER_AREA, f"{path}.area[{i}]",
              f"the Leader (card {i}) must be in the leader area ({LEADER_AREA}), "
              f"not {area[i]}")
    for name, code in _PLACES:
        for p in (0, 1):
            for k, i in enumerate(d[name][p]):
                at = f"{path}.{name}[{p}][{k}]"
                _need(i not in where, at, f"card {i} ({d['cards'][i]}) is also in "
                                          f"{where.get(i)}: a card is in one place only")
                where[i] = at
                _need(owner[i] == p, at, f"card {i} belongs to player {owner[i]}, not {p}")
                _need(area[i] == code, f"{path}.area[{i}]",
                      f"card {i} is listed in {name}[{p}] but its area is {area[i]}")
    for i in range(n):
        if i not in where:
            _need(area[i] == NOWHERE, f"{path}.area[{i}]",
                  f"card {i} ({d['cards'][i]}) is in no list of its area {area[i]}: "
                  f"a card is in exactly one place")
    for p in (0, 1):
        _need(len(d["chars"][p]) <= _MAX_CHARACTERS, f"{path}.chars[{p}]",
              f"{len(d['chars'][p])} Characters: at most {_MAX_CHARACTERS} (CR 3-7-6)")
        _need(len(d["stage"][p]) <= _MAX_STAGES, f"{path}.stage[{p}]",
              f"{len(d['stage'][p])} Stages: at most {_MAX_STAGES} (CR 3-8-4)")
    on_field = set(leaders) | {i for p in (0, 1) for i in (*d["chars"][p], *d["stage"][p])}
    given = [0, 0]
    for i, x in enumerate(d["don"]):
        _need(x >= 0, f"{path}.don[{i}]", f"a negative number of DON!! ({x})")
        _need(x == 0 or i in on_field, f"{path}.don[{i}]",
              f"card {i} is not on the field but has {x} DON!! given")
        given[owner[i]] += x
    for p in (0, 1):
        total = d["don_deck"][p] + d["don_active"][p] + d["don_rested"][p] + given[p]
        _need(total == don_decks[p], f"{path}.don_deck[{p}]",
              f"player {p}'s DON!! add up to {total} (deck {d['don_deck'][p]}, active "
              f"{d['don_active'][p]}, rested {d['don_rested'][p]}, given {given[p]}), "
              f"not {don_decks[p]}")
    for i, up in enumerate(d.get("face_up", ())):
        _need(not up or area[i] == LIFE, f"{path}.face_up[{i}]",
              f"card {i} is face-up but not in a Life area")
    _need((d["decision"] is None) != (d["result"] is None), f"{path}.decision",
          "a saved game waits for a decision or is over with a result: "
          + ("it has both" if d["decision"] is not None else "it has neither"))


def check_state(d: dict, path: str = "state") -> None:
    """The layout, then the invariants, of a format-2 state dict."""
    check_layout(d, path)
    check_places(d, path)
