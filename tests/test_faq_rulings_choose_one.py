"""Official Q&A rulings on "choose one" and "your opponent chooses one"
effects, set up with the real cards (tests/test_faq_rulings.py explains how
rulings are named).  The mode is chosen as the effect resolves; "your" and
"your opponent" in a mode are still read from the side of the player whose
effect it is, whoever chooses (CR 8-1-2); a mode that can do nothing may
still be chosen.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

BROOK = "OP06-092"          # [On Play] choose one: trash a cost <= 4 / 3 trash cards to the deck
BOEUF_BURST = "OP12-060"    # [Main] multicolored Leader, choose one: bounce / 6 or less: draw 2
LINLIN_ST07 = "ST07-010"    # [On Play] the opponent chooses: their top Life / your deck to Life
SOUL_POCUS = "ST07-015"     # the same as an Event, and a [Trigger] that activates it
LINLIN_ST20 = "ST20-005"    # [On Play] trash 1: the opponent chooses: trash 2 / their top Life
VIVI = "ST01-009"
FRANKY = "ST01-010"
BLANK = "ST01-006"

ON_KO_DRAW = card_of("[On K.O.] Draw 1 card.", name="Fallen", number="T-FALLEN",
                     cost=3, power=4000)
MULTI_LEADER = custom_card("T-MULTI", "Two Colors", "Leader", power=5000,
                           colors=("Red", "Blue"))
DOUBLE_ATTACKER = card_of("[Double Attack]", name="Double", number="T-DOUBLE",
                          cost=4, power=6000)


def play_brook(p2_chars=(), p2_trash=()):
    s = Scenario(strict=True)
    brook, = s.p1.hand(BROOK)
    s.p1.don(active=6)
    chars = [s.p2.character(c) for c in p2_chars]
    trash = s.p2.trash(*p2_trash)
    s.p2.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", brook))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # the mode
    return s, g, chars, trash


def test_faq_op06_092_brook_trashed_character_has_no_on_ko():
    """qa_op06.md, OP06-092 Q1 and Q2: a Character trashed by Brook's first
    mode is not K.O.'d: its [On K.O.] does not activate; OP02-114 Borsalino
    (protected from K.O.) can be trashed so."""
    for victim in (ON_KO_DRAW, "OP02-114"):
        s, g, (fallen,), _ = play_brook(p2_chars=(victim,))
        g.apply(Action("number", -1, 0))
        expect_decision(g, P1, DecisionKind.SELECT)
        g.apply(Action("select", fallen))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert fallen in g.state.trash[P2]
        assert g.state.hand[P2] == []


def test_faq_op06_092_brook_second_mode_with_fewer_than_3_trash_cards():
    """qa_op06.md, OP06-092 Q3: the second mode may be chosen with 2 cards
    in the opponent's trash; both go to the bottom of their deck."""
    s, g, _, trash = play_brook(p2_trash=(VIVI, FRANKY))
    g.apply(Action("number", -1, 1))
    while g.decision.kind != DecisionKind.MAIN:            # their order at the bottom
        g.apply(g.legal_actions()[0])
    assert g.state.trash[P2] == [] and set(g.state.deck[P2][:2]) == set(trash)


def test_faq_op12_060_boeuf_burst_counts_the_hand_without_itself():
    """qa_op12.md, OP12-060 Q1: with 7 cards in hand, this Event among
    them, 'if you have 6 or less cards in your hand, draw 2' draws 2: the
    Event has left the hand."""
    s = Scenario(strict=True)
    s.p1.leader(MULTI_LEADER)
    ev, *_ = s.p1.hand(BOEUF_BURST, *[BLANK] * 6)
    s.p1.deck(VIVI, VIVI, VIVI)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert len(g.state.hand[P1]) == 8


