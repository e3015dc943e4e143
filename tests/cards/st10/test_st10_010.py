"""ST10-010 Trafalgar Law (Character): a Blocker; when played, for DON!! −1, an
opponent holding 7 or more cards loses 2 of them. Q&A (qa_st-10.md,
ST10-010): the player who played him picks them, face-down."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, RETURN_DON, SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "ST10-010"


def _play(their_hand):
    s = Scenario(strict=True)
    law, = s.p1.hand(CARD)
    s.p1.don(active=5)
    theirs = s.p2.hand(*[VIVI] * their_hand)
    g = s.build()
    g.apply(Action("play", law))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 0))
    return g, theirs


def test_st10_010_qa_trashes_2_of_7_chosen_face_down_by_the_activating_player():
    """qa_st-10.md, ST10-010."""
    g, theirs = _play(7)
    for _ in range(2):
        expect_decision(g, 0, SELECT)
        # face-down: the options do not name the opponent's cards
        assert all(g.describe(a).startswith("Choose ") and "Vivi" not in g.describe(a)
                   for a in g.legal_actions())
        g.apply(g.legal_actions()[0])
    expect_decision(g, 0, "main")
    assert len(g.state.hand[1]) == 5 and len(g.state.trash[1]) == 2


def test_st10_010_six_cards_nothing_trashed():
    g, theirs = _play(6)
    expect_decision(g, 0, "main")
    assert g.state.hand[1] == theirs and g.don(0).deck == 6


def test_st10_010_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    law = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", law))
    assert g.state.rested[law]
