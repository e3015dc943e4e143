"""The English wording of the effect language, both ways.

Every node of the language has one or more *forms*: a template of card text
with slots, such as ``"K.O. {target}"``.  The same forms turn a script into
card text (`render_*`) and official card text into a script (`read_*`):
what the compiler reads is exactly what the renderer writes, so a card
whose text reads back differently has lost a clause and is not compiled
(scripts/compile_cards.py checks this round trip for every card).

Templates hold no final period and start in lower case: sentences are
assembled, capitalised and closed by `render_body`.  A slot is named after
the node field it fills; its grammar comes from `SLOTS`, by name or by the
type after a colon (``{count:card}`` reads "1 card" or "3 cards").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Final

from . import language as L

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
            "Rush: Character")      # statics family: CR 10-1-6


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


# statics family: one more duration
DURATIONS += (L.UNTIL_END_OF_OPPONENTS_NEXT_END_PHASE, L.UNTIL_END_OF_YOUR_NEXT_TURN)

SLOTS: dict[str, Slot] = {
    "int": Slot(_read_int, _plain),
    "signed": Slot(_read_signed, _render_signed),
    "minus": Slot(_read_minus, lambda v, ctx: f"−{-v}" if v < 0 else None),
    "duration": Slot(_read_choice(DURATIONS), _plain),
    "keyword": Slot(_read_keyword, lambda v, ctx: f"[{v}]"),
}


def _slot(kind: str) -> Slot:
    if kind in SLOTS:
        return SLOTS[kind]
    if kind.startswith("n "):                 # {count:n card}: "1 card", "2 cards"
        slot = Slot(*_counted(kind[2:]))
        SLOTS[kind] = slot
        return slot
    raise KeyError(f"no slot grammar {kind!r}")


# -- card descriptions ("up to 1 of your opponent's rested Characters ...") ------

_CATEGORY_WORDS = {
    (L.CHARACTER,): ("Character", "Characters"),
    (L.LEADER, L.CHARACTER): ("Leader or Character card", "Leader or Character cards"),
    (L.EVENT,): ("Event", "Events"),
    (L.STAGE,): ("Stage", "Stages"),
    (L.LEADER,): ("Leader", "Leaders"),
    (L.LEADER, L.STAGE): ("Leader or Stage card", "Leader or Stage cards"),   # costs family
}
_CARD_WORDS = {
    (L.CHARACTER,): ("Character card", "Character cards"),
    (L.EVENT,): ("Event card", "Event cards"),
    (L.STAGE,): ("Stage card", "Stage cards"),
    (L.CHARACTER, L.STAGE): ("Character or Stage card", "Character or Stage cards"),
    (L.CHARACTER, L.EVENT): ("Character or Event card", "Character or Event cards"),
    (L.EVENT, L.STAGE): ("Event or Stage card", "Event or Stage cards"),
    (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE): ("card", "cards"),
}
ALL_CATEGORIES = (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE)
# "Event" for "Event card" outside the field (statics family)
_SHORT_NOUNS = ((L.CHARACTER,), (L.EVENT,), (L.STAGE,))
# what follows a card name: nothing for Characters (statics family)
_NAMED_NOUNS = {
    (L.CHARACTER,): ("", ""),
    (L.LEADER, L.CHARACTER): (" card", " cards"),
    (L.LEADER,): (" Leader", " Leader"),
    ALL_CATEGORIES: ("", ""),           # outside the field
}
_AREAS = {L.HAND: "from your hand", L.TRASH: "from your trash", L.DECK: "from your deck"}


def _braced(names: tuple[str, ...], open_: str, close: str) -> str:
    items = [f"{open_}{n}{close}" for n in names]
    if len(items) > 2:                # "[A], [B], or [C]" (search family)
        return ", ".join(items[:-1]) + ", or " + items[-1]
    return " or ".join(items)


def _adjectives(c: L.Cards) -> str:
    words = []
    if c.colors:                     # "red {Navy} type Character card" (statics family)
        words.append(" or ".join(x.lower() for x in c.colors))
    if c.attributes:                 # "<Slash> attribute Character" (statics family)
        left, right = ("＜", "＞") if c.wide_attributes else ("<", ">")
        words.append(_braced(c.attributes, left, right) + " attribute")
    if c.types and not c.type_after:             # tail B family: after, in _qualifiers
        if c.or_names and not c.or_names_after:   # "[Name] or {Type} type card"
            words.append(_braced(c.or_names, "[", "]") + " or")
        words.append(_braced(c.types, "{", "}") + " type")
    if c.rested is True:
        words.append("rested")
    if c.rested is False:
        words.append("active")
    if c.keyword:
        words.append(f"[{c.keyword}]")
    return "".join(w + " " for w in words)


def _qualifiers(c: L.Cards, ctx: Ctx) -> str:
    if c.exclude_mid:                # hand family: 'with a type including "X" other than [Y] and'
        text = _qualifiers(replace(c, exclude_names=(), exclude_mid=False), ctx)
        typed = f' with a type including "{c.type_includes}" and '
        if not c.exclude_names or not text.startswith(typed):
            return ""
        return (typed[:-len("and ")] + "other than " + _braced(c.exclude_names, "[", "]")
                + " and " + text[len(typed):])
    parts = []
    if c.or_names and c.or_names_after:          # "{Type} type card or [Name] with ..."
        parts.append("or " + _braced(c.or_names, "[", "]"))
    if c.exclude_names and c.exclude_first:
        parts.append("other than " + _braced(c.exclude_names, "[", "]"))
    at = len(parts)
    if c.type_includes:               # "with a type including "CP" and a cost of 2 or less"
        parts.append(f"with a type including \"{c.type_includes}\"")
    if c.cost_max is not None and c.cost_min is not None:
        if c.cost_max == c.cost_min:
            parts.append(f"with a cost of {c.cost_max}")
        else:
            parts.append(f"with a cost of {c.cost_min} to {c.cost_max}")
    elif c.cost_max is not None:
        parts.append(f"with a cost of {c.cost_max} or less")
    elif c.cost_min is not None:
        parts.append(f"with a cost of {c.cost_min} or more")
    if c.type_includes and len(parts) == at + 2:
        parts[at:] = [parts[at] + " and " + parts[at + 1][len("with "):]]
    if c.cost_max_count is not None:
        parts.append(f"with a cost equal to or less than {_COUNT_WORDS[c.cost_max_count]}")
    if c.power_max is not None and c.power_max == c.power_min:
        parts.append(f"with {c.power_max} power")        # statics family: exactly
    else:
        if c.power_max is not None:
            parts.append(f"with {c.power_max} power or less")
        if c.power_min is not None and c.power_number_first:     # tail family
            parts.append(f"with {c.power_min} or more power")
        elif c.power_min is not None:
            parts.append(f"with {c.power_min} power or more")
    if c.and_power:                  # tail B family: "... cost ... and N power ..."
        k = len(parts) - 1
        if k < 1 or not parts[k - 1].startswith("with a cost") \
                or not re.fullmatch(r"with \d+ power or (?:more|less)", parts[k]):
            return ""
        parts[k - 1:] = [parts[k - 1] + " and " + parts[k][len("with "):]]
    if c.type_after:                 # tail B family: "... and the {X} type"
        if not parts or not parts[-1].startswith("with ") or c.or_names:
            return ""
        parts.append("and the " + _braced(c.types, "{", "}") + " type")
    parts.extend(_base_qualifiers(c))
    if c.other_than_this and c.except_this:          # "except this Character"
        parts.append(f"except {ctx.this}")
    elif c.other_than_this:
        # "Leader or Character cards other than this card": a noun that
        # may be the card itself whatever its category
        parts.append("other than this card" if ctx.category == "Event" or c.area != L.FIELD
                     or (tuple(c.categories) == (L.LEADER, L.CHARACTER) and not c.names)
                     else f"other than {ctx.this}")
    with_before = any(p.startswith("with ") for p in parts)
    if c.has_trigger and c.trigger_first:        # meta family: before "other than"
        parts.append(("and" if with_before else "with") + " a [Trigger]")
    if c.exclude_names and not c.exclude_first:
        parts.append("other than " + _braced(c.exclude_names, "[", "]"))
    with_before = any(p.startswith("with ") for p in parts)
    if c.has_trigger and not c.trigger_first:
        parts.append(("and" if with_before else "with") + " a [Trigger]")
        with_before = True
    if c.no_base_effect:
        parts.append(("and" if with_before else "with") + " no base effect")
    if c.don_min is not None:                    # don family
        if c.don_that_has:
            parts.append(f"that has {c.don_min} or more DON!! cards given")
        elif c.don_min == 1:
            parts.append("with a DON!! card given")
        else:
            return ""

    if c.type_includes and len(parts) > 1 and parts[0].startswith("with a type including") \
            and parts[1].startswith("with a cost"):
        # 'with a type including "X" and a cost of N or less'
        parts[1] = "and" + parts[1][len("with"):]
    return "".join(" " + p for p in parts)


# -- statics family: base power and cost qualifiers ---------------------------------

_COUNT_WORDS = {L.DON_ON_FIELD: "the number of DON!! cards on your field",
                L.OPPONENTS_LIFE: "the number of your opponent's Life cards",
                L.TOTAL_LIFE: "the total of your and your opponent's Life cards"}
_COUNTS_BY_WORDS = {w: k for k, w in _COUNT_WORDS.items()}

def _range_words(lo: int | None, hi: int | None) -> str | None:
    """"N or less", "N or more", "N" (lo == hi), or None."""
    if lo is not None and hi is not None:
        return str(lo) if lo == hi else None
    if hi is not None:
        return f"{hi} or less"
    if lo is not None:
        return f"{lo} or more"
    return None


def _base_qualifiers(c: L.Cards) -> list[str]:
    out = []
    words = _range_words(c.base_power_min, c.base_power_max)
    if words is not None and c.base_power_of:
        out.append(f"with a base power of {words}")
    elif words is not None:
        out.append(f"with {words.replace(' ', ' base power ', 1)}" if " " in words
                   else f"with {words} base power")
    words = _range_words(c.base_cost_min, c.base_cost_max)
    if words is not None:
        out.append(f"with a base cost of {words}")
    return out


def _noun(c: L.Cards, plural: bool) -> str | None:
    if c.noun == "field card":
        return _field_card_noun(c, plural)
    if c.names and c.noun == "named":              # "[A] or [B] cards" (search family)
        return _braced(c.names, "[", "]") + (" cards" if plural else " card")
    if c.names:
        # statics family: "[Name] cards" (Leader or Character), "[Name] Leader"
        more = _NAMED_NOUNS.get(tuple(c.categories))
        if more is None:
            return None
        return _braced(c.names, "[", "]") + more[plural]
    table = _CATEGORY_WORDS if c.area == L.FIELD else _CARD_WORDS
    if c.area == L.FIELD and tuple(c.categories) == (L.LEADER,):
        return "Leader"          # "up to 1 of your Leader": never "Leaders" (statics family)
    if c.short_noun and c.area != L.FIELD:
        table = _CATEGORY_WORDS if tuple(c.categories) in _SHORT_NOUNS else {}
    words = table.get(tuple(c.categories))
    if words is None:
        return None
    return words[plural]


# tail family: Characters on the field named as cards ("up to 1 of your {X}
# type Character cards"), or by name then noun ("your [Name] Characters")
_FIELD_CARD_NAMED = ("Character", "Characters")


def _field_card_noun(c: L.Cards, plural: bool) -> str | None:
    if c.area != L.FIELD or tuple(c.categories) != (L.CHARACTER,):
        return None
    if c.names:
        return _braced(c.names, "[", "]") + " " + _FIELD_CARD_NAMED[plural]
    return _CARD_WORDS[(L.CHARACTER,)][plural]


def _field_card_options(rest: str) -> list[tuple[dict, str]]:
    """The readings of `_field_card_noun` at the start of `rest`."""
    out: list[tuple[dict, str]] = []
    m = _NAME_LIST.match(rest)
    named = _split_braced(m.group(1), "[", "]") if m else ()
    after = rest[m.end():] if m else rest
    words = (_FIELD_CARD_NAMED if named else _CARD_WORDS[(L.CHARACTER,)])
    if named:
        if not after.startswith(" "):
            return out
        after = after[1:]
    for word in sorted(words, key=len, reverse=True):
        if after.startswith(word) and not after[len(word):][:1].isalpha():
            extra: dict = {"categories": (L.CHARACTER,), "area": L.FIELD, "noun": "field card"}
            if named:
                extra["names"] = named
            out.append((extra, after[len(word):]))
            break
    return out


def render_cards(c: L.Cards, ctx: Ctx, count: int | None, up_to: bool) -> str | None:
    """A Choose-style description; count None: "all of"-style (Every)."""
    if c.don:
        return None             # meta family: only the "cards or don" slot writes these
    if count is None:
        noun = _noun(c, True)
        if noun is None:
            return None
        body = f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)}"
        if c.owner == L.YOU:
            out = f"your {body}"
        elif c.owner == L.OPPONENT:
            out = f"all of your opponent's {body}"
        else:
            out = f"all {body}"
    else:
        qty = f"up to {count}" if up_to else str(count)
        if c.area != L.FIELD and c.noun == "of your":
            # tail family: "up to 1 of your Character cards ... from your trash"
            noun = _noun(replace(c, noun=""), True)
            if noun is None or c.owner != L.YOU or c.area not in _AREAS:
                return None
            return f"{qty} of your {_adjectives(c)}{noun}{_qualifiers(c, ctx)} {_AREAS[c.area]}"
        if c.area != L.FIELD:
            # "up to 1 ... from your hand": the area says whose
            noun = _noun(c, count != 1)
            if noun is None or c.owner != L.YOU or c.area not in _AREAS:
                return None
            return f"{qty} {_adjectives(c)}{noun}{_qualifiers(c, ctx)} {_AREAS[c.area]}"
        if c.owner == L.ANY or c.on_your_field and c.owner == L.YOU:
            noun = _noun(c, count != 1)
            if noun is None:
                return None
            out = f"{qty} {_adjectives(c)}{noun}{_qualifiers(c, ctx)}"
            if c.owner == L.YOU:
                out += " on your field"
        else:
            noun = _noun(c, True)
            if noun is None:
                return None
            whose = "your" if c.owner == L.YOU else "your opponent's"
            out = f"{qty} of {whose} {_adjectives(c)}{noun}{_qualifiers(c, ctx)}"
    if c.area in _AREAS:
        out += " " + _AREAS[c.area]
    return out


def _read_cards(s: str, ctx: Ctx, area: str | None, every: bool,
                implicit: bool = False) -> Parse:
    """Read a card description.  `implicit`: cards outside the field whose
    area the sentence names elsewhere (a search's "reveal up to 1 ... card")."""
    yield from _cards_candidates(s, ctx, area, every, implicit)


_QTY = re.compile(r"(up to )?(\d+) ")
_TYPE_LIST = re.compile(r"((?:\{[^}]+\}(?:, or |, | or )?)+) type ")
_NAME_LIST = re.compile(r"((?:\[[^\]]+\](?:, or |, | or )?)+)")
_LIST_SEPARATORS = re.compile(r", or |, | or ")
_COLORS = "red|green|blue|purple|black|yellow"
_OR_NAMES = re.compile(r"((?:\[[^\]]+\](?: or )?)+) or (?=\{)")
_ATTRIBUTE_LIST = re.compile(r"((?:[<＜][^>＞]+[>＞](?: or )?)+) attribute ")
_COLOR_LIST = re.compile(rf"((?:{_COLORS})(?: or (?:{_COLORS}))*) ")


def _split_braced(text: str, open_: str, close: str) -> tuple[str, ...]:
    return tuple(x[1:-1] for x in _LIST_SEPARATORS.split(text))


def _cards_candidates(s: str, ctx: Ctx, area: str | None, every: bool,
                      implicit: bool = False) -> Parse:
    # quantity and owner
    heads: list[tuple[int | None, bool, str, str]]
    if every:
        if s.startswith("all of your opponent's "):
            heads = [(None, True, L.OPPONENT, s[len("all of your opponent's "):])]
        elif s.startswith("your "):
            heads = [(None, True, L.YOU, s[5:])]
        elif s.startswith("all "):
            heads = [(None, True, L.ANY, s[4:])]
        else:
            return
    else:
        m = _QTY.match(s)
        if not m:
            return
        n, up_to, rest = int(m.group(2)), bool(m.group(1)), s[m.end():]
        if rest.startswith("of your opponent's "):
            heads = [(n, up_to, L.OPPONENT, rest[len("of your opponent's "):])]
        elif rest.startswith("of your "):
            heads = [(n, up_to, L.YOU, rest[len("of your "):])]
        else:
            heads = [(n, up_to, L.ANY, rest)]
    for count, up_to, owner, rest in heads:
        kw: dict[str, Any] = {"owner": owner}
        m = _COLOR_LIST.match(rest)
        if m:
            kw["colors"] = tuple(x.capitalize() for x in m.group(1).split(" or "))
            rest = rest[m.end():]
        m = _ATTRIBUTE_LIST.match(rest)
        if m:
            kw["attributes"] = _split_braced(m.group(1), "<", ">")
            kw["wide_attributes"] = m.group(1).startswith("＜")
            rest = rest[m.end():]
        m = _OR_NAMES.match(rest)
        if m and _TYPE_LIST.match(rest[m.end():]):
            kw["or_names"] = _split_braced(m.group(1), "[", "]")
            rest = rest[m.end():]
        m = _TYPE_LIST.match(rest)
        if m:
            kw["types"] = _split_braced(m.group(1), "{", "}")
            rest = rest[m.end():]
        for word, value in (("rested ", True), ("active ", False)):
            if rest.startswith(word):
                kw["rested"] = value
                rest = rest[len(word):]
        for k in KEYWORDS:
            if rest.startswith(f"[{k}] "):
                kw["keyword"] = k
                rest = rest[len(k) + 3:]
        # the noun: names, or category words; try the longest first
        options: list[tuple[dict, str]] = []
        m = _NAME_LIST.match(rest)
        if m and not any(rest.startswith(f"[{k}]") for k in KEYWORDS):
            names_text, names_end = m.group(1), m.end()
            for sep in (", or ", ", ", " or "):   # "[Sanji] or Event card" (search family)
                if names_text.endswith(sep):
                    names_text, names_end = names_text[:-len(sep)], names_end - len(sep)
                    break
            named = _split_braced(names_text, "[", "]")
            after = rest[names_end:]
            if implicit:
                # a looked-at card of that name, any category (search family)
                options.append(({"names": named, "categories": ALL_CATEGORIES,
                                 "area": L.DECK}, after))
                for word in (" cards", " card"):    # "[A] or [B] cards"
                    if after.startswith(word):
                        options.append(({"names": named, "categories": ALL_CATEGORIES,
                                         "area": L.DECK, "noun": "named"},
                                        after[len(word):]))
            else:
                options.append(({"names": named, "categories": (L.CHARACTER,)}, after))
                for cats, words in _NAMED_NOUNS.items():
                    for word in set(words) - {""}:
                        if after.startswith(word) and not after[len(word):][:1].isalpha():
                            options.append(({"names": named, "categories": cats},
                                            after[len(word):]))
                # outside the field a name is any card of that name ("play up to
                # 1 [Name] from your hand"); "[Name] card": a Character's
                for named_area in [area] if area else [L.HAND, L.TRASH, L.DECK]:
                    if named_area in (None, L.FIELD):
                        continue
                    options.append(({"names": named, "categories": ALL_CATEGORIES,
                                     "area": named_area}, after))
                    for word in (" cards", " card"):
                        if after.startswith(word) and not after[len(word):][:1].isalpha():
                            options.append(({"names": named, "area": named_area,
                                             "categories": (L.LEADER, L.CHARACTER)},
                                            after[len(word):]))
        areas = [area] if area else [L.FIELD, L.HAND, L.TRASH, L.DECK]
        for table_area in areas:
            table = _CATEGORY_WORDS if table_area == L.FIELD else _CARD_WORDS
            for cats, words in table.items():
                for word in sorted(words, key=len, reverse=True):
                    if rest.startswith(word) and (len(rest) == len(word)
                                                  or not rest[len(word)].isalpha()):
                        options.append(({"categories": cats, "area": table_area},
                                        rest[len(word):]))
        # statics family: "Event" for "Event card" outside the field
        for table_area in areas:
            if table_area == L.FIELD:
                continue
            for cats in _SHORT_NOUNS:
                for word in sorted(_CATEGORY_WORDS[cats], key=len, reverse=True):
                    if rest.startswith(word) and (len(rest) == len(word)
                                                  or not rest[len(word)].isalpha()):
                        options.append(({"categories": cats, "area": table_area,
                                         "short_noun": True}, rest[len(word):]))
        if implicit:
            # a looked-at card named by its field noun: "reveal up to 1 red Event"
            for cats in _SHORT_NOUNS:
                for word in sorted(_CATEGORY_WORDS[cats], key=len, reverse=True):
                    if rest.startswith(word) and (len(rest) == len(word)
                                                  or not rest[len(word)].isalpha()):
                        options.append(({"categories": cats, "area": L.DECK,
                                         "short_noun": True}, rest[len(word):]))
        if L.FIELD in areas and not implicit:           # tail family
            options += _field_card_options(rest)
        for extra, after in options:
            yield from _qualified(dict(kw, **extra), after, count, up_to, ctx, implicit)


_QUALIFIERS = (
    (re.compile(r" (?:with|and) a cost of (\d+) or less"), lambda m: {"cost_max": int(m.group(1))}),
    (re.compile(r" (?:with|and) a cost of (\d+) or more"), lambda m: {"cost_min": int(m.group(1))}),
    (re.compile(r" (?:with|and) a cost of (\d+) to (\d+)"),
     lambda m: {"cost_min": int(m.group(1)), "cost_max": int(m.group(2))}),
    # (Life family: " to \d", so that "with a cost of 3 to the top of ..." reads)
    (re.compile(r" (?:with|and) a cost of (\d+)(?! or (?:less|more)| to \d)"),
     lambda m: {"cost_min": int(m.group(1)), "cost_max": int(m.group(1))}),
    # -- statics family --
    (re.compile(r" with a cost equal to or less than (the number of DON!! cards on your field|"
                r"the number of your opponent's Life cards|the total of your and your "
                r"opponent's Life cards)"),
     lambda m: {"cost_max_count": _COUNTS_BY_WORDS[m.group(1)]}),
    (re.compile(r" with (\d+) base power or less"), lambda m: {"base_power_max": int(m.group(1))}),
    (re.compile(r" with (\d+) base power or more"), lambda m: {"base_power_min": int(m.group(1))}),
    (re.compile(r" with (\d+) base power(?! or)"),
     lambda m: {"base_power_min": int(m.group(1)), "base_power_max": int(m.group(1))}),
    (re.compile(r" with a base power of (\d+) or less"),
     lambda m: {"base_power_max": int(m.group(1)), "base_power_of": True}),
    (re.compile(r" with a base power of (\d+) or more"),
     lambda m: {"base_power_min": int(m.group(1)), "base_power_of": True}),
    (re.compile(r" with a base cost of (\d+) or less"),
     lambda m: {"base_cost_max": int(m.group(1))}),
    (re.compile(r" with a base cost of (\d+) or more"),
     lambda m: {"base_cost_min": int(m.group(1))}),
    (re.compile(r" with a base cost of (\d+)(?! or)"),
     lambda m: {"base_cost_min": int(m.group(1)), "base_cost_max": int(m.group(1))}),
    (re.compile(r" (?:with|and) a \[Trigger\]"), lambda m: {"has_trigger": True}),
    (re.compile(r" (?:with|and) no base effect"), lambda m: {"no_base_effect": True}),
    (re.compile(r' with a type including "([^"]+)"'), lambda m: {"type_includes": m.group(1)}),
    (re.compile(r" or ((?:\[[^\]]+\](?: or )?)+)"),
     lambda m: {"or_names": _split_braced(m.group(1), "[", "]"), "or_names_after": True}),
    (re.compile(r" with (\d+) power or less"), lambda m: {"power_max": int(m.group(1))}),
    (re.compile(r" with (\d+) power(?! or)"),
     lambda m: {"power_min": int(m.group(1)), "power_max": int(m.group(1))}),
    (re.compile(r" with (\d+) power or more"), lambda m: {"power_min": int(m.group(1))}),
    # tail family: "with 5000 or more power"
    (re.compile(r" with (\d+) or more power"),
     lambda m: {"power_min": int(m.group(1)), "power_number_first": True}),
    (re.compile(r" with (\d+) power(?! or)"),
     lambda m: {"power_min": int(m.group(1)), "power_max": int(m.group(1))}),
    (re.compile(r" with a type including \"([^\"]+)\""),
     lambda m: {"type_includes": m.group(1)}),
    (re.compile(r" and a cost of (\d+) or less"), lambda m: {"cost_max": int(m.group(1))}),
    (re.compile(r" and a cost of (\d+) or more"), lambda m: {"cost_min": int(m.group(1))}),
    # tail B family: "with a cost of 3 or more and 7000 power or more"
    (re.compile(r" and the ((?:\{[^}]+\}(?: or )?)+) type"),
     lambda m: {"types": _split_braced(m.group(1), "{", "}"), "type_after": True}),
    (re.compile(r" and (\d+) power or more"),
     lambda m: {"power_min": int(m.group(1)), "and_power": True}),
    (re.compile(r" and (\d+) power or less"),
     lambda m: {"power_max": int(m.group(1)), "and_power": True}),
    (re.compile(r" other than this (?:card|Character|Leader|Stage)"),
     lambda m: {"other_than_this": True}),
    (re.compile(r" except this Character"),
     lambda m: {"other_than_this": True, "except_this": True}),
    (re.compile(r" other than ((?:\[[^\]]+\](?: or (?=\[))?)+)"),
     lambda m: {"exclude_names": _split_braced(m.group(1), "[", "]")}),
)


# the qualifiers that say "with ..." (statics family: "other than [X]" before them)
_WITH_KEYS = ("cost_max", "cost_min", "power_max", "power_min", "base_power_max",
              "base_power_min", "base_cost_max", "base_cost_min", "has_trigger",
              "no_base_effect", "cost_max_count", "type_includes")


def _qualified(kw: dict, rest: str, count, up_to, ctx: Ctx, implicit: bool) -> Parse:
    for pattern, value in _QUALIFIERS:
        m = pattern.match(rest)
        if m:
            more = value(m)
            if "exclude_names" in more and not any(k in kw for k in _WITH_KEYS):
                more["exclude_first"] = True       # "other than [X] with a cost ..."
            if "exclude_names" in more and kw.get("has_trigger"):
                more["trigger_first"] = True       # meta family: "a [Trigger] other than"
            if "exclude_names" in more and "type_includes" in kw \
                    and rest[m.end():].startswith(" and a cost"):
                more["exclude_mid"] = True         # hand family
            yield from _qualified(dict(kw, **more), rest[m.end():], count, up_to, ctx,
                                  implicit)
    if implicit:
        if kw.get("area", L.FIELD) != L.FIELD and kw["owner"] == L.ANY:
            yield from _finish(dict(kw, owner=L.YOU, area=L.FIELD), rest, count, up_to, ctx,
                               implicit)
        return
    # the area phrase ends the description of cards outside the field
    found_area = kw.get("area", L.FIELD)
    for a, words in _AREAS.items():
        if rest.startswith(" " + words) and found_area == a and kw["owner"] == L.ANY:
            yield from _finish(dict(kw, owner=L.YOU), rest[len(words) + 1:], count, up_to,
                               ctx)
        if rest.startswith(" " + words) and found_area == a and kw["owner"] == L.YOU \
                and count is not None and not kw.get("noun"):
            # tail family: "up to 1 of your ... from your trash"
            yield from _finish(dict(kw, noun="of your"), rest[len(words) + 1:], count, up_to,
                               ctx)
    if found_area == L.FIELD:
        yield from _finish(kw, rest, count, up_to, ctx)
        if kw["owner"] == L.ANY and count is not None and rest.startswith(" on your field"):
            yield from _finish(dict(kw, owner=L.YOU, on_your_field=True),
                               rest[len(" on your field"):], count, up_to, ctx)


def _finish(kw: dict, rest: str, count, up_to, ctx: Ctx, implicit: bool = False) -> Parse:
    if kw.get("or_names") and not kw.get("types"):
        return                  # "or [Name]" widens a type only (statics family)
    if kw.get("exclude_first") and not any(k in kw for k in _WITH_KEYS):
        kw = dict(kw, exclude_first=False)      # nothing after it: the plain wording
    try:
        c = L.Cards(**kw)
    except TypeError:
        return
    text = _render_search_cards(c, ctx) if implicit else render_cards(c, ctx, count, up_to)
    if text is None:
        return
    # only descriptions the renderer writes back identically are read
    yield (c, count, up_to), rest


def _target_reader(area: str | None = None) -> Callable[[str, Ctx], Parse]:
    def read(s: str, ctx: Ctx) -> Parse:
        if s.startswith(ctx.this):
            yield L.This(), s[len(ctx.this):]
        if s.startswith("this card") and ctx.this != "this card":
            yield L.This(word="this card"), s[len("this card"):]
        for (c, count, up_to), rest in _read_cards(s, ctx, area, every=False):
            yield L.Choose(c, count=count, up_to=up_to), rest
        for (c, _, _), rest in _read_cards(s, ctx, area, every=True):
            yield L.Every(c), rest
        if s.startswith("all of your ") and not s.startswith("all of your opponent's"):
            for (c, _, _), rest in _read_cards(s[7:], ctx, area, every=True):
                if c.owner == L.YOU:
                    yield L.Every(c, word="all of your"), rest
        k = s.find(_LEADER_OR_CHARACTERS)
        if k > 0:                # tail B family: "up to 1 of your Leader or Characters"
            plain = s.replace(_LEADER_OR_CHARACTERS, _OR_WORDS, 1)
            for (c, count, up_to), rest in _read_cards(plain, ctx, area, every=False):
                if len(rest) <= len(s) - k - len(_LEADER_OR_CHARACTERS):
                    yield L.Choose(replace(c, noun="leader or characters"), count=count,
                                   up_to=up_to), rest
        k = s.find(_NAMES_AND)
        if s.startswith("all of your ") and k > 0:   # tail B family: "[A] and [B]"
            for (c, _, _), rest in _read_cards(s[7:].replace(_NAMES_AND, _NAMES_OR, 1), ctx,
                                               area, every=True):
                if c.owner == L.YOU and len(c.names) == 2 \
                        and len(rest) <= len(s) - k - len(_NAMES_AND):
                    yield L.Every(c, word=_NAMES_AND), rest
        if s.startswith(_LEADER_AND_ALL):            # tail family
            yield _EVERY_LEADER_AND_ALL, s[len(_LEADER_AND_ALL):]
        if s.startswith("your Leader"):
            yield L.Every(L.Cards(L.YOU, categories=(L.LEADER,))), s[len("your Leader"):]
        k = s.find(_AND_WORDS)
        if s.startswith("your ") and k > 0:
            # "your {X} type Leaders and Characters": all your Leader or Character cards
            for (c, _, _), rest in _read_cards(s.replace(_AND_WORDS, _OR_WORDS, 1), ctx, area,
                                               every=True):
                if len(rest) <= len(s) - k - len(_AND_WORDS):
                    yield L.Every(c, word=_AND_WORDS), rest
        if s.startswith("that card"):
            # the cards of the Select before it (its default name), which
            # render_target writes "that card"
            yield L.Selected(), s[len("that card"):]
        for word in ("that Character", "that Leader or Character", "the card"):
            if s.startswith(word):
                yield L.Selected(word=word), s[len(word):]
        # -- tail-A family: "The selected Character cannot attack ...", "It
        # gains +1000 power ..." (the card chosen or selected just before) --
        for word in _TAIL_A_SELECTED_WORDS:
            if s.startswith(word + " "):
                yield L.Selected(word=word), s[len(word):]
        if s.startswith("up to 1 of your opponent's "):     # tail-A family: "... or your
            yield from _read_or_your_opponents(s, ctx, area)  # opponent's Stages ..."
        m = _TYPED_OTHER_THAN_YOUR.match(s)
        if m:                       # tail-A family: "{X} type Characters other than your [Y]"
            c = L.Cards(L.YOU, types=(m.group(1),), exclude_names=(m.group(2),))
            yield L.Every(c, word=_OTHER_THAN_YOUR), s[m.end():]
        m = _TYPE_OR_ATTRIBUTE.match(s)
        if m:                       # tail-A family: "up to 1 {X} type or <Y> attribute ..."
            yield from _read_type_or_attribute(s, m, ctx, area)
        if s.startswith(_UP_TO_TOTAL):              # tail-A family: "up to a total of 2 of"
            for (c, count, up_to), rest in _read_cards("up to " + s[len(_UP_TO_TOTAL):], ctx,
                                                       area, every=False):
                if up_to and count > 1:
                    yield L.Choose(c, count=count, word="total"), rest
        yield from _read_repl_target(s, ctx, area)        # repl family
        m = re.match(r"your \[([^\]]+)\]", s)
        if m:                                       # tail-A family: "your [Blugori]"
            yield L.Every(L.Cards(L.YOU, names=(m.group(1),)), word=_YOUR_NAMED), s[m.end():]
        yield from _read_hand_family_targets(s, ctx, area)
    return read


# tail-A family: "up to 1 of your opponent's Characters with a cost of 0 or
# your opponent's Stages with a cost of 3 or less": one choice among either
# description (Cards.alt, as for looked-at cards: runtime.select_candidates)
_OR_YOUR_OPPONENTS: Final = " or your opponent's "


def _read_or_your_opponents(s: str, ctx: Ctx, area: str | None) -> Parse:
    for (c, count, up_to), rest in _read_cards(s, ctx, area, every=False):
        if count != 1 or not up_to or c.alt or not rest.startswith(_OR_YOUR_OPPONENTS):
            continue
        second = "up to 1 of your opponent's " + rest[len(_OR_YOUR_OPPONENTS):]
        for (alt, n, alt_up_to), after in _read_cards(second, ctx, area, every=False):
            if n == 1 and alt_up_to and not alt.alt and alt.owner == c.owner:
                yield L.Choose(replace(c, alt=(alt,), joined="or your opponent's")), after


def _render_or_your_opponents(t: L.Choose, ctx: Ctx) -> str | None:
    c = t.cards
    if len(c.alt) != 1 or t.count != 1 or not t.up_to or c.owner != L.OPPONENT:
        return None
    first = render_cards(replace(c, alt=(), joined=""), ctx, 1, True)
    second = render_cards(c.alt[0], ctx, 1, True)
    head = "up to 1 of your opponent's "
    if first is None or second is None or not second.startswith(head):
        return None
    return first + _OR_YOUR_OPPONENTS + second[len(head):]


# tail-A family: "{X} type Characters other than your [Y]": your Characters
# of the type, but those named Y (the "your" of the exception says whose)
_OTHER_THAN_YOUR: Final = "other than your"
_TYPED_OTHER_THAN_YOUR: Final = re.compile(r"\{([^}]+)\} type Characters other than your "
                                           r"\[([^\]]+)\]")
# tail-A family: "up to 1 {X} type or <Y> attribute Character card with ...":
# one choice among the cards of the type or of the attribute (Cards.alt)
_TYPE_OR_ATTRIBUTE: Final = re.compile(r"up to 1 (\{[^}]+\} type) or <([^>]+)> attribute ")


def _read_type_or_attribute(s: str, m: re.Match, ctx: Ctx, area: str | None) -> Parse:
    typed = f"up to 1 {m.group(1)} " + s[m.end():]
    for (c, count, up_to), rest in _read_cards(typed, ctx, area, every=False):
        if count == 1 and up_to and len(c.types) == 1 and not c.attributes and not c.alt:
            alt = replace(c, types=(), attributes=(m.group(2),))
            yield L.Choose(replace(c, alt=(alt,), joined="type or attribute")), rest


def _render_type_or_attribute(t: L.Choose, ctx: Ctx) -> str | None:
    c = t.cards
    if len(c.alt) != 1 or t.count != 1 or not t.up_to or len(c.types) != 1 \
            or len(c.alt[0].attributes) != 1:
        return None
    main = replace(c, alt=(), joined="")
    if c.alt[0] != replace(main, types=(), attributes=c.alt[0].attributes):
        return None
    text = render_cards(main, ctx, 1, True)
    typed = f"up to 1 {{{c.types[0]}}} type "
    if text is None or not text.startswith(typed):
        return None
    return typed[:-1] + f" or <{c.alt[0].attributes[0]}> attribute " + text[len(typed):]


# tail-A family: "up to a total of N ..." (the same choice as "up to N ...")
_UP_TO_TOTAL: Final = "up to a total of "
# tail-A family: "your [Name]": all your Characters of that name
_YOUR_NAMED: Final = "your [name]"
# tail-A family: more names of the card chosen before
_TAIL_A_SELECTED_WORDS: Final = ("the selected Character", "it")
_OR_WORDS = "Leader or Character cards"
# tail B family: "all of your [A] and [B] Characters": every card of either name
_NAMES_AND = "] and ["
_LEADER_OR_CHARACTERS = "Leader or Characters"
_NAMES_OR = "] or ["
_AND_WORDS = "Leaders and Characters"
# tail family: "your Leader and all of your Characters"
_LEADER_AND_ALL = "your Leader and all of your Characters"
_EVERY_LEADER_AND_ALL = L.Every(L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER)),
                                word="leader and all")


