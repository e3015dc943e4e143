"""OP08-040 Atmos (Character): when played, showing 2 Whitebeard Pirates cards
from the hand returns an opposing Character of cost 4 or less to the hand,
if the Leader is a Whitebeard Pirates type. Q&A (qa_op08.md, OP08-040): the
shown cards stay in the hand."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP08-040"
WB_LEADER = leader("Whitebeard", types=("Whitebeard Pirates",))
ATMOS = "OP02-003"           # {Whitebeard Pirates}
KINGDEW = "OP02-006"         # {Whitebeard Pirates}
FRANKY = "ST01-010"          # cost 4
CROCODILE = "OP02-053"       # cost 5


def _play(lead, *hand):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    atmos, *held = s.p1.hand(CARD, *hand)
    s.p1.don(active=4)
    franky, croc = s.p2.character(FRANKY), s.p2.character(CROCODILE)
    g = s.build()
    g.apply(Action("play", atmos))
    return g, held, franky, croc


def test_op08_040_qa_reveals_2_whitebeard_cards_and_returns_a_cost_4():
    """qa_op08.md, OP08-040: the revealed cards go back where they were."""
    g, (a, k, v), franky, croc = _play(WB_LEADER, ATMOS, KINGDEW, VIVI)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {a, k}
    g.apply(Action("select", a))
    g.apply(Action("select", k))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert franky in g.state.hand[1] and g.state.hand[0] == [a, k, v]


def test_op08_040_one_whitebeard_card_cannot_reveal():
    g, held, franky, croc = _play(WB_LEADER, ATMOS, VIVI)
    assert g.decision.kind == "confirm" and g.decision.player == 0
    assert g.decision.options == (Action("decline"),)   # offered unpaid: CR 3-1-5, 8-3-1-3
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert franky in g.state.chars[1]


def test_op08_040_other_leader_reveals_for_nothing():
    g, (a, k), franky, croc = _play(leader("Plain"), ATMOS, KINGDEW)
    g.apply(Action("accept"))
    g.apply(Action("select", a))
    g.apply(Action("select", k))
    expect_decision(g, 0, "main")
    assert franky in g.state.chars[1]
