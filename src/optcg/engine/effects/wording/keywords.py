"""The forms of keywords gained and lost, and of negated effects."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Final

from .. import language as L
from ..phrasing import made, wording
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot
from .targets import _choice_of, _plural
from .sentences import read_step, render_step


def _gains(node: Any) -> bool:
    return node.amount >= 0


def _gains_one(node: Any) -> bool:
    return _gains(node) and not _plural(node.target)


STEP_FORMS += [
    Form(L.GainKeyword, "{target} gains {keyword} {duration}", priority=1130),
    Form(L.Negate, "negate the effects of {target} {duration}",
         {"word": "", "cannot_attack": False, "power": 0}, priority=1390),
    # the singular wording
    Form(L.Negate, "negate the effect of {target} {duration}",
         {"word": "effect", "cannot_attack": False, "power": 0}, priority=1400),
    Form(L.Negate, "negate the effect of {target} and that Character cannot attack {duration}",
         {"word": "effect", "cannot_attack": True, "power": 0},
         when=lambda n: _choice_of(n.target, 1), priority=1410),
    Form(L.Negate, "negate the effect of {target} and give that card {power:minus} power "
         "{duration}", {"word": "effect", "cannot_attack": False},
         when=lambda n: n.power < 0 and _choice_of(n.target, 1), priority=1411),
    # "This Character's effect is negated during this turn": the card's own
    # effects, by its own effect (a cost paid or an event met)
    Form(L.Negate, "{target}'s effect is negated {duration}",
         {"word": "is negated", "cannot_attack": False, "power": 0},
         when=lambda n: isinstance(n.target, L.This), priority=1412),
]

# "up to 1 of each of your opponent's Leader and Character cards": one Leader
# and one Character (language.Both)
_OF_EACH_LEADER_AND_CHARACTER: Final = ("up to 1 of each of your opponent's Leader and "
                                        "Character cards")
_OF_EACH_WORD: Final = "of each leader and character"
_OF_EACH_TARGET: Final = made(L.Both, L.Choose(L.Cards(L.OPPONENT, categories=(L.LEADER,))),
                              L.Choose(L.Cards(L.OPPONENT)), word=_OF_EACH_WORD)


def _read_of_each(s: str, ctx: Ctx) -> Parse:
    if s.startswith(_OF_EACH_LEADER_AND_CHARACTER):
        yield _OF_EACH_TARGET, s[len(_OF_EACH_LEADER_AND_CHARACTER):]


def _render_of_each(t: Any, ctx: Ctx) -> str | None:
    if t != _OF_EACH_TARGET or wording(t, "word") != _OF_EACH_WORD:
        return None
    return _OF_EACH_LEADER_AND_CHARACTER


SLOTS["of each leader and character"] = Slot(_read_of_each, _render_of_each)
STEP_FORMS += [
    Form(L.Negate, "negate the effect of {target:of each leader and character} {duration}",
         {"word": "effect", "cannot_attack": False, "power": 0}, priority=1395),
]

# "Your opponent's [On Play] effects are negated <duration>" (the permanent
# "Your [On Play] effects are negated." is a rule text: wording.permanent)
STEP_FORMS += [
    Form(L.OnPlayNegated, "your opponent's [On Play] effects are negated {duration}",
         {"player": L.OPPONENT}, priority=1415),
]

# "Up to 1 of your {X} type Characters can attack Characters on the turn in
# which it is played": the effect of [Rush: Character] (CR 10-1-6) for this
# turn, the one in which a Character played now can attack
STEP_FORMS += [
    Form(L.GainKeyword, "{target} can attack Characters on the turn in which it is played",
         {"keyword": "Rush: Character", "duration": L.THIS_TURN, "amount": 0,
          "word": "can attack"}, priority=855),
]

# first: the general "gains {keyword} {duration}" would write any duration
STEP_FORMS += [
    Form(L.GainKeyword, "{target} gains {keyword}", {"duration": L.WHILE_ON_FIELD, "amount": 0},
         priority=860),
]

STEP_FORMS += [
    # "gains [Blocker] and +1000 power": one keyword and one power change
    Form(L.GainKeyword, "{target} gains {keyword} and {amount} power {duration}",
         when=lambda n: n.amount != 0 and _gains_one(n), priority=780),
]

# "this Character gains [Double Attack], [Banish] or [Blocker] until ...": a
# choice of one keyword (a ChooseOne of GainKeyword steps alike but for it)
_KEYWORD_LIST: Final = re.compile(r"\[[^\]]+\](?:, \[[^\]]+\])* or \[[^\]]+\]")


def _read_keyword_choice(s: str, ctx: Ctx) -> Parse:
    k = s.find(" gains [")
    if k <= 0:
        return
    m = _KEYWORD_LIST.match(s, k + len(" gains "))
    if not m:
        return
    names = re.findall(r"\[([^\]]+)\]", m.group(0))
    first = s[:m.start()] + f"[{names[0]}]" + s[m.end():]
    for step, rest in read_step(first, ctx):
        if isinstance(step, L.GainKeyword) and step.keyword == names[0] and step.amount == 0:
            yield tuple(L.Option((replace(step, keyword=n),)) for n in names), rest


def _render_keyword_choice(options: Any, ctx: Ctx) -> str | None:
    steps = [o.steps[0] for o in options if len(o.steps) == 1]
    if len(options) < 2 or len(steps) != len(options) \
            or not all(isinstance(x, L.GainKeyword) for x in steps) \
            or any(replace(x, keyword=steps[0].keyword) != steps[0] for x in steps):
        return None
    text = render_step(steps[0], ctx)
    head = f" gains [{steps[0].keyword}]"
    if text is None or head not in text:
        return None
    listed = ", ".join(f"[{x.keyword}]" for x in steps[:-1]) + f" or [{steps[-1].keyword}]"
    return text.replace(head, " gains " + listed, 1)


SLOTS["keyword choice"] = Slot(_read_keyword_choice, _render_keyword_choice)
STEP_FORMS += [
    Form(L.ChooseOne, "{options:keyword choice}", {"chooser": L.YOU, "bullet": "keyword or"},
         priority=2285),
]
