"""OP06-091 Victoria Cindry (Character): when played with a Thriller Bark
Pirates Leader, the top 5 of your deck go to the trash. Q&A (qa_op06.md,
OP06-091): your own deck, never the opponent's."""

from test_card_compiler import leader

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP06-091"
THRILLER_LEADER = leader("Thriller", types=("Thriller Bark Pirates",))


def _play(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    cindry, = s.p1.hand(CARD)
    s.p1.don(active=1)
    mine = s.p1.deck(*[VIVI] * 7)
    theirs = s.p2.deck(*[VIVI] * 7)
    g = s.build()
    g.apply(Action("play", cindry))
    expect_decision(g, 0, "main")
    return g, mine, theirs


def test_op06_091_qa_trashes_the_top_5_of_your_own_deck():
    """qa_op06.md, OP06-091."""
    g, mine, theirs = _play(THRILLER_LEADER)
    st = g.state
    assert set(mine[:5]) <= set(st.trash[0]) and len(st.deck[0]) == 2
    assert len(st.deck[1]) == 7 and st.trash[1] == []


def test_op06_091_other_leader_nothing():
    g, mine, theirs = _play(leader("Plain"))
    assert len(g.state.deck[0]) == 7
