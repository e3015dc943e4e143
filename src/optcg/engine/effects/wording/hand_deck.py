"""The forms of drawing, the hand and the deck: draws, additions to the hand,
returns, and cards placed at the top or bottom of a deck."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final

from .. import language as L
from ..phrasing import made, wording
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot, _fixed_target
from .filters import ALL_CATEGORIES, quantity
from .targets import _choice_of, _plural, _target_reader, render_target


STEP_FORMS += [
    Form(L.ReturnToHand, "return {target} to the owner's hand", priority=980, cost_priority=400),
    Form(L.ToDeckBottom, "place {target} at the bottom of the owner's deck",
         priority=990, cost_priority=410),
    Form(L.ToDeckTop, "place {target} at the top of the owner's deck", priority=1000),
    Form(L.Draw, "draw {count:exactly n card}", priority=1030),
    Form(L.NoDrawByEffect, "you cannot draw cards using your own effects {duration}",
         priority=1035),
    Form(L.ShuffleDeck, "shuffle your deck", priority=1270),
]


# -- a search in steps: look, take among the looked-at cards, put the rest away
# (language.Look).  Before "play {target}", which would read a
# looked-at card as one on the field.
def _takes_one(node: Any) -> bool:
    return isinstance(node.target, L.Choose) and node.target.count.high == 1


def _takes_many(node: Any) -> bool:
    return isinstance(node.target, L.Choose) and node.target.count.high != 1


STEP_FORMS += [
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
    Form(L.ToDeckTop, "place {target:target in looked} at the top of your deck",
         {"word": ""}, priority=2060),
    Form(L.ToDeckTop, "place {target:count looked} at the top of your deck", {"word": "count"},
         priority=2070),
    Form(L.AddToHand, "reveal {target:target in deck} and add it to your hand",
         {"reveal": True, "word": ""}, when=_takes_one, priority=2080),
]

STEP_FORMS += [
    Form(L.AddToHand, "add {target:target in trash} to your hand", priority=2090),
]

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


SLOTS["this in trash"] = Slot(_read_this_in_trash, _render_this_in_trash)

STEP_FORMS += [
    Form(L.AddToHand, "add {target:this in trash} to your hand", priority=960),
    # "[On K.O.] You may add this Character card to your hand": the same card,
    # its trash left unsaid
    Form(L.AddToHand, "add this Character card to your hand",
         {"target": L.Every(_THIS_CARD_IN_TRASH), "word": "this card"}, priority=955),
]

_RETURN_TRASH_TO_BOTTOM = Form(
    L.ToDeckBottom, "return {target:target in trash} to the bottom of your deck in any order",
    {"word": "return"}, when=lambda n: _choice_of(n.target, 2), priority=280, cost_priority=20)

STEP_FORMS += [
    Form(L.ShuffleIntoDeck, "return {target:target in trash} to your deck and shuffle it",
         priority=2140, cost_priority=490),
    Form(L.RedrawHand, "return all cards in your hand to your deck and shuffle your deck. "
         "Then, draw cards equal to the number you returned to your deck", priority=2150),
]


# -- narrower wordings of existing nodes.  Put first, so a node
# they fit renders with them rather than with the general form of its node.
def _one_in_hand(n: Any) -> bool:
    return isinstance(n.target, L.Choose) and n.target.cards.area == L.HAND \
        and n.target.count.high == 1


STEP_FORMS += [
    # "place 1 card from your hand at the bottom of your deck" (the step of
    # the cost wording of the same name)
    Form(L.ToDeckBottom, "place {target:target in hand} at the bottom of your deck",
         when=_one_in_hand, priority=740, cost_priority=370),
    Form(L.ToDeckTop, "place {target:target in hand} at the top of your deck", {"word": ""},
         when=_one_in_hand, priority=750),
    # "draw up to 2 cards"
    Form(L.Draw, "draw {count:up to n card}", priority=800),
    # "place 2 cards from your hand at the bottom of your deck in any order"
    Form(L.ToDeckBottom, "place {target:target in hand} at the bottom of your deck in any "
         "order", when=lambda n: isinstance(n.target, L.Choose) and n.target.count.high > 1
         and n.target.cards.area == L.HAND, priority=810, cost_priority=380),
]


def _opponent_choice(area: str, nouns: dict[tuple, str], owner: str = L.OPPONENT,
                     suffix: str = "") -> Slot:
    """N cards the opponent chooses: "2 cards" (from `area`, whose words
    follow in the template), "1 of their Characters"..."""
    def read(s: str, ctx: Ctx) -> Parse:
        for cats, noun in nouns.items():
            m = re.match(r"(\d+) " + re.escape(noun) + r"(s?)" + re.escape(suffix), s)
            if m and (m.group(2) == "") == (m.group(1) == "1"):
                c = L.Cards(owner, area=area, categories=cats)
                yield L.Choose(c, L.exactly(int(m.group(1))), chooser=L.OPPONENT), s[m.end():]

    def render(t: Any, ctx: Ctx) -> str | None:
        if not isinstance(t, L.Choose) or not t.count.low or t.chooser != L.OPPONENT:
            return None
        c = t.cards
        noun = nouns.get(c.categories)
        if noun is None or c != L.Cards(owner, area=area, categories=c.categories):
            return None
        return f"{t.count.high} {noun}{'' if t.count.high == 1 else 's'}{suffix}"
    return Slot(read, render)


_ANY_CARD: dict[tuple, str] = {ALL_CATEGORIES: "card"}
SLOTS["opponent trash cards"] = _opponent_choice(L.TRASH, {ALL_CATEGORIES: "card",
                                                           (L.EVENT,): "Event"})
SLOTS["opponent hand to deck"] = _opponent_choice(L.HAND, _ANY_CARD)


def _their_characters_plural(s: str, ctx: Ctx) -> Parse:
    """"1 of their Characters": the noun is plural after "of"."""
    m = re.match(r"(\d+) of their (active |rested )?Characters", s)
    if m:
        # "1 of their active Characters": only those may be chosen
        rested = None if not m.group(2) else m.group(2) == "rested "
        c = L.Cards(L.OPPONENT, rested=rested)
        yield L.Choose(c, L.exactly(int(m.group(1))), chooser=L.OPPONENT), s[m.end():]


def _render_their_characters(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.Choose) and t.count.low and t.chooser == L.OPPONENT \
            and t.cards == L.Cards(L.OPPONENT, rested=t.cards.rested):
        state = {None: "", False: "active ", True: "rested "}[t.cards.rested]
        return f"{t.count.high} of their {state}Characters"
    return None


SLOTS["their characters"] = Slot(_their_characters_plural, _render_their_characters)

# "return up to 1 Character with a cost of 3 or less to the bottom of the
# owner's deck": the verb "return" for cards on the field
STEP_FORMS += [
    Form(L.ToDeckBottom, "return {target} to the bottom of the owner's deck", {"word": "return"},
         when=lambda n: isinstance(n.target, L.Choose) and n.target.cards.area == L.FIELD,
         priority=985),
]

STEP_FORMS += [
    Form(L.ReturnToHand, "your opponent returns {target:their characters} to the owner's hand",
         priority=650, cost_priority=310),
    Form(L.ToDeckBottom, "your opponent places {target:their characters} at the bottom of the "
         "owner's deck", priority=660, cost_priority=320),
    # "place up to 1 card from your opponent's trash at the bottom of their deck"
    Form(L.ToDeckBottom, "place {target} at the bottom of their deck", {"word": "their deck"},
         when=lambda n: isinstance(n.target, L.Choose) and n.target.cards.owner == L.OPPONENT,
         priority=665),
    Form(L.ToDeckBottom, "your opponent places {target:opponent trash cards} from their trash "
         "at the bottom of their deck in any order", priority=670, cost_priority=330),
    Form(L.ToDeckBottom, "your opponent places {target:opponent hand to deck} from their hand "
         "at the bottom of their deck in any order", priority=680, cost_priority=340),
]

# The same placing worded without "in any order", or with "they" after a
# condition on the opponent's hand: the opponent still chooses from their
# own hand; the other player sees only that cards left it (CR 3-1-5).
# Before the form above, which would write these nodes with "in any order".
STEP_FORMS += [
    Form(L.ToDeckBottom, "your opponent places {target:opponent hand to deck} from their hand "
         "at the bottom of their deck", {"word": "no order"}, priority=676),
    Form(L.ToDeckBottom, "they place {target:opponent hand to deck} from their hand at the "
         "bottom of their deck in any order", {"word": "they"}, priority=677),
    Form(L.ToDeckBottom, "your opponent must place {target:opponent hand to deck} from their "
         "hand at the bottom of their deck", {"word": "must"}, priority=678),
]

def _yours(t: Any) -> bool:
    """Your own cards: the opponent's (from their trash) go to their deck."""
    return t.cards.owner != L.OPPONENT


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
         "deck", when=lambda n: _choice_of(n.target, 1) and _yours(n.target),
         priority=600, cost_priority=270),
    Form(L.ToDeckBottom, "place {target:target in trash} at the bottom of your "
         "deck in any order", when=lambda n: _choice_of(n.target, 2) and _yours(n.target),
         priority=610, cost_priority=280),
]

