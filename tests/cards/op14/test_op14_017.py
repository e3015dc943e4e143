"""OP14-017 Chambres (Event): [Main] select 2 of the opponent's Characters
with 9000 base power or less and swap their base powers for this turn
(CR 4-9); official Q&A on OP14-017: one that remains after the other leaves
keeps the swapped value."""

from optcg import Action
from optcg.engine.stats import base_power
from optcg.testing import Scenario, custom_card, expect_decision

CHAMBRES = "OP14-017"
TWO = custom_card("T-TWO", "Two", "Character", power=2000)
SEVEN = custom_card("T-SEVEN", "Seven", "Character", power=7000)
NINE = custom_card("T-NINE", "Nine", "Character", power=9000)
TEN = custom_card("T-TEN", "Ten", "Character", power=10000)


def test_op14_017_swaps_two_opposing_characters_with_9000_base_power_or_less():
    s = Scenario(turn=3)
    two, seven, nine, ten = (s.p2.character(c) for c in (TWO, SEVEN, NINE, TEN))
    mine = s.p1.character(SEVEN)
    event, = s.p1.hand(CHAMBRES)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("play", event))
    expect_decision(game, 0, "select")
    # 10000 base power and your own Characters may not be chosen
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {two, seven, nine}
    game.apply(Action("select", two))
    game.apply(Action("select", nine))
    expect_decision(game, 0, "main")
    st = game.state
    assert base_power(st, two) == 9000 and base_power(st, nine) == 2000
    assert base_power(st, seven) == 7000 and base_power(st, ten) == 10000
    assert base_power(st, mine) == 7000
