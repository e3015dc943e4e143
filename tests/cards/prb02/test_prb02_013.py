"""PRB02-013 Gecko Moria (Character): when played with a Thriller Bark Pirates
Leader, a Character of cost 4 or less comes back from the trash rested, then
a rested DON!! is given."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable

CARD = "PRB02-013"
THRILLER_LEADER = leader("Thriller", types=("Thriller Bark Pirates",))
FRANKY = "ST01-010"          # cost 4
KID = "ST02-013"             # cost 7


def _play(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    moria, = s.p1.hand(CARD)
    s.p1.don(active=6, rested=1)
    franky, kid = s.p1.trash(FRANKY, KID)
    g = s.build()
    g.apply(Action("play", moria))
    return s, g, moria, franky, kid


def test_prb02_013_plays_a_cost_4_rested_from_the_trash_and_gives_a_don():
    s, g, moria, franky, kid = _play(THRILLER_LEADER)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}
    g.apply(Action("select", franky))
    assert franky in g.state.chars[0] and g.state.rested[franky]
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", moria))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).given == {moria: 1}


def test_prb02_013_other_leader_nothing():
    s, g, moria, franky, kid = _play(leader("Plain"))
    expect_decision(g, 0, "main")
    assert franky in g.state.trash[0] and g.don(0).given == {}
