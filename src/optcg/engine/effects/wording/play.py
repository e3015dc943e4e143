"""The forms of playing cards, and of the cost of playing them."""

from __future__ import annotations

from typing import Any, Final

from .. import language as L
from ..phrasing import made, replace, wording
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot
from .filters import _AREAS, _read_cards, quantity, render_cards
from .targets import _target_reader, render_target
from .targets import _THE_LOOKED


def _off_field(n: Any) -> bool:
    """A description that names no area reads as cards on the field, which
    no play takes: "play up to 1 [X]" after a look is the looked-at card."""
    return not (isinstance(n.target, L.Choose) and n.target.cards.area == L.FIELD)


# Plays and additions name where the card comes from: from the hand, the trash
# or the deck, rested or not (in this order of priority)
STEP_FORMS += [
    Form(L.PlayCard, f"play {{target:target in {area}}}" + (" rested" if rested else ""),
         {"rested": rested}, when=_off_field, priority=1680 + 10 * k)
    for k, (area, rested) in enumerate((a, r) for a in (L.HAND, L.TRASH, L.DECK)
                                       for r in (True, False))
]

STEP_FORMS += [
    Form(L.PlayCard, "play {target:target in looked} rested", {"rested": True}, priority=1890),
    Form(L.PlayCard, "play {target:target in looked}", {"rested": False}, priority=1900),
]

STEP_FORMS += [
    # "[Trigger] Play this card": no card on the field can be played
    Form(L.PlayCard, "play {target}", {"rested": False},
         when=lambda n: not isinstance(n.target, L.Choose) or n.target.cards.area != L.FIELD,
         priority=2100),
]


def _read_may_play_looked(s: str, ctx: Ctx) -> Parse:
    """"you may play that card (rested)": the card looked at or revealed,
    which a bare "play that card" (Selected) does not name."""
    for rested in (True, False):
        words = "play that card rested" if rested else "play that card"
        if s.startswith(words):
            yield L.PlayCard(_THE_LOOKED, rested=rested), s[len(words):]


def _render_may_play_looked(step: Any, ctx: Ctx) -> str | None:
    if not isinstance(step, L.PlayCard) or step.target != _THE_LOOKED:
        return None
    return "play that card rested" if step.rested else "play that card"


SLOTS["may play looked"] = Slot(_read_may_play_looked, _render_may_play_looked)
STEP_FORMS += [
    # before "play up to 1 card", which would write the same choice; the
    # compiler makes it a choice of that card or none
    Form(L.May, "you may {step:may play looked}", priority=1870),
]

# "you may play this Character card from your trash" is May of these: that
# card or none (compiler)
STEP_FORMS += [
    Form(L.PlayCard, "play {target:this in trash} rested", {"rested": True}, priority=940),
    Form(L.PlayCard, "play {target:this in trash}", {"rested": False}, priority=950),
]

STEP_FORMS += [
    Form(L.PlayCard, "play {target:target in hand or trash}", {"rested": False}, priority=2130),
]

STEP_FORMS += [
    Form(L.CannotPlayCharacters, "you cannot play any Character cards on your field "
         "{duration}", {"base_cost_min": None, "word": "any"}, priority=545),
    Form(L.CannotPlayCharacters, "you cannot play Character cards {duration}",
         {"base_cost_min": None}, priority=550),
    Form(L.CannotPlayCharacters, "you cannot play Character cards with a base cost of "
         "{base_cost_min:int} or more {duration}", when=lambda n: n.base_cost_min is not None,
         priority=560),
    Form(L.CannotPlayFromHand, "you cannot play cards from your hand {duration}", priority=565),
]


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
                    yield made(L.Both, first, second, word="area"), rest
        k = s.find(" and up to ", k + 1)


def _render_both_in_area(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Both) or wording(t, "word") != "area" or t.first.cards.area not in _AREAS \
            or t.first.cards.area != t.second.cards.area:
        return None
    first, second = render_target(t.first, ctx), render_target(t.second, ctx)
    words = " " + _AREAS[t.first.cards.area]
    if first is None or second is None or not first.endswith(words):
        return None
    return f"{first[:-len(words)]} and {second}"


SLOTS["both in area"] = Slot(_read_both_in_area, _render_both_in_area)

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

