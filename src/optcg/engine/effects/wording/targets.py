"""Targets: who chooses which cards (`Choose`, `Every`, `This`, `Selected`), in
which area, and the cards an effect is looking at."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final

from .. import language as L
from ..phrasing import made, replace, wording, worded
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot, _NUM
from .filters import (ALL_CATEGORIES, _AREAS, _COLORS, _adjectives, _braced, _noun, _qualifiers,
                      _read_cards, quantity, render_cards)
from . import target_alternatives as alternatives


def _target_reader(area: str | None = None) -> Callable[[str, Ctx], Parse]:
    def read(s: str, ctx: Ctx) -> Parse:
        if s.startswith(ctx.this):
            yield L.This(), s[len(ctx.this):]
        if s.startswith("this card") and ctx.this != "this card":
            yield made(L.This, word="this card"), s[len("this card"):]
        for (c, count, up_to), rest in _read_cards(s, ctx, area, every=False):
            yield L.Choose(c, quantity(count, up_to)), rest
        for (c, _, _), rest in _read_cards(s, ctx, area, every=True):
            yield L.Every(c), rest
        if s.startswith("all of your ") and not s.startswith("all of your opponent's"):
            for (c, _, _), rest in _read_cards(s[7:], ctx, area, every=True):
                if c.owner == L.YOU:
                    yield made(L.Every, c, word="all of your"), rest
        k = s.find(_LEADER_OR_CHARACTERS)
        if k > 0:                # "up to 1 of your Leader or Characters"
            plain = s.replace(_LEADER_OR_CHARACTERS, _OR_WORDS, 1)
            for (c, count, up_to), rest in _read_cards(plain, ctx, area, every=False):
                if len(rest) <= len(s) - k - len(_LEADER_OR_CHARACTERS):
                    yield L.Choose(replace(c, noun="leader or characters"), quantity(count, up_to)), rest
        k = s.find(_NAMES_AND)
        if s.startswith("all of your ") and k > 0:   # "[A] and [B]"
            for (c, _, _), rest in _read_cards(s[7:].replace(_NAMES_AND, _NAMES_OR, 1), ctx,
                                               area, every=True):
                if c.owner == L.YOU and len(c.names) == 2 \
                        and len(rest) <= len(s) - k - len(_NAMES_AND):
                    yield made(L.Every, c, word=_NAMES_AND), rest
        k = s.find(_NAME_AND_TYPE)
        if s.startswith("all of your [") and k > 0:   # "[A] and {X} type": either
            for (c, _, _), rest in _read_cards(s[7:].replace(_NAME_AND_TYPE, _NAME_OR_TYPE, 1),
                                               ctx, area, every=True):
                if c.owner == L.YOU and c.or_names and c.types \
                        and len(rest) <= len(s) - k - len(_NAME_AND_TYPE):
                    yield made(L.Every, c, word=_NAME_AND_TYPE), rest
        k = s.find(_AND_CARDS)
        if s.startswith("all of your ") and k > 0:
            # "all of your {X} type Leader and Character cards": every one of either
            for (c, _, _), rest in _read_cards(s[7:].replace(_AND_CARDS, _OR_WORDS, 1), ctx,
                                               area, every=True):
                if c.owner == L.YOU and len(rest) <= len(s) - k - len(_AND_CARDS):
                    yield made(L.Every, c, word=_AND_CARDS), rest
        if s.startswith(_LEADER_AND_ALL):
            yield _EVERY_LEADER_AND_ALL, s[len(_LEADER_AND_ALL):]
        if s.startswith("your Leader"):
            yield L.Every(L.Cards(L.YOU, categories=(L.LEADER,))), s[len("your Leader"):]
        k = s.find(_AND_WORDS)
        if s.startswith("your ") and k > 0:
            # "your {X} type Leaders and Characters": all your Leader or Character cards
            for (c, _, _), rest in _read_cards(s.replace(_AND_WORDS, _OR_WORDS, 1), ctx, area,
                                               every=True):
                if len(rest) <= len(s) - k - len(_AND_WORDS):
                    yield made(L.Every, c, word=_AND_WORDS), rest
        if s.startswith("that card"):
            # the cards of the Select before it (its default name), which
            # render_target writes "that card"
            yield L.Selected(), s[len("that card"):]
        for word in ("that Character", "that Leader or Character", "the card", "the 1 Character "
                     "played by this effect", "the Character played with this effect"):
            if s.startswith(word):
                yield made(L.Selected, word=word), s[len(word):]
        # -- "The selected Character cannot attack ...", "It
        # gains +1000 power ..." (the card chosen or selected just before) --
        for word in _SELECTED_CHARACTER_WORDS:
            # "K.O. it." too: the word closes the sentence
            if s.startswith(word + " ") or s == word or s.startswith(word + "."):
                yield made(L.Selected, word=word), s[len(word):]
        if s.startswith("up to 1 of your opponent's "):     # "... or your
            yield from _read_or_your_opponents(s, ctx, area)  # opponent's Stages ..."
        m = _TYPED_OTHER_THAN_YOUR.match(s)
        if m:                       # "{X} type Characters other than your [Y]"
            c = L.Cards(L.YOU, types=(m.group(1),), exclude_names=(m.group(2),))
            yield made(L.Every, c, word=_OTHER_THAN_YOUR), s[m.end():]
        m = _TYPE_OR_ATTRIBUTE.match(s)
        if m:                       # "up to 1 {X} type or <Y> attribute ..."
            yield from _read_type_or_attribute(s, m, ctx, area)
        yield from alternatives.read_alternative_target(s, ctx, area)
        if s.startswith(_UP_TO_TOTAL):              # "up to a total of 2 of"
            for (c, count, up_to), rest in _read_cards("up to " + s[len(_UP_TO_TOTAL):], ctx,
                                                       area, every=False):
                if up_to and count > 1:
                    yield made(L.Choose, c, L.up_to(count), word="total"), rest
        yield from _read_uncommon_target(s, ctx, area)
        m = re.match(r"your \[([^\]]+)\]", s)
        if m:                                       # "your [Blugori]"
            yield made(L.Every, L.Cards(L.YOU, names=(m.group(1),), categories=ALL_CATEGORIES),
                       word=_YOUR_NAMED), s[m.end():]
        yield from _read_combined_targets(s, ctx, area)
        yield from _read_or_up_to(s, ctx, area)
    return read


# "up to 1 of your opponent's Characters with a cost of 0 or
# your opponent's Stages with a cost of 3 or less": one choice among either
# description (Cards.alt, as for looked-at cards: resolution.choices.select_candidates)
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
    if len(c.alt) != 1 or t.count != L.up_to(1) or c.owner != L.OPPONENT:
        return None
    first = render_cards(replace(c, alt=(), joined=""), ctx, 1, True)
    second = render_cards(c.alt[0], ctx, 1, True)
    head = "up to 1 of your opponent's "
    if first is None or second is None or not second.startswith(head):
        return None
    return first + _OR_YOUR_OPPONENTS + second[len(head):]


# "{X} type Characters other than your [Y]": your Characters
# of the type, but those named Y (the "your" of the exception says whose)
_OTHER_THAN_YOUR: Final = "other than your"
_TYPED_OTHER_THAN_YOUR: Final = re.compile(r"\{([^}]+)\} type Characters other than your "
                                           r"\[([^\]]+)\]")

# "up to 1 {X} type or <Y> attribute Character card with ...":
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
    if len(c.alt) != 1 or t.count != L.up_to(1) or len(c.types) != 1 \
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


# "up to a total of N ..." (the same choice as "up to N ...")
_UP_TO_TOTAL: Final = "up to a total of "

# "your [Name]": all your cards of that name, a Leader included (CR 2-1-2)
_YOUR_NAMED: Final = "your [name]"

# more names of the card chosen before
_SELECTED_CHARACTER_WORDS: Final = ("the selected Character", "the selected card", "it")
_OR_WORDS = "Leader or Character cards"

# "all of your [A] and [B] Characters": every card of either name
_NAMES_AND = "] and ["
_LEADER_OR_CHARACTERS = "Leader or Characters"
# "all of your [A] and {X} type Characters": every card of that name or that type
_NAME_AND_TYPE = "] and {"
_NAME_OR_TYPE = "] or {"
_NAMES_OR = "] or ["
_AND_WORDS = "Leaders and Characters"
_AND_CARDS = "Leader and Character cards"

# "your Leader and all of your Characters"
_LEADER_AND_ALL = "your Leader and all of your Characters"
_EVERY_LEADER_AND_ALL = made(L.Every, L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER)),
                             word="leader and all")

# -- more choices ---------------------------------------------------------
# "up to 2 of your opponent's Characters with a total power of 4000 or less"
_TOTAL_POWER: Final = re.compile(r" with a total power of (\d+) or less")

# "up to 3 of your {X} type Characters or Characters with a [Trigger]": either
# description (Cards.alt)
_OR_PLAIN: Final = "or plain"
_UP_TO_EACH: Final = "up to each"

# "up to 3 {X} type Character cards with different card names from your hand":
# no two chosen cards share a name (Choose.each)
_DIFFERENT_NAMES: Final = " with different card names"
_DIFFERENT_NAMES_WORD: Final = "different names"
# "... Character cards with 5000 power and different card names from your
# trash": after another "with" qualifier
_AND_DIFFERENT_NAMES: Final = " and different card names"
_AREA_WORDS: Final = {L.HAND: "from your hand", L.TRASH: "from your trash"}

# "up to 1 each of [A], [B], and [C] with a cost of 2": one card of each name
_EACH_NAMES: Final = re.compile(r"up to 1 each of ((?:\[[^\]]+\], )+and \[[^\]]+\])")

# the same choice, "up to 1 [A], up to 1 [B], and up to 1 [C], with a cost of 4"
_UP_TO_EACH_NAMES: Final = re.compile(r"((?:up to 1 \[[^\]]+\], )+and up to 1 \[[^\]]+\]),")


def _read_combined_targets(s: str, ctx: Ctx, area: str | None) -> Parse:
    m = _UP_TO_EACH_NAMES.match(s)
    if m:
        names = re.findall(r"\[([^\]]+)\]", m.group(1))
        listed = ", ".join(f"[{n}]" for n in names[:-1]) + f", or [{names[-1]}]"
        for (c, count, up_to), rest in _read_cards("up to 1 " + listed + s[m.end():], ctx,
                                                   area, every=False):
            if count == 1 and up_to and c.names == tuple(names):
                yield made(L.Choose, c, L.up_to(len(names)), each=True, word=_UP_TO_EACH), rest
    m = _EACH_NAMES.match(s)
    if m:
        names = re.findall(r"\[([^\]]+)\]", m.group(1))
        listed = ", ".join(f"[{n}]" for n in names[:-1]) + f", or [{names[-1]}]"
        for (c, count, up_to), rest in _read_cards("up to 1 " + listed + s[m.end():], ctx,
                                                   area, every=False):
            if count == 1 and up_to and c.names == tuple(names):
                yield L.Choose(c, L.up_to(len(names)), each=True), rest
    if not re.match(r"up to \d+ ", s):
        return
    for words in (_DIFFERENT_NAMES, _AND_DIFFERENT_NAMES):
        k = s.find(words)
        if k > 0:           # "... Character cards with different card names from your hand"
            for (c, count, up_to), rest in _read_cards(s[:k] + s[k + len(words):], ctx,
                                                       area, every=False):
                if count > 1 and c.area in _AREA_WORDS \
                        and len(rest) < len(s) - k - len(words):   # read past it
                    yield made(L.Choose, c, quantity(count, up_to), each=True,
                               word=_DIFFERENT_NAMES_WORD), rest
    for (c, count, up_to), rest in _read_cards(s, ctx, area, every=False):
        if c.alt or count is None:
            continue
        m = _TOTAL_POWER.match(rest)
        if m and count > 1:
            yield L.Choose(c, quantity(count, up_to), total_power_max=int(m.group(1))), rest[m.end():]
        if rest.startswith(" or ") and c.owner != L.ANY:
            for (alt, _, _), after in _read_cards("2 of your " + rest[len(" or "):], ctx, area,
                                                  every=False):
                if alt.owner == c.owner and not alt.alt:
                    yield L.Choose(replace(c, alt=(alt,), joined=_OR_PLAIN), quantity(count, up_to)), after


# "up to 1 of your [A] Characters or up to 1 of your {X} type Characters, with
# 8000 power or more,": one choice among either description (Cards.alt); the
# qualifier between commas holds for both
_OR_UP_TO: Final = "or up to"
_SHARED_QUALIFIERS: Final = ("power_min", "power_max", "cost_min", "cost_max")
_SHARED_HEAD: Final = "up to 1 of your Characters "


def _read_or_up_to(s: str, ctx: Ctx, area: str | None) -> Parse:
    if not s.startswith("up to 1 of your "):
        return
    for (c, count, up_to), rest in _read_cards(s, ctx, area, every=False):
        if count != 1 or not up_to or c.alt or not rest.startswith(" or up to 1 of your "):
            continue
        for (alt, n, alt_up_to), after in _read_cards(rest[len(" or "):], ctx, area, every=False):
            if n != 1 or not alt_up_to or alt.alt or alt.owner != c.owner:
                continue
            yield L.Choose(replace(c, alt=(alt,), joined=_OR_UP_TO)), after
            m = re.match(r", (with [^,]+),", after)
            if not m or any(getattr(x, f) is not None for x in (c, alt) for f in _SHARED_QUALIFIERS):
                continue
            for (q, _, _), left in _read_cards(_SHARED_HEAD + m.group(1), ctx, area, every=False):
                shared = {f: getattr(q, f) for f in _SHARED_QUALIFIERS if getattr(q, f) is not None}
                if not left and shared and replace(q, **{f: None for f in shared}) == L.Cards(L.YOU):
                    both = replace(c, alt=(replace(alt, **shared),), joined=_OR_UP_TO, **shared)
                    yield L.Choose(both), after[m.end():]


def _render_or_up_to(t: L.Choose, ctx: Ctx) -> str | None:
    c = t.cards
    if len(c.alt) != 1 or c.alt[0].alt or t.count != L.up_to(1):
        return None
    shared = {f: getattr(c, f) for f in _SHARED_QUALIFIERS if getattr(c, f) is not None}
    if any(getattr(c.alt[0], f) != v for f, v in shared.items()):
        return None
    plain = {f: None for f in shared}
    first = render_cards(replace(c, alt=(), joined="", **plain), ctx, 1, True)
    second = render_cards(replace(c.alt[0], **plain), ctx, 1, True)
    if first is None or second is None:
        return None
    if not shared:
        return f"{first} or {second}"
    both = render_cards(L.Cards(L.YOU, **shared), ctx, 1, True)
    if both is None or not both.startswith(_SHARED_HEAD):
        return None
    return f"{first} or {second}, {both[len(_SHARED_HEAD):]},"


def _render_combined_target(t: L.Choose, ctx: Ctx) -> str | None:
    c = t.cards
    if t.each and wording(t, "word") == _DIFFERENT_NAMES_WORD:
        text = render_cards(c, ctx, t.count.high, not t.count.low)
        where = " " + _AREA_WORDS.get(c.area, "-")
        if text is None or not text.endswith(where):
            return None
        head = text[:-len(where)]
        joined = _AND_DIFFERENT_NAMES if " with " in head else _DIFFERENT_NAMES
        return head + joined + where
    if t.each:
        text = render_cards(c, ctx, 1, True)
        listed = _braced(c.names, "[", "]")
        if text is None or len(c.names) < 3 or t.count != L.up_to(len(c.names)) \
                or not text.startswith("up to 1 " + listed):
            return None
        if wording(t, "word") == _UP_TO_EACH:
            ups = ", ".join(f"up to 1 [{n}]" for n in c.names[:-1])
            return f"{ups}, and up to 1 [{c.names[-1]}]," + text[len("up to 1 " + listed):]
        anded = ", ".join(f"[{n}]" for n in c.names[:-1]) + f", and [{c.names[-1]}]"
        return "up to 1 each of " + anded + text[len("up to 1 " + listed):]
    if t.total_power_max is not None:
        text = render_target(replace(t, total_power_max=None), ctx)
        return None if text is None else f"{text} with a total power of {t.total_power_max} or less"
    if len(c.alt) != 1 or c.alt[0].alt:
        return None
    first = render_cards(replace(c, alt=(), joined=""), ctx, t.count.high, not t.count.low)
    second = render_cards(c.alt[0], ctx, 2, False)
    head = "2 of your "
    if first is None or second is None or not second.startswith(head):
        return None
    return f"{first} or {second[len(head):]}"


def render_target(t: Any, ctx: Ctx) -> str | None:
    uncommon = _render_uncommon_target(t, ctx)
    if uncommon is not None:
        return uncommon
    if isinstance(t, L.This):
        return wording(t, "word") or ctx.this
    if isinstance(t, L.Choose) and not alternatives.is_alternative_target(t) and (
            t.total_power_max is not None or wording(t.cards, "joined") == _OR_PLAIN or t.each):
        return _render_combined_target(t, ctx)
    if isinstance(t, L.Every) and wording(t, "word") == _YOUR_NAMED:
        c = t.cards
        named = len(c.names) == 1 and c == L.Cards(L.YOU, names=c.names,
                                                   categories=ALL_CATEGORIES)
        return f"your [{c.names[0]}]" if named else None
    if isinstance(t, L.Every) and wording(t, "word") == "leader and all":
        return _LEADER_AND_ALL if t == _EVERY_LEADER_AND_ALL else None
    if isinstance(t, L.Every) and wording(t, "word") == _OTHER_THAN_YOUR:
        c = t.cards
        if len(c.types) != 1 or len(c.exclude_names) != 1 or c != L.Cards(
                L.YOU, types=c.types, exclude_names=c.exclude_names):
            return None
        return f"{{{c.types[0]}}} type Characters other than your [{c.exclude_names[0]}]"
    if isinstance(t, L.Choose) and wording(t.cards, "joined") == _OR_UP_TO:
        return _render_or_up_to(t, ctx)
    if isinstance(t, L.Choose) and wording(t.cards, "joined") == "type or attribute":
        return _render_type_or_attribute(t, ctx)
    if alternatives.is_alternative_target(t):
        return alternatives.render_alternative_target(t, ctx)
    if isinstance(t, L.Choose) and wording(t.cards, "joined") == "or your opponent's":
        return _render_or_your_opponents(t, ctx)
    if isinstance(t, L.Choose) and wording(t, "word") == "total":
        text = render_cards(t.cards, ctx, t.count.high, not t.count.low)
        if text is None or t.count.low or not text.startswith("up to "):
            return None
        return _UP_TO_TOTAL + text[len("up to "):]
    if isinstance(t, L.Choose) and wording(t.cards, "noun") == "leader or characters":
        text = render_cards(replace(t.cards, noun=""), ctx, t.count.high, not t.count.low)
        if text is None or text.count(_OR_WORDS) != 1:
            return None
        return text.replace(_OR_WORDS, _LEADER_OR_CHARACTERS, 1)
    if isinstance(t, L.Choose):
        return render_cards(t.cards, ctx, t.count.high, not t.count.low)
    if isinstance(t, L.Every):
        if t.cards == L.Cards(L.YOU, categories=(L.LEADER,)):
            return "your Leader"
        text = render_cards(t.cards, ctx, None, True)
        if text is not None and wording(t, "word") == "all of your" and text.startswith("your "):
            return "all of " + text
        if text is not None and wording(t, "word") == _NAMES_AND and len(t.cards.names) == 2 \
                and text.startswith("your ") and text.count(_NAMES_OR) == 1:
            return "all of " + text.replace(_NAMES_OR, _NAMES_AND, 1)
        if text is not None and wording(t, "word") == _NAME_AND_TYPE and text.startswith("your ") \
                and text.count(_NAME_OR_TYPE) == 1:
            return "all of " + text.replace(_NAME_OR_TYPE, _NAME_AND_TYPE, 1)
        if text is not None and wording(t, "word") == _AND_CARDS:
            return "all of " + text.replace(_OR_WORDS, _AND_CARDS, 1) \
                if text.startswith("your ") and text.count(_OR_WORDS) == 1 else None
        if text is not None and wording(t, "word") == _AND_WORDS:
            return text.replace(_OR_WORDS, _AND_WORDS, 1) if _OR_WORDS in text else None
        return text
    if isinstance(t, L.Selected):
        return wording(t, "word") or (t.name if t.name != "it" else "that card")
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
        yield L.Choose(replace(c, area=L.LOOKED), quantity(count, up_to)), rest
        for joined in _ALT_JOINS:
            if not rest.startswith(" or "):
                continue
            after = rest[len(" or "):]
            head = {"up to": f"up to {count} ", "count": f"{count} ", "": ""}[joined]
            if joined and not after.startswith(head):
                continue
            for (alt, _, _), remainder in _read_cards(f"{count} " + after[len(head):], ctx, None,
                                                 False, implicit=True):
                alt = replace(alt, area=L.LOOKED, joined=joined)
                if _shares_qualifiers(c, alt) and not (alt.colors or alt.types or alt.attributes):
                    alt = replace(alt, colors=c.colors, types=c.types, attributes=c.attributes)
                yield L.Choose(replace(c, area=L.LOOKED, alt=(alt,)), quantity(count, up_to)), remainder


def _shares_qualifiers(c: L.Cards, alt: L.Cards) -> bool:
    """"reveal up to 1 red Event or up to 1 Character card with a cost of 3
    or more": the color, type or attribute written before the first
    description applies to the second one too (official Q&A on OP12-017: a
    red Event or a red Character), unless the second names its cards."""
    return wording(alt, "joined") in ("up to", "count") and not alt.names \
        and bool(c.colors or c.types or c.attributes)


def _render_looked_one(c: L.Cards, ctx: Ctx, plural: bool) -> str | None:
    c = replace(c, area=L.FIELD)
    noun = _noun(replace(c, area=L.DECK), plural)
    if noun is None or c.owner != L.YOU:
        return None
    return f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)}"


def _render_looked(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or t.cards.area != L.LOOKED or t.chooser != L.YOU:
        return None
    qty = f"up to {t.count.high}" if not t.count.low else str(t.count.high)
    text = _render_looked_one(t.cards, ctx, t.count.high != 1)
    if text is None or len(t.cards.alt) > 1:
        return None
    out = f"{qty} {text}"
    for alt in t.cards.alt:
        c = t.cards
        if _shares_qualifiers(c, alt) and \
                (alt.colors, alt.types, alt.attributes) == (c.colors, c.types, c.attributes):
            alt = replace(alt, colors=(), types=(), attributes=())
        more = _render_looked_one(alt, ctx, t.count.high != 1)
        if more is None or alt.alt:
            return None
        head = {"up to": f"up to {t.count.high} ",
                "count": f"{t.count.high} "}.get(wording(alt, "joined"), "")
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
        yield L.Choose(L.Cards(L.YOU, L.LOOKED, ALL_CATEGORIES), L.exactly(int(m.group(0)))), s[m.end():]


def _render_count_looked(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.Choose) and t.count.low and t.chooser == L.YOU \
            and t.cards == L.Cards(L.YOU, L.LOOKED, ALL_CATEGORIES):
        return str(t.count.high)
    return None


SLOTS["count looked"] = Slot(_read_count_looked, _render_count_looked)

# "If that card is ..., you may play that card": the card revealed (May of
# it: a choice of up to 1 among the looked-at cards, compiler)
_THE_LOOKED = L.Choose(L.Cards(L.YOU, L.LOOKED, ALL_CATEGORIES), L.exactly(1))


def _plural(target: Any) -> bool:
    """Whether the target takes a plural verb: "your Characters gain",
    "up to 2 of your Characters gain", but "your Leader gains"."""
    if isinstance(target, L.Every):
        if wording(target, "word") == _YOUR_NAMED:             # "your [Blugori] gains"
            return False
        # "your {Navy} type Leader gains": a Leader is one card
        return tuple(target.cards.categories) != (L.LEADER,)
    return isinstance(target, L.Choose) and target.count.high != 1


STEP_FORMS += [
    Form(L.Select, "select {target}", priority=1420),
]

# "play up to 1 ... from your hand or trash": either area (the area phrase is
# added to _AREAS at the end of this module, after the per-area forms)
SLOTS["target in " + L.HAND_OR_TRASH] = Slot(_target_reader(L.HAND_OR_TRASH),
                                             _render_in(L.HAND_OR_TRASH))

# -- choices of cards or DON!! cards ("up to 1 of your
# opponent's rested Character or DON!! cards", "Up to 2 of your opponent's
# rested cards" will not become active) --
_FIELD_CATEGORIES: Final = (L.LEADER, L.CHARACTER, L.STAGE)
_DON_NOUNS: Final = {"cards": _FIELD_CATEGORIES,
                     "Character or DON!! cards": (L.CHARACTER,),
                     "DON!! cards": ()}          # DON!! cards only
_CARDS_OR_DON: Final = re.compile(
    r"(up to (?:(a total of) )?)?(\d+) of (your|your opponent's) (?:(rested|active) )?"
    r"(cards|Character or DON!! cards|DON!! cards)")
_STATES: Final = {"rested": True, "active": False, None: None}


def _read_cards_or_don(s: str, ctx: Ctx) -> Parse:
    m = _CARDS_OR_DON.match(s)
    if not m:
        return
    owner = L.YOU if m.group(4) == "your" else L.OPPONENT
    cards = L.Cards(owner, categories=_DON_NOUNS[m.group(6)], rested=_STATES[m.group(5)],
                    don=True)
    cards = worded(cards, noun=m.group(6))
    yield (made(L.Choose, cards, quantity(int(m.group(3)), m.group(1) is not None),
                word="total" if m.group(2) else ""), s[m.end():])


def _render_cards_or_don(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or not t.cards.don or t.chooser != L.YOU:
        return None
    c = t.cards
    if _DON_NOUNS.get(wording(c, "noun")) != tuple(c.categories) or c != L.Cards(
            c.owner, categories=c.categories, rested=c.rested, don=True):
        return None                 # no other qualifier has a wording here
    if wording(t, "word") and t.count.low:
        return None
    qty = ("up to " + ("a total of " if wording(t, "word") else "") if not t.count.low else "") \
        + str(t.count.high)
    whose = {L.YOU: "your", L.OPPONENT: "your opponent's"}.get(c.owner)
    state = {True: "rested ", False: "active ", None: ""}[c.rested]
    return None if whose is None else f"{qty} of {whose} {state}{wording(c, 'noun')}"


SLOTS["cards or don"] = Slot(_read_cards_or_don, _render_cards_or_don)

# -- the opponent's hand chosen face-down, hands trashed down, two
# targets in one step, "to the owner's hand or the bottom of their deck" --
# "2 cards from your opponent's hand": chosen by you, face-down (CR 3-4-2)
_HAND_FACE_DOWN: Final = L.Cards(L.OPPONENT, area=L.HAND, categories=ALL_CATEGORIES)


def _read_face_down(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"(\d+) cards? from your opponent's hand", s)
    if m and (m.group(0).startswith("1 card ") == (m.group(1) == "1")):
        yield L.Choose(_HAND_FACE_DOWN, L.exactly(int(m.group(1)))), s[m.end():]


def _render_face_down(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or t.cards != _HAND_FACE_DOWN or not t.count.low \
            or t.chooser != L.YOU:
        return None
    return f"{t.count.high} card{'' if t.count.high == 1 else 's'} from your opponent's hand"


SLOTS["face down"] = Slot(_read_face_down, _render_face_down)

STEP_FORMS += [
    Form(L.Select, "choose {target:face down}", {"name": "it"}, priority=250),
]


def _own_field_choice(t: Any) -> bool:
    return isinstance(t, L.Choose) and t.cards.area == L.FIELD and t.cards.owner == L.YOU


def _choice_of(t: Any, least: int) -> bool:
    """A choice of 1 card (least 1), or of several (least 2)."""
    return isinstance(t, L.Choose) and (t.count.high == 1) == (least == 1)


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
# "your Leader or 1 of your {X} type Characters": one card, the Leader or a
# Character of the description (Cards.alt)
# "this Leader or to one of your {X} type Character cards": the same choice
_LEADER_OR_ONE: Final = "leader or one"
_THIS_LEADER_OR_ONE: Final = "this leader or one"
_LEADER_OR_ONE_WORDS: Final = {_LEADER_OR_ONE: "your Leader or 1 of your ",
                               _THIS_LEADER_OR_ONE: "this Leader or to one of your "}

# "... that is either [Perona] or has the <Slash> attribute": one
# description with either the name or the attribute (Cards.alt)
_EITHER: Final = "either name or attribute"
_EITHER_WORDS = re.compile(r" that is either \[([^\]]+)\] or has the <([^>]+)> attribute")


def _read_uncommon_target(s: str, ctx: Ctx, area: str | None) -> Parse:
    m = _HAND_COLORED.match(s)
    if m and area in (None, L.HAND):
        # card data name colors capitalised ("Blue"), card text in lower case
        colors = tuple(x.capitalize() for x in m.group(1).split(" or ")) if m.group(1) else ()
        c = worded(L.Cards(L.YOU, L.HAND, _HAND_NOUNS[m.group(2)], colors=colors), noun=m.group(2))
        yield made(L.Every, c, word=_IN_YOUR_HAND), s[m.end():]
    m = _NAMED_AND_ALL_WORDS.match(s)
    if m:
        for (c, _, _), rest in _read_cards(s[m.end():], ctx, area, every=True):
            if c.owner == L.YOU and not c.alt and not c.names:
                named = L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER), names=(m.group(1),))
                yield made(L.Every, replace(c, alt=(named,)), word=_NAMED_AND_ALL), rest
    m = _LEADER_OR_NAMED_WORDS.match(s)
    if m:
        named = L.Cards(L.YOU, categories=(L.CHARACTER, L.STAGE), names=(m.group(1),),
                        rested=False)
        c = worded(L.Cards(L.YOU, categories=(L.LEADER,), rested=False, alt=(named,)),
                   joined=_LEADER_OR_NAMED)
        yield L.Choose(c, L.exactly(1)), s[m.end():]
    for joined, words in _LEADER_OR_ONE_WORDS.items():
        if not s.startswith(words):
            continue
        for (c, count, up_to), rest in _read_cards("1 of your " + s[len(words):], ctx, area,
                                                   every=False):
            # plain "your Leader or 1 of your Characters" is don.py's fixed target
            if count == 1 and not up_to and c.owner == L.YOU and not c.alt \
                    and c.categories == (L.CHARACTER,) and c != L.Cards(L.YOU):
                leader = worded(L.Cards(L.YOU, categories=(L.LEADER,), alt=(c,)), joined=joined)
                yield L.Choose(leader, L.exactly(1)), rest
    yield from _read_named_or_named_leader(s)
    m = _EITHER_WORDS.search(s)
    if m:
        plain = s[:m.start()] + s[m.end():]
        for (c, count, up_to), rest in _read_cards(plain, ctx, area, every=False):
            if len(rest) <= len(s) - m.end() and not c.names and not c.attributes \
                    and not c.alt:
                either = replace(c, names=(m.group(1),), joined=_EITHER,
                                 alt=(replace(c, attributes=(m.group(2),)),))
                yield L.Choose(either, quantity(count, up_to)), rest


def _render_uncommon_target(t: Any, ctx: Ctx) -> str | None:
    """Target wordings few cards use: "blue Events in your hand", "your [A] and all
    your ...", "your Leader or 1 [A]", "... that is either [A] or has the <B>
    attribute" (None: not one of them)."""
    if isinstance(t, L.Every) and wording(t, "word") == _IN_YOUR_HAND:
        c = t.cards
        if c != L.Cards(L.YOU, L.HAND, _HAND_NOUNS.get(wording(c, "noun"), ()), colors=c.colors):
            return None
        colors = " or ".join(x.lower() for x in c.colors)
        return f"{colors} {wording(c, 'noun')} in your hand" if colors else f"{wording(c, 'noun')} in your hand"
    if isinstance(t, L.Every) and wording(t, "word") == _NAMED_AND_ALL:
        c = t.cards
        if len(c.alt) != 1 or len(c.alt[0].names) != 1 or c.alt[0] != L.Cards(
                L.YOU, categories=(L.LEADER, L.CHARACTER), names=c.alt[0].names):
            return None
        text = render_cards(replace(c, alt=()), ctx, None, True)
        if text is None or not text.startswith("your "):
            return None
        return f"your [{c.alt[0].names[0]}] and all {text}"
    if isinstance(t, L.Choose) and wording(t.cards, "joined") == _LEADER_OR_NAMED:
        c = t.cards
        if len(c.alt) != 1 or len(c.alt[0].names) != 1 or t.count != L.exactly(1):
            return None
        name = c.alt[0].names[0]
        named = L.Cards(L.YOU, categories=(L.CHARACTER, L.STAGE), names=(name,), rested=False)
        if c != L.Cards(L.YOU, categories=(L.LEADER,), rested=False, alt=(named,)):
            return None
        return f"your Leader or 1 [{name}]"
    if isinstance(t, L.Choose) and wording(t.cards, "joined") in _LEADER_OR_ONE_WORDS:
        c = t.cards
        words = _LEADER_OR_ONE_WORDS[wording(c, "joined")]
        if len(c.alt) != 1 or t.count != L.exactly(1) \
                or c != L.Cards(L.YOU, categories=(L.LEADER,), alt=c.alt):
            return None
        text = render_cards(c.alt[0], ctx, 1, False)
        if text is None or not text.startswith("1 of your "):
            return None
        return words + text[len("1 of your "):]
    if isinstance(t, L.Choose) and wording(t.cards, "joined") == _NAMED_OR_NAMED_LEADER:
        return _render_named_or_named_leader(t)
    if isinstance(t, L.Choose) and wording(t.cards, "joined") == _EITHER:
        c = t.cards
        main = replace(c, names=(), alt=(), joined="")
        if len(c.names) != 1 or len(c.alt) != 1 or len(c.alt[0].attributes) != 1 \
                or c.alt[0] != replace(main, attributes=c.alt[0].attributes):
            return None
        text = render_cards(main, ctx, t.count.high, not t.count.low)
        if text is None:
            return None
        either = f" that is either [{c.names[0]}] or has the <{c.alt[0].attributes[0]}> attribute"
        area_words = " " + _AREAS[c.area] if c.area in _AREAS else ""
        if not text.endswith(area_words):
            return None
        return text[:len(text) - len(area_words)] + either + area_words
    return None


