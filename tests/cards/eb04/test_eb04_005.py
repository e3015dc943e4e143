"""EB04-005 Trafalgar Law (Character, cost 3, 5000): it cannot attack unless
the opponent has 2 or more Characters with a base power of 5000 or more (a
permanent effect, L.NegatedIf: base power, not power, counts, CR 4-9)."""

from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card

from cards.common import attacks_of

LAW = "EB04-005"
FIVE = custom_card("T-5K", "Five", "Character", cost=4, power=5000)
FOUR_PUMPED = custom_card("T-4P", "Pumped", "Character",
                          L.Static(effect=L.StaticPower(target=L.This(), amount=2000)),
                          cost=3, power=4000)


def _law_against(*theirs):
    s = Scenario(turn=3)
    law = s.p1.character(LAW)
    s.p2.characters(*theirs)
    return s.build(), law


def test_eb04_005_attacks_when_the_opponent_has_two_5000_base_characters():
    g, law = _law_against(FIVE, FIVE)
    assert attacks_of(g, law)


def test_eb04_005_cannot_attack_with_only_one():
    g, law = _law_against(FIVE)
    assert not attacks_of(g, law)


def test_eb04_005_power_raised_by_an_effect_is_not_base_power():
    g, law = _law_against(FIVE, FOUR_PUMPED)          # 6000 power, 4000 base
    assert not attacks_of(g, law)
