"""OP07-031 Bartolomeo (Character, cost 3, [Blocker]): in your turn, once
per turn, when a Character is rested by your effect, draw 1 card and trash 1
card from your hand.  Resting your own Character to pay "Rest this
Character:" counts (qa_op07.md, OP07-031 Q1); an attack does not."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

BARTOLOMEO = "OP07-031"
RESTER = custom_card("T-RS", "Rester", "Character", L.Ability(L.ON_PLAY, steps=(
    L.Rest(L.Choose(L.Cards(L.OPPONENT))),)), cost=1)
SELF_RESTER = custom_card("T-SR", "Self Rester", "Character", L.Ability(
    L.ACTIVATE_MAIN, steps=(L.PowerChange(L.This(), 1000, L.THIS_TURN),),
    cost=(L.RestThis(),)), cost=1)
FILLER = "ST01-006"


def _board():
    s = Scenario(turn=3, strict=True)
    bart = s.p1.character(BARTOLOMEO)
    self_rester = s.p1.character(SELF_RESTER)
    rester, fodder = s.p1.hand(RESTER, FILLER)
    s.p1.deck(*[FILLER] * 5)
    s.p1.don(active=2)
    target = s.p2.character(FILLER)
    return s.build(), bart, self_rester, rester, fodder, target


def _draw_and_trash(g, fodder):
    expect(g, "select", P1)                         # trash 1 card from your hand
    g.apply(Action("select", fodder))
    expect(g, "main", P1)


def test_op07_031_an_opponents_character_rested_by_your_effect_draws_and_trashes():
    g, _bart, _self_rester, rester, fodder, target = _board()
    g.apply(Action("play", rester))
    expect(g, "select", P1)
    g.apply(Action("select", target))
    _draw_and_trash(g, fodder)
    st = g.state
    assert st.rested[target] and fodder in st.trash[P1]
    assert len(st.hand[P1]) == 1 and len(st.deck[P1]) == 4, "1 card drawn"


def test_op07_031_q1_resting_your_own_character_as_a_cost_counts_once_per_turn():
    """qa_op07.md, OP07-031 Q1: "Rest this Character:" rests a Character by
    your effect.  [Once Per Turn]: the second rest draws nothing."""
    g, _bart, self_rester, rester, fodder, target = _board()
    g.apply(Action("activate", self_rester, 0))
    _draw_and_trash(g, fodder)
    assert len(g.state.deck[P1]) == 4
    g.apply(Action("play", rester))
    g.apply(Action("select", target))
    expect(g, "main", P1)
    assert len(g.state.deck[P1]) == 4, "[Once Per Turn]"


def test_op07_031_an_attack_is_not_a_rest_by_an_effect():
    g, bart, _self_rester, _rester, _fodder, _target = _board()
    g.apply(Action("attack", bart, g.state.leaders[1]))
    assert len(g.state.deck[P1]) == 5
