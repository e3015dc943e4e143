"""The forms of power and cost changes, base values and their modifiers."""

from __future__ import annotations

import re
from typing import Any, Final

from .. import language as L
from ..phrasing import made, worded, wording
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot, _fixed_target
from .targets import _plural
from .keywords import _gains, _gains_one


def _gain_many(node: Any) -> bool:
    return _gains(node) and _plural(node.target)


SLOTS["your leader and this"] = _fixed_target("your Leader and this Character",
                                              L.LeaderAndThis())

# "This Character and up to 1 of your Leader gain +1000 power": this card,
# and the Leader if its player chooses it (language.Both: two choices, the
# first of this card alone)
_THIS_AND_LEADER: Final = "This Character and up to 1 of your Leader"
_THIS_AND_LEADER_TARGET: Final = made(
    L.Both, L.Choose(L.Cards(L.YOU, this_card=True), L.exactly(1)),
    L.Choose(L.Cards(L.YOU, categories=(L.LEADER,))), word="this and leader")


def _read_this_and_leader(s: str, ctx: Ctx) -> Parse:
    for words in (_THIS_AND_LEADER, _THIS_AND_LEADER[0].lower() + _THIS_AND_LEADER[1:]):
        if s.startswith(words) and ctx.category == "Character":
            yield _THIS_AND_LEADER_TARGET, s[len(words):]


def _render_this_and_leader(t: Any, ctx: Ctx) -> str | None:
    if t != _THIS_AND_LEADER_TARGET or wording(t, "word") != "this and leader":
        return None
    return "this Character and up to 1 of your Leader"


SLOTS["this and leader"] = Slot(_read_this_and_leader, _render_this_and_leader)

STEP_FORMS += [
    Form(L.PowerChange, "{target:this and leader} gain {amount} power {duration}",
         priority=1057),
]

STEP_FORMS += [
    Form(L.PowerChange, "{target} gains {amount} power {duration}", when=_gains_one,
         priority=1050),
    Form(L.PowerChange, "{target} gain {amount} power {duration}", when=_gain_many, priority=1060),
    Form(L.PowerChange, "give {target} {amount:minus} power {duration}", priority=1070),
    Form(L.CostChange, "give {target} {amount:minus} cost {duration}", priority=1090),
    Form(L.CostChange, "{target} gains {amount} cost {duration}", when=_gains, priority=1100),
    Form(L.SetBasePower, "{target}'s base power becomes {value} {duration}", priority=1140),
    Form(L.SetBasePower, "{target:your leader and this}'s base power becomes {value} {duration}",
         priority=1145),
    Form(L.SetPowerToZero, "set the power of {target} to 0 {duration}", priority=1150),
]



def _read_en_minus(s: str, ctx: Ctx) -> Parse:
    """A reduction printed with an en dash ("–2 cost"), stored as a negative
    number; the dash itself is kept in the wording record ("sign")."""
    m = re.match(r"–(\d+)", s)
    if m:
        yield -int(m.group(1)), s[m.end():]


SLOTS["en minus"] = Slot(_read_en_minus, lambda v, ctx: f"–{-v}" if v < 0 else None)



def _signed_minus(sign: str) -> Slot:
    """A reduction printed with another sign ("-2 cost" with a hyphen, "－1
    cost" with a full-width minus), stored as a negative number."""
    pattern = re.compile(re.escape(sign) + r"(\d+)")

    def read(s: str, ctx: Ctx) -> Parse:
        m = pattern.match(s)
        if m:
            yield -int(m.group(1)), s[m.end():]
    return Slot(read, lambda v, ctx: f"{sign}{-v}" if v < 0 else None)


SLOTS["hyphen minus"] = _signed_minus("-")
SLOTS["wide minus"] = _signed_minus("－")

STEP_FORMS += [
    # before the minus-sign form, which would otherwise write a "–" card's "−"
    Form(L.CostChange, "give {target} {amount:en minus} cost {duration}", {"sign": "–"},
         priority=1089),
    Form(L.CostChange, "give {target} {amount:hyphen minus} cost {duration}", {"sign": "-"},
         priority=1088),
    Form(L.CostChange, "give {target} {amount:wide minus} cost {duration}", {"sign": "－"},
         priority=1087),
]

