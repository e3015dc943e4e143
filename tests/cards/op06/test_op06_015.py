"""OP06-015 Lily Carnation (Character, cost 4): [Activate: Main] [Once Per
Turn], trashing 1 of your Characters with 6000 power or more: play up to 1
{FILM} type Character card with 2000 to 5000 power from your trash rested."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

LILY = "OP06-015"
BIG = custom_card("T-BG", "Big", cost=6, power=6000)


def _film(name, power):
    return custom_card(f"T-F{power}", name, cost=3, power=power, types=("FILM",))


def test_op06_015_plays_a_film_character_of_2000_to_5000_power_from_the_trash_rested():
    s = Scenario(turn=3, strict=True)
    lily = s.p1.character(LILY)
    big = s.p1.character(BIG)
    low, two, five, high = s.p1.trash(_film("Low", 1000), _film("Two", 2000),
                                      _film("Five", 5000), _film("High", 6000))
    g = s.build()
    g.apply(Action("activate", lily, 0))
    expect(g, "select", P1)                         # the cost: 1 Character of 6000 or more
    g.apply(Action("select", big))
    expect(g, "select", P1)
    assert selectable(g) == {two, five}
    g.apply(Action("select", five))
    expect(g, "main", P1)
    st = g.state
    assert five in st.chars[P1] and st.rested[five] and big in st.trash[P1]


def test_op06_015_cannot_be_activated_without_a_6000_power_character():
    s = Scenario(turn=3, strict=True)
    lily = s.p1.character(LILY)                     # 0 power
    s.p1.trash(_film("Two", 2000))
    g = s.build()
    assert Action("activate", lily, 0) not in g.legal_actions()
