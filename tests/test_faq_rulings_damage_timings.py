"""Official Q&A rulings on effects that wait for damage or for Life cards
to leave ("when this card's attack deals damage", "when you deal damage",
"when you take damage", "when a card is removed from your opponent's Life",
"when your Life becomes 0"), set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  CR 7-1-4-1-1:
the Life card is checked first; an effect of the damage then activates
before the [Trigger] of that card, while an effect about Life leaving
waits for the [Trigger] the rulings name.
"""

import pytest

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

GAIMON = "OP03-043"         # when you deal damage: you may trash 3 from the deck, then this
ENEL = "OP05-098"           # Leader: [Opponent's Turn] Life becomes 0 -> top of deck to Life
BONNEY = "OP08-105"         # [DON!! x1] [Your Turn] opp. Life card removed -> draw 2, trash 1
ACE_LEADER = "OP13-002"     # Leader: [DON!! x1] you take damage -> draw 1
IKOKU = "OP03-118"          # [Trigger] you may trash 2: top of the deck to Life
SHURA = "OP05-106"          # [Trigger] play this card; [On Play] a search
VIVI = "ST01-009"           # vanilla 4000
FRANKY = "ST01-010"         # vanilla 6000
BLANK = "ST01-006"          # a Life or hand filler with no [Trigger]

# Made-up Event whose [Trigger] draws 1 card.
DRAW_TRIGGER = card_of("[Main] Draw 1 card.", "[Trigger] Draw 1 card.", category="Event",
                       name="Draw Event", number="T-DRAWEV", cost=0)
DOUBLE_ATTACKER = card_of("[Double Attack]", name="Double", number="T-DOUBLE",
                          cost=4, power=6000)
LIFE_TRASHER = card_of("[Activate: Main] Trash up to 1 card from the top of your "
                       "opponent's Life cards.", name="Life Trasher", number="T-LIFETR",
                       cost=1, power=1000)


