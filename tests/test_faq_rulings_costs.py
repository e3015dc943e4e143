"""Official Q&A rulings on costs of effects ("you may return / trash /
rest / give your Leader -5000 ...:") and on what the effect then allows,
set up with the real cards (tests/test_faq_rulings.py explains how rulings
are named).  A cost that cannot be paid in full is not offered
(CR 8-3-1-3); power may go below 0 (CR 1-3-6-1).
"""

from optcg import Action
from optcg.engine.constants import DOUBLE_ATTACK, DecisionKind
from optcg.engine.stats import cost, keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

GORDON = "OP01-011"         # [On Play] you may place 1 hand card at the bottom: draw 1
LAW_OP01 = "OP01-047"       # [On Play] you may return 1 Character: play a cost <= 3 from hand
BE_BENG = "OP01-059"        # [Main] trash a Wano card: set a Wano cost <= 3 Character active
LAW_OP02 = "OP02-035"       # [Activate: Main] ① return this: play a cost 3 from the hand
OUT_OF_THE_BAG = "OP03-036"  # [Main] rest an {East Blue} Character: set a [Kuro] active
LUFFY_OP03 = "OP03-070"     # [On Play] DON!! -1, trash a cost-5 Character card: [Rush]
IGARAM = "OP04-002"         # [Activate: Main] rest this, your active Leader -5000: search
KOZA = "OP04-006"           # [When Attacking] your active Leader -5000: +2000
DUCK_TROOPS = "OP04-009"    # [When Attacking] your active Leader -5000: back to hand at the end
VIVI = "ST01-009"           # cost 2
FRANKY = "ST01-010"         # cost 4
BLANK = "ST01-006"          # cost 1

WANO_3 = custom_card("T-WANO3", "Samurai", cost=3, power=4000, types=("Land of Wano",))
COST_3 = custom_card("T-COST3", "Three", cost=3, power=4000)
COST_5 = custom_card("T-COST5", "Five", cost=5, power=6000)
KURO_LEADER = custom_card("T-KUROL", "Kuro", "Leader", power=5000, types=("East Blue",))
KURO = custom_card("T-KURO", "Kuro", cost=4, power=5000, types=("East Blue",))
EAST_BLUE = custom_card("T-EB", "Sailor", cost=2, power=3000, types=("East Blue",))
DRAIN_LEADER = card_of("[Activate: Main] Give your Leader −5000 power during this turn.",
                       name="Drain", number="T-DRAIN", cost=1, power=1000)


def test_faq_op01_011_gordon_with_an_empty_hand_has_no_on_play():
    """qa_op01.md, OP01-011 Q1: Gordon may be played as the last card of the
    hand; its [On Play] cost cannot be paid, so nothing is asked."""
    s = Scenario(strict=True)
    gordon, = s.p1.hand(GORDON)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", gordon))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert gordon in g.state.chars[P1] and g.state.hand[P1] == []


def test_faq_op01_047_law_may_play_the_character_it_returned():
    """qa_op01.md, OP01-047 Q1: the Character returned to the hand for the
    cost may be the one played by the effect."""
    s = Scenario(strict=True)
    law, = s.p1.hand(LAW_OP01)
    vivi = s.p1.character(VIVI)
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", law))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)            # the Character to return
    g.apply(Action("select", vivi))
    expect_decision(g, P1, DecisionKind.SELECT)            # the Character to play
    g.apply(Action("select", vivi))
    assert vivi in g.state.chars[P1]


