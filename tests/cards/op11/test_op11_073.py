"""OP11-073 Charlotte Linlin (Character): [Rush] while its player's Leader
has the {Big Mom Pirates} type; and [On Your Opponent's Attack], once per
turn, for DON!! −5: its player declares a cost and reveals the top card of
the opponent's deck; when that card has the declared cost, their Leader may
gain +2000 power for the turn.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

LINLIN = "OP11-073"
COST_7 = custom_card("T-C7", "Cost seven", cost=7, power=1000)
ATTACKER = custom_card("T-ATK", "Attacker", cost=3, power=6000)
BIG_MOM_LEADER = custom_card("T-BML", "Big Mom Leader", "Leader", power=5000,
                             types=("Big Mom Pirates",))


def _attacked(declared: int):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.character(LINLIN)
    s.p1.don(active=6)
    s.p1.life("ST01-006", "ST01-006")
    s.p2.deck(COST_7)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    expect(g, "confirm", P1)                      # DON!! −5 is optional
    g.apply(Action("accept"))
    while g.decision.kind == "return_don":        # which DON!! go back
        g.apply(g.legal_actions()[0])
    assert g.state.don_active[P1] + g.state.don_rested[P1] == 1, "5 of the 6 DON!! returned"
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, declared))
    return g, s


def test_op11_073_a_match_gives_the_leader_plus_2000_for_the_turn():
    g, s = _attacked(7)
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    assert power(g.state, s.p1.leader_id) == 7000
    while g.decision.player == P1 and g.decision.kind != "main":
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("end_counters", "select_done")), acts[-1]))
    assert len(g.state.life[P1]) == 2, "7000 against 6000: no damage"


def test_op11_073_no_match_no_power():
    g, s = _attacked(2)
    assert power(g.state, s.p1.leader_id) == 5000


def test_op11_073_rush_with_a_big_mom_pirates_leader_only():
    for leader, rush in ((BIG_MOM_LEADER, True), (None, False)):
        s = Scenario(turn=3)
        if leader is not None:
            s.p1.leader(leader)
        linlin, = s.p1.hand(LINLIN)
        s.p1.don(active=10)
        g = s.build()
        g.apply(Action("play", linlin))
        can_attack = any(a.kind == "attack" and a.card == linlin for a in g.legal_actions())
        assert can_attack is rush