# -- hand family: more choices ---------------------------------------------------------
# "up to 2 of your opponent's Characters with a total power of 4000 or less"
_TOTAL_POWER: Final = re.compile(r" with a total power of (\d+) or less")
# "up to 3 of your {X} type Characters or Characters with a [Trigger]": either
# description (Cards.alt)
_OR_PLAIN: Final = "or plain"
_UP_TO_EACH: Final = "up to each"
# "up to 1 each of [A], [B], and [C] with a cost of 2": one card of each name
_EACH_NAMES: Final = re.compile(r"up to 1 each of ((?:\[[^\]]+\], )+and \[[^\]]+\])")
# the same choice, "up to 1 [A], up to 1 [B], and up to 1 [C], with a cost of 4"
_UP_TO_EACH_NAMES: Final = re.compile(r"((?:up to 1 \[[^\]]+\], )+and up to 1 \[[^\]]+\]),")


def _read_hand_family_targets(s: str, ctx: Ctx, area: str | None) -> Parse:
    m = _UP_TO_EACH_NAMES.match(s)
    if m:
        names = re.findall(r"\[([^\]]+)\]", m.group(1))
        listed = ", ".join(f"[{n}]" for n in names[:-1]) + f", or [{names[-1]}]"
        for (c, count, up_to), rest in _read_cards("up to 1 " + listed + s[m.end():], ctx,
                                                   area, every=False):
            if count == 1 and up_to and c.names == tuple(names):
                yield L.Choose(c, count=len(names), each=True, word=_UP_TO_EACH), rest
    m = _EACH_NAMES.match(s)
    if m:
        names = re.findall(r"\[([^\]]+)\]", m.group(1))
        listed = ", ".join(f"[{n}]" for n in names[:-1]) + f", or [{names[-1]}]"
        for (c, count, up_to), rest in _read_cards("up to 1 " + listed + s[m.end():], ctx,
                                                   area, every=False):
            if count == 1 and up_to and c.names == tuple(names):
                yield L.Choose(c, count=len(names), each=True), rest
    if not re.match(r"up to \d+ ", s):
        return
    for (c, count, up_to), rest in _read_cards(s, ctx, area, every=False):
        if c.alt or count is None:
            continue
        m = _TOTAL_POWER.match(rest)
        if m and count > 1:
            yield L.Choose(c, count=count, total_power_max=int(m.group(1))), rest[m.end():]
        if rest.startswith(" or ") and c.owner != L.ANY:
            for (alt, _, _), after in _read_cards("2 of your " + rest[len(" or "):], ctx, area,
                                                  every=False):
                if alt.owner == c.owner and not alt.alt:
                    yield L.Choose(replace(c, alt=(alt,), joined=_OR_PLAIN), count=count,
                                   up_to=up_to), after


def _render_hand_family_target(t: L.Choose, ctx: Ctx) -> str | None:
    c = t.cards
    if t.each:
        text = render_cards(c, ctx, 1, True)
        listed = _braced(c.names, "[", "]")
        if text is None or len(c.names) < 3 or t.count != len(c.names) or not t.up_to \
                or not text.startswith("up to 1 " + listed):
            return None
        if t.word == _UP_TO_EACH:
            ups = ", ".join(f"up to 1 [{n}]" for n in c.names[:-1])
            return f"{ups}, and up to 1 [{c.names[-1]}]," + text[len("up to 1 " + listed):]
        anded = ", ".join(f"[{n}]" for n in c.names[:-1]) + f", and [{c.names[-1]}]"
        return "up to 1 each of " + anded + text[len("up to 1 " + listed):]
    if t.total_power_max is not None:
        text = render_target(replace(t, total_power_max=None), ctx)
        return None if text is None else f"{text} with a total power of {t.total_power_max} or less"
    if len(c.alt) != 1 or c.alt[0].alt:
        return None
    first = render_cards(replace(c, alt=(), joined=""), ctx, t.count, t.up_to)
    second = render_cards(c.alt[0], ctx, 2, False)
    head = "2 of your "
    if first is None or second is None or not second.startswith(head):
        return None
    return f"{first} or {second[len(head):]}"


def render_target(t: Any, ctx: Ctx) -> str | None:
    repl = _render_repl_target(t, ctx)                   # repl family
    if repl is not None:
        return repl
    if isinstance(t, L.This):
        return t.word or ctx.this
    if isinstance(t, L.Choose) and (t.total_power_max is not None or t.cards.joined == _OR_PLAIN
                                    or t.each):
        return _render_hand_family_target(t, ctx)        # hand family
    if isinstance(t, L.Every) and t.word == _YOUR_NAMED:          # tail-A family
        c = t.cards
        named = len(c.names) == 1 and c == L.Cards(L.YOU, names=c.names)
        return f"your [{c.names[0]}]" if named else None
    if isinstance(t, L.Every) and t.word == "leader and all":
        return _LEADER_AND_ALL if t == _EVERY_LEADER_AND_ALL else None
    if isinstance(t, L.Every) and t.word == _OTHER_THAN_YOUR:                # tail-A family
        c = t.cards
        if len(c.types) != 1 or len(c.exclude_names) != 1 or c != L.Cards(
                L.YOU, types=c.types, exclude_names=c.exclude_names):
            return None
        return f"{{{c.types[0]}}} type Characters other than your [{c.exclude_names[0]}]"
    if isinstance(t, L.Choose) and t.cards.joined == "type or attribute":    # tail-A family
        return _render_type_or_attribute(t, ctx)
    if isinstance(t, L.Choose) and t.cards.joined == "or your opponent's":   # tail-A family
        return _render_or_your_opponents(t, ctx)
    if isinstance(t, L.Choose) and t.word == "total":            # tail-A family
        text = render_cards(t.cards, ctx, t.count, t.up_to)
        if text is None or not t.up_to or not text.startswith("up to "):
            return None
        return _UP_TO_TOTAL + text[len("up to "):]
    if isinstance(t, L.Choose) and t.cards.noun == "leader or characters":   # tail B
        text = render_cards(replace(t.cards, noun=""), ctx, t.count, t.up_to)
        if text is None or text.count(_OR_WORDS) != 1:
            return None
        return text.replace(_OR_WORDS, _LEADER_OR_CHARACTERS, 1)
    if isinstance(t, L.Choose):
        return render_cards(t.cards, ctx, t.count, t.up_to)
    if isinstance(t, L.Every):
        if t.cards == L.Cards(L.YOU, categories=(L.LEADER,)):
            return "your Leader"
        text = render_cards(t.cards, ctx, None, True)
        if text is not None and t.word == "all of your" and text.startswith("your "):
            return "all of " + text
        if text is not None and t.word == _NAMES_AND and len(t.cards.names) == 2 \
                and text.startswith("your ") and text.count(_NAMES_OR) == 1:
            return "all of " + text.replace(_NAMES_OR, _NAMES_AND, 1)   # tail B family
        if text is not None and t.word == _AND_WORDS:
            return text.replace(_OR_WORDS, _AND_WORDS, 1) if _OR_WORDS in text else None
        return text
    if isinstance(t, L.Selected):
        return t.word or (t.name if t.name != "it" else "that card")
    return None


SLOTS["target"] = Slot(_target_reader(), render_target)


def _render_in(area: str) -> Callable[[Any, Ctx], str | None]:
    def render(t: Any, ctx: Ctx) -> str | None:
        if isinstance(t, L.Choose) and t.cards.area != area:
            return None
        return render_target(t, ctx)
    return render


for _area_name in (L.HAND, L.TRASH, L.DECK):
    SLOTS["target in " + _area_name] = Slot(_target_reader(_area_name), _render_in(_area_name))


def _render_search_cards(c: L.Cards, ctx: Ctx) -> str | None:
    """The cards a search reveals ("{X} type card other than [Nami]"); they
    are matched among the cards looked at, so the description says no area."""
    if c.area != L.FIELD or c.owner != L.YOU:
        return None
    noun = _noun(replace(c, area=L.DECK), False)
    if noun is None:
        return None
    return f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)}"


def _read_search_cards(s: str, ctx: Ctx) -> Parse:
    for (c, count, up_to), rest in _read_cards("1 " + s, ctx, None, False, implicit=True):
        if count == 1 and not up_to:
            yield c, rest


SLOTS["search cards"] = Slot(_read_search_cards, _render_search_cards)


# -- the cards a search in steps chooses among the looked-at ones (language.Look) --

_ALT_JOINS = ("up to", "count", "")


def _read_looked(s: str, ctx: Ctx) -> Parse:
    """"up to 1 {X} type card other than [Nami]": a choice among the cards
    looked at, which the sentence does not name; or two descriptions, "up to
    1 [Sanji] or Event card" (either matches)."""
    for (c, count, up_to), rest in _read_cards(s, ctx, None, False, implicit=True):
        if not count:
            continue
        yield L.Choose(replace(c, area=L.LOOKED), count=count, up_to=up_to), rest
        for joined in _ALT_JOINS:
            if not rest.startswith(" or "):
                continue
            after = rest[len(" or "):]
            head = {"up to": f"up to {count} ", "count": f"{count} ", "": ""}[joined]
            if joined and not after.startswith(head):
                continue
            for (alt, _, _), tail in _read_cards(f"{count} " + after[len(head):], ctx, None,
                                                 False, implicit=True):
                alt = replace(alt, area=L.LOOKED, joined=joined)
                yield L.Choose(replace(c, area=L.LOOKED, alt=(alt,)), count=count,
                               up_to=up_to), tail


def _render_looked_one(c: L.Cards, ctx: Ctx, plural: bool) -> str | None:
    c = replace(c, area=L.FIELD)
    noun = _noun(replace(c, area=L.DECK), plural)
    if noun is None or c.owner != L.YOU:
        return None
    return f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)}"


def _render_looked(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or t.cards.area != L.LOOKED or t.chooser != L.YOU:
        return None
    qty = f"up to {t.count}" if t.up_to else str(t.count)
    text = _render_looked_one(t.cards, ctx, t.count != 1)
    if text is None or len(t.cards.alt) > 1:
        return None
    out = f"{qty} {text}"
    for alt in t.cards.alt:
        more = _render_looked_one(alt, ctx, t.count != 1)
        if more is None or alt.alt:
            return None
        head = {"up to": f"up to {t.count} ", "count": f"{t.count} "}.get(alt.joined, "")
        out += f" or {head}{more}"
    return out


SLOTS["target in looked"] = Slot(_read_looked, _render_looked)


def _read_looked_total(s: str, ctx: Ctx) -> Parse:
    """"(up to a total of) 2 [A] or {B} type cards": the "up to" comes first."""
    yield from _read_looked("up to " + s, ctx)


def _render_looked_total(t: Any, ctx: Ctx) -> str | None:
    text = _render_looked(t, ctx)
    if text is None or not text.startswith("up to "):
        return None
    return text[len("up to "):]


SLOTS["looked total"] = Slot(_read_looked_total, _render_looked_total)


def _read_count_looked(s: str, ctx: Ctx) -> Parse:
    """"place 1 at the top of your deck": a number of the looked-at cards."""
    m = _NUM.match(s)
    if m:
        yield L.Choose(L.Cards(L.YOU, L.LOOKED, ALL_CATEGORIES), count=int(m.group(0)),
                       up_to=False), s[m.end():]


def _render_count_looked(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.Choose) and not t.up_to and t.chooser == L.YOU \
            and t.cards == L.Cards(L.YOU, L.LOOKED, ALL_CATEGORIES):
        return str(t.count)
    return None


SLOTS["count looked"] = Slot(_read_count_looked, _render_count_looked)

# "If that card is ..., you may play that card": the card revealed, if the
# player wants (a choice of up to 1 among the looked-at cards)
_THE_LOOKED = L.Choose(L.Cards(L.YOU, L.LOOKED, ALL_CATEGORIES))


def _read_the_looked(s: str, ctx: Ctx) -> Parse:
    if s.startswith("that card"):
        yield _THE_LOOKED, s[len("that card"):]


SLOTS["the looked card"] = Slot(_read_the_looked,
                                lambda v, ctx: "that card" if v == _THE_LOOKED else None)


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
        for k, v in self.fixed.items():
            if getattr(node, k) != v:
                return None
        if self.when is not None and not self.when(node):
            return None
        out = []
        for kind, name, slot_kind in self.tokens:
            if kind == "lit":
                out.append(name)
                continue
            # a slot named "_" writes words that are no field ("rest {_:this}")
            value = None if name == "_" else getattr(node, name)
            text = _slot(_slot_kind(slot_kind)).render(value, ctx)
            if text is None:
                return None
            out.append(text)
        return "".join(out)

    def read(self, s: str, ctx: Ctx) -> Parse:
        yield from self._read(0, s, {}, ctx)

    def _read(self, k: int, s: str, got: dict, ctx: Ctx) -> Parse:
        if k == len(self.tokens):
            try:
                node = self.node(**got, **self.fixed)
            except TypeError:
                return
            if self.when is None or self.when(node):
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


def _gains(node: Any) -> bool:
    return node.amount >= 0


def _plural(target: Any) -> bool:
    """Whether the target takes a plural verb: "your Characters gain",
    "up to 2 of your Characters gain", but "your Leader gains"."""
    if isinstance(target, L.Every):
        if target.word == _YOUR_NAMED:             # tail-A family: "your [Blugori] gains"
            return False
        # "your {Navy} type Leader gains" (statics family): a Leader is one card
        return tuple(target.cards.categories) != (L.LEADER,)
    return isinstance(target, L.Choose) and target.count != 1


def _gains_one(node: Any) -> bool:
    return _gains(node) and not _plural(node.target)


def _gain_many(node: Any) -> bool:
    return _gains(node) and _plural(node.target)


# "your Leader or 1 of your Characters": one of your Leader or Characters,
# chosen (not "up to": the count is fixed at 1).
_LEADER_OR_CHARACTER = L.Choose(L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER)),
                                up_to=False)


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


SLOTS["leader or character"] = _fixed_target("your Leader or 1 of your Characters",
                                             _LEADER_OR_CHARACTER, on_leader=False)
SLOTS["this leader or character"] = _fixed_target("this Leader or 1 of your Characters",
                                                  _LEADER_OR_CHARACTER, on_leader=True)

STEP_FORMS: list[Form] = [
    Form(L.KO, "K.O. {target}", priority=970),
    Form(L.ReturnToHand, "return {target} to the owner's hand", priority=980, cost_priority=400),
    Form(L.ToDeckBottom, "place {target} at the bottom of the owner's deck",
         priority=990, cost_priority=410),
    Form(L.ToDeckTop, "place {target} at the top of the owner's deck", priority=1000),
    Form(L.Rest, "rest {target}", priority=1010, cost_priority=420),
    Form(L.SetActive, "set {target} as active", priority=1020),
    Form(L.Draw, "draw {count:n card}", priority=1030),
    Form(L.Trash, "trash {target:target in hand}", priority=1040, cost_priority=430),
    Form(L.PowerChange, "{target} gains {amount} power {duration}", when=_gains_one,
         priority=1050),
    Form(L.PowerChange, "{target} gain {amount} power {duration}", when=_gain_many, priority=1060),
    Form(L.PowerChange, "give {target} {amount:minus} power {duration}", priority=1070),
    Form(L.CostChange, "give {target} {amount:minus} cost {duration}", priority=1090),
    Form(L.CostChange, "{target} gains {amount} cost {duration}", when=_gains, priority=1100),
    Form(L.GiveDon, "give up to {count:n rested DON!! card} to {target:leader or character}",
         {"up_to": True}, priority=1110),
    Form(L.GiveDon, "give {target:this leader or character} up to {count:n rested DON!! card}",
         {"up_to": True}, priority=1120),
    Form(L.GainKeyword, "{target} gains {keyword} {duration}", priority=1130),
    Form(L.SetBasePower, "{target}'s base power becomes {value} {duration}", priority=1140),
    Form(L.SetPowerToZero, "set the power of {target} to 0 {duration}", priority=1150),
    Form(L.GiveDon, "give {target} up to {count:n rested DON!! card}", {"up_to": True},
         priority=1160),
    Form(L.GiveDon, "give {target} {count:n rested DON!! card}", {"up_to": False}, priority=1170),
    Form(L.AddDon, "add up to {count:n DON!! card} from your DON!! deck and set it as active",
         {"active": True, "up_to": True}, priority=1180),
    Form(L.AddDon, "add up to {count:n DON!! card} from your DON!! deck and rest it",
         {"active": False, "up_to": True}, priority=1190),
    Form(L.AddDon, "add {count:n DON!! card} from your DON!! deck and set it as active",
         {"active": True, "up_to": False}, priority=1200),
    Form(L.AddDon, "add {count:n DON!! card} from your DON!! deck and rest it",
         {"active": False, "up_to": False}, priority=1210),
    Form(L.SetDonActive, "set up to {count} of your DON!! cards as active", priority=1220),
    Form(L.RestOpponentDon, "rest up to {count} of your opponent's DON!! cards", priority=1230),
    Form(L.LookAtTop, "look at {count:n card} from the top of your deck and return them to "
         "the top or bottom of the deck in any order", {"places": ("top", "bottom"), "word": ""},
         priority=1240),
    Form(L.LookAtTop, "look at {count:n card} from the top of your deck and place them at "
         "the top or bottom of the deck in any order", {"places": ("top", "bottom"),
                                                         "word": "place"}, priority=1250),
    Form(L.Search, "look at {count:n card} from the top of your deck; reveal up to 1 "
         "{cards:search cards} and add it to your hand. Then, place the rest at the bottom "
         "of your deck in any order", {"take": 1}, priority=1260),
    Form(L.ShuffleDeck, "shuffle your deck", priority=1270),
    Form(L.TrashLife, "trash up to {count} of your opponent's Life cards",
         {"owner": L.OPPONENT, "up_to": True, "from_top": False}, priority=1280),
    Form(L.TakeLife, "add {count:n card} from the top of your Life cards to your hand",
         {"up_to": False, "owner": L.YOU}, priority=1290),
    Form(L.TakeLife, "add up to {count:n card} from the top of your Life cards to your hand",
         {"up_to": True, "owner": L.YOU}, priority=1300),
    Form(L.AddLifeFromDeck, "add up to {count:n card} from the top of your deck to the top of "
         "your Life cards", {"up_to": True}, priority=1310),
    Form(L.AddLifeFromDeck, "add {count:n card} from the top of your deck to the top of your "
         "Life cards", {"up_to": False}, priority=1320),
    Form(L.CannotBlock, "your opponent cannot activate a [Blocker] Character that has "
         "{min_power} or more power {duration}", when=lambda n: n.min_power is not None,
         priority=1330),
    Form(L.CannotBlock, "your opponent cannot activate [Blocker] {duration}", {"min_power": None},
         priority=1340),
    Form(L.UnblockableWhenAttacking, "your opponent cannot activate [Blocker] if {target} "
         "attacks {duration}", priority=1360),
    Form(L.ActivateOwn, "activate this card's [{timing:timing}] effect", priority=1370),
    Form(L.CannotAttack, "{target} cannot attack {duration}", priority=1380),
    Form(L.Negate, "negate the effects of {target} {duration}",
         {"word": "", "cannot_attack": False}, priority=1390),
    # meta family: the singular wording
    Form(L.Negate, "negate the effect of {target} {duration}",
         {"word": "effect", "cannot_attack": False}, priority=1400),
    Form(L.Negate, "negate the effect of {target} and that Character cannot attack {duration}",
         {"word": "effect", "cannot_attack": True}, when=lambda n: _choice_of(n.target, 1),
         priority=1410),
    Form(L.Select, "select {target}", priority=1420),
    Form(L.WinGame, "you win the game", priority=1430),
    # -- statics family --
    Form(L.CannotBeRested, "{target} cannot be rested {duration}", priority=1440),
    Form(L.ProtectFromKO, "{target} cannot be K.O.'d {duration}", {"by": None}, priority=1450),
    Form(L.ProtectFromKO, "{target} cannot be K.O.'d in battle {duration}", {"by": L.BY_BATTLE},
         priority=1460),
    Form(L.ProtectFromKO, "{target} cannot be K.O.'d by effects {duration}",
         {"by": L.BY_EFFECTS}, priority=1470),
    Form(L.ProtectFromKO, "{target} cannot be K.O.'d by your opponent's effects {duration}",
         {"by": L.BY_OPPONENTS_EFFECTS}, priority=1480),
    Form(L.CanAttackActive, "{target} can also attack active Characters {duration}",
         {"opponents": False}, priority=1490),
    Form(L.CanAttackActive, "{target} can also attack your opponent's active Characters "
         "{duration}", {"opponents": True}, priority=1500),
]
# -- Life family: cards to and from Life, face-up Life cards (CR 3-10-2-1) --------


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


_LIFE_PLACES: dict[str, Any] = {"the top or bottom": ("top", "bottom"), "the top": ("top",)}
_LIFE_WHOSE: dict[str, Any] = {"your opponent's": "your opponent's", "your": "your",
                               "the owner's": "the owner's"}
SLOTS["life places"] = Slot(_read_words(_LIFE_PLACES), _render_words(_LIFE_PLACES))
SLOTS["life whose"] = Slot(_read_words(_LIFE_WHOSE), _render_words(_LIFE_WHOSE))

STEP_FORMS += [
    Form(L.TrashLife, "trash up to {count:n card} from the top of your opponent's Life cards",
         {"owner": L.OPPONENT, "up_to": True, "from_top": True}, priority=1510),
    Form(L.TurnAllLife, "turn all of your Life cards face-down", {"face_up": False},
         priority=1520),
    Form(L.TrashFaceUpLife, "trash all your face-up Life cards", priority=1530),
    Form(L.NoLifeToHand, "you cannot add Life cards to your hand using your own effects "
         "{duration}", priority=1540),
    Form(L.TakeLife, "your opponent adds {count:n card} from the top of their Life cards to "
         "their hand", {"up_to": False, "owner": L.OPPONENT, "from_area": False}, priority=1550),
    Form(L.TakeLife, "your opponent adds {count:n card} from their Life area to their hand",
         {"up_to": False, "owner": L.OPPONENT, "from_area": True}, priority=1560),
    Form(L.TrashLifeUntil, "trash cards from the top of your Life cards until you have "
         "{count:n Life card}", priority=1570),
    Form(L.AddToLife, "place {target} at {places:life places} of {whose:life whose} Life "
         "cards face-up", {"face_up": True, "verb": "place", "reveal": False}, priority=1580),
    Form(L.AddToLife, "reveal {target:target in hand} and add it to {places:life places} of "
         "{whose:life whose} Life cards face-down",
         {"face_up": False, "face_said": True, "reveal": True}, priority=1590),
    Form(L.SearchToLife, "look at {count:n card} from the top of your deck and add up to 1 "
         "{cards:search cards} to the top of your Life cards face-up. Then, place the rest at "
         "the bottom of your deck in any order", {"face_up": True, "semicolon": False},
         priority=1600),
    Form(L.SearchToLife, "look at {count:n card} from the top of your deck; add up to 1 "
         "{cards:search cards} to the top of your Life cards. Then, place the rest at "
         "the bottom of your deck in any order", {"face_up": False, "semicolon": True},
         priority=1610),
]
# "add up to 1 of your opponent's Characters ... to the top or bottom of your
# opponent's Life cards face-up", "add up to 1 card from your hand to the top
# of your Life cards"
STEP_FORMS += [
    Form(L.AddToLife, "add {target:target} to {places:life places} of "
         "{whose:life whose} Life cards face-up",
         {"face_up": True, "verb": "add", "reveal": False}, priority=1620),
    Form(L.AddToLife, "add {target:target} to {places:life places} of "
         "{whose:life whose} Life cards face-down",
         {"face_up": False, "face_said": True, "verb": "add", "reveal": False}, priority=1630),
    Form(L.AddToLife, "add {target:target} to {places:life places} of "
         "{whose:life whose} Life cards",
         {"face_up": False, "face_said": False, "verb": "add", "reveal": False}, priority=1640),
    Form(L.AddToLife, "add {target:target in hand} to {places:life places} of "
         "{whose:life whose} Life cards face-up",
         {"face_up": True, "verb": "add", "reveal": False}, priority=1650),
    Form(L.AddToLife, "add {target:target in hand} to {places:life places} of "
         "{whose:life whose} Life cards face-down",
         {"face_up": False, "face_said": True, "verb": "add", "reveal": False}, priority=1660),
    Form(L.AddToLife, "add {target:target in hand} to {places:life places} of "
         "{whose:life whose} Life cards",
         {"face_up": False, "face_said": False, "verb": "add", "reveal": False}, priority=1670),
]

