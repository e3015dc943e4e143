"""Official Q&A rulings on base power against current power, and on
protection "in battle by <Strike> cards", set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  A filter on
"N power" reads the current power (DON!! included, CR 6-5-5-2), one on
"N base power" the printed or set base (CR 4-9-2).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import base_power, cost, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

TEACH = "OP03-012"          # [When Attacking] you may trash a red Character with 4000+ power
GO_ALL_THE_WAY = "OP13-077"  # [Main] rest 3 DON!!, a DON!! given: K.O. 4000/3000 base or less
HINA = "EB03-025"           # [On Play] trash 1: return a Character with 6000 base power
MARGUERITE = "EB03-027"     # [On Play] return a Character with 7000 base power
UROUGE = "OP14-002"         # [When Attacking] 5000 power or more: draw, K.O. 3000 base or less
ZORO_SANJI = "ST12-001"     # Leader: [DON!! x1] [When Attacking] set a 7000-or-less active
SABO_LEADER = "ST13-001"    # Leader: [DON!! x1] a cost 3+ 7000+ Character to Life: +2000
ALVIDA = "EB03-021"         # [On Play] trash 1: base 4000 or less / base cost 3 or less to the deck
LUFFY_ST26 = "ST26-005"     # [On Play]/[When Attacking] DON!! -2: Leader's base power 7000
LUFFY_OP01 = "OP01-024"     # [DON!! x2] not K.O.'d in battle by <Strike> Characters
LUFFY_P007 = "P-007"        # [DON!! x1] not K.O.'d in battle by <Strike> Leaders or Characters
BONK = "OP17-028"           # <Strike>; [On Play] K.O. a rested cost 6 or less
FRANKY = "ST01-010"         # vanilla 6000, cost 4, <Strike>
VIVI = "ST01-009"           # vanilla 4000, cost 2, <Slash>
BLANK = "ST01-006"

RED_ON_KO = card_of("[On K.O.] Draw 1 card.", name="Red Fallen", number="T-REDKO",
                    cost=2, power=4000)
RED_3000 = custom_card("T-RED3", "Red Three", cost=2, power=3000)
BASE_5000 = custom_card("T-B5000", "Five Thousand", cost=3, power=5000)
BASE_6000 = custom_card("T-B6000", "Six Thousand", cost=4, power=6000)
BASE_7000 = custom_card("T-B7000", "Seven Thousand", cost=5, power=7000)
WEAKEN = card_of("[Activate: Main] Give up to 1 of your opponent's Characters −2000 power "
                 "during this turn.", name="Weakener", number="T-WEAK", cost=1, power=1000)
STRAW_HAT_MULTI = custom_card("T-SHLEAD", "Straw Hat Leader", "Leader", power=5000,
                              colors=("Red", "Purple"), types=("Straw Hat Crew",))
SEVEN_THOUSAND_SLASH = custom_card("T-SLASH7", "Slasher", cost=5, power=7000)


def test_faq_op03_012_teach_trashes_a_boosted_character_and_no_on_ko():
    """qa_op03.md, OP03-012 Q1 and Q2: a red 3000 Character given 1 DON!!
    has 4000 power and may be trashed for the cost; a red Character trashed
    so is not K.O.'d, and its [On K.O.] does not activate."""
    s = Scenario(strict=True)
    teach = s.p1.character(TEACH)
    on_ko = s.p1.character(RED_ON_KO)
    boosted = s.p1.character(RED_3000, don=1)
    s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", teach, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert {on_ko, boosted} <= chosen
    g.apply(Action("select", on_ko))
    assert on_ko in g.state.trash[P1]
    assert len(g.state.hand[P1]) == 1                      # Teach's draw only


def test_faq_op13_077_base_power_filter_ignores_a_lowered_power():
    """qa_op13.md, OP13-077 Q1: a 5000 base power Character at 3000 power
    cannot be K.O.'d by '3000 (or 4000) base power or less'."""
    s = Scenario(strict=True)
    s.p1.leader("ST01-001", don=1)
    weakener = s.p1.character(WEAKEN)
    ev, = s.p1.hand(GO_ALL_THE_WAY)
    s.p1.don(active=4)
    big = s.p2.character(BASE_5000)
    small = s.p2.character(RED_3000)
    g = s.build()
    g.apply(Action("activate", weakener, 0))
    g.apply(Action("select", big))
    assert power(g.state, big) == 3000
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.CONFIRM)           # rest 3 DON!!?
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert small in chosen and big not in chosen


