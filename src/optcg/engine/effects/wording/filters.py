"""Descriptions of cards (`language.Cards`): "up to 1 of your opponent's rested
Characters with a cost of 3 or less", read and rendered."""

from __future__ import annotations

import re
from typing import Any, Final

from .. import language as L
from ..phrasing import replace, wording, worded
from .core import Ctx, KEYWORDS, Parse


# The phrasings of a description of cards (its "phrasing" wording entry): each names one of
# two equivalent printed wordings, the one the card text used.
PHRASINGS: Final = (
    "on_your_field",       # "up to 1 ... card on your field" (not "up to 1 of your ...")
    "or_names_after",      # "{Type} type card or [Name]"
    "exclude_first",       # "other than [Name]" written before the cost
    "wide_attributes",     # the attributes in full-width brackets "＜Strike＞"
    "short_noun",          # "Event" for "Event card" outside the field
    "base_power_of",       # "with a base power of N or less" (not "with N base power or less")
    "power_number_first",  # "with N or more power" (not "with N power or more")
    "and_power",           # "with a cost of 3 or more and 7000 power or more"
    "type_after",          # "with 4000 power or less and the {X} type"
    "trigger_first",       # "with a cost of 4 or less and a [Trigger] other than [Name]"
    "don_that_has",        # "that has N or more DON!! cards given" (not "with a DON!! card given")
    "exclude_mid",         # 'with a type including "CP" other than [Stussy] and a cost of ...'
    "except_this",         # "all of your Characters except this Character"
    "includes_after",      # 'with 8000 power or more and a type including "X"'
    "rested_first",        # "rested {X} type Characters" (not "{X} type rested Characters")
    "power_of",            # "with a power of N or less" (not "with N power or less")
    "power_range",         # "with 2000 to 5000 power"
    "includes_and_power",  # 'with a type including "X" and 8000 power'
    "other_this_card",     # "other than this card" where "other than this Character" is usual
    "has_type_including",  # 'if your Leader has a type including "X"' (not "'s type includes")
    "cost_or",             # "with a cost of 3 or 4" (not "with a cost of 3 to 4")
    "cost_that_is",        # "with a cost of 3 or more that is equal to or less than <count>"
)


def said(c: L.Cards, phrasing: str) -> bool:
    """Whether the text of `c` used this phrasing (one of PHRASINGS)."""
    return phrasing in wording(c, "phrasing")


# -- card descriptions ("up to 1 of your opponent's rested Characters ...") ------

