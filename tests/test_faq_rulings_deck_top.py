"""Official Q&A rulings on looking at the top of the deck (all back on top
or all at the bottom, searches by type or name, "you may trash from the
top of your deck"), set up with the real cards (tests/test_faq_rulings.py
explains how rulings are named).  Cards looked at stay in the deck while
looked at (CR 3-1-7), so a short deck is not an empty one.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import ON_PLAY, Ability, Python
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2

DOFLAMINGO = "OP01-073"     # [On Play] look at 5, all to the top or bottom in any order
PERONA = "OP01-077"         # the same
DESERT_SPADA = "OP01-088"   # [Counter] +2000, then look at 3, top or bottom
SMILE = "OP01-116"          # [Main] look at 5, play a {SMILE} cost <= 3; [Trigger] the [Main]
RUBBER_BAND = "OP03-054"    # [Counter] +2000, then you may trash 1 from the deck top
GIANT_GAVEL = "OP03-055"    # [Counter] trash 1: Leader +4000, then you may trash 2 from the deck
BRANNEW = "OP03-089"        # [On Play] look at 3: a {Navy} card other than [Brannew]; trash rest
PUDDING = "OP03-112"        # [On Play] look at 4: a [Sanji] or {Big Mom Pirates} card
VIVI = "ST01-009"
FRANKY = "ST01-010"
BLANK = "ST01-006"

FORMER_NAVY = custom_card("T-FNAVY", "Retired", cost=2, power=3000, types=("Former Navy",))
NEO_NAVY = custom_card("T-NNAVY", "Neo", cost=2, power=3000, types=("Neo Navy",))
NAVY = custom_card("T-NAVY", "Marine", cost=2, power=3000, types=("Navy",))
SANJI = custom_card("T-SANJI", "Sanji", cost=2, power=3000, types=("Straw Hat Crew",))


def test_faq_op01_073_077_all_to_one_end_and_a_short_deck():
    """qa_op01.md, OP01-073 Q1-Q2 and OP01-077 Q1-Q2: the cards looked at
    all go to the top or all to the bottom (once one goes to the bottom,
    the rest must); with 3 cards in the deck the 3 are looked at, and the
    deck is not empty meanwhile."""
    for number, don in ((DOFLAMINGO, 3), (PERONA, 1)):
        s = Scenario(strict=True)
        card, = s.p1.hand(number)
        deck = s.p1.deck(VIVI, FRANKY, BLANK)
        s.p1.don(active=don)
        g = s.build()
        g.apply(Action("play", card))
        expect_decision(g, P1, DecisionKind.ARRANGE)
        assert {a.card for a in g.legal_actions()} == set(deck)
        g.apply(Action("place_bottom", deck[0]))
        assert all(a.kind == "place_bottom" for a in g.legal_actions()), number
        while g.decision.kind == DecisionKind.ARRANGE:
            g.apply(g.legal_actions()[0])
        expect_decision(g, P1, DecisionKind.MAIN)
        assert sorted(g.state.deck[P1]) == sorted(deck) and g.state.result is None


def test_faq_op01_088_desert_spada_all_to_one_end_with_2_cards():
    """qa_op01.md, OP01-088 Q1-Q2: with 2 cards in the deck the [Counter]
    may be used; they go back together to the top or the bottom."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    ev, = s.p1.hand(DESERT_SPADA)
    deck = s.p1.deck(VIVI, FRANKY)
    s.p1.don(active=1)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, P1, DecisionKind.ARRANGE)
    g.apply(Action("place_top", deck[1]))
    assert all(a.kind == "place_top" for a in g.legal_actions())
    g.apply(g.legal_actions()[0])
    expect_decision(g, P1, DecisionKind.COUNTER)
    assert power(g.state, s.p1.leader_id) == 7000


def test_faq_op01_116_smile_no_character_all_to_the_bottom_and_trigger_on_play():
    """qa_op01.md, OP01-116 Q1 and Q2: with no {SMILE} Character among the
    5, all go to the bottom; played by the [Trigger], a Character's [On
    Play] activates."""
    s = Scenario(strict=True)
    ev, = s.p1.hand(SMILE)
    looked = s.p1.deck(VIVI, VIVI, FRANKY, FRANKY, BLANK, BLANK)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", ev))
    for card in looked[:5]:                                # nothing to play: all 5 ordered
        expect_decision(g, P1, DecisionKind.ARRANGE)
        g.apply(Action("place_bottom", card))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.deck[P1][-1] == looked[5]               # the sixth card is on top now
    seen = []
    smiler = custom_card("T-SMILE2", "Smiler", "Character", Ability(ON_PLAY, steps=(
        Python(lambda st, f: seen.append(f.src), "(notes its [On Play])"),)),
        cost=3, power=4000, types=("SMILE",))
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.life(SMILE, BLANK)
    first, *_ = s.p1.deck(smiler, VIVI, VIVI, VIVI, VIVI)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", first))
    while g.decision.player == P1:
        g.apply(g.legal_actions()[0])
    assert first in g.state.chars[P1] and seen == [first]


