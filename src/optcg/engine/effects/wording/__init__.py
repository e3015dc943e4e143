"""The English wording of the effect language, both ways.

Every node of the language has one or more *forms*: a template of card text
with slots, such as ``"K.O. {target}"``.  The same forms turn a script into
card text (`render_*`) and official card text into a script (`read_*`):
what the compiler reads is exactly what the renderer writes, so a card
whose text reads back differently has lost a clause and is not compiled
(scripts/compile_cards.py checks this round trip for every card).

Templates hold no final period and start in lower case: sentences are
assembled, capitalised and closed by `render_body`.  A slot is named after
the node field it fills; its grammar comes from `SLOTS`, by name or by the
type after a colon (``{count:card}`` reads "1 card" or "3 cards").

The forms live with their concept, one module each (`ko_trash`, `don`,
`life`, ...; the nodes are in `..nodes`, by the same names).  Each form
states its `priority`: the registries of `core` are sorted by it once every
module has registered its forms (`sort_forms`), so the order of the
modules does not matter.  A new form takes a priority between those of the
forms it must come after and before (the numbers leave gaps of 10);
tests/test_wording_precedence.py checks that the pool still reads one way.
"""

from __future__ import annotations

# every module registers its forms when imported; then they are put in order
from . import (core, filters, targets, conditions, sentences, keywords, power_cost, don, hand_deck,
               ko_trash, restrictions, search, life, abilities, game, play, durations, costs,
               events, lines, permanent, replacement)  # noqa: F401
from .conditions import read_condition, render_condition
from .core import (COST_FORMS, COST_STEP_FORMS, CONDITION_FORMS, SLOTS, STEP_FORMS, Ctx, Form, Slot,
                   Unreadable, sort_forms)
from .costs import render_cost, render_costs
from .filters import ALL_CATEGORIES, render_cards
from .lines import blocking_phrase, read_line, render_ability, render_line, render_static
from .sentences import JOINS, read_body, read_step, render_body, render_step
from .targets import render_target

sort_forms()

__all__ = ["ALL_CATEGORIES", "COST_FORMS", "COST_STEP_FORMS", "CONDITION_FORMS", "JOINS", "SLOTS",
           "STEP_FORMS", "Ctx", "Form", "Slot", "Unreadable", "blocking_phrase", "read_body", "read_condition",
           "read_line", "read_step", "render_ability", "render_body", "render_cards",
           "render_condition", "render_cost", "render_costs", "render_line", "render_static",
           "render_step", "render_target", "sort_forms"]