def test_faq_op01_059_be_beng_character_attacks_again():
    """qa_op01.md, OP01-059 Q1: a Character that attacked and is set
    active by BE-BENG!! may attack again."""
    s = Scenario(strict=True)
    samurai = s.p1.character(WANO_3)
    ev, fodder = s.p1.hand(BE_BENG, WANO_3)
    s.p1.don(active=3)
    s.p2.life(BLANK, BLANK)
    g = s.build()
    g.apply(Action("attack", samurai, s.p2.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("play", ev))
    while g.decision.kind != DecisionKind.MAIN:
        d = g.decision
        if d.kind == DecisionKind.CONFIRM:
            g.apply(Action("accept"))
        elif Action("select", fodder) in g.legal_actions():
            g.apply(Action("select", fodder))
        else:
            g.apply(Action("select", samurai))
    assert Action("attack", samurai, s.p2.leader_id) in g.legal_actions()


def test_faq_op02_035_law_plays_only_a_cost_3():
    """qa_op02.md, OP02-035 Q1: 'a Character with a cost of 3' is exactly
    3: a cost-2 or cost-1 Character is not offered."""
    s = Scenario(strict=True)
    law = s.p1.character(LAW_OP02)
    three, two, one = s.p1.hand(COST_3, VIVI, BLANK)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("activate", law, 0))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {three}


def test_faq_op03_036_your_kuro_is_the_leader_or_a_character():
    """qa_op03.md, OP03-036 Q1: 'your [Kuro]' may be the Leader [Kuro] or a
    Character [Kuro]."""
    s = Scenario(strict=True)
    leader = s.p1.leader(KURO_LEADER, rested=True)
    kuro = s.p1.character(KURO, rested=True)
    sailor = s.p1.character(EAST_BLUE)
    ev, = s.p1.hand(OUT_OF_THE_BAG)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", ev))
    while g.decision.kind != DecisionKind.MAIN:
        d = g.decision
        if d.kind == DecisionKind.CONFIRM:
            g.apply(Action("accept"))
        elif Action("select", sailor) in g.legal_actions():
            g.apply(Action("select", sailor))              # the cost
        else:
            assert {leader, kuro} <= {a.card for a in g.legal_actions() if a.kind == "select"}
            g.apply(Action("select", leader))
    assert not g.state.rested[leader]


def test_faq_op03_070_luffy_trashes_only_a_cost_5_character():
    """qa_op03.md, OP03-070 Q1: the cost takes a Character card of cost 5,
    not one of cost 4 or less."""
    s = Scenario(strict=True)
    luffy, five, four = s.p1.hand(LUFFY_OP03, COST_5, FRANKY)
    s.p1.don(active=7)
    g = s.build()
    g.apply(Action("play", luffy))
    expect_decision(g, P1, DecisionKind.CONFIRM)          # pay the DON!! -1?
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.RETURN_DON)       # which DON!!
    g.apply(Action("return_don", -1, 0))
    expect_decision(g, P1, DecisionKind.SELECT)           # the card to trash
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {five}


def test_faq_op04_002_006_009_leader_at_0_may_pay_minus_5000():
    """qa_op04.md, OP04-002 Q1, OP04-006 Q1, OP04-009 Q1: an active Leader
    already at 0 power may still be given -5000 for the cost: it has -5000."""
    for number in (IGARAM, KOZA, DUCK_TROOPS):
        s = Scenario(strict=True)
        leader = s.p1.leader("ST01-001")
        drain = s.p1.character(DRAIN_LEADER)
        c = s.p1.character(number)
        s.p1.deck(*[VIVI] * 6)
        g = s.build()
        g.apply(Action("activate", drain, 0))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert power(g.state, leader) == 0
        if number == IGARAM:
            g.apply(Action("activate", c, 0))
        else:
            g.apply(Action("attack", c, s.p2.leader_id))
        if number != IGARAM:                               # [When Attacking]: pay?
            expect_decision(g, P1, DecisionKind.CONFIRM)   # (activating Igaram chose to pay)
            g.apply(Action("accept"))
        expect_decision(g, P1, DecisionKind.SELECT)         # the Leader given -5000
        g.apply(Action("select", leader))
        assert power(g.state, leader) == -5000, number


BELO_BETTY = "OP05-002"     # Leader: [Activate: Main] trash a Revolutionary: 3 Characters +3000
GARP_ST06 = "ST06-012"      # [Activate: Main] trash 1 and rest this: K.O. cost <= 4
GARP_ST19 = "ST19-005"      # [Activate: Main] 1 trash card to the deck bottom: -1 cost
DEVON = "ST27-002"          # [Activate: Main] trash this: ...; [On K.O.] draw 1
HERA = "OP04-111"           # [Activate: Main] trash another {Homies}, rest this: set Linlin active
LAW_ST17 = "ST17-002"       # [On Play] return 1 of yours: Warlord Leader: return a cost <= 4
HAKUBA = "OP05-087"         # [DON!! x1] [When Attacking] K.O. 1 of yours: -5 cost to 1
FUKUROU = "OP03-088"        # cannot be K.O.'d by effects
KYROS = "OP04-082"          # would be K.O.'d: rest the Leader instead
REVOLUTIONARY = custom_card("T-REV", "Rebel", cost=2, power=3000,
                            types=("Revolutionary Army",))


