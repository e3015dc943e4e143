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

SMILE_CHAR = custom_card("T-SMILE", "Gifter", cost=3, power=4000, types=("SMILE",))
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
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(g.legal_actions()[-1] if g.decision.kind == DecisionKind.SELECT
                else g.legal_actions()[0])
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