def linlin_chosen(number, mode, p2_life=(BLANK, BLANK), p1_deck=(VIVI, FRANKY)):
    """P1 plays `number`; P2 chooses `mode`; returns the game and cards."""
    s = Scenario(strict=True)
    card, cost_card = s.p1.hand(number, BLANK)
    deck = s.p1.deck(*p1_deck)
    s.p1.life(BLANK)
    s.p1.don(active=7)
    life = s.p2.life(*p2_life)
    hand = s.p2.hand(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", card))
    if number == LINLIN_ST20:                              # its "you may trash 1" cost
        expect_decision(g, P1, DecisionKind.CONFIRM)
        g.apply(Action("accept"))
        g.apply(Action("select", cost_card))
    expect_decision(g, P2, DecisionKind.CHOOSE_NUMBER)     # the opponent picks the mode
    g.apply(Action("number", -1, mode))
    return s, g, deck, life, hand


def test_faq_st07_010_and_st07_015_trash_mode_trashes_the_choosers_life():
    """qa_st-07.md, ST07-010 Q1 and ST07-015 Q1 (qa_st-15-20.md, ST20-005
    Q2 too): the opponent picking 'trash the top card of your opponent's
    Life' trashes their own top Life card."""
    for number in (LINLIN_ST07, SOUL_POCUS, LINLIN_ST20):
        mode = 1 if number == LINLIN_ST20 else 0
        s, g, deck, life, hand = linlin_chosen(number, mode)
        expect_decision(g, P1, DecisionKind.MAIN)
        assert life[0] in g.state.trash[P2] and len(g.state.life[P2]) == 1, number
        assert len(g.state.life[P1]) == 1, number


def test_faq_st07_010_and_st07_015_life_mode_adds_to_the_activators_life():
    """qa_st-07.md, ST07-010 Q2 and ST07-015 Q2: 'add the top card of your
    deck to your Life' adds the activating player's deck card to their Life."""
    for number in (LINLIN_ST07, SOUL_POCUS):
        s, g, deck, life, hand = linlin_chosen(number, 1)
        expect_decision(g, P1, DecisionKind.MAIN)
        assert g.state.life[P1][-1] == deck[0], number
        assert len(g.state.life[P2]) == 2, number


def test_faq_st07_010_st07_015_st20_005_life_mode_with_no_life():
    """qa_st-07.md, ST07-010 Q3 and ST07-015 Q3, qa_st-15-20.md, ST20-005
    Q3: with no Life cards the opponent may still pick the Life-trashing
    mode; nothing happens."""
    for number in (LINLIN_ST07, SOUL_POCUS, LINLIN_ST20):
        mode = 1 if number == LINLIN_ST20 else 0
        s, g, deck, life, hand = linlin_chosen(number, mode, p2_life=())
        expect_decision(g, P1, DecisionKind.MAIN)
        assert g.state.life[P2] == [] and len(g.state.hand[P2]) == 3, number


def test_faq_st20_005_hand_mode_the_chooser_trashes_two():
    """qa_st-15-20.md, ST20-005 Q1: the opponent picking 'your opponent
    trashes 2 cards from their hand' trashes 2 of their own cards, chosen
    by them."""
    s, g, deck, life, hand = linlin_chosen(LINLIN_ST20, 0)
    expect_decision(g, P2, DecisionKind.SELECT)
    g.apply(Action("select", hand[0]))
    g.apply(Action("select", hand[1]))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.hand[P2] == [hand[2]]


def test_faq_st07_015_trigger_life_comes_before_the_second_damage():
    """qa_st-07.md, ST07-015 Q4: at 1 Life, the first damage of a [Double
    Attack] reveals Soul Pocus; its [Trigger] (the opponent choosing the
    Life mode) adds a Life card before the second damage, which takes it."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    pocus, = s.p1.life(SOUL_POCUS)
    added, _ = s.p1.deck(VIVI, FRANKY)
    attacker = s.p2.character(DOUBLE_ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P2, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))                        # P1 adds a Life card
    expect_decision(g, P2, DecisionKind.MAIN)
    assert g.state.result is None
    assert added in g.state.hand[P1] and g.state.life[P1] == []


def test_faq_op03_028_jango_east_blue_only_and_rests_itself():
    """qa_op03.md, OP03-028 Q1 and Q2: the first mode sets active only an
    {East Blue} card; the second rests Jango itself, not optionally."""
    s = Scenario(strict=True)
    jango, = s.p1.hand("OP03-028")
    other = s.p1.character(VIVI, rested=True)
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", jango))
    g.apply(Action("number", -1, 0))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert Action("select", other) not in g.legal_actions()
    s = Scenario(strict=True)
    jango, = s.p1.hand("OP03-028")
    s.p1.don(active=5)
    theirs = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", jango))
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", theirs))
    assert g.state.rested[jango] and g.state.rested[theirs]


def test_faq_op03_095_soap_sheep_two_different_characters():
    """qa_op03.md, OP03-095 Q1: the -2 cost goes to 2 different Characters,
    not twice to one."""
    s = Scenario(strict=True)
    ev, = s.p1.hand("OP03-095")
    s.p1.don(active=1)
    a, b = s.p2.character(FRANKY), s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", ev))
    g.apply(Action("select", a))
    assert Action("select", a) not in g.legal_actions()
    assert Action("select", b) in g.legal_actions()
