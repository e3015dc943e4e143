"""P-088 Trafalgar Law (Character, cost 4): "[Trigger] If your Leader has the
{Supernovas} type and you and your opponent have a total of 5 or less Life
cards, play this card."""

from optcg.testing import Scenario

from cards.common import P1, P2
from cards.common_battle import use_life_trigger

LAW = "P-088"
SUPERNOVA_LEADER = "ST01-001"       # Monkey.D.Luffy, {Supernovas}
OTHER_LEADER = "OP11-040"           # Monkey.D.Luffy, {Straw Hat Crew}


def _trigger(leader, my_life, their_life):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(leader)
    law, *_ = s.p1.life(LAW, *["ST01-006"] * (my_life - 1))
    s.p2.life(*["ST01-006"] * their_life)
    g = use_life_trigger(s)
    return law, g


def test_p_088_plays_itself_with_5_life_in_all_under_a_supernovas_leader():
    law, g = _trigger(SUPERNOVA_LEADER, my_life=2, their_life=4)   # 1 + 4 once taken
    assert law in g.state.chars[P1]


def test_p_088_not_with_6_in_all_nor_under_another_leader():
    for leader, my_life, their_life in ((SUPERNOVA_LEADER, 2, 5), (OTHER_LEADER, 2, 2)):
        law, g = _trigger(leader, my_life, their_life)
        assert law not in g.state.chars[P1], (leader, my_life, their_life)
