"""The forms of DON!! cards (CR 3-9, 6-4): given, added, set active, rested and
returned."""

from __future__ import annotations

import re
from typing import Any, Final

from .. import language as L
from ..phrasing import replace, wording
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot, _fixed_target
from .filters import _braced, _read_cards, _split_braced, render_cards
from .targets import _choice_of, _target_reader, render_target


# "your Leader or 1 of your Characters": one of your Leader or Characters,
# chosen (not "up to": the count is fixed at 1).
_LEADER_OR_CHARACTER = L.Choose(L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER)), L.exactly(1))

SLOTS["leader or character"] = _fixed_target("your Leader or 1 of your Characters",
                                             _LEADER_OR_CHARACTER, on_leader=False)
SLOTS["this leader or character"] = _fixed_target("this Leader or 1 of your Characters",
                                                  _LEADER_OR_CHARACTER, on_leader=True)

STEP_FORMS += [
    Form(L.GiveDon, "give {count:up to n rested DON!! card} to {target:leader or character}",
         priority=1110),
    Form(L.GiveDon, "give {target:this leader or character} {count:up to n rested DON!! card}",
         priority=1120),
    Form(L.GiveDon, "give {target} {count:up to n rested DON!! card}",
         priority=1160),
    Form(L.GiveDon, "give {target} {count:exactly n rested DON!! card}", priority=1170),
    Form(L.AddDon, "add {count:up to n DON!! card} from your DON!! deck and set it as active",
         {"active": True}, priority=1180),
    Form(L.AddDon, "add {count:up to n DON!! card} from your DON!! deck and rest it",
         {"active": False}, priority=1190),
    Form(L.AddDon, "add {count:exactly n DON!! card} from your DON!! deck and set it as active",
         {"active": True}, priority=1200),
    Form(L.AddDon, "add {count:exactly n DON!! card} from your DON!! deck and rest it",
         {"active": False}, priority=1210),
    Form(L.SetDonActive, "set {count:up to} of your DON!! cards as active", priority=1220),
    Form(L.SetActiveWithDon, "set {target} and {count:up to} of your DON!! cards as active",
         {"either": False}, priority=1218),
    Form(L.SetActiveWithDon, "set {target} or {count:up to} of your DON!! cards as active",
         {"either": True}, priority=1219),
    Form(L.RestOpponentDon, "rest {count:up to} of your opponent's DON!! cards", priority=1230),
    Form(L.SetAllDonActive, "set all of your DON!! cards as active", priority=1222),
    # "you may rest any number of ...": May of this step
    Form(L.RestDonAnyNumber, "rest any number of your DON!! cards", priority=1224),
]

STEP_FORMS += [
    # "add 2 DON!! cards from your DON!! deck and rest them"
    Form(L.AddDon, "add {count:exactly n DON!! card} from your DON!! deck and rest them",
         {"active": False, "word": "them"}, priority=820),
    Form(L.AddDon, "add {count:exactly n DON!! card} from your DON!! deck and set them as active",
         {"active": True, "word": "them"}, priority=830),
    # "add up to 2 DON!! cards from your DON!! deck and rest them"
    Form(L.AddDon, "add {count:up to n DON!! card} from your DON!! deck and rest them",
         {"active": False, "word": "them"}, priority=840),
    Form(L.AddDon, "add {count:up to n DON!! card} from your DON!! deck and set them as "
         "active", {"active": True, "word": "them"}, priority=850),
]

# -- DON!! recipients, delayed steps, modal abilities, refresh locks ---

_LEADER_CARDS = L.Cards(L.YOU, categories=(L.LEADER,))
_ONE_OF_YOUR_LEADER = L.Choose(_LEADER_CARDS, L.exactly(1))
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
    if s.startswith(ctx.this):                      # "to this Leader"
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
        yield L.Choose(c, L.exactly(1)), s[m.end():]
    for t, rest in _target_reader()(s, ctx):
        if isinstance(t, L.Choose) and t.count == L.exactly(1) \
                and t.cards.owner == L.YOU and t.cards.area == L.FIELD:
            yield t, rest