# -- "place up to 2 Characters ... at the bottom of the owner's
# deck in any order": each owner orders their own cards (official ruling on
# OP06-058; compiler: an "arrange" by the owner after the step) --
STEP_FORMS += [
    Form(L.ToDeckBottom, "place {target} at the bottom of the owner's deck in any order",
         {"word": L.ANY_ORDER}, when=lambda n: _choice_of(n.target, 2),
         priority=590, cost_priority=260),
]

STEP_FORMS += [
    Form(L.HandToDeck, "place {target:target in hand} at the top or bottom of your deck in "
         "any order", {"places": ("top", "bottom")}, when=lambda n: _choice_of(n.target, 2),
         priority=2310),
]

# (before the general wordings of the same nodes, which would render these
# nodes otherwise)
STEP_FORMS += [
    # "draw cards so that you have 2 cards in your hand"
    Form(L.DrawToHandSize, "draw cards so that you have {count:n card} in your hand",
         {"word": ""}, priority=470),
    Form(L.DrawToHandSize, "draw card(s) so that you have {count:n card} in your hand",
         {"word": "card(s)"}, priority=480),
]

# first, before every "place ... at the bottom" wording
STEP_FORMS += [_RETURN_TRASH_TO_BOTTOM]

_THOSE_CARDS: Final = "those cards"


