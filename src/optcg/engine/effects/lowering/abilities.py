"""Lowering of the steps that shape an ability: a choice of options, a
repeat, a condition, "you may" and a choice between two actions."""

from __future__ import annotations

from ..language import (
    ANY_NUMBER,
    Choose,
    ChooseOne,
    EitherAction,
    ForEvery,
    If,
    May,
    Option,
    RevealedIs,
    RevealedHasChosenCost,
    TheyDidNot,
    YouDid,
    up_to,
)
from .. import instructions as I
from .core import MAY_LOWERINGS, Builder, lowers


@lowers(ChooseOne)
def choose_one(b: Builder, step: ChooseOne) -> None:
    """Each option's steps in turn, each ending with a jump past the rest."""
    at = b.placeholder()
    starts, ends = [], []
    for option in step.options:
        starts.append(len(b.code))
        b.steps(option.steps)
        ends.append(b.placeholder())
    for e in ends:
        b.code[e] = I.Jump(len(b.code))
    b.code[at] = I.Branch(step, tuple(starts))


@lowers(ForEvery)
def for_every(b: Builder, step: ForEvery) -> None:
    """Count once into a slot, then repeat the steps that
    many times, emptying their choices' slots before each round."""
    counter = b.new_slot()
    b.code.append(I.Count(step.per, counter))
    at = b.placeholder()
    first = b.slots
    b.steps(step.steps)
    b.code.append(I.Jump(at))
    b.code[at] = I.Loop(counter, len(b.code), tuple(range(first, b.slots)))


@lowers(If)
def if_(b: Builder, step: If) -> None:
    # with no Look, "If that card is a Character" tests
    # the card chosen before ("up to 1 of your Leader or Character cards")
    chosen = -1
    if isinstance(step.condition, RevealedIs) and not b.looks:
        if "it" not in b.names:
            raise ValueError("a condition on a revealed card with no Look before it")
        chosen = b.names["it"]
    if isinstance(step.condition, RevealedHasChosenCost):
        if "declared cost" not in b.names:
            raise ValueError("\"the chosen cost\" with no \"Choose a cost\" before it")
        chosen = b.names["declared cost"]
    done = b.last_slot                      # "If you do"
    did = isinstance(step.condition, (YouDid, TheyDidNot))
    if did and done < 0:
        raise ValueError("'If you do' with no choice of cards before it")
    at = b.placeholder()
    b.steps(step.steps)
    if chosen >= 0:
        b.code[at] = I.Unless(step.condition, len(b.code), chosen)
    elif did and isinstance(step.condition, YouDid) and b.needs.get(done, 1) > 1:
        b.code[at] = I.Unless(step.condition, len(b.code), done, b.needs[done])
    elif did:
        b.code[at] = I.Unless(step.condition, len(b.code), done)
    else:
        b.code[at] = I.Unless(step.condition, len(b.code))


@lowers(May)
def may(b: Builder, step: May) -> None:
    """A step that answers its "you may" itself, by its concept's
    `@lowers_may`; a choice that may be empty (CR 8-4-4-1), where choosing
    none is declining; else a yes or no before the step."""
    special = MAY_LOWERINGS.get(type(step.step))
    if special is not None and special(b, step):
        return
    if any_number(step.step):
        b.step(step.step)                       # choosing none is declining
    else:
        b.may(step)


def any_number(step) -> bool:
    """"trash any number of ...": a choice that may be empty (CR 8-4-4-1),
    so its "you may" asks nothing more."""
    t = getattr(step, "target", None)
    return isinstance(t, Choose) and t.count == up_to(ANY_NUMBER)


@lowers(EitherAction)
def either_action(b: Builder, step: EitherAction) -> None:
    """The card first, then which action it receives (a "choose" over the
    two acts on its slot); nothing to choose when no card was chosen."""
    slot = b.target_slot(step.first.target)
    skip = b.placeholder()
    choose = b.placeholder()
    first = len(b.code)
    b.code.append(I.Act(step.first, slot))
    jump = b.placeholder()
    second = len(b.code)
    b.code.append(I.Act(step.second, slot))
    end = len(b.code)
    b.code[jump] = I.Jump(end)
    options = ChooseOne((Option((step.first,)), Option((step.second,))))
    b.code[choose] = I.Branch(options, (first, second))
    b.code[skip] = I.Unless(YouDid(), end, slot)
    b.last_slot = slot
