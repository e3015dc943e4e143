"""More ways to describe one choice of cards: either of two descriptions
(Cards.alt) worded as '{X} type Character card or Character card with a type
including "Y" ...' or as "up to 1 [A] ... or up to 1 {X} type ... from your
hand" (the area said once), and the cost said before the noun ("up to 1 of
your opponent's 0 cost Characters").  `targets` reads and writes them through
the three functions at the end."""

from __future__ import annotations

import re
from typing import Final

from .. import language as L
from ..phrasing import made, replace, wording
from .core import Ctx, Parse
from .filters import _AREAS, _read_cards, quantity, render_cards


# "up to 1 {X} type Character card or Character card with a type including
# "Y" with a cost of 5 or less from your hand": one choice among the cards of
# the type or those whose type includes the words, the qualifiers after it
# holding for both (Cards.alt)
_TYPE_OR_INCLUDING: Final = re.compile(r'up to 1 (\{[^}]+\} type) Character card or Character '
                                       r'card with a type including "([^"]+)"')
_OR_INCLUDING: Final = "type or including"


def _read_type_or_including(s: str, m: re.Match, ctx: Ctx, area: str | None) -> Parse:
    typed = f"up to 1 {m.group(1)} Character card" + s[m.end():]
    for (c, count, up_to), rest in _read_cards(typed, ctx, area, every=False):
        if count == 1 and up_to and len(c.types) == 1 and c.type_includes is None \
                and not c.alt and c.categories == (L.CHARACTER,):
            alt = replace(c, types=(), type_includes=m.group(2))
            yield L.Choose(replace(c, alt=(alt,), joined=_OR_INCLUDING)), rest


def _render_type_or_including(t: L.Choose, ctx: Ctx) -> str | None:
    c = t.cards
    if len(c.alt) != 1 or t.count != L.up_to(1) or len(c.types) != 1 \
            or c.alt[0].type_includes is None:
        return None
    main = replace(c, alt=(), joined="")
    if c.alt[0] != replace(main, types=(), type_includes=c.alt[0].type_includes):
        return None
    text = render_cards(main, ctx, 1, True)
    typed = f"up to 1 {{{c.types[0]}}} type Character card"
    if text is None or not text.startswith(typed):
        return None
    return (f'{typed} or Character card with a type including "{c.alt[0].type_includes}"'
            + text[len(typed):])


# "up to 1 [A] with a cost of 1 or up to 1 {X} type Character card with a
# cost of 1 from your hand": one choice among either description, the area
# said once at the end for both (Cards.alt)
_OR_UP_TO_AREA: Final = "or up to, area after"
_OR_UP_TO_1: Final = " or up to 1 "


def _read_or_up_to_area(s: str, ctx: Ctx, area: str | None) -> Parse:
    k = s.find(_OR_UP_TO_1)
    if k < 0 or not s.startswith("up to 1 "):
        return
    for (alt, n, alt_up_to), rest in _read_cards(s[k + 4:], ctx, area, every=False):
        words = _AREAS.get(alt.area)
        if n != 1 or not alt_up_to or alt.alt or words is None or alt.area == L.FIELD:
            continue
        for (c, count, up_to), left in _read_cards(f"{s[:k]} {words}", ctx, area, every=False):
            if count == 1 and up_to and not left and not c.alt and c.area == alt.area \
                    and c.owner == alt.owner:
                yield L.Choose(replace(c, alt=(alt,), joined=_OR_UP_TO_AREA)), rest


def _render_or_up_to_area(t: L.Choose, ctx: Ctx) -> str | None:
    c = t.cards
    if len(c.alt) != 1 or c.alt[0].alt or t.count != L.up_to(1) or c.alt[0].area != c.area:
        return None
    words = " " + _AREAS.get(c.area, "-")
    first = render_cards(replace(c, alt=(), joined=""), ctx, 1, True)
    second = render_cards(c.alt[0], ctx, 1, True)
    if first is None or second is None or not first.endswith(words):
        return None
    return f"{first[:-len(words)]} or {second}"


# "up to 1 of your opponent's 0 cost Characters": the cost said before the
# noun, the same choice as "... Characters with a cost of 0"
_COST_FIRST: Final = re.compile(r"(up to \d+ of (?:your|your opponent's) )(\d+) cost ")
_COST_FIRST_WORD: Final = "cost first"


def _read_cost_first(s: str, m: re.Match, ctx: Ctx, area: str | None) -> Parse:
    cost = int(m.group(2))
    for (c, count, up_to), rest in _read_cards(m.group(1) + s[m.end():], ctx, area,
                                               every=False):
        if c.cost_min is None and c.cost_max is None and c.area == L.FIELD and not c.alt:
            yield made(L.Choose, replace(c, cost_min=cost, cost_max=cost),
                       quantity(count, up_to), word=_COST_FIRST_WORD), rest


def _render_cost_first(t: L.Choose, ctx: Ctx) -> str | None:
    c = t.cards
    if c.cost_min is None or c.cost_min != c.cost_max:
        return None
    text = render_cards(replace(c, cost_min=None, cost_max=None), ctx, t.count.high,
                        not t.count.low)
    head = re.match(r"up to \d+ of (?:your opponent's|your) ", text or "")
    if text is None or head is None:
        return None
    return f"{head.group(0)}{c.cost_min} cost {text[head.end():]}"


# "Rest your opponent's Leader.": the one Leader, no choice ("all of your
# opponent's Leader" is how an Every of it renders otherwise)
_OPPONENTS_LEADER: Final = "your opponent's Leader"
_OPPONENTS_LEADER_CARDS: Final = L.Cards(L.OPPONENT, categories=(L.LEADER,))