def test_faq_op03_054_rubber_band_trash_is_optional_draw_is_not():
    """qa_op03.md, OP03-054 Q1 and Q2: the [Counter]'s trash from the deck
    may be declined; the [Trigger] draws, then the trash may be declined."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    ev, = s.p1.hand(RUBBER_BAND)
    s.p1.life(RUBBER_BAND, BLANK)
    deck = s.p1.deck(VIVI, FRANKY, VIVI)
    s.p1.don(active=1)
    a, b = s.p2.character(FRANKY), s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", a, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # trash 1 or none
    g.apply(Action("number", -1, 0))
    expect_decision(g, P1, DecisionKind.COUNTER)
    assert power(g.state, s.p1.leader_id) == 7000 and g.state.trash[P1] == [ev]
    g.apply(Action("end_counters"))
    g.apply(Action("attack", b, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # the draw is done; trash?
    assert deck[0] in g.state.hand[P1]
    g.apply(Action("number", -1, 0))
    assert deck[1] in g.state.deck[P1]


def test_faq_op03_055_giant_gavel_trash_from_the_deck_is_optional():
    """qa_op03.md, OP03-055 Q1: the +4000 may be taken without trashing 2
    cards from the deck."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    ev, cost_card = s.p1.hand(GIANT_GAVEL, BLANK)
    deck = s.p1.deck(VIVI, FRANKY, VIVI)
    s.p1.don(active=1)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    while g.decision.kind != DecisionKind.CHOOSE_NUMBER:
        d = g.decision
        g.apply(Action("accept") if d.kind == DecisionKind.CONFIRM
                else Action("select", cost_card) if Action("select", cost_card)
                in g.legal_actions() else g.legal_actions()[0])
    g.apply(Action("number", -1, 0))
    assert power(g.state, s.p1.leader_id) == 9000
    assert all(c in g.state.deck[P1] for c in deck)


def test_faq_op03_089_brannew_navy_only_not_former_or_neo_navy():
    """qa_op03.md, OP03-089 Q1: a {Former Navy} or {Neo Navy} card is no
    {Navy} type card."""
    s = Scenario(strict=True)
    brannew, = s.p1.hand(BRANNEW)
    former, neo, navy = s.p1.deck(FORMER_NAVY, NEO_NAVY, NAVY, VIVI)[:3]
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", brannew))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {navy}


def test_faq_op03_112_pudding_takes_a_sanji_of_another_type():
    """qa_op03.md, OP03-112 Q1: a [Sanji] without the {Big Mom Pirates} type
    may be taken."""
    s = Scenario(strict=True)
    pudding, = s.p1.hand(PUDDING)
    sanji, *_ = s.p1.deck(SANJI, VIVI, VIVI, VIVI, VIVI)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", pudding))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", sanji))
    assert sanji in g.state.hand[P1]


NAMI_OP04 = "OP04-011"      # [When Attacking] reveal the top: 6000+ Character: +3000; to bottom
QUEEN = "OP04-046"          # [On Play] AKP Leader: look at 7, up to 2 [Plague Rounds]/[Ice Oni]
OHM = "OP05-101"            # [On Play] look at 5 for a [Holly]; then play a [Holly] from hand
UTA_ST11 = "ST11-001"       # [DON!! x1] [When Attacking] reveal the top, add a FILM; rest bottom
IVANKOV_ST12 = "ST12-010"   # [On Play] reveal the top, play it if cost 2; rest top or bottom
CROCODILE_ST17 = "ST17-001"  # [On Play] reveal the top: a Warlord: draw 2, 1 from hand to top
AKP_LEADER = custom_card("T-AKPL", "Beast", "Leader", power=5000,
                         types=("Animal Kingdom Pirates",))
HOLLY = custom_card("T-HOLLY", "Holly", cost=2, power=3000, colors=("Yellow",))
FILM_CARD = custom_card("T-FILMC", "Film", cost=2, power=3000, types=("FILM",))
WARLORD = custom_card("T-WARL", "Warlord", cost=3, power=4000,
                      types=("The Seven Warlords of the Sea",))


