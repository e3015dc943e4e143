"""OP07-019 Jewelry Bonney (Leader): "[On Your Opponent's Attack] [Once Per
Turn] ①: rest up to 1 of your opponent's Leader or Character cards" (① rests
one active DON!!, CR 8-3-1-6; an unpayable cost is not offered, CR 8-3-1-3)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

BONNEY = "OP07-019"
ATTACKER = custom_card("T-ATK6", "Attacker", cost=3, power=6000)


def _game(active_don=1):
    s = Scenario(turn=4, turn_player=P2)
    bonney = s.p1.leader(BONNEY)
    s.p1.don(active=active_don, rested=5 - active_don)
    s.p1.life("ST01-006", "ST01-004")
    first, second = s.p2.character(ATTACKER), s.p2.character(ATTACKER)
    return bonney, first, second, s.build()


def test_op07_019_rests_an_opponents_character_for_one_don():
    bonney, first, second, g = _game()
    g.apply(Action("attack", first, bonney))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    g.apply(Action("select", second))
    expect(g, "main", P2)
    assert g.state.rested[second]
    assert g.state.don_active[P1] == 0 and g.state.don_rested[P1] == 5
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card == second]


def test_op07_019_once_per_turn():
    bonney, first, second, g = _game(active_don=2)
    g.apply(Action("attack", first, bonney))
    g.apply(Action("accept"))
    g.apply(Action("select_done"))                 # "up to 1": none chosen
    g.apply(Action("attack", second, bonney))
    expect(g, "main", P2)                          # the second attack asks nothing
    assert g.state.don_active[P1] == 1


def test_op07_019_without_an_active_don_is_not_offered():
    bonney, first, second, g = _game(active_don=0)
    g.apply(Action("attack", first, bonney))
    expect(g, "main", P2)
    assert not g.state.rested[second]


def test_op07_019_declined_at_the_first_attack_is_offered_at_the_second():
    """Q&A OP07-019: not using it the first time leaves it for the second."""
    bonney, first, second, g = _game()
    g.apply(Action("attack", first, bonney))
    expect(g, "confirm", P1)
    g.apply(Action("decline"))
    g.apply(Action("attack", second, bonney))
    expect(g, "confirm", P1)