def activations(g, card):
    return [a for a in g.legal_actions() if a.kind == "activate" and a.card == card]


def test_faq_op05_002_belo_betty_cannot_boost_the_leader():
    """qa_op05.md, OP05-002 Q1: the +3000 goes to Characters only, not to
    the Leader."""
    s = Scenario(strict=True)
    leader = s.p1.leader(BELO_BETTY)
    rebel = s.p1.character(REVOLUTIONARY)
    card, = s.p1.hand(REVOLUTIONARY)
    g = s.build()
    g.apply(Action("activate", leader, 0))
    while Action("select", rebel) not in g.legal_actions():
        g.apply(Action("select", card) if Action("select", card) in g.legal_actions()
                else Action("accept"))
    assert Action("select", leader) not in g.legal_actions()


def test_faq_st06_012_st19_005_costs_cannot_be_paid_in_part():
    """qa_st-06.md, ST06-012 Q1 and qa_st-15-20.md, ST19-005 Q1: with no
    card in the hand (Garp ST06-012) or in the trash (Garp ST19-005), the
    effect cannot be activated."""
    s = Scenario(strict=True)
    garp6 = s.p1.character(GARP_ST06)
    garp19 = s.p1.character(GARP_ST19)
    s.p2.character(VIVI)
    g = s.build()
    assert activations(g, garp6) == [] and activations(g, garp19) == []


def test_faq_st27_002_devon_trashed_for_its_cost_has_no_on_ko():
    """qa_st-23-28.md, ST27-002 Q1: trashing Devon for its own cost is no
    K.O.: its [On K.O.] does not draw."""
    s = Scenario(strict=True)
    devon = s.p1.character(DEVON)
    s.p1.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("activate", devon, 0))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert devon in g.state.trash[P1] and g.state.hand[P1] == []


def test_faq_op04_111_hera_may_trash_the_other_hera():
    """qa_op04.md, OP04-111 Q1: with 2 Heras, one may trash the other for
    its cost."""
    s = Scenario(strict=True)
    one, other = s.p1.character(HERA), s.p1.character(HERA)
    g = s.build()
    g.apply(Action("activate", one, 0))
    while Action("select", other) not in g.legal_actions():
        assert g.decision.kind != DecisionKind.MAIN
        g.apply(Action("accept"))
    g.apply(Action("select", other))
    assert other in g.state.trash[P1]


def test_faq_st17_002_law_returns_its_own_without_the_leader_type():
    """qa_st-15-20.md, ST17-002 Q1: with another Leader, the cost (return 1
    of your Characters) may still be paid; no opposing Character returns."""
    s = Scenario(strict=True)
    law, = s.p1.hand(LAW_ST17)
    mine = s.p1.character(VIVI)
    s.p1.don(active=4)
    theirs = s.p2.character(BLANK)
    g = s.build()
    g.apply(Action("play", law))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", mine))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert mine in g.state.hand[P1] and theirs in g.state.chars[P2]


def test_faq_op05_087_hakuba_gives_nothing_when_the_ko_does_not_happen():
    """qa_op05.md, OP05-087 Q1 and Q2: choosing Fukurou (not K.O.'d by
    effects) or Kyros (its replacement rests the Leader instead) for the
    'K.O. 1 of your Characters' cost: no K.O., so no -5 cost."""
    for mine in (FUKUROU, KYROS):
        s = Scenario(strict=True)
        hakuba = s.p1.character(HAKUBA, don=1)
        victim = s.p1.character(mine)
        target = s.p2.character(custom_card("T-SEVEN", "Seven", cost=7, power=8000))
        g = s.build()
        g.apply(Action("attack", hakuba, s.p2.leader_id))
        while g.decision.player == P1:
            d = g.decision
            if d.kind == DecisionKind.CONFIRM:
                g.apply(Action("accept"))
            elif Action("select", victim) in g.legal_actions():
                g.apply(Action("select", victim))
            else:
                g.apply(g.legal_actions()[0])
        assert victim in g.state.chars[P1], mine
        assert cost(g.state, target) == 7, mine


