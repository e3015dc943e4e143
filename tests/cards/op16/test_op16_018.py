"""OP16-018 Rockstar (Character): "[Once Per Turn] If your {Red-Haired
Pirates} type Character would be K.O.'d, you may trash 1 Character card with
6000 power or more from your hand instead."."""

from optcg import Action
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, accept, koed_by_opponent, on_field, pick
from ..replacing import KO_ALL
from .whitebeard import BIG_8000, RED_HAIRED

ROCKSTAR = "OP16-018"


def test_op16_018_trashes_a_6000_card_instead_of_the_ko():
    b = koed_by_opponent(RED_HAIRED, chars=[ROCKSTAR], hand=[BIG_8000, PLAIN])
    g = b.game
    accept(g)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {b.hand[0]}
    pick(g, b.hand[0])
    expect(g, "main", P2)
    assert b.card in g.state.chars[P1] and b.hand[0] in g.state.trash[P1]


def test_op16_018_once_per_turn_and_not_for_another_type():
    b = on_field(RED_HAIRED, turn_player=P2, chars=[ROCKSTAR, PLAIN],
                 hand=[BIG_8000, BIG_8000], their_hand=[KO_ALL])
    g = b.game
    g.apply(Action("play", g.state.hand[P2][0]))      # K.O.s all three at once
    accept(g)
    pick(g, b.hand[0])
    expect(g, "main", P2)
    st = g.state
    assert b.card in st.chars[P1]                      # one replacement only
    assert b.chars[1] in st.trash[P1]                  # PLAIN is not {Red-Haired Pirates}
    assert b.hand[1] in st.hand[P1]
