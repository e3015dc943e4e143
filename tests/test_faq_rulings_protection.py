"""Official Q&A rulings on attacking active Characters and on protection
from K.O. or removal, set up with the real cards (tests/test_faq_rulings.py
explains how rulings are named).  Permission to attack active Characters
does not lift CR 3-7-4 (no attack the turn a Character is played); a
protection given by a resolved effect covers only the cards there when it
resolved (CR 8-1-1).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import cost, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

FRANKY_OP01 = "OP01-021"    # [DON!! x1] can also attack active Characters
PAGE_ONE = "OP01-112"       # [Activate: Main] DON!! -1: can attack active Characters this turn
WHITEY_BAY = "OP02-014"     # [DON!! x1] can also attack active Characters
CAVENDISH = "OP04-081"      # [When Attacking] rest your Leader: K.O. cost <= 1, then trash 2
INUARASHI = "OP02-027"      # all DON!! rested: cannot be removed by the opponent's effects
SMOKER = "OP02-102"         # [When Attacking] a cost-0 Character: +2000 this battle
SABO = "OP04-083"           # [On Play] your Characters cannot be K.O.'d by effects
ROSINANTE = "OP04-119"      # [Opponent's Turn] rested: active base cost 5 cannot be K.O.'d
UNION_ARMADA = "ST05-017"   # [Counter] {FILM} +4000; a Character: cannot be K.O.'d this turn
WHITE_OUT = "ST06-016"      # [Trigger] draw 1; none of your Characters can be K.O.'d
FRANKY_ST14 = "ST14-009"    # [DON!! x1] [Opponent's Turn] a cost 6+: not K.O.'d, +2000
VIVI = "ST01-009"           # 4000, cost 2
FRANKY = "ST01-010"         # 6000, cost 4
BLANK = "ST01-006"

KO_EVERY = card_of("[Main] K.O. all of your opponent's Characters.", category="Event",
                   name="K.O. Every", number="T-KOEVERY", cost=0)
RETURN_EVERY = card_of("[Main] Return all of your opponent's Characters to the owner's hand.",
                       category="Event", name="Return Every", number="T-RETEVERY", cost=0)
KO_ONE = card_of("[Main] K.O. up to 1 of your opponent's Characters.", category="Event",
                 name="K.O. One", number="T-KOONE", cost=0)
ZERO = custom_card("T-ZERO", "Zero", cost=0, power=1000)
FILM = custom_card("T-FILM", "Film Star", cost=3, power=3000, types=("FILM",))
BASE_5 = custom_card("T-BASE5", "Five", cost=5, power=6000, colors=("Green",))
PLAY_FROM_HAND = card_of("[Main] Play up to 1 Character card with a cost of 2 or less from "
                         "your hand.", category="Event", name="Call", number="T-CALL", cost=0)


def test_faq_op01_021_and_op01_112_no_attack_the_turn_they_are_played():
    """qa_op01.md, OP01-021 Q1 and OP01-112 Q1: being able to attack active
    Characters does not let a Character attack the turn it is played."""
    s = Scenario(strict=True)
    franky = s.p1.character(FRANKY_OP01, don=1, played_this_turn=True)
    page = s.p1.character(PAGE_ONE, played_this_turn=True)
    s.p1.don(active=1)
    s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("activate", page, 0))
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(g.legal_actions()[0])
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card in (franky, page)]


def test_faq_op02_014_whitey_bay_still_attacks_rested_characters():
    """qa_op02.md, OP02-014 Q1: with the DON!!, Whitey Bay may attack the
    opponent's active Characters and, still, rested ones."""
    s = Scenario(strict=True)
    bay = s.p1.character(WHITEY_BAY, don=1)
    active = s.p2.character(VIVI)
    rested = s.p2.character(FRANKY, rested=True)
    g = s.build()
    targets = {a.target for a in g.legal_actions() if a.kind == "attack" and a.card == bay}
    assert {active, rested, s.p2.leader_id} <= targets


