"""P-036 Monkey.D.Luffy (Character, cost 3, 4000): [When Attacking] you may
add 1 card from the top or bottom of your Life cards to your hand: this
Character and up to 1 of your Leader gain +1000 power during this turn.

Official Q&A on P-036: both may gain the power (Q1); once the cost is paid,
this Character's +1000 cannot be declined (Q2: only the Leader is "up to")."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from cards.common import P1

LUFFY = "P-036"
FILLER = "ST01-006"


def _attacked():
    s = Scenario(turn=3, strict=True)
    luffy = s.p1.character(LUFFY)
    top, bottom = s.p1.life(FILLER, "ST01-008")
    s.p2.life(FILLER, FILLER)
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    return g, luffy, s.p1.leader_id, top, bottom


def _pay(g, which):
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)                       # the top (0) or the bottom (1) Life card
    g.apply(Action("number", -1, which))


def _this_character(g, luffy):
    """Strict: the first choice is this Character alone, and it cannot be
    left out (no "done" before it is chosen)."""
    expect(g, "select", P1)
    assert set(g.legal_actions()) == {Action("select", luffy)}
    g.apply(Action("select", luffy))


def test_p_036_both_this_character_and_the_leader_gain_1000():
    """Official Q&A on P-036, Q1."""
    g, luffy, leader, top, bottom = _attacked()
    _pay(g, 1)
    assert bottom in g.state.hand[P1] and g.state.life[P1] == [top]
    _this_character(g, luffy)
    expect(g, "select", P1)
    g.apply(Action("select", leader))
    st = g.state
    assert power(st, luffy) == 5000 and power(st, leader) == 6000


def test_p_036_this_character_gains_even_with_the_leader_left_out():
    """Official Q&A on P-036, Q2: no way to pay and leave this Character out."""
    g, luffy, leader, top, bottom = _attacked()
    _pay(g, 0)
    _this_character(g, luffy)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {leader}
    g.apply(Action("select_done"))
    st = g.state
    assert power(st, luffy) == 5000 and power(st, leader) == 5000


def test_p_036_declined_cost_gives_nothing():
    g, luffy, leader, top, bottom = _attacked()
    expect(g, "confirm", P1)
    g.apply(Action("decline"))
    st = g.state
    assert power(st, luffy) == 4000 and power(st, leader) == 5000
    assert len(st.life[P1]) == 2
