"""The forms of K.O.s, trashing, and protection from K.O."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .. import language as L
from ..phrasing import made, wording
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot
from .filters import ALL_CATEGORIES
from .hand_deck import _ANY_CARD, _opponent_choice, _read_battled, _render_battled
from .targets import render_target


STEP_FORMS += [
    Form(L.KO, "K.O. {target}", priority=970),
    Form(L.Trash, "trash {target:target in hand}", priority=1040, cost_priority=430),
    Form(L.ProtectFromKO, "{target} cannot be K.O.'d {duration}", {"by": None}, priority=1450),
    Form(L.ProtectFromKO, "{target} cannot be K.O.'d in battle {duration}", {"by": L.BY_BATTLE},
         priority=1460),
    Form(L.ProtectFromKO, "{target} cannot be K.O.'d by effects {duration}",
         {"by": L.BY_EFFECTS}, priority=1470),
    Form(L.ProtectFromKO, "{target} cannot be K.O.'d by your opponent's effects {duration}",
         {"by": L.BY_OPPONENTS_EFFECTS}, priority=1480),
]

STEP_FORMS += [
    Form(L.Trash, "trash {target:target in looked}", priority=1910, cost_priority=440),
    Form(L.TrashFromDeck, "trash {count:n card} from the top of your deck",
         priority=2000, cost_priority=450),
]


STEP_FORMS += [
    # only the Characters on the field now (official ruling on OP04-083)
    Form(L.ProtectFromKO, "none of {target} can be K.O.'d by effects {duration}",
         {"by": L.BY_EFFECTS, "word": "none"}, when=lambda n: isinstance(n.target, L.Every),
         priority=910),
]

# "your opponent trashes 2 cards from their hand": the opponent chooses them
# (CR 8-4-4-1: as many as they can).
_OPPONENT_HAND = L.Cards(L.OPPONENT, area=L.HAND, categories=ALL_CATEGORIES)


def _read_opponent_hand_cards(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"(\d+) cards?", s)
    if m and (m.group(0).endswith("s") == (m.group(1) != "1")):
        yield L.Choose(_OPPONENT_HAND, L.exactly(int(m.group(1))),
                       chooser=L.OPPONENT), s[m.end():]


def _render_opponent_hand_cards(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.Choose) and t.cards == _OPPONENT_HAND and t.count.low \
            and t.chooser == L.OPPONENT:
        return f"{t.count.high} card" if t.count.high == 1 else f"{t.count.high} cards"
    return None


SLOTS["opponent hand cards"] = Slot(_read_opponent_hand_cards, _render_opponent_hand_cards)


def _on_field_choice(step: Any) -> bool:
    t = step.target
    return isinstance(t, L.Choose) and t.cards.area == L.FIELD


SLOTS["your hand card"] = _opponent_choice(L.HAND, _ANY_CARD, owner=L.YOU)

STEP_FORMS += [
    Form(L.Trash, "your opponent chooses {target:opponent hand cards} from their hand and "
         "trashes it", {"word": "chooses"}, priority=700, cost_priority=350),
    Form(L.Trash, "your opponent chooses {target:your hand card} from your hand; trash that "
         "card", {"word": "chooses"}, priority=710, cost_priority=360),
]

STEP_FORMS += [
    Form(L.OpponentMayTrashHand, "your opponent may trash {count:n card} from their hand",
         priority=2481),
    Form(L.Trash, "your opponent trashes {target:opponent hand cards} from their hand",
         {"word": ""}, priority=2190, cost_priority=470),
    Form(L.Trash, "trash {target}", when=_on_field_choice, priority=2200, cost_priority=480),
]

# "trash all of your Characters": every one on the field as it resolves
STEP_FORMS += [
    Form(L.Trash, "trash {target}", when=lambda n: isinstance(n.target, L.Every)
         and n.target.cards.area == L.FIELD, priority=2205),
]

# -- "none of your Characters" ----------------------------------------
_NONE_OF_YOURS = "none of your Characters"
STEP_FORMS += [
    # "none of your Characters can be K.O.'d during this turn": each of them,
    # those on the field when it resolves (official ruling on ST06-016)
    Form(L.ProtectFromKO, _NONE_OF_YOURS + " can be K.O.'d {duration}",
         {"by": None, "target": made(L.Every, L.Cards(L.YOU), word=_NONE_OF_YOURS)},
         when=lambda n: isinstance(n.target, L.Every)
         and wording(n.target, "word") == _NONE_OF_YOURS,
         priority=490),
]

STEP_FORMS += [
    Form(L.Trash, "trash {target:face down}", priority=240, cost_priority=240),
]

# -- "You may trash any number of {X} type cards from
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
        if isinstance(t, L.Choose) and t.count == L.up_to(L.ANY_NUMBER):
            yield t, rest


def _render_any_number_in_hand(t: Any, ctx: Ctx) -> str | None:
    if not (isinstance(t, L.Choose) and t.count == L.up_to(L.ANY_NUMBER)):
        return None
    text = SLOTS["target in hand"].render(t, ctx)
    if text is None or not text.startswith(_ANY_AS):
        return None
    return _ANY + text[len(_ANY_AS):]


SLOTS["any number in hand"] = Slot(_read_any_number_in_hand, _render_any_number_in_hand)

STEP_FORMS += [
    # "you may trash any number of ...": May of this step
    Form(L.Trash, "trash {target:any number in hand}", priority=230),
]

STEP_FORMS += [
    Form(L.KO, "K.O. {target:battled}", priority=50),
]

# "trash 1 of your {X} type Characters or 1 card from your hand": one card,
# either a Character so described or any card of the hand (Cards.alt)
_HAND_CARD = L.Cards(L.YOU, area=L.HAND, categories=ALL_CATEGORIES)
_OR_HAND_CARD = " or 1 card from your hand"


def _read_character_or_hand_card(s: str, ctx: Ctx) -> Parse:
    k = s.find(_OR_HAND_CARD)
    if k <= 0:
        return
    for t, rest in SLOTS["target"].read(s[:k], ctx):
        if rest == "" and isinstance(t, L.Choose) and t.count == L.exactly(1) \
                and t.cards.owner == L.YOU and t.cards.area == L.FIELD and not t.cards.alt:
            yield L.Choose(replace(t.cards, alt=(_HAND_CARD,)), L.exactly(1)), \
                s[k + len(_OR_HAND_CARD):]


def _render_character_or_hand_card(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or t.cards.alt != (_HAND_CARD,) or t.count != L.exactly(1):
        return None
    text = render_target(L.Choose(replace(t.cards, alt=()), L.exactly(1)), ctx)
    return None if text is None else text + _OR_HAND_CARD


SLOTS["character or hand card"] = Slot(_read_character_or_hand_card,
                                       _render_character_or_hand_card)
STEP_FORMS += [
    Form(L.Trash, "trash {target:character or hand card}", priority=2195, cost_priority=475),
]
