"""OP15-015 Higuma (Character): "[On Play] Give up to 1 of your opponent's
rested DON!! cards to 1 of your opponent's Characters. Then, give −1000
power during this turn to up to 1 of your opponent's Characters with a
DON!! card given."  Official rulings faq_op15-eb04.md OP15-015: Q1 the
player using the effect chooses; Q2 with no rested DON!! of the opponent,
the −1000 still applies to a Character that already has one."""

from optcg.engine.stats import power
from optcg import Action
from optcg.testing import Scenario, expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, choose_number, pick, play_from_hand

HIGUMA = "OP15-015"


def test_op15_015_gives_an_opponents_don_then_minus_1000_to_that_character():
    b = play_from_hand(HIGUMA, theirs=[PLAIN, PLAIN], their_rested=2)
    g = b.game
    pick(g, b.theirs[0])                               # P1 chooses (ruling Q1)
    choose_number(g, 1)
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}              # the only one with a DON!!
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    st = g.state
    assert st.don[b.theirs[0]] == 1 and st.don_rested[P2] == 1
    assert power(st, b.theirs[0]) == 2000              # +1000 given only in P2's turn


def test_qa_op15_015_q2_no_rested_don_still_minus_1000_to_a_loaded_character():
    s = Scenario(strict=True)
    higuma, = s.p1.hand(HIGUMA)
    s.p1.don(active=1)
    loaded = s.p2.character(PLAIN, don=1)
    bare = s.p2.character(PLAIN)
    s.p2.don(active=1)                                 # none rested
    g = s.build()
    g.apply(Action("play", higuma))
    pick(g, bare)                                      # no rested DON!!: nothing is given
    expect(g, "select", P1)
    assert selectable(g) == {loaded}
    pick(g, loaded)
    expect(g, "main", P1)
    assert power(g.state, loaded) == 2000 and power(g.state, bare) == 3000


def test_op15_015_nothing_for_a_character_without_a_don():
    s = Scenario(strict=True)
    higuma, = s.p1.hand(HIGUMA)
    s.p1.don(active=1)
    bare = s.p2.character(PLAIN)
    g = s.build()
    g.apply(Action("play", higuma))
    pick(g, bare)
    expect(g, "main", P1)
    assert power(g.state, bare) == 3000 and g.state.don[bare] == 0
