"""Official Q&A rulings of ST-13 on face-up Life cards and on looking at
and putting back the Life cards, set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  Life cards put
back keep their face (CR 3-10-2-1); a card that goes to the deck goes face
down.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

ACE_LEADER = "ST13-002"     # [End of Your Turn] trash all your face-up Life cards
LUFFY_LEADER = "ST13-003"   # face-up Life to the deck bottom; [Activate: Main] cost-5 to Life
NEWGATE = "ST13-004"        # [On Play] deck top to Life; look at all, 1 to the deck top
SHANKS = "ST13-009"         # [On Play] turn 1 face-up Life face-down: 7+ in their hand ...
ACE = "ST13-011"            # [On Play] 2 or less Life: [Rush]
MAKINO = "ST13-012"         # [On Play] 1 Life card to the hand: look at all, put back
YAMATO = "ST13-016"         # [On Play] look at all Life, 1 to the deck top, the rest back
FLAME_DRAGON = "ST13-017"   # [Counter] +4000, then look at all Life, put back
VIVI = "ST01-009"
FRANKY = "ST01-010"
BLANK = "ST01-006"

DRAW_TRIGGER = card_of("[Main] Draw 1 card.", "[Trigger] Draw 1 card.", category="Event",
                       name="Draw Event", number="T-DRAWEV", cost=0)
LIFE_ADDER = card_of("[Activate: Main] Add up to 1 card from the top of your deck to the "
                     "top of your Life cards.", name="Life Adder", number="T-LIFEADD",
                     cost=1, power=1000)
COST_5 = custom_card("T-COST5", "Cost Five", cost=5, power=6000)


def face_up_over_face_down(setup, up=VIVI, down=FRANKY):
    a, = setup.life(up, face_up=True)
    b, = setup.life(down)
    return a, b


def faces(g, p=P1):
    return {i: g.state.face_up[i] for i in g.state.life[p]}


def test_faq_st13_002_ace_trashes_every_face_up_life_card():
    """qa_st-13.md, ST13-002 Q1: at the end of the turn the Leader trashes
    all face-up Life cards, also those turned face-up by other effects."""
    s = Scenario(strict=True)
    s.p1.leader(ACE_LEADER)
    a, b = face_up_over_face_down(s.p1)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert a in g.state.trash[P1] and g.state.life[P1] == [b]


def test_faq_st13_003_luffy_face_up_trigger_cannot_be_used():
    """qa_st-13.md, ST13-003 Q1: with this Leader, a face-up Life card's
    [Trigger] cannot be activated: the card goes to the bottom of the deck."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(LUFFY_LEADER)
    card, = s.p1.life(DRAW_TRIGGER, face_up=True)
    s.p1.life(BLANK)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P2, DecisionKind.MAIN)              # no [Trigger] offered
    assert g.state.deck[P1][0] == card and card not in g.state.hand[P1]


def test_faq_st13_003_luffy_adds_one_from_hand_and_one_from_trash():
    """qa_st-13.md, ST13-003 Q4: with 0 Life, the 2 cost-5 Characters added
    face-up may be 1 from the hand and 1 from the trash."""
    s = Scenario(strict=True)
    s.p1.leader(LUFFY_LEADER, don=2)
    cost_card, from_hand = s.p1.hand(BLANK, COST_5)
    from_trash, = s.p1.trash(COST_5)
    g = s.build()
    g.apply(Action("activate", s.p1.leader_id, 0))
    while g.decision.kind != DecisionKind.MAIN:
        d = g.decision
        if d.kind == DecisionKind.CONFIRM:
            g.apply(Action("accept"))
        elif Action("select", cost_card) in g.legal_actions():
            g.apply(Action("select", cost_card))
        elif Action("select", from_hand) in g.legal_actions():
            g.apply(Action("select", from_hand))
        elif Action("select", from_trash) in g.legal_actions():
            g.apply(Action("select", from_trash))
        else:
            g.apply(g.legal_actions()[0])
    assert faces(g) == {from_hand: True, from_trash: True}


