"""Compile abilities into flat instruction lists.

The runtime executes an ability as a list of small instructions with a
program counter, so an effect paused for a choice is fully described by
(card, ability index, pc, chosen cards): plain data in the game state.
How each node is lowered lives with its concept (`effects/lowering/`,
registered with `@lowers(Node)`); this module runs the costs and the body.

Instructions are typed records, one class per operation
(`effects/instructions.py` describes each): Cost, Paid, Select, Dons, Act,
Each, TrashInto, OpponentMay, ActSame, ActPer, ActPerDon, DeclareCost,
YouMay, Branch, Unless, Jump, Stop, Delay, DelayBattle, Look, Arrange,
Merge, Count and Loop.
"""

from __future__ import annotations

from dataclasses import replace

from . import instructions as I
from .language import (
    REPLACED,
    WHEN_PLAYED_FROM_TRASH,
    WOULD_BE_KO_TIMINGS,
    Ability,
    DonMinus,
    GiveActiveDon,
    May,
    RestDon,
    RestDonCards,
    RevealCards,
    StepCost,
    TakeLife,
    TrashFromDeck,
)
from .lowering import Builder
from .lowering.hand_deck import owners_order  # noqa: F401  (read by the runtime)
from .lowering.play import one_to_play
from .phrasing import carry

LOOK_SLOT = 0   # slot 0 always holds the cards being looked at


def answered_in_step(may: May) -> bool:
    """Whether a "you may" is answered inside its step, which offers none
    itself: all N cards or none (TrashFromDeck), that card or none (a play of
    the looked-at card or of this card, a Life card from the top or bottom).
    Such a step alone is not an optional effect declined before it
    activates (CR 8-1-2): the player answers it as it resolves."""
    step = may.step
    return isinstance(step, TrashFromDeck) or one_to_play(step) or (
        isinstance(step, TakeLife) and "bottom" in step.places)


def declined_before_activation(ability: Ability) -> bool:
    """Whether the "you may" of `ability` is the whole ability's: it has no
    cost and its body is one May whose step does not answer it itself
    (answered_in_step).  The player then declines the ability before it
    activates (CR 8-1-2): nothing of it resolves, a [Once Per Turn] is not
    used (CR 10-2-13-1).  Any other May is a step of an ability that
    activates and resolves, and declining skips that step only.  Both ask
    the same CONFIRM decision; this is the one place that tells them apart."""
    steps = ability.steps
    return (not ability.cost and len(steps) == 1 and isinstance(steps[0], May)
            and not answered_in_step(steps[0]))


def compile_ability(ability: Ability) -> Ability:
    """Return the ability with its `code` and `slots` filled in."""
    optional = declined_before_activation(ability)
    if ability.declined_before_activation and not ability.code:
        raise ValueError(f"{ability.timing} ability: `declined_before_activation` is derived by "
                         "the compiler; write a \"you may\" on the whole body as steps=(May(step),)")
    b = Builder()
    if ability.timing in WOULD_BE_KO_TIMINGS or ability.timing == WHEN_PLAYED_FROM_TRASH:
        # slot 1 holds the card whose K.O. the effect replaces
        # ("give that Character −1000 power ... instead of that Character
        # being K.O.'d"), filled by ko_and_removal.replace_ko
        b.new_slot(REPLACED)
    for c in ability.cost:
        if isinstance(c, StepCost) and isinstance(c.step, RevealCards):
            b.code.append(I.Cost(c, b.new_slot("revealed")))
        elif isinstance(c, StepCost) and isinstance(c.step, GiveActiveDon):
            b.code.append(I.Cost(c, b.new_slot("given")))
        else:
            b.code.append(I.Cost(c))
    b.code.append(I.Paid())
    # a whole ability declined before it activates: accepted once it runs
    b.steps((ability.steps[0].step,) if optional else ability.steps)
    rest = sum(c.count for c in ability.cost if isinstance(c, RestDon))
    # "rest N of your DON!! cards" is the ① cost in words
    rest += sum(c.step.count for c in ability.cost
                if isinstance(c, StepCost) and isinstance(c.step, RestDonCards))
    minus = sum(c.count for c in ability.cost if isinstance(c, DonMinus))
    # the compiled copy keeps the wording of the ability (effects.phrasing)
    return carry(ability, replace(ability, code=tuple(b.code), slots=b.slots, rest_don=rest,
                                  don_minus=minus,
                                  declined_before_activation=optional))
