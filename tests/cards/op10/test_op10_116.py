"""OP10-116 Damned Punk (Event): "[Main] Look at up to 1 card from the top of
your or your opponent's Life cards and place it at the top or bottom of the
Life cards. ..."  The card goes back into a Life area, and the options and
the purpose say so, never "the deck" (CR 3-1-7, 4-6)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import CHOPPER, FRANKY, ROBIN, VIVI

CARD = "OP10-116"


def _looked_at(whose: int):
    s = Scenario()
    event, = s.p1.hand(CARD)
    s.p1.don(active=4)
    mine = s.p1.life(CHOPPER, ROBIN)
    theirs = s.p2.life(VIVI, FRANKY)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.SELECT)
    card = (mine if whose == 0 else theirs)[0]
    g.apply(Action("number", -1, whose))        # by place: your top Life card first (CR 3-1-5)
    expect_decision(g, 0, DecisionKind.ARRANGE)
    return g, card


def test_op10_116_places_your_life_card_described_as_life():
    g, card = _looked_at(0)
    texts = {g.describe(a) for a in g.legal_actions()}
    name = f"{g.card(card).name} ({g.card(card).number})"
    assert texts == {f"Put {name} on the top of your Life cards",
                     f"Put {name} on the bottom of your Life cards"}
    assert "Life cards" in g.decision.purpose.text and "deck" not in g.decision.purpose.text
    g.apply(Action("place_bottom", card))
    assert g.state.life[0][0] == card


def test_op10_116_places_the_opponents_life_card_described_as_theirs():
    g, card = _looked_at(1)
    texts = {g.describe(a) for a in g.legal_actions()}
    assert all(t.endswith("of your opponent's Life cards") for t in texts) and len(texts) == 2
    g.apply(Action("place_top", card))
    assert g.state.life[1][-1] == card
