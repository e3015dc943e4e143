"""The instructions of a compiled ability: one record per operation.

`effects/compiler.py` lowers an ability's costs and steps into a flat tuple
of these records (`Ability.code`); the runtime (`effects/runtime.py`) runs
them with a program counter, dispatching on the record's class to the
handler registered with `@instruction(Record)` in `effects/resolution/`.
Every field is read by name; an optional field has a default (-1: no
slot), never a missing trailing item.

A slot is an index into the frame's chosen cards (slot 0: the cards looked
at); a pc is an index into the code.  Compiled code is never saved: it is
made again from the card's script when the card loads.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..records import Record
from .nodes.vocabulary import DECK

NO_SLOT = -1


class Instruction(Record):
    """What every instruction answers, whatever its operation."""

    __slots__ = ()

    def node(self) -> Any:
        """The node of the effect language the instruction carries out (a
        step, a cost, a choice of cards, a "Choose one"), or None."""
        return None

    def chosen_slot(self) -> int:
        """The slot of the chosen cards the instruction acts on (-1: none)."""
        return NO_SLOT


class Cost(Instruction):
    """Pay one activation cost; a cost that reveals or gives DON!! names
    the card it dealt with in `slot`."""

    __slots__ = ("cost", "slot")
    FIELDS: ClassVar[tuple[str, ...]] = ("cost", "slot")
    cost: Any
    slot: int

    def __init__(self, cost: Any, slot: int = NO_SLOT) -> None:
        self.cost = cost
        self.slot = slot

    def node(self) -> Any:
        return self.cost

    def chosen_slot(self) -> int:
        return self.slot


class Paid(Instruction):
    """The costs are paid: the effect is activated."""

    __slots__ = ()


class Select(Instruction):
    """The player chooses cards of a Choose into `slot`; `ref` is the slot
    of the card a "different color than" compares with (-1: none)."""

    __slots__ = ("slot", "choose", "ref")
    FIELDS: ClassVar[tuple[str, ...]] = ("slot", "choose", "ref")
    slot: int
    choose: Any
    ref: int

    def __init__(self, slot: int, choose: Any, ref: int = NO_SLOT) -> None:
        self.slot = slot
        self.choose = choose
        self.ref = ref

    def node(self) -> Any:
        return self.choose


class Dons(Instruction):
    """How many DON!! cards a Choose with `don` takes: each is a -1 in the
    slot, before the cards chosen."""

    __slots__ = ("choose", "slot")
    FIELDS: ClassVar[tuple[str, ...]] = ("choose", "slot")
    choose: Any
    slot: int

    def __init__(self, choose: Any, slot: int) -> None:
        self.choose = choose
        self.slot = slot

    def node(self) -> Any:
        return self.choose

    def chosen_slot(self) -> int:
        return self.slot


class StepInstruction(Instruction):
    """An instruction that carries out a step on the cards of a slot."""

    __slots__ = ("step", "slot")
    step: Any
    slot: int

    def node(self) -> Any:
        return self.step

    def chosen_slot(self) -> int:
        return self.slot


class Act(StepInstruction):
    """Apply a step to the cards of a slot (-1: its own target); `don`: the
    step also applies to the DON!! cards chosen."""

    __slots__ = ("don",)
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "slot", "don")
    don: bool

    def __init__(self, step: Any, slot: int, don: bool = False) -> None:
        self.step = step
        self.slot = slot
        self.don = don


class TrashInto(StepInstruction):
    """Apply a step; the cards it trashed fill the slot."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "slot")

    def __init__(self, step: Any, slot: int) -> None:
        self.step = step
        self.slot = slot


class OpponentMay(StepInstruction):
    """The opponent may carry out the step; what it moved fills the slot
    ("If they do not")."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "slot")

    def __init__(self, step: Any, slot: int) -> None:
        self.step = step
        self.slot = slot


class ActSame(StepInstruction):
    """A BasePowerSameAs on the slot's cards, the source in `source` (-1: none)."""

    __slots__ = ("source",)
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "slot", "source")
    source: int

    def __init__(self, step: Any, slot: int, source: int) -> None:
        self.step = step
        self.slot = slot
        self.source = source


class ActPer(StepInstruction):
    """A PowerPerCard on the slot's cards (-1: its own target), once per
    card of the slot `counted` now trashed."""

    __slots__ = ("counted",)
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "slot", "counted")
    counted: int

    def __init__(self, step: Any, slot: int, counted: int) -> None:
        self.step = step
        self.slot = slot
        self.counted = counted


class ActPerDon(StepInstruction):
    """A PowerPerDonRested on the slot's cards, once per DON!! card rested
    (the number in the slot `counted`)."""

    __slots__ = ("counted",)
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "slot", "counted")
    counted: int

    def __init__(self, step: Any, slot: int, counted: int) -> None:
        self.step = step
        self.slot = slot
        self.counted = counted