def test_faq_st13_004_newgate_a_face_up_card_goes_to_the_deck_face_down():
    """qa_st-13.md, ST13-004 Q1 and Q2: the face-up Life card put on top of
    the deck is face down there; the cards put back keep their faces."""
    s = Scenario(strict=True)
    newgate, = s.p1.hand(NEWGATE)
    s.p1.don(active=6)
    a, b = face_up_over_face_down(s.p1)
    added, _ = s.p1.deck(BLANK, BLANK)
    g = s.build()
    g.apply(Action("play", newgate))
    expect_decision(g, P1, DecisionKind.SELECT)            # the card for the deck top
    g.apply(Action("select", a))
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(g.legal_actions()[0])
    assert g.state.deck[P1][-1] == a and not g.state.face_up[a]
    assert faces(g) == {b: False, added: False}

    s = Scenario(strict=True)
    newgate, = s.p1.hand(NEWGATE)
    s.p1.don(active=6)
    a, b = face_up_over_face_down(s.p1)
    added, _ = s.p1.deck(BLANK, BLANK)
    g = s.build()
    g.apply(Action("play", newgate))
    g.apply(Action("select", b))
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(g.legal_actions()[0])
    assert faces(g) == {a: True, added: False}


def test_faq_st13_009_shanks_turns_a_face_up_card_anywhere():
    """qa_st-13.md, ST13-009 Q1: the face-up Life card turned face-down may
    be anywhere in the Life area (here the bottom one)."""
    s = Scenario(strict=True)
    shanks, = s.p1.hand(SHANKS)
    s.p1.don(active=7)
    top, = s.p1.life(BLANK)
    bottom, = s.p1.life(VIVI, face_up=True)
    s.p2.hand(*[VIVI] * 7)
    s.p2.life(BLANK, BLANK)
    g = s.build()
    g.apply(Action("play", shanks))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)            # the face-up card, at the bottom
    g.apply(Action("select", bottom))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # then: trash up to 1 of theirs
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert not g.state.face_up[bottom] and g.state.life[P1][0] == bottom
    assert len(g.state.life[P2]) == 1


def test_faq_st13_011_ace_keeps_rush_when_life_rises():
    """qa_st-13.md, ST13-011 Q1: played with 2 Life cards, Ace gains [Rush];
    going up to 3 Life cards afterwards, it can still attack this turn."""
    s = Scenario(strict=True)
    ace, = s.p1.hand(ACE)
    adder = s.p1.character(LIFE_ADDER)
    s.p1.life(BLANK, BLANK)
    s.p1.deck(VIVI, VIVI)
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", ace))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("activate", adder, 0))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert len(g.state.life[P1]) == 3
    assert Action("attack", ace, s.p2.leader_id) in g.legal_actions()


def test_faq_st13_012_016_017_life_cards_put_back_keep_their_faces():
    """qa_st-13.md, ST13-012 Q1, ST13-016 Q1, ST13-017 Q1: looking at all
    the Life cards and putting them back leaves face-up cards face-up."""
    # Yamato: the face-down card goes to the deck, the face-up one back.
    s = Scenario(strict=True)
    yamato, = s.p1.hand(YAMATO)
    s.p1.don(active=5)
    a, b = face_up_over_face_down(s.p1)
    g = s.build()
    g.apply(Action("play", yamato))
    g.apply(Action("select", b))
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(g.legal_actions()[0])
    assert faces(g) == {a: True}
    # Makino: the bottom (face-down) card to the hand, then the rest back.
    s = Scenario(strict=True)
    makino, = s.p1.hand(MAKINO)
    s.p1.don(active=1)
    a, b = face_up_over_face_down(s.p1)
    c, = s.p1.life(BLANK)
    g = s.build()
    g.apply(Action("play", makino))
    g.apply(Action("accept"))
    g.apply(Action("number", -1, 1))                       # the bottom card
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(g.legal_actions()[-1])
    assert c in g.state.hand[P1]
    assert faces(g) == {a: True, b: False}
    # Flame Dragon King, used as a [Counter].
    s = Scenario(turn=4, turn_player=P2, strict=True)
    ev, = s.p1.hand(FLAME_DRAGON)
    s.p1.don(active=2)
    a, b = face_up_over_face_down(s.p1)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    while g.decision.player == P1 and g.decision.kind != DecisionKind.COUNTER:
        g.apply(g.legal_actions()[-1])
    assert faces(g) == {a: True, b: False}


