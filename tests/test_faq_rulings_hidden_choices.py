"""Official Q&A rulings on choosing cards from the opponent's hand, and on
revealed deck cards that are not played, set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  Cards chosen
from a hidden hand are chosen face down, by position (CR 3-4-2, 11-2); a
revealed card that stays in the deck goes back face down.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

KANJURO = "OP01-038"        # [On K.O.] the opponent chooses 1 card of your hand; trash it
ARLONG = "OP01-063"         # [DON!! x1] [Activate: Main] rest this: reveal 1 of their hand ...
BAO_HUANG = "OP01-105"      # [On Play] choose 2 cards of the opponent's hand; they reveal them
ISSHO = "OP03-078"          # [On Play] 6+ cards in their hand: trash 2 of them
DOFLAMINGO = "OP01-060"     # Leader: [DON!! x2] [When Attacking] ①: reveal the top; may play it
WHITEBEARD_KING = "OP12-058"  # [Main] "Whitebeard Pirates" Leader: reveal the top; may play it
VIVI = "ST01-009"
WHITEBEARD_VANILLA = "OP02-008"  # a vanilla {Whitebeard Pirates} Character
FRANKY = "ST01-010"
BLANK = "ST01-006"

KO_EVERY = card_of("[Main] K.O. all of your opponent's Characters.", category="Event",
                   name="K.O. Every", number="T-KOEVERY", cost=0)
WHITEBEARD_LEADER = custom_card("T-WBL", "Old Man", "Leader", power=5000,
                                types=("Whitebeard Pirates",))


def face_down_positions(g, hand_size):
    """The options are positions in the hidden hand, naming no card."""
    opts = g.legal_actions()
    assert all(a.kind == "number" and a.card == -1 for a in opts)
    assert {a.target for a in opts} <= set(range(hand_size))


def test_faq_op01_105_bao_huang_two_cards_chosen_face_down_then_revealed_together():
    """qa_op01.md, OP01-105 Q1 and Q3: the 2 cards are chosen from the
    face-down hand (positions), and revealed together once both are chosen."""
    s = Scenario(strict=True)
    bao, = s.p1.hand(BAO_HUANG)
    s.p1.don(active=2)
    s.p2.hand(VIVI, FRANKY, BLANK, VIVI)
    g = s.build()
    g.apply(Action("play", bao))
    expect_decision(g, P1, DecisionKind.SELECT)
    face_down_positions(g, 4)
    seen = len(g.events)
    g.apply(g.legal_actions()[0])
    expect_decision(g, P1, DecisionKind.SELECT)
    assert not [e for e in g.events[seen:] if type(e).__name__ == "Revealed"]
    g.apply(g.legal_actions()[0])
    revealed = [e for e in g.events[seen:] if type(e).__name__ == "Revealed"]
    assert len(revealed) == 1 and revealed[0].count == 2


def test_faq_op03_078_issho_the_activator_chooses_face_down():
    """qa_op03.md, OP03-078 Q1: with 6 cards in the opponent's hand, the
    player of Issho chooses the 2 cards to trash, face down."""
    s = Scenario(strict=True)
    issho, = s.p1.hand(ISSHO)
    s.p1.don(active=8)
    s.p2.hand(*[VIVI] * 6)
    g = s.build()
    g.apply(Action("play", issho))
    for _ in range(2):
        expect_decision(g, P1, DecisionKind.SELECT)
        face_down_positions(g, 6)
        g.apply(g.legal_actions()[0])
    expect_decision(g, P1, DecisionKind.MAIN)
    assert len(g.state.hand[P2]) == 4 and len(g.state.trash[P2]) == 2


def test_faq_op01_038_kanjuro_the_opponent_chooses_face_down():
    """qa_op01.md, OP01-038 Q1: Kanjuro's [On K.O.] has the opponent choose
    1 card of its owner's hand without seeing it."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.character(KANJURO)
    s.p1.hand(VIVI, FRANKY, BLANK)
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P2, DecisionKind.SELECT)
    face_down_positions(g, 3)
    g.apply(g.legal_actions()[0])
    assert len(g.state.hand[P1]) == 2


def test_faq_op01_063_arlong_played_this_turn_and_an_empty_hand():
    """qa_op01.md, OP01-063 Q1, Q2 and Q4: Arlong's 'rest this Character'
    effect may be used the turn it is played; the card is chosen face down;
    with no card in the opponent's hand it may be activated and does
    nothing."""
    for their_hand in ((VIVI, FRANKY), ()):
        s = Scenario(strict=True)
        arlong = s.p1.character(ARLONG, don=1, played_this_turn=True)
        s.p2.hand(*their_hand)
        s.p2.life(BLANK, BLANK)
        g = s.build()
        life = list(g.state.life[P2])
        g.apply(Action("activate", arlong, 0))
        if their_hand:
            expect_decision(g, P1, DecisionKind.SELECT)
            face_down_positions(g, 2)
            g.apply(g.legal_actions()[0])
        expect_decision(g, P1, DecisionKind.MAIN)
        assert g.state.rested[arlong]
        assert g.state.life[P2] == life                    # no Event: nothing moves