# -- "Swap the base power of the selected Characters with each other during
# this turn" (the two cards of the Select before it) --
SLOTS["selected characters"] = _fixed_target("the selected Characters", L.Selected())
STEP_FORMS += [
    Form(L.SwapBasePower, "swap the base power of {target:selected characters} with each other "
         "{duration}", priority=1146),
]

# "Select your Leader and 1 Character. Swap the base power of the selected
# cards with each other during this battle": the Leader and one of your
# Characters, never an opponent's (official ruling on OP14-009)
_SELECTED_CARDS: Final = "the selected cards"


def _read_selected_cards(s: str, ctx: Ctx) -> Parse:
    if s.startswith(_SELECTED_CARDS):
        yield worded(L.Selected(), word=_SELECTED_CARDS), s[len(_SELECTED_CARDS):]


def _render_selected_cards(v: Any, ctx: Ctx) -> str | None:
    if isinstance(v, L.Selected) and v == L.Selected() and wording(v, "word") == _SELECTED_CARDS:
        return _SELECTED_CARDS
    return None


SLOTS["selected cards"] = Slot(_read_selected_cards, _render_selected_cards)
SLOTS["your leader and one character"] = _fixed_target("your Leader and 1 Character", L.Both(
    L.Choose(L.Cards(L.YOU, categories=(L.LEADER,)), L.exactly(1)),
    L.Choose(L.Cards(L.YOU, categories=(L.CHARACTER,)), L.exactly(1))))
STEP_FORMS += [
    Form(L.SwapBasePower, "swap the base power of {target:selected cards} with each other "
         "{duration}", priority=1144),
    Form(L.Select, "select {target:your leader and one character}", priority=1416),
]

STEP_FORMS += [
    # "all of your [Name] cards' base power becomes 7000 during this turn"
    Form(L.SetBasePower, "{target}' base power becomes {value} {duration}", {"word": "'"},
         when=lambda n: isinstance(n.target, L.Every), priority=881),
    Form(L.SetBasePower, "{target}' base power becomes {value} {duration}", {"word": "'"},
         when=lambda n: isinstance(n.target, L.Choose), priority=880),
]

STEP_FORMS += [
    # "that card gains an additional +2000 power" (after a first power change)
    Form(L.PowerChange, "{target} gains an additional {amount} power {duration}",
         {"word": "additional"}, when=_gains_one, priority=790),
]

# "give your opponent's Leader and all of their Characters −1000 power"
SLOTS["opponent leader and all"] = _fixed_target(
    "your opponent's Leader and all of their Characters",
    L.Every(L.Cards(L.OPPONENT, categories=(L.LEADER, L.CHARACTER))))

# "up to 1 of your Characters or [Name]": your Characters, or your Leader
# of that name (L.Cards.alt, resolution.choices.select_candidates)
_CHARACTERS_OR_NAMED: Final = re.compile(r"up to (\d+) of your Characters or \[([^\]]+)\]")


def _read_characters_or_named(s: str, ctx: Ctx) -> Parse:
    m = _CHARACTERS_OR_NAMED.match(s)
    if m:
        named = L.Cards(L.YOU, categories=(L.LEADER,), names=(m.group(2),))
        yield (L.Choose(L.Cards(L.YOU, alt=(named,)), L.up_to(int(m.group(1)))), s[m.end():])


