"""The form machinery: contexts, slot grammars, `Form`, and the registries
of forms, each ordered by the priorities its forms declare."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .. import language as L
from ..phrasing import WORDING, wording, worded


# -- contexts ------------------------------------------------------------------


@dataclass(frozen=True)
class Ctx:
    """What words refer to on this card: "this Character", "this Leader"..."""

    category: str = "Character"

    @property
    def this(self) -> str:
        return {"Leader": "this Leader", "Character": "this Character",
                "Stage": "this Stage", "Event": "this card"}.get(self.category, "this card")


Parse = Iterator[tuple[Any, str]]        # (value read, rest of the text)


class Unreadable(ValueError):
    """Text no form reads; `phrase` is where reading stopped."""

    def __init__(self, phrase: str):
        super().__init__(f"cannot read: {phrase!r}")
        self.phrase = phrase
        if _STOPS:
            _STOPS[-1].append(phrase)


# Where every reading tried stopped, while `lines.blocking_phrase` listens:
# the readings of a line are tried one after the other, and the first to
# fail is seldom the one that got furthest.
_STOPS: list[list[str]] = []
# The words left after each form read whole, while it listens: a reading that
# stops without an Unreadable of its own (a sentence of one permanent effect,
# say) got at least that far.
_READ_UP_TO: list[list[str]] = []


# -- slot grammars ---------------------------------------------------------------

_NUM = re.compile(r"\d+")


def _read_int(s: str, ctx: Ctx) -> Parse:
    m = _NUM.match(s)
    if m:
        yield int(m.group(0)), s[m.end():]


def _read_signed(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"([+−])(\d+)", s)
    if m:
        n = int(m.group(2))
        yield (n if m.group(1) == "+" else -n), s[m.end():]


def _render_signed(v: int, ctx: Ctx) -> str:
    return f"+{v}" if v >= 0 else f"−{-v}"


def _read_minus(s: str, ctx: Ctx) -> Parse:
    """A reduction written with a minus sign, stored as a negative number."""
    m = re.match(r"−(\d+)", s)
    if m:
        yield -int(m.group(1)), s[m.end():]


DURATIONS = (L.THIS_TURN, L.THIS_BATTLE, L.UNTIL_NEXT_TURN, L.UNTIL_END_OF_OPPONENTS_NEXT_TURN)


def _read_choice(options: tuple[str, ...]) -> Callable[[str, Ctx], Parse]:
    def read(s: str, ctx: Ctx) -> Parse:
        for o in options:
            if s.startswith(o):
                yield o, s[len(o):]
    return read


KEYWORDS = ("Rush", "Blocker", "Double Attack", "Banish", "Unblockable",
            "Rush: Character")      # CR 10-1-6


def _read_keyword(s: str, ctx: Ctx) -> Parse:
    for k in KEYWORDS:
        if s.startswith(f"[{k}]"):
            yield k, s[len(k) + 2:]


def _counted(noun: str) -> tuple[Callable, Callable]:
    """"1 card" / "2 cards" (the noun follows the number)."""
    pattern = re.compile(r"(\d+) " + re.escape(noun) + "(s?)")

    def read(s: str, ctx: Ctx) -> Parse:
        m = pattern.match(s)
        if m and (m.group(2) == "") == (m.group(1) == "1"):
            yield int(m.group(1)), s[m.end():]

    def render(v: int, ctx: Ctx) -> str:
        return f"{v} {noun}" if v == 1 else f"{v} {noun}s"
    return read, render


@dataclass(frozen=True)
class Slot:
    read: Callable[[str, Ctx], Parse]
    render: Callable[[Any, Ctx], str | None]


def _plain(v: Any, ctx: Ctx) -> str:
    return str(v)


# one more duration
DURATIONS += (L.UNTIL_END_OF_OPPONENTS_NEXT_END_PHASE, L.UNTIL_END_OF_YOUR_NEXT_TURN)

SLOTS: dict[str, Slot] = {
    "int": Slot(_read_int, _plain),
    "signed": Slot(_read_signed, _render_signed),
    "minus": Slot(_read_minus, lambda v, ctx: f"−{-v}" if v < 0 else None),
    "duration": Slot(_read_choice(DURATIONS), _plain),
    "keyword": Slot(_read_keyword, lambda v, ctx: f"[{v}]"),
}


def _ranged(kind: str, inner: Slot) -> Slot:
    """A number read as a Range (L.Range): "up to" ("up to 2 cards",
    up_to(2)), "exactly" ("2 cards", exactly(2)) or "at least" ("2 or
    more", at_least(2)); each renders only the ranges it reads."""
    def read(s: str, ctx: Ctx) -> Parse:
        if kind == "up to":
            if s.startswith("up to "):
                for n, rest in inner.read(s[6:], ctx):
                    yield L.up_to(n), rest
            return
        for n, rest in inner.read(s, ctx):
            if kind == "exactly":
                yield L.exactly(n), rest
            elif rest.startswith(" or more"):
                yield L.at_least(n), rest[8:]

    def render(v: Any, ctx: Ctx) -> str | None:
        if not isinstance(v, L.Range):
            return None
        if kind == "up to" and v.low == 0:
            text = inner.render(v.high, ctx)
            return None if text is None else "up to " + text
        if kind == "exactly" and v.low == v.high:
            return inner.render(v.high, ctx)
        if kind == "at least" and v.high == L.MANY:
            text = inner.render(v.low, ctx)
            return None if text is None else text + " or more"
        return None
    return Slot(read, render)


def _slot(kind: str) -> Slot:
    if kind in SLOTS:
        return SLOTS[kind]
    for ranged in ("up to", "exactly", "at least"):     # {count:up to n card}
        if kind == ranged or kind.startswith(ranged + " "):
            slot = _ranged(ranged, _slot(kind[len(ranged) + 1:] or "int"))
            SLOTS[kind] = slot
            return slot
    if kind.startswith("n "):                 # {count:n card}: "1 card", "2 cards"
        slot = Slot(*_counted(kind[2:]))
        SLOTS[kind] = slot
        return slot
    raise KeyError(f"no slot grammar {kind!r}")


# -- forms -----------------------------------------------------------------------

_TOKEN = re.compile(r"\{([a-z_]+)(?::([^}]+))?\}")


@dataclass(frozen=True)
class Form:
    """One wording of a node: `template` with slots named after its fields;
    `fixed` fields must hold these values for the wording to apply."""

    node: type
    template: str
    fixed: dict = field(default_factory=dict)
    when: Callable[[Any], bool] | None = None      # a further test of the node
    # its precedence in its registry, lowest first (see `sort_forms`): the
    # more specific of two forms that read the same words comes first
    priority: int = field(default=0, compare=False)
    # a step form that is a cost wording too: its precedence among the costs
    cost_priority: int | None = field(default=None, compare=False)
    tokens: tuple = field(default=(), compare=False)

    def __post_init__(self) -> None:
        toks: list[tuple[str, str, str]] = []      # ("lit", text, "") / ("slot", name, kind)
        pos = 0
        for m in _TOKEN.finditer(self.template):
            if m.start() > pos:
                toks.append(("lit", self.template[pos:m.start()], ""))
            name, kind = m.group(1), m.group(2) or m.group(1)
            toks.append(("slot", name, kind))
            pos = m.end()
        if pos < len(self.template):
            toks.append(("lit", self.template[pos:], ""))
        object.__setattr__(self, "tokens", tuple(toks))

    def render(self, node: Any, ctx: Ctx) -> str | None:
        if type(node) is not self.node:
            return None
        worded_as = WORDING.get(self.node, {})
        for k, v in self.fixed.items():
            if (wording(node, k) if k in worded_as else getattr(node, k)) != v:
                return None
        if self.when is not None and not self.when(node):
            return None
        out = []
        for kind, name, slot_kind in self.tokens:
            if kind == "lit":
                out.append(name)
                continue
            # a slot named "_" writes words that are no field ("rest {_:this}")
            value = None if name == "_" else \
                wording(node, name) if name in worded_as else getattr(node, name)
            text = _slot(_slot_kind(slot_kind)).render(value, ctx)
            if text is None:
                return None
            out.append(text)
        return "".join(out)

    def read(self, s: str, ctx: Ctx) -> Parse:
        yield from self._read(0, s, {}, ctx)

    def _read(self, k: int, s: str, got: dict, ctx: Ctx) -> Parse:
        if k == len(self.tokens):
            worded_as = WORDING.get(self.node, {})
            if not got.keys().isdisjoint(self.fixed):
                return                     # a slot and a fixed value for one name
            given = {**got, **self.fixed}
            try:
                node = self.node(**{k: v for k, v in given.items() if k not in worded_as})
            except TypeError:
                return
            if worded_as:                  # the phrasing this form writes, beside the node
                worded(node, **{k: v for k, v in given.items() if k in worded_as})
            if self.when is None or self.when(node):
                if _READ_UP_TO:
                    _READ_UP_TO[-1].append(s)
                yield node, s
            return
        kind, name, slot_kind = self.tokens[k]
        if kind == "lit":
            if s.startswith(name):
                yield from self._read(k + 1, s[len(name):], got, ctx)
            return
        for value, rest in _slot(_slot_kind(slot_kind)).read(s, ctx):
            if name == "_":
                yield from self._read(k + 1, rest, got, ctx)
                continue
            yield from self._read(k + 1, rest, dict(got, **{name: value}), ctx)


def _slot_kind(kind: str) -> str:
    return {"count": "int", "amount": "signed", "value": "int", "min_power": "int"}.get(kind, kind)


def _fixed_target(words: str, value: Any, on_leader: bool | None = None) -> Slot:
    """A slot of fixed words for one target.  `on_leader`: the wording a
    Leader's text uses ("this Leader or ..."), not the one of other cards
    ("your Leader or ..."): both mean the same cards, so the card's category
    picks the wording it renders (None: any card)."""
    def read(s: str, ctx: Ctx) -> Parse:
        if s.startswith(words):
            yield value, s[len(words):]

    def render(v: Any, ctx: Ctx) -> str | None:
        if v != value or (on_leader is not None and (ctx.category == "Leader") != on_leader):
            return None
        return words
    return Slot(read, render)


# -- registries ------------------------------------------------------------------
# Each concept module adds its forms; `sort_forms` orders every registry by the
# priorities its forms declare once all of them are imported.

STEP_FORMS: list[Form] = []
CONDITION_FORMS: list[Form] = []
COST_FORMS: list[Form] = []          # the wordings of cost nodes ("rest this Character")
COST_STEP_FORMS: list[Form] = []     # steps worded as costs ("trash 1 card from your hand")
# the step forms of each node, in order of priority (`sort_forms`)
_FORMS_BY_NODE: dict[type, list[Form]] = {}


# -- fixed words ---------------------------------------------------------------------


def _read_words(options: dict[str, Any]) -> Callable[[str, Ctx], Parse]:
    def read(s: str, ctx: Ctx) -> Parse:
        for words, value in options.items():
            if s.startswith(words):
                yield value, s[len(words):]
    return read


def _render_words(options: dict[str, Any]) -> Callable[[Any, Ctx], str | None]:
    def render(v: Any, ctx: Ctx) -> str | None:
        for words, value in options.items():
            if value == v:
                return words
        return None
    return render


SLOTS["min_power"] = SLOTS["int"]

# -- symbols of card text --------------------------------------------------------------

_TIMINGS = (L.ON_PLAY, L.WHEN_ATTACKING, L.ON_BLOCK, L.ON_KO, L.ON_OPPONENTS_ATTACK,
            L.END_OF_YOUR_TURN, L.END_OF_OPPONENTS_TURN, L.ACTIVATE_MAIN, L.MAIN,
            L.COUNTER, L.TRIGGER)
_CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨⑩"


# -- precedence --------------------------------------------------------------------


def sort_forms() -> None:
    """Order every registry by the priorities its forms declare, lowest first:
    reading tries them in this order (the first whole reading of a body wins)
    and rendering writes a node with the first of its forms that applies.  A
    step form with a `cost_priority` is a cost wording too ("trash 1 card from
    your hand:")."""
    STEP_FORMS.sort(key=lambda f: f.priority)
    CONDITION_FORMS.sort(key=lambda f: f.priority)
    COST_FORMS.sort(key=lambda f: f.priority)
    shared = [f for f in STEP_FORMS if f.cost_priority is not None]
    own = [f for f in COST_STEP_FORMS if all(f is not g for g in shared)]
    COST_STEP_FORMS[:] = sorted(own + shared,
                                key=lambda f: f.priority if f.cost_priority is None
                                else f.cost_priority)
    _FORMS_BY_NODE.clear()
    for f in STEP_FORMS:
        _FORMS_BY_NODE.setdefault(f.node, []).append(f)
