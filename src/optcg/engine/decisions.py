"""What the decision kinds share: their purposes and the words of their options.

Each decision kind is one class registered with `loop.decision` beside the
rule that asks it (setup, main_phase, battle, damage, effects.triggers,
effects.runtime); this module holds what several of them use.  A purpose
is read for every decision a game hands out, so each is made once and
kept; the words are computed when first asked.
"""

from __future__ import annotations

from typing import Any, Final

from .actions import Action, Purpose
from .effects import instructions as I
from .effects.nodes.vocabulary import LIFE as LIFE_AREA
from .effects.text import ability_text, wording_modules
from .log import card_name
from .state import GameState

# The words of the purposes of decisions inside effects, by (card number,
# ability, pc, decision kind), and of whole abilities by (card number,
# ability, ""): card scripts never change, so each is worded once.
_EFFECT_TEXTS: Final[dict[tuple, str]] = {}
# Purposes once made, by what they depend on (the card number, its id, the
# ability, the instruction, the kind and rule; or the text and card).
_EFFECT_PURPOSES: Final[dict[tuple, Purpose]] = {}
# The words and step index of an effect's decision, by (card number, ability
# index, pc), beside the ability they word: the same for every copy of the
# card, in every game that shares its definition (a purpose above is made
# once per card id; wording a step is the costly part).  A card made again
# under the same number (a test's custom card) is worded again.
_EFFECT_STEPS: Final[dict[tuple, tuple[Any, str, int]]] = {}
_CARD_PURPOSES: Final[dict[tuple, Purpose]] = {}

# The instructions whose node is the step they carry out
# (effects/instructions.py lists them all).
_STEP_INSTRUCTIONS = (I.Act, I.Each, I.TrashInto, I.ActSame, I.OpponentMay, I.ActPer,
                      I.Branch, I.YouMay)


def wording(node: Any, category: str) -> str:
    """A step, cost or choice of a card's script in English, as the card
    text says it.  The one place decisions call the effect renderer."""
    words, render = wording_modules()
    ctx = words.Ctx(category)
    try:
        text = words.render_step(node, ctx) or words.render_cost(node, ctx)
        if text:        # one cost of several ("DON!! −2, You may trash ...") stands alone
            return text.rstrip(",")
    except (TypeError, ValueError, AttributeError, KeyError):
        pass
    this = ctx.this
    for fn in (render.step_text, render.cost_text):
        try:
            return fn(node, this)
        except (TypeError, ValueError, AttributeError, KeyError):
            continue
    from .effects.nodes.filters import Choose, Every, Select
    target = getattr(node, "target", None)
    if isinstance(target, (Choose, Every)):     # at least the cards it chooses
        return wording(Select(target), category)
    return ""                                   # the caller words the whole ability


def ability_wording(st: GameState, i: int, ab: int) -> str:
    """The whole text of ability `ab` of card i."""
    d = st.defs[i]
    key = (d.number, ab, "")
    text = _EFFECT_TEXTS.get(key)
    if text is None:
        text = _EFFECT_TEXTS[key] = ability_text(d.abilities[ab], d.category_name)
    return text


def _served_node(code: tuple, pc: int) -> tuple[Any, bool]:
    """The script node the instruction at pc serves, and whether it is a
    cost: a choice of cards serves the step that uses the chosen slot."""
    instr = code[pc]
    op = type(instr)
    if op is I.Cost:
        return instr.cost, True
    if op in _STEP_INSTRUCTIONS:
        return instr.node(), False
    if op is I.Select or op is I.Dons:
        slot = instr.slot
        for later in code[pc + 1:]:
            if type(later) in _STEP_INSTRUCTIONS and later.chosen_slot() == slot:
                return later.node(), False
        if op is I.Select:       # "Select up to 1 ...": cards named for later steps
            from .effects.nodes.filters import Select
            return Select(instr.choose), False
        return instr.choose, False
    return None, False


def _contains(step: Any, node: Any) -> bool:
    if step is node:
        return True
    inner = getattr(step, "steps", None)
    return isinstance(inner, tuple) and any(_contains(s, node) for s in inner)


def _step_index(ability: Any, node: Any) -> int:
    for k, step in enumerate(ability.steps):
        if _contains(step, node):
            return k
    return -1


def _arrange_text(instr: I.Arrange) -> str:
    places = " or ".join(instr.places) if isinstance(instr.places, tuple) else str(instr.places)
    if instr.area == LIFE_AREA:                       # looked-at Life cards
        return f"Place the cards at the {places} of the Life cards, one at a time."
    if instr.by_owner:                                # each owner orders their own
        return f"Place your cards at the {places} of your deck, one at a time."
    return f"Place the cards looked at at the {places} of the deck, one at a time."


def effect_purpose(st: GameState, kind: str, rule: str | None = None) -> Purpose:
    """The purpose of a decision an effect asks: the effect on top of the
    task stack (its card, ability and step) and the step's words."""
    f = _frame(st)
    key = (st.defs[f.src].number, f.src, f.ab, f.pc, kind, rule)
    p = _EFFECT_PURPOSES.get(key)
    if p is None:
        p = _EFFECT_PURPOSES[key] = _worded_purpose(st, f, kind, rule)
    return p


def _frame(st: GameState) -> Any:
    global _top_frame
    if _top_frame is None:
        from .effects.runtime import top_frame
        _top_frame = top_frame
    return _top_frame(st)


_top_frame: Any = None


def _worded_purpose(st: GameState, f: Any, kind: str, rule: str | None) -> Purpose:
    key = (st.defs[f.src].number, f.ab, f.pc)
    worded = _EFFECT_STEPS.get(key)
    if worded is None or worded[0] is not f.ability:
        text, step = _step_words(st, f)
        _EFFECT_STEPS[key] = (f.ability, text, step)
    else:
        _, text, step = worded
    return Purpose(text, rule, f.src, f.ab, step, f.pc)


def _step_words(st: GameState, f: Any) -> tuple[str, int]:
    """The words of the step an effect's decision serves, and its index
    among the ability's steps (-1 for a cost or none)."""
    a = f.ability
    code = a.code
    node, is_cost = _served_node(code, f.pc) if f.pc < len(code) else (None, False)
    category = st.defs[f.src].category_name
    if node is not None:
        text = wording(node, category) or ability_wording(st, f.src, f.ab)
    elif f.pc < len(code) and type(code[f.pc]) is I.Arrange:
        text = _arrange_text(code[f.pc])
    else:
        text = ability_wording(st, f.src, f.ab)
    return text, -1 if node is None or is_cost else _step_index(a, node)


def card_purpose(text: str, rule: str, card: int) -> Purpose:
    """A table decision's purpose about a card (made once per card id: the
    record holds nothing else that changes)."""
    key = (text, card)
    p = _CARD_PURPOSES.get(key)
    if p is None:
        p = _CARD_PURPOSES[key] = Purpose(text, rule, card)
    return p


def describe_number(action: Action) -> str:
    return f"Choose {action.target}"


def describe_card_choice(st: GameState, action: Action) -> str:
    return f"Choose {card_name(st, action.card)}"


def don_place(st: GameState, action: Action, owner: int, viewer: int) -> str:
    """The DON!! card of a RETURN_DON or DON option, by where it is: given
    to a card (given DON!! are neither active nor rested, CR 4-4-2), or
    active or rested in `owner`'s cost area, as `viewer` says it."""
    if action.card >= 0:
        return f"a DON!! given to {card_name(st, action.card)}"
    whose = "your" if owner == viewer else "your opponent's"
    state = "an active" if action.target else "a rested"
    return f"{state} DON!! in {whose} cost area"
