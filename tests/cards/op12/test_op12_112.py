"""OP12-112 Baby 5 (Character, cost 4): "[Trigger] If your Leader is
multicolored, draw 2 cards." """

from optcg.testing import Scenario

from cards.common import P1, P2
from cards.common_battle import use_life_trigger

BABY_5 = "OP12-112"


def _trigger(leader):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(leader)
    s.p1.life(BABY_5, "ST01-006")
    g = use_life_trigger(s)
    return g


def test_op12_112_a_multicolored_leader_draws_2():
    g = _trigger("OP12-061")                       # Donquixote Rosinante, purple/yellow
    assert len(g.state.hand[P1]) == 2


def test_op12_112_a_mono_colored_leader_draws_nothing():
    g = _trigger("ST01-001")
    assert g.state.hand[P1] == []
