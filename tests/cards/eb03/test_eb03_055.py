"""EB03-055 Nico Robin (Character): when played, a Life card given up with a
Straw Hat Crew Leader brings 2 deck cards onto Life; K.O.'d in the
opponent's turn she may deal them 1 damage. Q&A (qa_eb03.md, EB03-055): no
Blocker or Counter answers that damage, and its Trigger may be used."""

from test_card_compiler import card_of, leader

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, SELECT
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "EB03-055"
BIG = custom_card("T-ATK9000", "Big", cost=8, power=9000)
TRIGGER_LIFE = "OP09-019"    # [Trigger] draw 1 card


def _play(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    robin, = s.p1.hand(CARD)
    s.p1.don(active=7)
    life = s.p1.life(VIVI)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", robin))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)                      # the top Life card (strict)
    g.apply(g.legal_actions()[0])
    return g, life, deck


def test_eb03_055_on_play_trades_a_life_for_2():
    g, life, deck = _play("ST01-001")
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 2))
    expect_decision(g, 0, "main")
    st = g.state
    assert life[0] in st.trash[0] and sorted(st.life[0]) == sorted(deck[:2])


def test_eb03_055_on_play_other_leader_the_life_is_lost():
    g, life, deck = _play(leader("Plain"))
    expect_decision(g, 0, "main")
    assert g.state.life[0] == [] and life[0] in g.state.trash[0]


def test_eb03_055_qa_koed_in_the_opponents_turn_deals_1_damage_no_counter():
    """qa_eb03.md, EB03-055 Q1 and Q2: no Block or Counter Step, and the
    damaged player may use the [Trigger]."""
    s = Scenario(turn=4, turn_player=1, strict=True)
    robin = s.p1.character(CARD, rested=True)
    trig, _ = s.p2.life(TRIGGER_LIFE, VIVI)
    s.p2.hand("ST01-003")                              # a Counter card, unused
    s.p2.deck(VIVI, VIVI)
    g, att = attacked_by_opponent(s, BIG, target=robin)
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, "trigger")                   # straight to the Life card
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, "main")
    assert robin in g.state.trash[0] and len(g.state.life[1]) == 1
    assert trig in g.state.trash[1]


def test_eb03_055_koed_in_your_own_turn_no_damage():
    s = Scenario(strict=True)
    robin = s.p1.character(CARD)
    s.p2.life(VIVI, VIVI)
    ko_mine = card_of("[Main] K.O. up to 1 of your Characters.", category="Event",
                      name="KO Mine", number="T-KO-MINE", cost=0)
    e, = s.p1.hand(ko_mine)
    g = s.build()
    g.apply(Action("play", e))
    g.apply(Action("select", robin))
    expect_decision(g, 0, "main")
    assert robin in g.state.trash[0] and len(g.state.life[1]) == 2