# "trash all cards from your hand": every card of the hand
_ALL_IN_HAND: Final = "all cards from your hand"
_ALL_IN_HAND_CARDS: Final = L.Cards(L.YOU, L.HAND, (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE))
_EVERY_WORDS: Final = {_OPPONENTS_LEADER: _OPPONENTS_LEADER_CARDS,
                       _ALL_IN_HAND: _ALL_IN_HAND_CARDS}


def _is_every_worded(t: object) -> bool:
    # the whole hand has no other wording: whatever reading found it
    return isinstance(t, L.Every) and (wording(t, "word") in _EVERY_WORDS
                                       or t.cards == _ALL_IN_HAND_CARDS)


# "up to 1 card from your opponent's trash": the player chooses among the
# opponent's trash (public, CR 3-1-5)
_FROM_OPPONENTS_TRASH: Final = re.compile(r"up to (\d+) (cards?) from your opponent's trash")


def _read_from_opponents_trash(s: str) -> Parse:
    m = _FROM_OPPONENTS_TRASH.match(s)
    if m and (m.group(2) == "card") == (m.group(1) == "1"):
        cards = L.Cards(L.OPPONENT, L.TRASH, (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE))
        yield L.Choose(cards, L.up_to(int(m.group(1)))), s[m.end():]


def _render_from_opponents_trash(t: L.Choose) -> str | None:
    n = t.count.high
    if t.count.low or t.chooser != L.YOU \
            or t.cards != L.Cards(L.OPPONENT, L.TRASH, (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE)):
        return None
    return f"up to {n} {'card' if n == 1 else 'cards'} from your opponent's trash"


def _is_from_opponents_trash(t: L.Choose) -> bool:
    return t.cards.owner == L.OPPONENT and t.cards.area == L.TRASH and t.chooser == L.YOU


# "up to 4 {X} type Character cards with different card names and 4000 power
# or less from your trash": no two chosen cards share a name (Choose.each),
# said before another qualifier
_DIFFERENT_NAMES_AND: Final = " with different card names and "
_DIFFERENT_NAMES_FIRST: Final = "different names first"


def _read_different_names_first(s: str, ctx: Ctx, area: str | None) -> Parse:
    k = s.find(_DIFFERENT_NAMES_AND)
    if k < 0 or not re.match(r"up to \d+ ", s):
        return
    plain = s[:k] + " with " + s[k + len(_DIFFERENT_NAMES_AND):]
    for (c, count, up_to), rest in _read_cards(plain, ctx, area, every=False):
        if count > 1 and c.area in (L.HAND, L.TRASH) and len(rest) < len(s) - k:
            yield made(L.Choose, c, quantity(count, up_to), each=True,
                       word=_DIFFERENT_NAMES_FIRST), rest


def _render_different_names_first(t: L.Choose, ctx: Ctx) -> str | None:
    text = render_cards(t.cards, ctx, t.count.high, not t.count.low)
    k = text.find(" with ") if text is not None and t.each else -1
    return None if text is None or k < 0 else \
        text[:k] + _DIFFERENT_NAMES_AND + text[k + len(" with "):]


def read_alternative_target(s: str, ctx: Ctx, area: str | None) -> Parse:
    """The targets these wordings read at the start of `s`."""
    if area in (None, L.TRASH):
        yield from _read_from_opponents_trash(s)
    if s.startswith(_OPPONENTS_LEADER) and not s.startswith(_OPPONENTS_LEADER + " or") \
            and area in (None, L.FIELD):
        yield (made(L.Every, _OPPONENTS_LEADER_CARDS, word=_OPPONENTS_LEADER),
               s[len(_OPPONENTS_LEADER):])
    if s.startswith(_ALL_IN_HAND) and area in (None, L.HAND):
        yield made(L.Every, _ALL_IN_HAND_CARDS, word=_ALL_IN_HAND), s[len(_ALL_IN_HAND):]
    m = _COST_FIRST.match(s)
    if m:                       # "up to 1 of your opponent's 0 cost Characters"
        yield from _read_cost_first(s, m, ctx, area)
    m = _TYPE_OR_INCLUDING.match(s)
    if m:                       # '... or Character card with a type including "Y" ...'
        yield from _read_type_or_including(s, m, ctx, area)
    yield from _read_or_up_to_area(s, ctx, area)
    yield from _read_different_names_first(s, ctx, area)


def is_alternative_target(t: object) -> bool:
    """Whether the target was read by one of these wordings."""
    if _is_every_worded(t):
        return True
    return isinstance(t, L.Choose) and (_is_from_opponents_trash(t)
                                        or wording(t, "word") in (_COST_FIRST_WORD,
                                                                  _DIFFERENT_NAMES_FIRST)
                                        or wording(t.cards, "joined") in (_OR_INCLUDING,
                                                                          _OR_UP_TO_AREA))


def render_alternative_target(t: L.Choose | L.Every, ctx: Ctx) -> str | None:
    if isinstance(t, L.Every):
        words = _ALL_IN_HAND if t.cards == _ALL_IN_HAND_CARDS else wording(t, "word")
        return words if t.cards == _EVERY_WORDS.get(words) else None
    if _is_from_opponents_trash(t):
        return _render_from_opponents_trash(t)
    if wording(t, "word") == _COST_FIRST_WORD:
        return _render_cost_first(t, ctx)
    if wording(t, "word") == _DIFFERENT_NAMES_FIRST:
        return _render_different_names_first(t, ctx)
    if wording(t.cards, "joined") == _OR_INCLUDING:
        return _render_type_or_including(t, ctx)
    return _render_or_up_to_area(t, ctx)