def test_faq_eb03_025_and_027_exact_base_power_only():
    """qa_eb03.md, EB03-025 Q1 and EB03-027 Q1: 'a Character with 6000
    (7000) base power' takes neither a Character of lower base power whose
    DON!! bring it to that power nor one of a lower base power."""
    for number, exact, lower in ((HINA, BASE_6000, BASE_5000), (MARGUERITE, BASE_7000, BASE_6000)):
        s = Scenario(strict=True)
        c, _ = s.p1.hand(number, BLANK)
        s.p1.don(active=6)
        right = s.p2.character(exact)
        boosted = s.p2.character(lower, don=1)
        plain = s.p2.character(VIVI)
        g = s.build()
        g.apply(Action("play", c))
        if number == HINA:                                 # its "you may trash 1" cost
            expect_decision(g, P1, DecisionKind.CONFIRM)
            g.apply(Action("accept"))
            g.apply(g.legal_actions()[0])
        expect_decision(g, P1, DecisionKind.SELECT)
        chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
        assert right in chosen and boosted not in chosen and plain not in chosen, number


def test_faq_eb03_021_base_cost_filter_ignores_a_lowered_cost():
    """qa_eb03.md, EB03-021 Q1: a Character of base cost 4 whose cost
    OP02-106 Tsuru lowered to 2 is no 'base cost of 3 or less'."""
    s = Scenario(strict=True)
    alvida, _, tsuru = s.p1.hand(ALVIDA, BLANK, "OP02-106")
    s.p1.don(active=6)
    franky = s.p2.character(FRANKY)
    vivi = s.p2.character(VIVI)                            # 4000 base power, base cost 2
    g = s.build()
    g.apply(Action("play", tsuru))
    g.apply(Action("select", franky))                      # cost 4 -> 2
    assert cost(g.state, franky) == 2
    g.apply(Action("play", alvida))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    g.apply(g.legal_actions()[0])                          # the card to trash
    expect_decision(g, P1, DecisionKind.SELECT)            # 4000 base power or less
    g.apply(Action("select", vivi))
    expect_decision(g, P1, DecisionKind.SELECT)            # base cost 3 or less: not Franky
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {tsuru}


def test_faq_op14_002_urouge_needs_5000_power_when_attacking():
    """qa_op14_eb04.md, OP14-002 Q1: at 4000 power (2 DON!!) Urouge's
    [When Attacking] does nothing; at 5000 (3 DON!!) it draws."""
    for don, drawn in ((2, 0), (3, 1)):
        s = Scenario(strict=True)
        urouge = s.p1.character(UROUGE, don=don)
        s.p1.deck(VIVI, VIVI)
        g = s.build()
        g.apply(Action("attack", urouge, s.p2.leader_id))
        expect_decision(g, P2, DecisionKind.BLOCK)         # no Character to K.O.: not asked
        assert len(g.state.hand[P1]) == drawn, don