STEP_FORMS += [
    Form(L.PlayCard, "play {target:both in area}", {"rested": False}, priority=130),
    Form(L.PlayCard, "play {target:other color}", {"rested": False}, priority=210),
]

# -- "the next time you play a {X} type Character card with
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
        if isinstance(t, L.Choose) and t.count == L.up_to(1) and \
                rest.startswith(" during this turn"):
            yield replace(t.cards, area=L.HAND), rest


def _render_next_played(c: Any, ctx: Ctx) -> str | None:
    if not isinstance(c, L.Cards) or c.area != L.HAND or c.owner != L.YOU:
        return None
    text = SLOTS["target in hand"].render(L.Choose(c, L.up_to(1)), ctx)
    if text is None or not text.startswith(_UP_TO_ONE):
        return None
    text = text[len(_UP_TO_ONE):]
    return text if text.startswith("[") else _A_CARD + text


SLOTS["next played"] = Slot(_read_next_played, _render_next_played)
_NEXT_PLAY: Final = Form(L.NextPlayCostReduction, "the next time you play {cards:next played} "
                         "during this turn, the cost will be reduced by {amount:int}",
     priority=2510)
STEP_FORMS.append(_NEXT_PLAY)

# -- "play up to 1 {X} type Character card from your hand with a cost of ...":
# the area named before the qualifiers (the word "area first" of a Choose), the same choice
_FROM_HAND: Final = " from your hand"
_AREA_FIRST: Final = "area first"


def _read_hand_area_first(s: str, ctx: Ctx) -> Parse:
    k = s.find(_FROM_HAND + " with ")
    if k < 0:
        return
    moved = s[:k] + s[k + len(_FROM_HAND):]
    # the qualifiers end at a word boundary after k: try each
    ends = [j for j in range(k + 1, len(moved)) if moved[j] in " ,."] + [len(moved)]
    for j in ends:
        for t, rest in SLOTS["target in hand"].read(moved[:j] + _FROM_HAND + moved[j:], ctx):
            if isinstance(t, L.Choose) and t.cards.area == L.HAND and rest == moved[j:]:
                yield replace(t, word=_AREA_FIRST), rest


def _render_hand_area_first(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or wording(t, "word") != _AREA_FIRST or t.cards.area != L.HAND:
        return None
    text = SLOTS["target in hand"].render(replace(t, word=""), ctx)
    if text is None or not text.endswith(_FROM_HAND):
        return None
    body = text[:-len(_FROM_HAND)]
    k = body.find(" with ")
    return None if k < 0 else body[:k] + _FROM_HAND + body[k:]


SLOTS["hand area first"] = Slot(_read_hand_area_first, _render_hand_area_first)
STEP_FORMS += [
    Form(L.PlayCard, "play {target:hand area first}", {"rested": False},
         when=lambda n: isinstance(n.target, L.Choose) and wording(n.target, "word") == _AREA_FIRST,
         priority=1675),
]


# "your opponent plays up to 1 Character card with a cost of 4 or less from
# their hand": the opponent chooses among their own hand (CR 8-4-4) and
# plays it on their field
_THEIR_HAND: Final = " from their hand"


def _read_opponent_plays(s: str, ctx: Ctx) -> Parse:
    k = s.find(_THEIR_HAND)
    if k < 0:
        return
    for (c, count, up_to), rest in _read_cards(s[:k] + " from your hand", ctx, L.HAND,
                                               every=False):
        if not rest and c.owner == L.YOU and c.area == L.HAND and not c.alt:
            yield (L.Choose(replace(c, owner=L.OPPONENT), quantity(count, up_to),
                            chooser=L.OPPONENT), s[k + len(_THEIR_HAND):])


def _render_opponent_plays(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or t.chooser != L.OPPONENT or t.cards.owner != L.OPPONENT \
            or t.cards.area != L.HAND:
        return None
    text = render_cards(replace(t.cards, owner=L.YOU), ctx, t.count.high, not t.count.low)
    mine = " " + _AREAS[L.HAND]
    if text is None or not text.endswith(mine):
        return None
    return text[:-len(mine)] + _THEIR_HAND


SLOTS["opponent plays"] = Slot(_read_opponent_plays, _render_opponent_plays)

STEP_FORMS += [
    Form(L.PlayCard, "your opponent plays {target:opponent plays}", {"rested": False},
         priority=1676),
]