ORLUMBUS = "OP04-079"       # [Activate: Main] -4 cost, trash 2 from the deck, then K.O. 1 Dressrosa
LEO = "OP04-091"            # [On Play] rest your Leader: Dressrosa: K.O. cost <= 1; then trash 2
SULEIMAN = "OP04-085"       # [On Play]/[When Attacking] Dressrosa: -2 cost; then trash 1
PLAGUE_ROUNDS = "OP04-055"  # [Main] trash an [Ice Oni] and deck a cost <= 4: play [Ice Oni]
LUFFY_OP02 = "OP02-062"     # [On Play]/[When Attacking] trash 2: return cost <= 4; [Double Attack]
ALL_STARS = "OP02-066"      # [Main] trash 2: Impel Down Leader: draw up to 2
SOGEKING = "OP03-122"       # [On Play] return cost <= 6; then draw 2, trash 2
BON_KUREI_OP04 = "OP04-069"  # [Trigger] DON!! -1: play this card
ICE_ONI = "OP04-047"
DRESSROSA_LEADER = custom_card("T-DRL", "Colosseum Boss", "Leader", power=5000,
                               types=("Dressrosa",))
TOUGHNESS = card_of("This Character cannot be K.O.'d by effects.").statics
UNKILLABLE_DRESSROSA = custom_card("T-TOUGH", "Tough", "Character", *TOUGHNESS, cost=2,
                                   power=3000, types=("Dressrosa",))


def test_faq_op04_079_orlumbus_ko_and_trash_are_not_optional():
    """qa_op04.md, OP04-079 Q1-Q3: the 2 cards are trashed and a {Dressrosa}
    Character must be chosen to K.O. (Orlumbus itself if it is the only
    one); one that cannot be K.O.'d by effects may be chosen and stays."""
    s = Scenario(strict=True)
    orlumbus = s.p1.character(ORLUMBUS)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("activate", orlumbus, 0))
    while g.decision.kind != DecisionKind.MAIN:
        if Action("select", orlumbus) in g.legal_actions():    # the K.O.: not "up to"
            assert Action("select_done") not in g.legal_actions()
        g.apply(g.legal_actions()[0])
    assert orlumbus in g.state.trash[P1]
    assert deck[0] in g.state.trash[P1] and deck[1] in g.state.trash[P1]
    s = Scenario(strict=True)
    orlumbus = s.p1.character(ORLUMBUS)
    tough = s.p1.character(UNKILLABLE_DRESSROSA)
    s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("activate", orlumbus, 0))
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(Action("select", tough) if Action("select", tough) in g.legal_actions()
                else g.legal_actions()[0])
    assert tough in g.state.chars[P1] and orlumbus in g.state.chars[P1]


def test_faq_op04_091_and_085_the_deck_trash_is_not_optional():
    """qa_op04.md, OP04-091 Q1 and OP04-085 Q1: after the rest of the
    effect, trashing from the top of the deck is not a choice."""
    for number, don, trashed in ((LEO, 1, 2), (SULEIMAN, 3, 1)):
        s = Scenario(strict=True)
        leader = s.p1.leader(DRESSROSA_LEADER)
        card, = s.p1.hand(number)
        deck = s.p1.deck(VIVI, VIVI, VIVI)
        s.p1.don(active=don)
        g = s.build()
        g.apply(Action("play", card))
        if number == LEO:                                  # "you may rest your Leader"
            expect_decision(g, P1, DecisionKind.CONFIRM)
            g.apply(Action("accept"))
            expect_decision(g, P1, DecisionKind.SELECT)        # the Leader to rest
            g.apply(Action("select", leader))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert all(c in g.state.trash[P1] for c in deck[:trashed]), number


