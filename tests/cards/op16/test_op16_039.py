"""OP16-039 Gum-Gum Twin Jet Pistol (Event, cost 1): [Main] up to 1 of your
[Monkey.D.Luffy] cards gains [Double Attack] during this turn, then, with an
{Impel Down} type Leader, rest up to 2 of the opponent's Characters with a
cost of 3 or less; [Trigger] rest the opponent's Leader (no choice)."""

from optcg import Action
from optcg.engine.constants import DOUBLE_ATTACK
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

PISTOL = "OP16-039"
LUFFY = custom_card("T-LUF", "Monkey.D.Luffy", "Character", cost=5, power=6000)
IMPEL_LEADER = custom_card("T-IDL", "Warden", "Leader", power=5000, life=4,
                           types=("Impel Down",), colors=("Green",))


def test_op16_039_main_gives_luffy_double_attack_and_rests_two_small_characters():
    s = Scenario(turn=3)
    s.p1.leader(IMPEL_LEADER)
    [event] = s.p1.hand(PISTOL)
    s.p1.don(active=1)
    luffy = s.p1.character(LUFFY)
    small, also_small, big = s.p2.characters("ST01-006", "ST01-008", "ST01-010")
    g = s.build()
    g.apply(Action("play", event))
    expect(g, "select", P1)
    g.apply(Action("select", luffy))
    expect(g, "select", P1)
    assert selectable(g) == {small, also_small}, "cost 3 or less"
    g.apply(Action("select", small))
    g.apply(Action("select", also_small))
    st = g.state
    assert has_keyword(st, luffy, DOUBLE_ATTACK)
    assert st.rested[small] and st.rested[also_small] and not st.rested[big]


def _hit(use: bool):
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")
    [life] = s.p2.life(PISTOL)
    g = s.build()
    leader = s.p1.leader_id
    assert not g.state.rested[leader]
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger" if use else "decline_trigger"))
    return g, leader, life


def test_op16_039_trigger_rests_the_opponents_leader():
    g, leader, life = _hit(True)
    assert g.state.rested[leader] and life in g.state.trash[P2]


def test_op16_039_trigger_declined_leaves_the_leader_active():
    g, leader, life = _hit(False)
    assert not g.state.rested[leader] and life in g.state.hand[P2]
