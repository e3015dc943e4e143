"""OP09-004 Shanks (Character, 12000): the opponent's Characters have −1000
while he is out; Rush."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario

from ..qa import VIVI

CARD = "OP09-004"


def test_op09_004_opponents_characters_lose_1000_while_he_is_on_the_field():
    s = Scenario(strict=True)
    shanks, = s.p1.hand(CARD)
    s.p1.don(active=10)
    mine = s.p1.character(VIVI)
    theirs = s.p2.character(VIVI)
    g = s.build()
    assert power(g.state, theirs) == 4000
    g.apply(Action("play", shanks))
    assert power(g.state, theirs) == 3000 and power(g.state, mine) == 4000
    assert power(g.state, s.p2.leader_id) == 5000      # Characters only


def test_op09_004_rush_attacks_the_turn_he_is_played():
    s = Scenario(strict=True)
    shanks, = s.p1.hand(CARD)
    s.p1.don(active=10)
    g = s.build()
    g.apply(Action("play", shanks))
    assert Action("attack", shanks, s.p2.leader_id) in g.legal_actions()
