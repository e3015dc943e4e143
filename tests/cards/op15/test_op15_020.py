"""OP15-020 Fire Fist (Event): "[Main] Your Leader gains +3000 power during
this turn and give up to 1 of your opponent's Characters −8000 power until the
end of your opponent's next End Phase. Then, you may trash 2 cards from your
hand. If you do, K.O. up to 1 of your opponent's Characters with 0 power or
less." (the "you may" is a May step; "If you do" needs both cards trashed,
per the official Q&A: with 1 card in hand, it is trashed and nothing is
K.O.'d)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE

FIRE_FIST = "OP15-020"


def _play():
    s = Scenario()
    event, *others = s.p1.hand(FIRE_FIST, NO_COUNTER_LIFE, NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    s.p1.don(active=7)
    weak = s.p2.character(FRANKY)                     # 6000: 0 or less after −8000
    other = s.p2.character(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", weak))
    expect_decision(g, 0, DecisionKind.CONFIRM)                    # "you may trash 2 cards"
    return g, s.p1.leader_id, others, weak, other


def test_op15_020_trashing_2_cards_lets_the_ko_happen():
    g, leader, others, weak, other = _play()
    g.apply(Action("accept"))
    g.apply(Action("select", others[0]))
    g.apply(Action("select", others[1]))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {weak}
    g.apply(Action("select", weak))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert weak in st.trash[1] and other in st.chars[1]
    assert st.hand[0] == [others[2]] and power(st, leader) == 8000


def test_op15_020_declined_no_ko():
    g, leader, others, weak, other = _play()
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert weak in st.chars[1] and power(st, weak) == 6000 - 8000
    assert st.hand[0] == others and power(st, leader) == 8000


def test_op15_020_qa_one_card_in_hand_is_trashed_but_nothing_is_koed():
    """faq_op15-eb04.md, OP15-020 Q1: with 1 card in hand, it may be
    trashed, but "If you do" needs the 2: no K.O."""
    s = Scenario()
    event, spare = s.p1.hand(FIRE_FIST, NO_COUNTER_LIFE)
    s.p1.don(active=7)
    weak = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", weak))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))                              # the one card there is
    expect_decision(g, 0, DecisionKind.MAIN)               # no K.O. offered
    assert spare in g.state.trash[0] and g.state.hand[0] == []
    assert weak in g.state.chars[1] and power(g.state, weak) == 6000 - 8000
