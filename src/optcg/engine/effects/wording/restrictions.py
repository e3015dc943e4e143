"""The forms of restrictions: what cards cannot do, attacks allowed beyond
the rules."""

from __future__ import annotations

from typing import Any, Final

from .. import language as L
from ..phrasing import replace, wording
from ..phrasing import made
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot, _fixed_target
from .targets import _OR_WORDS, render_target


STEP_FORMS += [
    Form(L.Rest, "rest {target}", priority=1010, cost_priority=420),
    Form(L.SetActive, "set {target} as active", priority=1020),
    Form(L.CannotBlock, "your opponent cannot activate a [Blocker] Character that has "
         "{min_power} or more power {duration}", when=lambda n: n.min_power is not None,
         priority=1330),
    Form(L.CannotBlock, "your opponent cannot activate [Blocker] {duration}", {"min_power": None},
         priority=1340),
    Form(L.UnblockableWhenAttacking, "your opponent cannot activate [Blocker] if {target} "
         "attacks {duration}", priority=1360),
    # "... whenever your Leader attacks during this turn": the same ban on each of its attacks
    Form(L.UnblockableWhenAttacking, "your opponent cannot activate [Blocker] whenever {target} "
         "attacks {duration}", {"word": "whenever"}, priority=1355),
    Form(L.CannotAttack, "{target} cannot attack {duration}", priority=1380),
    Form(L.CannotBeRested, "{target} cannot be rested {duration}", priority=1440),
    Form(L.CanAttackActive, "{target} can also attack active Characters {duration}",
         {"opponents": False}, priority=1490),
    Form(L.CanAttackActive, "{target} can also attack your opponent's active Characters "
         "{duration}", {"opponents": True}, priority=1500),
]

# "... when the card given these DON!! cards attacks": the card the cost gave DON!! to
SLOTS["given cost"] = _fixed_target("the card given these DON!! cards", L.GivenCost())
STEP_FORMS += [
    Form(L.UnblockableWhenAttacking, "your opponent cannot activate [Blocker] when "
         "{target:given cost} attacks {duration}", {"word": "when"}, priority=1352),
]

# "up to a total of 3 of your opponent's rested Leader and Character cards":
# a choice of up to N among both kinds (the wording entry noun "total and")
_TOTAL_OF = "up to a total of "


def _read_total_and(s: str, ctx: Ctx) -> Parse:
    k = s.find(" " + _AND_WORDS_CARDS)
    if not s.startswith(_TOTAL_OF) or k < 0:
        return
    plain = "up to " + s[len(_TOTAL_OF):].replace(_AND_WORDS_CARDS, _OR_WORDS, 1)
    for t, rest in SLOTS["target"].read(plain, ctx):
        if isinstance(t, L.Choose) and not t.count.low and len(rest) < len(s) - k - len(_OR_WORDS):
            yield replace(t, cards=replace(t.cards, noun="total and")), rest


def _render_total_and(t: Any, ctx: Ctx) -> str | None:
    if not (isinstance(t, L.Choose) and wording(t.cards, "noun") == "total and"):
        return None
    text = render_target(replace(t, cards=replace(t.cards, noun="")), ctx)
    if text is None or not text.startswith("up to ") or text.count(_OR_WORDS) != 1:
        return None
    return _TOTAL_OF + text[len("up to "):].replace(_OR_WORDS, _AND_WORDS_CARDS, 1)


_AND_WORDS_CARDS = "Leader and Character cards"
SLOTS["total and target"] = Slot(_read_total_and, _render_total_and)


def _opponents_choice(t: Any) -> bool:
    return isinstance(t, L.Choose) and t.cards.owner == L.OPPONENT


STEP_FORMS += [
    Form(L.StayRested, "{target} will not become active in your next Refresh Phase",
         {"word": "your"}, when=lambda n: isinstance(n.target, L.This), priority=890),
    Form(L.StayRested, "{target:total and target} will not become active in your opponent's "
         "next Refresh Phase", priority=900),
]

STEP_FORMS += [
    Form(L.CannotActivateBlocker, "{target} cannot activate [Blocker] {duration}", priority=2160),
    Form(L.StayRested, "{target} will not become active in the next Refresh Phase",
         {"word": "the"}, when=lambda n: _opponents_choice(n.target), priority=2170),
]

