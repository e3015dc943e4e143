"""OP10-037 Lim (Character): once per turn, resting an ODYSSEY Character keeps
her on the field against the opponent's removal; at the end of your turn an
ODYSSEY Character stands up."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..replacing import RETURN_ALL

CARD = "OP10-037"
LUCCI = "OP09-038"           # {ODYSSEY}


def _return_all(*mine, rested=()):
    s = Scenario(turn=4, turn_player=1, strict=True)
    lim = s.p1.character(CARD)
    ids = [s.p1.character(c, rested=c in rested) for c in mine]
    e, = s.p2.hand(RETURN_ALL)
    g = s.build()
    g.apply(Action("play", e))
    return g, lim, ids


def test_op10_037_rests_an_odyssey_character_to_stay():
    g, lim, (lucci,) = _return_all(LUCCI)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {lim, lucci}
    g.apply(Action("select", lucci))
    expect_decision(g, 1, "main")
    st = g.state
    assert lim in st.chars[0] and lucci in st.hand[0]  # Lucci is not covered: returned


def test_op10_037_no_active_odyssey_character_to_rest():
    s = Scenario(turn=4, turn_player=1, strict=True)
    lim = s.p1.character(CARD, rested=True)
    s.p1.character(VIVI)
    e, = s.p2.hand(RETURN_ALL)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 1, "main")                      # CR 8-1-3-4-5: not offered
    assert lim in g.state.hand[0]


def test_op10_037_end_of_turn_sets_an_odyssey_character_active():
    s = Scenario(strict=True)
    lim = s.p1.character(CARD)
    lucci = s.p1.character(LUCCI, rested=True)
    vivi = s.p1.character(VIVI, rested=True)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {lim, lucci}               # {ODYSSEY} only, not Vivi
    g.apply(Action("select", lucci))
    expect_decision(g, 1, "main")
    assert not g.state.rested[lucci] and g.state.rested[vivi]