def _render_don_recipient(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.This) and not wording(t, "word"):         # "to this Leader"
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
    if isinstance(t, L.Choose) and t.count == L.exactly(1):
        c = t.cards
        if c.names and c == L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER), names=c.names):
            return f"1 of your {_braced(c.names, '[', ']')} cards"
        if c.owner == L.YOU and c.area == L.FIELD and not c.names:
            return render_target(t, ctx)
    return None


SLOTS["don recipient"] = Slot(_read_don_recipient, _render_don_recipient)

STEP_FORMS += [
    Form(L.ReturnDon, "your opponent returns {count:exactly n DON!! card} from their field to their "
         "DON!! deck", {"owner": L.OPPONENT}, priority=690),
    Form(L.GiveDon, "give {count:up to n rested DON!! card} to {target:don recipient}",
         {"word": "to"}, priority=720),
]

STEP_FORMS += [
    Form(L.ReturnDon, "return {count:exactly n DON!! card} from your field to your DON!! deck",
         {"owner": L.YOU}, priority=2260),
]

# "give your Leader and 1 Character up to 2 rested DON!! cards each"
_LEADER_AND_ONE: Final = "your Leader and 1 Character"
_LEADER_AND_ONE_TARGETS: Final = (
    L.Every(L.Cards(L.YOU, categories=(L.LEADER,))),
    L.Choose(L.Cards(L.YOU, categories=(L.CHARACTER,)), L.exactly(1)))
SLOTS["leader and one character"] = _fixed_target(_LEADER_AND_ONE, _LEADER_AND_ONE_TARGETS)
STEP_FORMS += [
    # (the DON!! nodes, with more of their wordings)
    Form(L.GiveOpponentDon, "give {count:exactly} of your opponent's rested DON!! cards to {target}",
         when=lambda n: isinstance(n.target, L.Choose) and n.target.cards.owner == L.OPPONENT,
         priority=2290, cost_priority=510),
    Form(L.GiveActiveDon, "give {count} of your active DON!! cards to {target}",
         {"word": "of your"},
         when=lambda n: _choice_of(n.target, 1) and n.target.cards.owner == L.YOU, priority=2300),
    Form(L.GiveDonEach, "give {target:leader and one character} "
         "{count:up to n rested DON!! card} each", priority=2320),
]

# "give your Leader and all of your Characters up to 1 rested DON!! card
# each": the Leader, then every Character, each given its own DON!!
_LEADER_AND_ALL: Final = "your Leader and all of your Characters"
_LEADER_AND_ALL_TARGETS: Final = (
    L.Every(L.Cards(L.YOU, categories=(L.LEADER,))),
    L.Every(L.Cards(L.YOU, categories=(L.CHARACTER,))))
SLOTS["leader and all characters"] = _fixed_target(_LEADER_AND_ALL, _LEADER_AND_ALL_TARGETS)
STEP_FORMS += [
    Form(L.GiveDonEach, "give {target:leader and all characters} "
         "{count:up to n rested DON!! card} each", priority=2325),
]

STEP_FORMS += [
    # "you may rest 2 of your cards instead": all or nothing (compiler)
    Form(L.RestCards, "rest {count:exactly} of your cards", {"owner": L.YOU},
         priority=570),
]