# Plays and additions name where the card comes from.
STEP_FORMS += [
    Form(L.PlayCard, "play {target:target in hand} rested", {"rested": True}, priority=1680),
    Form(L.PlayCard, "play {target:target in hand}", {"rested": False}, priority=1690),
    Form(L.PlayCard, "play {target:target in trash} rested", {"rested": True}, priority=1700),
    Form(L.PlayCard, "play {target:target in trash}", {"rested": False}, priority=1710),
    Form(L.PlayCard, "play {target:target in deck} rested", {"rested": True}, priority=1720),
    Form(L.PlayCard, "play {target:target in deck}", {"rested": False}, priority=1730),
]


# -- a search in steps: look, take among the looked-at cards, put the rest away
# (language.Look; search family).  Before "play {target}", which would read a
# looked-at card as one on the field.
def _takes_one(node: Any) -> bool:
    return isinstance(node.target, L.Choose) and node.target.count == 1


def _takes_many(node: Any) -> bool:
    return isinstance(node.target, L.Choose) and node.target.count != 1


STEP_FORMS += [
    Form(L.LookAtTop, "look at {count:n card} from the top of your deck and place them at "
         "the top or bottom of your deck in any order", {"places": ("top", "bottom"),
                                                          "word": "place your"}, priority=1740),
    Form(L.LookAtTop, "look at {count:n card} from the top of your deck and place them at "
         "the top of your deck in any order", {"places": ("top",), "word": "place your"},
         priority=1750),
    Form(L.LookAtTop, "look at {count:n card} from the top of your deck, reorganize them in "
         "any order and place them at the top or bottom of your deck",
         {"places": ("top", "bottom"), "word": "reorganize"}, priority=1760),
    Form(L.Look, "look at {count:n card} from the top of your deck",
         {"up_to": False, "reveal": False}, priority=1770),
    Form(L.Look, "look at up to {count:n card} from the top of your deck",
         {"up_to": True, "reveal": False}, priority=1780),
    Form(L.Look, "reveal {count:n card} from the top of your deck",
         {"up_to": False, "reveal": True}, priority=1790),
    Form(L.AddToHand, "reveal {target:target in looked} and add it to your hand",
         {"reveal": True, "word": ""}, when=_takes_one, priority=1800),
    Form(L.AddToHand, "reveal {target:target in looked} and add them to your hand",
         {"reveal": True, "word": ""}, when=_takes_many, priority=1810),
    Form(L.AddToHand, "reveal a total of {target:target in looked} and add them to your hand",
         {"reveal": True, "word": "total"}, when=_takes_many, priority=1820),
    Form(L.AddToHand, "reveal up to a total of {target:looked total} and add them to your "
         "hand", {"reveal": True, "word": "up to total"}, when=_takes_many, priority=1830),
    Form(L.AddToHand, "reveal {target:target in looked}, add it to your hand",
         {"reveal": True, "word": "comma"}, when=_takes_one, priority=1840),
    Form(L.AddToHand, "reveal {target:target in looked}, add them to your hand",
         {"reveal": True, "word": "comma"}, when=_takes_many, priority=1850),
    Form(L.AddToHand, "add {target:target in looked} to your hand",
         {"reveal": False, "word": ""}, priority=1860),
    # before "play up to 1 card", which would write the same choice
    Form(L.PlayCard, "you may play {target:the looked card}", {"rested": False}, priority=1870),
    Form(L.PlayCard, "you may play {target:the looked card} rested", {"rested": True},
         priority=1880),
    Form(L.PlayCard, "play {target:target in looked} rested", {"rested": True}, priority=1890),
    Form(L.PlayCard, "play {target:target in looked}", {"rested": False}, priority=1900),
    Form(L.Trash, "trash {target:target in looked}", priority=1910, cost_priority=440),
    Form(L.PlaceRest, "place the rest at the bottom of your deck in any order",
         {"places": ("bottom",), "area": L.DECK, "word": ""}, priority=1920),
    Form(L.PlaceRest, "place the rest at the top or bottom of the deck in any order",
         {"places": ("top", "bottom"), "area": L.DECK, "word": ""}, priority=1930),
    Form(L.PlaceRest, "place the rest at the bottom of your deck",
         {"places": ("bottom",), "area": L.DECK, "word": "no order"}, priority=1940),
    Form(L.PlaceRest, "place the rest at the top or bottom of your deck",
         {"places": ("top", "bottom"), "area": L.DECK, "word": "no order"}, priority=1950),
    Form(L.PlaceRest, "place the revealed card at the bottom of your deck",
         {"places": ("bottom",), "area": L.DECK, "word": "revealed"}, priority=1960),
    Form(L.TrashRest, "trash the rest", priority=1970),
    Form(L.LookAtLife, "look at up to 1 card from the top of your or your opponent's Life "
         "cards and place it at the top or bottom of the Life cards", {"word": ""}, priority=1980),
    Form(L.LookAtLife, "look at up to 1 card from the top of your or your opponent's Life "
         "cards, and place it at the top or bottom of the Life cards", {"word": "comma"},
         priority=1990),
    Form(L.TrashFromDeck, "trash {count:n card} from the top of your deck",
         {"optional": False}, priority=2000, cost_priority=450),
    Form(L.TrashFromDeck, "you may trash {count:n card} from the top of your deck",
         {"optional": True}, priority=2010, cost_priority=460),
    Form(L.LookAtAllLife, "look at all of your Life cards", {"word": "all of your"},
         priority=2020),
    Form(L.LookAtAllLife, "look at all your Life cards", {"word": "all your"}, priority=2030),
    Form(L.PlaceRest, "place them back in your Life area in any order",
         {"places": ("top",), "area": L.LIFE, "word": "life"}, priority=2040),
    Form(L.PlaceRest, "place the rest back in your Life area in any order",
         {"places": ("top",), "area": L.LIFE, "word": "life rest"}, priority=2050),
    Form(L.ToDeckTop, "place {target:target in looked} at the top of your deck",
         {"word": ""}, priority=2060),
    Form(L.ToDeckTop, "place {target:count looked} at the top of your deck", {"word": "count"},
         priority=2070),
    Form(L.AddToHand, "reveal {target:target in deck} and add it to your hand",
         {"reveal": True, "word": ""}, when=_takes_one, priority=2080),
]
STEP_FORMS += [
    Form(L.AddToHand, "add {target:target in trash} to your hand", priority=2090),
    # "[Trigger] Play this card": no card on the field can be played
    Form(L.PlayCard, "play {target}", {"rested": False},
         when=lambda n: not isinstance(n.target, L.Choose) or n.target.cards.area != L.FIELD,
         priority=2100),
]

# -- tail B family (OP04, OP05, ST13-ST36) --------------------------------------------
# "you may trash 1 card from your hand. If you do, ...": the one card or
# none, i.e. a choice of up to 1 (L.YouDid looks at that choice)
def _read_may_one_in_hand(s: str, ctx: Ctx) -> Parse:
    for t, rest in SLOTS["target in hand"].read(s, ctx):
        if isinstance(t, L.Choose) and t.count == 1 and not t.up_to:
            yield replace(t, up_to=True), rest


def _render_may_one_in_hand(t: Any, ctx: Ctx) -> str | None:
    if not (isinstance(t, L.Choose) and t.count == 1 and t.up_to):
        return None
    return SLOTS["target in hand"].render(replace(t, up_to=False), ctx)


SLOTS["may one in hand"] = Slot(_read_may_one_in_hand, _render_may_one_in_hand)


# "[On K.O.] Play this Character card from your trash": the card itself, if
# it is still in the trash as the step resolves (Cards.this_card); "you may
# play ..." is a choice of up to that 1 card
_THIS_IN_TRASH: Final = "this Character card from your trash"
_THIS_CARD_IN_TRASH: Final = L.Cards(L.YOU, L.TRASH, this_card=True)


def _read_this_in_trash(s: str, ctx: Ctx) -> Parse:
    if s.startswith(_THIS_IN_TRASH):
        yield L.Every(_THIS_CARD_IN_TRASH), s[len(_THIS_IN_TRASH):]


def _render_this_in_trash(t: Any, ctx: Ctx) -> str | None:
    return _THIS_IN_TRASH if t == L.Every(_THIS_CARD_IN_TRASH) else None


def _read_may_this_in_trash(s: str, ctx: Ctx) -> Parse:
    if s.startswith(_THIS_IN_TRASH):
        yield L.Choose(_THIS_CARD_IN_TRASH, up_to=True), s[len(_THIS_IN_TRASH):]


def _render_may_this_in_trash(t: Any, ctx: Ctx) -> str | None:
    return _THIS_IN_TRASH if t == L.Choose(_THIS_CARD_IN_TRASH, up_to=True) else None


SLOTS["this in trash"] = Slot(_read_this_in_trash, _render_this_in_trash)
SLOTS["may this in trash"] = Slot(_read_may_this_in_trash, _render_may_this_in_trash)
STEP_FORMS += [                   # first: the general "play {target}" would render it too
    Form(L.PlayCard, "you may play {target:may this in trash} rested", {"rested": True},
         priority=920),
    Form(L.PlayCard, "you may play {target:may this in trash}", {"rested": False}, priority=930),
    Form(L.PlayCard, "play {target:this in trash} rested", {"rested": True}, priority=940),
    Form(L.PlayCard, "play {target:this in trash}", {"rested": False}, priority=950),
    Form(L.AddToHand, "add {target:this in trash} to your hand", priority=960),
]


# "up to a total of 3 of your opponent's rested Leader and Character cards":
# a choice of up to N among both kinds (Cards.noun "total and", wording only)
_TOTAL_OF = "up to a total of "


def _read_total_and(s: str, ctx: Ctx) -> Parse:
    k = s.find(" " + _AND_WORDS_CARDS)
    if not s.startswith(_TOTAL_OF) or k < 0:
        return
    plain = "up to " + s[len(_TOTAL_OF):].replace(_AND_WORDS_CARDS, _OR_WORDS, 1)
    for t, rest in SLOTS["target"].read(plain, ctx):
        if isinstance(t, L.Choose) and t.up_to and len(rest) < len(s) - k - len(_OR_WORDS):
            yield replace(t, cards=replace(t.cards, noun="total and")), rest


def _render_total_and(t: Any, ctx: Ctx) -> str | None:
    if not (isinstance(t, L.Choose) and t.cards.noun == "total and"):
        return None
    text = render_target(replace(t, cards=replace(t.cards, noun="")), ctx)
    if text is None or not text.startswith("up to ") or text.count(_OR_WORDS) != 1:
        return None
    return _TOTAL_OF + text[len("up to "):].replace(_OR_WORDS, _AND_WORDS_CARDS, 1)


_AND_WORDS_CARDS = "Leader and Character cards"
SLOTS["total and target"] = Slot(_read_total_and, _render_total_and)


def _opponents_choice(t: Any) -> bool:
    return isinstance(t, L.Choose) and t.cards.owner == L.OPPONENT


_RETURN_TRASH_TO_BOTTOM = Form(
    L.ToDeckBottom, "return {target:target in trash} to the bottom of your deck in any order",
    {"word": "return"}, when=lambda n: _choice_of(n.target, 2), priority=280, cost_priority=20)
# first: the general "gains {keyword} {duration}" would write any duration
STEP_FORMS += [
    Form(L.GainKeyword, "{target} gains {keyword}", {"duration": L.WHILE_ON_FIELD, "amount": 0},
         priority=860),
    Form(L.Trash, "you may trash {target:may one in hand}", {"word": "you may"},
         priority=870, cost_priority=390),
    Form(L.SetBasePower, "{target}' base power becomes {value} {duration}", {"word": "'"},
         when=lambda n: isinstance(n.target, L.Choose), priority=880),
    Form(L.StayRested, "{target} will not become active in your next Refresh Phase",
         {"word": "your"}, when=lambda n: isinstance(n.target, L.This), priority=890),
    Form(L.StayRested, "{target:total and target} will not become active in your opponent's "
         "next Refresh Phase", priority=900),
    # only the Characters on the field now (official ruling on OP04-083)
    Form(L.ProtectFromKO, "none of {target} can be K.O.'d by effects {duration}",
         {"by": L.BY_EFFECTS, "word": "none"}, when=lambda n: isinstance(n.target, L.Every),
         priority=910),
]
# "play up to 1 ... from your hand or trash": either area (the area phrase is
# added to _AREAS at the end of this module, after the per-area forms)
SLOTS["target in " + L.HAND_OR_TRASH] = Slot(_target_reader(L.HAND_OR_TRASH),
                                             _render_in(L.HAND_OR_TRASH))
STEP_FORMS += [
    Form(L.RevealLife, "reveal {count:n card} from the top of your Life cards", priority=2120),
    Form(L.PlayCard, "play {target:target in hand or trash}", {"rested": False}, priority=2130),
    Form(L.ShuffleIntoDeck, "return {target:target in trash} to your deck and shuffle it",
         priority=2140, cost_priority=490),
    Form(L.RedrawHand, "return all cards in your hand to your deck and shuffle your deck. "
         "Then, draw cards equal to the number you returned to your deck", priority=2150),
    Form(L.CannotActivateBlocker, "{target} cannot activate [Blocker] {duration}", priority=2160),
    Form(L.StayRested, "{target} will not become active in the next Refresh Phase",
         {"word": "the"}, when=lambda n: _opponents_choice(n.target), priority=2170),
]

# -- tail family: narrower wordings of existing nodes.  Put first, so a node
# they fit renders with them rather than with the general form of its node.
def _one_in_hand(n: Any) -> bool:
    return isinstance(n.target, L.Choose) and n.target.cards.area == L.HAND \
        and n.target.count == 1


STEP_FORMS += [
    # "place 1 card from your hand at the bottom of your deck" (the step of
    # the cost wording of the same name)
    Form(L.ToDeckBottom, "place {target:target in hand} at the bottom of your deck",
         when=_one_in_hand, priority=740, cost_priority=370),
    Form(L.ToDeckTop, "place {target:target in hand} at the top of your deck", {"word": ""},
         when=_one_in_hand, priority=750),
    # "a [Blocker] Character that has 2000 or less power"
    Form(L.CannotBlock, "your opponent cannot activate a [Blocker] Character that has "
         "{max_power} or less power {duration}", {"min_power": None, "max_cost": None},
         when=lambda n: n.max_power is not None, priority=760),
    Form(L.CannotBlock, "your opponent cannot activate the [Blocker] of any Character with a "
         "cost of {max_cost} or less {duration}", {"min_power": None, "max_power": None},
         when=lambda n: n.max_cost is not None, priority=770),
    # "gains [Blocker] and +1000 power": one keyword and one power change
    Form(L.GainKeyword, "{target} gains {keyword} and {amount} power {duration}",
         when=lambda n: n.amount != 0 and _gains_one(n), priority=780),
    # "that card gains an additional +2000 power" (after a first power change)
    Form(L.PowerChange, "{target} gains an additional {amount} power {duration}",
         {"word": "additional"}, when=_gains_one, priority=790),
    # "draw up to 2 cards"
    Form(L.Draw, "draw up to {count:n card}", {"up_to": True}, priority=800),
    # "place 2 cards from your hand at the bottom of your deck in any order"
    Form(L.ToDeckBottom, "place {target:target in hand} at the bottom of your deck in any "
         "order", when=lambda n: isinstance(n.target, L.Choose) and n.target.count > 1
         and n.target.cards.area == L.HAND, priority=810, cost_priority=380),
    # "add 2 DON!! cards from your DON!! deck and rest them"
    Form(L.AddDon, "add {count:n DON!! card} from your DON!! deck and rest them",
         {"active": False, "up_to": False, "word": "them"}, priority=820),
    Form(L.AddDon, "add {count:n DON!! card} from your DON!! deck and set them as active",
         {"active": True, "up_to": False, "word": "them"}, priority=830),
    # "add up to 2 DON!! cards from your DON!! deck and rest them"
    Form(L.AddDon, "add up to {count:n DON!! card} from your DON!! deck and rest them",
         {"active": False, "up_to": True, "word": "them"}, priority=840),
    Form(L.AddDon, "add up to {count:n DON!! card} from your DON!! deck and set them as "
         "active", {"active": True, "up_to": True, "word": "them"}, priority=850),
]
SLOTS["max_power"] = SLOTS["int"]
SLOTS["max_cost"] = SLOTS["int"]


SLOTS["timing"] = Slot(_read_choice((L.MAIN, L.COUNTER, L.ON_PLAY, L.ON_KO, L.WHEN_ATTACKING,
                                     L.TRIGGER)), _plain)
SLOTS["min_power"] = SLOTS["int"]

# -- misc family: DON!! recipients, delayed steps, modal abilities, refresh locks ---

_LEADER_CARDS = L.Cards(L.YOU, categories=(L.LEADER,))
_ONE_OF_YOUR_LEADER = L.Choose(_LEADER_CARDS, up_to=False)
_LEADER_QUALIFIED = re.compile(r"your ((?:\{[^}]+\}(?: or )?)+ type |<[^>]+> attribute |"
                               r"(?:\[[^\]]+\](?: or )?)+ )Leader")
_NAMED_CARDS = re.compile(r"1 of your ((?:\[[^\]]+\](?: or )?)+) cards")


def _read_don_recipient(s: str, ctx: Ctx) -> Parse:
    """Who "give up to N rested DON!! cards to ..." gives to: "your Leader",
    "1 of your Leader", "your {X} type Leader", "1 of your [Name] cards" or
    "1 of your <description>"."""
    if s.startswith("your Leader"):
        yield L.Every(_LEADER_CARDS), s[len("your Leader"):]
    if s.startswith("1 of your Leader") and not s.startswith("1 of your Leader or"):
        yield _ONE_OF_YOUR_LEADER, s[len("1 of your Leader"):]
    if s.startswith(ctx.this):                      # tail-A family: "to this Leader"
        yield L.This(), s[len(ctx.this):]
    m = _LEADER_QUALIFIED.match(s)
    if m:
        q = m.group(1)
        if q.endswith(" type "):
            c = replace(_LEADER_CARDS, types=_split_braced(q[:-6], "{", "}"))
        elif q.endswith(" attribute "):
            c = replace(_LEADER_CARDS, attributes=(q[1:-12],))
        else:
            c = replace(_LEADER_CARDS, names=_split_braced(q[:-1], "[", "]"))
        yield L.Every(c), s[m.end():]
    m = _NAMED_CARDS.match(s)
    if m:
        c = L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER),
                    names=_split_braced(m.group(1), "[", "]"))
        yield L.Choose(c, up_to=False), s[m.end():]
    for t, rest in _target_reader()(s, ctx):
        if isinstance(t, L.Choose) and t.count == 1 and not t.up_to \
                and t.cards.owner == L.YOU and t.cards.area == L.FIELD:
            yield t, rest


def _render_don_recipient(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.This) and not t.word:         # tail-A family: "to this Leader"
        return ctx.this
    if t == L.Every(_LEADER_CARDS):
        return "your Leader"
    if t == _ONE_OF_YOUR_LEADER:
        return "1 of your Leader"
    if isinstance(t, L.Every) and t.cards.categories == (L.LEADER,):
        c = t.cards
        bare = replace(c, types=(), attributes=(), names=())
        if bare != _LEADER_CARDS or len([x for x in (c.types, c.attributes, c.names) if x]) != 1:
            return None
        if c.types:
            return f"your {_braced(c.types, '{', '}')} type Leader"
        if c.attributes:
            return f"your {_braced(c.attributes, '<', '>')} attribute Leader"
        return f"your {_braced(c.names, '[', ']')} Leader"
    if isinstance(t, L.Choose) and t.count == 1 and not t.up_to:
        c = t.cards
        if c.names and c == L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER), names=c.names):
            return f"1 of your {_braced(c.names, '[', ']')} cards"
        if c.owner == L.YOU and c.area == L.FIELD and not c.names:
            return render_target(t, ctx)
    return None


SLOTS["don recipient"] = Slot(_read_don_recipient, _render_don_recipient)


def _read_one_step(s: str, ctx: Ctx) -> Parse:
    """A single step (not itself delayed), as a 1-tuple."""
    for form in STEP_FORMS:
        if form.node is not L.AtEndOfTurn:
            for step, rest in form.read(s, ctx):
                yield (step,), rest


def _render_one_step(steps: Any, ctx: Ctx) -> str | None:
    if len(steps) != 1 or isinstance(steps[0], (L.If, L.AtEndOfTurn)):
        return None
    return render_step(steps[0], ctx)


SLOTS["one step"] = Slot(_read_one_step, _render_one_step)

# "your opponent trashes 2 cards from their hand": the opponent chooses them
# (CR 8-4-4-1: as many as they can).
_OPPONENT_HAND = L.Cards(L.OPPONENT, area=L.HAND, categories=ALL_CATEGORIES)


def _read_opponent_hand_cards(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"(\d+) cards?", s)
    if m and (m.group(0).endswith("s") == (m.group(1) != "1")):
        yield L.Choose(_OPPONENT_HAND, int(m.group(1)), up_to=False,
                       chooser=L.OPPONENT), s[m.end():]


def _render_opponent_hand_cards(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.Choose) and t.cards == _OPPONENT_HAND and not t.up_to \
            and t.chooser == L.OPPONENT:
        return f"{t.count} card" if t.count == 1 else f"{t.count} cards"
    return None


SLOTS["opponent hand cards"] = Slot(_read_opponent_hand_cards, _render_opponent_hand_cards)


def _on_field_choice(step: Any) -> bool:
    t = step.target
    return isinstance(t, L.Choose) and t.cards.area == L.FIELD


def _bullets(mark: str) -> Slot:
    """"\n• A.\n• B" (the last option's period closes the body): the options
    of a "Choose one:" (CR 8-4-4); `mark`: the bullet as printed."""
    head = f"\n{mark} "

    def read_from(s: str, ctx: Ctx, got: tuple) -> Parse:
        if not s.startswith(head):
            return
        for steps, joins, rest in _read_clauses(s[len(head):], ctx, sentence=True):
            if not rest.startswith("."):
                continue
            options = got + (L.Option(steps, joins),)
            if rest.startswith("." + head):
                yield from read_from(rest[1:], ctx, options)
            elif len(options) > 1:
                yield options, rest

    def read(s: str, ctx: Ctx) -> Parse:
        yield from read_from(s, ctx, ())

    def render(options: Any, ctx: Ctx) -> str | None:
        out = []
        for o in options:
            text = render_body(o.steps, o.joins, ctx)
            if text is None:
                return None
            out.append(head + text)
        return "".join(out)[:-1] if out else None
    return Slot(read, render)


SLOTS["bullets"] = _bullets("•")
SLOTS["dash bullets"] = _bullets("-")



def _opponent_choice(area: str, nouns: dict[tuple, str], owner: str = L.OPPONENT,
                     tail: str = "") -> Slot:
    """N cards the opponent chooses: "2 cards" (from `area`, whose words
    follow in the template), "1 of their Characters"..."""
    def read(s: str, ctx: Ctx) -> Parse:
        for cats, noun in nouns.items():
            m = re.match(r"(\d+) " + re.escape(noun) + r"(s?)" + re.escape(tail), s)
            if m and (m.group(2) == "") == (m.group(1) == "1"):
                c = L.Cards(owner, area=area, categories=cats)
                yield L.Choose(c, int(m.group(1)), up_to=False, chooser=L.OPPONENT), s[m.end():]

    def render(t: Any, ctx: Ctx) -> str | None:
        if not isinstance(t, L.Choose) or t.up_to or t.chooser != L.OPPONENT:
            return None
        c = t.cards
        noun = nouns.get(c.categories)
        if noun is None or c != L.Cards(owner, area=area, categories=c.categories):
            return None
        return f"{t.count} {noun}{'' if t.count == 1 else 's'}{tail}"
    return Slot(read, render)


_ANY_CARD: dict[tuple, str] = {ALL_CATEGORIES: "card"}
SLOTS["opponent trash cards"] = _opponent_choice(L.TRASH, {ALL_CATEGORIES: "card",
                                                           (L.EVENT,): "Event"})
SLOTS["opponent hand to deck"] = _opponent_choice(L.HAND, _ANY_CARD)
SLOTS["your hand card"] = _opponent_choice(L.HAND, _ANY_CARD, owner=L.YOU)


def _their_characters_plural(s: str, ctx: Ctx) -> Parse:
    """"1 of their Characters": the noun is plural after "of"."""
    m = re.match(r"(\d+) of their Characters", s)
    if m:
        c = L.Cards(L.OPPONENT)
        yield L.Choose(c, int(m.group(1)), up_to=False, chooser=L.OPPONENT), s[m.end():]


def _render_their_characters(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.Choose) and not t.up_to and t.chooser == L.OPPONENT \
            and t.cards == L.Cards(L.OPPONENT):
        return f"{t.count} of their Characters"
    return None


SLOTS["their characters"] = Slot(_their_characters_plural, _render_their_characters)

# Rendered before the forms above them: the GiveDon "to" wording, the
# opponent's Life, the opponent's own choices.
STEP_FORMS += [
    Form(L.TrashLife, "trash {count:n card} from the top of your opponent's Life cards",
         {"owner": L.OPPONENT, "up_to": False}, priority=640),
    Form(L.ReturnToHand, "your opponent returns {target:their characters} to the owner's hand",
         priority=650, cost_priority=310),
    Form(L.ToDeckBottom, "your opponent places {target:their characters} at the bottom of the "
         "owner's deck", priority=660, cost_priority=320),
    Form(L.ToDeckBottom, "your opponent places {target:opponent trash cards} from their trash "
         "at the bottom of their deck in any order", priority=670, cost_priority=330),
    Form(L.ToDeckBottom, "your opponent places {target:opponent hand to deck} from their hand "
         "at the bottom of their deck in any order", priority=680, cost_priority=340),
    Form(L.ReturnDon, "your opponent returns {count:n DON!! card} from their field to their "
         "DON!! deck", {"owner": L.OPPONENT}, priority=690),
    Form(L.Trash, "your opponent chooses {target:opponent hand cards} from their hand and "
         "trashes it", {"word": "chooses"}, priority=700, cost_priority=350),
    Form(L.Trash, "your opponent chooses {target:your hand card} from your hand; trash that "
         "card", {"word": "chooses"}, priority=710, cost_priority=360),
    Form(L.GiveDon, "give up to {count:n rested DON!! card} to {target:don recipient}",
         {"up_to": True, "word": "to"}, priority=720),
    Form(L.TakeLife, "add up to {count:n card} from the top of your opponent's Life cards to "
         "the owner's hand", {"up_to": True, "owner": L.OPPONENT}, priority=730),
]
STEP_FORMS += [
    Form(L.AtEndOfTurn, "{steps:one step} at the end of this turn", {"after": True},
         priority=2180),
    Form(L.Trash, "your opponent trashes {target:opponent hand cards} from their hand",
         {"word": ""}, priority=2190, cost_priority=470),
    Form(L.Trash, "trash {target}", when=_on_field_choice, priority=2200, cost_priority=480),
    Form(L.StayRested, "{target} will not become active in your opponent's next Refresh Phase",
         priority=2210),
    Form(L.ChooseOne, "choose one:{options:bullets}", {"chooser": L.YOU, "bullet": "•"},
         priority=2220),
    Form(L.ChooseOne, "your opponent chooses one:{options:bullets}",
         {"chooser": L.OPPONENT, "bullet": "•"}, priority=2230),
    Form(L.ChooseOne, "your opponent chooses one:{options:dash bullets}",
         {"chooser": L.OPPONENT, "bullet": "-"}, priority=2240),
    Form(L.DealDamage, "deal {count} damage to your opponent", priority=2250),
    Form(L.ReturnDon, "return {count:n DON!! card} from your field to your DON!! deck",
         {"owner": L.YOU}, priority=2260),
    # the costs family's node, as a step too
    Form(L.LifeCards, "trash {count:n card} from the top of your Life cards",
         {"to": L.TRASH, "places": ("top",)}, priority=2270),
]
# "place 1 card from your hand at the bottom of your deck", "place 2 cards
# from your trash at the bottom of your deck in any order": the order is
# the player's when there are several (steps, and costs through COST_STEPS)
STEP_FORMS += [
    Form(L.ToDeckBottom, "place {target:target in hand} at the bottom of your "
         "deck", when=lambda n: _choice_of(n.target, 1), priority=620, cost_priority=290),
    Form(L.ToDeckBottom, "place {target:target in hand} at the bottom of your "
         "deck in any order", when=lambda n: _choice_of(n.target, 2),
         priority=630, cost_priority=300),
    Form(L.ToDeckBottom, "place {target:target in trash} at the bottom of your "
         "deck", when=lambda n: _choice_of(n.target, 1), priority=600, cost_priority=270),
    Form(L.ToDeckBottom, "place {target:target in trash} at the bottom of your "
         "deck in any order", when=lambda n: _choice_of(n.target, 2),
         priority=610, cost_priority=280),
]
# -- meta family: "place up to 2 Characters ... at the bottom of the owner's
# deck in any order": each owner orders their own cards (official ruling on
# OP06-058; compiler: an "arrange" by the owner after the step) --
STEP_FORMS += [
    Form(L.ToDeckBottom, "place {target} at the bottom of the owner's deck in any order",
         {"word": L.ANY_ORDER}, when=lambda n: _choice_of(n.target, 2),
         priority=590, cost_priority=260),
]
# -- meta family: choices of cards or DON!! cards ("up to 1 of your
# opponent's rested Character or DON!! cards", "Up to 2 of your opponent's
# rested cards" will not become active) --
_FIELD_CATEGORIES: Final = (L.LEADER, L.CHARACTER, L.STAGE)
_DON_NOUNS: Final = {"cards": _FIELD_CATEGORIES,
                     "Character or DON!! cards": (L.CHARACTER,)}
