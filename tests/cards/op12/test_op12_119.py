"""OP12-119 Bartholomew Kuma (Character, cost 6): when played, trashing a hand
card puts the top deck card on Life and gives him +2 cost through the
opponent's next End Phase; K.O.'d in the opponent's turn, the top deck card
goes onto Life."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, SELECT
from optcg.engine.stats import cost
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP12-119"
BIG = custom_card("T-ATK9000", "Big attacker", cost=8, power=9000)


def test_op12_119_on_play_trashes_a_card_adds_a_life_and_gains_2_cost():
    s = Scenario(strict=True)
    kuma, vivi = s.p1.hand(CARD, VIVI)
    s.p1.don(active=6)
    top = s.p1.deck(VIVI, VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("play", kuma))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", vivi))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    st = g.state
    assert vivi in st.trash[0] and st.life[0][-1] == top
    assert cost(st, kuma) == 8
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert cost(g.state, kuma) == 8                    # still in the opponent's turn
    g.apply(Action("end_phase"))
    expect_decision(g, 0, "main")
    assert cost(g.state, kuma) == 6


def test_op12_119_on_play_declined_no_life_no_cost():
    s = Scenario(strict=True)
    kuma, vivi = s.p1.hand(CARD, VIVI)
    s.p1.don(active=6)
    s.p1.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", kuma))
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert g.state.life[0] == [] and cost(g.state, kuma) == 6 and g.state.hand[0] == [vivi]


def test_op12_119_koed_in_the_opponents_turn_adds_a_life():
    s = Scenario(turn=4, turn_player=1, strict=True)
    kuma = s.p1.character(CARD, rested=True)
    top = s.p1.deck(VIVI, VIVI)[0]
    g, att = attacked_by_opponent(s, BIG, target=kuma)
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "main")
    assert kuma in g.state.trash[0] and g.state.life[0] == [top]


def test_op12_119_koed_in_your_own_turn_adds_nothing():
    s = Scenario(strict=True)
    kuma = s.p1.character(CARD)
    s.p1.deck(VIVI, VIVI)
    s.p2.character(BIG, rested=True)
    blocker = s.p2.character(custom_card("T-BLK9000", "Big blocker", cost=8, power=9000,
                                         keywords=("Blocker",)))
    g = s.build()
    g.apply(Action("attack", kuma, s.p2.leader_id))
    expect_decision(g, 1, "block")
    g.apply(Action("block", blocker))
    g.apply(Action("end_counters"))
    expect_decision(g, 0, "main")
    assert kuma in g.state.chars[0]          # the attacker is never K.O.'d in battle
    assert g.state.life[0] == []