_CATEGORY_WORDS = {
    (L.CHARACTER,): ("Character", "Characters"),
    (L.LEADER, L.CHARACTER): ("Leader or Character card", "Leader or Character cards"),
    (L.EVENT,): ("Event", "Events"),
    (L.STAGE,): ("Stage", "Stages"),
    (L.LEADER,): ("Leader", "Leaders"),
    (L.LEADER, L.STAGE): ("Leader or Stage card", "Leader or Stage cards"),
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

# "Event" for "Event card" outside the field
_SHORT_NOUNS = ((L.CHARACTER,), (L.EVENT,), (L.STAGE,))

# what follows a card name: nothing for Characters
_NAMED_NOUNS = {
    (L.CHARACTER,): ("", ""),
    (L.LEADER, L.CHARACTER): (" card", " cards"),
    (L.LEADER,): (" Leader", " Leader"),
    ALL_CATEGORIES: ("", ""),           # outside the field
}
_AREAS = {L.HAND: "from your hand", L.TRASH: "from your trash", L.DECK: "from your deck"}


def _braced(names: tuple[str, ...], open_: str, close: str) -> str:
    items = [f"{open_}{n}{close}" for n in names]
    if len(items) > 2:                # "[A], [B], or [C]"
        return ", ".join(items[:-1]) + ", or " + items[-1]
    return " or ".join(items)


def _adjectives(c: L.Cards) -> str:
    words = ["other"] if wording(c, "other_word") else []      # "1 of your other Characters"
    if c.colors:                     # "red {Navy} type Character card"
        words.append(" or ".join(x.lower() for x in c.colors))
    if c.attributes:                 # "<Slash> attribute Character"
        left, right = ("＜", "＞") if said(c, "wide_attributes") else ("<", ">")
        words.append(_braced(c.attributes, left, right) + " attribute")
    if c.rested is True and said(c, "rested_first"):
        words.append("rested")
    if c.types and not said(c, "type_after"):             # after, in _qualifiers
        if c.or_names and not said(c, "or_names_after"):   # "[Name] or {Type} type card"
            words.append(_braced(c.or_names, "[", "]") + " or")
        words.append(_braced(c.types, "{", "}") + " type")
    if c.rested is True and not said(c, "rested_first"):
        words.append("rested")
    if c.rested is False:
        words.append("active")
    if c.keyword:
        words.append(f"[{c.keyword}]")
    return "".join(w + " " for w in words)


def _qualifiers(c: L.Cards, ctx: Ctx) -> str:
    if c.without_timing is not None:        # "without an [On Play] effect (and with ...)"
        text = _qualifiers(replace(c, without_timing=None), ctx)
        article = "an" if c.without_timing[0] in "AEIOU" else "a"
        without = f" without {article} [{c.without_timing}] effect"
        if text.startswith(" with "):
            return without + " and" + text
        return without if not text else ""
    if said(c, "exclude_mid"):                # 'with a type including "X" other than [Y] and'
        text = _qualifiers(replace(c, exclude_names=(), phrasing=tuple(
            p for p in wording(c, "phrasing") if p != "exclude_mid")), ctx)
        typed = f' with a type including "{c.type_includes}" and '
        if not c.exclude_names or not text.startswith(typed):
            return ""
        return (typed[:-len("and ")] + "other than " + _braced(c.exclude_names, "[", "]")
                + " and " + text[len(typed):])
    if said(c, "includes_after"):             # '... or more and a type including "X"'
        text = _qualifiers(replace(c, type_includes=None, phrasing=tuple(
            p for p in wording(c, "phrasing") if p != "includes_after")), ctx)
        if not c.type_includes or not text.startswith(" with ") or " and " in text:
            return ""
        return f'{text} and a type including "{c.type_includes}"'
    parts = []
    if c.or_names and said(c, "or_names_after"):          # "{Type} type card or [Name] with ..."
        parts.append("or " + _braced(c.or_names, "[", "]"))
    if c.exclude_names and said(c, "exclude_first"):
        parts.append("other than " + _braced(c.exclude_names, "[", "]"))
    at = len(parts)
    if c.type_includes:               # "with a type including "CP" and a cost of 2 or less"
        parts.append(f"with a type including \"{c.type_includes}\"")
    if c.cost_max is not None and c.cost_min is not None:
        if c.cost_max == c.cost_min:
            parts.append(f"with a cost of {c.cost_max}")
        elif said(c, "cost_or") and c.cost_max == c.cost_min + 1:
            parts.append(f"with a cost of {c.cost_min} or {c.cost_max}")
        else:
            parts.append(f"with a cost of {c.cost_min} to {c.cost_max}")
    elif c.cost_max is not None:
        parts.append(f"with a cost of {c.cost_max} or less")
    elif c.cost_min is not None:
        parts.append(f"with a cost of {c.cost_min} or more")
    if c.type_includes and len(parts) == at + 2:
        parts[at:] = [parts[at] + " and " + parts[at + 1][len("with "):]]
    if c.cost_max_count is not None and said(c, "cost_that_is"):
        if not parts or parts[-1] != f"with a cost of {c.cost_min} or more":
            return ""
        parts[-1] += f" that is equal to or less than {_COUNT_WORDS[c.cost_max_count]}"
    elif c.cost_max_count is not None:
        parts.append(f"with a cost equal to or less than {_COUNT_WORDS[c.cost_max_count]}")
    if c.power_max is not None and c.power_max == c.power_min:
        parts.append(f"with {c.power_max} power")        # exactly
    elif c.power_max is not None and c.power_min is not None and said(c, "power_range"):
        parts.append(f"with {c.power_min} to {c.power_max} power")
    else:
        if c.power_max is not None and said(c, "power_of"):
            parts.append(f"with a power of {c.power_max} or less")
        elif c.power_max is not None:
            parts.append(f"with {c.power_max} power or less")
        if c.power_min is not None and said(c, "power_number_first"):
            parts.append(f"with {c.power_min} or more power")
        elif c.power_min is not None:
            parts.append(f"with {c.power_min} power or more")
    if said(c, "and_power"):                  # "... cost ... and N power ..."
        k = len(parts) - 1
        if k < 1 or not parts[k - 1].startswith("with a cost") \
                or not re.fullmatch(r"with \d+ power or (?:more|less)", parts[k]):
            return ""
        parts[k - 1:] = [parts[k - 1] + " and " + parts[k][len("with "):]]
    if said(c, "includes_and_power"):         # 'with a type including "X" and N power'
        if len(parts) < 2 or parts[-2] != f'with a type including "{c.type_includes}"' \
                or not re.fullmatch(r"with \d+ power", parts[-1]):
            return ""
        parts[-2:] = [parts[-2] + " and " + parts[-1][len("with "):]]
    if said(c, "type_after"):                 # "... and the {X} type"
        if not parts or not parts[-1].startswith("with ") or c.or_names:
            return ""
        parts.append("and the " + _braced(c.types, "{", "}") + " type")
    parts.extend(_base_qualifiers(c))
    if c.other_than_this and said(c, "except_this"):          # "except this Character"
        parts.append(f"except {ctx.this}")
    elif c.other_than_this and said(c, "other_this_card"):
        parts.append("other than this card")
    elif c.other_than_this and not wording(c, "other_word"):
        # "Leader or Character cards other than this card": a noun that
        # may be the card itself whatever its category
        parts.append("other than this card" if ctx.category == "Event" or c.area != L.FIELD
                     or (tuple(c.categories) == (L.LEADER, L.CHARACTER) and not c.names)
                     else f"other than {ctx.this}")
    with_before = any(p.startswith("with ") for p in parts)
    if c.has_trigger and said(c, "trigger_first"):        # before "other than"
        parts.append(("and" if with_before else "with") + " a [Trigger]")
    if c.exclude_names and not said(c, "exclude_first"):
        parts.append("other than " + _braced(c.exclude_names, "[", "]"))
    with_before = any(p.startswith("with ") for p in parts)
    if c.has_trigger and not said(c, "trigger_first"):
        parts.append(("and" if with_before else "with") + " a [Trigger]")
        with_before = True
    if c.no_base_effect:
        parts.append(("and" if with_before else "with") + " no base effect")
    if c.no_counter:
        parts.append("without a Counter")
    if c.don_min is not None:
        if said(c, "don_that_has"):
            parts.append(f"that has {c.don_min} or more DON!! cards given")
        elif c.don_min == 1:
            parts.append("with a DON!! card given")
        else:
            parts.append(f"with {c.don_min} or more DON!! cards given")

    if c.type_includes and len(parts) > 1 and parts[0].startswith("with a type including") \
            and parts[1].startswith("with a cost"):
        # 'with a type including "X" and a cost of N or less'
        parts[1] = "and" + parts[1][len("with"):]
    return "".join(" " + p for p in parts)


# -- base power and cost qualifiers ---------------------------------

_COUNT_WORDS = {L.DON_ON_FIELD: "the number of DON!! cards on your field",
                L.OPPONENTS_LIFE: "the number of your opponent's Life cards",
                L.TOTAL_LIFE: "the total of your and your opponent's Life cards",
                L.YOUR_LIFE: "your number of Life cards",
                L.OPPONENTS_DON: "the number of DON!! cards on your opponent's field"}
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
    if words is not None and said(c, "base_power_of"):
        out.append(f"with a base power of {words}")
    elif words is not None:
        out.append(f"with {words.replace(' ', ' base power ', 1)}" if " " in words
                   else f"with {words} base power")
    words = _range_words(c.base_cost_min, c.base_cost_max)
    if words is not None:
        out.append(f"with a base cost of {words}")
    return out


def _noun(c: L.Cards, plural: bool) -> str | None:
    if wording(c, "noun") == "field card":
        return _field_card_noun(c, plural)
    if c.names and wording(c, "noun") == "named":              # "[A] or [B] cards"
        return _braced(c.names, "[", "]") + (" cards" if plural else " card")
    if c.names:
        # "[Name] cards" (Leader or Character), "[Name] Leader"
        more = _NAMED_NOUNS.get(tuple(c.categories))
        if more is None:
            return None
        return _braced(c.names, "[", "]") + more[plural]
    table = _CATEGORY_WORDS if c.area == L.FIELD else _CARD_WORDS
    if c.area == L.FIELD and tuple(c.categories) == (L.LEADER,):
        return "Leader"          # "up to 1 of your Leader": never "Leaders"
    if said(c, "short_noun") and c.area != L.FIELD:
        table = _CATEGORY_WORDS if tuple(c.categories) in _SHORT_NOUNS else {}
    words = table.get(tuple(c.categories))
    if words is None:
        return None
    return words[plural]


# Characters on the field named as cards ("up to 1 of your {X}
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


def quantity(count: int, up_to: bool) -> L.Range:
    """How many "up to N" (`up_to`) or "N" means."""
    return L.up_to(count) if up_to else L.exactly(count)


def render_cards(c: L.Cards, ctx: Ctx, count: int | None, up_to: bool) -> str | None:
    """A Choose-style description; count None: "all of"-style (Every)."""
    if c.don:
        return None             # only the "cards or don" slot writes these
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
        if c.area != L.FIELD and wording(c, "noun") == "of your":
            # "up to 1 of your Character cards ... from your trash"
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
        if c.owner == L.ANY or said(c, "on_your_field") and c.owner == L.YOU:
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
        if owner == L.YOU and count is not None and rest.startswith("other "):
            # "1 of your other Characters": other than this card
            kw.update(other_than_this=True, other_word=True)
            rest = rest[len("other "):]
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
        if rest.startswith("rested ") and _TYPE_LIST.match(rest[len("rested "):]):
            kw.update(rested=True, rested_first=True)      # "rested {X} type Characters"
            rest = rest[len("rested "):]
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
            for sep in (", or ", ", ", " or "):   # "[Sanji] or Event card"
                if names_text.endswith(sep):
                    names_text, names_end = names_text[:-len(sep)], names_end - len(sep)
                    break
            named = _split_braced(names_text, "[", "]")
            after = rest[names_end:]
            if implicit:
                # a looked-at card of that name, any category
                options.append(({"names": named, "categories": ALL_CATEGORIES,
                                 "area": L.DECK}, after))
                for word in (" cards", " card"):    # "[A] or [B] cards"
                    if after.startswith(word):
                        options.append(({"names": named, "categories": ALL_CATEGORIES,
                                         "area": L.DECK, "noun": "named"},
                                        after[len(word):]))
            else:
                # a name with no noun after it is any card of that name, a
                # Leader included (CR 2-1-2)
                options.append(({"names": named, "categories": ALL_CATEGORIES}, after))
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
        # "Event" for "Event card" outside the field
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
        if L.FIELD in areas and not implicit:
            options += _field_card_options(rest)
        for extra, after in options:
            yield from _qualified(dict(kw, **extra), after, count, up_to, ctx, implicit)


_QUALIFIERS = (
    (re.compile(r" (?:with|and) a cost of (\d+) or less"), lambda m: {"cost_max": int(m.group(1))}),
    (re.compile(r" (?:with|and) a cost of (\d+) or more"), lambda m: {"cost_min": int(m.group(1))}),
    (re.compile(r" (?:with|and) a cost of (\d+) to (\d+)"),
     lambda m: {"cost_min": int(m.group(1)), "cost_max": int(m.group(2))}),
    # two costs next to each other: "with a cost of 3 or 4"
    (re.compile(r" (?:with|and) a cost of (\d+) or (\d+)"),
     lambda m: {"cost_min": int(m.group(1)), "cost_max": int(m.group(2)), "cost_or": True}),
    # (" to \d", so that "with a cost of 3 to the top of ..." reads)
    (re.compile(r" (?:with|and) a cost of (\d+)(?! or (?:less|more)| to \d)"),
     lambda m: {"cost_min": int(m.group(1)), "cost_max": int(m.group(1))}),
    (re.compile(r" with a cost of (\d+) or more that is equal to or less than (" + "|".join(
        re.escape(w) for w in _COUNT_WORDS.values()) + ")"),
     lambda m: {"cost_min": int(m.group(1)), "cost_max_count": _COUNTS_BY_WORDS[m.group(2)],
                "cost_that_is": True}),
    (re.compile(r" with a cost equal to or less than (the number of DON!! cards on your field|"
                r"the number of your opponent's Life cards|the total of your and your "
                r"opponent's Life cards|your number of Life cards|the number of DON!! cards "
                r"on your opponent's field)"),
     lambda m: {"cost_max_count": _COUNTS_BY_WORDS[m.group(1)]}),
    (re.compile(r" with (\d+) base power or less"), lambda m: {"base_power_max": int(m.group(1))}),
    (re.compile(r" with (\d+) base power or more"), lambda m: {"base_power_min": int(m.group(1))}),
    (re.compile(r" with (\d+) base power(?! or)"),
     lambda m: {"base_power_min": int(m.group(1)), "base_power_max": int(m.group(1))}),
    (re.compile(r" with a base power of (\d+) or less"),
     lambda m: {"base_power_max": int(m.group(1)), "base_power_of": True}),
    (re.compile(r" with a base power of (\d+) or more"),
     lambda m: {"base_power_min": int(m.group(1)), "base_power_of": True}),
    (re.compile(r" with a base power of (\d+)(?! or)"),
     lambda m: {"base_power_min": int(m.group(1)), "base_power_max": int(m.group(1)),
                "base_power_of": True}),
    (re.compile(r" with a base cost of (\d+) or less"),
     lambda m: {"base_cost_max": int(m.group(1))}),
    (re.compile(r" with a base cost of (\d+) or more"),
     lambda m: {"base_cost_min": int(m.group(1))}),
    (re.compile(r" with a base cost of (\d+)(?! or)"),
     lambda m: {"base_cost_min": int(m.group(1)), "base_cost_max": int(m.group(1))}),
    (re.compile(r" (?:with|and) a \[Trigger\]"), lambda m: {"has_trigger": True}),
    (re.compile(r" (?:with|and) no base effect"), lambda m: {"no_base_effect": True}),
    (re.compile(r" without a Counter"), lambda m: {"no_counter": True}),
    (re.compile(r" without an? \[([^\]]+)\] effect(?: and(?= with ))?"),
     lambda m: {"without_timing": m.group(1)}),
    (re.compile(r' with a type including "([^"]+)"'), lambda m: {"type_includes": m.group(1)}),
    (re.compile(r" or ((?:\[[^\]]+\](?: or )?)+)"),
     lambda m: {"or_names": _split_braced(m.group(1), "[", "]"), "or_names_after": True}),
    (re.compile(r" with (\d+) to (\d+) power"),
     lambda m: {"power_min": int(m.group(1)), "power_max": int(m.group(2)), "power_range": True}),
    (re.compile(r" with (\d+) power or less"), lambda m: {"power_max": int(m.group(1))}),
    (re.compile(r" with a power of (\d+) or less"),
     lambda m: {"power_max": int(m.group(1)), "power_of": True}),
    (re.compile(r" with (\d+) power(?! or)"),
     lambda m: {"power_min": int(m.group(1)), "power_max": int(m.group(1))}),
    (re.compile(r" with (\d+) power or more"), lambda m: {"power_min": int(m.group(1))}),
    # "with 5000 or more power"
    (re.compile(r" with (\d+) or more power"),
     lambda m: {"power_min": int(m.group(1)), "power_number_first": True}),
    (re.compile(r" with (\d+) power(?! or)"),
     lambda m: {"power_min": int(m.group(1)), "power_max": int(m.group(1))}),
    (re.compile(r" with a type including \"([^\"]+)\""),
     lambda m: {"type_includes": m.group(1)}),
    (re.compile(r' and a type including "([^"]+)"'),
     lambda m: {"type_includes": m.group(1), "includes_after": True}),
    (re.compile(r" and a cost of (\d+) or less"), lambda m: {"cost_max": int(m.group(1))}),
    (re.compile(r" and a cost of (\d+) or more"), lambda m: {"cost_min": int(m.group(1))}),
    # "with a cost of 3 or more and 7000 power or more"
    (re.compile(r" and the ((?:\{[^}]+\}(?: or )?)+) type"),
     lambda m: {"types": _split_braced(m.group(1), "{", "}"), "type_after": True}),
    (re.compile(r" and (\d+) power or more"),
     lambda m: {"power_min": int(m.group(1)), "and_power": True}),
    (re.compile(r" and (\d+) power or less"),
     lambda m: {"power_max": int(m.group(1)), "and_power": True}),
    (re.compile(r" and (\d+) power(?! or)"),
     lambda m: {"power_min": int(m.group(1)), "power_max": int(m.group(1)),
                "includes_and_power": True}),
    (re.compile(r" other than this (?:card|Character|Leader|Stage)"),
     lambda m: {"other_than_this": True, "other_this_card": m.group(0).endswith("card")}),
    (re.compile(r" except this Character"),
     lambda m: {"other_than_this": True, "except_this": True}),
    (re.compile(r" other than ((?:\[[^\]]+\](?: or (?=\[))?)+)"),
     lambda m: {"exclude_names": _split_braced(m.group(1), "[", "]")}),
)

# the qualifiers that say "with ..." ("other than [X]" before them)
_WITH_KEYS = ("cost_max", "cost_min", "power_max", "power_min", "base_power_max",
              "base_power_min", "base_cost_max", "base_cost_min", "has_trigger",
              "no_base_effect", "cost_max_count", "type_includes", "no_counter")


def _qualified(kw: dict, rest: str, count, up_to, ctx: Ctx, implicit: bool) -> Parse:
    for pattern, value in _QUALIFIERS:
        m = pattern.match(rest)
        if m:
            more = value(m)
            if "exclude_names" in more and not any(k in kw for k in _WITH_KEYS):
                more["exclude_first"] = True       # "other than [X] with a cost ..."
            if "exclude_names" in more and kw.get("has_trigger"):
                more["trigger_first"] = True       # "a [Trigger] other than"
            if "exclude_names" in more and "type_includes" in kw \
                    and rest[m.end():].startswith(" and a cost"):
                more["exclude_mid"] = True
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
            # "up to 1 of your ... from your trash"
            yield from _finish(dict(kw, noun="of your"), rest[len(words) + 1:], count, up_to,
                               ctx)
    if found_area == L.FIELD:
        yield from _finish(kw, rest, count, up_to, ctx)
        if kw["owner"] == L.ANY and count is not None and rest.startswith(" on your field"):
            yield from _finish(dict(kw, owner=L.YOU, on_your_field=True),
                               rest[len(" on your field"):], count, up_to, ctx)


def _finish(kw: dict, rest: str, count, up_to, ctx: Ctx, implicit: bool = False) -> Parse:
    if kw.get("or_names") and not kw.get("types"):
        return                  # "or [Name]" widens a type only
    if kw.get("exclude_first") and not any(k in kw for k in _WITH_KEYS):
        kw = dict(kw, exclude_first=False)      # nothing after it: the plain wording
    phrasing = tuple(p for p in PHRASINGS if kw.get(p))
    kw = {k: v for k, v in kw.items() if k not in PHRASINGS}
    entries = {k: kw[k] for k in ("noun", "joined", "other_word") if k in kw}
    try:
        c = worded(L.Cards(**{k: v for k, v in kw.items() if k not in entries}),
                   phrasing=phrasing, **entries)
    except TypeError:
        return
    text = _render_search_cards(c, ctx) if implicit else render_cards(c, ctx, count, up_to)
    if text is None:
        return
    if "other_this_card" in phrasing:
        # "this card" recorded only where it is not the usual word anyway
        plain = replace(c, phrasing=tuple(p for p in phrasing if p != "other_this_card"))
        text = _render_search_cards(plain, ctx) if implicit else render_cards(plain, ctx, count,
                                                                              up_to)
        if text is not None and " other than this card" in text:
            c = plain
    # only descriptions the renderer writes back identically are read
    yield (c, count, up_to), rest


_QUALIFIERS += (
    (re.compile(r" with a DON!! card given"), lambda m: {"don_min": 1}),
    (re.compile(r" that has (\d+) or more DON!! cards given"),
     lambda m: {"don_min": int(m.group(1)), "don_that_has": True}),
    (re.compile(r" with (\d+) or more DON!! cards given"), lambda m: {"don_min": int(m.group(1))}),
)

# the area phrase of "from your hand or trash" (read and
# rendered like the others; no per-area form is generated for it)
_AREAS[L.HAND_OR_TRASH] = "from your hand or trash"


# used inside functions only: imported last, the modules import each other
from .targets import _render_search_cards  # noqa: E402