_CARDS_OR_DON: Final = re.compile(
    r"(up to (?:(a total of) )?)?(\d+) of (your|your opponent's) (?:(rested|active) )?"
    r"(cards|Character or DON!! cards)")
_STATES: Final = {"rested": True, "active": False, None: None}


def _read_cards_or_don(s: str, ctx: Ctx) -> Parse:
    m = _CARDS_OR_DON.match(s)
    if not m:
        return
    owner = L.YOU if m.group(4) == "your" else L.OPPONENT
    cards = L.Cards(owner, categories=_DON_NOUNS[m.group(6)], rested=_STATES[m.group(5)],
                    don=True, noun=m.group(6))
    yield (L.Choose(cards, int(m.group(3)), up_to=m.group(1) is not None,
                    word="total" if m.group(2) else ""), s[m.end():])


def _render_cards_or_don(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or not t.cards.don or t.chooser != L.YOU:
        return None
    c = t.cards
    if _DON_NOUNS.get(c.noun) != tuple(c.categories) or c != L.Cards(
            c.owner, categories=c.categories, rested=c.rested, don=True):
        return None                 # no other qualifier has a wording here
    if t.word and not t.up_to:
        return None
    qty = ("up to " + ("a total of " if t.word else "") if t.up_to else "") + str(t.count)
    whose = {L.YOU: "your", L.OPPONENT: "your opponent's"}.get(c.owner)
    state = {True: "rested ", False: "active ", None: ""}[c.rested]
    return None if whose is None else f"{qty} of {whose} {state}{c.noun}"


SLOTS["cards or don"] = Slot(_read_cards_or_don, _render_cards_or_don)

# "Select up to 1 ... and play it or add it to the top of your Life cards
# face-up": a choice of two steps on the selected card (a ChooseOne, CR
# 8-4-4), written "play it or <step>"
_PLAY_IT: Final = L.PlayCard(L.Selected(word="it"))
_PLAY_IT_OR: Final = "play it or "


def _read_play_it_or(s: str, ctx: Ctx) -> Parse:
    if not s.startswith(_PLAY_IT_OR):
        return
    for other, rest in read_step(s[len(_PLAY_IT_OR):], ctx):
        if isinstance(getattr(other, "target", None), L.Selected):
            yield (L.Option((_PLAY_IT,)), L.Option((other,))), rest


def _render_play_it_or(options: Any, ctx: Ctx) -> str | None:
    if len(options) != 2 or options[0] != L.Option((_PLAY_IT,)) or len(options[1].steps) != 1:
        return None
    other = options[1].steps[0]
    text = render_step(other, ctx)
    if text is None or not isinstance(getattr(other, "target", None), L.Selected):
        return None
    return _PLAY_IT_OR + text


SLOTS["play it or"] = Slot(_read_play_it_or, _render_play_it_or)

# "give your opponent's Leader and all of their Characters −1000 power"
SLOTS["opponent leader and all"] = _fixed_target(
    "your opponent's Leader and all of their Characters",
    L.Every(L.Cards(L.OPPONENT, categories=(L.LEADER, L.CHARACTER))))

# "up to 1 of your Characters or [Name]": your Characters, or your Leader
# of that name (L.Cards.alt, runtime.select_candidates)
_CHARACTERS_OR_NAMED: Final = re.compile(r"up to (\d+) of your Characters or \[([^\]]+)\]")


def _read_characters_or_named(s: str, ctx: Ctx) -> Parse:
    m = _CHARACTERS_OR_NAMED.match(s)
    if m:
        named = L.Cards(L.YOU, categories=(L.LEADER,), names=(m.group(2),))
        yield (L.Choose(L.Cards(L.YOU, alt=(named,)), int(m.group(1))), s[m.end():])


def _render_characters_or_named(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or not t.up_to or t.chooser != L.YOU or t.word \
            or len(t.cards.alt) != 1:
        return None
    named = t.cards.alt[0]
    if len(named.names) != 1 or named != L.Cards(L.YOU, categories=(L.LEADER,),
                                                 names=named.names) \
            or t.cards != L.Cards(L.YOU, alt=(named,)):
        return None
    return f"up to {t.count} of your Characters or [{named.names[0]}]"


SLOTS["characters or named"] = Slot(_read_characters_or_named, _render_characters_or_named)

# "give your Leader and 1 Character up to 2 rested DON!! cards each"
_LEADER_AND_ONE: Final = "your Leader and 1 Character"
_LEADER_AND_ONE_TARGETS: Final = (
    L.Every(L.Cards(L.YOU, categories=(L.LEADER,))),
    L.Choose(L.Cards(L.YOU, categories=(L.CHARACTER,)), 1, up_to=False))
SLOTS["leader and one character"] = _fixed_target(_LEADER_AND_ONE, _LEADER_AND_ONE_TARGETS)
STEP_FORMS += [
    Form(L.ChooseOne, "{options:play it or}", {"chooser": L.YOU, "bullet": "or"}, priority=2280),
    # (the don family's nodes, with the wordings they lacked)
    Form(L.GiveOpponentDon, "give {count} of your opponent's rested DON!! cards to {target}",
         {"up_to": False},
         when=lambda n: isinstance(n.target, L.Choose) and n.target.cards.owner == L.OPPONENT,
         priority=2290, cost_priority=510),
    Form(L.GiveActiveDon, "give {count} of your active DON!! cards to {target}",
         {"word": "of your"},
         when=lambda n: _choice_of(n.target, 1) and n.target.cards.owner == L.YOU, priority=2300),
    Form(L.HandToDeck, "place {target:target in hand} at the top or bottom of your deck in "
         "any order", {"places": ("top", "bottom")}, when=lambda n: _choice_of(n.target, 2),
         priority=2310),
    Form(L.GiveDonEach, "give {target:leader and one character} up to "
         "{count:n rested DON!! card} each", priority=2320),
]
STEP_FORMS += [
    Form(L.PowerChange, "give {target:opponent leader and all} {amount:minus} power {duration}",
         priority=530),
    Form(L.PowerChange, "{target:characters or named} gains {amount} power {duration}",
         when=_gains, priority=540),
    Form(L.CannotPlayCharacters, "you cannot play Character cards {duration}",
         {"base_cost_min": None}, priority=550),
    Form(L.CannotPlayCharacters, "you cannot play Character cards with a base cost of "
         "{base_cost_min:int} or more {duration}", when=lambda n: n.base_cost_min is not None,
         priority=560),
    # "you may rest 2 of your cards instead": all or nothing (compiler)
    Form(L.RestCards, "rest {count} of your cards", {"owner": L.YOU, "up_to": False},
         priority=570),
    Form(L.StayRested, "{target:cards or don} will not become active in your opponent's "
         "next Refresh Phase", priority=580),
]
# -- tail-A family: OP01-OP03 and ST05-ST12 wordings --------------------------------
_NONE_OF_YOURS = "none of your Characters"
# (before the general wordings of the same nodes, which would render these
# nodes otherwise)
STEP_FORMS += [
    # "draw cards so that you have 2 cards in your hand"
    Form(L.DrawToHandSize, "draw cards so that you have {count:n card} in your hand",
         {"word": ""}, priority=470),
    Form(L.DrawToHandSize, "draw card(s) so that you have {count:n card} in your hand",
         {"word": "card(s)"}, priority=480),
    # "none of your Characters can be K.O.'d during this turn": each of them,
    # those on the field when it resolves (official ruling on ST06-016)
    Form(L.ProtectFromKO, _NONE_OF_YOURS + " can be K.O.'d {duration}",
         {"by": None, "target": L.Every(L.Cards(L.YOU), word=_NONE_OF_YOURS)},
         when=lambda n: isinstance(n.target, L.Every) and n.target.word == _NONE_OF_YOURS,
         priority=490),
    # "that card gains an additional +2000 power" with no duration: that of
    # the [Counter] power change before it, this battle
    Form(L.PowerChange, "{target} gains an additional {amount} power",
         {"word": "additional, this battle", "duration": L.THIS_BATTLE}, when=_gains_one,
         priority=500),
    # "set the cost of up to 1 of ... to 0 during this turn"
    Form(L.SetBaseCost, "set the cost of {target} to {value} {duration}", {"word": "set"},
         priority=510),
    # "trash 1 card from the top or bottom of your Life cards" as a step (the
    # costs family's wording; each end is the player's choice)
    Form(L.LifeCards, "trash {count:n card} from the top or bottom of your Life cards",
         {"to": L.TRASH, "places": ("top", "bottom")}, priority=520),
]
# -- end of the tail-A family --
# "Then, ..." on its own line after the options of a "Choose one:"
JOINS_MISC = {"line then": ".\nThen, "}

# -- don family: DON!! distribution, either action, rest N cards, Life top or bottom --
def _read_either_first(s: str, ctx: Ctx) -> Parse:
    """The first action of "K.O. up to 1 ..., or return it to ...": a step
    on a choice of cards."""
    for form in STEP_FORMS:
        if form.node is not L.EitherAction and form.node is not L.AtEndOfTurn:
            for step, rest in form.read(s, ctx):
                if isinstance(getattr(step, "target", None), L.Choose) and rest.startswith(","):
                    yield step, rest


def _read_either_second(s: str, ctx: Ctx) -> Parse:
    """The second action, on "it": the card chosen for the first."""
    for form in STEP_FORMS:
        if form.node is not L.EitherAction and form.node is not L.AtEndOfTurn:
            for step, rest in form.read(s, ctx):
                if getattr(step, "target", None) == L.Selected(word="it"):
                    yield step, rest


def _render_either_step(step: Any, ctx: Ctx) -> str | None:
    return render_step(step, ctx)


SLOTS["either first"] = Slot(_read_either_first, _render_either_step)
SLOTS["either second"] = Slot(_read_either_second, _render_either_step)
# the opponent's Life named "their Life cards" ("place ... at the top or
# bottom of their Life cards face-up")
_LIFE_WHOSE["their"] = "their"
STEP_FORMS += [
    Form(L.GiveDonEach, "give up to {count:n rested DON!! card} to each of {target}",
         when=lambda n: isinstance(n.target, L.Every), priority=320),
    Form(L.GiveDonEach, "give {target} up to {count:n rested DON!! card} each",
         when=lambda n: isinstance(n.target, L.Choose) and n.target.count > 1, priority=330),
    Form(L.EitherAction, "{first:either first}, or {second:either second}", priority=340),
    Form(L.RestCards, "rest up to {count} of your opponent's cards",
         {"owner": L.OPPONENT, "up_to": True}, priority=350),
    Form(L.RestCards, "rest up to {count} of your cards", {"owner": L.YOU, "up_to": True},
         priority=360),
    Form(L.MayTakeLife, "you may add {count:n card} from the top or bottom of your Life cards "
         "to your hand", {"places": ("top", "bottom")}, when=lambda n: n.count == 1, priority=370),
    # "add up to 1 DON!! card as active from your DON!! deck"
    Form(L.AddDon, "add up to {count:n DON!! card} as active from your DON!! deck",
         {"active": True, "up_to": True, "word": "as"}, priority=380),
    Form(L.AddDon, "add up to {count:n DON!! card} as rested from your DON!! deck",
         {"active": False, "up_to": True, "word": "as"}, priority=390),
    # "..., and add up to 1 additional DON!! card and rest it"
    Form(L.AddDon, "add up to {count:n additional DON!! card} and rest it",
         {"active": False, "up_to": True, "word": "additional"}, priority=400),
    Form(L.AddDon, "add up to {count:n additional DON!! card} and set it as active",
         {"active": True, "up_to": True, "word": "additional"}, priority=410),
    Form(L.GiveOpponentDon, "give up to {count} of your opponent's rested DON!! cards to "
         "{target}", {"up_to": True}, when=lambda n: _opponents_one(n.target),
         priority=420, cost_priority=500),
    Form(L.MayStep, "you may {step:may rest}", priority=430),
    Form(L.NoDonActiveByCharacters, "you cannot set DON!! cards as active using Character "
         "effects {duration}", priority=440),
    Form(L.MoveGivenDon, "give up to {count} of your currently given DON!! cards to {target}",
         {"word": ""}, when=lambda n: _choice_of(n.target, 1) and not n.target.up_to,
         priority=450),
    Form(L.MoveGivenDon, "give up to {count} total of your currently given DON!! cards to "
         "{target}", {"word": "total"},
         when=lambda n: _choice_of(n.target, 1) and not n.target.up_to, priority=460),
]


def _opponents_one(t: Any) -> bool:
    return isinstance(t, L.Choose) and t.cards.owner == L.OPPONENT and t.count == 1 \
        and not t.up_to


def _read_may_rest(s: str, ctx: Ctx) -> Parse:
    """"rest 1 of your Characters with ...": one card of yours to rest;
    "rest 1 of your DON!! cards"."""
    m = re.match(r"rest (\d+) of your DON!! cards", s)
    if m:
        yield L.RestDonCards(int(m.group(1))), s[m.end():]
    if s.startswith("rest "):
        for t, rest in SLOTS["target"].read(s[len("rest "):], ctx):
            step = L.Rest(t)
            if _may_rest_ok(step):
                yield step, rest


def _may_rest_ok(step: Any) -> bool:
    t = step.target
    return isinstance(step, L.Rest) and isinstance(t, L.Choose) and t.count == 1 \
        and not t.up_to and t.cards.owner == L.YOU


def _render_may_rest(step: Any, ctx: Ctx) -> str | None:
    if isinstance(step, L.RestDonCards):
        return f"rest {step.count} of your DON!! cards"
    if not _may_rest_ok(step):
        return None
    text = render_target(step.target, ctx)
    return None if text is None else "rest " + text


SLOTS["may rest"] = Slot(_read_may_rest, _render_may_rest)
_QUALIFIERS += (
    (re.compile(r" with a DON!! card given"), lambda m: {"don_min": 1}),
    (re.compile(r" that has (\d+) or more DON!! cards given"),
     lambda m: {"don_min": int(m.group(1)), "don_that_has": True}),
)
_OWNERS_LEADER_OR_CHARACTER: Final = L.Choose(L.Cards(L.ANY, categories=(L.LEADER, L.CHARACTER)),
                                              up_to=False)
SLOTS["owners leader or character"] = _fixed_target("its owner's Leader or 1 of their Characters",
                                                    _OWNERS_LEADER_OR_CHARACTER)
STEP_FORMS += [
    Form(L.GiveDonToOwner, "give up to {count:n rested DON!! card} to "
         "{target:owners leader or character}", {"rested": True}, priority=290),
    # meta family: an active or a rested one
    Form(L.GiveDonToOwner, "give up to 1 DON!! card from its owner's cost area to "
         "{target:owners leader or character}", {"count": 1, "rested": False}, priority=300),
    # "give −1000 power during this turn to up to 1 of ...": the target last
    Form(L.PowerChange, "give {amount:minus} power {duration} to {target}", {"word": "to"},
         priority=310),
]
# -- end of the don family --
# tail B family: first, before every "place ... at the bottom" wording
STEP_FORMS += [_RETURN_TRASH_TO_BOTTOM]
# -- hand family: the opponent's hand chosen face-down, hands trashed down, two
# targets in one step, "to the owner's hand or the bottom of their deck" --
# "2 cards from your opponent's hand": chosen by you, face-down (CR 3-4-2)
_HAND_FACE_DOWN: Final = L.Cards(L.OPPONENT, area=L.HAND, categories=ALL_CATEGORIES)


def _read_face_down(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"(\d+) cards? from your opponent's hand", s)
    if m and (m.group(0).startswith("1 card ") == (m.group(1) == "1")):
        yield L.Choose(_HAND_FACE_DOWN, int(m.group(1)), up_to=False), s[m.end():]


def _render_face_down(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or t.cards != _HAND_FACE_DOWN or t.up_to \
            or t.chooser != L.YOU:
        return None
    return f"{t.count} card{'' if t.count == 1 else 's'} from your opponent's hand"


SLOTS["face down"] = Slot(_read_face_down, _render_face_down)
_THOSE_CARDS: Final = "those cards"


def _selected_word(word: str) -> Callable[[Any], bool]:
    return lambda n: isinstance(n.target, L.Selected) and n.target.word == word


# "up to 1 Character with a cost of 8 or less and up to 1 Character with a
# cost of 3 or less": two choices of one step (language.Both)
def _read_both(s: str, ctx: Ctx) -> Parse:
    reader = _target_reader()
    for first, rest in reader(s, ctx):
        if not isinstance(first, L.Choose) or not rest.startswith(" and up to "):
            continue
        for second, after in reader(rest[len(" and "):], ctx):
            if isinstance(second, L.Choose) and second.up_to:
                yield L.Both(first, second), after


def _render_both(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Both):
        return None
    first, second = render_target(t.first, ctx), render_target(t.second, ctx)
    if first is None or second is None or not t.second.up_to:
        return None
    return f"{first} and {second}"


SLOTS["both"] = Slot(_read_both, _render_both)


def _read_both_in_area(s: str, ctx: Ctx) -> Parse:
    """"up to 1 A and up to 1 B from your hand or trash": the area phrase,
    written once, says where both choices are made."""
    k = s.find(" and up to ")
    while k > 0:
        seconds = [*_target_reader()(s[k + len(" and "):], ctx),
                   *_target_reader(L.HAND_OR_TRASH)(s[k + len(" and "):], ctx)]
        for second, rest in seconds:
            if not isinstance(second, L.Choose) or second.cards.area not in _AREAS:
                continue
            words = " " + _AREAS[second.cards.area]
            reader = _target_reader(second.cards.area)
            for first, end in reader(s[:k] + words, ctx):
                if end == "" and isinstance(first, L.Choose) \
                        and first.cards.area == second.cards.area:
                    yield L.Both(first, second, word="area"), rest
        k = s.find(" and up to ", k + 1)


def _render_both_in_area(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Both) or t.word != "area" or t.first.cards.area not in _AREAS \
            or t.first.cards.area != t.second.cards.area:
        return None
    first, second = render_target(t.first, ctx), render_target(t.second, ctx)
    words = " " + _AREAS[t.first.cards.area]
    if first is None or second is None or not first.endswith(words):
        return None
    return f"{first[:-len(words)]} and {second}"


SLOTS["both in area"] = Slot(_read_both_in_area, _render_both_in_area)
# "up to 1 each of your opponent's Leader and Character cards": one Leader and
# one Character (language.Both)
_EACH_LEADER_AND_CHARACTER: Final = "up to 1 each of your opponent's Leader and Character cards"
SLOTS["each leader and character"] = _fixed_target(
    _EACH_LEADER_AND_CHARACTER,
    L.Both(L.Choose(L.Cards(L.OPPONENT, categories=(L.LEADER,))), L.Choose(L.Cards(L.OPPONENT)),
           word="each leader and character"))


# "Characters with a cost of 1 or less" after "your opponent's DON!! cards or"
def _read_opponent_characters(s: str, ctx: Ctx) -> Parse:
    for (c, count, up_to), rest in _read_cards("1 of your opponent's " + s, ctx, L.FIELD,
                                               every=False):
        if c.owner == L.OPPONENT and tuple(c.categories) == (L.CHARACTER,) and not c.names:
            yield c, rest


def _render_opponent_characters(c: Any, ctx: Ctx) -> str | None:
    text = render_cards(c, ctx, 2, False)
    head = "2 of your opponent's "
    if text is None or c.owner != L.OPPONENT or not text.startswith(head):
        return None
    return text[len(head):]


SLOTS["opponent characters"] = Slot(_read_opponent_characters, _render_opponent_characters)
_DIFFERENT_COLOR: Final = " that is a different color than the returned Character"


def _read_other_color(s: str, ctx: Ctx) -> Parse:
    for t, rest in _target_reader(L.HAND)(s, ctx):
        if isinstance(t, L.Choose) and rest.startswith(_DIFFERENT_COLOR):
            yield replace(t, cards=replace(t.cards, other_color=True)), \
                rest[len(_DIFFERENT_COLOR):]


def _render_other_color(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or not t.cards.other_color or t.cards.area != L.HAND:
        return None
    text = render_target(replace(t, cards=replace(t.cards, other_color=False)), ctx)
    return None if text is None else text + _DIFFERENT_COLOR


SLOTS["other color"] = Slot(_read_other_color, _render_other_color)
SLOTS["revealed cost"] = _fixed_target("the revealed card", L.RevealedCost())

STEP_FORMS += [
    Form(L.LifeToDeckBottom, "place up to {count:n card} from your opponent's Life area at "
         "the bottom of the owner's deck", {"owner": L.OPPONENT, "up_to": True}, priority=60),
    Form(L.TrashHandsDownTo, "you and your opponent trash cards from your hands until you "
         "each have {count:n card} in your hands", {"owner": L.ANY}, priority=70),
    Form(L.TrashHandsDownTo, "trash cards from your hand until you have {count:n card} in your "
         "hand", {"owner": L.YOU}, priority=80),
    Form(L.Draw, "your opponent draws {count:n card}", {"owner": L.OPPONENT, "up_to": False},
         priority=100),
    Form(L.OpponentRevealsHand, "your opponent reveals their hand", {"word": ""}, priority=110),
    Form(L.OpponentRevealsHand, "reveals their hand", {"word": "and"}, priority=120),
    Form(L.PlayCard, "play {target:both in area}", {"rested": False}, priority=130),
    Form(L.PowerChange, "give {target:each leader and character} {amount:minus} power "
         "{duration}", priority=140),
    Form(L.ToDeckBottom, "place {target:both} at the bottom of the owner's deck in any order",
         {"word": "any order"}, priority=150, cost_priority=210),
    Form(L.ToHandOrDeckBottom, "return {target} to the owner's hand or the bottom of their "
         "deck", priority=160),
    Form(L.ReturnToHand, "return {target:both} to the owner's hand",
         priority=170, cost_priority=220),
    Form(L.ToDeckBottom, "place {target:both} at the bottom of the owner's deck", {"word": ""},
         priority=180, cost_priority=230),
    Form(L.RestDonOrCharacter, "rest up to {count} of your opponent's DON!! cards or "
         "{cards:opponent characters}", {"word": ""}, priority=190),
    # meta family
    Form(L.RestDonOrCharacter, "rest up to a total of {count} of your opponent's "
         "{cards:opponent characters} or DON!! cards", {"word": "total"}, priority=200),
    Form(L.PlayCard, "play {target:other color}", {"rested": False}, priority=210),
    Form(L.ToDeckTop, "place {target:revealed cost} at the top of your deck", priority=220),
    Form(L.Trash, "trash {target:face down}", priority=240, cost_priority=240),
    Form(L.Select, "choose {target:face down}", {"name": "it"}, priority=250),
    Form(L.OpponentReveals, "your opponent reveals that card", {"target": L.Selected()},
         when=_selected_word(""), priority=260),
    Form(L.OpponentReveals, "your opponent reveals those cards",
         {"target": L.Selected(word=_THOSE_CARDS)}, when=_selected_word(_THOSE_CARDS),
         priority=270),
]
# -- end of the hand family --
# the step forms of each node, in order of priority (`sort_forms`)
_FORMS_BY_NODE: dict[type, list[Form]] = {}


def render_step(step: Any, ctx: Ctx) -> str | None:
    if isinstance(step, L.If):
        return render_body((step,), (), ctx, sentence=False)
    for form in _FORMS_BY_NODE.get(type(step), ()):
        text = form.render(step, ctx)
        if text is not None:
            return text
    return None


def read_step(s: str, ctx: Ctx) -> Parse:
    """One step: a form, or "if <condition>, <clauses>" (an If governs every
    clause after it, so it is read with all of them: see `_read_clauses`)."""
    for form in STEP_FORMS:
        yield from form.read(s, ctx)
    for steps, _, rest in _read_if(s, ctx):
        yield steps[0], rest


def _read_if(s: str, ctx: Ctx) -> Iterator[tuple[tuple, tuple, str]]:
    """("if X, A and B. Then, C"): (If(X, (A, B, C)),), the joins of its
    clauses, and the rest."""
    for cond, rest in read_condition(s, ctx):
        if rest.startswith(", "):
            for steps, joins, after in _read_clauses(rest[2:], ctx, sentence=False):
                yield (L.If(cond, steps),), joins, after


# -- conditions --------------------------------------------------------------------

CONDITION_FORMS: list[Form] = [
    Form(L.YouDid, "if you do", priority=10),                  # tail B family
    Form(L.DonOnFieldEither, "if you have {exactly:int} or {at_least:int} or more DON!! cards "
         "on your field", priority=20),                         # tail B family
    Form(L.LifeAtMost, "if you have {count} or less Life cards", {"owner": L.YOU}, priority=30),
    Form(L.LifeAtMost, "if your opponent has {count} or less Life cards",
         {"owner": L.OPPONENT}, priority=40),
    Form(L.LeaderIs, "if your Leader is [{name:name}]", priority=50),
    Form(L.TrashAtLeast, "if you have {count} or more cards in your trash", priority=60),
    Form(L.DonOnFieldAtLeast, "if you have {count} or more DON!! cards on your field",
         priority=70),
    # Life family
    Form(L.HasFaceUpLife, "if you have a face-up Life card", priority=80),
]


def _read_type(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"[^}]+", s)
    if m:
        yield m.group(0), s[m.end():]


SLOTS["type"] = Slot(_read_type, _plain)


def _read_name(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"[^\]]+", s)
    if m:
        yield m.group(0), s[m.end():]


SLOTS["name"] = Slot(_read_name, _plain)


# -- the card a Look revealed (language.RevealedIs; search family) -------------------

_REVEALED_WORDS = ("that card", "the revealed card")


def _render_revealed(cond: L.RevealedIs, ctx: Ctx) -> str | None:
    c = replace(cond.cards, area=L.FIELD)
    if cond.cards.area != L.LOOKED or c.alt:
        return None
    head = cond.word
    plain = replace(c, cost_min=None, cost_max=None, power_min=None, power_max=None)
    if head.endswith("'s type includes"):
        if c != L.Cards(L.YOU, categories=ALL_CATEGORIES, type_includes=c.type_includes) \
                or not c.type_includes:
            return None
        return f"if {head} \"{c.type_includes}\""
    if head.endswith(" has"):
        if plain != L.Cards(L.YOU, categories=ALL_CATEGORIES) or c == plain:
            return None
        return f"if {head} {_qualifiers(c, ctx)[len(' with '):]}"
    if head.endswith(" is"):
        desc = _render_looked_one(cond.cards, ctx, False)
        if desc is None:
            return None
        return f"if {head} {'an' if desc[:1] in 'AEIOU' else 'a'} {desc}"
    return None


def _read_revealed(s: str, ctx: Ctx) -> Parse:
    for who in _REVEALED_WORDS:
        if not s.startswith(f"if {who}"):
            continue
        rest = s[len(f"if {who}"):]
        m = re.match(r"'s type includes \"([^\"]+)\"", rest)
        if m:
            yield L.RevealedIs(L.Cards(L.YOU, L.LOOKED, ALL_CATEGORIES,
                                       type_includes=m.group(1)),
                               f"{who}'s type includes"), rest[m.end():]
        m = re.match(r" is an? ", rest)
        if m:
            for (c, _, _), tail in _read_cards("1 " + rest[m.end():], ctx, None, False,
                                               implicit=True):
                yield L.RevealedIs(replace(c, area=L.LOOKED), f"{who} is"), tail
        if rest.startswith(" has "):
            for (c, _, _), tail in _read_cards("1 card with " + rest[len(" has "):], ctx,
                                               None, False, implicit=True):
                yield L.RevealedIs(replace(c, area=L.LOOKED), f"{who} has"), tail


def render_condition(cond: Any, ctx: Ctx) -> str | None:
    if isinstance(cond, L.RevealedIs):
        return _render_revealed(cond, ctx)
    if isinstance(cond, L.CountAtLeast):
        c = cond.cards
        noun = _noun(c, True)
        if noun is None or c.owner != L.YOU:
            return None
        return f"if you have {cond.count} or more {_adjectives(c)}{noun}{_qualifiers(c, ctx)}"
    if isinstance(cond, L.ThisRested):
        return f"if {ctx.this} is rested"
    if isinstance(cond, L.BattledCharacter):
        return f"if {ctx.this} battles your opponent's Character"
    if isinstance(cond, L.LeaderHasType):
        return f"if your Leader has the {{{cond.type}}} type"
    if isinstance(cond, L.HandAtMost):
        return f"if you have {cond.count} or less cards in your hand"
    for form in CONDITION_FORMS:
        text = form.render(cond, ctx)
        if text is not None:
            return text
    return _render_general_condition(cond, ctx)


def read_condition(s: str, ctx: Ctx, joined: bool = True) -> Parse:
    yield from _read_revealed(s, ctx)
    m = re.match(r"if your Leader has the \{([^}]+)\} type", s)
    if m:
        yield L.LeaderHasType(m.group(1)), s[m.end():]
    m = re.match(r"if you have (\d+) or less cards in your hand", s)
    if m:
        yield L.HandAtMost(int(m.group(1))), s[m.end():]
    for form in CONDITION_FORMS:
        yield from form.read(s, ctx)
    if s.startswith(f"if {ctx.this} is rested"):
        yield L.ThisRested(), s[len(f"if {ctx.this} is rested"):]
    if s.startswith(f"if {ctx.this} battles your opponent's Character"):
        yield L.BattledCharacter(), s[len(f"if {ctx.this} battles your opponent's Character"):]
    m = re.match(r"if you have (\d+) or more ", s)
    if m:
        for (c, count, up_to), rest in _read_cards("1 of your " + s[m.end():], ctx, L.FIELD,
                                                   every=False):
            if c.names:
                continue            # "[Name] cards": any card so named, read by Has below
            cond = L.CountAtLeast(c, int(m.group(1)))
            if render_condition(cond, ctx) == s[:len(s) - len(rest)]:
                yield cond, rest
    yield from _read_general_condition(s, ctx, joined)


# -- conditions family: general counts, comparisons, card checks, conjunctions --
# Each reader proposes nodes from the words and keeps only those that render
# back to exactly the words read, so the renderers below are the grammar.

_FIELD_NAMED = (L.LEADER, L.CHARACTER, L.STAGE)      # "If you have [Name]": any card
_AREA_NOUNS = {ALL_CATEGORIES: "cards", (L.EVENT,): "Events",
               (L.CHARACTER,): "Character cards"}
_IN_AREA = {L.HAND: "hand", L.TRASH: "trash", L.DECK: "deck"}
_SUBJECT_ELISIONS = ("if your Leader has the ", "if your Leader has ", "if your Leader is ",
                     "if your Leader ", "if there is a Character ",
                     "if your opponent has a Character ", "if you have a Character ",
                     "if you have ")


def _their(owner: str) -> str | None:
    return {L.YOU: "your", L.OPPONENT: "their", L.EITHER: "the"}.get(owner)


def _render_counted(what: Any, plural: bool, ctx: Ctx) -> str | None:
    """The cards a condition counts: "{Navy} type Characters", "Life cards",
    "Events in your trash", "rested DON!! cards", "DON!! cards on their field"."""
    s = "s" if plural else ""
    if isinstance(what, tuple):
        owner = _owner_of(what[0]) if what else L.ANY
        whose = _their(owner)
        life, hand = L.Cards(owner, L.LIFE, ALL_CATEGORIES), L.Cards(owner, L.HAND, ALL_CATEGORIES)
        if whose is None or what != (life, hand) or not plural:
            return None
        return f"cards in {whose} Life area and hand"
    if isinstance(what, L.RestedCards):
        return "rested cards" if plural else None
    if isinstance(what, L.DonCards) and what.given:
        return "given DON!! cards" if plural and what.rested is None else None
    if isinstance(what, L.DonCards):
        adjective = {None: "", True: "rested ", False: "active "}[what.rested]
        if what.rested is not None:
            return f"{adjective}DON!! card{s}"
        whose = _their(what.owner)
        return None if whose is None else f"DON!! card{s} on {whose} field"
    if not isinstance(what, L.Cards):
        return None
    c = what
    if c.area == L.LIFE:
        return f"Life card{s}" if c == L.Cards(c.owner, L.LIFE, ALL_CATEGORIES) else None
    if c.area in _IN_AREA:
        noun = _AREA_NOUNS.get(tuple(c.categories))
        whose = _their(c.owner)
        if noun is None or whose is None or not plural:
            return None
        return f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)} in {whose} {_IN_AREA[c.area]}"
    if c.area != L.FIELD:
        return None
    if c.names:
        noun = _braced(c.names, "[", "]")
        if c.categories == (L.CHARACTER,):
            noun += " Characters" if plural else " Character"
        elif c.categories == ALL_CATEGORIES and plural:
            # "2 or more [Name] cards": the same cards on the field as _FIELD_NAMED
            noun += " cards"
        elif c.categories != _FIELD_NAMED:
            return None
    else:
        noun = _noun(c, plural)
        if noun is None:
            return None
    if c.rested is not None and c.types:
        # conditions write the state first: "rested {X} type Characters"
        state = "rested " if c.rested else "active "
        return f"{state}{_adjectives(replace(c, rested=None))}{noun}{_qualifiers(c, ctx)}"
    return f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)}"


