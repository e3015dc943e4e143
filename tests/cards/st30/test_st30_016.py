"""ST30-016 Can You Still Fight, Luffy?! Of Course!! (Event): as a Counter,
+3000 for the battle, then a draw while you have a Portgas.D.Ace and a
Monkey.D.Luffy Character of 6000 base power."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "ST30-016"
ACE_6000 = "P-119"           # [Portgas.D.Ace], 6000
LUFFY_6000 = "ST01-012"      # [Monkey.D.Luffy], 6000


def _counter(*mine):
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=1)
    s.p1.characters(*mine)
    s.p1.life(VIVI)
    top = s.p1.deck(VIVI, VIVI)[0]
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 8000
    return g, top


def test_st30_016_ace_and_luffy_with_6000_draws_1():
    g, top = _counter(ACE_6000, LUFFY_6000)
    assert g.state.hand[0] == [top]


def test_st30_016_only_ace_no_draw():
    g, top = _counter(ACE_6000, VIVI)
    assert g.state.hand[0] == []
