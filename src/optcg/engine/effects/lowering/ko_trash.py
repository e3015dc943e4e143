"""Lowering of "you may trash N cards from the top of your deck" and of
"your opponent may trash N cards from their hand"."""

from __future__ import annotations

from ..language import (CHARACTER, EVENT, HAND, LEADER, OPPONENT, STAGE, Cards, Choose, May,
                        OpponentMayTrashHand, Trash, TrashFromDeck, YouDid, exactly)
from .. import instructions as I
from .core import Builder, lowers, lowers_may


@lowers_may(TrashFromDeck)
def may_trash_from_deck(b: Builder, step: May) -> bool:
    """All or none, the trashed cards fill a slot ("If you do")."""
    slot = b.new_slot()
    b.code.append(I.TrashInto(step, slot))
    b.last_slot = slot
    return True


@lowers(OpponentMayTrashHand)
def opponent_may_trash_hand(b: Builder, step: OpponentMayTrashHand) -> None:
    """The opponent's yes or no, then, on yes, their choice of the N cards;
    "If they do not" reads the answer."""
    b.opponent_may(step)
    asked = b.last_slot
    at = b.placeholder()
    b.step(Trash(Choose(Cards(OPPONENT, HAND, categories=(LEADER, CHARACTER, EVENT, STAGE)),
                        exactly(step.count), chooser=OPPONENT)))
    b.code[at] = I.Unless(YouDid(), len(b.code), asked)
    b.last_slot = asked
