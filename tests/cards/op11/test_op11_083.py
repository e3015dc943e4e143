"""OP11-083 Caribou (Character): a Blocker; when played, 2 hand cards are
trashed. Q&A (qa_op11.md, OP11-083): with 1 card in the hand he may still be
played, and that card goes."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP11-083"


def test_op11_083_trashes_2_chosen_cards():
    s = Scenario(strict=True)
    caribou, a, b, c = s.p1.hand(CARD, VIVI, VIVI, VIVI)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", caribou))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", a))
    g.apply(Action("select", c))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [b] and {a, c} <= set(g.state.trash[0])


def test_op11_083_qa_one_card_in_hand_is_trashed():
    """qa_op11.md, OP11-083."""
    s = Scenario(strict=True)
    caribou, a = s.p1.hand(CARD, VIVI)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", caribou))
    expect_decision(g, 0, SELECT)                      # strict: the only card is still asked
    g.apply(Action("select", a))
    expect_decision(g, 0, "main")
    assert caribou in g.state.chars[0] and g.state.hand[0] == [] and a in g.state.trash[0]


def test_op11_083_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    caribou = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", caribou))
    assert g.state.rested[caribou]
