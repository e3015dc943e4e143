"""OP08-110 Wyper (Character): when played, searches the top 5 for an Upper
Yard, the rest under the deck, then plays an Upper Yard from the hand for
nothing."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import expect_decision

from ..common import selectable
from ..qa import VIVI, bottom_all
from ..searching import add_one, back_at_main, played_searcher

CARD = "OP08-110"
UPPER_YARD = "OP05-117"      # Stage; its own [On Play] searches {Sky Island}
OTHER_STAGE = "ST01-017"     # Thousand Sunny


def test_op08_110_adds_upper_yard_and_plays_it_from_the_hand():
    g, ids, _ = played_searcher(CARD, [VIVI, UPPER_YARD, OTHER_STAGE, VIVI, VIVI])
    add_one(g, ids, addable=[ids[1]], pick=ids[1])
    expect_decision(g, 0, SELECT)                      # play up to 1 [Upper Yard]
    assert selectable(g) == {ids[1]}
    g.apply(Action("select", ids[1]))
    st = g.state
    assert st.stage[0] == [ids[1]] and ids[1] not in st.hand[0]
    assert g.don(0).rested == 4 and g.don(0).active == 0   # Wyper's 4 only
    # Upper Yard's own [On Play] now looks at 5 more (none {Sky Island})
    expect_decision(g, 0, "arrange")


def test_op08_110_no_upper_yard_nothing_added_or_played():
    g, ids, others = played_searcher(CARD, [VIVI, OTHER_STAGE, VIVI, VIVI, VIVI],
                                     hand=(OTHER_STAGE,))
    expect_decision(g, 0, "arrange")
    bottom_all(g)
    back_at_main(g)
    assert g.state.stage[0] == [] and g.state.hand[0] == others