def test_faq_op04_011_nami_reveals_whether_it_wants_or_not():
    """qa_op04.md, OP04-011 Q1: attacking, Nami reveals the top card with
    no question whether to; it then goes to the bottom."""
    s = Scenario(strict=True)
    nami = s.p1.character(NAMI_OP04)
    top, second = s.p1.deck(FRANKY, VIVI)
    g = s.build()
    g.apply(Action("attack", nami, s.p2.leader_id))
    assert g.decision.kind != DecisionKind.CONFIRM
    assert power(g.state, nami) == 6000                    # a 6000 Character revealed
    while g.decision.player == P1:                         # placing it at the bottom
        g.apply(g.legal_actions()[0])
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert g.state.deck[P1][0] == top


def test_faq_op04_046_queen_may_take_two_of_the_same_name():
    """qa_op04.md, OP04-046 Q1: 2 [Ice Oni] (or 2 [Plague Rounds]) may be
    taken."""
    s = Scenario(strict=True)
    s.p1.leader(AKP_LEADER)
    queen, = s.p1.hand(QUEEN)
    oni1, oni2, *_ = s.p1.deck("OP04-047", "OP04-047", VIVI, VIVI, VIVI, VIVI, VIVI)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", queen))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", oni1))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", oni2))
    assert oni1 in g.state.hand[P1] and oni2 in g.state.hand[P1]


def test_faq_op05_101_ohm_plays_a_holly_from_the_hand_without_finding_one():
    """qa_op05.md, OP05-101 Q1: with no [Holly] among the 5 looked at, a
    [Holly] already in the hand may be played."""
    s = Scenario(strict=True)
    ohm, holly = s.p1.hand(OHM, HOLLY)
    s.p1.deck(VIVI, VIVI, VIVI, VIVI, VIVI, VIVI)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", ohm))
    while holly not in g.state.chars[P1]:
        assert g.decision.kind != DecisionKind.MAIN, "the [Holly] was not offered"
        options = g.legal_actions()
        pick = [a for a in options if a.card == holly] or options[:1]
        g.apply(pick[0])
    assert holly in g.state.chars[P1]


def test_faq_st11_001_uta_nothing_left_to_place_after_taking_the_card():
    """qa_st-11.md, ST11-001 Q1: the revealed {FILM} card taken, nothing is
    left to place at the bottom."""
    s = Scenario(strict=True)
    leader = s.p1.leader(UTA_ST11, don=1)
    film, second = s.p1.deck(FILM_CARD, VIVI)
    g = s.build()
    g.apply(Action("attack", leader, s.p2.leader_id))
    while g.decision.player == P1:
        options = g.legal_actions()
        pick = [a for a in options if a.card == film] or options[:1]
        g.apply(pick[0])
    assert film in g.state.hand[P1] and g.state.deck[P1] == [second]


def test_faq_st12_010_ivankov_plays_only_the_revealed_card():
    """qa_st-12.md, ST12-010 Q1 and Q2: only the revealed card may be
    played, not a cost-2 card of the hand; 'the rest' is that revealed card,
    put back on top or at the bottom, not the hand."""
    s = Scenario(strict=True)
    ivankov, in_hand = s.p1.hand(IVANKOV_ST12, VIVI)
    top, _ = s.p1.deck(FRANKY, BLANK)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", ivankov))
    while g.decision.kind != DecisionKind.MAIN:
        assert Action("select", in_hand) not in g.legal_actions()
        g.apply(g.legal_actions()[-1])
    assert in_hand in g.state.hand[P1] and top in g.state.deck[P1]


def test_faq_st17_001_crocodile_revealed_warlord_is_drawn_other_goes_back():
    """qa_st-15-20.md, ST17-001 Q1 and Q2: a revealed Warlord is the first
    of the 2 cards drawn, then 1 hand card goes on top; another card goes
    back on top face down."""
    s = Scenario(strict=True)
    croc, = s.p1.hand(CROCODILE_ST17)
    warlord, second, _ = s.p1.deck(WARLORD, VIVI, VIVI)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", croc))
    expect_decision(g, P1, DecisionKind.SELECT)            # 1 card to the top of the deck
    assert warlord in g.state.hand[P1] and second in g.state.hand[P1]
    s = Scenario(strict=True)
    croc, = s.p1.hand(CROCODILE_ST17)
    top, _ = s.p1.deck(VIVI, VIVI)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", croc))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.deck[P1][-1] == top and not g.state.face_up[top]
