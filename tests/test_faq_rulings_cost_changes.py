"""Official Q&A rulings on permanent cost changes ("give all of your
opponent's Characters -N cost", "this Character gains +N cost", "give blue
Events in your hand -1 cost"), set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  A "Character"
is a card on the field (CR 3-7-1 wording rulings); changes add up below 0
inside the calculation and the result is never below 0 (CR 1-3-6-2).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import cost, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

CROCODILE = "OP01-067"      # [DON!! x1] blue Events in your hand -1 cost
KUZAN = "OP02-121"          # [Your Turn] the opponent's Characters -5 cost; [On Play] K.O. cost 0
TSURU = "OP02-106"          # [On Play] up to 1 opposing Character -2 cost this turn
JACK = "OP08-084"           # this Character gains +4 cost
SENGOKU = "P-032"           # [DON!! x1] [Your Turn] the opponent's Characters -2 cost
LUFFY_ST14 = "ST14-001"     # Leader: [DON!! x1] your Characters +1 cost; a cost 8+: +1000
SUNNY = "ST14-017"          # Stage: your black {Straw Hat Crew} Characters +1 cost
MELLOW = "ST03-017"         # a blue Event, cost 2
FRANKY = "ST01-010"         # cost 4

BLUE_EVENT_1 = custom_card("T-BLUEEV1", "Blue One", "Event", cost=1, colors=("Blue",))
COST_6 = custom_card("T-COST6", "Six", cost=6, power=7000)
COST_3 = custom_card("T-COST3", "Three", cost=3, power=4000)
COST_7_HAT = custom_card("T-HAT7", "Hat Seven", cost=7, power=8000, colors=("Black",),
                         types=("Straw Hat Crew",))
RETURN_OWN = card_of("[Activate: Main] Return up to 1 of your Characters to the owner's hand.",
                     name="Recaller", number="T-RECALL", cost=1, power=1000)
RETURN_EVERY = card_of("[Main] Return all of your opponent's Characters to the owner's hand.",
                       category="Event", name="Return Every", number="T-RETEVERY", cost=0)
BLACK_HAT = custom_card("T-HAT2", "Hat Two", cost=2, power=3000, colors=("Black",),
                        types=("Straw Hat Crew",))


def test_faq_op01_067_crocodile_costs_stop_at_0():
    """qa_op01.md, OP01-067 Q1: two Crocodiles with DON!! give a cost-1
    blue Event -2 cost: its cost is 0, not -1, and a cost-2 one costs 0."""
    s = Scenario()
    s.p1.character(CROCODILE, don=1)
    s.p1.character(CROCODILE, don=1)
    one, mellow = s.p1.hand(BLUE_EVENT_1, MELLOW)
    g = s.build()
    assert cost(g.state, one) == 0 and cost(g.state, one, raw=True) == -1
    assert cost(g.state, mellow) == 0


def test_faq_op02_121_kuzan_gives_nothing_to_hand_or_trash_cards():
    """qa_op02.md, OP02-121 Q1 (and qa_promotion-cards.md, P-032 Q1 for
    Sengoku): the -5 (-2) cost reaches the opponent's Characters on the
    field, not Character cards in their hand or trash."""
    for number, don, down in ((KUZAN, 0, 5), (SENGOKU, 1, 2)):
        s = Scenario()
        s.p1.character(number, don=don)
        on_field = s.p2.character(COST_6)
        in_hand, = s.p2.hand(COST_6)
        in_trash, = s.p2.trash(COST_6)
        g = s.build()
        assert cost(g.state, on_field) == 6 - down, number
        assert cost(g.state, in_hand) == 6 and cost(g.state, in_trash) == 6, number


def test_faq_op02_121_and_p_032_reductions_add_up_below_0_and_come_back():
    """qa_op02.md, OP02-121 Q2 and qa_promotion-cards.md, P-032 Q2: a
    Character reduced by Kuzan (-5) or Sengoku (-2) and by Tsuru (-2) costs
    0; when Kuzan or Sengoku leaves, only Tsuru's -2 is left (6 - 2 = 4,
    3 - 2 = 1)."""
    for number, don, printed, after in ((KUZAN, 0, COST_6, 4), (SENGOKU, 1, COST_3, 1)):
        s = Scenario(strict=True)
        reducer = s.p1.character(number, don=don)
        returner = s.p1.character(RETURN_OWN)
        tsuru, = s.p1.hand(TSURU)
        target = s.p2.character(printed)
        s.p1.don(active=1)
        g = s.build()
        g.apply(Action("play", tsuru))
        g.apply(Action("select", target))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert cost(g.state, target) == 0, number
        g.apply(Action("activate", returner, 0))
        g.apply(Action("select", reducer))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert reducer in g.state.hand[P1]
        assert cost(g.state, target) == after, number


def test_faq_op02_121_kuzan_on_play_kos_a_character_its_reduction_took_to_0():
    """qa_op02.md, OP02-121 Q3: Kuzan's [On Play] may K.O. a Character whose
    cost its own [Your Turn] effect took to 0 (a cost-4 one), not one left
    at 1 (a cost-6 one)."""
    s = Scenario(strict=True)
    kuzan, = s.p1.hand(KUZAN)
    s.p1.don(active=10)
    franky = s.p2.character(FRANKY)
    six = s.p2.character(COST_6)
    g = s.build()
    g.apply(Action("play", kuzan))
    expect_decision(g, P1, DecisionKind.SELECT)
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert franky in chosen and six not in chosen
    g.apply(Action("select", franky))
    assert franky in g.state.trash[P2]


def test_faq_op08_084_jack_costs_7_in_the_hand_and_11_on_the_field():
    """qa_op08.md, OP08-084 Q1: 'this Character gains +4 cost' applies on
    the field only: Jack costs 7 in the hand (and to play), 11 once played."""
    s = Scenario(strict=True)
    jack, = s.p1.hand(JACK)
    s.p1.don(active=7)
    g = s.build()
    assert cost(g.state, jack) == 7
    g.apply(Action("play", jack))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert jack in g.state.chars[P1] and cost(g.state, jack) == 11


def test_faq_st14_001_and_st14_017_plus_cost_only_on_the_field():
    """qa_st-14.md, ST14-001 Q1 and ST14-017 Q1: the Luffy Leader's (DON!!
    given) and Thousand Sunny's +1 cost reach Characters on the field, not
    Character cards in the hand or trash."""
    s = Scenario()
    s.p1.leader(LUFFY_ST14, don=1)
    s.p1.stage(SUNNY)
    on_field = s.p1.character(BLACK_HAT)
    in_hand, = s.p1.hand(BLACK_HAT)
    in_trash, = s.p1.trash(BLACK_HAT)
    g = s.build()
    assert cost(g.state, on_field) == 4
    assert cost(g.state, in_hand) == 2 and cost(g.state, in_trash) == 2


def test_faq_st14_001_luffy_bonus_goes_when_the_cost_8_character_goes():
    """qa_st-14.md, ST14-001 Q2: in the opponent's turn the Leader (DON!!
    given) has +1000 while a cost-8 Character (7 +1) is there, and is back
    to 5000 when it has left."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    leader = s.p1.leader(LUFFY_ST14, don=1)
    seven = s.p1.character(COST_7_HAT)
    ev, = s.p2.hand(RETURN_EVERY)
    g = s.build()
    assert cost(g.state, seven) == 8 and power(g.state, leader) == 6000
    g.apply(Action("play", ev))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert seven in g.state.hand[P1]
    assert power(g.state, leader) == 5000
