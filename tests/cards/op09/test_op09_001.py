"""OP09-001 Shanks (Leader): "[Once Per Turn] This effect can be activated
when your opponent attacks. Give up to 1 of your opponent's Leader or
Character cards −1000 power during this turn."

Official Q&A on OP09-001: not used at the first attack, it may be used at the
second; it works whether the Leader or a Character attacks.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

SHANKS = "OP09-001"
ATTACKER = custom_card("T-ATK", "Attacker", cost=3, power=6000)


def _game():
    s = Scenario(turn=4, turn_player=P2)
    shanks = s.p1.leader(SHANKS)
    s.p1.life("ST01-006", "ST01-006", "ST01-006")
    first, second = s.p2.character(ATTACKER), s.p2.character(ATTACKER)
    return shanks, first, second, s, s.build()


def test_op09_001_the_attacker_gets_minus_1000_and_loses_the_battle():
    shanks, first, second, s, g = _game()
    s_life = len(g.state.life[P1])
    g.apply(Action("attack", s.p2.leader_id, shanks))      # the Leader attacks: still offered
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    g.apply(Action("select", s.p2.leader_id))
    expect(g, "main", P2)
    assert power(g.state, s.p2.leader_id) == 4000
    assert len(g.state.life[P1]) == s_life, "4000 against 5000: no damage"
    g.apply(Action("attack", first, shanks))
    expect(g, "main", P2)                                    # [Once Per Turn]
    g.apply(Action("end_phase"))
    assert power(g.state, s.p2.leader_id) == 5000, "during this turn"


def test_op09_001_declined_at_the_first_attack_is_offered_at_the_second():
    shanks, first, second, s, g = _game()
    g.apply(Action("attack", first, shanks))
    g.apply(Action("decline"))
    g.apply(Action("attack", second, shanks))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    g.apply(Action("select", second))
    assert power(g.state, second) == 5000
