"""OP17-117 Maser Saber (Event): [Counter] up to 1 of your [Charlotte Linlin]
gains +3000 power during this battle; [Trigger] your opponent may trash 3
cards from their hand; if they do not, K.O. up to 1 of their Characters with a
cost of 6 or less."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable
from ..common_battle import use_life_trigger

MASER_SABER = "OP17-117"
SIX = custom_card("T-C6", "Six", cost=6, power=7000)
SEVEN = custom_card("T-C7", "Seven", cost=7, power=8000)
FILLER = custom_card("T-FIL", "Filler", cost=1, power=1000)


def _triggered(in_hand: int):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(MASER_SABER)
    six, seven = s.p2.character(SIX), s.p2.character(SEVEN)
    hand = s.p2.hand(*[FILLER] * in_hand)
    return use_life_trigger(s), six, seven, hand


def test_op17_117_trigger_the_opponent_trashes_3_cards_and_keeps_their_character():
    g, six, seven, hand = _triggered(4)
    expect_decision(g, P2, "choose_number")              # the opponent decides
    g.apply(Action("number", -1, 1))
    expect_decision(g, P2, "select")
    for c in hand[:3]:
        g.apply(Action("select", c))
    st = g.state
    assert set(hand[:3]) <= set(st.trash[P2]) and hand[3] in st.hand[P2]
    assert six in st.chars[P2] and seven in st.chars[P2]


def test_op17_117_trigger_declined_ko_a_cost_6_or_less_character():
    g, six, seven, hand = _triggered(4)
    g.apply(Action("number", -1, 0))
    expect_decision(g, P1, "select")
    assert six in selectable(g) and seven not in selectable(g)
    g.apply(Action("select", six))
    assert six in g.state.trash[P2] and set(hand) <= set(g.state.hand[P2])


def test_op17_117_trigger_with_2_cards_in_hand_they_cannot_trash_3():
    g, six, _, hand = _triggered(2)
    expect_decision(g, P1, "select")                     # not asked: they cannot
    g.apply(Action("select", six))
    assert six in g.state.trash[P2] and set(hand) <= set(g.state.hand[P2])


def test_op17_117_counter_gives_charlotte_linlin_3000():
    linlin = custom_card("T-LIN", "Charlotte Linlin", cost=5, power=6000)
    s = Scenario(turn=4, turn_player=P2)
    mine = s.p1.character(linlin, rested=True)
    [saber] = s.p1.hand(MASER_SABER)
    s.p1.don(active=1)
    attacker = s.p2.character(custom_card("T-ATK", "Attacker", cost=5, power=7000))
    g = s.build()
    g.apply(Action("attack", attacker, mine))
    expect_decision(g, P1, "counter")
    g.apply(Action("counter_event", saber))
    expect_decision(g, P1, "select")
    g.apply(Action("select", mine))
    expect_decision(g, P2, "main")                       # 9000 v 7000: the attack fails
    assert mine in g.state.chars[P1] and saber in g.state.trash[P1]
    assert power(g.state, mine) == 6000                  # for that battle only
