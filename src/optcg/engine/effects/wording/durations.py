"""The forms of delayed steps: at the end of the turn or of the battle."""

from __future__ import annotations

from typing import Final

from .. import language as L
from .core import Form, STEP_FORMS


STEP_FORMS += [
    Form(L.AtEndOfTurn, "{steps:one step} at the end of this turn", {"after": True},
         priority=2180),
]

# -- "Then, at the end of this battle, <step>" -----------
_AT_END_OF_BATTLE: Final = Form(L.AtEndOfBattle, "at the end of this battle, {steps:one step}",
     priority=2430)
STEP_FORMS.append(_AT_END_OF_BATTLE)

# "Then, at the end of this turn, <step>" (the delayed step written after)
STEP_FORMS.append(Form(L.AtEndOfTurn, "at the end of this turn, {steps:one step}", priority=2436))
