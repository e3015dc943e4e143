"""OP08-036 Electrical Luna (Event, cost 3):
- "[Main] All of your opponent's rested Characters with a cost of 7 or less
  will not become active in your opponent's next Refresh Phase" (CR 6-2-4);
- "[Trigger] Rest up to 1 of your opponent's Characters."
Official Q&A on OP08-036: a Character active when the effect resolves and
rested afterwards does become active.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from test_card_compiler import card_of

LUNA = "OP08-036"
COST_7 = custom_card("T-C7", "Seven", cost=7, power=8000)
COST_8 = custom_card("T-C8", "Eight", cost=8, power=9000)
RESTER = card_of("[On Play] Rest up to 1 of your opponent's Characters.", name="Rester",
                 number="T-REST", cost=1, power=1000)


def test_op08_036_rested_characters_of_cost_7_or_less_stay_rested_those_rested_later_do_not():
    s = Scenario(turn=3)
    luna, rester = s.p1.hand(LUNA, RESTER)
    s.p1.don(active=4)
    r1, r2 = s.p2.character(COST_7, rested=True), s.p2.character(COST_7, rested=True)
    big = s.p2.character(COST_8, rested=True)
    later = s.p2.character(COST_7)
    g = s.build()
    g.apply(Action("play", luna))
    expect(g, "main", P1)
    g.apply(Action("play", rester))
    expect(g, "select", P1)
    g.apply(Action("select", later))
    assert g.state.rested[later]
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert g.state.rested[r1] and g.state.rested[r2]
    assert not g.state.rested[big], "cost 8"
    assert not g.state.rested[later], "Q&A OP08-036: rested after the effect, it becomes active"


def test_op08_036_trigger_rests_an_opponents_character():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(LUNA, "ST01-006")                    # Luna on top (listed first)
    theirs = s.p2.character(custom_card("T-ATK", "Attacker", cost=3, power=6000))
    other = s.p2.character(COST_7)
    g = s.build()
    g.apply(Action("attack", theirs, s.p1.leader_id))
    expect(g, "trigger", P1)
    g.apply(Action("use_trigger"))
    expect(g, "select", P1)
    g.apply(Action("select", other))
    expect(g, "main", P2)
    assert g.state.rested[other]