# "1 of your [Fish-Man Island] or your [Shirahoshi] Leader": one of them, chosen
_NAMED_OR_NAMED_LEADER: Final = "named or named leader"
_NAMED_OR_NAMED_LEADER_WORDS = re.compile(r"1 of your \[([^\]]+)\] or your \[([^\]]+)\] Leader")


def _named_or_named_leader(name: str, leader: str) -> L.Cards:
    named = L.Cards(L.YOU, categories=(L.LEADER,), names=(leader,), rested=False)
    return worded(L.Cards(L.YOU, categories=(L.CHARACTER, L.STAGE), names=(name,), rested=False,
                          alt=(named,)), joined=_NAMED_OR_NAMED_LEADER)


def _read_named_or_named_leader(s: str) -> Parse:
    m = _NAMED_OR_NAMED_LEADER_WORDS.match(s)
    if m:
        yield L.Choose(_named_or_named_leader(m.group(1), m.group(2)), L.exactly(1)), s[m.end():]


def _render_named_or_named_leader(t: L.Choose) -> str | None:
    c = t.cards
    if t.count != L.exactly(1) or len(c.names) != 1 or len(c.alt) != 1 \
            or len(c.alt[0].names) != 1:
        return None
    if c != _named_or_named_leader(c.names[0], c.alt[0].names[0]):
        return None
    return f"1 of your [{c.names[0]}] or your [{c.alt[0].names[0]}] Leader"