def _owner_of(what: Any) -> str:
    if isinstance(what, tuple):
        return _owner_of(what[0]) if what else L.YOU
    return what.owner if isinstance(what, (L.Cards, L.DonCards, L.RestedCards)) else L.YOU


def _subject(owner: str, what: Any) -> str | None:
    if owner == L.YOU:
        return "you have"
    if owner == L.OPPONENT:
        return "your opponent has"
    if owner == L.EITHER:
        return "either you or your opponent has"
    if isinstance(what, L.Cards) and what.area == L.LIFE:
        return "you and your opponent have a total of"
    if isinstance(what, L.Cards) and what.area == L.FIELD:
        return "there is"
    return None


_ZERO_WORDS = {"don't have": ("you don't have", ""), "no": ("you have", "no ")}


def _render_has(cond: L.Has, ctx: Ctx) -> str | None:
    owner = _owner_of(cond.what)
    what_node = cond.what
    one = (cond.count, cond.compare) == (1, L.AT_LEAST)
    if cond.word in _ZERO_WORDS:
        if cond.compare != L.EXACTLY or cond.count != 0 or owner != L.YOU:
            return None
        subject, qty = _ZERO_WORDS[cond.word]
        if cond.word == "no" and isinstance(what_node, L.Cards) and what_node.other_than_this:
            # "no other [Name] Characters": none but this one
            what_node, qty = replace(what_node, other_than_this=False), "no other "
    elif cond.word == "do not have":
        if cond.compare != L.LESS or owner != L.YOU:
            return None
        subject, qty = "you do not have", f"{cond.count} "
    else:
        found = _subject(owner, what_node)
        if found is None:
            return None
        subject = found
        if cond.word in ("a", "named", "any"):
            if not one:
                return None
            qty = {"a": "a ", "named": "", "any": "any "}[cond.word]
        elif cond.compare == L.AT_LEAST:
            qty = f"{cond.count} or more "
        elif cond.compare == L.AT_MOST:
            qty = f"{cond.count} or less "
        elif cond.compare == L.EXACTLY:
            qty = f"{cond.count} "
        else:
            return None
        if cond.word == "a total of":
            qty = "a total of " + qty
    if subject == "there is" and cond.word != "a":
        subject = "there are"
        if cond.compare not in (L.AT_LEAST, L.AT_MOST) or cond.word:
            return None
    if cond.word == "named" and not (isinstance(what_node, L.Cards) and what_node.names):
        return None
    if isinstance(what_node, L.DonCards) and what_node.given:
        # "any DON!! cards given" / "a total of 2 or more given DON!! cards"
        if cond.word == "any":
            return f"if {subject} any DON!! cards given"
        if cond.word != "a total of":
            return None
    what = _render_counted(what_node, cond.word not in ("a", "named"), ctx)
    if what is None:
        return None
    where = ""
    if cond.on_field:
        if not isinstance(cond.what, L.Cards) or cond.what.area != L.FIELD or owner != L.YOU:
            return None
        where = " on your field"
    return f"if {subject} {qty}{what}{where}"


def _read_counted(s: str, owner: str, ctx: Ctx) -> Parse:
    if s.startswith("cards in your Life area and hand"):
        yield ((L.Cards(owner, L.LIFE, ALL_CATEGORIES), L.Cards(owner, L.HAND, ALL_CATEGORIES)),
               s[len("cards in your Life area and hand"):])
    if s.startswith("rested cards"):
        yield L.RestedCards(owner), s[len("rested cards"):]
    for words in ("DON!! cards given", "given DON!! cards"):
        if s.startswith(words):
            yield L.DonCards(owner, given=True), s[len(words):]
    m = re.match(r"(active |rested )?DON!! cards?( on (?:your|their|the) field)?", s)
    if m:
        rested = {None: None, "active ": False, "rested ": True}[m.group(1)]
        yield L.DonCards(owner, rested), s[m.end():]
    m = re.match(r"Life cards?", s)
    if m:
        yield L.Cards(owner, L.LIFE, ALL_CATEGORIES), s[m.end():]
    for cats, noun in _AREA_NOUNS.items():
        m = re.match(re.escape(noun) + r" in (?:your|their) (hand|trash|deck)", s)
        if m:
            area = {v: k for k, v in _IN_AREA.items()}[m.group(1)]
            yield L.Cards(owner, area, cats), s[m.end():]
    state = re.match(r"(rested|active) (?=\{)", s)
    if state:
        for c, rest in _read_counted(s[state.end():], owner, ctx):
            if isinstance(c, L.Cards) and c.rested is None:
                yield replace(c, rested=state.group(1) == "rested"), rest
    for (c, _, _), rest in _read_cards("1 of your " + s, ctx, L.FIELD, every=False):
        c = replace(c, owner=owner)
        if c.names:
            yield replace(c, categories=_FIELD_NAMED), rest
            if rest.startswith(" cards"):
                yield replace(c, categories=ALL_CATEGORIES), rest[len(" cards"):]
            m = re.match(r" Characters?", rest)
            if m:
                for (q, _, _), after in _read_cards("1 of your [X]" + rest[m.end():], ctx,
                                                   L.FIELD, every=False):
                    yield replace(q, owner=owner, names=c.names, rested=c.rested,
                                  types=c.types, keyword=c.keyword), after
        else:
            yield c, rest


def _quantities(s: str) -> Iterator[tuple[int, str, str, str]]:
    m = re.match(r"(\d+) or (more|less) ", s)
    if m:
        yield int(m.group(1)), L.AT_LEAST if m.group(2) == "more" else L.AT_MOST, "", s[m.end():]
    m = re.match(r"(\d+) ", s)
    if m:
        yield int(m.group(1)), L.EXACTLY, "", s[m.end():]


_HAS_SUBJECTS = (("you have ", L.YOU), ("your opponent has ", L.OPPONENT),
                 ("there is ", L.ANY), ("there are ", L.ANY), ("you and your opponent have a total of ", L.ANY),
                 ("you don't have ", L.YOU), ("you do not have ", L.YOU),
                 ("either you or your opponent has ", L.EITHER))


def _read_has(s: str, ctx: Ctx) -> Parse:
    for subject, owner in _HAS_SUBJECTS:
        if not s.startswith("if " + subject):
            continue
        rest = s[3 + len(subject):]
        quantities: list[tuple[int, str, str, str]] = []
        if subject == "you don't have ":
            quantities.append((0, L.EXACTLY, "don't have", rest))
        elif subject == "you do not have ":
            m = re.match(r"(\d+) ", rest)
            if m:
                quantities.append((int(m.group(1)), L.LESS, "do not have", rest[m.end():]))
        elif rest.startswith("a total of "):
            for count, compare, _, after in _quantities(rest[len("a total of "):]):
                quantities.append((count, compare, "a total of", after))
        else:
            quantities.extend(_quantities(rest))
            if rest.startswith("a "):
                quantities.append((1, L.AT_LEAST, "a", rest[2:]))
            if rest.startswith("no "):
                quantities.append((0, L.EXACTLY, "no", rest[3:]))
            if rest.startswith("["):
                quantities.append((1, L.AT_LEAST, "named", rest))
            if rest.startswith("any "):
                quantities.append((1, L.AT_LEAST, "any", rest[4:]))
        for count, compare, word, after in quantities:
            other = word == "no" and after.startswith("other ")
            if other:
                after = after[len("other "):]
            for what, tail in _read_counted(after, owner, ctx):
                if other:
                    if not isinstance(what, L.Cards):
                        continue
                    what = replace(what, other_than_this=True)
                for on_field in (False, True):
                    if on_field:
                        if not tail.startswith(" on your field"):
                            continue
                        tail = tail[len(" on your field"):]
                    cond = L.Has(what, count, compare, word=word, on_field=on_field)
                    if _render_has(cond, ctx) == s[:len(s) - len(tail)]:
                        yield cond, tail


def _render_compare(cond: L.Compare, ctx: Ctx) -> str | None:
    left, right = cond.left, cond.right
    if _owner_of(left) == _owner_of(right) or L.ANY in (_owner_of(left), _owner_of(right)):
        return None
    if cond.word == "number":
        if cond.op != L.AT_MOST:
            return None
        how = "equal to or less than" if cond.by == 0 else f"at least {cond.by} less than"
        if left == L.Cards(L.YOU, L.HAND, ALL_CATEGORIES) and right == replace(left,
                                                                               owner=L.OPPONENT):
            return f"if the number of cards in your hand is {how} the number in your opponent's hand"
        if left == L.DonCards(L.YOU) and right == L.DonCards(L.OPPONENT):
            return (f"if the number of DON!! cards on your field is {how} the number on your "
                    "opponent's field")
        if not isinstance(left, L.Cards) or right != replace(left, owner=L.OPPONENT):
            return None
        what = _render_counted(left, True, ctx)
        if what is None or _owner_of(left) != L.YOU or left.area not in (L.FIELD, L.LIFE):
            return None
        return f"if the number of your {what} is {how} the number of your opponent's {what}"
    if cond.op not in (L.LESS, L.MORE) or cond.by != 0:
        return None
    what = _render_counted(left, True, ctx)
    if what is None or _render_counted(right, True, ctx) is None:
        return None
    if _owner_of(left) == L.YOU:
        return f"if you have {cond.op} {what} than your opponent"
    return f"if your opponent has {cond.op} {what} than you"


_COMPARE_PATTERNS = (
    re.compile(r"if the number of DON!! cards on your field is (?:equal to or less than|at least "
               r"(\d+) less than) the number on your opponent's field"),
    re.compile(r"if the number of your (.+?) is (?:equal to or less than|at least (\d+) less "
               r"than) the number of your opponent's "),
    re.compile(r"if you have (less|more) (.+?) than your opponent"),
    re.compile(r"if your opponent has (less|more) (.+?) than you"),
    re.compile(r"if the number of cards in your hand is (?:equal to or less than|at least (\d+) "
               r"less than) the number in your opponent's hand"),
)


def _read_compare(s: str, ctx: Ctx) -> Parse:
    you, opp = L.DonCards(L.YOU), L.DonCards(L.OPPONENT)
    candidates: list[tuple[L.Compare, str]] = []
    m = _COMPARE_PATTERNS[0].match(s)
    if m:
        by = int(m.group(1)) if m.group(1) else 0
        candidates.append((L.Compare(you, L.AT_MOST, opp, by, word="number"), s[m.end():]))
    m = _COMPARE_PATTERNS[1].match(s)
    if m:
        by = int(m.group(2)) if m.group(2) else 0
        for left, tail in _read_counted(m.group(1), L.YOU, ctx):
            if tail == "":
                for right, rest in _read_counted(s[m.end():], L.OPPONENT, ctx):
                    candidates.append((L.Compare(left, L.AT_MOST, right, by, word="number"),
                                       rest))
    for k, (first, second) in ((2, (L.YOU, L.OPPONENT)), (3, (L.OPPONENT, L.YOU))):
        m = _COMPARE_PATTERNS[k].match(s)
        if m:
            for left, tail in _read_counted(m.group(2), first, ctx):
                if tail == "":
                    right = replace(left, owner=second)
                    candidates.append((L.Compare(left, m.group(1), right), s[m.end():]))
    m = _COMPARE_PATTERNS[4].match(s)
    if m:
        hand = L.Cards(L.YOU, L.HAND, ALL_CATEGORIES)
        candidates.append((L.Compare(hand, L.AT_MOST, replace(hand, owner=L.OPPONENT),
                                     int(m.group(1) or 0), word="number"), s[m.end():]))
    for cond, rest in candidates:
        if _render_compare(cond, ctx) == s[:len(s) - len(rest)]:
            yield cond, rest


_CARD_SUBJECTS = {"leader": "your Leader", "opponent's leader": "your opponent's Leader"}
_CARD_CATEGORY = {"Leader": L.LEADER, "Character": L.CHARACTER, "Stage": L.STAGE,
                  "Event": L.EVENT}


def _card_subject(card: str, ctx: Ctx) -> str:
    return _CARD_SUBJECTS.get(card, ctx.this)


def _name_list(names: tuple[str, ...]) -> str:
    """"[A] or [B]", "[A], [B] or [C]"."""
    braced = [f"[{n}]" for n in names]
    return braced[0] if len(braced) == 1 else ", ".join(braced[:-1]) + " or " + braced[-1]


def _render_card_is(cond: L.CardIs, ctx: Ctx) -> str | None:
    c = cond.cards
    category = L.LEADER if cond.card in _CARD_SUBJECTS else _CARD_CATEGORY[ctx.category]
    base = L.Cards(c.owner, c.area, (category,))
    if c.owner != L.ANY or c.area != L.FIELD or c.categories != (category,):
        return None
    who = _card_subject(cond.card, ctx)
    if c == replace(base, types=c.types) and c.types:
        return f"if {who} has the {_braced(c.types, '{', '}')} type"
    if c == replace(base, type_includes=c.type_includes) and c.type_includes:
        return f"if {who}'s type includes \"{c.type_includes}\""
    if c == replace(base, names=c.names) and c.names:
        return f"if {who} is {_name_list(c.names)}"
    if c == replace(base, colors=c.colors) and len(c.colors) == 1 and cond.card == "leader":
        # card data name colors capitalised ("Blue"), card text in lower case
        return f"if {who}'s colors include {c.colors[0].lower()}"
    if c == replace(base, attributes=c.attributes) and c.attributes:
        return f"if {who} has the {_braced(c.attributes, '<', '>')} attribute"
    if c == replace(base, rested=c.rested) and c.rested is not None:
        return f"if {who} is {'rested' if c.rested else 'active'}"
    if c == replace(base, power_min=c.power_min) and c.power_min is not None:
        return f"if {who} has {c.power_min} power or more"
    if c == replace(base, power_max=c.power_max) and c.power_max is not None:
        return f"if {who} has {c.power_max} power or less"
    return None


_CARD_PREDICATES = (
    (re.compile(r" has the ((?:\{[^}]+\}(?: or )?)+) type"),
     lambda m: {"types": _split_braced(m.group(1), "{", "}")}),
    (re.compile(r"'s type includes \"([^\"]+)\""), lambda m: {"type_includes": m.group(1)}),
    (re.compile(r" is (\[[^\]]+\](?:(?:, | or )\[[^\]]+\])*)"),
     lambda m: {"names": tuple(re.findall(r"\[([^\]]+)\]", m.group(1)))}),
    (re.compile(r" has the ((?:<[^>]+>(?: or )?)+) attribute"),
     lambda m: {"attributes": _split_braced(m.group(1), "<", ">")}),
    (re.compile(r" is (rested|active)"), lambda m: {"rested": m.group(1) == "rested"}),
    (re.compile(r" has (\d+) power or more"), lambda m: {"power_min": int(m.group(1))}),
    (re.compile(r"'s colors include (\w+)"), lambda m: {"colors": (m.group(1).capitalize(),)}),
    (re.compile(r" has (\d+) power or less"), lambda m: {"power_max": int(m.group(1))}),
)


def _read_card_is(s: str, ctx: Ctx) -> Parse:
    for card in ("leader", "opponent's leader", "this"):
        who = "if " + _card_subject(card, ctx)
        if not s.startswith(who):
            continue
        category = L.LEADER if card != "this" else _CARD_CATEGORY[ctx.category]
        for pattern, value in _CARD_PREDICATES:
            m = pattern.match(s, len(who))
            if m:
                cond = L.CardIs(card, L.Cards(L.ANY, L.FIELD, (category,), **value(m)))
                if _render_card_is(cond, ctx) == s[:m.end()]:
                    yield cond, s[m.end():]


def _render_joined(cond: Any, ctx: Ctx) -> str | None:
    """"if A and B" / "if A or B", the later ones without "if " (and without
    the subject they share with the first when `elide`)."""
    word = " and " if isinstance(cond, L.AllOf) else " or "
    texts = [render_condition(c, ctx) for c in cond.conditions]
    if len(texts) < 2 or any(t is None or not t.startswith("if ") for t in texts):
        return None
    out = texts[0]
    for t in texts[1:]:
        assert t is not None
        if cond.elide:
            prefix = "if " + cond.elide
            if not (texts[0].startswith(prefix) and t.startswith(prefix)):
                return None
            out += word + t[len(prefix):]
        else:
            out += word + t[3:]
    return out


def _read_joined(s: str, ctx: Ctx) -> Parse:
    for first, rest in _read_single_condition(s, ctx):
        for word, node in ((" and ", L.AllOf), (" or ", L.AnyOf)):
            if not rest.startswith(word):
                continue
            after = rest[len(word):]
            tries = [("if " + after, "")]
            tries += [(p + after, p[3:]) for p in _SUBJECT_ELISIONS]
            for text, elide in tries:
                for second, tail in _read_single_condition(text, ctx):
                    cond = node((first, second), elide=elide)
                    if _render_joined(cond, ctx) == s[:len(s) - len(tail)]:
                        yield cond, tail


def _read_single_condition(s: str, ctx: Ctx) -> Parse:
    """A condition not joined with "and"/"or"."""
    yield from read_condition(s, ctx, joined=False)


def _render_only_have(cond: L.OnlyHave, ctx: Ctx) -> str | None:
    c = cond.cards
    if c.owner != L.YOU or c.area != L.FIELD or c.categories != (L.CHARACTER,) or c.names:
        return None
    what = _render_counted(c, True, ctx)
    if what is None:
        return None
    if cond.word == "the only":
        return f"if the only Characters on your field are {what}"
    return f"if you only have {what}"


def _read_only_have(s: str, ctx: Ctx) -> Parse:
    for words, word in (("if the only Characters on your field are ", "the only"),
                        ("if you only have ", "")):
        if s.startswith(words):
            for what, rest in _read_counted(s[len(words):], L.YOU, ctx):
                if isinstance(what, L.Cards):
                    cond = L.OnlyHave(what, word=word)
                    if _render_only_have(cond, ctx) == s[:len(s) - len(rest)]:
                        yield cond, rest


def _render_general_condition(cond: Any, ctx: Ctx) -> str | None:
    if isinstance(cond, L.Has):
        return _render_has(cond, ctx)
    if isinstance(cond, L.Compare):
        return _render_compare(cond, ctx)
    if isinstance(cond, L.CardIs):
        return _render_card_is(cond, ctx)
    if isinstance(cond, L.LeaderMulticolored):
        return "if your Leader is multicolored"
    if isinstance(cond, L.PlayedThisTurn):
        return f"if {ctx.this} was played on this turn"
    if isinstance(cond, L.AllDonRested):
        return "if all of your DON!! cards are rested"
    if isinstance(cond, L.OnlyHave):
        return _render_only_have(cond, ctx)
    if isinstance(cond, (L.AllOf, L.AnyOf)):
        return _render_joined(cond, ctx)
    return None


def _read_general_condition(s: str, ctx: Ctx, joined: bool = True) -> Parse:
    yield from _read_has(s, ctx)
    yield from _read_compare(s, ctx)
    yield from _read_card_is(s, ctx)
    if s.startswith("if your Leader is multicolored"):
        yield L.LeaderMulticolored(), s[len("if your Leader is multicolored"):]
    yield from _read_only_have(s, ctx)
    if s.startswith("if all of your DON!! cards are rested"):
        yield L.AllDonRested(), s[len("if all of your DON!! cards are rested"):]
    if s.startswith(f"if {ctx.this} was played on this turn"):
        yield L.PlayedThisTurn(), s[len(f"if {ctx.this} was played on this turn"):]
    if joined:
        yield from _read_joined(s, ctx)


# -- bodies: clauses, sentences and joins -------------------------------------------

# How a clause follows the one before it (Ability.joins).
JOINS = {"sentence": ". ", "then": ". Then, ", "and": " and ", "comma then": ", then "}
JOINS["semicolon"] = "; "      # "look at 5 cards ...; reveal up to 1 ..." (search family)
# "reveal 1 card from the top of your deck, play up to 1 ..., and place the rest ..."
JOINS["comma"] = ", "
JOINS["comma and"] = ", and "
# conditions family: "A and, if X, B" (the If governs B only)
JOINS["and if"] = " and, "
JOINS.update(JOINS_MISC)
# tail family: "K.O. up to 1 ... and up to 1 ...": the second clause shares
# the verb of the first (written once)
JOINS["and again"] = " and "
# tail-A family: "draw ... and then play up to 1 ..." (in order, as any join)
JOINS["and then"] = " and then "


def _shared_verb(text: str) -> str | None:
    """The verb a clause written "<verb> up to N ..." may share ("K.O.")."""
    verb, sep, _ = text.partition(" up to ")
    if not sep:
        # tail-A family: "rest this Character and up to 1 of ...": the verb
        # of a clause on this card
        verb, sep, _ = text.partition(" this ")
    return verb if sep and verb and " " not in verb else None


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _uncap(s: str) -> str:
    """Lower the first letter of a sentence for reading, unless the word is
    all capitals or a name ("K.O.", "DON!!", "[Nami]")."""
    if len(s) > 1 and s[0].isupper() and s[1].islower():
        return s[0].lower() + s[1:]
    return s


def _clauses(steps: tuple) -> list[tuple[tuple, Any]] | None:
    """The clauses of a body in text order, each with the conditions written
    before it.  An If is its condition followed by its steps, and it governs
    everything after it in the text (CR 8-3-3; e.g. "If ..., A. Then, B":
    no B either when the condition fails), so a step after an If has no
    wording: None."""
    out: list[tuple[tuple, Any]] = []
    for k, step in enumerate(steps):
        if isinstance(step, L.If):
            inner = _clauses(step.steps)
            if not inner or k != len(steps) - 1:
                return None
            (conds, first), *more = inner
            if step.after:
                # conditions family: "A if X. Then, B" (the If still governs B)
                if conds:
                    return None
                conds = (_After(step.condition),)
            else:
                conds = (step.condition,) + conds
            out.append((conds, first))
            out.extend(more)
        else:
            out.append(((), step))
    return out


@dataclass(frozen=True)
class _After:
    """A condition written after its clause ("draw 1 card if ...")."""

    condition: Any


def render_body(steps: tuple, joins: tuple, ctx: Ctx, sentence: bool = True) -> str | None:
    """`joins`: how each clause follows the one before, one per clause in
    text order, the steps of an If counted in line (`_clauses`)."""
    clauses = _clauses(steps)
    if clauses is None:
        return None
    out = ""
    before = ""
    for k, (conds, step) in enumerate(clauses):
        text = render_step(step, ctx)
        if text is None:
            return None
        if k < len(joins) and joins[k] == "and again":     # tail family
            verb = _shared_verb(before)
            if conds or verb is None or _shared_verb(text) != verb \
                    or type(step) is not type(clauses[k - 1][1]):
                return None
            before, text = text, text[len(verb) + 1:]
        else:
            before = text
        for cond in reversed(conds):
            if isinstance(cond, _After):
                words = render_condition(cond.condition, ctx)
                if words is None:
                    return None
                text = f"{text} {words}"
                continue
            words = render_condition(cond, ctx)
            if words is None:
                return None
            text = f"{words}, {text}"
        join = joins[k] if k < len(joins) else ("" if k == 0 else "sentence")
        if k == 0:
            out = _cap(text) if sentence else text
        elif join in ("sentence",):
            out += ". " + _cap(text)
        else:
            out += JOINS[join] + text
    return out + "." if sentence else out


def _read_clauses(s: str, ctx: Ctx, sentence: bool) -> Iterator[tuple[tuple, tuple, str]]:
    """(steps, joins, rest) for every way to read clauses off s."""
    s = _uncap(s) if sentence else s
    # "if X, ...": the If takes every clause after it (`_clauses`)
    yield from _read_if(s, ctx)
    for form in STEP_FORMS:
        for step, rest in form.read(s, ctx):
            yield (step,), ("",), rest
            for join, words in JOINS.items():
                if rest.startswith(words):
                    for steps, joins, after in _read_clauses(rest[len(words):], ctx,
                                                             sentence=join == "sentence"):
                        yield (step,) + steps, ("", join) + joins[1:], after
            if rest.startswith(" if "):
                yield from _read_postfix_if(step, rest[1:], ctx)
            if rest.startswith(" and up to "):
                yield from _read_shared_verb(step, rest[len(" and "):], ctx)


def _read_shared_verb(step: Any, s: str, ctx: Ctx) -> Iterator[tuple[tuple, tuple, str]]:
    """Tail family: "K.O. up to 1 A and up to 1 B": B read with the verb of A."""
    text = render_step(step, ctx)
    verb = _shared_verb(text) if text is not None else None
    if verb is None:
        return
    for steps, joins, after in _read_clauses(f"{verb} {s}", ctx, sentence=False):
        if type(steps[0]) is type(step):
            yield (step,) + steps, ("", "and again") + joins[1:], after


def _read_postfix_if(step: Any, s: str, ctx: Ctx) -> Iterator[tuple[tuple, tuple, str]]:
    """Conditions family: "draw 1 card if X" and the clauses after it, which
    the If governs too (CR 4-10-1)."""
    for cond, rest in read_condition(s, ctx):
        yield (L.If(cond, (step,), after=True),), ("",), rest
        for join, words in JOINS.items():
            if rest.startswith(words):
                for steps, joins, after in _read_clauses(rest[len(words):], ctx,
                                                         sentence=join == "sentence"):
                    yield (L.If(cond, (step,) + steps, after=True),), ("", join) + joins[1:], \
                        after


def read_body(s: str, ctx: Ctx) -> tuple[tuple, tuple]:
    """Read a whole body ("K.O. ... . Then, draw 1 card.")."""
    best = ""
    for steps, joins, rest in _read_clauses(s, ctx, sentence=True):
        if rest == ".":
            return steps, joins
        if len(s) - len(rest) > len(best):
            best = s[:len(s) - len(rest)]
    raise Unreadable(_stuck_at(s, best))


def _stuck_at(s: str, read: str) -> str:
    """The words from where reading stopped: past a join that was read
    (". Then, frobnicate": "frobnicate"), since the join is not the problem."""
    rest = s[len(read):]
    for words in sorted(JOINS.values(), key=len, reverse=True):
        if rest.startswith(words) and rest[len(words):].strip():
            rest = rest[len(words):]
            break
    return rest.strip() or s


# -- abilities and lines ------------------------------------------------------------

_TIMINGS = (L.ON_PLAY, L.WHEN_ATTACKING, L.ON_BLOCK, L.ON_KO, L.ON_OPPONENTS_ATTACK,
            L.END_OF_YOUR_TURN, L.END_OF_OPPONENTS_TURN, L.ACTIVATE_MAIN, L.MAIN,
            L.COUNTER, L.TRIGGER)
_CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨⑩"


# -- activation costs (the "costs" family) ----------------------------------------
#
# Symbols first ("①", "DON!! −1"), then the "you may" costs, each a clause
# joined by "and": "② You may rest this Character and trash 1 card from your
# hand: ...".  A clause is a COST_FORMS wording of a cost node, or of a step
# (L.StepCost: the step's own wording, the player carrying it out).  After
# "and", a clause may share the verb of the one before ("rest this Character
# and 1 of your DON!! cards": StepCost(..., shared_verb=True)).


def _render_this(v: Any, ctx: Ctx) -> str:
    return ctx.this


def _read_this(s: str, ctx: Ctx) -> Parse:
    if s.startswith(ctx.this):
        yield None, s[len(ctx.this):]


SLOTS["this"] = Slot(_read_this, _render_this)
_YOUR_LEADER = L.Choose(L.Cards(L.YOU, categories=(L.LEADER,)), up_to=False)
_YOUR_ACTIVE_LEADER = L.Choose(L.Cards(L.YOU, categories=(L.LEADER,), rested=False),
                               up_to=False)
_ACTIVE_LEADER = L.Every(L.Cards(L.YOU, categories=(L.LEADER,), rested=False))
SLOTS["your 1 leader"] = _fixed_target("your 1 Leader", _YOUR_LEADER)
SLOTS["your 1 active leader"] = _fixed_target("your 1 active Leader", _YOUR_ACTIVE_LEADER)
SLOTS["your active leader"] = _fixed_target("your active Leader", _ACTIVE_LEADER)

