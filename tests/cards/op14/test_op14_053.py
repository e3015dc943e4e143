"""OP14-053 Vista: [Blocker]; [Opponent's Turn] while its player has 7 or
less cards in hand, this Character's base power becomes its player's
Leader's base power (CR 4-9; a permanent effect, CR 8-1-3-3)."""

from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import base_power, keywords, power
from optcg.testing import Scenario, custom_card

VISTA = "OP14-053"                     # printed power 4000
BIG_LEADER = custom_card("T-LEAD-6", "Big leader", "Leader", power=6000)
SMALL_LEADER = custom_card("T-LEAD-3", "Small leader", "Leader", power=3000)
FILLER = custom_card("T-FILL", "Filler", "Character", power=1000)


def _vista(leader, hand: int, turn_player: int = 0):
    s = Scenario(turn=3, turn_player=turn_player)
    s.p2.leader(leader)
    vista = s.p2.character(VISTA)
    s.p2.hand(*[FILLER] * hand)
    game = s.build()
    return game.state, vista


def test_op14_053_base_power_is_the_leaders_on_the_opponents_turn():
    st, vista = _vista(BIG_LEADER, hand=7)
    assert base_power(st, vista) == 6000 and power(st, vista) == 6000


def test_op14_053_a_lower_leader_base_power_lowers_it_too():
    st, vista = _vista(SMALL_LEADER, hand=3)
    assert base_power(st, vista) == 3000 and power(st, vista) == 3000


def test_op14_053_not_with_8_cards_in_hand():
    st, vista = _vista(BIG_LEADER, hand=8)
    assert base_power(st, vista) == 4000


def test_op14_053_not_on_its_own_turn():
    st, vista = _vista(BIG_LEADER, hand=2, turn_player=1)
    assert base_power(st, vista) == 4000


def test_op14_053_has_blocker():
    st, vista = _vista(BIG_LEADER, hand=2)
    assert keywords(st, vista) & KEYWORD_BITS["Blocker"]
