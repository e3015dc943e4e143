"""EB01-014 Sanji (Character, cost 4, 5000): [DON!! x1] [Your Turn] +1000
power for every 3 of its owner's rested DON!! cards (3 rested: +1000, 5
rested: still +1000, 6 rested: +2000)."""

from optcg.engine.stats import power
from optcg.testing import Scenario

SANJI = "EB01-014"


def _power(rested, don_given=1, turn_player=0):
    s = Scenario(turn=3 if turn_player == 0 else 4, turn_player=turn_player)
    sanji = s.p1.character(SANJI, don=don_given)
    s.p1.don(active=0, rested=rested)
    g = s.build()
    return power(g.state, sanji)


def test_eb01_014_gains_1000_for_every_3_rested_don():
    # 5000, +1000 for the given DON!! card in its owner's turn (CR 6-5-5-2)
    assert _power(2) == 6000
    assert _power(3) == 7000
    assert _power(5) == 7000
    assert _power(6) == 8000


def test_eb01_014_needs_a_don_given():
    assert _power(6, don_given=0) == 5000


def test_eb01_014_not_in_the_opponents_turn():
    assert _power(6, turn_player=1) == 5000
