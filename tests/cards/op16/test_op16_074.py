"""OP16-074 Magellan: "[On Play] If your Leader has the {Impel Down} type,
your opponent returns 1 DON!! card from their field to their DON!! deck."

The opponent returns the DON!!, but by this card's effect: "by your
effect" on the opponent's side does not see it (CR 8-1-3-4-7; OP04-058).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.events import AbilityActivated
from optcg.testing import Scenario, custom_card

MAGELLAN = "OP16-074"
CROCODILE = "OP04-058"
IMPEL_DOWN_LEADER = custom_card("T-IMPEL", "Impel Down Leader", "Leader", power=5000,
                                colors=("Purple",), types=("Impel Down",))


def _until_main(g) -> None:
    for _ in range(20):
        d = g.decision
        if d is None or (d.kind == "main" and d.player == 0):
            return
        acts = g.legal_actions()
        g.apply(max(acts, key=lambda a: a.target) if d.kind == DecisionKind.CHOOSE_NUMBER
                else acts[0])
    raise AssertionError("the Main Phase did not come back")


def _game(leader):
    s = Scenario(turn=3, turn_player=0)
    s.p1.leader(leader)
    s.p2.leader(CROCODILE)
    magellan, = s.p1.hand(MAGELLAN)
    s.p1.don(active=8, deck=2)
    s.p2.don(active=3, deck=7)
    g = s.build()
    g.apply(Action("play", magellan))
    _until_main(g)
    return s, g


def test_op16_074_opponent_returns_a_don_which_is_not_by_their_effect():
    s, g = _game(IMPEL_DOWN_LEADER)
    st = g.state
    assert st.don_deck[1] == 8 and st.don_active[1] == 2
    assert not any(isinstance(e, AbilityActivated) and e.card == s.p2.leader_id
                   for e in g.events), "OP04-058 must not see the opponent's effect"


def test_op16_074_without_an_impel_down_leader_returns_nothing():
    s, g = _game("ST01-001")
    st = g.state
    assert st.don_deck[1] == 7 and st.don_active[1] == 3
