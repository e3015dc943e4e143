"""OP11-043 Vinsmoke Ichiji (Character, cost 7, [Blocker]): [On Your
Opponent's Attack] [Once Per Turn] only while every Character you have has a
type including "GERMA", up to 1 of your Leader or Characters gains +1000
power during this battle, then you trash the top 2 cards of your deck.

The condition is checked as the effect activates, after the attacker's own
[When Attacking] effect has resolved: a non-GERMA Character that effect
removed no longer stops it (official ruling on OP11-043)."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2

ICHIJI = "OP11-043"
ALVIDA = "OP01-064"     # [DON!! x1] [When Attacking] trash 1 card: return a cost 3 or less Character
GERMA = custom_card("T-GERMA", "Soldier", cost=2, power=3000, types=("GERMA 66",))
OUTSIDER = custom_card("T-OUT", "Outsider", cost=2, power=3000, types=("Navy",))
FILLER = custom_card("T-FILL", "Filler", cost=1, power=1000)


def _attacked(mine, bounce):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.character(ICHIJI)
    other = s.p1.character(mine)
    top = s.p1.deck(FILLER, FILLER, FILLER)
    s.p1.life(FILLER)
    alvida = s.p2.character(ALVIDA, don=1)
    s.p2.hand(FILLER)                                  # Alvida's cost, taken as the only card
    g = s.build()
    leader = s.p1.leader_id
    g.apply(Action("attack", alvida, leader))
    expect_decision(g, P2, "confirm")                  # Alvida's cost
    if bounce:
        g.apply(Action("accept"))
        expect_decision(g, P2, "select")
        g.apply(Action("select", other))
    else:
        g.apply(Action("decline"))
    return g, leader, other, top


def test_op11_043_a_non_germa_character_removed_by_when_attacking_no_longer_stops_it():
    g, leader, other, top = _attacked(OUTSIDER, bounce=True)
    assert other in g.state.hand[P1]
    expect_decision(g, P1, "select")                   # up to 1 Leader or Character
    g.apply(Action("select", leader))
    st = g.state
    assert power(st, leader) == 6000
    assert set(top[:2]) <= set(st.trash[P1]) and top[2] not in st.trash[P1]


def test_op11_043_only_germa_characters_it_activates():
    g, _, other, top = _attacked(GERMA, bounce=False)
    expect_decision(g, P1, "select")
    g.apply(Action("select", other))
    st = g.state
    assert power(st, other) == 4000 and len(set(top) & set(st.trash[P1])) == 2


def test_op11_043_not_while_a_non_germa_character_remains():
    g, leader, _, top = _attacked(OUTSIDER, bounce=False)
    st = g.state
    assert power(st, leader) == 5000 and not set(top) & set(st.trash[P1])
    assert (g.decision.player, g.decision.kind) != (P1, "select")
