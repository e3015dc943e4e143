"""The forms of the game itself: winning, damage, extra turns, attack targets."""

from __future__ import annotations

from typing import Any, Final

from .. import language as L
from ..phrasing import made, wording
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot


STEP_FORMS += [
    Form(L.WinGame, "you win the game", priority=1430),
]

STEP_FORMS += [
    Form(L.DealDamage, "deal {count} damage to your opponent", {"to": L.OPPONENT},
         priority=2250),
    Form(L.DealDamage, "you take {count} damage", {"to": L.YOU}, priority=2255),
]

# -- "Change the attack target to the selected card" ------
_SELECTED_WORDS: Final = ("the selected Character", "the selected card")


def _read_selected(s: str, ctx: Ctx) -> Parse:
    for word in _SELECTED_WORDS:
        if s.startswith(word):
            yield made(L.Selected, word=word), s[len(word):]


def _render_selected(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Selected):
        return None
    word = wording(t, "word")
    return word if word in _SELECTED_WORDS else None


SLOTS["selected"] = Slot(_read_selected, _render_selected)
STEP_FORMS += [
    Form(L.ChangeAttackTarget, "change the attack target to {target:selected}",
         {"word": "the attack target"}, priority=2450),
    Form(L.ChangeAttackTarget, "change the attack target to {target}",
         {"word": "the attack target"}, priority=2460),
    Form(L.ChangeAttackTarget, "change the target of the attack to {target}",
         {"word": "the target of the attack"}, priority=2470),
    Form(L.ChangeAttackTarget, "change the target of that attack to {target}",
         {"word": "the target of that attack"}, priority=2475),
]

STEP_FORMS += [
    Form(L.ExtraTurn, "take an extra turn after this one", priority=10),
]
