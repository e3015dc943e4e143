"""EB01-001 Kouzuki Oden (Leader): your {Land of Wano} type Character cards
without a Counter have a +1000 Counter; [DON!! x1] [When Attacking] with a
{Land of Wano} type Character of cost 5 or more, this Leader gains +1000
power until the start of your next turn (kept when that Character goes:
the EB01-001 Q&A)."""

import pytest

from optcg import Action
from optcg.engine.stats import counter, power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2

ODEN = "EB01-001"
WANO = custom_card("T-WAN", "Wano", cost=2, power=3000, types=("Land of Wano",))
WANO_5 = custom_card("T-WA5", "Wano five", cost=5, power=6000, types=("Land of Wano",))
WANO_COUNTER = custom_card("T-WAC", "Wano counter", cost=2, power=3000, counter=2000,
                           types=("Land of Wano",))
OTHER = custom_card("T-OTH", "Other", cost=2, power=3000, types=("Navy",))
ATTACKER = custom_card("T-ATK", "Attacker", cost=5, power=6000)


def test_eb01_001_land_of_wano_cards_without_a_counter_have_1000_in_hand():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(ODEN)
    wano, printed, other = s.p1.hand(WANO, WANO_COUNTER, OTHER)
    attacker = s.p2.character(ATTACKER)
    game = s.build()
    st = game.state
    assert (counter(st, wano), counter(st, printed), counter(st, other)) == (1000, 2000, 0)
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "counter")
    used = {a.card for a in game.legal_actions() if a.kind == "counter"}
    assert wano in used and printed in used and other not in used
    game.apply(Action("counter", wano, s.p1.leader_id))
    assert power(game.state, s.p1.leader_id) == 6000
    assert wano in game.state.trash[P1]


@pytest.mark.parametrize("character, expected", [(WANO_5, 7000), (WANO, 6000)])
def test_eb01_001_when_attacking_with_a_cost_5_land_of_wano_character(character, expected):
    s = Scenario(turn=3)
    oden = s.p1.leader(ODEN, don=1)
    s.p1.character(character)
    game = s.build()
    game.apply(Action("attack", oden, s.p2.leader_id))
    assert power(game.state, oden) == expected        # 5000, +1000 DON!!, +1000 with cost 5
