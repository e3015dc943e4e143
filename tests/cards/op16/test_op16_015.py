"""OP16-015 Monkey.D.Luffy (Character, cost 4): 'If your Leader's card name
includes "Ace" and you have 6 or more DON!! cards on your field, give this
card in your hand −2 cost.' and "[On Your Opponent's Attack] You may trash 1
Character card with 8000 power from your hand: Your Leader and this
Character's base power becomes 7000 during this turn."  """

from optcg import Action
from optcg.engine.decision_kinds import BLOCK, CONFIRM, SELECT
from optcg.engine.stats import base_power, cost, power
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import VIVI

LUFFY = "OP16-015"
LUFFY_AND_ACE = "ST30-001"   # Leader "Luffy & Ace", 6000 power: −2000 while you have a
                             # Character with 7000 base power or more; in the opponent's
                             # turn your [Monkey.D.Luffy] cards gain +3000
PLAIN_LUFFY = "ST13-003"     # Leader "Monkey.D.Luffy": no "Ace" in its name
ATTACKER = "ST01-008"        # vanilla Character, 5000 power
BIG = custom_card("T-8000", "Eight Thousand", "Character", cost=6, power=8000)


def _hand_cost(leader: str, don: int) -> int:
    s = Scenario()
    s.p1.leader(leader)
    luffy, = s.p1.hand(LUFFY)
    s.p1.don(active=don)
    return cost(s.build().state, luffy)


def test_op16_015_costs_2_less_with_an_ace_leader_and_6_don():
    assert _hand_cost(LUFFY_AND_ACE, 6) == 2


def test_op16_015_full_cost_with_5_don():
    assert _hand_cost(LUFFY_AND_ACE, 5) == 4


def test_op16_015_full_cost_without_ace_in_the_leaders_name():
    assert _hand_cost(PLAIN_LUFFY, 6) == 4


def _attacked(hand):
    s = Scenario(turn=4, turn_player=1, strict=True)
    leader = s.p1.leader(LUFFY_AND_ACE)
    luffy = s.p1.character(LUFFY)
    cards = s.p1.hand(*hand)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, leader))
    return g, leader, luffy, cards


def test_op16_015_trashing_an_8000_power_character_sets_both_base_powers_to_7000():
    g, leader, luffy, (big, vivi) = _attacked((BIG, VIVI))
    expect_decision(g, 0, CONFIRM)                     # the optional cost
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {big}
    g.apply(Action("select", big))
    expect_decision(g, 0, BLOCK)
    st = g.state
    assert base_power(st, leader) == base_power(st, luffy) == 7000
    assert power(st, leader) == 7000 - 2000           # Luffy's base is 7000 now
    assert power(st, luffy) == 7000 + 3000 and st.trash[0] == [big]


def test_op16_015_declined_nothing_changes():
    g, leader, luffy, (big,) = _attacked((BIG,))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("decline"))
    st = g.state
    assert power(st, leader) == 6000 and power(st, luffy) == 6000 + 3000
    assert st.hand[0] == [big]


def test_op16_015_not_offered_without_an_8000_power_character_in_hand():
    """The cost cannot be paid (CR 8-3-1-3), but whether the hand holds an
    8000 power Character is hidden: it is offered, to be declined only
    (CR 3-1-5)."""
    g, leader, luffy, (vivi,) = _attacked((VIVI,))
    expect_decision(g, 0, CONFIRM)
    assert g.decision.options == (Action("decline"),)
    g.apply(Action("decline"))
    expect_decision(g, 0, BLOCK)
    assert power(g.state, leader) == 6000