def _selected_word(word: str) -> Callable[[Any], bool]:
    return lambda n: isinstance(n.target, L.Selected) and wording(n.target, "word") == word


# "up to 1 Character with a cost of 8 or less and up to 1 Character with a
# cost of 3 or less": two choices of one step (language.Both)
def _read_both(s: str, ctx: Ctx) -> Parse:
    reader = _target_reader()
    for first, rest in reader(s, ctx):
        if not isinstance(first, L.Choose) or not rest.startswith(" and up to "):
            continue
        for second, after in reader(rest[len(" and "):], ctx):
            if isinstance(second, L.Choose) and not second.count.low:
                yield L.Both(first, second), after


def _render_both(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Both):
        return None
    first, second = render_target(t.first, ctx), render_target(t.second, ctx)
    if first is None or second is None or t.second.count.low:
        return None
    return f"{first} and {second}"


SLOTS["both"] = Slot(_read_both, _render_both)

SLOTS["revealed cost"] = _fixed_target("the revealed card", L.RevealedCost())

STEP_FORMS += [
    Form(L.TrashHandsDownTo, "you and your opponent trash cards from your hands until you "
         "each have {count:n card} in your hands", {"owner": L.ANY}, priority=70),
    Form(L.TrashHandsDownTo, "trash cards from your hand until you have {count:n card} in your "
         "hand", {"owner": L.YOU}, priority=80),
    Form(L.ReturnHandToDeck, "your opponent returns all cards in their hand to their deck and "
         "shuffles their deck", {"owner": L.OPPONENT}, priority=95),
    Form(L.Draw, "your opponent draws {count:exactly n card}", {"owner": L.OPPONENT},
         priority=100),
    Form(L.OpponentRevealsHand, "your opponent reveals their hand", {"word": ""}, priority=110),
    Form(L.OpponentRevealsHand, "reveals their hand", {"word": "and"}, priority=120),
    Form(L.ToDeckBottom, "place {target:both} at the bottom of the owner's deck in any order",
         {"word": "any order"}, priority=150, cost_priority=210),
    Form(L.ToHandOrDeckBottom, "return {target} to the owner's hand or the bottom of their "
         "deck", {"word": ""}, priority=160),
    Form(L.ToHandOrDeckBottom, "return {target} to the owner's hand or place it at the bottom "
         "of their deck", {"word": "place it"}, when=lambda n: not _plural(n.target),
         priority=161),
    Form(L.ReturnToHand, "return {target:both} to the owner's hand",
         priority=170, cost_priority=220),
    Form(L.ToDeckBottom, "place {target:both} at the bottom of the owner's deck", {"word": ""},
         priority=180, cost_priority=230),
    Form(L.ToDeckTop, "place {target:revealed cost} at the top of your deck", priority=220),
    Form(L.OpponentReveals, "your opponent reveals that card", {"target": L.Selected()},
         when=_selected_word(""), priority=260),
    Form(L.OpponentReveals, "your opponent reveals those cards",
         {"target": made(L.Selected, word=_THOSE_CARDS)}, when=_selected_word(_THOSE_CARDS),
         priority=270),
]

_BATTLED_WORDS = ("the opponent's Character you battled with",
                  "the opponent\u2019s Character you battled with")     # as printed
_BATTLED_CARDS: Final = L.Cards(L.OPPONENT, battled_with=True)


def _read_battled(up_to: bool) -> Callable[[str, Ctx], Parse]:
    def read(s: str, ctx: Ctx) -> Parse:
        for k, words in enumerate(_BATTLED_WORDS):
            if s.startswith(words):
                yield (made(L.Choose, _BATTLED_CARDS, quantity(1, up_to),
                            word="\u2019" if k else ""),
                       s[len(words):])
    return read


def _render_battled(up_to: bool) -> Callable[[Any, Ctx], str | None]:
    def render(t: Any, ctx: Ctx) -> str | None:
        if not (isinstance(t, L.Choose) and t.cards == _BATTLED_CARDS
                and t.count == quantity(1, up_to)):
            return None
        return _BATTLED_WORDS[1] if wording(t, "word") == "\u2019" else _BATTLED_WORDS[0]
    return render


SLOTS["battled"] = Slot(_read_battled(False), _render_battled(False))

STEP_FORMS += [
    Form(L.ToDeckBottom, "place {target:battled} at the bottom of the owner's deck", priority=30),
]

# -- OP05-119: "Place all of your Characters except this Character at the bottom of
# your deck in any order. Then, take an extra turn after this one." ------------------
STEP_FORMS += [
    Form(L.ToDeckBottom, "place {target} at the bottom of your deck in any order",
         {"word": L.YOUR_DECK_IN_ANY_ORDER},
         when=lambda n: isinstance(n.target, L.Every) and n.target.cards.owner == L.YOU,
         priority=20),
]
