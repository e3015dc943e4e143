"""OP16-014 Marco (Character): "If one of your Characters would be removed
from the field by your opponent's effect, you may K.O. this Character
instead." and "[On K.O.] You may trash 1 Character card with 8000 power from
your hand: Play this Character card from your trash."."""

from optcg import Action
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, accept, decline, koed_by_opponent, pick
from .whitebeard import BIG_8000

MARCO = "OP16-014"


def test_op16_014_is_koed_instead_and_comes_back_for_an_8000_card():
    b = koed_by_opponent(PLAIN, chars=[MARCO], hand=[BIG_8000])
    g = b.game
    marco = b.chars[0]
    accept(g)                                          # K.O. Marco instead
    accept(g)                                          # its [On K.O.]
    pick(g, b.hand[0])
    expect(g, "main", P2)
    st = g.state
    assert b.card in st.chars[P1] and marco in st.chars[P1] and b.hand[0] in st.trash[P1]


def test_op16_014_declined_the_character_is_koed():
    b = koed_by_opponent(PLAIN, chars=[MARCO], hand=[BIG_8000])
    g = b.game
    decline(g)
    expect(g, "main", P2)
    assert b.card in g.state.trash[P1] and b.chars[0] in g.state.chars[P1]


def test_op16_014_on_ko_without_an_8000_card_stays_in_the_trash():
    b = koed_by_opponent(MARCO, hand=[PLAIN])
    decline(b.game)                                    # itself one of "your Characters"
    # the [On K.O.] cost cannot be paid, but the hand is hidden from P2: it
    # is offered all the same, to be declined only (CR 3-1-5, 8-3-1-3)
    assert b.game.decision.options == (Action("decline"),)
    decline(b.game)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]
