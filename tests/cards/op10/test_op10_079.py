"""OP10-079 God Thread (Event, cost 5): [Main] K.O. up to 1 of the
opponent's Characters with a cost of 5 or less, then add up to 1 DON!! card
from the DON!! deck as active; its [Trigger] adds the DON!! card alone.  The
data prints "with a cost 5 or less" (no "of"): read as meant
(normalize.MISPRINTS)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

GOD_THREAD = "OP10-079"
FIVE = custom_card("T-C5", "Five", "Character", cost=5, power=6000)
SIX = custom_card("T-C6", "Six", "Character", cost=6, power=7000)
FILLER = "ST01-006"


def _played():
    s = Scenario(turn=3)
    [event] = s.p1.hand(GOD_THREAD)
    s.p1.don(active=5, deck=3)
    five, six = s.p2.characters(FIVE, SIX)
    g = s.build()
    g.apply(Action("play", event))
    return g, five, six


def test_op10_079_main_kos_a_cost_5_character_then_adds_an_active_don():
    g, five, six = _played()
    expect(g, "select", P1)
    assert selectable(g) == {five}, "cost 6 may not be chosen"
    g.apply(Action("select", five))
    expect(g, "choose_number", P1)                      # up to 1 DON!! card
    g.apply(Action("number", -1, 1))
    st = g.state
    assert five in st.trash[P2] and six in st.chars[P2]
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 5 and st.don_deck[P1] == 2


def test_op10_079_main_may_ko_nothing_and_add_no_don():
    g, five, six = _played()
    g.apply(Action("select_done"))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 0))
    st = g.state
    assert {five, six} <= set(st.chars[P2])
    assert st.don_active[P1] == 0 and st.don_deck[P1] == 3


def test_op10_079_trigger_adds_one_active_don():
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")
    s.p2.life(GOD_THREAD, FILLER)
    s.p2.don(active=0, rested=2, deck=4)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    expect(g, "choose_number", P2)
    g.apply(Action("number", -1, 1))
    st = g.state
    assert st.don_active[P2] == 1 and st.don_rested[P2] == 2 and st.don_deck[P2] == 3
