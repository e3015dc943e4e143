"""PRB02-002 Trafalgar Law (Character, 7000): once per turn, −2000 for the turn
instead of leaving the field to the opponent's effect; when attacking, −2000
to an opposing Character. Q&A (qa_prb02.md, PRB02-002): it works at 0 power
or less too."""

from test_card_compiler import card_of

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

CARD = "PRB02-002"
MINUS_8000 = card_of("[Main] Give up to 1 of your opponent's Characters −8000 power during "
                     "this turn.", category="Event", name="Minus", number="T-MINUS-8000", cost=0)
KO_ONE = card_of("[Main] K.O. up to 1 of your opponent's Characters.", category="Event",
                 name="KO One", number="T-KO-ONE", cost=0)
FRANKY = "ST01-010"


def _ko_twice():
    s = Scenario(turn=4, turn_player=1, strict=True)
    law = s.p1.character(CARD)
    a, b = s.p2.hand(KO_ONE, KO_ONE)
    g = s.build()
    g.apply(Action("play", a))
    g.apply(Action("select", law))
    return g, law, b


def test_prb02_002_takes_minus_2000_instead_once_per_turn():
    g, law, second = _ko_twice()
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, "main")
    assert law in g.state.chars[0] and power(g.state, law) == 5000
    g.apply(Action("play", second))
    g.apply(Action("select", law))
    expect_decision(g, 1, "main")                      # not offered again
    assert law in g.state.trash[0]


def test_prb02_002_declined_it_is_koed():
    g, law, second = _ko_twice()
    g.apply(Action("decline"))
    expect_decision(g, 1, "main")
    assert law in g.state.trash[0]


def test_prb02_002_qa_at_0_power_or_less_it_still_applies():
    """qa_prb02.md, PRB02-002."""
    s = Scenario(turn=4, turn_player=1, strict=True)
    law = s.p1.character(CARD)
    minus, a = s.p2.hand(MINUS_8000, KO_ONE)
    g = s.build()
    g.apply(Action("play", minus))
    g.apply(Action("select", law))
    expect_decision(g, 1, "main")
    assert power(g.state, law) == -1000 and law in g.state.chars[0]
    g.apply(Action("play", a))
    g.apply(Action("select", law))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, "main")
    assert law in g.state.chars[0] and power(g.state, law) == -3000


def test_prb02_002_when_attacking_gives_minus_2000():
    s = Scenario(strict=True)
    law = s.p1.character(CARD)
    franky = s.p2.character(FRANKY)
    s.p2.life("ST01-009")
    g = s.build()
    g.apply(Action("attack", law, s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", franky))
    expect_decision(g, 1, "block")
    assert power(g.state, franky) == 4000
