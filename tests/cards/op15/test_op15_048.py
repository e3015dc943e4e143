"""OP15-048 Chinjao (Character, cost 4):
- [On Play] you may trash 1 Event from your hand to draw 2 cards;
- [Opponent's Turn] [On K.O.] your opponent places 1 card of their choice
  from their hand at the bottom of their deck (the owner of the hand
  chooses: official ruling on P-048)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable
from ..placing import FILLER, placed_at_bottom, places

CHINJAO = "OP15-048"
PLAN = custom_card("T-PLAN", "Plan", "Event", cost=1)
BRUTE = custom_card("T-BRUTE", "Brute", cost=5, power=9000)


def _played(*hand):
    s = Scenario(turn=3, strict=True)
    chinjao, *rest = s.p1.hand(CHINJAO, *hand)
    s.p1.don(active=4)
    drawn = s.p1.deck(FILLER, FILLER)
    g = s.build()
    g.apply(Action("play", chinjao))
    return g, rest, drawn


def test_op15_048_on_play_trashes_an_event_to_draw_2():
    g, (plan, crew), drawn = _played(PLAN, FILLER)
    expect_decision(g, P1, "confirm")
    g.apply(Action("accept"))
    expect_decision(g, P1, "select")
    assert selectable(g) == {plan}                 # an Event only
    g.apply(Action("select", plan))
    st = g.state
    assert plan in st.trash[P1] and set(drawn) <= set(st.hand[P1]) and crew in st.hand[P1]


def test_op15_048_on_play_declined_draws_nothing():
    g, (plan,), drawn = _played(PLAN)
    expect_decision(g, P1, "confirm")
    g.apply(Action("decline"))
    st = g.state
    assert st.hand[P1] == [plan] and not set(drawn) & set(st.hand[P1])


def test_op15_048_ko_in_the_opponents_turn_makes_them_place_a_card():
    s = Scenario(turn=4, turn_player=P2)
    chinjao = s.p1.character(CHINJAO, rested=True)
    brute = s.p2.character(BRUTE)
    theirs = s.p2.hand(FILLER, FILLER)
    g = s.build()
    g.apply(Action("attack", brute, chinjao))
    assert chinjao in g.state.trash[P1]
    places(g, P2, theirs[0])
    assert g.state.hand[P2] == [theirs[1]]
    placed_at_bottom(g, P2, theirs[0])
