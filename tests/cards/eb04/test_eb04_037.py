"""EB04-037 Porche (Character): when played with a Foxy Pirates Leader,
searches the top 5 for one Foxy Pirates card; the rest go under the deck."""

from test_card_compiler import leader

from ..qa import VIVI
from ..searching import add_one, back_at_main, played_searcher

CARD = "EB04-037"
KOMEI = "EB02-034"           # {Foxy Pirates}
FOXY_LEADER = leader("Foxy", types=("Foxy Pirates",))
OTHER_LEADER = leader("Plain", types=("Straw Hat Crew",))


def test_eb04_037_with_a_foxy_pirates_leader_adds_a_foxy_pirates_card():
    g, ids, _ = played_searcher(CARD, [VIVI, KOMEI, CARD, VIVI, VIVI], leader=FOXY_LEADER)
    add_one(g, ids, addable=[ids[1], ids[2]], pick=ids[1])
    back_at_main(g)


def test_eb04_037_other_leader_no_look():
    g, ids, _ = played_searcher(CARD, [VIVI, KOMEI, CARD, VIVI, VIVI], leader=OTHER_LEADER)
    back_at_main(g)                                    # nothing looked at, nothing asked
    assert g.state.hand[0] == [] and g.state.deck[0][-5:] == ids[::-1]