# the wordings of the cost nodes (no "you may")
COST_FORMS: list[Form] = [
    Form(L.RestThis, "rest {_:this}", priority=10),
    Form(L.TrashFromHand, "trash {count:n card} from your hand", priority=20),
]
# the wordings of steps carried out as costs
COST_STEP_FORMS: list[Form] = [
    Form(L.RestDonCards, "rest {count} of your DON!! cards", {"word": ""}, priority=30),
    Form(L.LifeCards, "add {count:n card} from the top or bottom of your Life cards to your "
         "hand", {"to": L.HAND, "places": ("top", "bottom")}, priority=40),
    Form(L.LifeCards, "add {count:n card} from the top of your Life cards to your hand",
         {"to": L.HAND, "places": ("top",)}, priority=50),
    Form(L.LifeCards, "trash {count:n card} from the top or bottom of your Life cards",
         {"to": L.TRASH, "places": ("top", "bottom")}, priority=60),
    Form(L.LifeCards, "trash {count:n card} from the top of your Life cards",
         {"to": L.TRASH, "places": ("top",)}, priority=70),
    Form(L.LifeCards, "add {count:n card} from your Life area to your hand",
         {"to": L.HAND, "places": ()}, priority=80),
    # Life family: "turn 1 card from the top of your Life cards face-up"
    Form(L.TurnLife, "turn {count:n card} from the top of your Life cards face-up",
         {"face_up": True, "places": ("top",)}, priority=90),
    Form(L.TurnLife, "turn {count:n card} from the top of your Life cards face-down",
         {"face_up": False, "places": ("top",)}, priority=100),
    Form(L.TurnLife, "turn {count:n card} from the top or bottom of your Life cards face-down",
         {"face_up": False, "places": ("top", "bottom")}, priority=110),
    Form(L.TurnLife, "turn {count:n card} from the top or bottom of your Life cards face-up",
         {"face_up": True, "places": ("top", "bottom")}, priority=120),
    Form(L.TurnLife, "turn {count} of your face-up Life cards face-down",
         {"face_up": False, "places": ()}, priority=130),
    Form(L.PowerChange, "give {target:your 1 active leader} {amount:minus} power {duration}",
         priority=140),
    Form(L.PowerChange, "give {target:your active leader} {amount:minus} power {duration}",
         priority=150),
    Form(L.RevealCards, "reveal {target:target in hand}", priority=160),
    Form(L.ToDeckBottom, "place {target} at the bottom of your deck",
         when=lambda n: _own_field_choice(n.target), priority=170),
    Form(L.ToDeckTop, "place {target:target in hand} at the top of your deck",
         when=lambda n: isinstance(n.target, L.Choose), priority=180),
]
# (misc family: "place N cards from your hand/trash at the bottom of your
# deck" are STEP_FORMS, costs through COST_STEPS; "trash {target}" too)
COST_STEP_FORMS += [
    Form(L.Rest, "rest {target:your 1 leader}", priority=190),
]
# Life family: "add 1 of your Characters ... to the top of your Life cards
# face-up" as a cost (only to the top: a cost has no later placing step)
COST_STEP_FORMS += [
    Form(L.AddToLife, "add {target} to the top of your Life cards face-up",
         {"face_up": True, "places": ("top",), "verb": "add", "reveal": False},
         when=lambda n: _own_field_choice(n.target), priority=200),
]
def _own_field_choice(t: Any) -> bool:
    return isinstance(t, L.Choose) and t.cards.area == L.FIELD and t.cards.owner == L.YOU


def _choice_of(t: Any, least: int) -> bool:
    """A choice of 1 card (least 1), or of several (least 2)."""
    return isinstance(t, L.Choose) and (t.count == 1) == (least == 1)


# steps whose STEP_FORMS wordings are costs too ("trash this Character")
COST_STEPS: tuple[type, ...] = (L.Rest, L.Trash, L.ReturnToHand, L.ToDeckBottom,
                                 L.TrashFromDeck)


# -- tail-A family: "You may return 1 Character to your hand:" (a Character
# of yours: only the owner's cards go to their hand, CR 3-5) --
# (the noun marks the wording, first among the cost wordings of the node)
_N_OWN: Final = L.Cards(L.YOU, noun="n own")


def _read_n_own_characters(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"(\d+) Characters?", s)
    if m and (m.group(0).endswith("s") == (m.group(1) != "1")):
        yield L.Choose(_N_OWN, int(m.group(1)), up_to=False), s[m.end():]


def _render_n_own_characters(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.Choose) and t.cards == _N_OWN and t.cards.noun == _N_OWN.noun \
            and not t.up_to and t.chooser == L.YOU:
        return f"{t.count} Character" + ("" if t.count == 1 else "s")
    return None


SLOTS["n own characters"] = Slot(_read_n_own_characters, _render_n_own_characters)
COST_STEP_FORMS += [
    Form(L.ReturnToHand, "return {target:n own characters} to your hand", priority=10),
]
# -- end of the tail-A family --

# -- don family: costs ("rest N of your cards", "return N total of your
# currently given DON!! cards ...", "play 1 [Name] from your hand") and the
# condition "If you have [A] and [B] Characters with ..." --
COST_STEP_FORMS += [
    Form(L.RestCards, "rest {count} of your cards", {"owner": L.YOU, "up_to": False},
         priority=520),
    Form(L.ReturnGivenDon, "return {count} total of your currently given DON!! cards to your "
         "cost area rested", priority=530),
    Form(L.PlayCard, "play {target:target in hand}", {"rested": False},
         when=lambda n: _choice_of(n.target, 1), priority=540),
    Form(L.ReturnDonOrMore, "return {count} or more DON!! cards from your field to your DON!! "
         "deck", priority=550),
    Form(L.ReturnActiveDon, "return {count} of your active DON!! cards to your DON!! deck",
         priority=560),
    Form(L.GiveActiveDon, "give {count:n active DON!! card} to {target}", {"word": ""},
         when=lambda n: _choice_of(n.target, 1), priority=570),
    Form(L.GiveActiveDon, "give {count} of your active DON!! cards to {target}",
         {"word": "of your"}, when=lambda n: _choice_of(n.target, 1), priority=580),
]


def _read_and_names(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"((?:\[[^\]]+\] and )+\[[^\]]+\]) ", s)
    if m:
        yield _split_braced(m.group(1).replace(" and ", " or "), "[", "]"), s[m.end() - 1:]


def _render_and_names(names: Any, ctx: Ctx) -> str | None:
    if len(names) < 2:
        return None
    return " and ".join(f"[{n}]" for n in names)


def _render_named_cards(c: Any, ctx: Ctx) -> str | None:
    """"Characters with 6000 base power": the plural noun and qualifiers."""
    if c.names or c.owner != L.YOU or c.area != L.FIELD:
        return None
    noun = _noun(c, True)
    return None if noun is None else f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)}"


def _read_named_cards(s: str, ctx: Ctx) -> Parse:
    for (c, count, up_to), rest in _read_cards("2 of your " + s, ctx, L.FIELD, every=False):
        text = _render_named_cards(c, ctx)
        if text is not None and s.startswith(text) and len(rest) == len(s) - len(text):
            yield c, rest


SLOTS["and names"] = Slot(_read_and_names, _render_and_names)
SLOTS["named cards"] = Slot(_read_named_cards, _render_named_cards)
CONDITION_FORMS += [
    Form(L.HasEachNamed, "if you have {names:and names} {cards:named cards}", priority=90),
]
# -- end of the don family --


def _cost_step_ok(step: Any) -> bool:
    """A cost is a fixed number of cards the player chooses: their own, or
    any ("place 1 Character with a cost of 2 or less at the bottom of the
    owner's deck")."""
    t = getattr(step, "target", None)
    if isinstance(step, L.GiveOpponentDon):      # meta family: to the opponent's card
        return isinstance(t, L.Choose) and not t.up_to and t.chooser == L.YOU
    if isinstance(t, L.Choose):
        return not t.up_to and t.cards.owner != L.OPPONENT and t.chooser == L.YOU
    if isinstance(t, L.Every):
        return t.cards.owner == L.YOU
    return t is None or isinstance(t, L.This)


def _render_clause(cost: Any, ctx: Ctx) -> str | None:
    if isinstance(cost, L.StepCost):
        if not _cost_step_ok(cost.step):
            return None
        forms, node = COST_STEP_FORMS, cost.step
    else:
        forms, node = COST_FORMS, cost
    for form in forms:
        text = form.render(node, ctx)
        if text is not None:
            return text
    return None


# tail-A family: the reminder text some cards print after the ① symbol
_REST_DON_REMINDER: Final = ("(You may rest the specified number of DON!! cards in your cost "
                             "area)")


def _render_symbol(cost: Any) -> str | None:
    if isinstance(cost, L.RestDon):
        if cost.count >= len(_CIRCLED):
            return None
        return _CIRCLED[cost.count] + (" " + _REST_DON_REMINDER if cost.reminder else "")
    if isinstance(cost, L.DonMinus):
        return f"DON!! −{cost.count}" + ("," if cost.comma else "")
    return None


def render_cost(cost: Any, ctx: Ctx) -> str | None:
    """One cost on its own: "①", "You may rest this Character"."""
    return render_costs((cost,), ctx)


def render_costs(costs: tuple, ctx: Ctx) -> str | None:
    symbols: list[str] = []
    clauses: list[str] = []
    verb = ""
    for cost in costs:
        if isinstance(cost, (L.RestDon, L.DonMinus)):
            text = _render_symbol(cost)
            if text is None or clauses:
                return None                     # the symbols come first
            symbols.append(text)
            continue
        text = _render_clause(cost, ctx)
        if text is None:
            return None
        if isinstance(cost, L.StepCost) and cost.shared_verb:
            if not clauses or not text.startswith(verb + " "):
                return None
            text = text[len(verb) + 1:]
        else:
            verb = text.split(" ", 1)[0]
        clauses.append(text)
    if clauses:
        # tail-A family: "You can trash 1 ...:", the first cost says so
        first = next(c for c in costs if not isinstance(c, (L.RestDon, L.DonMinus)))
        can = isinstance(first, L.StepCost) and first.word == "can"
        # tail B family: "DON!! −4, you may trash ...": lower case after the comma
        last = costs[len(symbols) - 1] if symbols else None
        lower = isinstance(last, L.DonMinus) and last.lower
        word = "can " if can else "may "
        symbols.append(("you " if lower else "You ") + word + " and ".join(clauses))
    return " ".join(symbols)


def _read_cost_clause(s: str, ctx: Ctx, verb: str) -> Iterator[tuple[Any, str, str]]:
    """(cost, its verb, rest); `verb`: the verb it may share after "and"."""
    for form in COST_FORMS:
        for node, rest in form.read(s, ctx):
            yield node, form.template.split(" ", 1)[0], rest
    for form in COST_STEP_FORMS:
        for step, rest in form.read(s, ctx):
            if _cost_step_ok(step):
                yield L.StepCost(step), form.template.split(" ", 1)[0], rest
        if verb and form.template.startswith(verb + " "):
            for step, rest in form.read(verb + " " + s, ctx):
                if _cost_step_ok(step):
                    yield L.StepCost(step, shared_verb=True), verb, rest


def _read_cost_clauses(s: str, ctx: Ctx, verb: str = "") -> Iterator[tuple[tuple, str]]:
    for cost, cost_verb, rest in _read_cost_clause(s, ctx, verb):
        if rest.startswith(": "):
            yield (cost,), rest
        if rest.startswith(" and "):
            for more, after in _read_cost_clauses(rest[5:], ctx, cost_verb):
                yield (cost,) + more, after


def _read_costs(s: str, ctx: Ctx) -> Iterator[tuple[tuple, str]]:
    """Costs before the colon: "② You may rest this Character: ..."."""
    symbols: list = []
    rest = s
    while True:
        if rest[:1] in _CIRCLED[1:]:
            symbols.append(L.RestDon(_CIRCLED.index(rest[0])))
            rest = rest[1:].lstrip()
            if rest.startswith(_REST_DON_REMINDER):     # tail-A family
                symbols[-1] = L.RestDon(symbols[-1].count, reminder=True)
                rest = rest[len(_REST_DON_REMINDER):].lstrip()
            continue
        m = re.match(r"DON!! −(\d+)(,?)\s*", rest)
        if m:
            symbols.append(L.DonMinus(int(m.group(1)), comma=bool(m.group(2))))
            rest = rest[m.end():]
            continue
        break
    if rest.startswith("you may ") and symbols and isinstance(symbols[-1], L.DonMinus):
        symbols[-1] = replace(symbols[-1], lower=True)     # tail B family: "−4, you may"
    if rest.startswith(("You may ", "you may ")):
        for costs, after in _read_cost_clauses(rest[len("You may "):], ctx):
            costs = tuple(symbols) + costs
            if render_costs(costs, ctx) == s[:len(s) - len(after)]:
                yield costs, after[2:]
    if rest.startswith("You can "):                 # tail-A family
        for costs, after in _read_cost_clauses(rest[len("You can "):], ctx):
            if isinstance(costs[0], L.StepCost):
                costs = tuple(symbols) + (replace(costs[0], word="can"),) + costs[1:]
                if render_costs(costs, ctx) == s[:len(s) - len(after)]:
                    yield costs, after[2:]
    if symbols and rest.startswith(": "):
        yield tuple(symbols), rest[2:]
    yield (), s


# -- event timings: "When <event>, <body>" (language.EVENT_TIMINGS) -------------

# How each event timing is written; "{this}" is the card ("this Character").
EVENT_WORDS: dict[str, str] = {
    L.WHEN_RESTED: "When {this} becomes rested",
    L.WHEN_DON_RETURNED: "When a DON!! card on your field is returned to your DON!! deck",
    L.WHEN_DON_RETURNED_BY_YOU: "When a DON!! card on your field is returned to your DON!! "
                                "deck by your effect",
    L.WHEN_2_DON_RETURNED: "When 2 or more DON!! cards on your field are returned to your "
                           "DON!! deck",
    L.WHEN_DRAW_OUTSIDE_DRAW_PHASE: "When you draw a card outside of your Draw Phase",
    L.WHEN_THIS_KOED: "When {this} is K.O.'d",
    L.WHEN_THIS_KOED_BY_EFFECT: "When {this} is K.O.'d by an effect",
    L.WHEN_THIS_KOED_BY_OPPONENT: "When {this} is K.O.'d by your opponent's effect",
    L.WHEN_CHARACTER_KOED: "When a Character is K.O.'d",
    L.WHEN_OPPONENT_CHARACTER_KOED: "When your opponent's Character is K.O.'d",
    L.WHEN_ATTACK_DEALS_DAMAGE: "When {this}'s attack deals damage to your opponent's Life",
    L.WHEN_OPPONENT_ACTIVATES_EVENT: "When your opponent activates an Event",
    L.WHEN_OPPONENT_ACTIVATES_BLOCKER: "When your opponent activates [Blocker]",
    L.WHEN_OPPONENT_ACTIVATES_A_BLOCKER: "When your opponent activates a [Blocker]",
    L.WHEN_YOU_ACTIVATE_EVENT: "When you activate an Event",
    L.WHEN_ANY_DON_RETURNED: "When a DON!! card on the field is returned to your DON!! deck",
    L.WHEN_YOU_PLAY_CHARACTER: "When you play a Character",
    L.WHEN_OPPONENT_PLAYS_CHARACTER: "When your opponent plays a Character",
    L.WHEN_OPPONENT_CHARACTER_RETURNED_BY_YOU: "When your opponent's Character is returned "
                                               "to the owner's hand by your effect",
    L.WHEN_LIFE_ADDED_TO_HAND: "When a card is added to your hand from your Life",
    L.WHEN_LIFE_BECOMES_0: "When your number of Life cards becomes 0",
    L.WHEN_TRIGGER_ACTIVATES: "When a [Trigger] activates",
    L.WHEN_BATTLES_AND_KOS: "When {this} battles and K.O.'s your opponent's Character",
    L.WHEN_ATTACKS_LEADER: "When {this} attacks your opponent's Leader",
    L.WHEN_HAND_TRASHED_BY_EFFECT: "When a card is trashed from your hand by an effect",
    L.WHEN_GIVEN_DON: "When {this} or any of your Characters is given a DON!! card",
    L.WHEN_OPPONENT_LIFE_REMOVED: "When a card is removed from your opponent's Life cards",
    # events family (round 2)
    L.WHEN_YOU_DEAL_DAMAGE: "When you deal damage to your opponent's Life",
    L.WHEN_YOU_PLAY_VANILLA_FROM_HAND: "When you play a Character with no base effect from "
                                       "your hand",
}


# Event timings about some of your Characters (Ability.event_cards).
EVENT_CARD_WORDS: dict[str, str] = {
    L.WHEN_REMOVED_BY_OPPONENT: "When {cards} is removed from the field by your opponent's "
                                "effect",
}


def event_words(timing: str, ctx: Ctx, cards: Any = None) -> str | None:
    if timing == L.WHEN_THIS_BATTLES:               # events family (round 2)
        return _render_battles_words(cards, ctx)
    if timing in EVENT_CARD_WORDS:
        which = _render_event_cards(cards)
        if which is None:
            return None
        return EVENT_CARD_WORDS[timing].replace("{cards}", which)
    words = EVENT_WORDS.get(timing)
    return words.replace("{this}", ctx.this) if words is not None else None


def _render_event_cards(c: Any) -> str | None:
    """"your Character", "your {X} type Character", "your Character with a
    type including "X"": the only descriptions an event names."""
    if c is None:
        return "your Character"
    if c == L.Cards(types=c.types) and c.types:
        return f"your {_braced(c.types, '{', '}')} type Character"
    if c == L.Cards(type_includes=c.type_includes) and c.type_includes:
        return f"your Character with a type including \"{c.type_includes}\""
    return None


_EVENT_CARDS = re.compile(r"your (?:((?:\{[^}]+\}(?: or )?)+) type Character|Character with a "
                          r"type including \"([^\"]+)\"|Character)")


# -- events family (round 2): "When this Character battles <X> attribute
# Characters, ..." (language.WHEN_THIS_BATTLES; the opponent's Characters
# of Ability.event_cards) ----------------------------------------------------------

_BATTLES_WORDS = re.compile(r"([<＜])([^>＞]+)[>＞] attribute Characters, ")


def _render_battles_words(c: Any, ctx: Ctx) -> str | None:
    if not isinstance(c, L.Cards) or len(c.attributes) != 1:
        return None
    if c != L.Cards(owner=L.OPPONENT, attributes=c.attributes):
        return None
    left, right = ("＜", "＞") if c.wide_attributes else ("<", ">")
    return f"When {ctx.this} battles {left}{c.attributes[0]}{right} attribute Characters"


def _read_battles_words(body: str, ctx: Ctx) -> Iterator[tuple[Any, str]]:
    head = f"When {ctx.this} battles "
    if not body.startswith(head):
        return
    m = _BATTLES_WORDS.match(body, len(head))
    if m:
        yield (L.Cards(owner=L.OPPONENT, attributes=(m.group(2),),
                       wide_attributes=m.group(1) == "＜"), body[m.end():])


def _read_event_cards(timing: str, body: str) -> Iterator[tuple[Any, str]]:
    """(cards, rest after the event words and its comma) of an event about cards."""
    head, tail = EVENT_CARD_WORDS[timing].split("{cards}")
    if not body.startswith(head):
        return
    m = _EVENT_CARDS.match(body, len(head))
    if not m:
        return
    cards: Any = None
    if m.group(1):
        cards = L.Cards(types=_split_braced(m.group(1), "{", "}"))
    elif m.group(2):
        cards = L.Cards(type_includes=m.group(2))
    if body.startswith(tail + ", ", m.end()):
        yield cards, body[m.end() + len(tail) + 2:]


def _render_event_ability(a: L.Ability, ctx: Ctx) -> str | None:
    """[DON!! xN] [Your Turn] [Once Per Turn] <costs>: When <event>, <body>."""
    words = event_words(a.timing, ctx, a.event_cards)
    body = render_body(a.steps, a.joins, ctx)
    if words is None or body is None or a.optional:
        return None
    if any(not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn))
           for c in a.conditions):
        return None
    parts = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    text = f"{words}, {_uncap(body)}"
    if a.event_after:                               # tail-A family
        text = f"{body[:-1]} {_uncap(words)}."
    if a.cost:
        costs = [render_cost(c, ctx) for c in a.cost]
        if any(c is None for c in costs):
            return None
        text = " ".join(c for c in costs if c) + ": " + text
    parts.append(text)
    return " ".join(parts)


def _read_event_ability(rest: str, conds: tuple, once: bool, ctx: Ctx) -> L.Ability | None:
    """The ability of a line whose timing is an event ("When ..., ..."), or
    None; Unreadable where its body stops reading."""
    last: Unreadable | None = None
    for costs, body in _read_costs(rest, ctx):
        for timing in EVENT_WORDS:
            words = event_words(timing, ctx)
            if words is None or not body.startswith(words + ", "):
                continue
            try:
                steps, joins = read_body(body[len(words) + 2:], ctx)
            except Unreadable as e:
                last = e
                continue
            return L.Ability(timing, steps=steps, cost=costs, conditions=conds,
                             once_per_turn=once, joins=joins)
        for timing in EVENT_WORDS:                  # tail-A family: "<body> when <event>."
            words = event_words(timing, ctx)
            after = f" {_uncap(words)}." if words is not None else ""
            if not after or not body.endswith(after) or "{" in after:
                continue
            try:
                steps, joins = read_body(body[:-len(after)] + ".", ctx)
            except Unreadable as e:
                last = e
                continue
            return L.Ability(timing, steps=steps, cost=costs, conditions=conds,
                             once_per_turn=once, joins=joins, event_after=True)
        for cards, rest_body in _read_battles_words(body, ctx):   # events family (round 2)
            try:
                steps, joins = read_body(rest_body, ctx)
            except Unreadable as e:
                last = e
                continue
            return L.Ability(L.WHEN_THIS_BATTLES, steps=steps, cost=costs, conditions=conds,
                             once_per_turn=once, joins=joins, event_cards=cards)
        for timing in EVENT_CARD_WORDS:
            for cards, rest_body in _read_event_cards(timing, body):
                try:
                    steps, joins = read_body(rest_body, ctx)
                except Unreadable as e:
                    last = e
                    continue
                return L.Ability(timing, steps=steps, cost=costs, conditions=conds,
                                 once_per_turn=once, joins=joins, event_cards=cards)
    if last is not None:
        raise last
    return None


def render_ability(a: L.Ability, ctx: Ctx) -> str | None:
    if a.timing in L.WOULD_BE_KO_TIMINGS:
        return _render_replacement(a, ctx)
    if a.timing == L.START_OF_YOUR_TURN or a.activated_when:
        return _render_start_of_turn(a, ctx)          # meta family
    if a.timing in EVENT_WORDS or a.timing in EVENT_CARD_WORDS or a.timing == L.WHEN_THIS_BATTLES:
        return _render_event_ability(a, ctx)
    if a.timing == L.END_OF_BATTLE:
        return _render_end_of_battle(a, ctx)
    parts: list[str] = []
    don = [c for c in a.conditions if isinstance(c, L.DonAttached)]
    turn = [c for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn))]
    rest = [c for c in a.conditions if c not in don and c not in turn]
    parts.extend(f"[DON!! x{c.count}]" for c in don)
    # the turn comes before the timing: "[Your Turn] [On Play]",
    # "[Opponent's Turn] [On K.O.]"
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in turn)
    if a.timing in _TIMINGS:
        parts.append(f"[{a.timing}]")
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    body = render_body(a.steps, a.joins, ctx)
    if body is None or a.timing not in _TIMINGS:
        return None
    if rest:
        conds = [render_condition(c, ctx) for c in rest]
        if any(c is None for c in conds):
            return None
        body = _cap(" and ".join(c for c in conds if c)) + ", " + _uncap(body)
    if a.optional:
        # meta family: "You may <one step>." with no cost (CR 8-1-2)
        if a.cost or rest or len(a.steps) != 1:
            return None
        body = _YOU_MAY + _uncap(body)
    if a.cost:
        cost_text = render_costs(a.cost, ctx)
        if cost_text is None:
            return None
        body = cost_text + ": " + body
    parts.append(body)
    return " ".join(parts)


def render_static(s: L.Static, ctx: Ctx) -> str | None:
    if isinstance(s.effect, L.StaticSentences):          # repl family
        return _render_static_sentences(s, ctx)
    if isinstance(s.effect, L.AttackOnly):               # repl family
        return _render_attack_only(s, ctx)
    if isinstance(s.effect, L.FaceUpLifeToDeck):         # repl family
        return None if s.conditions else _FACE_UP_TO_DECK
    if isinstance(s.effect, L.PlayCostReduction):
        return _render_play_cost(s, ctx)
    parts: list[str] = []
    conds = list(s.conditions)
    for c in conds:
        if isinstance(c, L.DonAttached):
            parts.append(f"[DON!! x{c.count}]")
    for c in conds:
        if isinstance(c, L.YourTurn):
            parts.append("[Your Turn]")
        elif isinstance(c, L.OpponentsTurn):
            parts.append("[Opponent's Turn]")
    others = [c for c in conds if not isinstance(c, (L.DonAttached, L.YourTurn,
                                                      L.OpponentsTurn))]
    e = s.effect
    if isinstance(e, (L.AlsoNamed, L.AnyNumberInDeck, L.DeckOutWins)):
        return _render_rule_text(e) if not conds else None
    if isinstance(e, L.HandCost):
        if e.amount >= 0:
            return None
        body = f"give this card in your hand −{-e.amount} cost"
        if others:
            words = [render_condition(c, ctx) for c in others]
            if any(w is None for w in words):
                return None
            body = " and ".join(w for w in words if w) + ", " + body
        parts.append(_cap(body) + ".")
        return " ".join(parts)
    effects = e.effects if isinstance(e, L.StaticAnd) else (e,)
    target = effects[0].target
    if any(x.target != target for x in effects):
        return _render_static_and_targets(s, ctx)         # repl family
    who = render_target(target, ctx)
    if who is None:
        return None
    verb = "gain" if isinstance(target, L.Every) and target.cards.owner != L.ANY \
        and _plural(target) else "gains"
    said: list[str] = []
    negative_cost = isinstance(e, L.StaticCost) and e.amount < 0
    for x in () if negative_cost else effects:
        words = _effect_words(x, verb, ctx)
        if words is None:
            return None
        if said and words.startswith(verb + " ") and said[-1].startswith(verb + " "):
            words = words[len(verb) + 1:]          # "gains [Blocker] and +1 cost"
        said.append(words)
    body = f"{who} " + " and ".join(said)
    if negative_cost:
        body = f"give {who} −{-e.amount} cost"       # statics family
    if isinstance(e, L.StaticPower) and e.word == "give":
        if e.amount >= 0:
            return None
        body = f"give {who} −{-e.amount} power"      # tail family
    if others:
        conds_text = [render_condition(c, ctx) for c in others]
        if any(c is None for c in conds_text):
            return None
        if s.after:
            body = body + " " + " and ".join(c for c in conds_text if c)
        else:
            body = " and ".join(c for c in conds_text if c) + ", " + body
    parts.append(_cap(body) + ".")
    return " ".join(parts)


def _read_prefix(s: str) -> tuple[list, str | None, bool, str]:
    """[DON!! xN] [timing] [Once Per Turn] [Your Turn] ... in any order."""
    conds: list = []
    timing = None
    once = False
    while s.startswith("["):
        m = re.match(r"\[DON!! x(\d+)\]\s*", s)
        if m:
            conds.append(L.DonAttached(int(m.group(1))))
            s = s[m.end():]
            continue
        for t in _TIMINGS:
            if s.startswith(f"[{t}]"):
                timing = t
                s = s[len(t) + 2:].lstrip()
                break
        else:
            if s.startswith("[Once Per Turn]"):
                once = True
                s = s[len("[Once Per Turn]"):].lstrip()
            elif s.startswith("[Your Turn]"):
                conds.append(L.YourTurn())
                s = s[len("[Your Turn]"):].lstrip()
            elif s.startswith("[Opponent's Turn]"):
                conds.append(L.OpponentsTurn())
                s = s[len("[Opponent's Turn]"):].lstrip()
            else:
                break
    return conds, timing, once, s


# -- misc family: one effect under two timings ("[On Play]/[When Attacking] ...") ----

_TWO_TIMINGS = re.compile(r"\[([^\]]+)\]/\[([^\]]+)\] ")


def _read_two_timings(line: str, ctx: Ctx) -> tuple | None:
    """"[A]/[B] <effect>": the same effect as two abilities, one per timing
    (a tuple of Abilities).  Not with [Once Per Turn], which the two would
    have to share."""
    m = _TWO_TIMINGS.search(line)
    if not m or m.group(1) not in _TIMINGS or m.group(2) not in _TIMINGS:
        return None
    first = read_line(line[:m.end(1) + 1] + line[m.end(2) + 1:], ctx)
    if not isinstance(first, L.Ability) or first.once_per_turn:
        raise Unreadable(line)
    return (first, replace(first, timing=m.group(2)))


def _render_two_timings(parts: tuple, ctx: Ctx) -> str | None:
    first = parts[0]
    if len(parts) != 2 or not all(isinstance(p, L.Ability) for p in parts) \
            or replace(parts[1], timing=first.timing) != first or first.once_per_turn:
        return None
    text = render_ability(first, ctx)
    head = f"[{first.timing}]"
    if text is None or head not in text:
        return None
    k = text.index(head) + len(head)
    return text[:k] + f"/[{parts[1].timing}]" + text[k:]