class DeclareCost(StepInstruction):
    """The player declares a cost into the slot ("Choose a cost")."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "slot")

    def __init__(self, step: Any, slot: int) -> None:
        self.step = step
        self.slot = slot


class Each(Instruction):
    """A step that goes on over several decisions on the cards of `chosen`
    (-1: its own target), keeping its progress in the scratch `slot`."""

    __slots__ = ("step", "chosen", "slot")
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "chosen", "slot")
    step: Any
    chosen: int
    slot: int

    def __init__(self, step: Any, chosen: int, slot: int) -> None:
        self.step = step
        self.chosen = chosen
        self.slot = slot

    def node(self) -> Any:
        return self.step

    def chosen_slot(self) -> int:
        return self.chosen


class YouMay(Instruction):
    """"You may": the player accepts (the `mark` slot says so) or declines
    (jump to `at`, past the step)."""

    __slots__ = ("step", "mark", "at")
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "mark", "at")
    step: Any
    mark: int
    at: int

    def __init__(self, step: Any, mark: int, at: int) -> None:
        self.step = step
        self.mark = mark
        self.at = at

    def node(self) -> Any:
        return self.step


class Branch(Instruction):
    """"Choose one": the player picks an option of `step` (a ChooseOne);
    the effect goes on at that option's pc in `starts`."""

    __slots__ = ("step", "starts")
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "starts")
    step: Any
    starts: tuple

    def __init__(self, step: Any, starts: tuple) -> None:
        self.step = step
        self.starts = starts

    def node(self) -> Any:
        return self.step


class Unless(Instruction):
    """Jump to `at` when the condition does not hold.  `slot`: the cards the
    condition reads (the card chosen before, the declared cost, the
    choice "If you do" looks at; -1: none); `needs`: how many of them
    "If you do" needs ("trash 2 cards": both)."""

    __slots__ = ("condition", "at", "slot", "needs")
    FIELDS: ClassVar[tuple[str, ...]] = ("condition", "at", "slot", "needs")
    condition: Any
    at: int
    slot: int
    needs: int

    def __init__(self, condition: Any, at: int, slot: int = NO_SLOT, needs: int = 1) -> None:
        self.condition = condition
        self.at = at
        self.slot = slot
        self.needs = needs


class Jump(Instruction):
    """Go on at `at` (the end of an option, the top of a loop)."""

    __slots__ = ("at",)
    FIELDS: ClassVar[tuple[str, ...]] = ("at",)
    at: int

    def __init__(self, at: int) -> None:
        self.at = at


class Delay(Instruction):
    """Keep the steps up to `at` for the end of the turn, and jump there."""

    __slots__ = ("at",)
    FIELDS: ClassVar[tuple[str, ...]] = ("at",)
    at: int

    def __init__(self, at: int) -> None:
        self.at = at


class DelayBattle(Instruction):
    """Keep the steps up to `at` for the end of this battle, and jump there."""

    __slots__ = ("at",)
    FIELDS: ClassVar[tuple[str, ...]] = ("at",)
    at: int

    def __init__(self, at: int) -> None:
        self.at = at


class Stop(Instruction):
    """The end of delayed steps."""

    __slots__ = ()


class Look(Instruction):
    """Look at the top `count` cards of the deck, into the LOOK slot."""

    __slots__ = ("count",)
    FIELDS: ClassVar[tuple[str, ...]] = ("count",)
    count: int

    def __init__(self, count: int) -> None:
        self.count = count


class Arrange(Instruction):
    """Put the looked-at cards back where `places` allow ("top", "bottom"),
    in the deck or in Life (`area`); `by_owner`: each owner orders their own."""

    __slots__ = ("places", "area", "by_owner")
    FIELDS: ClassVar[tuple[str, ...]] = ("places", "area", "by_owner")
    places: tuple
    area: str
    by_owner: bool

    def __init__(self, places: tuple, area: str = DECK, by_owner: bool = False) -> None:
        self.places = places
        self.area = area
        self.by_owner = by_owner


class Merge(Instruction):
    """Two targets of one step: the cards of `other` join those of `into`."""

    __slots__ = ("into", "other")
    FIELDS: ClassVar[tuple[str, ...]] = ("into", "other")
    into: int
    other: int

    def __init__(self, into: int, other: int) -> None:
        self.into = into
        self.other = other


class Count(Instruction):
    """Count what "for every" counts (`per`) into the slot."""

    __slots__ = ("per", "slot")
    FIELDS: ClassVar[tuple[str, ...]] = ("per", "slot")
    per: Any
    slot: int

    def __init__(self, per: Any, slot: int) -> None:
        self.per = per
        self.slot = slot


class Loop(Instruction):
    """Run the steps up to `end` once more while the `counter` slot holds
    rounds to go, emptying the `slots` their choices filled."""

    __slots__ = ("counter", "end", "slots")
    FIELDS: ClassVar[tuple[str, ...]] = ("counter", "end", "slots")
    counter: int
    end: int
    slots: tuple

    def __init__(self, counter: int, end: int, slots: tuple) -> None:
        self.counter = counter
        self.end = end
        self.slots = slots
