"""OP14-062 Gladius (Character, cost 3, 4000): [On K.O.] DON!! −1: K.O. or
rest up to 1 of the opponent's Characters with a base power of 6000 or less
(the player picks the act, then the Character)."""

import pytest

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable
from ..common_battle import ko_by_opponents_effect

GLADIUS = "OP14-062"
SIX = custom_card("T-C6", "Six", cost=5, power=6000)
SEVEN = custom_card("T-C7", "Seven", cost=5, power=7000)


def _koed(active_don: int = 1):
    s = Scenario(turn=4, turn_player=P2)
    gladius = s.p1.character(GLADIUS)
    s.p1.don(active=active_don)
    six, seven = s.p2.character(SIX), s.p2.character(SEVEN)
    g = ko_by_opponents_effect(s, gladius)
    return g, gladius, six, seven


@pytest.mark.parametrize("act", [0, 1])
def test_op14_062_ko_or_rest_a_6000_base_power_character(act):
    g, gladius, six, seven = _koed()
    assert gladius in g.state.trash[P1]
    expect_decision(g, P1, "confirm")                    # DON!! −1
    g.apply(Action("accept"))
    expect_decision(g, P1, "choose_number")              # 0: K.O., 1: rest
    g.apply(Action("number", -1, act))
    expect_decision(g, P1, "select")
    assert six in selectable(g) and seven not in selectable(g)   # 7000 base power: no
    g.apply(Action("select", six))
    st = g.state
    if act == 0:
        assert six in st.trash[P2]
    else:
        assert six in st.chars[P2] and st.rested[six]
    assert seven in st.chars[P2] and not st.rested[seven]
    assert st.don_deck[P1] == 10


def test_op14_062_without_a_don_nothing_happens():
    g, gladius, six, _ = _koed(active_don=0)
    expect_decision(g, P2, "main")
    assert six in g.state.chars[P2] and not g.state.rested[six]