def read_line(line: str, ctx: Ctx) -> Any:
    """One line of card text: a keyword, an ability or a permanent effect."""
    for k in KEYWORDS:
        if line == f"[{k}]":
            return k
    both = _read_two_timings(line, ctx)         # misc family
    if both is not None:
        return both
    conds, timing, once, rest = _read_prefix(line)
    for words, when in _ACTIVATED_WHEN.items():                  # meta family
        if timing is None and rest.startswith(words):
            steps, joins = read_body(rest[len(words):], ctx)
            return L.Ability(when, steps=steps, conditions=tuple(conds), once_per_turn=once,
                             joins=joins, optional=True, activated_when=True)
    if timing is None:
        replacement = _read_replacement(rest, tuple(conds), once, ctx)
        if replacement is not None:
            return replacement
        battle = _read_end_of_battle(rest, tuple(conds), once, ctx, line)
        if battle is None:                          # events family (round 2)
            battle = _read_in_which(rest, tuple(conds), once, ctx, line)
        if battle is not None:
            return battle
        event = _read_event_ability(rest, tuple(conds), once, ctx)
        if event is not None:
            return event
        if once:
            raise Unreadable(line)
        try:
            return _read_static_or_postfix(rest, tuple(conds), ctx, line)
        except Unreadable:
            both = _read_repl_static(rest, tuple(conds), ctx, line)    # repl family
            if both is None:
                raise
            return both
    last: Unreadable | None = None
    costs_read = False
    for costs, body in _read_costs(rest, ctx):
        try:
            steps, joins = read_body(body, ctx)
        except Unreadable as e:
            optional = _read_optional_body(body, costs, ctx)      # meta family
            if optional is not None:
                return L.Ability(timing, steps=optional[0], conditions=tuple(conds),
                                 once_per_turn=once, joins=optional[1], optional=True)
            # where a body after read costs stopped says more than the
            # whole line unread (costs family)
            if last is None or not costs_read:
                last = e
            costs_read = costs_read or bool(costs)
            continue
        return L.Ability(timing, steps=steps, cost=costs, conditions=tuple(conds),
                         once_per_turn=once, joins=joins)
    raise last or Unreadable(line)


# -- meta family: "You may <one step>." with no cost: the whole effect is the
# player's to decline (CR 8-1-2; triggers.needs_confirmation) --
_YOU_MAY: Final = "You may "


# -- meta family: "This effect can be activated at the start of your turn.
# <body>": an effect of the start of the turn (CR 6-2-2) the player may
# decline ("can be activated") --
# "This effect can be activated when your opponent attacks." is an [On Your
# Opponent's Attack] effect (CR 10-2-16-1) the player may decline
_ACTIVATED_WHEN: Final = {
    "This effect can be activated at the start of your turn. ": L.START_OF_YOUR_TURN,
    "This effect can be activated when your opponent attacks. ": L.ON_OPPONENTS_ATTACK,
}


def _render_start_of_turn(a: L.Ability, ctx: Ctx) -> str | None:
    if a.conditions or a.cost or not a.optional:
        return None
    words = [w for w, t in _ACTIVATED_WHEN.items() if t == a.timing]
    body = render_body(a.steps, a.joins, ctx)
    if body is None or not words:
        return None
    return ("[Once Per Turn] " if a.once_per_turn else "") + words[0] + body


def _read_optional_body(body: str, costs: tuple, ctx: Ctx) -> tuple[tuple, tuple] | None:
    if costs or not body.startswith(_YOU_MAY):
        return None
    try:
        steps, joins = read_body(_cap(body[len(_YOU_MAY):]), ctx)
    except Unreadable:
        return None
    return (steps, joins) if len(steps) == 1 else None


# -- statics family: more permanent effects and rule texts ----------------------------

# -- tail family: "+1000 power for every 2 Events in your trash" --
def _every_words(e: L.StaticPower, ctx: Ctx) -> str | None:
    """"2 Events in your trash", or "card in your hand" for every single one."""
    counted = _render_counted(e.per, True, ctx)
    if counted is None or e.per_count < 1:
        return None
    if e.per_count > 1:
        return f"{e.per_count} {counted}"
    return "card" + counted[len("cards"):] if counted.startswith("cards ") else None


def _read_every(t: Any, amount: int, s: str, ctx: Ctx) -> Iterator[L.StaticPower]:
    """The rest of "+N power for every ..." up to the final period."""
    m = re.match(r"(\d+) ", s)
    count, text = (int(m.group(1)), s[m.end():]) if m else (1, s)
    if count == 1:
        if not text.startswith("card "):
            return
        text = "cards " + text[len("card "):]
    for what, rest in _read_counted(text, L.YOU, ctx):
        if rest == ".":
            yield L.StaticPower(t, amount, per=what, per_count=count)


def _effect_words(e: Any, verb: str, ctx: Ctx) -> str | None:
    """A permanent effect's words after its target ("gains +1000 power")."""
    more = _static_body(e, verb)
    if more is not None:
        return more
    if isinstance(e, L.StaticPower) and e.per is not None:
        every = _every_words(e, ctx)                    # tail family
        return None if every is None else \
            f"{verb} {_render_signed(e.amount, ctx)} power for every {every}"
    if isinstance(e, L.StaticPower):
        return f"{verb} {_render_signed(e.amount, ctx)} power"
    if isinstance(e, L.StaticKeyword):
        return f"{verb} [{e.keyword}]"
    if isinstance(e, L.CannotBeKOd):
        how = {None: "", "battle": " in battle", "effects": " by effects",
               L.BY_OPPONENTS_EFFECTS: " by your opponent's effects"}[e.by]
        if e.against is not None:
            if e.by != L.BY_BATTLE:
                return None
            return f"cannot be K.O.'d in battle by {_against_words(e.against)}"
        return f"cannot be K.O.'d{how}"
    return None


_AGAINST_NOUNS = {"cards": (L.LEADER, L.CHARACTER), "Leaders or Characters": (L.LEADER, L.CHARACTER),
                  "Characters": (L.CHARACTER,), "Leaders": (L.LEADER,)}


def _against_words(a: L.Against) -> str | None:
    if _AGAINST_NOUNS.get(a.noun) != a.categories:
        return None
    if a.attribute is None:
        return a.noun if not a.without and a.noun != "cards" else None
    attr = f"＜{a.attribute}＞" if a.wide else f"<{a.attribute}>"
    if a.without:
        return f"{a.noun} without the {attr} attribute"
    return f"{attr} attribute {a.noun}"


_AGAINST = re.compile(r"(?:(?P<a1>[<＜][^>＞]+[>＞]) attribute (?P<n1>cards|Leaders or Characters|"
                      r"Characters|Leaders)|(?P<n2>Characters|Leaders) without the "
                      r"(?P<a2>[<＜][^>＞]+[>＞]) attribute|(?P<n3>Leaders|Characters))")


def _read_against(s: str) -> tuple[L.Against, str] | None:
    m = _AGAINST.match(s)
    if not m:
        return None
    attr = m.group("a1") or m.group("a2")
    noun = m.group("n1") or m.group("n2") or m.group("n3")
    a = L.Against(_AGAINST_NOUNS[noun], attr[1:-1] if attr else None, bool(m.group("a2")),
                  wide=bool(attr) and attr[0] == "＜", noun=noun)
    return a, s[m.end():]


def _read_one_static(t: Any, tail: str) -> Iterator[tuple[Any, str]]:
    """One permanent effect after the target, and the text after it."""
    for verb in (" gains ", " gain "):
        if tail.startswith(verb):
            after = tail[len(verb):]
            m = re.match(r"([+−])(\d+) power", after)
            if m:
                n = int(m.group(2))
                yield L.StaticPower(t, n if m.group(1) == "+" else -n), after[m.end():]
            m = re.match(r"\+(\d+) cost", after)
            if m:
                yield L.StaticCost(t, int(m.group(1))), after[m.end():]
            for k in KEYWORDS:
                if after.startswith(f"[{k}]"):
                    yield L.StaticKeyword(t, k), after[len(k) + 2:]
    for words, by in ((" cannot be K.O.'d in battle", L.BY_BATTLE),
                      (" cannot be K.O.'d by effects", L.BY_EFFECTS),
                      (" cannot be K.O.'d by your opponent's effects", L.BY_OPPONENTS_EFFECTS),
                      (" cannot be K.O.'d", None)):
        if tail.startswith(words):
            yield L.CannotBeKOd(t, by), tail[len(words):]
            if by == L.BY_BATTLE and tail[len(words):].startswith(" by "):
                got = _read_against(tail[len(words) + 4:])
                if got is not None:
                    yield L.CannotBeKOd(t, by, got[0]), got[1]
    for effect in _read_static_body(t, tail[:tail.find(".") + 1] if "." in tail else tail):
        yield effect, "."
    yield from _read_repl_one_static(t, tail)            # repl family
    words = " cannot be removed from the field by your opponent's effects"
    if tail.startswith(words):
        yield L.CannotBeRemoved(t), tail[len(words):]


def _read_static_and(t: Any, tail: str) -> Iterator[Any]:
    """"<effect> and <effect>.": the second may share the verb "gains"."""
    for first, rest in _read_one_static(t, tail):
        if not rest.startswith(" and "):
            continue
        after = rest[len(" and "):]
        for prefix in (" ", " gains ", " gain "):
            for second, end in _read_one_static(t, prefix + after):
                if end == ".":
                    yield L.StaticAnd((first, second))

def _static_body(e: Any, verb: str) -> str | None:
    """The words after the target of the statics family's permanent effects."""
    if isinstance(e, L.StaticCost) and e.per is not None:
        return _repl_cost_words(e, verb)                 # repl family
    if isinstance(e, L.RefreshLock):
        return _REFRESH_LOCK_WORDS                       # repl family
    if isinstance(e, L.StaticCost):
        return f"{verb} {_render_signed(e.amount, Ctx())} cost" if e.amount >= 0 else None
    if isinstance(e, L.StaticCannotAttack):
        return "cannot attack"
    if isinstance(e, L.StaticAttackActive):
        return ("can also attack your opponent's active Characters" if e.opponents
                else "can also attack active Characters")
    if isinstance(e, L.StaticAttackCharactersWhenPlayed):
        return f"can attack Characters on the turn in which {e.word} played"
    if isinstance(e, L.StaticNoLeaderAttackWhenPlayed):          # tail-A family
        return "cannot attack a Leader on the turn in which it is played"
    if isinstance(e, L.CannotBeRemoved):
        return "cannot be removed from the field by your opponent's effects"
    return None


def _read_static_body(t: Any, tail: str) -> Iterator[Any]:
    """The statics family's effects: `tail` is the text after the target."""
    m = re.fullmatch(r" gains? \+(\d+) cost\.", tail)
    if m:
        yield L.StaticCost(t, int(m.group(1)))
    if tail == " cannot attack.":
        yield L.StaticCannotAttack(t)
    if tail == " can also attack active Characters.":
        yield L.StaticAttackActive(t)
    if tail == " can also attack your opponent's active Characters.":
        yield L.StaticAttackActive(t, opponents=True)
    if tail == " can attack Characters on the turn in which it is played.":
        yield L.StaticAttackCharactersWhenPlayed(t)
    if tail == " cannot attack a Leader on the turn in which it is played.":   # tail-A family
        yield L.StaticNoLeaderAttackWhenPlayed(t)
    if tail == " can attack Characters on the turn in which they are played.":
        yield L.StaticAttackCharactersWhenPlayed(t, word="they are")     # tail B family
    if tail == " cannot be K.O.'d by effects.":
        yield L.CannotBeKOd(t, "effects")
    if tail == " cannot be K.O.'d by your opponent's effects.":
        yield L.CannotBeKOd(t, L.BY_OPPONENTS_EFFECTS)
    if tail == " cannot be K.O.'d.":
        yield L.CannotBeKOd(t, None)


_UNDER_RULES = "Under the rules of this game, "
_ANY_NUMBER = "you may have any number of this card in your deck."


def _render_rule_text(e: Any) -> str | None:
    if isinstance(e, L.AnyNumberInDeck):
        return _UNDER_RULES + _ANY_NUMBER
    if isinstance(e, L.DeckOutWins):                   # tail-A family
        return _DECK_OUT_WINS
    names = ", ".join(f"[{n}]" for n in e.names[:-1])
    names = f"{names} and [{e.names[-1]}]" if names else f"[{e.names[-1]}]"
    if e.rules_word == "before":
        return f"{_UNDER_RULES}also treat this card's name as {names}."
    return f"Also treat this card's name as {names} according to the rules."


_DECK_OUT_WINS: Final = ("When your deck is reduced to 0, you win the game instead of losing, "
                         "according to the rules.")


def _read_rule_text(line: str) -> L.Static | None:
    if line == _UNDER_RULES + _ANY_NUMBER:
        return L.Static(L.AnyNumberInDeck())
    if line == _DECK_OUT_WINS:                         # tail-A family
        return L.Static(L.DeckOutWins())
    m = re.fullmatch(r"(Under the rules of this game, also|Also) treat this card's name as "
                     r"((?:\[[^\]]+\](?:, | and )?)+)( according to the rules)?\.", line)
    if m:
        names = tuple(re.findall(r"\[([^\]]+)\]", m.group(2)))
        part = L.Static(L.AlsoNamed(names, "before" if m.group(1) != "Also" else "after"))
        if render_static(part, Ctx()) == line:
            return part
    return None


def _read_static(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static:
    if not conds:
        rule = _read_rule_text(s)
        if rule is not None:
            return rule
    extra: tuple = ()
    for cond, rest in read_condition(_uncap(s), ctx):
        if rest.startswith(", "):
            extra, s = (cond,), rest[2:]
            break
    s = _uncap(s)
    m = re.fullmatch(r"give this card in your hand −(\d+) cost\.", s)
    if m:
        part = L.Static(L.HandCost(-int(m.group(1))), conditions=conds + extra)
        if render_static(part, ctx) == line:
            return part
    if s.startswith("give "):
        # statics family: "Give all of your opponent's Characters −1 cost."
        for t, rest in _target_reader()(s[len("give "):], ctx):
            m = re.fullmatch(r" −(\d+) cost\.", rest)
            if m:
                part = L.Static(L.StaticCost(t, -int(m.group(1))), conditions=conds + extra)
                if render_static(part, ctx) == line:
                    return part
            # tail family: "Give this Leader −1000 power."
            m = re.fullmatch(r" −(\d+) power\.", rest)
            if m:
                part = L.Static(L.StaticPower(t, -int(m.group(1)), word="give"),
                                conditions=conds + extra)
                if render_static(part, ctx) == line:
                    return part
    for t, rest in _target_reader()(s, ctx):
        for verb in (" gains ", " gain "):
            if not rest.startswith(verb):
                continue
            tail = rest[len(verb):]
            effect: Any = None
            m = re.fullmatch(r"([+−])(\d+) power\.", tail)
            if m:
                n = int(m.group(2))
                effect = L.StaticPower(t, n if m.group(1) == "+" else -n)
            m = re.match(r"\+(\d+) power for every ", tail)
            if m:                                        # tail family
                for every in _read_every(t, int(m.group(1)), tail[m.end():], ctx):
                    st = L.Static(every, conditions=conds + extra)
                    if render_static(st, ctx) == line:
                        return st
            for k in KEYWORDS:
                if tail == f"[{k}].":
                    effect = L.StaticKeyword(t, k)
            if effect is not None:
                st = L.Static(effect, conditions=conds + extra)
                if render_static(st, ctx) == line:
                    return st
        if rest == " cannot be K.O.'d in battle.":
            return L.Static(L.CannotBeKOd(t, "battle"), conditions=conds + extra)
        for effect in _read_static_body(t, rest):
            part = L.Static(effect, conditions=conds + extra)
            if render_static(part, ctx) == line:
                return part
        for effect, end in _read_one_static(t, rest):
            part = L.Static(effect, conditions=conds + extra)
            if end == "." and render_static(part, ctx) == line:
                return part
        for effect in _read_static_and(t, rest):
            part = L.Static(effect, conditions=conds + extra)
            if render_static(part, ctx) == line:
                return part
    raise Unreadable(line)


def _read_static_or_postfix(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static:
    """Conditions family: a permanent effect, or one with its condition
    written after it ("This Character gains [Rush] if you have ...")."""
    try:
        return _read_static(s, conds, ctx, line)
    except Unreadable:
        k = s.find(" if ")
        if k < 0:
            raise
        head = s[:k] + "."
        for cond, rest in read_condition(s[k + 1:], ctx):
            if rest != ".":
                continue
            try:
                st = _read_static(head, conds, ctx, line[:len(line) - len(s)] + head)
            except Unreadable:
                continue
            full = replace(st, conditions=st.conditions + (cond,), after=True)
            if render_static(full, ctx) == line:
                return full
        raise
# -- statics family: replacement effects (CR 8-1-3-4) ---------------------------------

_WOULD_BE_KO_WORDS = {L.WOULD_BE_KO: "", L.WOULD_BE_KO_BY_EFFECT: " by an effect",
                      L.WOULD_BE_KO_IN_BATTLE: " in battle",
                      L.WOULD_BE_KO_BY_OPPONENT: " by your opponent's effect"}
# statics family: the words after the subject, by replacement timing
_WOULD_WORDS = {t: f" would be K.O.'d{w}" for t, w in _WOULD_BE_KO_WORDS.items()}
_WOULD_WORDS[L.WOULD_BE_REMOVED_BY_OPPONENT] = (" would be removed from the field by your "
                                                "opponent's effect")
_WOULD_WORDS[L.WOULD_LEAVE_FIELD] = " would leave the field"              # repl family
_WOULD_WORDS[L.WOULD_BE_REMOVED] = " would be removed from the field"     # repl family
_WOULD_WORDS[L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT] = (" would be K.O.'d or would be removed "
                                                      "from the field by your opponent's effect")
_WOULD_WORDS[L.WOULD_BE_REMOVED_BY_OPPONENT_SHORT] = (" would be removed from the field by your "
                                                      "opponent")
_WOULD_WORDS[L.WOULD_BE_REMOVED_BY_OPPONENT_OR_KO] = (" would be removed from the field by your "
                                                      "opponent's effect or K.O.'d")


def _render_replacement(a: L.Ability, ctx: Ctx) -> str | None:
    """"[Once Per Turn] If this Character would be K.O.'d, you may <steps>
    instead."  The steps replace the K.O.; declining them lets it happen."""
    whose = [c for c in a.conditions if isinstance(c, L.WouldBeKOd)]
    negated_if = [c for c in a.conditions if isinstance(c, L.NegatedIf)]   # repl family
    # repl family: "If your Leader has the {X} type and this Character would ..."
    general = [c for c in a.conditions if not isinstance(
        c, (L.DonAttached, L.YourTurn, L.OpponentsTurn, L.WouldBeKOd, L.NegatedIf))]
    if a.cost or a.optional or len(whose) > 1 or len(negated_if) > 1 or len(general) > 1 \
            or (general and whose):
        return None
    subject = (_your_card(whose[0].cards, ctx, whose[0].one_of) if whose else ctx.this)
    if whose and whose[0].word == _HAVE_A:                  # repl family
        subject = _have_a(whose[0].cards, ctx)
    if subject is None:
        return None
    body = render_body(a.steps, a.joins, ctx, sentence=False)
    if body is None:
        return None
    parts = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    instead = _INSTEAD_OF_KO if _names_replaced(a.steps) else " instead."    # repl family
    if negated_if:
        cond = render_condition(negated_if[0].condition, ctx)
        if cond is None or not cond.startswith("if "):
            return None
        instead += f" {_cap(cond)}, this effect is negated."
    if general:
        cond = render_condition(general[0], ctx)
        if cond is None or not cond.startswith("if "):
            return None
        subject = f"{cond[3:]} and {subject}"
    may = "" if a.forced else "you may "                  # repl family
    parts.append(f"If {subject}{_WOULD_WORDS[a.timing]}, {may}"
                 f"{body}{instead}")
    return " ".join(parts)


def _your_card(c: L.Cards, ctx: Ctx, one_of: bool = False) -> str | None:
    """"your rested Character with a cost of 3 or less" or "one of your
    Characters": one of your cards."""
    if c.noun == _CHARACTER_NAMED:                          # repl family
        named = len(c.names) == 1 and c == L.Cards(L.YOU, names=c.names)
        return f"your Character [{c.names[0]}]" if named and not one_of else None
    noun = _noun(c, one_of)
    if noun is None or c.owner != L.YOU or c.area != L.FIELD:
        return None
    return f"{'one of ' if one_of else ''}your {_adjectives(c)}{noun}{_qualifiers(c, ctx)}"


def _read_your_card(s: str, ctx: Ctx) -> Iterator[tuple[L.Cards, str]]:
    if not s.startswith("your "):
        return
    for (c, count, up_to), rest in _read_cards("1 " + s[len("your "):], ctx, L.FIELD,
                                               every=False):
        if c.owner == L.ANY and count == 1 and not up_to:
            yield replace(c, owner=L.YOU), rest


def _read_replacement(s: str, conds: tuple, once: bool, ctx: Ctx) -> L.Ability | None:
    subjects: list[tuple[tuple, str]] = []
    if s.startswith(f"If {ctx.this} would "):        # repl family: "would leave the field"
        subjects.append(((), s[len(f"If {ctx.this}"):]))
    if s.startswith("If your "):
        for c, rest in _read_your_card(_uncap(s[len("If "):]), ctx):
            subjects.append(((L.WouldBeKOd(c),), rest))
    if s.startswith("If one of your "):
        described = "1 of your " + s[len("If one of your "):]
        for (c, count, up_to), rest in _read_cards(described, ctx, L.FIELD, every=False):
            if c.owner == L.YOU and count == 1 and not up_to:
                subjects.append(((L.WouldBeKOd(c, one_of=True),), rest))
    subjects.extend(_repl_subjects(s, ctx))                 # repl family
    for whose, after in subjects:
        for timing, words in _WOULD_WORDS.items():
            head = f"{words}, you may "
            forced = not after.startswith(head) and after.startswith(f"{words}, ")
            if forced:                                      # repl family: no "you may"
                head = f"{words}, "
            if not after.startswith(head):
                continue
            for steps, joins, rest in _read_clauses(after[len(head):], ctx, sentence=False):
                if rest == _INSTEAD_OF_KO and timing in _WOULD_BE_KO_WORDS:
                    steps = _replaced_card_steps(steps)             # repl family
                    rest = " instead."
                steps = _replaced_it_steps(steps)                   # repl family
                more: tuple = ()
                if rest.startswith(" instead. If "):                # repl family
                    for cond, after in read_condition("if " + rest[len(" instead. If "):], ctx):
                        if after == ", this effect is negated.":
                            more, rest = (L.NegatedIf(cond),), " instead."
                            break
                if rest == " instead.":
                    a = L.Ability(timing, steps=steps, conditions=conds + whose + more,
                                  once_per_turn=once, joins=joins, forced=forced)
                    if render_line(a, ctx) == (" ".join(_prefix_words(a)) + " " + s).strip():
                        return a
    return None


def _prefix_words(a: L.Ability) -> list[str]:
    out = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    out.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
               for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if a.once_per_turn:
        out.append("[Once Per Turn]")
    return out


# -- "If this Character battles your opponent's Character, ..." (CR 7-1-5-2) ----------
# The effect resolves at the end of such a battle; the old wording puts
# [Once Per Turn] before the turn: "[DON!! x1] [Once Per Turn] [Your Turn] If ...".

_BATTLES = "If {this} battles your opponent's Character, "


def _render_end_of_battle(a: L.Ability, ctx: Ctx) -> str | None:
    battled = [c for c in a.conditions if isinstance(c, L.BattledCharacter)]
    if a.cost or a.optional or len(battled) != 1:
        return None
    if battled[0].in_which:                         # events family (round 2)
        return _render_in_which(a, ctx, battled[0])
    if battled[0].cards is not None:
        return None
    others = [c for c in a.conditions
              if not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn,
                                    L.BattledCharacter))]
    body = render_body(a.steps, a.joins, ctx, sentence=False)
    if others or body is None:
        return None
    parts = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    parts.append(_BATTLES.format(this=ctx.this) + body + ".")
    return " ".join(parts)


def _read_end_of_battle(s: str, conds: tuple, once: bool, ctx: Ctx,
                        line: str) -> L.Ability | None:
    head = _BATTLES.format(this=ctx.this)
    if not s.startswith(head):
        return None
    for steps, joins, rest in _read_clauses(s[len(head):], ctx, sentence=False):
        if rest == ".":
            a = L.Ability(L.END_OF_BATTLE, steps=steps, once_per_turn=once, joins=joins,
                          conditions=conds + (L.BattledCharacter(),))
            if render_ability(a, ctx) == line:
                return a
    return None


def render_line(part: Any, ctx: Ctx) -> str | None:
    if isinstance(part, str):
        return f"[{part}]"
    if isinstance(part, tuple):                     # misc family: "[A]/[B] ..."
        return _render_two_timings(part, ctx)
    if isinstance(part, L.Static):
        return render_static(part, ctx)
    return render_ability(part, ctx)


# tail B family: the area phrase of "from your hand or trash" (read and
# rendered like the others; no per-area form is generated for it)
_AREAS[L.HAND_OR_TRASH] = "from your hand or trash"


# =============================================================================
# -- repl family: replacement effects, K.O. as a cost, more permanent effects --
# =============================================================================

_FIELD_TYPE_CARD = re.compile(r"\{([^}]+)\} type card on your field")


def _read_field_type_card(s: str, ctx: Ctx) -> Parse:
    m = _FIELD_TYPE_CARD.match(s)
    if m:
        yield L.Cards(L.YOU, categories=ALL_CATEGORIES, types=(m.group(1),)), s[m.end():]


def _render_field_type_card(c: Any, ctx: Ctx) -> str | None:
    if isinstance(c, L.Cards) and len(c.types) == 1 \
            and c == L.Cards(L.YOU, categories=ALL_CATEGORIES, types=c.types):
        return f"{{{c.types[0]}}} type card on your field"
    return None


SLOTS["field type card"] = Slot(_read_field_type_card, _render_field_type_card)


def _read_cap_condition(s: str, ctx: Ctx) -> Parse:
    """A condition that starts a sentence: "If you have ..."."""
    if s.startswith("If "):
        yield from read_condition("if " + s[3:], ctx)


def _render_cap_condition(c: Any, ctx: Ctx) -> str | None:
    text = render_condition(c, ctx)
    return _cap(text) if text and text.startswith("if ") else None


def _read_a_described(s: str, ctx: Ctx) -> Parse:
    """"a Character with a cost of 4 or less": one card of a description."""
    if s.startswith("a "):
        for (c, count, up_to), rest in _read_cards("1 " + s[2:], ctx, None, every=False):
            if count == 1 and not up_to and c.owner == L.ANY:
                yield c, rest


def _render_a_described(c: Any, ctx: Ctx) -> str | None:
    text = render_cards(c, ctx, 1, False) if isinstance(c, L.Cards) else None
    return "a " + text[2:] if text and text.startswith("1 ") else None


SLOTS["cap condition"] = Slot(_read_cap_condition, _render_cap_condition)


def _read_opponents_one(s: str, ctx: Ctx) -> Parse:
    """"your opponent's Character with a cost of 6 or less": up to 1 of them."""
    head = "your opponent's "
    if s.startswith(head):
        for (c, count, up_to), rest in _read_cards("1 " + s[len(head):], ctx, None,
                                                   every=False):
            if count == 1 and not up_to and c.owner == L.ANY:
                yield L.Choose(replace(c, owner=L.OPPONENT)), rest


def _render_opponents_one(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or t.count != 1 or not t.up_to \
            or t.cards.owner != L.OPPONENT or t.chooser != L.YOU:
        return None
    text = render_cards(replace(t.cards, owner=L.ANY), ctx, 1, False)
    return "your opponent's " + text[2:] if text and text.startswith("1 ") else None


SLOTS["opponents one"] = Slot(_read_opponents_one, _render_opponents_one)
SLOTS["a described"] = Slot(_read_a_described, _render_a_described)


def _replaces_target(n: L.ChooseInstead) -> bool:
    return (isinstance(n.target, L.Choose) and isinstance(n.instead, L.Choose)
            and n.replaced == replace(n.target.cards, owner=L.ANY))

STEP_FORMS += [
    # "Choose up to 1 ... and K.O. it. If ..., choose up to 1 ... instead of a
    # Character with a cost of 4 or less"
    Form(L.ChooseInstead, "choose {target} and K.O. it. {condition:cap condition}, choose "
         "{instead:target} instead of {replaced:a described}", {"word": ""},
         when=_replaces_target, priority=2330),
    Form(L.ChooseInstead, "K.O. {target}. {condition:cap condition}, you may select "
         "{instead:opponents one} instead", {"word": "select"},
         when=lambda n: n.replaced is None and isinstance(n.target, L.Choose)
         and isinstance(n.instead, L.Choose) and n.target.count == 1 and n.target.up_to,
         priority=2340),
    # "draw 1 card. If ..., you may add up to 1 card ... instead of drawing 1 card"
    Form(L.DrawInstead, "draw {count:n card}. {condition:cap condition}, you may "
         "{alternative:one step} instead of drawing {count:n card}", priority=2350),
    # "For every {X} type card on your field, give up to 1 of ... −1000 power"
    Form(L.ForEvery, "for every {per:field type card}, {steps:one step}", priority=2360),
    # "add up to 2 Character cards ... from your hand or trash to the top of your
    # Life cards face-up" (ST13-003's Leader)
    Form(L.AddToLife, "add {target:target in hand or trash} to {places:life places} of "
         "{whose:life whose} Life cards face-up",
         {"face_up": True, "verb": "add", "reveal": False}, priority=2370),
    # "you may rest 2 of your active DON!! cards instead" (a step)
    Form(L.RestDonCards, "rest {count} of your DON!! cards", {"word": ""}, priority=2380),
    Form(L.RestDonCards, "rest {count} of your active DON!! cards", {"word": "active"},
         priority=2390),
    # "you may turn 1 card from the top of your Life cards face-up instead"
    Form(L.TurnLife, "turn {count:n card} from the top of your Life cards face-up",
         {"face_up": True, "places": ("top",)}, priority=2400),
]
# "All of your {X} type Characters gain +4 cost until ..." (before "gains")
STEP_FORMS += [
    Form(L.CostChange, "{target} gain {amount} cost {duration}", when=_gain_many, priority=1080),
]
# "rest your <Slash> attribute Leader or 1 of your DON!! cards" (a cost)
_ATTR_NAME = re.compile(r"[^>＞\s]+")


def _read_attr_name(s: str, ctx: Ctx) -> Parse:
    m = _ATTR_NAME.match(s)
    if m:
        yield m.group(0), s[m.end():]


SLOTS["attr name"] = Slot(_read_attr_name, lambda v, ctx: v if isinstance(v, str) else None)
COST_FORMS += [
    Form(L.RestLeaderOrDon, "rest your <{attribute:attr name}> attribute Leader or 1 of your "
         "DON!! cards", priority=30),
]
# "You may K.O. 1 of your Characters other than this Character:" (a cost:
# only your own cards, a fixed number)
COST_STEP_FORMS += [
    Form(L.KO, "K.O. {target}", when=lambda n: _own_field_choice(n.target), priority=590),
]

# -- targets --
_IN_YOUR_HAND: Final = "in your hand"
_HAND_NOUNS: Final = {"Events": (L.EVENT,), "Characters": (L.CHARACTER,),
                      "Character cards": (L.CHARACTER,)}
_HAND_COLORED = re.compile(rf"(?:((?:{_COLORS})(?: or (?:{_COLORS}))*) )?"
                           r"(Events|Characters|Character cards) in your hand")
# "your [Edward.Newgate] and all your Characters with ...": the named cards
# (Leader or Character) and every card of the description, each once
_NAMED_AND_ALL: Final = "named and all"
_NAMED_AND_ALL_WORDS = re.compile(r"your \[([^\]]+)\] and all ")
# "your Leader or 1 [Corrida Coliseum]": one of them, chosen
_LEADER_OR_NAMED: Final = "leader or named"
_LEADER_OR_NAMED_WORDS = re.compile(r"your Leader or 1 \[([^\]]+)\]")
# "... that is either [Perona] or has the <Slash> attribute": one
# description with either the name or the attribute (Cards.alt)
_EITHER: Final = "either name or attribute"
_EITHER_WORDS = re.compile(r" that is either \[([^\]]+)\] or has the <([^>]+)> attribute")


def _read_repl_target(s: str, ctx: Ctx, area: str | None) -> Parse:
    m = _HAND_COLORED.match(s)
    if m and area in (None, L.HAND):
        # card data name colors capitalised ("Blue"), card text in lower case
        colors = tuple(x.capitalize() for x in m.group(1).split(" or ")) if m.group(1) else ()
        c = L.Cards(L.YOU, L.HAND, _HAND_NOUNS[m.group(2)], colors=colors, noun=m.group(2))
        yield L.Every(c, word=_IN_YOUR_HAND), s[m.end():]
    m = _NAMED_AND_ALL_WORDS.match(s)
    if m:
        for (c, _, _), rest in _read_cards(s[m.end():], ctx, area, every=True):
            if c.owner == L.YOU and not c.alt and not c.names:
                named = L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER), names=(m.group(1),))
                yield L.Every(replace(c, alt=(named,)), word=_NAMED_AND_ALL), rest
    m = _LEADER_OR_NAMED_WORDS.match(s)
    if m:
        named = L.Cards(L.YOU, categories=(L.CHARACTER, L.STAGE), names=(m.group(1),),
                        rested=False)
        c = L.Cards(L.YOU, categories=(L.LEADER,), rested=False, alt=(named,),
                    joined=_LEADER_OR_NAMED)
        yield L.Choose(c, up_to=False), s[m.end():]
    yield from _read_named_or_named_leader(s)
    m = _EITHER_WORDS.search(s)
    if m:
        plain = s[:m.start()] + s[m.end():]
        for (c, count, up_to), rest in _read_cards(plain, ctx, area, every=False):
            if len(rest) <= len(s) - m.end() and not c.names and not c.attributes \
                    and not c.alt:
                either = replace(c, names=(m.group(1),), joined=_EITHER,
                                 alt=(replace(c, attributes=(m.group(2),)),))
                yield L.Choose(either, count=count, up_to=up_to), rest


