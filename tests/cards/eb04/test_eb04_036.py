"""EB04-036 Foxy (Character): when played, for DON!! −1 and with a Foxy Pirates
Leader, draw 2, trash 1, then rest an opposing Character of cost 9 or less;
once per turn, a rested DON!! from the DON!! deck."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, RETURN_DON, SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "EB04-036"
FOXY_LEADER = leader("Foxy", types=("Foxy Pirates",))
KID = "ST02-013"             # cost 7


def _play(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    foxy, = s.p1.hand(CARD)
    s.p1.don(active=9)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    kid = s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", foxy))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 0))
    return g, foxy, deck, kid


def test_eb04_036_foxy_leader_draws_2_trashes_1_and_rests_a_cost_9():
    g, foxy, deck, kid = _play(FOXY_LEADER)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", deck[0]))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", kid))
    expect_decision(g, 0, "main")
    st = g.state
    assert st.hand[0] == [deck[1]] and deck[0] in st.trash[0] and st.rested[kid]


def test_eb04_036_other_leader_the_don_is_returned_for_nothing():
    g, foxy, deck, kid = _play(leader("Plain"))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [] and not g.state.rested[kid] and g.don(0).deck == 2


def test_eb04_036_activate_adds_a_rested_don_once_per_turn():
    s = Scenario(strict=True)
    foxy = s.p1.character(CARD)
    g = s.build()
    g.apply(Action("activate", foxy, 1))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).rested == 1 and Action("activate", foxy, 1) not in g.legal_actions()
