"""OP11-004 Kujyaku (Character): when played, searches the top 5 for one Navy
card not named Kujyaku, the rest under the deck; trashing herself gives a
Character +1000 for the turn."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP11-004"
KOMILLE = "OP02-097"         # {Navy}
DOBERMAN = "OP02-107"        # {Navy}


def test_op11_004_on_play_adds_a_navy_card_other_than_kujyaku():
    g, ids, _ = played_searcher(CARD, [CARD, KOMILLE, VIVI, DOBERMAN, VIVI])
    add_one(g, ids, addable=[ids[1], ids[3]], pick=ids[1])
    back_at_main(g)


def test_op11_004_on_play_no_navy_card():
    g, ids, _ = played_searcher(CARD, [CARD, VIVI, VIVI, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)


def test_op11_004_trashed_it_gives_a_character_1000_for_the_turn():
    s = Scenario(strict=True)
    kujyaku = s.p1.character(CARD)
    vivi = s.p1.character(VIVI)
    g = s.build()
    g.apply(Action("activate", kujyaku, 1))
    expect_decision(g, 0, SELECT)
    assert kujyaku in g.state.trash[0]
    assert selectable(g) == {vivi}                     # a Character, not the Leader
    g.apply(Action("select", vivi))
    back_at_main(g)
    assert power(g.state, vivi) == 5000
    g.apply(Action("end_phase"))
    back_at_main(g, 1)
    assert power(g.state, vivi) == 4000                # "during this turn"
