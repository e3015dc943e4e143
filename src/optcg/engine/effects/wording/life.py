"""The forms of the Life area (CR 3-10): cards taken from, added to, trashed
from and turned in the Life cards."""

from __future__ import annotations

from typing import Any

from .. import language as L
from .core import CONDITION_FORMS, Form, SLOTS, STEP_FORMS, Slot, _read_words, _render_words


STEP_FORMS += [
    Form(L.TrashLife, "trash {count:up to} of your opponent's Life cards",
         {"owner": L.OPPONENT, "from_top": False}, priority=1280),
    Form(L.TakeLife, "add {count:exactly n card} from the top of your Life cards to your hand",
         {"owner": L.YOU, "places": ("top",)}, priority=1290),
    Form(L.TakeLife, "add {count:up to n card} from the top of your Life cards to your hand",
         {"owner": L.YOU, "places": ("top",)}, priority=1300),
    Form(L.AddLifeFromDeck, "add {count:up to n card} from the top of your deck to the top of "
         "your Life cards", priority=1310),
    Form(L.AddLifeFromDeck, "add {count:exactly n card} from the top of your deck to the top of your "
         "Life cards", priority=1320),
]

_LIFE_PLACES: dict[str, Any] = {"the top or bottom": ("top", "bottom"), "the top": ("top",)}
_LIFE_WHOSE: dict[str, Any] = {"your opponent's": "your opponent's", "your": "your",
                               "the owner's": "the owner's"}
SLOTS["life places"] = Slot(_read_words(_LIFE_PLACES), _render_words(_LIFE_PLACES))
SLOTS["life whose"] = Slot(_read_words(_LIFE_WHOSE), _render_words(_LIFE_WHOSE))

STEP_FORMS += [
    Form(L.TrashLife, "trash {count:up to n card} from the top of your opponent's Life cards",
         {"owner": L.OPPONENT, "from_top": True}, priority=1510),
    Form(L.TurnAllLife, "turn all of your Life cards face-down", {"face_up": False},
         priority=1520),
    Form(L.TrashFaceUpLife, "trash all your face-up Life cards", priority=1530),
    Form(L.NoLifeToHand, "you cannot add Life cards to your hand using your own effects "
         "{duration}", priority=1540),
    Form(L.TakeLife, "your opponent adds {count:exactly n card} from the top of their Life cards to "
         "their hand", {"owner": L.OPPONENT, "from_area": False}, priority=1550),
    Form(L.TakeLife, "your opponent adds {count:exactly n card} from their Life area to their hand",
         {"owner": L.OPPONENT, "from_area": True}, priority=1560),
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

STEP_FORMS += [
    Form(L.LookAtLife, "look at up to 1 card from the top of your or your opponent's Life "
         "cards and place it at the top or bottom of the Life cards", {"word": ""}, priority=1980),
    Form(L.LookAtLife, "look at up to 1 card from the top of your or your opponent's Life "
         "cards, and place it at the top or bottom of the Life cards", {"word": "comma"},
         priority=1990),
    Form(L.LookAtAllLife, "look at all of your Life cards", {"word": "all of your"},
         priority=2020),
    Form(L.LookAtAllLife, "look at all your Life cards", {"word": "all your"}, priority=2030),
]

STEP_FORMS += [
    Form(L.RevealLife, "reveal {count:exactly n card} from the top of your Life cards", priority=2120),
]

# Rendered before the forms above them: the GiveDon "to" wording, the
# opponent's Life, the opponent's own choices.
STEP_FORMS += [
    Form(L.TrashLife, "trash {count:exactly n card} from the top of your opponent's Life cards",
         {"owner": L.OPPONENT}, priority=640),
    Form(L.TrashLife, "trash {count:exactly n card} from the top of each of your and your "
         "opponent's Life cards", {"owner": L.ANY}, priority=645),
    Form(L.TakeLife, "add {count:up to n card} from the top of your opponent's Life cards to "
         "the owner's hand", {"owner": L.OPPONENT}, priority=730),
]

# the opponent's Life named "their Life cards" ("place ... at the top or
# bottom of their Life cards face-up")
_LIFE_WHOSE["their"] = "their"
STEP_FORMS += [
    # "you may add 1 card from the top or bottom ...": May of this step
    Form(L.TakeLife, "add {count:exactly n card} from the top or bottom of your Life cards "
         "to your hand", {"places": ("top", "bottom"), "owner": L.YOU},
         when=lambda n: n.count == L.exactly(1), priority=370),
]

STEP_FORMS += [
    Form(L.LifeToDeckBottom, "place {count:up to n card} from your opponent's Life area at "
         "the bottom of the owner's deck", {"owner": L.OPPONENT}, priority=60),
]

CONDITION_FORMS += [

    Form(L.HasFaceUpLife, "if you have a face-up Life card", priority=80),
]

STEP_FORMS += [
    # "add up to 2 Character cards ... from your hand or trash to the top of your
    # Life cards face-up" (ST13-003's Leader)
    Form(L.AddToLife, "add {target:target in hand or trash} to {places:life places} of "
         "{whose:life whose} Life cards face-up",
         {"face_up": True, "verb": "add", "reveal": False}, priority=2370),
    # "you may turn 1 card from the top of your Life cards face-up instead"
    Form(L.TurnLife, "turn {count:n card} from the top of your Life cards face-up",
         {"face_up": True, "places": ("top",)}, priority=2400),
]

# -- "Your opponent may trash 1 card from the top of their
# Life cards. If they do not, ..." -------------------------------------------------
STEP_FORMS += [
    Form(L.OpponentMayTrashLife, "your opponent may trash {count:n card} from the top of "
         "their Life cards", priority=2480),
]

# -- "reveal up to 1 card from the top of your Life cards.
# This Character gains +1000 power during this turn per 1 cost on the revealed card."
STEP_FORMS += [
    Form(L.RevealLife, "reveal {count:up to n card} from the top of your Life cards",
         priority=2110),
]
