"""OP11-092 Helmeppo (Character): "[On Play] You may trash 1 card from your
hand: Draw 1 card and play up to 1 {SWORD} type Character card with a cost
of 8 or less other than [Helmeppo] from your trash. Then, place the 1
Character played by this effect at the bottom of the owner's deck at the end
of this turn."  Official ruling qa_op11.md OP11-092 Q1: the {SWORD}
Character trashed to pay the cost may be the one played."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, MAIN, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

HELMEPPO = "OP11-092"        # cost 6
GRUS = "OP11-013"            # {SWORD} Character, cost 1
KOBY = "OP11-119"            # {SWORD} Character, cost 8
OTHER_HELMEPPO = "EB04-047"  # {SWORD} [Helmeppo], cost 3: never chosen


def _play(hand_card: str, *trash: str):
    s = Scenario(strict=True)
    helmeppo, fodder = s.p1.hand(HELMEPPO, hand_card)
    in_trash = s.p1.trash(*trash)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", helmeppo))
    expect_decision(g, 0, CONFIRM)                     # the optional cost
    return g, fodder, in_trash, deck


def test_op11_092_plays_a_sword_character_from_the_trash_until_the_end_of_turn():
    g, fodder, (grus, koby, other), deck = _play(VIVI, GRUS, KOBY, OTHER_HELMEPPO)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", fodder))                  # the card trashed for the cost
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {grus, koby}               # not [Helmeppo], not Vivi
    g.apply(Action("select", grus))
    expect_decision(g, 0, MAIN)
    st = g.state
    assert grus in st.chars[0] and st.hand[0] == [deck[0]]      # drew the top card
    g.apply(Action("end_phase"))
    st = g.state
    assert grus not in st.chars[0] and st.deck[0][0] == grus    # at the bottom
    assert koby in st.trash[0]


def test_qa_op11_092_q1_the_sword_character_trashed_for_the_cost_may_be_played():
    g, fodder, (), deck = _play(GRUS)
    g.apply(Action("accept"))
    g.apply(Action("select", fodder))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {fodder}
    g.apply(Action("select", fodder))
    assert fodder in g.state.chars[0]


def test_op11_092_declining_the_cost_does_nothing():
    g, fodder, (koby,), deck = _play(VIVI, KOBY)
    g.apply(Action("decline"))
    expect_decision(g, 0, MAIN)
    st = g.state
    assert koby in st.trash[0] and st.hand[0] == [fodder] and len(st.deck[0]) == 3
