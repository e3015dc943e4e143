"""ST30-001 Luffy & Ace (Leader, 6000): "If you have a Character with 7000
base power or more, give this Leader −2000 power. [Opponent's Turn] All of
your [Portgas.D.Ace] and [Monkey.D.Luffy] cards gain +3000 power."
"""

from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card

from cards.common import P2

LEADER = "ST30-001"
BIG = custom_card("T-BIG7", "Big", cost=6, power=7000)
SMALLER = custom_card("T-SMALL6", "Smaller", cost=5, power=6000)
ACE = custom_card("T-ACE", "Portgas.D.Ace", cost=3, power=4000)
LUFFY = custom_card("T-LUFFY", "Monkey.D.Luffy", cost=3, power=4000)
OTHER = custom_card("T-SABO", "Sabo", cost=3, power=4000)


def _board(*chars, turn_player=0):
    s = Scenario(turn=4 if turn_player else 3, turn_player=turn_player)
    leader = s.p1.leader(LEADER)
    ids = [s.p1.character(c) for c in chars]
    return leader, ids, s.build()


def test_st30_001_a_7000_base_power_character_costs_the_leader_2000():
    leader, _, g = _board(BIG)
    assert power(g.state, leader) == 4000
    leader, _, g = _board(SMALLER)
    assert power(g.state, leader) == 6000


def test_st30_001_in_the_opponents_turn_ace_and_luffy_cards_gain_3000():
    leader, (ace, luffy, sabo), g = _board(ACE, LUFFY, OTHER, turn_player=P2)
    assert power(g.state, ace) == 7000 and power(g.state, luffy) == 7000
    assert power(g.state, sabo) == 4000
    assert power(g.state, leader) == 6000, "\"Luffy & Ace\" is neither name (CR 2-1-2)"


def test_st30_001_not_in_your_own_turn():
    leader, (ace,), g = _board(ACE)
    assert power(g.state, ace) == 4000 and power(g.state, leader) == 6000
