"""ST18-004 Zoro-Juurou (Character): when played, searches the top 5 for one
purple Straw Hat Crew card; the rest go under the deck."""

from ..qa import ROBIN, VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "ST18-004"
SAN_GOROU = "OP05-065"       # purple {Straw Hat Crew}
USOPP = "OP09-063"           # purple {Straw Hat Crew}
APOO = "OP01-103"            # purple, not {Straw Hat Crew}


def test_st18_004_adds_a_purple_straw_hat_card():
    g, ids, _ = played_searcher(CARD, [ROBIN, SAN_GOROU, APOO, USOPP, VIVI])
    add_one(g, ids, addable=[ids[1], ids[3]], pick=ids[3])
    back_at_main(g)


def test_st18_004_red_straw_hats_are_not_added():
    g, ids, _ = played_searcher(CARD, [ROBIN, APOO, ROBIN, VIVI, APOO])
    nothing_to_add(g, ids)
    back_at_main(g)
