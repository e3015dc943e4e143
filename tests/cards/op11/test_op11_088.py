"""OP11-088 Shu (Character, cost 4, [Blocker]): [Once Per Turn] when one of
your opponent's Characters attacks, you may activate this: if that
Character has the <Slash> attribute, this Character gains +5000 power
during this battle.  An attack by the opponent's Leader does not activate
it."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2

SHU = "OP11-088"
SLASH = "EB01-025"          # a Character with the <Slash> attribute and no effect
STRIKE = "EB01-014"         # a Character with the <Strike> attribute and no effect


def _attacked_by(attacker_number, leader=False):
    s = Scenario(turn=4, turn_player=P2)
    shu = s.p1.character(SHU)
    s.p1.life(STRIKE)
    attacker = s.p2.character(attacker_number)
    g = s.build()
    who = s.p2.leader_id if leader else attacker
    g.apply(Action("attack", who, s.p1.leader_id))
    return g, shu


def test_op11_088_a_slash_character_attacking_gives_shu_5000():
    g, shu = _attacked_by(SLASH)
    expect_decision(g, P1, "confirm")                 # "can be activated": the player's choice
    g.apply(Action("accept"))
    assert power(g.state, shu) == 10000
    g.apply(Action("no_block"))
    assert power(g.state, shu) == 5000                 # during this battle only


def test_op11_088_declined_or_another_attribute_gives_nothing():
    g, shu = _attacked_by(SLASH)
    g.apply(Action("decline"))
    assert power(g.state, shu) == 5000
    g, shu = _attacked_by(STRIKE)
    if (g.decision.player, g.decision.kind) == (P1, "confirm"):
        g.apply(Action("accept"))
    assert power(g.state, shu) == 5000


def test_op11_088_not_when_the_leader_attacks():
    g, shu = _attacked_by(SLASH, leader=True)
    assert (g.decision.player, g.decision.kind) != (P1, "confirm")
    assert power(g.state, shu) == 5000
