"""Official Q&A rulings on "when you / your opponent activate an Event",
set up with the real cards (tests/test_faq_rulings.py explains how rulings
are named).  Activating an Event's [Trigger] is not activating an Event, and
the effect waits until the Event has resolved (CR 8-6).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

USOPP = "OP01-004"          # [DON!! x1] [Your Turn] [Once Per Turn] opp. Event -> draw 1
PAGE_ONE = "OP04-053"       # [DON!! x1] [Once Per Turn] your Event -> draw 1, 1 to the bottom
SUGAR = "OP10-003"          # Leader: [Opponent's Turn] [Once Per Turn] your Event -> +1 DON!!
FRANKY_OP11 = "OP11-012"    # [Your Turn] [Once Per Turn] opp. Event -> yours +2000
BAD_MANNERS = "OP04-016"    # [Counter] you may trash 1: +3000 this battle
RED_HAWK = "OP01-026"       # [Counter] +4000, then K.O. a 4000-or-less Character
FRANKY = "ST01-010"         # vanilla 6000
VIVI = "ST01-009"           # vanilla 4000
BLANK = "ST01-006"          # a filler with no Counter and no [Trigger]

DONQUIXOTE_4000 = custom_card("T-DOFF4", "Pirate", cost=3, power=4000,
                              types=("Donquixote Pirates",))
BOOSTER = card_of("[Activate: Main] Up to 1 of your Characters gains +2000 power during "
                  "this turn.", name="Booster", number="T-BOOST", cost=1, power=1000)
# Made-up Event with a [Main] draw and a [Trigger] draw.
DRAW_EVENT = card_of("[Main] Draw 1 card.", "[Trigger] Draw 1 card.", category="Event",
                     name="Draw Event", number="T-DRAWEV", cost=0)
# Made-up [Counter] Event: K.O. up to 1 of the opponent's Characters.
KO_COUNTER = card_of("[Counter] K.O. up to 1 of your opponent's Characters.",
                     category="Event", name="K.O. Counter", number="T-KOCTR", cost=0)
# Made-up [Counter] Event: +1000 this battle.
SMALL_COUNTER = card_of("[Counter] Up to 1 of your Leader or Character cards gains +1000 "
                        "power during this battle.", category="Event", name="Small Counter",
                        number="T-SMALLCTR", cost=0)


def attack_into_counter(attacker_card, counter_card, don=1, p1_hand=(), life=(BLANK, BLANK)):
    """P1's `attacker_card` (given `don` DON!!) attacks P2's Leader; P2 is at
    the Counter Step with `counter_card` in hand."""
    s = Scenario(strict=True)
    attacker = s.p1.character(attacker_card, don=don)
    hand = s.p1.hand(*p1_hand)
    s.p1.deck(VIVI, VIVI, VIVI)
    ev, = s.p2.hand(counter_card)
    s.p2.life(*life)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    g.apply(Action("no_block"))
    expect_decision(g, P2, DecisionKind.COUNTER)
    return s, g, attacker, hand, ev


def test_faq_op01_004_usopp_no_draw_when_the_event_removed_it():
    """qa_op01.md, OP01-004 Q1: Usopp is K.O.'d by the opponent's Event; it
    has left the field when the Event has resolved, so nothing is drawn."""
    s, g, usopp, _, ev = attack_into_counter(USOPP, KO_COUNTER)
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", usopp))
    assert usopp in g.state.trash[P1]
    assert g.state.hand[P1] == []


def test_faq_op01_004_usopp_draw_is_forced_and_follows_the_event():
    """qa_op01.md, OP01-004 Q3 and Q4: with a DON!! given, Usopp's draw is
    not optional (no question is asked), and comes after the opponent's
    Event has resolved (its +1000 is already there)."""
    s, g, usopp, _, ev = attack_into_counter(USOPP, SMALL_COUNTER)
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", s.p2.leader_id))
    assert len(g.state.hand[P1]) == 1                     # drawn, nothing asked of P1
    log = g.events
    boost = max(k for k, e in enumerate(log) if type(e).__name__ == "PowerChanged")
    drew = max(k for k, e in enumerate(log) if type(e).__name__ == "Drew")
    assert boost < drew


def test_faq_op01_004_usopp_no_draw_for_an_event_trigger():
    """qa_op01.md, OP01-004 Q2: the opponent using an Event's [Trigger] is no
    Event activation: Usopp draws nothing."""
    s = Scenario(strict=True)
    usopp = s.p1.character(USOPP, don=2)                   # 5000: the attack hits
    s.p1.deck(VIVI, VIVI)
    s.p2.life(DRAW_EVENT, BLANK)
    s.p2.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", usopp, s.p2.leader_id))
    g.apply(Action("no_block"))
    expect_decision(g, P2, DecisionKind.COUNTER)
    g.apply(Action("end_counters"))
    expect_decision(g, P2, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert len(g.state.hand[P2]) == 1                     # the [Trigger] drew
    assert g.state.hand[P1] == []


def test_faq_op04_053_page_one_ignores_an_event_trigger():
    """qa_op04.md, OP04-053 Q1: your own Event's [Trigger] is no Event
    activation, so Page One does not draw (it does for a [Main] Event)."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    page_one = s.p1.character(PAGE_ONE, don=1)
    s.p1.life(DRAW_EVENT, BLANK)
    s.p1.deck(VIVI, VIVI, VIVI)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    expect_decision(g, P1, DecisionKind.COUNTER)
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert len(g.state.hand[P1]) == 1 and g.state.defs[g.state.hand[P1][0]].number == VIVI
    assert page_one in g.state.chars[P1]

    s = Scenario(strict=True)
    s.p1.character(PAGE_ONE, don=1)
    ev, = s.p1.hand(DRAW_EVENT)
    s.p1.deck(VIVI, FRANKY, VIVI)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)           # Page One: 1 card to the bottom
    assert len(g.state.hand[P1]) == 2


