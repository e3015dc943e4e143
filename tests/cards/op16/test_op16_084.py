"""OP16-084 Kouzuki Momonosuke (Character, cost 5): "[Activate: Main] You
may trash this Character with a cost of 20 or more: If you have 9 or more
DON!! cards on your field, play up to 1 [Kouzuki Momonosuke] with a cost of
9 from your trash."  The cost can only be paid while this Character's cost is
20 or more (CR 8-3-1-3)."""

from optcg import Action
from optcg.engine.decision_kinds import MAIN, SELECT
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import activations, selectable

MOMONOSUKE = "OP16-084"
MOMONOSUKE_9 = "OP16-085"    # [Kouzuki Momonosuke], cost 9
MOMONOSUKE_1 = "OP01-041"    # [Kouzuki Momonosuke], cost 1
# "[Main] Up to 1 of your Characters gains +15 cost during this turn."
PLUS_15 = custom_card("T-PLUS-15", "Plus Fifteen", "Event", L.Ability(
    L.MAIN, steps=(L.CostChange(L.Choose(L.Cards(L.YOU)), 15),)), cost=0)


def _board(don: int, boost: bool):
    s = Scenario(strict=True)
    momo = s.p1.character(MOMONOSUKE)
    nine, one = s.p1.trash(MOMONOSUKE_9, MOMONOSUKE_1)
    event, = s.p1.hand(PLUS_15)
    s.p1.don(active=don)
    g = s.build()
    if boost:
        g.apply(Action("play", event))
        expect_decision(g, 0, SELECT)
        g.apply(Action("select", momo))                # cost 5 + 15 = 20
        expect_decision(g, 0, MAIN)
    return g, momo, nine, one


def test_op16_084_at_cost_20_trashes_itself_to_play_the_cost_9_momonosuke():
    g, momo, nine, one = _board(9, True)
    [use] = activations(g, momo)
    g.apply(use)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {nine}                     # not the cost 1 one
    g.apply(Action("select", nine))
    expect_decision(g, 0, MAIN)
    st = g.state
    assert momo in st.trash[0] and nine in st.chars[0]
    assert st.don_active[0] == 9                       # played by the effect: no cost paid


def test_op16_084_cannot_be_used_below_cost_20():
    g, momo, nine, one = _board(9, False)
    assert activations(g, momo) == []


def test_op16_084_with_8_don_it_is_trashed_for_nothing():
    g, momo, nine, one = _board(8, True)
    [use] = activations(g, momo)
    g.apply(use)
    expect_decision(g, 0, MAIN)
    st = g.state
    assert momo in st.trash[0] and nine in st.trash[0]
