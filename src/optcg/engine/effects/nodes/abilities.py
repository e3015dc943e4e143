"""Abilities and their structure: timings, permanent effects, branches and choices."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Final

from .vocabulary import MANY, YOU

if TYPE_CHECKING:
    from .filters import Choose


@dataclass(frozen=True)
class ActivateOwn:
    """"Activate this card's [Main] effect" (CR 10-2-3-1-1, 10-2-4-1-1)."""

    timing: str


@dataclass(frozen=True)
class ActivateEvent:
    """"activate up to 1 {X} type Event from your hand": the chosen Event is
    activated from the hand (card activation, CR 8-5-2) without its cost
    being paid: it is trashed and its [Main] effect resolves now, as part of
    this effect (CR 8-4-2; official rulings on OP15-046)."""

    target: Any


@dataclass(frozen=True)
class ActivateMainOf:
    """"activate the [Main] effect of up to 1 Event card ... in your trash":
    only the chosen Event's [Main] effect is activated and resolves now, as
    part of this effect; the card stays where it is and is not itself
    activated, so "when you activate an Event" effects do not see it
    (official rulings on EB03-031 and OP15-119)."""

    target: Any


@dataclass(frozen=True)
class If:
    """Steps that resolve only if the condition holds (CR 4-10-1, 8-3-3)."""

    condition: Any
    steps: tuple


@dataclass(frozen=True)
class Python:
    """The escape hatch: fn(state, ctx) for the rare effect nothing else fits.
    It must not need a decision."""

    fn: Callable
    text: str


@dataclass(frozen=True)
class Ability:
    """One effect of a card: [timing] conditions, cost: steps.  How its text
    joins the steps and where it writes its event are its wording record
    (effects.phrasing), not fields.  "You may" on the whole body is the
    body's one step May(step), as for any optional step; the compiler tells
    the two apart (compiler.declined_before_activation)."""

    timing: str
    steps: tuple = ()
    cost: tuple = ()
    conditions: tuple = ()
    once_per_turn: bool = False
    # filled by the compiler
    code: tuple = field(default=(), compare=False, repr=False)
    slots: int = field(default=0, compare=False, repr=False)
    rest_don: int = field(default=0, compare=False, repr=False)    # total ① cost
    don_minus: int = field(default=0, compare=False, repr=False)   # total DON!! -X
    # the whole body is one May: the player declines the ability before it
    # activates.  Derived by the compiler (compiler.declined_before_activation,
    # its one source) and read on the hot path; a script never writes it
    declined_before_activation: bool = field(default=False, compare=False, repr=False)
    # an event timing about other cards ("When your {X} type Character is
    # removed ..."): which cards (a Cards), None for any
    event_cards: Any = None
    # a replacement effect written without "you may" ("...,
    # trash this Character and draw 1 card instead"): it applies, no choice
    forced: bool = False


@dataclass(frozen=True)
class StaticAnd:
    """Two or more permanent effects of one sentence ("this Character gains
    [Blocker] and +1 cost"): each applies as if written alone."""

    effects: tuple


@dataclass(frozen=True)
class Static:
    """A permanent effect (CR 8-1-3-3)."""

    effect: Any
    conditions: tuple = ()


# -- modal abilities, refresh locks, damage ---------------------------

@dataclass(frozen=True)
class Option:
    """One option of a ChooseOne: its steps."""

    steps: tuple


@dataclass(frozen=True)
class ChooseOne:
    """"Choose one: • A. • B.": the player picks one option and only its
    steps resolve (CR 8-4-4: the option is chosen as the effect resolves).  Each option
    is an Option.  "Your opponent chooses one:": `chooser` OPPONENT picks,
    the steps are still yours."""

    options: tuple
    chooser: str = YOU


@dataclass(frozen=True)
class EitherAction:
    """"K.O. up to 1 of your opponent's Characters ..., or return it to the
    owner's hand": the player chooses the card (`first`'s target), then which
    of the two actions it receives (CR 8-4-4: chosen as the effect resolves).
    `second` acts on Selected() ("it")."""

    first: Any
    second: Any


# -- replacement effects, K.O. as a cost, more permanent effects --

@dataclass(frozen=True)
class StaticSentences:
    """Two or more sentences of permanent effects under one prefix ("[DON!!
    x1] All of your Characters gain +1 cost. If you have ..., this Leader
    gains +1000 power."): each part is a Static with its own conditions,
    applied with the prefix's conditions too (CR 8-1-3-3)."""

    parts: tuple


@dataclass(frozen=True)
class Both:
    """Two choices in one step ("Return up to 1 Character with a cost of 8 or
    less and up to 1 Character with a cost of 3 or less to the owner's
    hand"): the two are chosen one after the other, a card chosen for the
    first cannot be chosen for the second, and the step then applies to all
    of them at once."""

    first: Choose
    second: Choose


@dataclass(frozen=True)
class May:
    """"you may <step>", whatever the step: the controller may decline it
    (CR 8-3-1-4), which skips the step; a following "If you do" holds when
    the step was carried out (its cards chosen, or, with no choice,
    accepted).  How the answer is asked depends on the step (the compiler
    lowers each): first a yes or no (declining logs StepDeclined), or in the
    step itself where it already chooses: "you may rest 1 of your
    Characters ...", "you may play that card" and "you may add 1 card from
    the top or bottom of your Life cards ..." are a choice of that card or
    none (CR 8-3-3), "you may rest N of your DON!! cards" and "you may trash
    N cards from the top of your deck" a number, all of them or none.

    As the whole body of an ability with no cost, "you may" is the whole
    ability's: the player declines it before it activates (CR 8-1-2), so
    nothing of it resolves and a [Once Per Turn] is not used (CR 10-2-13-1).
    Both ask the same yes or no (CONFIRM) and read and render through the
    same form; compiler.declined_before_activation tells them apart."""

    step: Any


@dataclass(frozen=True)
class ForEvery:
    """"For every <counted>, <step>": the step is carried out once per card
    counted (each time a new choice, CR 8-4-4), the count taken as the step
    starts.  `per`: a description of the cards counted (targets.count_of);
    `steps`: the one step repeated, as a 1-tuple."""

    per: Any
    steps: tuple


# -- "any number of" and "for every card trashed" --------

# the count of a choice of "any number of" cards (CR 8-4-4-1: any number from
# 0): more than any area holds
ANY_NUMBER: Final = MANY