def test_faq_op10_003_sugar_adds_don_after_a_counter_with_its_cost_declined():
    """qa_op10.md, OP10-003 Q1: in the opponent's turn, OP04-016 activated
    without trashing a card is still an Event activation: the Sugar Leader
    adds 1 active DON!!."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(SUGAR)
    ev, other = s.p1.hand(BAD_MANNERS, BLANK)
    s.p1.life(BLANK, BLANK)
    s.p1.don(active=0, deck=5)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    expect_decision(g, P1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", ev))
    expect_decision(g, P1, DecisionKind.CONFIRM)          # trash 1 card?
    g.apply(Action("decline"))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)    # Sugar: up to 1 DON!!
    g.apply(Action("number", -1, 1))
    assert other in g.state.hand[P1]
    assert g.state.don_active[P1] == 1 and g.state.don_deck[P1] == 4


def test_faq_op10_003_sugar_adds_no_don_for_an_event_trigger():
    """qa_op10.md, OP10-003 Q2: an Event's [Trigger] used in the opponent's
    turn is no Event activation: no DON!! is added."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(SUGAR)
    s.p1.life(DRAW_EVENT, BLANK)
    s.p1.deck(VIVI, VIVI)
    s.p1.don(active=0, deck=5)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    expect_decision(g, P1, DecisionKind.COUNTER)
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert g.state.don_active[P1] == 0 and g.state.don_deck[P1] == 5


def test_faq_op11_012_franky_ignores_an_event_trigger():
    """qa_op11.md, OP11-012 Q1: the opponent's Event [Trigger] in your turn
    is no Event activation: Franky gives no +2000."""
    s = Scenario(strict=True)
    franky = s.p1.character(FRANKY_OP11)
    other = s.p1.character(FRANKY)
    s.p2.life(DRAW_EVENT, BLANK)
    s.p2.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", other, s.p2.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P2, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert power(g.state, franky) == 4000 and power(g.state, other) == 6000


def test_faq_op11_012_red_hawk_kos_franky_before_its_boost():
    """qa_op11.md, OP11-012 Q2 and Q3: OP01-026 resolves before Franky's
    effect, so Franky (4000) is K.O.'d by its 'K.O. 4000 or less' and its
    own effect does not activate; the other Character gains nothing."""
    s = Scenario(strict=True)
    franky = s.p1.character(FRANKY_OP11)
    attacker = s.p1.character(FRANKY)
    ev, = s.p2.hand(RED_HAWK)
    s.p2.life(BLANK, BLANK)
    s.p2.don(active=2)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    g.apply(Action("no_block"))
    expect_decision(g, P2, DecisionKind.COUNTER)
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", s.p2.leader_id))             # +4000
    g.apply(Action("select", franky))                     # K.O. 4000 or less
    assert franky in g.state.trash[P1]
    assert power(g.state, attacker) == 6000


CROCODILE_LEADER = "OP01-062"   # [DON!! x1] your Event: 4 or less in hand, once a turn: may draw
# Made-up cost-0 [Main] Event that does nothing that needs a choice.
DRAW_NOTHING = card_of("[Main] Your Leader gains +1000 power during this turn.",
                       category="Event", name="Cheer", number="T-CHEER", cost=0)


def test_faq_op01_062_crocodile_checks_the_hand_after_each_event():
    """qa_op01.md, OP01-062 Q1 and Q4: an Event played from 6 cards leaves
    5 once resolved (no draw); the next, from 5, leaves 4 and the Leader's
    draw is offered, as none was drawn this turn."""
    s = Scenario(strict=True)
    s.p1.leader(CROCODILE_LEADER, don=1)
    first, second, *_ = s.p1.hand(DRAW_NOTHING, DRAW_NOTHING, BLANK, BLANK, BLANK, BLANK)
    s.p1.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", first))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert len(g.state.hand[P1]) == 5
    g.apply(Action("play", second))
    expect_decision(g, P1, DecisionKind.CONFIRM)          # "you may draw"
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert len(g.state.hand[P1]) == 5


def test_faq_op01_062_crocodile_no_draw_for_an_event_trigger():
    """qa_op01.md, OP01-062 Q3: your Event's [Trigger] is no Event
    activation: the Crocodile Leader does not offer its draw."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(CROCODILE_LEADER, don=1)
    s.p1.life(DRAW_EVENT, BLANK)
    s.p1.deck(VIVI, VIVI, VIVI)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P2, DecisionKind.MAIN)             # nothing offered
    assert len(g.state.hand[P1]) == 1


def test_faq_op10_003_sugar_end_of_turn_reads_the_power_before_it_expires():
    """qa_op10.md, OP10-003 Q3: a {Donquixote Pirates} Character at 6000
    only by a '+2000 during this turn' still counts at the end of the turn:
    the Sugar Leader sets a DON!! active."""
    s = Scenario(strict=True)
    s.p1.leader(SUGAR)
    doffy = s.p1.character(DONQUIXOTE_4000)
    booster = s.p1.character(BOOSTER)
    s.p1.don(rested=1)
    g = s.build()
    g.apply(Action("activate", booster, 0))
    g.apply(Action("select", doffy))
    assert power(g.state, doffy) == 6000
    g.apply(Action("end_phase"))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)    # [End of Your Turn]: up to 1 DON!!
    g.apply(Action("number", -1, 1))
    assert g.state.don_active[P1] == 1 and g.state.don_rested[P1] == 0
