"""OP11-070 Charlotte Pudding (Character, cost 1): [Activate: Main] DON!! −1 and resting this
Character: look at 1 card from the top of the opponent's deck (CR 11-3-1:
the player alone sees it; it stays on top)."""

from optcg import Action
from optcg.engine import events as E
from optcg.testing import Scenario, expect

from cards.common import P1, P2

CARD = "OP11-070"
FILLER = "ST01-006"


def _board(rested=False):
    s = Scenario(turn=3, strict=True)
    card = s.p1.character(CARD, rested=rested)
    s.p1.don(active=2)
    top, below = s.p2.deck("ST01-009", FILLER)
    return s.build(), card, top, below


def test_op11_070_looks_at_the_top_card_of_the_opponents_deck_alone():
    g, card, top, below = _board()
    g.apply(Action("activate", card, 1))
    expect(g, "return_don", P1)
    g.apply(Action("return_don", -1, 1))
    expect(g, "main", P1)
    st = g.state
    assert st.deck[P2][-1] == top and st.deck[P2][-2] == below, "the card stays on top"
    assert st.rested[card] and st.don_deck[P1] == 9
    looked = [e for e in g.events if type(e) is E.Looked]
    assert [(e.player, e.owner, e.cards) for e in looked] == [(P1, P2, (top,))]
    assert E.event_for(looked[0], P1) == looked[0]
    assert E.event_for(looked[0], P2).cards == (E.HIDDEN,)


def test_op11_070_cannot_be_activated_when_rested():
    g, card, _top, _below = _board(rested=True)
    assert Action("activate", card, 1) not in g.legal_actions()
