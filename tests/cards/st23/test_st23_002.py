"""ST23-002 Shanks (Character, cost 9): "If your opponent has a Character
with 8000 base power or more, give this card in your hand −3 cost." and [On
Play] if your Leader has the {Red-Haired Pirates} type or is [Uta], your
Leader gains +2000 power until the end of your opponent's next End Phase.
(The Q&A on ST23-002 turns on another card raising a base power: the same
rule, base power, is tested here with printed 8000 and 7000.)"""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.stats import cost, power
from optcg.testing import Scenario, expect_decision

CARD = "ST23-002"
GROUNT = "EB02-042"          # 8000 base power
KID = "ST02-013"             # 7000
RED_HAIRED_LEADER = leader("Red-Haired", types=("Red-Haired Pirates",))


def test_st23_002_costs_6_against_an_8000_base_power_character():
    for foe, expected in ((GROUNT, 6), (KID, 9)):
        s = Scenario(strict=True)
        shanks, = s.p1.hand(CARD)
        s.p2.character(foe)
        s.p1.don(active=6)
        g = s.build()
        assert cost(g.state, shanks) == expected
        assert (Action("play", shanks) in g.legal_actions()) is (expected == 6)


def test_st23_002_on_play_leader_plus_2000_through_the_opponents_turn():
    for lead, bonus in ((RED_HAIRED_LEADER, 2000), (leader("Uta"), 2000), (leader("Plain"), 0)):
        s = Scenario(strict=True)
        s.p1.leader(lead)
        shanks, = s.p1.hand(CARD)
        s.p1.don(active=9)
        s.p1.deck("ST01-009", "ST01-009")
        g = s.build()
        g.apply(Action("play", shanks))
        expect_decision(g, 0, "main")
        assert power(g.state, s.p1.leader_id) == 5000 + bonus
        g.apply(Action("end_phase"))
        expect_decision(g, 1, "main")
        assert power(g.state, s.p1.leader_id) == 5000 + bonus
        g.apply(Action("end_phase"))
        expect_decision(g, 0, "main")
        assert power(g.state, s.p1.leader_id) == 5000
