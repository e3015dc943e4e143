"""OP12-061 Donquixote Rosinante (Leader):
- [Once Per Turn] if your [Trafalgar Law] would be K.O.'d, you may add the
  top card of your Life to your hand instead (a replacement, CR 8-1-3-4);
- [Activate: Main] [Once Per Turn] DON!! −1: the next [Trafalgar Law] of
  cost 4 or more played from the hand this turn costs 2 less.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

ROSINANTE = "OP12-061"
LAW = custom_card("T-LAW4", "Trafalgar Law", cost=4, power=3000)
SMALL_LAW = custom_card("T-LAW3", "Trafalgar Law", cost=3, power=3000)
NOT_LAW = custom_card("T-KID4", "Eustass Kid", cost=4, power=3000)
ATTACKER = custom_card("T-BIG", "Big Attacker", cost=5, power=8000)


def _attacked(defender_card, laws=1, life_cards=2):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(ROSINANTE)
    defenders = [s.p1.character(defender_card, rested=True) for _ in range(laws)]
    life = s.p1.life(*("ST01-006", "ST01-004")[:life_cards])
    attackers = [s.p2.character(ATTACKER) for _ in range(laws)]
    return defenders, life, attackers, s.build()


def test_op12_061_a_law_about_to_be_koed_stays_and_the_top_life_card_goes_to_hand():
    (law,), life, (attacker,), g = _attacked(LAW)
    g.apply(Action("attack", attacker, law))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "main", P2)
    assert law in g.state.chars[P1]
    assert g.state.hand[P1] == [life[0]] and g.state.life[P1] == [life[1]]


def test_op12_061_declined_the_law_is_koed_and_life_kept():
    (law,), life, (attacker,), g = _attacked(LAW)
    g.apply(Action("attack", attacker, law))
    g.apply(Action("decline"))
    assert law in g.state.trash[P1] and len(g.state.life[P1]) == 2


def test_op12_061_replaces_once_per_turn_only():
    (law1, law2), life, (a1, a2), g = _attacked(LAW, laws=2)
    g.apply(Action("attack", a1, law1))
    g.apply(Action("accept"))
    g.apply(Action("attack", a2, law2))
    expect(g, "main", P2)                                # not offered a second time
    assert law2 in g.state.trash[P1] and law1 in g.state.chars[P1]


def test_op12_061_another_name_is_not_replaced():
    (kid,), life, (attacker,), g = _attacked(NOT_LAW)
    g.apply(Action("attack", attacker, kid))
    expect(g, "main", P2)
    assert kid in g.state.trash[P1]


def _main(hand_cards, active_don):
    s = Scenario(turn=3)
    rosinante = s.p1.leader(ROSINANTE)
    hand = s.p1.hand(*hand_cards)
    s.p1.don(active=active_don)
    return rosinante, hand, s.build()


def test_op12_061_with_no_life_card_the_law_cannot_be_saved():
    """Q&A OP12-061: with 0 Life cards the replacement cannot be used."""
    (law,), life, (attacker,), g = _attacked(LAW, life_cards=0)
    g.apply(Action("attack", attacker, law))
    expect(g, "main", P2)
    assert law in g.state.trash[P1]


def test_op12_061_don_minus_1_makes_the_next_cost_4_law_cost_2_less():
    rosinante, (law,), g = _main([LAW], active_don=3)
    assert Action("play", law) not in g.legal_actions(), "3 DON!! after paying 1 cannot pay 4"
    g.apply(Action("activate", rosinante, 1))   # its second ability
    expect(g, "main", P1)
    assert g.state.don_deck[P1] == 8, "DON!! −1 returned one DON!! to the DON!! deck"
    g.apply(Action("play", law))
    assert law in g.state.chars[P1] and g.state.don_active[P1] == 0 and g.state.don_rested[P1] == 2
    assert not [a for a in g.legal_actions() if a.kind == "activate"], "[Once Per Turn]"


def test_op12_061_the_reduction_is_for_the_next_law_of_cost_4_or_more_only():
    """Q&A OP12-061: a Character of another name, or a [Trafalgar Law] of
    cost 3 or less, played first leaves the reduction for the next cost-4 Law."""
    rosinante, (small, kid, law), g = _main([SMALL_LAW, NOT_LAW, LAW], active_don=10)
    g.apply(Action("activate", rosinante, 1))   # its second ability
    g.apply(Action("play", small))
    assert g.state.don_rested[P1] == 3, "a cost-3 Law is paid in full"
    g.apply(Action("play", kid))
    assert g.state.don_rested[P1] == 7, "Eustass Kid is paid in full"
    g.apply(Action("play", law))
    assert g.state.don_rested[P1] == 9, "the cost-4 Law still costs 2"