def test_faq_st13_003_makino_cost_unpaid_when_the_card_goes_to_the_deck():
    """qa_st-13.md, ST13-003 Q2: with this Leader, Makino's cost takes the
    face-up top Life card, which goes to the bottom of the deck instead of
    the hand; the cost is not paid, so the Life cards are not looked at."""
    s = Scenario(strict=True)
    s.p1.leader(LUFFY_LEADER)
    makino, = s.p1.hand(MAKINO)
    s.p1.don(active=1)
    a, b = face_up_over_face_down(s.p1)
    g = s.build()
    g.apply(Action("play", makino))
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)            # top (0) or bottom (1)
    g.apply(Action("number", -1, 0))
    expect_decision(g, P1, DecisionKind.MAIN)              # nothing looked at or arranged
    assert g.state.deck[P1][0] == a and not g.state.face_up[a]
    assert g.state.hand[P1] == [] and g.state.life[P1] == [b]


NEWGATE_OP02 = "OP02-004"   # [On Play] ... you cannot add Life cards to your hand by your effects
FOOL = "OP02-023"           # [Main] 3 or less Life: you cannot add Life cards to your hand
KINGBAUM = "OP03-100"       # [Trigger] you may trash 1 Life card: play this card
KATAKURI_OP03 = "OP03-123"  # [On Play] a cost <= 8 Character to the top or bottom of Life
LINLIN_LEADER = "ST07-001"  # [DON!! x2] [When Attacking] a Life card to the hand: ... hand to Life
MAMA_CHANTER = "ST07-017"   # Stage: rest, a Life card to the hand: a cost-3 Character to Life
USHIMARU = "ST09-008"       # [DON!! x1] [When Attacking] a Life card to the hand: play a Wano
CRACKER_ST20 = "ST20-001"   # [Activate: Main] top Life face-up: give a rested DON!!
CHOPPER_ST29 = "ST29-007"   # [On K.O.] a Life card to the hand: a hand card to the Life
COST_3 = custom_card("T-COST3", "Three", cost=3, power=4000)
YELLOW_WANO = custom_card("T-YWANO", "Ronin", cost=3, power=4000, colors=("Yellow",),
                          types=("Land of Wano",))
KO_EVERY = card_of("[Main] K.O. all of your opponent's Characters.", category="Event",
                   name="K.O. Every", number="T-KOEVERY", cost=0)


def test_faq_op02_004_and_op02_023_life_to_hand_costs_cannot_be_paid():
    """qa_op02.md, OP02-004 Q1 and OP02-023 Q1: after Newgate's [On Play]
    or the Event's [Main], a 'you may add 1 Life card to your hand' cost
    (Ushimaru's here) cannot be paid this turn: nothing is asked."""
    for number, don in ((NEWGATE_OP02, 9), (FOOL, 1)):
        s = Scenario(strict=True)
        card, = s.p1.hand(number)
        ushimaru = s.p1.character(USHIMARU, don=1)
        s.p1.life(BLANK, BLANK)
        s.p1.don(active=don)
        g = s.build()
        g.apply(Action("play", card))
        while g.decision.kind != DecisionKind.MAIN:
            g.apply(g.legal_actions()[0])
        g.apply(Action("attack", ushimaru, s.p2.leader_id))
        expect_decision(g, P2, DecisionKind.BLOCK)
        assert len(g.state.life[P1]) == 2, number


def test_faq_op02_023_with_4_life_does_nothing():
    """qa_op02.md, OP02-023 Q2: with 4 Life cards the Event may be used and
    does nothing: the cost may still be paid afterwards."""
    s = Scenario(strict=True)
    fool, = s.p1.hand(FOOL)
    ushimaru = s.p1.character(USHIMARU, don=1)
    s.p1.life(BLANK, BLANK, BLANK, BLANK)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", fool))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("attack", ushimaru, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)


