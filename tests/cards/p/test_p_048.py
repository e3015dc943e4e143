"""P-048 Arlong (Character, cost 3): [DON!! x1] [When Attacking] if you have
4 or more Life cards, your opponent places 1 card of their choice from their
hand at the bottom of their deck (the owner of the hand chooses: official
ruling on P-048)."""

from optcg import Action
from optcg.testing import Scenario

from ..common import P2
from ..placing import FILLER, placed_at_bottom, places

ARLONG = "P-048"


def _attacks(life, don=1):
    s = Scenario(turn=3)
    arlong = s.p1.character(ARLONG, don=don)
    s.p1.life(*[FILLER] * life)
    theirs = s.p2.hand(FILLER, FILLER)
    s.p2.life(FILLER, FILLER)
    g = s.build()
    g.apply(Action("attack", arlong, s.p2.leader_id))
    return g, theirs


def test_p_048_with_4_life_and_a_don_the_opponent_places_one():
    g, theirs = _attacks(4)
    places(g, P2, theirs[0])
    placed_at_bottom(g, P2, theirs[0])
    assert theirs[1] in g.state.hand[P2]


def test_p_048_not_with_3_life_nor_without_a_don():
    for life, don in ((3, 1), (4, 0)):
        g, theirs = _attacks(life, don)
        assert (g.decision.player, g.decision.kind) != (P2, "select"), (life, don)
        assert not set(theirs) & set(g.state.deck[P2]), (life, don)
