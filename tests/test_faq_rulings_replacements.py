"""Official Q&A rulings on replacement effects ("If your Character would be
K.O.'d / removed from the field ..., you may ... instead"), set up with the
real cards (tests/test_faq_rulings.py explains how rulings are named).
CR 8-1-3-4: a replacement is offered only if it can be carried out in full
(CR 8-1-3-4-5); a card trashed instead of K.O.'d is no K.O.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

PICA = "OP05-032"           # [Once Per Turn] rest a cost 3+ Character other than [Pica] instead
SABO = "OP10-049"           # another base cost <= 7 Character removed -> return this instead
ROSINANTE = "OP12-048"      # [Opponent's Turn] a blue {Navy} removed -> rest this, trash 1
IVANKOV = "OP13-008"        # a {Revolutionary Army} K.O.'d -> trash this instead
FOSSA = "OP13-047"          # a "Whitebeard Pirates" K.O.'d -> trash this instead
TOKI = "OP13-060"           # a "Roger Pirates" K.O.'d -> trash this instead
ACE = "ST09-010"            # [Once Per Turn] trash the top or bottom Life card instead
CRACKER = "ST20-002"        # [Once Per Turn] by an effect: trash the top Life card instead
ODEN = "ST22-005"           # removed by the opponent -> trash 2 from the hand instead
CROCO_MIHAWK = "ST25-003"   # [Once Per Turn] a {Cross Guild} removed -> trash 1 instead
NAMI = "ST29-008"           # an {Egghead} K.O.'d -> turn the top Life card face-up instead
LABOON = "EB01-047"         # [Once Per Turn] a Character K.O.'d -> draw 1, trash 1
FRANKY = "ST01-010"         # vanilla, cost 4
VIVI = "ST01-009"           # vanilla, cost 2
BLANK = "ST01-006"

KO_EVERY = card_of("[Main] K.O. all of your opponent's Characters.", category="Event",
                   name="K.O. Every", number="T-KOEVERY", cost=0)
RETURN_EVERY = card_of("[Main] Return all of your opponent's Characters to the owner's hand.",
                       category="Event", name="Return Every", number="T-RETEVERY", cost=0)
GUILDSMAN = custom_card("T-CG", "Guildsman", cost=3, power=4000, types=("Cross Guild",))


def opponent_plays(s, event):
    """Builds `s` (P2's turn) and has P2 play `event`; returns the game."""
    ev, = s.p2.hand(event)
    g = s.build()
    g.apply(Action("play", ev))
    return g


def p2_turn():
    return Scenario(turn=4, turn_player=P2, strict=True)


def test_faq_op05_032_pica_may_rest_a_character_kod_with_it():
    """qa_op05.md, OP05-032 Q1: Pica and a cost-4 Character are K.O.'d at
    once; Pica's replacement may rest that Character, which keeps Pica."""
    s = p2_turn()
    pica = s.p1.character(PICA)
    franky = s.p1.character(FRANKY)
    g = opponent_plays(s, KO_EVERY)
    expect_decision(g, P1, DecisionKind.CONFIRM)
    assert g.decision.purpose.card == pica
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert Action("select", franky) in g.legal_actions()
    g.apply(Action("select", franky))
    assert pica in g.state.chars[P1]
    assert franky in g.state.trash[P1]                     # its own K.O. is not replaced


def test_faq_op10_049_sabo_returns_itself_when_both_are_kod():
    """qa_op10.md, OP10-049 Q1: Sabo and another Character of base cost 7
    or less are K.O.'d at once by the opponent; Sabo may go back to the hand
    instead of the other's removal."""
    s = p2_turn()
    sabo = s.p1.character(SABO)
    franky = s.p1.character(FRANKY)
    g = opponent_plays(s, KO_EVERY)
    expect_decision(g, P1, DecisionKind.CONFIRM)
    assert g.decision.purpose.card == sabo
    g.apply(Action("accept"))
    assert sabo in g.state.hand[P1]
    assert franky in g.state.chars[P1]


def rosinante_board(rested=False, hand=(BLANK,)):
    s = p2_turn()
    rosinante = s.p1.character(ROSINANTE, rested=rested)
    cards = s.p1.hand(*hand)
    return s, rosinante, cards


def test_faq_op12_048_rosinante_protects_itself():
    """qa_op12.md, OP12-048 Q3: Rosinante (a blue {Navy}) removed by the
    opponent's effect may rest itself and trash 1 card instead."""
    s, rosinante, (card,) = rosinante_board()
    g = opponent_plays(s, RETURN_EVERY)
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", card))
    assert rosinante in g.state.chars[P1] and g.state.rested[rosinante]
    assert card in g.state.trash[P1]


def test_faq_op12_048_rosinante_not_when_rested_or_with_no_hand():
    """qa_op12.md, OP12-048 Q1 and Q2: already rested, or with no card in
    hand, the replacement cannot be carried out and is not offered."""
    for rested, hand in ((True, (BLANK,)), (False, ())):
        s, rosinante, _ = rosinante_board(rested=rested, hand=hand)
        g = opponent_plays(s, RETURN_EVERY)
        expect_decision(g, P2, DecisionKind.MAIN)
        assert rosinante in g.state.hand[P1]


def test_faq_op13_008_047_060_trashing_itself_instead_is_no_ko():
    """qa_op13.md, OP13-008 Q1, OP13-047 Q1, OP13-060 Q1: K.O.'d by the
    opponent's effect, the card may trash itself instead; it is trashed
    without a K.O., so 'when a Character is K.O.'d' (EB01-047 Laboon on
    the other side) does not activate."""
    for number in (IVANKOV, FOSSA, TOKI):
        s = p2_turn()
        c = s.p1.character(number)
        s.p2.character(LABOON)
        s.p2.deck(VIVI, VIVI)
        g = opponent_plays(s, KO_EVERY)
        expect_decision(g, P1, DecisionKind.CONFIRM)
        g.apply(Action("accept"))
        expect_decision(g, P2, DecisionKind.MAIN)          # Laboon asks nothing
        assert c in g.state.trash[P1], number
        assert g.state.hand[P2] == [], number


def test_faq_st09_010_and_st20_002_no_life_no_replacement():
    """qa_st-09.md, ST09-010 Q1 and qa_st-15-20.md, ST20-002 Q1: with no
    Life card, the 'trash a Life card instead' replacement is not offered:
    the Character is K.O.'d."""
    for number in (ACE, CRACKER):
        s = p2_turn()
        c = s.p1.character(number)
        g = opponent_plays(s, KO_EVERY)
        expect_decision(g, P2, DecisionKind.MAIN)
        assert c in g.state.trash[P1], number


def test_faq_st22_005_oden_with_one_card_in_hand_is_removed():
    """qa_st-22.md, ST22-005 Q1: with 1 card in hand, 'trash 2 cards' cannot
    be done, so Oden is removed."""
    s = p2_turn()
    oden = s.p1.character(ODEN)
    s.p1.hand(BLANK)
    g = opponent_plays(s, RETURN_EVERY)
    expect_decision(g, P2, DecisionKind.MAIN)
    assert oden in g.state.hand[P1]


def test_faq_st25_003_one_card_keeps_both_cross_guild_characters():
    """qa_st-23-28.md, ST25-003 Q1: this Character and another {Cross Guild}
    Character K.O.'d at once: trashing 1 card keeps both."""
    s = p2_turn()
    cm = s.p1.character(CROCO_MIHAWK)
    other = s.p1.character(GUILDSMAN)
    card, = s.p1.hand(BLANK)
    g = opponent_plays(s, KO_EVERY)
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", card))
    assert cm in g.state.chars[P1] and other in g.state.chars[P1]
    assert card in g.state.trash[P1]


def test_faq_st29_008_nami_not_with_the_top_life_face_up():
    """qa_st-29.md, ST29-008 Q1: with the top Life card already face-up,
    'turn the top Life card face-up instead' cannot be done: the {Egghead}
    Character is K.O.'d."""
    s = p2_turn()
    nami = s.p1.character(NAMI)
    s.p1.life(BLANK, face_up=True)
    g = opponent_plays(s, KO_EVERY)
    expect_decision(g, P2, DecisionKind.MAIN)
    assert nami in g.state.trash[P1]


def test_faq_op05_030_rosinante_trashed_once_keeps_both_rested_characters():
    """qa_op05.md, OP05-030 Q2: Rosinante and 2 rested Characters K.O.'d at
    once by one effect of the opponent (OP01-094 Kaido in the ruling, a
    made-up 'K.O. all' here): trashing Rosinante instead keeps both."""
    s = p2_turn()
    rosinante = s.p1.character("OP05-030")
    a = s.p1.character(FRANKY, rested=True)
    b = s.p1.character(VIVI, rested=True)
    g = opponent_plays(s, KO_EVERY)
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert rosinante in g.state.trash[P1]
    assert a in g.state.chars[P1] and b in g.state.chars[P1]


NAVY_A = custom_card("T-NAVYA", "Navy A", cost=3, power=5000, types=("Navy",))
NAVY_B = custom_card("T-NAVYB", "Navy B", cost=3, power=5000, types=("Navy",))


def test_faq_op11_001_koby_not_with_2_trash_cards_when_two_are_kod_at_once():
    """qa_op11.md, OP11-001 Q3: two {Navy} Characters K.O.'d at once with 2
    cards in the trash: the first one trashed does not make the 3 cards the
    Koby Leader needs to keep the second; both are K.O.'d."""
    s = p2_turn()
    s.p1.leader("OP11-001")
    a, b = s.p1.character(NAVY_A), s.p1.character(NAVY_B)
    s.p1.trash(BLANK, BLANK)
    g = opponent_plays(s, KO_EVERY)
    expect_decision(g, P2, DecisionKind.MAIN)              # never offered
    assert a in g.state.trash[P1] and b in g.state.trash[P1]
