"""OP16-011 Vista (Character): "[On Play] You may reveal 1 Character card
with 8000 power from your hand: Draw 1 card." and "[DON!! x1] [When
Attacking] K.O. up to 2 of your opponent's Characters with 2000 base power
or less."."""

from optcg import Action
from optcg.testing import Scenario, expect

from ..common_play import P1, P2, PLAIN, accept, pick, play_from_hand, times_activated
from .whitebeard import BIG_8000, SMALL

VISTA = "OP16-011"


def test_op16_011_on_play_reveals_an_8000_card_to_draw():
    b = play_from_hand(VISTA, hand=[BIG_8000], deck=[PLAIN, PLAIN])
    g = b.game
    accept(g)
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert g.state.hand[P1] == [b.hand[0], b.deck[0]]


def _attack(given):
    s = Scenario(strict=True)
    vista = s.p1.character(VISTA, don=given)
    smalls = [s.p2.character(SMALL), s.p2.character(SMALL)]
    big = s.p2.character(PLAIN)
    s.p2.life(PLAIN)
    g = s.build()
    g.apply(Action("attack", vista, s.p2.leader_id))
    return g, vista, smalls, big


def test_op16_011_when_attacking_with_a_don_kos_2_small_characters():
    g, vista, smalls, big = _attack(1)
    pick(g, *smalls)
    expect(g, "block", P2)
    assert set(smalls) <= set(g.state.trash[P2]) and big in g.state.chars[P2]


def test_op16_011_when_attacking_without_a_don_nothing():
    g, vista, smalls, big = _attack(0)
    expect(g, "block", P2)
    assert times_activated(g, vista) == 0 and set(smalls) <= set(g.state.chars[P2])
