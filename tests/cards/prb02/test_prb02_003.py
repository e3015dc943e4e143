"""PRB02-003 Lucky.Roux (Character): a Blocker; when played, trashing a
Character of 6000 power or more from the hand draws 2."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "PRB02-003"
FRANKY = "ST01-010"          # 6000


def test_prb02_003_trashes_a_6000_character_and_draws_2():
    s = Scenario(strict=True)
    roux, franky, vivi = s.p1.hand(CARD, FRANKY, VIVI)
    s.p1.don(active=4)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", roux))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert franky in g.state.trash[0] and set(g.state.hand[0]) == {vivi, deck[0], deck[1]}


def test_prb02_003_no_6000_character_no_draw():
    s = Scenario(strict=True)
    roux, vivi = s.p1.hand(CARD, VIVI)
    s.p1.don(active=4)
    s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", roux))
    assert g.decision.kind == "confirm" and g.decision.player == 0
    assert g.decision.options == (Action("decline"),)   # offered unpaid: CR 3-1-5, 8-3-1-3
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [vivi]


def test_prb02_003_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    roux = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", roux))
    assert g.state.rested[roux]
