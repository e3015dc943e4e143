"""OP12-006 Shakuyaku (Character): when played, searches the top 5 for a
Monkey.D.Luffy or a red Event; the rest go under the deck. Q&A (qa_op12.md,
OP12-006): "red" is the Event's only: a Luffy of any color qualifies."""

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP12-006"
LUFFY = "ST01-012"          # a red [Monkey.D.Luffy] Character
RED_EVENT = "OP15-020"      # Fire Fist, a red Event
BLUE_CHAR = "OP02-053"      # Crocodile: neither
BLACK_LUFFY = "OP07-091"    # a black [Monkey.D.Luffy]


def test_op12_006_adds_a_luffy_or_a_red_event():
    g, ids, _ = played_searcher(CARD, [LUFFY, RED_EVENT, VIVI, BLUE_CHAR, VIVI, VIVI])
    looked = ids[:5]
    add_one(g, looked, addable=ids[:2], pick=ids[1])
    back_at_main(g)
    assert g.state.deck[0][-1] == ids[5]          # the 6th card is the new top


def test_op12_006_nothing_fits_all_go_to_the_bottom():
    g, ids, _ = played_searcher(CARD, [VIVI, BLUE_CHAR, VIVI, VIVI, BLUE_CHAR, LUFFY])
    nothing_to_add(g, ids[:5])                    # the Luffy 6th is not looked at
    back_at_main(g)


def test_op12_006_qa_a_non_red_luffy_can_be_added():
    """qa_op12.md, OP12-006 Q1: a black Luffy may be added."""
    g, ids, _ = played_searcher(CARD, [BLUE_CHAR, BLACK_LUFFY, VIVI, VIVI, VIVI])
    add_one(g, ids, addable=[ids[1]], pick=ids[1])
    back_at_main(g)
