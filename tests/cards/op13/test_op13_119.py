"""OP13-119 Portgas.D.Ace (Character, cost 6): [Rush] while its owner has 3 or
fewer Life cards; [On Play] give up to 1 rested DON!! card to your Leader,
then you may return up to 1 of the opponent's Characters with a cost of 5 or
less to the owner's hand; if you do, the opponent plays up to 1 Character card
with a cost of 4 or less from their hand (their choice, CR 8-4-4).

Official Q&A on OP13-119: the opponent may play nothing (Q1); with nothing
returned they play nothing (Q2); the DON!! not given does not matter (Q3);
their own play is not one "by your opponent using a Character's effect" for
their OP12-081 Koala (Q4)."""

from optcg import Action
from optcg.engine.constants import RUSH
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

ACE = "OP13-119"
KOALA = "OP12-081"
FOUR = custom_card("T-4", "Four", "Character", cost=4, power=5000)
FIVE = custom_card("T-5", "Five", "Character", cost=5, power=6000)
FILLER = "ST01-006"


def _played(give=1, leader=None):
    s = Scenario(turn=3)
    if leader is not None:
        s.p2.leader(leader)
    [ace] = s.p1.hand(ACE)
    s.p1.don(active=6)
    target = s.p2.character(FIVE)
    four, five = s.p2.hand(FOUR, FIVE)
    s.p1.life(FILLER, FILLER)
    s.p2.life(FILLER, FILLER)
    g = s.build()
    g.apply(Action("play", ace))
    expect(g, "choose_number", P1)                   # up to 1 rested DON!! card
    g.apply(Action("number", -1, give))
    assert g.state.don_rested[P1] == 6 - give
    return g, ace, target, four, five


def _return(g, target):
    expect(g, "confirm", P1)                 # "you may return ..."
    g.apply(Action("accept"))
    expect(g, "select", P1)
    g.apply(Action("select", target))


def test_op13_119_returned_then_the_opponent_plays_a_cost_4_card_from_their_hand():
    g, ace, target, four, five = _played()
    _return(g, target)
    expect(g, "select", P2)
    assert selectable(g) == {four}, "cost 4 or less, from their own hand"
    g.apply(Action("select", four))
    st = g.state
    assert target in st.hand[P2] and four in st.chars[P2] and five in st.hand[P2]
    assert st.don_rested[P2] == 0                     # played by the effect: no cost
    expect(g, "main", P1)


def test_op13_119_the_opponent_may_play_nothing():
    """Official Q&A on OP13-119, Q1."""
    g, ace, target, four, five = _played()
    _return(g, target)
    expect(g, "select", P2)
    g.apply(Action("select_done"))
    st = g.state
    assert target in st.hand[P2] and four in st.hand[P2] and not st.chars[P2]


def test_op13_119_nothing_returned_nothing_played():
    """Official Q&A on OP13-119, Q2."""
    g, ace, target, four, five = _played()
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    g.apply(Action("select_done"))                  # up to 1: none chosen
    expect(g, "main", P1)
    st = g.state
    assert target in st.chars[P2] and four in st.hand[P2]


def test_op13_119_with_no_don_given_the_return_still_lets_them_play():
    """Official Q&A on OP13-119, Q3."""
    g, ace, target, four, five = _played(give=0)
    _return(g, target)
    expect(g, "select", P2)
    g.apply(Action("select", four))
    assert four in g.state.chars[P2]


def test_op13_119_their_own_play_does_not_wake_their_koala():
    """Official Q&A on OP13-119, Q4: the player who played the Character is
    the Koala player themselves."""
    g, ace, target, four, five = _played(leader=KOALA)
    _return(g, target)
    expect(g, "select", P2)
    g.apply(Action("select", four))
    expect(g, "main", P1)                              # no Koala question
    assert len(g.state.life[P1]) == 2 and four in g.state.chars[P2]


def test_op13_119_rush_at_3_life_not_at_4():
    for life, rush in ((3, True), (4, False)):
        s = Scenario(turn=3)
        ace = s.p1.character(ACE)
        s.p1.life(*[FILLER] * life)
        g = s.build()
        assert has_keyword(g.state, ace, RUSH) is rush, life
