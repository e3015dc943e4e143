"""EB04-051 Emet (Character, cost 8, 7000): it cannot attack unless there is
a Character (either player's) with 12000 base power or more; [Trigger] give
all of the opponent's Characters −3000 power during this turn, then, with 0
Life cards, play this card."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P2, attacks_of

EMET = "EB04-051"
HUGE = custom_card("T-12K", "Huge", "Character", cost=9, power=12000)
BIG = custom_card("T-11K", "Big", "Character", cost=9, power=11000)


def _emet_beside(mine=(), theirs=()):
    s = Scenario(turn=3)
    emet = s.p1.character(EMET)
    s.p1.characters(*mine)
    s.p2.characters(*theirs)
    return s.build(), emet


def test_eb04_051_attacks_beside_a_12000_base_power_character_of_either_side():
    g, emet = _emet_beside(mine=(HUGE,))
    assert attacks_of(g, emet)
    g, emet = _emet_beside(theirs=(HUGE,))
    assert attacks_of(g, emet)


def test_eb04_051_cannot_attack_without_one():
    g, emet = _emet_beside(mine=(BIG,), theirs=(BIG,))
    assert not attacks_of(g, emet)


def _triggered(*life):
    s = Scenario(turn=3)
    attacker, other = s.p1.characters("ST01-010", "ST01-008")
    card = s.p2.life(EMET, *life)[0]
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    return g, card, attacker, other


def test_eb04_051_trigger_at_0_life_weakens_and_plays_it():
    g, card, attacker, other = _triggered()
    st = g.state
    assert power(st, attacker) == 3000 and power(st, other) == 2000
    assert card in st.chars[P2]


def test_eb04_051_trigger_with_life_left_only_weakens():
    g, card, attacker, other = _triggered("ST01-006")
    st = g.state
    assert power(st, other) == 2000 and card in st.trash[P2] and card not in st.chars[P2]
