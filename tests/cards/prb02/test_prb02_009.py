"""PRB02-009 Mr.3(Galdino) (Character, cost 2, [Blocker]): when this
Character is rested by the opponent's effect, its owner may trash it and
draw 2 cards: one "you may" over both (declining does neither)."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

MR3 = "PRB02-009"
RESTER = custom_card("T-RS", "Rester", "Character", L.Ability(L.ON_PLAY, steps=(
    L.Rest(L.Choose(L.Cards(L.OPPONENT))),)), cost=1)
FILLER = "ST01-006"


def _rested_by_opponent():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    mr3 = s.p1.character(MR3)
    s.p1.deck(*[FILLER] * 4)
    rester, = s.p2.hand(RESTER)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("play", rester))
    expect(g, "select", P2)
    g.apply(Action("select", mr3))
    expect(g, "confirm", P1)                        # "you may"
    return g, mr3


def test_prb02_009_trashes_itself_and_draws_2():
    g, mr3 = _rested_by_opponent()
    g.apply(Action("accept"))
    expect(g, "main", P2)
    st = g.state
    assert mr3 in st.trash[P1] and len(st.hand[P1]) == 2


def test_prb02_009_declined_neither_trashes_nor_draws():
    g, mr3 = _rested_by_opponent()
    g.apply(Action("decline"))
    expect(g, "main", P2)
    st = g.state
    assert mr3 in st.chars[P1] and st.rested[mr3] and len(st.hand[P1]) == 0


def test_prb02_009_not_when_rested_by_its_owners_effect():
    s = Scenario(turn=3, strict=True)
    mr3 = s.p1.character(MR3)
    s.p1.deck(*[FILLER] * 4)
    self_rest = custom_card("T-SR", "Self Rest", "Character", L.Ability(L.ON_PLAY, steps=(
        L.Rest(L.Choose(L.Cards(L.YOU))),)), cost=1)
    card, = s.p1.hand(self_rest)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", card))
    expect(g, "select", P1)
    g.apply(Action("select", mr3))
    expect(g, "main", P1)
    assert g.state.rested[mr3] and mr3 in g.state.chars[P1] and len(g.state.hand[P1]) == 0
