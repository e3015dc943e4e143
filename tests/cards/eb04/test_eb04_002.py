"""EB04-002 Jewelry Bonney (Character): when played, searches the top 4 for one
Egghead or Straw Hat Crew card not named Jewelry Bonney; the rest go under
the deck."""

from ..qa import ROBIN, VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "EB04-002"
EGGHEAD = "OP07-100"         # Edison, {Egghead}
EGGHEAD_BONNEY = "OP14-007"  # a [Jewelry Bonney] of another type: excluded by name


def test_eb04_002_adds_an_egghead_or_straw_hat_card():
    g, ids, _ = played_searcher(CARD, [EGGHEAD, VIVI, ROBIN, CARD, EGGHEAD])
    looked = ids[:4]
    add_one(g, looked, addable=[ids[0], ids[2]], pick=ids[0])
    back_at_main(g)
    assert g.state.deck[0][-1] == ids[4]          # only 4 were looked at


def test_eb04_002_other_bonneys_are_not_added():
    g, ids, _ = played_searcher(CARD, [CARD, EGGHEAD_BONNEY, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)
