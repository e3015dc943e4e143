"""OP06-059 White Snake (Event): as a Counter, +1000 and draw 1; its Trigger
looks at the top 5 and puts them back on top or underneath in any order (all
5 the same way, as ruled for this wording in qa_op01.md)."""

from optcg import Action
from optcg.engine.decision_kinds import ARRANGE, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent, life_trigger_offered

CARD = "OP06-059"


def test_op06_059_counter_plus_1000_and_draws():
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=2)
    s.p1.life(VIVI)
    top = s.p1.deck(VIVI, VIVI)[0]
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 6000 and g.state.hand[0] == [top]


def test_op06_059_trigger_places_all_5_on_top_in_the_chosen_order():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    deck = s.p1.deck(*[VIVI] * 6)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, ARRANGE)
    first = next(a for a in g.legal_actions() if a.card == deck[4]
                 and "top" in g.describe(a))
    g.apply(first)
    expect_decision(g, 0, ARRANGE)                     # the rest go on top too
    assert all("top" in g.describe(a) for a in g.legal_actions())
    while g.decision.kind == ARRANGE:
        g.apply(g.legal_actions()[0])
    expect_decision(g, 1, "main")
    st = g.state
    assert set(st.deck[0][-5:]) == set(deck[:5]) and st.deck[0][0] == deck[5]
    assert st.deck[0][-5] == deck[4]                   # placed first: lowest of the five
