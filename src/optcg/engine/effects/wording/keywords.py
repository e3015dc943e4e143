"""The forms of keywords gained and lost, and of negated effects."""

from __future__ import annotations

from typing import Any

from .. import language as L
from .core import Form, STEP_FORMS
from .targets import _choice_of, _plural


def _gains(node: Any) -> bool:
    return node.amount >= 0


def _gains_one(node: Any) -> bool:
    return _gains(node) and not _plural(node.target)


STEP_FORMS += [
    Form(L.GainKeyword, "{target} gains {keyword} {duration}", priority=1130),
    Form(L.Negate, "negate the effects of {target} {duration}",
         {"word": "", "cannot_attack": False}, priority=1390),
    # the singular wording
    Form(L.Negate, "negate the effect of {target} {duration}",
         {"word": "effect", "cannot_attack": False}, priority=1400),
    Form(L.Negate, "negate the effect of {target} and that Character cannot attack {duration}",
         {"word": "effect", "cannot_attack": True}, when=lambda n: _choice_of(n.target, 1),
         priority=1410),
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