def test_faq_st12_001_set_active_reads_current_power():
    """qa_st-12.md, ST12-001 Q1: a 7000 base power Character with 1 DON!!
    (8000) is not 'a Character with 7000 power or less'."""
    s = Scenario(strict=True)
    leader = s.p1.leader(ZORO_SANJI, don=1)
    boosted = s.p1.character(BASE_7000, don=1, rested=True)
    plain = s.p1.character(BASE_5000, rested=True)
    returned = s.p1.character(VIVI)
    g = s.build()
    g.apply(Action("attack", leader, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)            # the Character to return
    g.apply(Action("select", returned))
    expect_decision(g, P1, DecisionKind.SELECT)
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert plain in chosen and boosted not in chosen


def test_faq_st13_001_sabo_takes_a_6000_character_boosted_to_7000():
    """qa_st-13.md, ST13-001 Q1: a 6000 base power Character with 1 DON!!
    (7000) may be added to the Life for the Sabo Leader's cost."""
    s = Scenario(strict=True)
    leader = s.p1.leader(SABO_LEADER, don=1)
    boosted = s.p1.character(BASE_6000, don=1)
    g = s.build()
    g.apply(Action("activate", leader, 0))
    expect_decision(g, P1, DecisionKind.SELECT)            # the cost's Character
    assert Action("select", boosted) in g.legal_actions()
    g.apply(Action("select", boosted))
    assert boosted in g.state.life[P1]


def test_faq_st26_005_leader_base_power_7000_however_often():
    """qa_st-23-28.md, ST26-005 Q1: activated twice in a turn ([On Play],
    then [When Attacking]), the Leader's base power is 7000: one copy is
    played, another, on the field since an earlier turn, attacks."""
    s = Scenario(strict=True)
    leader = s.p1.leader(STRAW_HAT_MULTI)
    luffy, = s.p1.hand(LUFFY_ST26)
    attacker = s.p1.character(LUFFY_ST26)
    s.p1.don(active=10, deck=0)
    s.p2.don(active=5)
    g = s.build()

    def pay_don_minus_2():
        expect_decision(g, P1, DecisionKind.CONFIRM)
        g.apply(Action("accept"))
        for _ in range(2):
            expect_decision(g, P1, DecisionKind.RETURN_DON)
            g.apply(Action("return_don", -1, 1))           # an active DON!!

    g.apply(Action("play", luffy))
    pay_don_minus_2()
    expect_decision(g, P1, DecisionKind.MAIN)
    assert base_power(g.state, leader) == 7000
    g.apply(Action("attack", attacker, s.p2.leader_id))
    pay_don_minus_2()
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert base_power(g.state, leader) == 7000
    assert [e.card for e in g.events if type(e).__name__ == "AbilityActivated"] == \
        [luffy, attacker]


def test_faq_op01_024_luffy_can_be_kod_by_a_strike_characters_effect():
    """qa_op01.md, OP01-024 Q1: the protection is from K.O. in battle only:
    a <Strike> Character's [On Play] (OP17-028) K.O.s Luffy with 2 DON!!."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    luffy = s.p1.character(LUFFY_OP01, don=2, rested=True)
    bonk, = s.p2.hand(BONK)
    s.p2.don(active=4)
    g = s.build()
    g.apply(Action("play", bonk))
    expect_decision(g, P2, DecisionKind.SELECT)
    g.apply(Action("select", luffy))
    assert luffy in g.state.trash[P1]


def test_faq_p_007_luffy_kod_in_battle_by_a_character_without_strike():
    """qa_promotion-cards.md, P-007 Q1: a <Slash>-less, <Strike>-less
    attacker K.O.s Luffy (1 DON!!) in battle; a <Strike> one does not."""
    for attacker_card, kod in ((SEVEN_THOUSAND_SLASH, True), (FRANKY, False)):
        s = Scenario(turn=4, turn_player=P2, strict=True)
        luffy = s.p1.character(LUFFY_P007, don=1, rested=True)
        attacker = s.p2.character(attacker_card, don=1 if attacker_card == FRANKY else 0)
        g = s.build()
        g.apply(Action("attack", attacker, luffy))
        g.apply(Action("no_block"))
        g.apply(Action("end_counters"))
        assert (luffy in g.state.trash[P1]) is kod, attacker_card


def test_faq_op04_003_usopp_base_power_is_the_printed_power():
    """qa_op04.md, OP04-003 Q1: 'base power' is the printed power: a 6000
    Character lowered to 4000 is not 5000 base power or less."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.character("OP04-003")
    lowered = s.p2.character(BASE_6000)
    small = s.p2.character(BASE_5000)
    ev, = s.p2.hand(card_of("[Main] K.O. all of your opponent's Characters.",
                            category="Event", name="K.O. Every", number="T-KOEVERY", cost=0))
    weaken = s.p2.character(card_of("[Activate: Main] Give up to 1 of your Characters −2000 "
                                    "power during this turn.", name="Self Weakener",
                                    number="T-SWEAK", cost=1, power=1000))
    g = s.build()
    g.apply(Action("activate", weaken, 0))
    g.apply(Action("select", lowered))
    assert power(g.state, lowered) == 4000
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert small in chosen and lowered not in chosen