def test_faq_op01_060_and_op12_058_a_revealed_card_not_played_goes_back_face_down():
    """qa_op01.md, OP01-060 Q1 and qa_op12.md, OP12-058 Q1: the revealed
    top card, not played, is back on top of the deck, face down."""
    s = Scenario(strict=True)
    leader = s.p1.leader(DOFLAMINGO, don=2)
    top, _ = s.p1.deck(VIVI, FRANKY)                       # not a Warlord: cannot be played
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("attack", leader, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)           # pay its ➀
    g.apply(Action("accept"))
    expect_decision(g, P2, DecisionKind.BLOCK)             # nothing to play: the battle goes on
    assert g.state.deck[P1][-1] == top and not g.state.face_up[top]

    s = Scenario(strict=True)
    s.p1.leader(WHITEBEARD_LEADER)
    ev, = s.p1.hand(WHITEBEARD_KING)
    top, _ = s.p1.deck(VIVI, FRANKY)
    s.p1.don(active=9)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.deck[P1][-1] == top and not g.state.face_up[top]


def revealing(number, top_card, deck_more=(VIVI, VIVI)):
    """P1 uses `number`'s reveal (played, activated, attacking or as a
    [Counter], as printed) with `top_card` on top of the deck."""
    if number == "ST22-016":                               # a [Counter]: the opponent's turn
        s = Scenario(turn=4, turn_player=P2, strict=True)
    else:
        s = Scenario(strict=True)
    top, *_ = s.p1.deck(top_card, *deck_more)
    s.p1.hand(BLANK)
    if number in ("ST22-003", "ST22-006"):
        card, = s.p1.hand(number)
        s.p1.don(active=9)
        g = s.build()
        g.apply(Action("play", card))
    elif number == "ST22-007":
        card = s.p1.character(number)
        g = s.build()
        g.apply(Action("activate", card, 0))
    elif number == "ST22-012":
        card = s.p1.character(number)
        g = s.build()
        g.apply(Action("attack", card, s.p2.leader_id))
    else:
        card, = s.p1.hand(number)
        s.p1.don(active=1)
        attacker = s.p2.character(FRANKY)
        g = s.build()
        g.apply(Action("attack", attacker, s.p1.leader_id))
        g.apply(Action("no_block"))
        g.apply(Action("counter_event", card))
    return g, top


def test_faq_st22_revealed_card_of_another_type_goes_back_face_down():
    """qa_st-22.md, ST22-003 Q2, ST22-006 Q2, ST22-007 Q1, ST22-012 Q1,
    ST22-016 Q1: a revealed top card that is not of a 'Whitebeard Pirates'
    type goes back on top of the deck, face down."""
    for number in ("ST22-003", "ST22-006", "ST22-007", "ST22-012", "ST22-016"):
        g, top = revealing(number, VIVI)
        assert g.state.deck[P1][-1] == top and not g.state.face_up[top], number


def test_faq_st22_003_and_006_the_revealed_card_is_drawn():
    """qa_st-22.md, ST22-003 Q1 and ST22-006 Q1: a revealed 'Whitebeard
    Pirates' card is the first of the 2 cards drawn."""
    for number, then in (("ST22-003", DecisionKind.MAIN), ("ST22-006", DecisionKind.SELECT)):
        g, top = revealing(number, WHITEBEARD_VANILLA)
        expect_decision(g, P1, then)                       # Jozu: then 1 card to trash
        assert top in g.state.hand[P1] and len(g.state.hand[P1]) == 3, number


def test_faq_op01_114_drake_with_an_empty_hand_and_the_owner_chooses():
    """qa_op01.md, OP01-114 Q1 and Q2: Drake may be played when the
    opponent has no hand (nothing happens); otherwise the opponent, owner
    of the hand, chooses the card they trash."""
    for their_hand in ((), (VIVI, FRANKY)):
        s = Scenario(strict=True)
        drake, = s.p1.hand("OP01-114")
        s.p1.don(active=6)
        hand = s.p2.hand(*their_hand)
        g = s.build()
        g.apply(Action("play", drake))
        expect_decision(g, P1, DecisionKind.CONFIRM)       # pay DON!! -1
        g.apply(Action("accept"))
        expect_decision(g, P1, DecisionKind.RETURN_DON)
        g.apply(Action("return_don", -1, 0))
        if their_hand:
            expect_decision(g, P2, DecisionKind.SELECT)
            g.apply(Action("select", hand[1]))
            assert hand[1] in g.state.trash[P2]
        expect_decision(g, P1, DecisionKind.MAIN)
        assert drake in g.state.chars[P1]


def test_faq_op05_079_viola_the_opponent_chooses_the_trash_cards():
    """qa_op05.md, OP05-079 Q1: the player who did not activate Viola picks
    the 3 trash cards to put at the bottom of their deck."""
    s = Scenario(strict=True)
    viola, = s.p1.hand("OP05-079")
    s.p1.don(active=2)
    trash = s.p2.trash(VIVI, FRANKY, BLANK, VIVI)
    g = s.build()
    g.apply(Action("play", viola))
    expect_decision(g, P2, DecisionKind.SELECT)
    for c in trash[:3]:
        if g.decision.player == P2 and Action("select", c) in g.legal_actions():
            g.apply(Action("select", c))
    while g.decision.player == P2:                         # their order at the bottom
        g.apply(g.legal_actions()[0])
    assert g.state.trash[P2] == [trash[3]]


def test_faq_st06_015_great_eruption_trigger_with_no_hand_and_draw_first():
    """qa_st-06.md, ST06-015 Q1 and Q2: the [Trigger] may be used against
    an empty hand (nothing happens); the [Main] draws before its target is
    chosen."""
    s = Scenario(strict=True)
    ev, = s.p1.hand("ST06-015")
    drawn, _ = s.p1.deck(VIVI, VIVI)
    s.p1.don(active=1)
    s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)            # the -2 cost target
    assert drawn in g.state.hand[P1]
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.life("ST06-015", BLANK)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P2, DecisionKind.MAIN)