def test_faq_op03_100_kingbaum_cannot_pay_with_itself():
    """qa_op03.md, OP03-100 Q1: Kingbaum as the only Life card: its
    [Trigger] cost finds no Life card, so the [Trigger] cannot be used and
    the card goes to the hand."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    kingbaum, = s.p1.life(KINGBAUM)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    assert Action("use_trigger") not in g.legal_actions()
    g.apply(Action("decline_trigger"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert kingbaum in g.state.hand[P1]


def test_faq_op03_123_katakuri_adds_your_own_character_to_life():
    """qa_op03.md, OP03-123 Q1: Katakuri's [On Play] may add one of your own
    Characters to your Life, face-up."""
    s = Scenario(strict=True)
    katakuri, = s.p1.hand(KATAKURI_OP03)
    mine = s.p1.character(VIVI)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", katakuri))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", mine))
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(g.legal_actions()[0])
    assert mine in g.state.life[P1] and g.state.face_up[mine]


def linlin_attacks(life):
    s = Scenario(strict=True)
    leader = s.p1.leader(LINLIN_LEADER, don=2)
    cards = s.p1.life(*[BLANK] * life)
    hand = s.p1.hand(VIVI)
    g = s.build()
    g.apply(Action("attack", leader, s.p2.leader_id))
    return g, cards, hand


def test_faq_st07_001_linlin_life_to_hand_then_hand_to_life():
    """qa_st-07.md, ST07-001 Q1-Q3: with 3 Life cards one goes to the hand
    and a hand card goes on top; with 4 only the first part happens; with 0
    the effect is not offered."""
    g, cards, (vivi,) = linlin_attacks(3)
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    while g.decision.player == P1:
        options = g.legal_actions()
        pick = [a for a in options if a.card == vivi] or [
            a for a in options if a.kind == "number" and a.target == 1] or options[:1]
        g.apply(pick[0])
    assert g.state.life[P1][-1] == vivi and len(g.state.life[P1]) == 3
    g, cards, (vivi,) = linlin_attacks(4)
    g.apply(Action("accept"))
    while g.decision.player == P1:
        g.apply(g.legal_actions()[0])
    assert vivi in g.state.hand[P1] and len(g.state.life[P1]) == 3
    g, cards, _ = linlin_attacks(0)
    expect_decision(g, P2, DecisionKind.BLOCK)


def test_faq_st07_017_mama_chanter_only_a_cost_3_character_on_the_field():
    """qa_st-07.md, ST07-017 Q1-Q3: after the cost, a cost-3 Character of
    the field may be added (not a cost-2 one, not a hand card), or none."""
    s = Scenario(strict=True)
    stage = s.p1.stage(MAMA_CHANTER)
    three = s.p1.character(COST_3)
    two = s.p1.character(VIVI)
    in_hand, = s.p1.hand(COST_3)
    s.p1.life(BLANK, BLANK)
    g = s.build()
    g.apply(Action("activate", stage, 0))
    expect_decision(g, P1, DecisionKind.SELECT)           # the top or the bottom Life card
    g.apply(Action("number", -1, 0))
    expect_decision(g, P1, DecisionKind.SELECT)
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert three in chosen and two not in chosen and in_hand not in chosen
    g.apply(Action("select_done"))                         # Q1: none
    expect_decision(g, P1, DecisionKind.MAIN)
    assert three in g.state.chars[P1]


def test_faq_st09_008_ushimaru_plays_the_life_card_it_took():
    """qa_st-09.md, ST09-008 Q1: the Life card added to the hand for the
    cost, a yellow {Land of Wano} cost-3 Character, may be played."""
    s = Scenario(strict=True)
    ushimaru = s.p1.character(USHIMARU, don=1)
    ronin, _ = s.p1.life(YELLOW_WANO, BLANK)
    g = s.build()
    g.apply(Action("attack", ushimaru, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    while g.decision.player == P1:
        options = g.legal_actions()
        pick = [a for a in options if a.card == ronin] or [
            a for a in options if a.kind == "number" and a.target == 0] or options[:1]
        g.apply(pick[0])
    assert ronin in g.state.chars[P1]


def test_faq_st20_001_cracker_not_with_a_face_up_top_card():
    """qa_st-15-20.md, ST20-001 Q1: the top Life card already face-up, the
    [Activate: Main] cannot be used."""
    s = Scenario(strict=True)
    cracker = s.p1.character(CRACKER_ST20)
    face_up_over_face_down(s.p1)
    s.p1.don(rested=1)
    g = s.build()
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == cracker]


def test_faq_st29_007_chopper_with_no_life_adds_nothing():
    """qa_st-29.md, ST29-007 Q1: K.O.'d with 0 Life cards, Chopper's cost
    cannot be paid, so no hand card goes to the Life."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    chopper = s.p1.character(CHOPPER_ST29)
    s.p1.hand(VIVI)
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert chopper in g.state.trash[P1] and g.state.life[P1] == []
