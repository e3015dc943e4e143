"""Official Q&A rulings on auto effects that wait for a Character's K.O.
("when your opponent's Character is K.O.'d", "when a Character is K.O.'d"),
set up with the real cards (the file and question named in each docstring;
tests/test_faq_rulings.py explains how rulings are named).  CR 8-1-3-1:
such an effect activates when the event happens, and its conditions are
checked then.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from cards.common import P1, P2
from cards.common_battle import ko_by_opponents_effect
from test_card_compiler import card_of

KAIDO_LEADER = "OP01-061"      # [DON!! x1] [Your Turn] [Once Per Turn] opp. K.O. -> +1 DON!!
LUCCI_LEADER = "OP03-076"      # [Your Turn] [Once Per Turn] trash 2: opp. K.O. -> set active
ROSINANTE = "OP05-030"         # [Opponent's Turn] trash this instead of a rested K.O.
THATCH = "OP08-045"            # trashed and draws instead of a K.O. or removal
LABOON = "EB01-047"            # [Once Per Turn] a Character K.O.'d -> draw 1, trash 1
LUFFY_ST08 = "ST08-001"        # [Your Turn] a Character K.O.'d -> give 1 rested DON!!
FRANKY = "ST01-010"            # vanilla, cost 4, 6000
VIVI = "ST01-009"              # vanilla, cost 2, 4000
BLANK = "ST01-006"             # a hand or deck filler

# Made-up: [Activate: Main] DON!! -1: K.O. up to 1 of the opponent's Characters.
DON_MINUS_KILLER = card_of(
    "[Activate: Main] DON!! −1: K.O. up to 1 of your opponent's Characters.",
    name="DON!! Killer", number="T-DONKO", cost=1, power=1000)
# Made-up: [Activate: Main] K.O. up to 1 of the opponent's Characters.
KILLER = card_of("[Activate: Main] K.O. up to 1 of your opponent's Characters.",
                 name="Killer", number="T-KO1", cost=1, power=1000)
# Made-up Event: K.O. up to 2 of the opponent's Characters.
DOUBLE_KO = card_of("[Main] K.O. up to 2 of your opponent's Characters.",
                    category="Event", name="Double K.O.", number="T-KO2E", cost=0)


def test_faq_op01_061_kaido_does_not_fire_when_its_don_paid_for_the_ko():
    """qa_op01.md, OP01-061 Q1: the DON!! given to the Kaido Leader is the one
    returned for a DON!! -1 cost that K.O.s an opposing Character; the
    [DON!! x1] condition is not met when the K.O. happens, so no DON!! is
    added."""
    s = Scenario(strict=True)
    leader = s.p1.leader(KAIDO_LEADER, don=1)
    killer = s.p1.character(DON_MINUS_KILLER)
    victim = s.p2.character(FRANKY)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("activate", killer, 0))
    expect_decision(g, P1, DecisionKind.RETURN_DON)
    g.apply(Action("return_don", leader))
    g.apply(Action("select", victim))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert victim in g.state.trash[P2]
    assert g.state.don_active[P1] == 2 and g.state.don_deck[P1] == 8


def test_faq_op01_061_kaido_fires_when_the_don_came_from_the_cost_area():
    """qa_op01.md, OP01-061 Q1, the other way round: with the given DON!!
    kept, the same K.O. adds 1 active DON!!."""
    s = Scenario(strict=True)
    s.p1.leader(KAIDO_LEADER, don=1)
    killer = s.p1.character(DON_MINUS_KILLER)
    victim = s.p2.character(FRANKY)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("activate", killer, 0))
    g.apply(Action("return_don", -1, 1))
    g.apply(Action("select", victim))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_active[P1] == 2 and g.state.don_deck[P1] == 7


def lucci_board():
    s = Scenario(strict=True)
    leader = s.p1.leader(LUCCI_LEADER, rested=True)
    hand = s.p1.hand(BLANK, BLANK, BLANK)
    killer = s.p1.character(KILLER)
    ev, = s.p1.hand(DOUBLE_KO)
    victims = s.p2.characters(FRANKY, VIVI)
    return s, leader, hand, killer, ev, victims


def test_faq_op03_076_lucci_declined_once_may_be_used_at_the_next_ko():
    """qa_op03.md, OP03-076 Q1 and Q2: the Rob Lucci Leader's 'trash 2 cards'
    cost is paid when an opposing Character is K.O.'d; declining it at the
    first K.O. leaves the [Once Per Turn] effect for the next K.O. of the
    same turn."""
    s, leader, hand, killer, ev, (franky, vivi) = lucci_board()
    g = s.build()
    g.apply(Action("activate", killer, 0))
    g.apply(Action("select", franky))
    expect_decision(g, P1, DecisionKind.CONFIRM)          # pay the cost now?
    g.apply(Action("decline"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.rested[leader] and len(g.state.hand[P1]) == 4
    g.apply(Action("play", ev))
    g.apply(Action("select", vivi))                       # the last one: no "done" asked
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)           # the 2 cards to trash
    g.apply(Action("select", hand[0]))
    g.apply(Action("select", hand[1]))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert not g.state.rested[leader]
    assert g.state.hand[P1] == [hand[2]]


def test_faq_op05_030_rosinante_trashed_instead_does_not_wake_lucci():
    """qa_op05.md, OP05-030 Q3: Donquixote Rosinante, rested, is trashed by
    its own replacement instead of being K.O.'d; that is no K.O., so the
    Rob Lucci Leader's 'when your opponent's Character is K.O.'d' effect
    does not activate."""
    s = Scenario(strict=True)
    leader = s.p1.leader(LUCCI_LEADER, rested=True)
    s.p1.hand(BLANK, BLANK)
    killer = s.p1.character(KILLER)
    rosinante = s.p2.character(ROSINANTE, rested=True)
    g = s.build()
    g.apply(Action("activate", killer, 0))
    g.apply(Action("select", rosinante))
    expect_decision(g, P2, DecisionKind.CONFIRM)          # the replacement is optional
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.MAIN)             # no offer to Lucci
    assert rosinante in g.state.trash[P2]
    assert g.state.rested[leader] and len(g.state.hand[P1]) == 2


def test_faq_op08_045_thatch_trashed_instead_does_not_set_off_laboon():
    """qa_op08.md, OP08-045 Q1: Thatch is trashed instead of being K.O.'d,
    so a 'when a Character is K.O.'d' effect (EB01-047 Laboon here) does not
    activate."""
    s = Scenario(turn=4, turn_player=P2)
    thatch = s.p1.character(THATCH)
    laboon = s.p1.character(LABOON)
    drawn = s.p1.deck(BLANK, BLANK)[0]
    g = ko_by_opponents_effect(s, thatch)
    g.apply(Action("select_done"))                        # Laboon is not chosen
    expect_decision(g, P2, DecisionKind.MAIN)
    assert thatch in g.state.trash[P1] and laboon in g.state.chars[P1]
    assert g.state.hand[P1] == [drawn], "Thatch's draw only; Laboon drew nothing"


def test_faq_eb01_047_laboon_ko_d_alone_sets_off_its_own_effect():
    """qa_eb01.md, EB01-047 Q1: when Laboon itself is the only Character
    K.O.'d, its 'when a Character is K.O.'d' effect activates: draw 1, then
    trash 1 from the hand."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    laboon = s.p1.character(LABOON)
    kept, = s.p1.hand(VIVI)
    drawn = s.p1.deck(BLANK, BLANK)[0]
    g = ko_by_opponents_effect(s, laboon)
    expect_decision(g, P1, DecisionKind.SELECT)           # the card to trash
    g.apply(Action("select", kept))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert laboon in g.state.trash[P1] and kept in g.state.trash[P1]
    assert g.state.hand[P1] == [drawn]


def test_faq_st08_001_luffy_gives_one_don_per_character_kod_at_once():
    """qa_st-08.md, ST08-001 Q1: two Characters K.O.'d at the same time in
    your turn set off the Leader twice: up to 2 rested DON!! are given."""
    s = Scenario(strict=True)
    leader = s.p1.leader(LUFFY_ST08)
    ev, = s.p1.hand(DOUBLE_KO)
    victims = s.p2.characters(FRANKY, VIVI)
    s.p1.don(rested=2)
    g = s.build()
    g.apply(Action("play", ev))
    for v in victims:
        g.apply(Action("select", v))
    for _ in range(2):                                    # one activation per K.O.
        expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)
        g.apply(Action("number", -1, 1))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert all(v in g.state.trash[P2] for v in victims)
    assert g.state.don[leader] == 2 and g.state.don_rested[P1] == 0
