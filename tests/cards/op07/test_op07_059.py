"""OP07-059 Foxy (Leader): "[When Attacking] DON!! −3:" with 3 or more
{Foxy Pirates} type Characters, the opponent's rested Leader and up to 1 of
their rested Characters skip their next Refresh Phase's setting active
(CR 6-2-4; StayRested on a language.Both of the two choices).

Official Q&A (OP-07, OP07-059): the rested Leader and 1 rested Character may
both be selected, a total of 2 cards; with the opponent's Leader active, 1
rested Character may still be selected."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import CHOPPER, FRANKY, LUFFY_LEADER, ROBIN, VIVI

CARD = "OP07-059"
FOXY_PIRATE = custom_card("T-FOXY-PIRATE", "Porche", "Character", cost=2, power=3000,
                          types=("Foxy Pirates",))


def _attack(foxy_pirates=3, their_leader_rested=True):
    """P1's Foxy attacks P2's Leader with 4 active DON!!; P2 has a rested
    Robin, a rested Vivi and an active Franky."""
    s = Scenario(turn=3)
    foxy = s.p1.leader(CARD)
    s.p1.characters(*[FOXY_PIRATE] * foxy_pirates)
    s.p1.don(active=4)
    s.p1.deck(CHOPPER, CHOPPER, CHOPPER)
    s.p2.leader(LUFFY_LEADER, rested=their_leader_rested)
    robin = s.p2.character(ROBIN, rested=True)
    vivi = s.p2.character(VIVI, rested=True)
    franky = s.p2.character(FRANKY)
    s.p2.deck(CHOPPER, CHOPPER, CHOPPER)
    s.p2.life(CHOPPER, CHOPPER)
    g = s.build()
    don_deck = g.state.don_deck[0]
    g.apply(Action("attack", foxy, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.CONFIRM)              # the DON!! −3 cost is optional
    g.apply(Action("accept"))
    assert g.state.don_deck[0] == don_deck + 3  # exactly 3 DON!! returned
    return g, s.p2.leader_id, robin, vivi, franky


def _to_p2_main(g):
    """The battle is over; P1 ends the turn and P2's Refresh Phase runs."""
    expect_decision(g, 0, DecisionKind.MAIN)
    g.apply(Action("end_phase"))
    expect_decision(g, 1, DecisionKind.MAIN)


def test_op07_059_selects_the_rested_leader_and_a_rested_character_total_of_2():
    g, their_leader, robin, vivi, franky = _attack()
    expect_decision(g, 0, DecisionKind.SELECT)  # the Leader is taken; up to 1 Character
    offered = {a.card for a in g.legal_actions() if a.kind == DecisionKind.SELECT}
    assert offered == {robin, vivi}             # only rested Characters, not Franky
    g.apply(Action("select", robin))
    _to_p2_main(g)
    st = g.state
    assert st.rested[their_leader] and st.rested[robin]   # kept rested
    assert not st.rested[vivi] and not st.rested[franky]


def test_op07_059_may_select_no_character_and_still_keeps_the_leader_rested():
    g, their_leader, robin, vivi, _ = _attack()
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select_done"))              # "Choose no more"
    _to_p2_main(g)
    st = g.state
    assert st.rested[their_leader]
    assert not st.rested[robin] and not st.rested[vivi]


def test_op07_059_with_their_leader_active_a_rested_character_is_still_selected():
    """Q&A: with the opponent's Leader active, 1 rested Character may still
    be selected."""
    g, their_leader, robin, vivi, _ = _attack(their_leader_rested=False)
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", vivi))
    _to_p2_main(g)
    st = g.state
    assert st.rested[vivi] and not st.rested[robin] and not st.rested[their_leader]


def test_op07_059_with_only_2_foxy_pirates_nothing_stays_rested():
    g, their_leader, robin, vivi, _ = _attack(foxy_pirates=2)
    _to_p2_main(g)                              # no selection asked
    st = g.state
    assert not st.rested[their_leader] and not st.rested[robin] and not st.rested[vivi]