def _render_characters_or_named(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or t.count.low or t.chooser != L.YOU or wording(t, "word") \
            or len(t.cards.alt) != 1:
        return None
    named = t.cards.alt[0]
    if len(named.names) != 1 or named != L.Cards(L.YOU, categories=(L.LEADER,),
                                                 names=named.names) \
            or t.cards != L.Cards(L.YOU, alt=(named,)):
        return None
    return f"up to {t.count.high} of your Characters or [{named.names[0]}]"


SLOTS["characters or named"] = Slot(_read_characters_or_named, _render_characters_or_named)

STEP_FORMS += [
    Form(L.PowerChange, "give {target:opponent leader and all} {amount:minus} power {duration}",
         priority=530),
    Form(L.PowerChange, "{target:characters or named} gains {amount} power {duration}",
         when=_gains, priority=540),
]

STEP_FORMS += [
    # "that card gains an additional +2000 power" with no duration: that of
    # the [Counter] power change before it, this battle
    Form(L.PowerChange, "{target} gains an additional {amount} power",
         {"word": "additional, this battle", "duration": L.THIS_BATTLE}, when=_gains_one,
         priority=500),
    # "set the cost of up to 1 of ... to 0 during this turn"
    Form(L.SetCost, "set the cost of {target} to {value} {duration}", priority=510),
]

STEP_FORMS += [
    # "give −1000 power during this turn to up to 1 of ...": the target last
    Form(L.PowerChange, "give {amount:minus} power {duration} to {target}", {"word": "to"},
         priority=310),
]

# "up to 1 each of your opponent's Leader and Character cards": one Leader and
# one Character (language.Both)
_EACH_LEADER_AND_CHARACTER: Final = "up to 1 each of your opponent's Leader and Character cards"
SLOTS["each leader and character"] = _fixed_target(
    _EACH_LEADER_AND_CHARACTER,
    made(L.Both, L.Choose(L.Cards(L.OPPONENT, categories=(L.LEADER,))), L.Choose(L.Cards(L.OPPONENT)),
           word="each leader and character"))

STEP_FORMS += [
    Form(L.PowerChange, "give {target:each leader and character} {amount:minus} power "
         "{duration}", priority=140),
]

# "All of your {X} type Characters gain +4 cost until ..." (before "gains")
STEP_FORMS += [
    Form(L.CostChange, "{target} gain {amount} cost {duration}", when=_gain_many, priority=1080),
]

STEP_FORMS += [
    Form(L.PowerPerCard, "{target:leader or character} gains {amount} power {duration} for "
         "every card trashed", priority=2410),
    Form(L.PowerPerCard, "{target} gains {amount} power {duration} for every card trashed",
         when=lambda n: isinstance(n.target, L.This), priority=2420),
]

# -- "This Character's base power becomes the same as
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

STEP_FORMS += [
    Form(L.PowerPerCost, "{target} gains {amount} power {duration} per 1 cost on the "
         "revealed card", when=lambda n: isinstance(n.target, L.This), priority=2500),
]

# "give all of your opponent's Characters −1000 power during this turn for
# every DON!! card given to that Character": each by its own given DON!!
STEP_FORMS += [
    Form(L.PowerPerGivenDon, "give {target} {amount:minus} power {duration} for every DON!! "
         "card given to that Character", when=lambda n: isinstance(n.target, L.Every),
         priority=2506),
]

# -- "For every DON!! card rested this way, this Leader or up to 1 of your {X}
# type Characters gains +2000 power during this battle" (after "you may rest any
# number of your DON!! cards"): this Leader, or up to 1 Character of the
# description (Cards.alt), one choice
_THIS_LEADER_OR: Final = "this Leader or "
_UP_TO_1_OF_YOURS: Final = "up to 1 of your "


def _read_this_leader_or_up_to_1(s: str, ctx: Ctx) -> Parse:
    if ctx.category != "Leader" or not s.startswith(_THIS_LEADER_OR + _UP_TO_1_OF_YOURS):
        return
    for t, rest in SLOTS["target"].read(s[len(_THIS_LEADER_OR):], ctx):
        if isinstance(t, L.Choose) and t.count == L.up_to(1) and not t.cards.alt \
                and t.cards.owner == L.YOU and t.cards.categories == (L.CHARACTER,):
            this = L.Cards(L.YOU, categories=(L.LEADER,), this_card=True, alt=(t.cards,))
            yield L.Choose(this, L.up_to(1)), rest


def _render_this_leader_or_up_to_1(t: Any, ctx: Ctx) -> str | None:
    if ctx.category != "Leader" or not isinstance(t, L.Choose) or t.count != L.up_to(1) \
            or len(t.cards.alt) != 1:
        return None
    if t.cards != L.Cards(L.YOU, categories=(L.LEADER,), this_card=True, alt=t.cards.alt):
        return None
    text = SLOTS["target"].render(L.Choose(t.cards.alt[0], L.up_to(1)), ctx)
    if text is None or not text.startswith(_UP_TO_1_OF_YOURS):
        return None
    return _THIS_LEADER_OR + text


SLOTS["this leader or up to 1"] = Slot(_read_this_leader_or_up_to_1,
                                       _render_this_leader_or_up_to_1)
STEP_FORMS += [
    Form(L.PowerPerDonRested, "for every DON!! card rested this way, "
         "{target:this leader or up to 1} gains {amount} power {duration}", priority=2355),
]