def no_block_no_counter(g, defender):
    expect_decision(g, defender, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    expect_decision(g, defender, DecisionKind.COUNTER)
    g.apply(Action("end_counters"))


@pytest.mark.parametrize("number,ruling", [
    ("OP03-040", "qa_op03.md, OP03-040 Q1"),
    ("OP03-041", "qa_op03.md, OP03-041 Q1"),
    ("OP03-047", "qa_op03.md, OP03-047 Q2"),
    ("OP03-051", "qa_op03.md, OP03-051 Q1"),
])
def test_attack_damage_effect_activates_before_the_life_cards_trigger(number, ruling):
    """qa_op03.md, OP03-040 Q1, OP03-041 Q1, OP03-047 Q2, OP03-051 Q1: the
    Life card is checked, then 'when this card's attack deals damage'
    activates, and only then may the opponent use the card's [Trigger]."""
    s = Scenario(strict=True)
    if number == "OP03-040":                               # the Nami Leader
        attacker = s.p1.leader(number, don=1)
    else:
        attacker = s.p1.character(number, don=1)
    deck = s.p1.deck(*[VIVI] * 10)
    trigger_card, _ = s.p2.life(DRAW_TRIGGER, BLANK)
    s.p2.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    no_block_no_counter(g, P2)
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # "you may trash N": N or none
    assert trigger_card not in g.state.life[P2], ruling    # the Life card is checked
    g.apply(g.legal_actions()[-1])
    assert deck[0] in g.state.trash[P1], ruling
    expect_decision(g, P2, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    assert len(g.state.hand[P2]) == 1, ruling


def test_faq_op03_043_gaimon_once_for_a_double_attack_by_another_card():
    """qa_op03.md, OP03-043 Q1, Q3 and Q4: another card's attack dealing
    damage sets Gaimon off; a [Double Attack]'s 2 damage set it off once;
    and it activates before the [Trigger] of the Life card."""
    s = Scenario(strict=True)
    gaimon = s.p1.character(GAIMON)
    attacker = s.p1.character(DOUBLE_ATTACKER)
    deck = s.p1.deck(*[VIVI] * 5)
    blank, trigger_card, _ = s.p2.life(BLANK, DRAW_TRIGGER, BLANK)
    s.p2.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    no_block_no_counter(g, P2)
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # "you may trash 3": 3 or none
    g.apply(Action("number", -1, 3))
    assert all(c in g.state.trash[P1] for c in deck[:3]) and gaimon in g.state.trash[P1]
    expect_decision(g, P2, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.MAIN)              # no second activation
    assert blank in g.state.hand[P2] and len(g.state.life[P2]) == 1


def test_faq_op03_043_gaimon_ignores_life_trashed_by_an_effect():
    """qa_op03.md, OP03-043 Q2: a Life card of the opponent moved by an
    effect is no damage dealt: Gaimon does not activate."""
    s = Scenario(strict=True)
    gaimon = s.p1.character(GAIMON)
    trasher = s.p1.character(LIFE_TRASHER)
    s.p1.deck(*[VIVI] * 5)
    s.p2.life(BLANK, BLANK)
    g = s.build()
    g.apply(Action("activate", trasher, 0))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert len(g.state.life[P2]) == 1 and gaimon in g.state.chars[P1]


def enel_attacked(top_life, hand=(), deck=(VIVI, VIVI, VIVI), attacker=FRANKY):
    """P2 attacks P1's Enel Leader, who has one Life card, `top_life`."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(ENEL)
    life, = s.p1.life(top_life)
    hand = s.p1.hand(*hand)
    deck = s.p1.deck(*deck)
    a = s.p2.character(attacker)
    g = s.build()
    g.apply(Action("attack", a, s.p1.leader_id))
    no_block_no_counter(g, P1)
    return s, g, life, hand, deck


def test_faq_op05_098_enel_waits_for_the_trigger_of_the_last_life_card():
    """qa_op05.md, OP05-098 Q1: at 0 Life with a [Trigger] revealed, the
    player first decides on the [Trigger]; Enel's effect activates after."""
    s, g, life, hand, deck = enel_attacked(DRAW_TRIGGER, hand=(BLANK,))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    assert g.state.life[P1] == []
    g.apply(Action("use_trigger"))                         # draws deck[0]
    expect_decision(g, P1, DecisionKind.SELECT)            # Enel: 1 card to trash
    assert g.state.life[P1] == [deck[1]]                   # Enel's Life card came after


def test_faq_op05_098_enel_activates_after_ikoku_refilled_the_life():
    """qa_op05.md, OP05-098 Q2: OP03-118's [Trigger] takes the Life from 0
    back to 1; Enel's effect still activates."""
    s, g, life, hand, deck = enel_attacked(IKOKU, hand=(BLANK, BLANK, VIVI))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.SELECT)            # Ikoku's cost: 2 cards
    g.apply(Action("select", hand[0]))
    g.apply(Action("select", hand[1]))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)      # "up to 1"
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.SELECT)            # Enel: 1 card to trash
    assert g.state.life[P1] == [deck[0], deck[1]]          # Ikoku's card, then Enel's on top
    g.apply(Action("select", hand[2]))


def test_faq_op05_098_enel_and_shura_in_the_order_the_player_wants():
    """qa_op05.md, OP05-098 Q3: Shura played by its [Trigger]: its [On Play]
    and Enel's effect are ordered by their owner."""
    s, g, life, hand, deck = enel_attacked(SHURA, hand=(BLANK,),
                                           deck=(VIVI, VIVI, VIVI, VIVI, VIVI, VIVI))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.ORDER_EFFECTS)
    assert life in g.state.chars[P1]


def test_faq_op05_098_enel_after_both_damage_of_a_double_attack():
    """qa_op05.md, OP05-098 Q4: with 1 Life, a [Double Attack] deals its 2
    damage (the second finds no Life card: CR 7-1-4-1-1-3) and only then
    does Enel's effect add a Life card; the game goes on."""
    s, g, life, hand, deck = enel_attacked(BLANK, hand=(VIVI,), attacker=DOUBLE_ATTACKER)
    expect_decision(g, P1, DecisionKind.SELECT)            # Enel: 1 card to trash
    assert g.state.result is None
    assert g.state.life[P1] == [deck[0]] and life in g.state.hand[P1]


