"""OP06-106 Kouzuki Hiyori (Character, cost 2): "[On Play] You may add 1 card
from the top or bottom of your Life cards to your hand: Add up to 1 card from
your hand to the top of your Life cards."
Official Q&A on OP06-106: the card goes to Life face-down, not shown to the
opponent.
"""

from optcg import Action
from optcg.engine import events as E
from optcg.testing import Scenario, expect

from cards.common import P1, P2

HIYORI = "OP06-106"


def test_op06_106_swaps_a_life_card_for_a_hand_card_face_down():
    s = Scenario(turn=3)
    hiyori, kept = s.p1.hand(HIYORI, "ST01-013")
    top, bottom = s.p1.life("ST01-006", "ST01-004")
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", hiyori))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)                        # the top or the bottom Life card
    g.apply(g.legal_actions()[0])                  # the top one
    expect(g, "select", P1)                        # the hand card for Life
    g.apply(Action("select", kept))
    assert g.state.life[P1][-1] == kept and not g.state.face_up[kept]
    assert top in g.state.hand[P1]
    theirs = [e for e in g.events_for(P2) if getattr(e, "card", -1) == kept]
    assert not theirs, "Q&A OP06-106: the opponent is not shown the card"


def test_op06_106_with_no_life_card_the_cost_cannot_be_paid():
    s = Scenario(turn=3)
    hiyori, kept = s.p1.hand(HIYORI, "ST01-013")
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", hiyori))
    expect(g, "main", P1)
    assert kept in g.state.hand[P1]