STEP_FORMS += [
    # "a [Blocker] Character that has 2000 or less power"
    Form(L.CannotBlock, "your opponent cannot activate a [Blocker] Character that has "
         "{max_power} or less power {duration}", {"min_power": None, "max_cost": None},
         when=lambda n: n.max_power is not None, priority=760),
    Form(L.CannotBlock, "your opponent cannot activate the [Blocker] of any Character with a "
         "cost of {max_cost} or less {duration}", {"min_power": None, "max_power": None},
         when=lambda n: n.max_cost is not None, priority=770),
]

SLOTS["max_power"] = SLOTS["int"]
SLOTS["base_cost_max"] = SLOTS["int"]

STEP_FORMS += [
    Form(L.CannotAttackCostAtMost, "{target} cannot attack your opponent's Characters with a "
         "base cost of {base_cost_max} or less {duration}", priority=1375),
]
SLOTS["max_cost"] = SLOTS["int"]

STEP_FORMS += [
    Form(L.StayRested, "{target} will not become active in your opponent's next Refresh Phase",
         priority=2210),
]

STEP_FORMS += [
    Form(L.StayRested, "{target:cards or don} will not become active in your opponent's "
         "next Refresh Phase", priority=580),
]

# "select your opponent's rested Leader and up to 1 Character card. The
# selected cards will not become active ...": the Leader when it is rested,
# and up to 1 rested Character (official Q&A on OP07-059: either may be
# chosen without the other), one StayRested on both (language.Both)
_RESTED_LEADER_AND_CHARACTER: Final = "your opponent's rested Leader and up to 1 Character card"
SLOTS["rested leader and character"] = _fixed_target(
    _RESTED_LEADER_AND_CHARACTER,
    L.Both(L.Choose(L.Cards(L.OPPONENT, categories=(L.LEADER,), rested=True), L.exactly(1)),
           L.Choose(L.Cards(L.OPPONENT, rested=True), L.up_to(1))))

STEP_FORMS += [
    Form(L.StayRested, "select {target:rested leader and character}. The selected cards will "
         "not become active in your opponent's next Refresh Phase", {"word": "select"},
         priority=575),
]

# -- "If the selected Character attacks during this turn,
# your opponent cannot activate [Blocker]" (the selection's follow-up) -------------
_IF_ATTACKS: Final = Form(L.UnblockableWhenAttacking, "if {target} attacks {duration}, your "
                          "opponent cannot activate [Blocker]", {"word": "if first"},
     priority=1350)
STEP_FORMS.append(_IF_ATTACKS)

# -- "select all of your opponent's Characters on their field. Until the end of your
# opponent's next turn, none of the selected Characters can attack unless your
# opponent trashes 2 cards from their hand whenever they attack" --------------------
SLOTS["opponents characters on their field"] = _fixed_target(
    "all of your opponent's Characters on their field", L.Every(L.Cards(L.OPPONENT)))
STEP_FORMS += [
    Form(L.AttackTax, "select {target:opponents characters on their field}. Until the end of "
         "your opponent's next turn, none of the selected Characters can attack unless your "
         "opponent trashes {count} cards from their hand whenever they attack",
         {"duration": L.UNTIL_END_OF_OPPONENTS_NEXT_TURN}, when=lambda n: n.count > 1,
         priority=1565),
]


# "set up to 2 of your {X} type Characters and your Leader as active": the
# chosen Characters and the Leader (language.Both, the Leader its second part)
_AND_YOUR_LEADER: Final = " and your Leader"
_AND_YOUR_LEADER_WORD: Final = "and your leader"
_YOUR_LEADER_CHOICE: Final = L.Choose(L.Cards(L.YOU, categories=(L.LEADER,)), L.exactly(1))


def _read_and_your_leader(s: str, ctx: Ctx) -> Parse:
    k = s.find(_AND_YOUR_LEADER)
    if k <= 0:
        return
    for t, rest in SLOTS["target"].read(s[:k], ctx):
        if rest == "" and isinstance(t, L.Choose) and t.cards.owner == L.YOU \
                and L.LEADER not in t.cards.categories:
            yield (made(L.Both, t, _YOUR_LEADER_CHOICE, word=_AND_YOUR_LEADER_WORD),
                   s[k + len(_AND_YOUR_LEADER):])


def _render_and_your_leader(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Both) or wording(t, "word") != _AND_YOUR_LEADER_WORD \
            or t.second != _YOUR_LEADER_CHOICE:
        return None
    first = render_target(t.first, ctx)
    return None if first is None else first + _AND_YOUR_LEADER


SLOTS["and your leader"] = Slot(_read_and_your_leader, _render_and_your_leader)
STEP_FORMS += [
    Form(L.SetActive, "set {target:and your leader} as active", priority=1019),
]