STEP_FORMS += [
    Form(L.GiveDonEach, "give {count:up to n rested DON!! card} to each of {target}",
         when=lambda n: isinstance(n.target, L.Every), priority=320),
    Form(L.GiveDonEach, "give {target} {count:up to n rested DON!! card} each",
         when=lambda n: isinstance(n.target, L.Choose) and n.target.count.high > 1,
         priority=330),
    Form(L.RestCards, "rest {count:up to} of your opponent's cards",
         {"owner": L.OPPONENT}, priority=350),
    Form(L.RestCards, "rest {count:up to} of your cards", {"owner": L.YOU},
         priority=360),
    # "add up to 1 DON!! card as active from your DON!! deck"
    Form(L.AddDon, "add {count:up to n DON!! card} as active from your DON!! deck",
         {"active": True, "word": "as"}, priority=380),
    Form(L.AddDon, "add {count:up to n DON!! card} as rested from your DON!! deck",
         {"active": False, "word": "as"}, priority=390),
    # "..., and add up to 1 additional DON!! card and rest it"
    Form(L.AddDon, "add {count:up to n additional DON!! card} and rest it",
         {"active": False, "word": "additional"}, priority=400),
    Form(L.AddDon, "add {count:up to n additional DON!! card} and set it as active",
         {"active": True, "word": "additional"}, priority=410),
    # "..., and add up to 4 additional DON!! cards and rest them"
    Form(L.AddDon, "add {count:up to n additional DON!! card} and rest them",
         {"active": False, "word": "additional them"}, priority=412),
    Form(L.GiveOpponentDon, "give {count:up to} of your opponent's rested DON!! cards to "
         "{target}", when=lambda n: _opponents_one(n.target),
         priority=420, cost_priority=500),
    Form(L.NoDonActiveByCharacters, "you cannot set DON!! cards as active using Character "
         "effects {duration}", priority=440),
    Form(L.MoveGivenDon, "give {count:up to} of your currently given DON!! cards to {target}",
         {"word": ""}, when=lambda n: _choice_of(n.target, 1) and n.target.count.low,
         priority=450),
    Form(L.MoveGivenDon, "give {count:up to} total of your currently given DON!! cards to "
         "{target}", {"word": "total"},
         when=lambda n: _choice_of(n.target, 1) and n.target.count.low, priority=460),
]


def _opponents_one(t: Any) -> bool:
    return isinstance(t, L.Choose) and t.cards.owner == L.OPPONENT and t.count == L.exactly(1)


_OWNERS_LEADER_OR_CHARACTER: Final = L.Choose(L.Cards(L.ANY, categories=(L.LEADER, L.CHARACTER)), L.exactly(1))
SLOTS["owners leader or character"] = _fixed_target("its owner's Leader or 1 of their Characters",
                                                    _OWNERS_LEADER_OR_CHARACTER)
STEP_FORMS += [
    Form(L.GiveDonToOwner, "give {count:up to n rested DON!! card} to "
         "{target:owners leader or character}", {"rested": True}, priority=290),
    # an active or a rested one
    Form(L.GiveDonToOwner, "give up to 1 DON!! card from its owner's cost area to "
         "{target:owners leader or character}", {"count": L.up_to(1), "rested": False},
         priority=300),
    # "... from your opponent's cost area to 1 of your opponent's Characters": theirs
    # only, an active or a rested one (official rulings on OP15-028)
    Form(L.GiveDonToOwner, "give up to 1 DON!! card from your opponent's cost area to {target}",
         {"count": L.up_to(1), "rested": False}, when=lambda n: _opponents_one(n.target),
         priority=305),
    # "Give up to 2 DON!! cards from your opponent's cost area to ...": each an
    # active or a rested one, a mix allowed
    Form(L.GiveDonToOwner, "give {count:up to n DON!! card} from your opponent's cost area to "
         "{target}", {"rested": False},
         when=lambda n: _opponents_one(n.target) and n.count.high > 1, priority=306),
]


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


# "a total of 2": a number the "up to" of {count:up to total} reads as a Range
def _read_total(s: str, ctx: Ctx) -> Parse:
    if s.startswith("a total of "):
        yield from SLOTS["int"].read(s[len("a total of "):], ctx)


SLOTS["total"] = Slot(_read_total, lambda v, ctx: f"a total of {v}")

STEP_FORMS += [
    Form(L.RestDonOrCharacter, "rest {count:up to} of your opponent's DON!! cards or "
         "{cards:opponent characters}", {"word": ""}, priority=190),

    Form(L.RestDonOrCharacter, "rest {count:up to total} of your opponent's "
         "{cards:opponent characters} or DON!! cards", {"word": "total"}, priority=200),
]

STEP_FORMS += [
    Form(L.OpponentMayReturnDon, "your opponent may return {count:int} of their active DON!! "
         "cards to their DON!! deck", priority=2490),
    Form(L.OpponentMayAddDon, "your opponent may add {count:int} DON!! card from their DON!! "
         "deck and set it as active", when=lambda n: n.count == 1, priority=2495),
]