def test_faq_op04_081_cavendish_trashes_2_once_the_cost_is_paid():
    """qa_op04.md, OP04-081 Q1: after resting the Leader, trashing 2 cards
    from the deck is not optional."""
    s = Scenario(strict=True)
    cav = s.p1.character(CAVENDISH)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    zero = s.p2.character(ZERO)
    g = s.build()
    g.apply(Action("attack", cav, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", zero))
    assert deck[0] in g.state.trash[P1] and deck[1] in g.state.trash[P1]
    assert g.state.rested[s.p1.leader_id] and zero in g.state.trash[P2]


def test_faq_op02_027_inuarashi_not_returned_and_given_don_breaks_the_condition():
    """qa_op02.md, OP02-027 Q1 and Q2: with all DON!! rested Inuarashi is
    not returned to the hand by the opponent's effect; a DON!! given to a
    card is not rested, so with one given the protection is off."""
    for given, kept in ((0, True), (1, False)):
        s = Scenario(turn=4, turn_player=P2, strict=True)
        s.p1.leader("ST01-001", don=given)
        inu = s.p1.character(INUARASHI)
        s.p1.don(rested=3)
        ev, = s.p2.hand(RETURN_EVERY)
        g = s.build()
        g.apply(Action("play", ev))
        expect_decision(g, P2, DecisionKind.MAIN)
        assert (inu in g.state.chars[P1]) is kept, given


def test_faq_op02_102_smoker_plus_2000_once_for_two_cost_0_characters():
    """qa_op02.md, OP02-102 Q1: two cost-0 Characters give +2000, not +4000."""
    s = Scenario(strict=True)
    smoker = s.p1.character(SMOKER)
    s.p2.characters(ZERO, ZERO)
    g = s.build()
    g.apply(Action("attack", smoker, s.p2.leader_id))
    assert power(g.state, smoker) == 6000


def test_faq_op04_083_sabo_protects_only_the_characters_already_there():
    """qa_op04.md, OP04-083 Q1: in the opponent's next turn, a Character
    played after Sabo's [On Play] is K.O.'d by their effect; one there
    before (and Sabo) are not."""
    s = Scenario(strict=True)
    before = s.p1.character(FRANKY)
    sabo, call, later = s.p1.hand(SABO, PLAY_FROM_HAND, VIVI)
    drawn = s.p1.deck(BLANK, BLANK, BLANK, BLANK)[:2]
    s.p1.don(active=5)
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    g.apply(Action("play", sabo))
    expect_decision(g, P1, DecisionKind.SELECT)            # the 2 cards to trash
    for c in drawn:
        g.apply(Action("select", c))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("play", call))
    g.apply(Action("select", later))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("end_phase"))
    expect_decision(g, P2, DecisionKind.MAIN)
    g.apply(Action("play", ev))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert later in g.state.trash[P1]
    assert before in g.state.chars[P1] and sabo in g.state.chars[P1]


def test_faq_op04_119_rosinante_kod_with_the_active_base_cost_5_kept():
    """qa_op04.md, OP04-119 Q2 (under a second heading): rested Rosinante
    and an active base cost 5 Character K.O.'d at once by the opponent's
    effect: Rosinante is K.O.'d, the other is not."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    rosinante = s.p1.character(ROSINANTE, rested=True)
    five = s.p1.character(BASE_5)
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert rosinante in g.state.trash[P1] and five in g.state.chars[P1]


def test_faq_st05_017_union_armada_character_survives_battle_and_effects():
    """qa_st-05.md, ST05-017 Q1: the {FILM} Character chosen cannot be
    K.O.'d in battle nor by effects this turn."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    film = s.p1.character(FILM, rested=True)
    ev, = s.p1.hand(UNION_ARMADA)
    s.p1.don(active=2)
    big = s.p2.character(custom_card("T-HUGE", "Huge", cost=9, power=12000))
    ko, = s.p2.hand(KO_ONE)
    g = s.build()
    g.apply(Action("attack", big, film))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", film))
    g.apply(Action("end_counters"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert film in g.state.chars[P1]                       # 7000 against 12000: not K.O.'d
    g.apply(Action("play", ko))
    expect_decision(g, P2, DecisionKind.SELECT)
    g.apply(Action("select", film))
    assert film in g.state.chars[P1]


def test_faq_st14_009_franky_counts_itself_at_cost_6():
    """qa_st-14.md, ST14-009 Q1: Franky (cost 5) made cost 6 by the ST14-001
    Luffy Leader (DON!! given) is itself 'a Character with a cost of 6 or
    more': in the opponent's turn it has +2000 (a given DON!! adds power
    only in its owner's turn) and is not K.O.'d by their effects."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader("ST14-001", don=1)
    franky = s.p1.character(FRANKY_ST14, don=1)
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    assert cost(g.state, franky) == 6
    assert power(g.state, franky) == 8000
    g.apply(Action("play", ev))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert franky in g.state.chars[P1]


def test_faq_st06_016_white_out_protects_only_the_characters_already_there():
    """qa_st-06.md, ST06-016 Q1: after White Out's [Trigger], a Character
    played later that turn (by a [Counter] Event) can be K.O.'d; one there
    when the [Trigger] resolved cannot."""
    reinforce = card_of("[Counter] Play up to 1 Character card with a cost of 2 or less from "
                        "your hand.", category="Event", name="Reinforce", number="T-REINF",
                        cost=0)
    s = Scenario(turn=4, turn_player=P2, strict=True)
    before = s.p1.character(FRANKY)
    s.p1.life(WHITE_OUT, BLANK)
    counter, later = s.p1.hand(reinforce, VIVI)
    s.p1.deck(BLANK, BLANK)
    a, b = s.p2.character(FRANKY), s.p2.character(FRANKY)
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    g.apply(Action("attack", a, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, P2, DecisionKind.MAIN)
    g.apply(Action("attack", b, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", counter))
    g.apply(Action("select", later))
    g.apply(Action("end_counters"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert later in g.state.chars[P1]
    g.apply(Action("play", ev))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert later in g.state.trash[P1] and before in g.state.chars[P1]