def test_faq_op04_055_plague_rounds_must_play_and_may_deck_its_own():
    """qa_op04.md, OP04-055 Q1-Q3: the cost takes an [Ice Oni] from the hand
    and a cost-4-or-less Character (one's own may be it) both; the [Ice Oni]
    is then played from the trash, not left."""
    s = Scenario(strict=True)
    ev, oni = s.p1.hand(PLAGUE_ROUNDS, ICE_ONI)
    mine = s.p1.character(VIVI)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", ev))
    while g.decision.kind != DecisionKind.MAIN:
        d = g.decision
        if d.kind == DecisionKind.CONFIRM:
            g.apply(Action("accept"))
        elif Action("select", oni) in g.legal_actions():
            g.apply(Action("select", oni))
        elif Action("select", mine) in g.legal_actions():
            g.apply(Action("select", mine))
        else:
            assert Action("select_done") not in g.legal_actions()
            g.apply(g.legal_actions()[0])
    assert mine in g.state.deck[P1] and oni in g.state.chars[P1]


def test_faq_op02_062_luffy_without_2_cards_and_returning_none():
    """qa_op02.md, OP02-062 Q1-Q3: Luffy may be played with fewer than 2
    cards in hand (no effect); with 2, returning none still gives [Double
    Attack]; its own Character may be the one returned."""
    s = Scenario(strict=True)
    luffy, _ = s.p1.hand(LUFFY_OP02, BLANK)
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", luffy))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert not keywords(g.state, luffy) & DOUBLE_ATTACK
    s = Scenario(strict=True)
    luffy, a, b = s.p1.hand(LUFFY_OP02, BLANK, BLANK)
    mine = s.p1.character(VIVI)
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", luffy))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    while g.decision.kind == DecisionKind.SELECT and (Action("select", a) in g.legal_actions()
                                                      or Action("select", b)
                                                      in g.legal_actions()):
        g.apply(Action("select", a) if Action("select", a) in g.legal_actions()
                else Action("select", b))
    expect_decision(g, P1, DecisionKind.SELECT)            # up to 1 Character to return
    assert Action("select", mine) in g.legal_actions()
    g.apply(Action("select_done"))
    assert keywords(g.state, luffy) & DOUBLE_ATTACK


def test_faq_op02_066_all_stars_cost_paid_without_the_leader_type():
    """qa_op02.md, OP02-066 Q1: with another Leader, the 2 cards may be
    trashed for the cost; nothing is drawn."""
    s = Scenario(strict=True)
    ev, a, b = s.p1.hand(ALL_STARS, BLANK, BLANK)
    s.p1.deck(VIVI, VIVI)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.CONFIRM)          # trash 2 cards?
    g.apply(Action("accept"))
    for card in (a, b):
        expect_decision(g, P1, DecisionKind.SELECT)
        g.apply(Action("select", card))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert a in g.state.trash[P1] and b in g.state.trash[P1] and g.state.hand[P1] == []


def test_faq_op03_122_sogeking_draws_without_returning():
    """qa_op03.md, OP03-122 Q1: returning no Character, Sogeking still
    draws 2 and trashes 2."""
    s = Scenario(strict=True)
    sogeking, = s.p1.hand(SOGEKING)
    drawn = s.p1.deck(VIVI, FRANKY, BLANK)[:2]
    s.p1.don(active=7)
    s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", sogeking))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select_done"))
    expect_decision(g, P1, DecisionKind.SELECT)            # the 2 cards to trash
    assert all(c in g.state.hand[P1] for c in drawn)


def test_faq_op04_069_bon_kurei_trigger_plays_once_the_don_is_returned():
    """qa_op04.md, OP04-069 Q1: the [Trigger]'s DON!! -1 paid, the card is
    played: there is no returning DON!! without playing it."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    bon, _ = s.p1.life(BON_KUREI_OP04, BLANK)
    s.p1.don(active=1)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("use_trigger"))
    while g.decision.player == P1:
        g.apply(g.legal_actions()[0])
    assert bon in g.state.chars[P1] and g.state.don_active[P1] == 0
