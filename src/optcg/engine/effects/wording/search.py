"""The forms of looking at, searching and revealing the top of the deck."""

from __future__ import annotations

from .. import language as L
from .core import CONDITION_FORMS, Form, STEP_FORMS


STEP_FORMS += [
    Form(L.LookAtTop, "look at {count:n card} from the top of your deck and return them to "
         "the top or bottom of the deck in any order", {"places": ("top", "bottom"), "word": ""},
         priority=1240),
    Form(L.LookAtTop, "look at {count:n card} from the top of your deck and place them at "
         "the top or bottom of the deck in any order", {"places": ("top", "bottom"),
                                                         "word": "place"}, priority=1250),
    Form(L.Search, "look at {count:n card} from the top of your deck; reveal up to 1 "
         "{cards:search cards} and add it to your hand. Then, place the rest at the bottom "
         "of your deck in any order", {"take": L.up_to(1)}, priority=1260),
]

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
    Form(L.Look, "look at {count:exactly n card} from the top of your deck",
         {"reveal": False}, priority=1770),
    Form(L.Look, "look at {count:up to n card} from the top of your deck",
         {"reveal": False}, priority=1780),
    Form(L.Look, "reveal {count:exactly n card} from the top of your deck",
         {"reveal": True}, priority=1790),
    Form(L.LookAtOpponentTop, "look at {count:n card} from the top of your opponent's deck",
         priority=1795),
    Form(L.PlaceRest, "place the rest at the bottom of your deck in any order",
         {"places": ("bottom",), "area": L.DECK, "word": ""}, priority=1920),
    Form(L.PlaceRest, "place the rest at the top or bottom of the deck in any order",
         {"places": ("top", "bottom"), "area": L.DECK, "word": ""}, priority=1930),
    Form(L.PlaceRest, "place the rest at the top or bottom of your deck in any order",
         {"places": ("top", "bottom"), "area": L.DECK, "word": "your deck"}, priority=1935),
    Form(L.PlaceRest, "place the rest at the bottom of your deck",
         {"places": ("bottom",), "area": L.DECK, "word": "no order"}, priority=1940),
    Form(L.PlaceRest, "place the rest at the top or bottom of your deck",
         {"places": ("top", "bottom"), "area": L.DECK, "word": "no order"}, priority=1950),
    Form(L.PlaceRest, "place the revealed card at the bottom of your deck",
         {"places": ("bottom",), "area": L.DECK, "word": "revealed"}, priority=1960),
    Form(L.TrashRest, "trash the rest", priority=1970),
    Form(L.PlaceRest, "place them back in your Life area in any order",
         {"places": ("top",), "area": L.LIFE, "word": "life"}, priority=2040),
    Form(L.PlaceRest, "place the rest back in your Life area in any order",
         {"places": ("top",), "area": L.LIFE, "word": "life rest"}, priority=2050),
]


# -- "Choose a cost and reveal 1 card from the top of your opponent's deck. If
# the revealed card has the chosen cost, ..." ----------------------------------------

STEP_FORMS += [
    Form(L.DeclareCostReveal, "choose a cost and reveal {count:exactly n card} from the top of "
         "your opponent's deck", priority=2055),
]
CONDITION_FORMS += [
    Form(L.RevealedHasChosenCost, "if the revealed card has the chosen cost", priority=97),
]
