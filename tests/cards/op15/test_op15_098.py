"""OP15-098 Monkey.D.Luffy (Leader): if your {Sky Island} type Character with
6000 base power or more would be removed from the field by your opponent,
you may add the top card of your Life to your hand instead (CR 8-1-3-4).

Official Q&A on OP15-098: two such Characters removed at the same time by an
opponent's effect are both kept for one Life card; with 0 Life cards the
Character cannot be kept.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import ko_by_opponents_effect

LUFFY = "OP15-098"
SKY_6000 = custom_card("T-SKY6", "Sky Six", cost=5, power=6000, types=("Sky Island",))
SKY_5000 = custom_card("T-SKY5", "Sky Five", cost=4, power=5000, types=("Sky Island",))
OTHER_6000 = custom_card("T-OTHER6", "Other Six", cost=5, power=6000, types=("Navy",))


def _opponent_kos(*mine, life_cards=2):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(LUFFY)
    chars = [s.p1.character(c) for c in mine]
    life = s.p1.life(*("ST01-006", "ST01-004")[:life_cards])
    g = ko_by_opponents_effect(s, *chars)
    return chars, life, g


def test_op15_098_a_sky_island_6000_character_stays_for_the_top_life_card():
    (sky,), life, g = _opponent_kos(SKY_6000)
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "main", P2)
    assert sky in g.state.chars[P1]
    assert g.state.hand[P1] == [life[0]] and g.state.life[P1] == [life[1]]


def test_op15_098_two_removed_together_are_both_kept_for_one_life_card():
    both, life, g = _opponent_kos(SKY_6000, SKY_6000)
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "main", P2)
    assert all(c in g.state.chars[P1] for c in both)
    assert len(g.state.life[P1]) == 1, "one Life card for both (Q&A OP15-098)"


def test_op15_098_not_under_6000_base_power_nor_another_type_nor_without_life():
    for card, life_cards in ((SKY_5000, 2), (OTHER_6000, 2), (SKY_6000, 0)):
        (c,), life, g = _opponent_kos(card, life_cards=life_cards)
        expect(g, "main", P2)
        assert c in g.state.trash[P1], card.name


def test_op15_098_declined_the_character_is_koed():
    (sky,), life, g = _opponent_kos(SKY_6000)
    g.apply(Action("decline"))
    assert sky in g.state.trash[P1] and len(g.state.life[P1]) == 2