def test_faq_op08_105_bonney_counts_life_moved_by_the_opponents_own_effect():
    """qa_op08.md, OP08-105 Q1 and Q3 (Q3 under a second heading): in your
    turn, the opponent adding one of their Life cards to their hand by
    their own effect is a card removed from their Life: Bonney draws 2 and
    trashes 1."""
    s = Scenario(strict=True)
    bonney = s.p1.character(BONNEY, don=1)
    s.p1.deck(VIVI, VIVI, VIVI)
    s.p2.life(BLANK, BLANK)
    taker = card_of("[Counter] Add up to 1 card from the top of your Life cards to your "
                    "hand.", category="Event", name="Taker", number="T-TAKER", cost=0)
    ev, = s.p2.hand(taker)
    attacker = s.p1.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, P2, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    expect_decision(g, P2, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.SELECT)            # Bonney: 1 card to trash
    assert len(g.state.hand[P1]) == 2 and bonney in g.state.chars[P1]


def test_faq_op08_105_bonney_after_the_trigger_of_the_damage():
    """qa_op08.md, OP08-105 Q4 (filed under a third heading): the opponent decides on the
    Life card's [Trigger] first; Bonney's draw comes after it."""
    s = Scenario(strict=True)
    s.p1.character(BONNEY, don=1)
    attacker = s.p1.character(FRANKY)
    s.p1.deck(VIVI, VIVI, VIVI)
    s.p2.life(DRAW_TRIGGER, BLANK)
    s.p2.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    no_block_no_counter(g, P2)
    expect_decision(g, P2, DecisionKind.TRIGGER)
    assert g.state.hand[P1] == []
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.SELECT)            # Bonney: 1 card to trash
    assert len(g.state.hand[P1]) == 2 and len(g.state.hand[P2]) == 1


def test_faq_op13_002_ace_draws_after_the_trigger():
    """qa_op13.md, OP13-002 Q1 and Q2: taking damage, the [Trigger] of the
    Life card is decided and resolved before the Ace Leader's 'when you take
    damage' draw; the order cannot be chosen."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(ACE_LEADER, don=1)
    s.p1.life(DRAW_TRIGGER, BLANK)
    s.p1.deck(VIVI, VIVI, VIVI)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    no_block_no_counter(g, P1)
    expect_decision(g, P1, DecisionKind.TRIGGER)
    assert g.state.hand[P1] == []                          # no draw yet
    g.apply(Action("use_trigger"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert len(g.state.hand[P1]) == 2                      # the [Trigger]'s, then Ace's


def test_faq_op08_105_bonney_not_for_life_looked_at_and_put_back():
    """qa_op08.md, OP08-105 Q2 (filed under a second heading): looking at the opponent's
    Life card and putting it back (OP03-099 Katakuri Leader's [When
    Attacking]) removes nothing: Bonney does not draw."""
    s = Scenario(strict=True)
    leader = s.p1.leader("OP03-099", don=1)
    s.p1.character(BONNEY, don=1)
    s.p1.deck(VIVI, VIVI, VIVI)
    top, _ = s.p2.life(BLANK, BLANK)
    g = s.build()
    g.apply(Action("attack", leader, s.p2.leader_id))
    while g.decision.player == P1:
        options = g.legal_actions()
        mine = [a for a in options if a.card == top]
        g.apply(mine[0] if mine else options[0])           # look at P2's top card
    assert top in g.state.life[P2]
    assert g.state.hand[P1] == []


def test_faq_op05_109_pagaya_counts_the_opponents_trigger():
    """qa_op05.md, OP05-109 Q1: the opponent's [Trigger] activating sets off
    Pagaya's 'when a [Trigger] activates': draw 2, then trash 2."""
    s = Scenario(strict=True)
    s.p1.character("OP05-109")
    attacker = s.p1.character(FRANKY)
    s.p1.deck(VIVI, VIVI, VIVI)
    s.p2.life(DRAW_TRIGGER, BLANK)
    s.p2.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    no_block_no_counter(g, P2)
    expect_decision(g, P2, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.SELECT)            # Pagaya: 2 cards to trash
    assert len(g.state.hand[P1]) == 2


def test_faq_op03_047_zeff_returns_and_may_keep_the_deck():
    """qa_op03.md, OP03-047 Q1: Zeff's [On Play] may return a Character and
    decline trashing 2 cards from the deck."""
    s = Scenario(strict=True)
    zeff, = s.p1.hand("OP03-047")
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    s.p1.don(active=5)
    target = s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", zeff))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", target))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # trash 2 or none
    g.apply(Action("number", -1, 0))
    assert target in g.state.hand[P2] and all(c in g.state.deck[P1] for c in deck)
