"""OP13-009 Curly.Dadan (Character, cost 1, {Mountain Bandits}): it has
[Double Attack] while its owner has another {Mountain Bandits} type
Character ("other than this card")."""

from optcg.engine.constants import DOUBLE_ATTACK
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card

from cards.common import P1

DADAN = "OP13-009"
BANDIT = custom_card("T-MB", "Bandit", "Character", cost=2, power=3000,
                     types=("Mountain Bandits",))
OTHER = custom_card("T-OT", "Other", "Character", cost=2, power=3000, types=("Navy",))


def _dadan_with(*others):
    s = Scenario(turn=3)
    dadan = s.p1.character(DADAN)
    s.p1.characters(*others)
    return s.build(), dadan


def test_op13_009_gains_double_attack_beside_another_mountain_bandit():
    g, dadan = _dadan_with(BANDIT)
    assert has_keyword(g.state, dadan, DOUBLE_ATTACK)


def test_op13_009_alone_it_does_not_count_itself():
    g, dadan = _dadan_with(OTHER)
    assert not has_keyword(g.state, dadan, DOUBLE_ATTACK)


def test_op13_009_a_second_dadan_counts_as_another_bandit():
    g, dadan = _dadan_with(DADAN)
    st = g.state
    assert has_keyword(st, dadan, DOUBLE_ATTACK)
    assert all(has_keyword(st, c, DOUBLE_ATTACK) for c in st.chars[P1])