def _render_repl_target(t: Any, ctx: Ctx) -> str | None:
    """The repl family's targets (None: not one of them)."""
    if isinstance(t, L.Every) and t.word == _IN_YOUR_HAND:
        c = t.cards
        if c != L.Cards(L.YOU, L.HAND, _HAND_NOUNS.get(c.noun, ()), colors=c.colors):
            return None
        colors = " or ".join(x.lower() for x in c.colors)
        return f"{colors} {c.noun} in your hand" if colors else f"{c.noun} in your hand"
    if isinstance(t, L.Every) and t.word == _NAMED_AND_ALL:
        c = t.cards
        if len(c.alt) != 1 or len(c.alt[0].names) != 1 or c.alt[0] != L.Cards(
                L.YOU, categories=(L.LEADER, L.CHARACTER), names=c.alt[0].names):
            return None
        text = render_cards(replace(c, alt=()), ctx, None, True)
        if text is None or not text.startswith("your "):
            return None
        return f"your [{c.alt[0].names[0]}] and all {text}"
    if isinstance(t, L.Choose) and t.cards.joined == _LEADER_OR_NAMED:
        c = t.cards
        if len(c.alt) != 1 or len(c.alt[0].names) != 1 or t.up_to or t.count != 1:
            return None
        name = c.alt[0].names[0]
        named = L.Cards(L.YOU, categories=(L.CHARACTER, L.STAGE), names=(name,), rested=False)
        if c != L.Cards(L.YOU, categories=(L.LEADER,), rested=False, alt=(named,)):
            return None
        return f"your Leader or 1 [{name}]"
    if isinstance(t, L.Choose) and t.cards.joined == _NAMED_OR_NAMED_LEADER:
        return _render_named_or_named_leader(t)
    if isinstance(t, L.Choose) and t.cards.joined == _EITHER:
        c = t.cards
        main = replace(c, names=(), alt=(), joined="")
        if len(c.names) != 1 or len(c.alt) != 1 or len(c.alt[0].attributes) != 1 \
                or c.alt[0] != replace(main, attributes=c.alt[0].attributes):
            return None
        text = render_cards(main, ctx, t.count, t.up_to)
        if text is None:
            return None
        either = f" that is either [{c.names[0]}] or has the <{c.alt[0].attributes[0]}> attribute"
        tail = " " + _AREAS[c.area] if c.area in _AREAS else ""
        if not text.endswith(tail):
            return None
        return text[:len(text) - len(tail)] + either + tail
    return None


# -- permanent effects --

_REFRESH_LOCK_WORDS: Final = "do not become active in your and your opponent's Refresh Phases"


def _read_repl_one_static(t: Any, tail: str) -> Iterator[tuple[Any, str]]:
    """"gains +1 cost for every 4 cards in your trash" (StaticCost.per), "do
    not become active in your and your opponent's Refresh Phases"."""
    if tail.startswith(" " + _REFRESH_LOCK_WORDS) and isinstance(t, L.Every):
        yield L.RefreshLock(t), tail[len(_REFRESH_LOCK_WORDS) + 1:]
    for verb in (" gains ", " gain "):
        m = re.match(r"\+(\d+) cost for every ", tail[len(verb):]) \
            if tail.startswith(verb) else None
        if m:
            for every in _read_every(t, int(m.group(1)), tail[len(verb) + m.end():], Ctx()):
                yield L.StaticCost(t, every.amount, every.per, every.per_count), "."


def _repl_cost_words(e: L.StaticCost, verb: str) -> str | None:
    every = _every_words(L.StaticPower(e.target, e.amount, per=e.per,
                                       per_count=e.per_count), Ctx())
    if every is None or e.amount < 0:
        return None
    return f"{verb} {_render_signed(e.amount, Ctx())} cost for every {every}"


def _prefix_of(conds: tuple) -> list[str] | None:
    """The bracketed words of a permanent effect's prefix conditions."""
    out = [f"[DON!! x{c.count}]" for c in conds if isinstance(c, L.DonAttached)]
    out.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
               for c in conds if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if len(out) != len(conds):
        return None
    return out


def _render_static_sentences(s: L.Static, ctx: Ctx) -> str | None:
    parts = s.effect.parts
    prefix = _prefix_of(s.conditions)
    if prefix is None or len(parts) < 2:
        return None
    texts = []
    for p in parts:
        if _prefix_of(p.conditions) not in (None, []) or isinstance(p.effect,
                                                                      L.StaticSentences):
            return None
        text = render_static(p, ctx)
        if text is None:
            return None
        texts.append(text)
    return " ".join(prefix + texts)


def _read_static_sentences(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    """"A. B.": two permanent effects under one prefix (L.StaticSentences)."""
    k = s.find(". ")
    while k > 0:
        first, second = s[:k + 1], s[k + 2:]
        try:
            a = _read_static_or_postfix(first, (), ctx, first)
            b = _read_static_or_postfix(second, (), ctx, second)
        except Unreadable:
            k = s.find(". ", k + 1)
            continue
        part = L.Static(L.StaticSentences((a, b)), conditions=conds)
        if render_static(part, ctx) == line:
            return part
        k = s.find(". ", k + 1)
    return None


_ATTACK_ONLY: Final = "your opponent cannot attack any card other than the Character "


def _render_attack_only(s: L.Static, ctx: Ctx) -> str | None:
    """"[Opponent's Turn] If this Character is rested, your opponent cannot
    attack any card other than the Character [Name]."""
    t = s.effect.target
    if not isinstance(t, L.Every) or len(t.cards.names) != 1 \
            or t.cards != L.Cards(L.YOU, names=t.cards.names):
        return None
    prefix = [f"[DON!! x{c.count}]" for c in s.conditions if isinstance(c, L.DonAttached)]
    prefix.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                  for c in s.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    others = [c for c in s.conditions
              if not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn))]
    body = f"{_ATTACK_ONLY}[{t.cards.names[0]}]"
    if others:
        words = [render_condition(c, ctx) for c in others]
        if any(w is None for w in words):
            return None
        body = " and ".join(w for w in words if w) + ", " + body
    return " ".join(prefix + [_cap(body) + "."])


def _read_attack_only(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    extra: tuple = ()
    text = _uncap(s)
    for cond, rest in read_condition(text, ctx):
        if rest.startswith(", "):
            extra, text = (cond,), rest[2:]
            break
    m = re.fullmatch(re.escape(_ATTACK_ONLY) + r"\[([^\]]+)\]\.", text)
    if not m:
        return None
    part = L.Static(L.AttackOnly(L.Every(L.Cards(L.YOU, names=(m.group(1),)))),
                    conditions=conds + extra)
    return part if render_static(part, ctx) == line else None


def _read_repl_static(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    """The repl family's permanent effects the other readers do not read."""
    if s == _FACE_UP_TO_DECK and not conds:
        return L.Static(L.FaceUpLifeToDeck())
    return (_read_attack_only(s, conds, ctx, line) or _read_static_sentences(s, conds, ctx, line)
            or _read_static_and_targets(s, conds, ctx, line) or _read_play_cost(s, conds, ctx, line))


def _render_static_and_targets(s: L.Static, ctx: Ctx) -> str | None:
    """"this Character gains +1000 power, and all of your ... gain +2 cost":
    two permanent effects on different targets in one sentence."""
    e = s.effect
    if not isinstance(e, L.StaticAnd) or len(e.effects) != 2:
        return None
    texts = [render_static(L.Static(x), ctx) for x in e.effects]
    if any(t is None or not t.endswith(".") for t in texts):
        return None
    body = _uncap(texts[0][:-1]) + ", and " + _uncap(texts[1])
    prefix = _prefix_of(tuple(c for c in s.conditions
                              if isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn))))
    others = [c for c in s.conditions
              if not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn))]
    if prefix is None:
        return None
    if others:
        words = [render_condition(c, ctx) for c in others]
        if any(w is None for w in words):
            return None
        body = " and ".join(w for w in words if w) + ", " + body
    return " ".join(prefix + [_cap(body)])


def _read_static_and_targets(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    extra: tuple = ()
    text = _uncap(s)
    for cond, rest in read_condition(text, ctx):
        if rest.startswith(", "):
            extra, text = (cond,), rest[2:]
            break
    k = text.find(", and ")
    while k > 0:
        first, second = _cap(text[:k]) + ".", _cap(text[k + len(", and "):])
        try:
            a = _read_static(first, (), ctx, first)
            b = _read_static(second, (), ctx, second)
        except Unreadable:
            k = text.find(", and ", k + 1)
            continue
        if not a.conditions and not b.conditions:
            part = L.Static(L.StaticAnd((a.effect, b.effect)), conditions=conds + extra)
            if render_static(part, ctx) == line:
                return part
        k = text.find(", and ", k + 1)
    return None


_FACE_UP_TO_DECK: Final = ("Your face-up Life cards are placed at the bottom of your deck instead "
                           "of being added to your hand, according to the rules.")


# -- "you may give that Character −1000 power during this turn instead of that
# Character being K.O.'d": the steps act on the card about to be K.O.'d --
_INSTEAD_OF_KO: Final = " instead of that Character being K.O.'d."
_THAT_CHARACTER = L.Selected(word="that Character")
_REPLACED_CARD = L.Selected(L.REPLACED, word="that Character")


def _replaced_card_steps(steps: tuple) -> tuple:
    return tuple(replace(s, target=_REPLACED_CARD)
                 if getattr(s, "target", None) == _THAT_CHARACTER else s for s in steps)


def _names_replaced(steps: tuple) -> bool:
    """Whether the steps say "that Character" of the card about to be K.O.'d."""
    return any(getattr(s, "target", None) == _REPLACED_CARD
               and s.target.word == "that Character" for s in steps)


def _replaced_it_steps(steps: tuple) -> tuple:
    """"you may add it to the top of your Life cards face-down instead": "it"
    is the card about to leave the field when no choice comes before it."""
    if not steps or any(isinstance(getattr(s, "target", None), (L.Choose, L.Select))
                        or isinstance(s, L.Select) for s in steps):
        return steps
    return tuple(replace(s, target=L.Selected(L.REPLACED, word="it"))
                 if isinstance(getattr(s, "target", None), L.Selected)
                 and s.target.name == "it" and s.target.word == "it" else s for s in steps)


# "If your Character [Bonk Punch] would be K.O.'d": your Characters so named
_YOUR_CHARACTER_NAMED = re.compile(r"If your Character \[([^\]]+)\]")
_CHARACTER_NAMED: Final = "character named"


def _repl_subjects(s: str, ctx: Ctx) -> list[tuple[tuple, str]]:
    out: list[tuple[tuple, str]] = []
    m = _YOUR_CHARACTER_NAMED.match(s)
    if m:
        c = L.Cards(L.YOU, names=(m.group(1),), noun=_CHARACTER_NAMED)
        out.append(((L.WouldBeKOd(c),), s[m.end():]))
    if s.startswith("If you have a "):
        # "If you have a green Character other than [Tashigi] that would be ..."
        for (c, count, up_to), rest in _read_cards("1 " + s[len("If you have a "):], ctx,
                                                   L.FIELD, every=False):
            if count == 1 and not up_to and c.owner == L.ANY and rest.startswith(" that would "):
                out.append(((L.WouldBeKOd(replace(c, owner=L.YOU), word=_HAVE_A),),
                            rest[len(" that"):]))
    and_this = f" and {ctx.this} would "
    if s.startswith("If ") and and_this in s:
        # "If your Leader has the {X} type and this Character would be ..."
        for cond, rest in read_condition("if " + s[3:], ctx):
            if rest.startswith(and_this):
                out.append(((cond,), rest[len(and_this) - len(" would "):]))
    return out


CONDITION_FORMS += [
    Form(L.HandTrashedThisTurn, "during the turn in which a card in your hand is trashed by "
         "an effect", priority=100),
]


_HAVE_A: Final = "have"


def _have_a(c: L.Cards, ctx: Ctx) -> str | None:
    """"you have a green Character other than [Tashigi] that"."""
    text = render_cards(replace(c, owner=L.ANY), ctx, 1, False) if c.owner == L.YOU else None
    return f"you have a {text[2:]} that" if text and text.startswith("1 ") else None


# "1 of your [Fish-Man Island] or your [Shirahoshi] Leader": one of them, chosen
_NAMED_OR_NAMED_LEADER: Final = "named or named leader"
_NAMED_OR_NAMED_LEADER_WORDS = re.compile(r"1 of your \[([^\]]+)\] or your \[([^\]]+)\] Leader")


def _named_or_named_leader(name: str, leader: str) -> L.Cards:
    named = L.Cards(L.YOU, categories=(L.LEADER,), names=(leader,), rested=False)
    return L.Cards(L.YOU, categories=(L.CHARACTER, L.STAGE), names=(name,), rested=False,
                   alt=(named,), joined=_NAMED_OR_NAMED_LEADER)


def _read_named_or_named_leader(s: str) -> Parse:
    m = _NAMED_OR_NAMED_LEADER_WORDS.match(s)
    if m:
        yield L.Choose(_named_or_named_leader(m.group(1), m.group(2)), up_to=False), s[m.end():]


def _render_named_or_named_leader(t: L.Choose) -> str | None:
    c = t.cards
    if t.up_to or t.count != 1 or len(c.names) != 1 or len(c.alt) != 1 \
            or len(c.alt[0].names) != 1:
        return None
    if c != _named_or_named_leader(c.names[0], c.alt[0].names[0]):
        return None
    return f"1 of your [{c.names[0]}] or your [{c.alt[0].names[0]}] Leader"
# -- events family (round 2): "You may trash any number of {X} type cards from
# your hand. <target> gains +1000 power during this battle for every card
# trashed." ----------------------------------------------------------------------
# "any number of" is a choice of up to L.ANY_NUMBER (any number from 0,
# CR 8-4-4-1), read and rendered through the "up to N" wording.

_ANY = "any number of "
_ANY_AS = f"up to {L.ANY_NUMBER} "


def _read_any_number_in_hand(s: str, ctx: Ctx) -> Parse:
    if not s.startswith(_ANY):
        return
    for t, rest in SLOTS["target in hand"].read(_ANY_AS + s[len(_ANY):], ctx):
        if isinstance(t, L.Choose) and t.count == L.ANY_NUMBER and t.up_to:
            yield t, rest


def _render_any_number_in_hand(t: Any, ctx: Ctx) -> str | None:
    if not (isinstance(t, L.Choose) and t.count == L.ANY_NUMBER and t.up_to):
        return None
    text = SLOTS["target in hand"].render(t, ctx)
    if text is None or not text.startswith(_ANY_AS):
        return None
    return _ANY + text[len(_ANY_AS):]


SLOTS["any number in hand"] = Slot(_read_any_number_in_hand, _render_any_number_in_hand)

_EVENTS2_STEP_FORMS: Final = [
    Form(L.Trash, "you may trash {target:any number in hand}", {"word": "you may"}, priority=230),
    Form(L.PowerPerCard, "{target:leader or character} gains {amount} power {duration} for "
         "every card trashed", priority=2410),
    Form(L.PowerPerCard, "{target} gains {amount} power {duration} for every card trashed",
         when=lambda n: isinstance(n.target, L.This), priority=2420),
]
STEP_FORMS += _EVENTS2_STEP_FORMS

EVENT_WORDS[L.WHEN_ATTACKS_OR_ATTACKED] = "When {this} attacks or is attacked"


# -- events family (round 2): "At the end of a battle in which this Character
# battles your opponent's Character [with ...], <the opponent's Character you
# battled with> ..." (CR 7-1-5-2) -------------------------------------------------

_IN_WHICH = "At the end of a battle in which {this} battles your opponent's Character"
_BATTLED_WORDS = ("the opponent's Character you battled with",
                  "the opponent\u2019s Character you battled with")     # as printed
_BATTLED_CARDS: Final = L.Cards(L.OPPONENT, battled_with=True)
_CHARACTERS = "up to 1 of your opponent's Characters"


def _read_battled(up_to: bool) -> Callable[[str, Ctx], Parse]:
    def read(s: str, ctx: Ctx) -> Parse:
        for k, words in enumerate(_BATTLED_WORDS):
            if s.startswith(words):
                yield (L.Choose(_BATTLED_CARDS, 1, up_to=up_to, word="\u2019" if k else ""),
                       s[len(words):])
    return read


def _render_battled(up_to: bool) -> Callable[[Any, Ctx], str | None]:
    def render(t: Any, ctx: Ctx) -> str | None:
        if not (isinstance(t, L.Choose) and t.cards == _BATTLED_CARDS and t.count == 1
                and t.up_to == up_to):
            return None
        return _BATTLED_WORDS[1] if t.word == "\u2019" else _BATTLED_WORDS[0]
    return render


SLOTS["battled"] = Slot(_read_battled(False), _render_battled(False))
SLOTS["may battled"] = Slot(_read_battled(True), _render_battled(True))

_BATTLED_FORMS: Final = [
    Form(L.ToDeckBottom, "place {target:battled} at the bottom of the owner's deck", priority=30),
    Form(L.KO, "you may K.O. {target:may battled}", priority=40),
    Form(L.KO, "K.O. {target:battled}", priority=50),
]
STEP_FORMS += _BATTLED_FORMS


def _render_battle_qualifiers(c: Any, ctx: Ctx) -> str | None:
    """" with a cost of 5 or less" of the opponent's Character (None: any)."""
    if c is None:
        return ""
    text = render_target(L.Choose(c, 1, up_to=True), ctx)
    if text is None or not text.startswith(_CHARACTERS):
        return None
    return text[len(_CHARACTERS):]


def _read_battle_qualifiers(s: str, ctx: Ctx) -> Iterator[tuple[Any, str]]:
    """(Cards or None, the text after the qualifiers and their comma)."""
    if s.startswith(", "):
        yield None, s[2:]
    k = s.find(", ")
    while k > 0:
        for t, rest in SLOTS["target"].read(_CHARACTERS + s[:k], ctx):
            if rest == "" and isinstance(t, L.Choose) and t.count == 1 and t.up_to:
                yield t.cards, s[k + 2:]
        k = s.find(", ", k + 2)


def _render_in_which(a: L.Ability, ctx: Ctx, battled: L.BattledCharacter) -> str | None:
    others = [c for c in a.conditions
              if not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn,
                                    L.BattledCharacter))]
    body = render_body(a.steps, a.joins, ctx, sentence=False)
    qualifiers = _render_battle_qualifiers(battled.cards, ctx)
    if others or body is None or qualifiers is None:
        return None
    parts = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    parts.append(_IN_WHICH.format(this=ctx.this) + qualifiers + ", " + body + ".")
    return " ".join(parts)


def _read_in_which(s: str, conds: tuple, once: bool, ctx: Ctx,
                   line: str) -> L.Ability | None:
    head = _IN_WHICH.format(this=ctx.this)
    if not s.startswith(head):
        return None
    for cards, body in _read_battle_qualifiers(s[len(head):], ctx):
        for steps, joins, rest in _read_clauses(body, ctx, sentence=False):
            if rest == ".":
                battled = L.BattledCharacter(cards, in_which=True)
                a = L.Ability(L.END_OF_BATTLE, steps=steps, once_per_turn=once, joins=joins,
                              conditions=conds + (battled,))
                if render_ability(a, ctx) == line:
                    return a
    return None


# -- events family (round 2): "Then, at the end of this battle, <step>" -----------
_AT_END_OF_BATTLE: Final = Form(L.AtEndOfBattle, "at the end of this battle, {steps:one step}",
     priority=2430)
STEP_FORMS.append(_AT_END_OF_BATTLE)


# -- events family (round 2): "you may draw 1 card if you have 4 or less cards in
# your hand and haven't drawn a card using this Leader's effect during this turn" ---
_MAY_DRAW: Final = Form(L.Draw, "you may draw {count:n card}", {"up_to": True, "word": "you may"},
     priority=90)
STEP_FORMS.append(_MAY_DRAW)
_NOT_DRAWN: Final = Form(L.NotDrawnByThis,
                         "if you haven't drawn a card using {_:this}'s effect during this turn",
     priority=110)
CONDITION_FORMS.append(_NOT_DRAWN)
_SUBJECT_ELISIONS += ("if you ",)        # "... and haven't drawn a card ..."


# -- events family (round 2): "This Character's base power becomes the same as
# your opponent's Leader ('s power) / the selected Character's power / the power
# of your opponent's attacking Leader or Character <duration>" ---------------------
_SAME_AS_WORDS: Final = {
    L.SAME_AS_OPPONENTS_LEADER: "your opponent's Leader",
    L.SAME_AS_OPPONENTS_LEADER_POWER: "your opponent's Leader's power",
    L.SAME_AS_SELECTED: "the selected Character's power",
    L.SAME_AS_ATTACKER: "the power of your opponent's attacking Leader or Character",
}


def _read_same_as(s: str, ctx: Ctx) -> Parse:
    for source, words in _SAME_AS_WORDS.items():
        if s.startswith(words):
            yield source, s[len(words):]


def _render_same_as(v: Any, ctx: Ctx) -> str | None:
    return _SAME_AS_WORDS.get(v)


SLOTS["same as"] = Slot(_read_same_as, _render_same_as)
_SAME_AS_FORM: Final = Form(L.BasePowerSameAs, "{target}'s base power becomes the same as "
                            "{source:same as} {duration}", priority=2440)
STEP_FORMS.append(_SAME_AS_FORM)


# -- events family (round 2): "Change the attack target to the selected card" ------
_SELECTED_WORDS: Final = ("the selected Character", "the selected card")


def _read_selected(s: str, ctx: Ctx) -> Parse:
    for word in _SELECTED_WORDS:
        if s.startswith(word):
            yield L.Selected(word=word), s[len(word):]


def _render_selected(t: Any, ctx: Ctx) -> str | None:
    return t.word if isinstance(t, L.Selected) and t.word in _SELECTED_WORDS else None


SLOTS["selected"] = Slot(_read_selected, _render_selected)
_CHANGE_TARGET_FORMS: Final = [
    Form(L.ChangeAttackTarget, "change the attack target to {target:selected}",
         {"word": "the attack target"}, priority=2450),
    Form(L.ChangeAttackTarget, "change the attack target to {target}",
         {"word": "the attack target"}, priority=2460),
    Form(L.ChangeAttackTarget, "change the target of the attack to {target}",
         {"word": "the target of the attack"}, priority=2470),
]
STEP_FORMS += _CHANGE_TARGET_FORMS


# -- events family (round 2): "Your opponent may trash 1 card from the top of their
# Life cards. If they do not, ..." -------------------------------------------------
_OPPONENT_MAY_FORMS: Final = [
    Form(L.OpponentMayTrashLife, "your opponent may trash {count:n card} from the top of "
         "their Life cards", priority=2480),
    Form(L.OpponentMayReturnDon, "your opponent may return {count:int} of their active DON!! "
         "cards to their DON!! deck", priority=2490),
]
STEP_FORMS += _OPPONENT_MAY_FORMS
CONDITION_FORMS.append(Form(L.TheyDidNot, "if they do not", priority=120))


# -- events family (round 2): "If the selected Character attacks during this turn,
# your opponent cannot activate [Blocker]" (the selection's follow-up) -------------
_IF_ATTACKS: Final = Form(L.UnblockableWhenAttacking, "if {target} attacks {duration}, your "
                          "opponent cannot activate [Blocker]", {"word": "if first"},
     priority=1350)
STEP_FORMS.append(_IF_ATTACKS)


# -- events family (round 2): "reveal up to 1 card from the top of your Life cards.
# This Character gains +1000 power during this turn per 1 cost on the revealed card."
_REVEAL_COST_FORMS: Final = [
    Form(L.RevealLife, "reveal up to {count:n card} from the top of your Life cards",
         {"up_to": True}, priority=2110),
    Form(L.PowerPerCost, "{target} gains {amount} power {duration} per 1 cost on the "
         "revealed card", when=lambda n: isinstance(n.target, L.This), priority=2500),
]
STEP_FORMS += _REVEAL_COST_FORMS
EVENT_WORDS[L.WHEN_OPPONENT_ACTIVATES_EVENT_OR_BLOCKER] = (
    "When your opponent activates an Event or [Blocker]")


# -- events family (round 2): "the next time you play a {X} type Character card with
# a cost of 3 or more from your hand during this turn, the cost will be reduced by 1"
_A_CARD = "a "
_UP_TO_ONE = "up to 1 "
_FROM_HAND_THIS_TURN = " from your hand during this turn"


def _read_next_played(s: str, ctx: Ctx) -> Parse:
    # "a {X} type Character card ..." or a name: "[Name] with a cost of ..."
    if s.startswith(_A_CARD):
        text = _UP_TO_ONE + s[len(_A_CARD):]
    elif s.startswith("["):
        text = _UP_TO_ONE + s
    else:
        return
    for t, rest in SLOTS["target in hand"].read(text, ctx):
        if isinstance(t, L.Choose) and t.count == 1 and t.up_to and \
                rest.startswith(" during this turn"):
            yield replace(t.cards, area=L.HAND), rest


def _render_next_played(c: Any, ctx: Ctx) -> str | None:
    if not isinstance(c, L.Cards) or c.area != L.HAND or c.owner != L.YOU:
        return None
    text = SLOTS["target in hand"].render(L.Choose(c, 1, up_to=True), ctx)
    if text is None or not text.startswith(_UP_TO_ONE):
        return None
    text = text[len(_UP_TO_ONE):]
    return text if text.startswith("[") else _A_CARD + text


SLOTS["next played"] = Slot(_read_next_played, _render_next_played)
_NEXT_PLAY: Final = Form(L.NextPlayCostReduction, "the next time you play {cards:next played} "
                         "during this turn, the cost will be reduced by {amount:int}",
     priority=2510)
STEP_FORMS.append(_NEXT_PLAY)


# -- "[Your Turn] The cost of playing {X} type Character cards with a cost of 2
# or more from your hand will be reduced by 1." (L.PlayCostReduction) ----------------
# the cards are read as "all <cards> from your hand" (an Every in the hand)
_PLAY_COST_HEAD: Final = "the cost of playing "
_PLAY_COST_TAIL: Final = re.compile(r" will be reduced by (\d+)\.")


def _read_play_cost(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    text = _uncap(s)
    if not text.startswith(_PLAY_COST_HEAD):
        return None
    for t, rest in SLOTS["target in hand"].read("all " + text[len(_PLAY_COST_HEAD):], ctx):
        m = _PLAY_COST_TAIL.fullmatch(rest)
        if m and isinstance(t, L.Every):
            part = L.Static(L.PlayCostReduction(t.cards, int(m.group(1))), conditions=conds)
            if render_static(part, ctx) == line:
                return part
    return None


def _render_play_cost(s: L.Static, ctx: Ctx) -> str | None:
    if any(not isinstance(c, (L.YourTurn, L.OpponentsTurn)) for c in s.conditions):
        return None
    cards = SLOTS["target in hand"].render(L.Every(s.effect.cards), ctx)
    head = next((h for h in ("all ", "your ") if cards and cards.startswith(h)), None)
    if cards is None or head is None:
        return None
    prefix = ["[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
              for c in s.conditions]
    body = f"The cost of playing {cards[len(head):]} will be reduced by {s.effect.amount}."
    return " ".join(prefix + [body])


# -- OP05-119: "Place all of your Characters except this Character at the bottom of
# your deck in any order. Then, take an extra turn after this one." ------------------
STEP_FORMS += [
    Form(L.ToDeckBottom, "place {target} at the bottom of your deck in any order",
         {"word": "your deck in any order"},
         when=lambda n: isinstance(n.target, L.Every) and n.target.cards.owner == L.YOU,
         priority=20),
    Form(L.ExtraTurn, "take an extra turn after this one", priority=10),
]


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


sort_forms()
