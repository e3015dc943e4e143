"""The permanent effect the {Five Elders} Characters of OP13 share: "If you
have 7 or more cards in your trash, this Character cannot be removed from the
field by your opponent's effects", checked at 7 and at 6 cards."""

from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, koed_by_opponent


def check_kept_with_7_in_trash(number: str):
    """The opponent's K.O. leaves `number` on the field with 7 cards in the
    trash; returns the board where it was K.O.'d with 6 (at P1's first
    decision, or back at P2's Main Phase)."""
    kept = koed_by_opponent(number, trash=[PLAIN] * 7)
    expect(kept.game, "main", P2)
    assert kept.card in kept.game.state.chars[P1]
    koed = koed_by_opponent(number, trash=[PLAIN] * 6)
    assert koed.card in koed.game.state.trash[P1]
    return koed
