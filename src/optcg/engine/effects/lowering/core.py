"""The builder that lowers an ability's steps into instructions, and the
registry of how each node is lowered.

Each concept's module (`lowering/<concept>.py`) registers the nodes it
lowers specially with `@lowers(Node)`, and the steps a "you may" lowers
specially with `@lowers_may(Node)` (keyed by the May's inner step).  A node
with no lowering of its own is one "act" on the cards of its target.  The
instruction set is described in `effects/compiler.py`.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import instructions as I
from ..language import LOOKED, Both, Choose, GivenCost, May, RevealedCost, Selected

# node class -> how it is lowered
LOWERINGS: dict[type, Callable[[Builder, object], None]] = {}
# the class of a May's step -> how that May is lowered; False: not
# specially (the general "you may" follows)
MAY_LOWERINGS: dict[type, Callable[[Builder, May], bool]] = {}


def _registrar(table: dict, what: str, nodes: tuple[type, ...]) -> Callable:
    def register(fn: Callable) -> Callable:
        for node in nodes:
            if node in table:
                raise ValueError(f"{what} {node.__name__} is lowered twice")
            table[node] = fn
        return fn
    return register


def lowers(*nodes: type) -> Callable:
    """Register how the steps of these node classes are lowered."""
    return _registrar(LOWERINGS, "a step", nodes)


def lowers_may(*nodes: type) -> Callable:
    """Register how a "you may" of a step of these node classes is lowered."""
    return _registrar(MAY_LOWERINGS, "a May of", nodes)


class Builder:
    """What lowering one ability shares between its steps: the code so far,
    the slots and the names given to them, whether a Look came before, and
    the choice an "If you do" looks at."""

    def __init__(self) -> None:
        self.code: list = []
        self.names: dict[str, int] = {}
        self.slots = 1
        self.looks = False      # a Look came before: LOOKED cards can be chosen
        self.selected_it = False    # an explicit Select names "that card"
        self.last_slot = -1         # the choice "If you do" looks at
        # slot -> the cards its step must take for "If you do" to hold, when
        # more than 1 ("trash 2 cards": both; official Q&A on OP15-020)
        self.needs: dict[int, int] = {}

    def new_slot(self, name: str | None = None) -> int:
        slot = self.slots
        self.slots += 1
        if name is not None:
            self.names[name] = slot
        return slot

    def placeholder(self) -> int:
        """An instruction patched once the code after it is known; its pc."""
        self.code.append(None)
        return len(self.code) - 1

    def step(self, step) -> None:
        fn = LOWERINGS.get(type(step))
        if fn is None:
            self.act(step, getattr(step, "target", None))
        else:
            fn(self, step)

    def steps(self, steps) -> None:
        for s in steps:
            self.step(s)

    def act(self, step, target) -> None:
        """The plain lowering: choose the target's cards, if any, then act."""
        slot = self.target_slot(target) if target is not None else -1
        if isinstance(target, Choose) and target.cards.don:
            self.code.append(I.Act(step, slot, don=True))
        else:
            self.code.append(I.Act(step, slot))
        self.last_slot = slot                      # "If you do"
        if isinstance(target, Choose) and target.count.low > 1:
            self.needs[slot] = target.count.low

    def target_slot(self, target) -> int:
        """Emit a selection for a Choose target; the slot it fills (-1: none)."""
        if isinstance(target, Both):            # two choices, one step
            first = self.target_slot(target.first)
            second = self.new_slot()
            self.code.append(I.Select(second, target.second, first))
            self.code.append(I.Merge(first, second))
            return first
        if isinstance(target, RevealedCost):    # the card the cost revealed
            if "revealed" not in self.names:
                raise ValueError("'the revealed card' with no reveal cost before it")
            return self.names["revealed"]
        if isinstance(target, GivenCost):       # the card the cost gave DON!! to
            if "given" not in self.names:
                raise ValueError("'the card given these DON!! cards' with no such cost before it")
            return self.names["given"]
        if isinstance(target, Choose) and target.cards.other_color:
            # "a different color than the returned Character"
            if self.last_slot < 0:
                raise ValueError("'a different color than' with no choice before it")
            slot = self.new_slot()
            self.code.append(I.Select(slot, target, self.last_slot))
            return slot
        if isinstance(target, Choose):
            if target.cards.area == LOOKED and not self.looks:
                raise ValueError("a choice among looked-at cards with no Look before it")
            slot = self.new_slot()
            if target.cards.don:
                # how many DON!! cards first, then the cards
                self.code.append(I.Dons(target, slot))
            self.code.append(I.Select(slot, target))
            if not self.selected_it:
                # "that card" after "up to 1 of your ... gains
                # +2000 power": the card chosen last
                self.names["it"] = slot
            return slot
        if isinstance(target, Selected):
            if target.name not in self.names:
                raise ValueError(f"no earlier Select named {target.name!r}")
            return self.names[target.name]
        return -1

    def may(self, step: May) -> None:
        """Ask, then the step; "If you do" reads the step's own choice, or,
        when it has none, the mark that the player accepted."""
        mark = self.new_slot()
        at = self.placeholder()
        self.last_slot = -1
        self.step(step.step)
        self.code[at] = I.YouMay(step, mark, len(self.code))
        if self.last_slot < 0:
            self.last_slot = mark

    def opponent_may(self, step) -> None:
        """The opponent may carry out the step; what it moved fills a slot
        ("If they do not")."""
        slot = self.new_slot()
        self.code.append(I.OpponentMay(step, slot))
        self.last_slot = slot

    def each_step(self, step, target) -> None:
        """A step with a scratch slot of its own (resolution's `each`): the
        cards it has dealt with, the Life card taken or the DON!! rested
        ("If you do": May) or the number of DON!! to move."""
        chosen = self.target_slot(target) if target is not None else -1
        slot = self.new_slot()
        self.code.append(I.Each(step, chosen, slot))
        self.last_slot = slot if isinstance(step, May) else chosen
