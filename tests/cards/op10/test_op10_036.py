"""OP10-036 Perona (Character, cost 4): in your turn, once per turn, when a
Character is rested by your effect, up to 1 of your DON!! cards is set as
active.  Not in the opponent's turn."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

PERONA = "OP10-036"
RESTER = custom_card("T-RS", "Rester", "Character", L.Ability(L.ON_PLAY, steps=(
    L.Rest(L.Choose(L.Cards(L.OPPONENT))),)), cost=1)
FILLER = "ST01-006"


def test_op10_036_sets_a_don_active_when_your_effect_rests_a_character():
    s = Scenario(turn=3, strict=True)
    s.p1.character(PERONA)
    rester, = s.p1.hand(RESTER)
    s.p1.don(active=1, rested=2)
    target = s.p2.character(FILLER)
    g = s.build()
    g.apply(Action("play", rester))                 # 1 DON!! rested: 0 active, 3 rested
    expect(g, "select", P1)
    g.apply(Action("select", target))
    expect(g, "choose_number", P1)                  # "up to 1"
    g.apply(Action("number", -1, 1))
    expect(g, "main", P1)
    assert g.state.rested[target] and g.don(P1).active == 1 and g.don(P1).rested == 2


def test_op10_036_not_in_the_opponents_turn():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.character(PERONA)
    s.p1.don(rested=2)
    rester, = s.p2.hand(RESTER)
    s.p2.don(active=1)
    target = s.p1.character(FILLER)
    g = s.build()
    g.apply(Action("play", rester))
    expect(g, "select", P2)
    g.apply(Action("select", target))
    expect(g, "main", P2)
    assert g.state.rested[target] and g.don(P1).active == 0
