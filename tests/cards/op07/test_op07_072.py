"""OP07-072 Porche (Character): when played, for DON!! −1, searches the top 5
for one Foxy Pirates card, the rest under the deck, then plays a purple
Character of 4000 power or less from the hand."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, RETURN_DON, SELECT
from optcg.testing import expect_decision

from ..common import selectable
from ..qa import VIVI
from ..searching import add_one, back_at_main, played_searcher

CARD = "OP07-072"
KOMEI = "EB02-034"           # purple {Foxy Pirates}, 6000: too strong to play
GINA = "OP07-065"            # purple {Foxy Pirates}, 0 power
APOO = "OP01-103"            # purple, 6000


def test_op07_072_returns_a_don_searches_and_plays_a_purple_4000_or_less():
    g, ids, (gina, apoo) = played_searcher(CARD, [VIVI, KOMEI, VIVI, VIVI, VIVI],
                                           hand=(GINA, APOO), don=4)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 0))
    add_one(g, ids, addable=[ids[1]], pick=ids[1])
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {gina}                     # not Komei or Apoo (6000)
    g.apply(Action("select", gina))
    back_at_main(g)
    assert gina in g.state.chars[0]
    assert g.don(0).deck == 7 and g.don(0).active == 1  # 3 paid, 1 returned


def test_op07_072_cost_declined_nothing_happens():
    g, ids, (gina,) = played_searcher(CARD, [VIVI, KOMEI, VIVI, VIVI, VIVI], hand=(GINA,))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("decline"))
    back_at_main(g)
    assert g.state.hand[0] == [gina] and g.don(0).deck == 7
