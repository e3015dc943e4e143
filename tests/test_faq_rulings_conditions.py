"""Official Q&A rulings on conditions (DON!! counts at the end of the turn,
Life and hand counts, Characters of a given cost) and on a reduction that
waits for the next matching play, set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  A condition
is checked when its effect resolves (CR 8-1-3-1-3).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import cost, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

DIAMANTE = "OP04-028"       # [DON!! x1] [End of Your Turn] 2+ active DON!!: set this active
LAO_G = "OP04-034"          # [End of Your Turn] 3+ active DON!!: K.O. a rested cost <= 3
DOFLAMINGO_LEADER = "OP04-019"  # [End of Your Turn] set up to 2 DON!! active
CARINA = "ST05-005"         # [Activate: Main] rest, trash a {FILM}: fewer DON!!: add 2 rested
LUFFY_ST10 = "ST10-002"     # Leader: [Activate: Main] 0 or 8+ DON!!: +1 active DON!!
MOCHI = "OP03-119"          # [Main] fewer Life than the opponent: K.O. cost <= 4
QUEEN = "OP04-040"          # Leader: [DON!! x1] [When Attacking] Life + hand <= 4: draw, or Life
KINEMON = "OP02-025"        # Leader: [Activate: Main] 1 or less Characters: next Wano 3+ -1
SMOKER_LEADER = "OP02-093"  # Leader: [DON!! x1] -1 cost to 1; a cost-0 Character: +1000
VIVI = "ST01-009"           # cost 2
FRANKY = "ST01-010"         # cost 4
BLANK = "ST01-006"

FILM = custom_card("T-FILM", "Film Star", cost=3, power=3000, types=("FILM",))
WANO_3 = custom_card("T-WANO3", "Samurai", cost=3, power=4000, types=("Land of Wano",))
WANO_1 = custom_card("T-WANO1", "Page", cost=1, power=2000, types=("Land of Wano",))
ZERO = custom_card("T-ZERO", "Zero", cost=0, power=1000)
COST_8 = custom_card("T-COST8", "Eight", cost=8, power=9000)


def end_turn_leader_first(g, leader):
    """P1 ends the turn; the Leader's [End of Your Turn] is resolved first."""
    g.apply(Action("end_phase"))
    while g.decision.player == P1:
        d = g.decision
        if d.kind == DecisionKind.ORDER_EFFECTS:
            first = [a for a in g.legal_actions() if a.card == leader]
            g.apply((first or g.legal_actions())[0])
        elif d.kind == DecisionKind.CHOOSE_NUMBER:
            g.apply(g.legal_actions()[-1])
        else:
            g.apply(g.legal_actions()[0])


def test_faq_op04_028_and_op04_034_count_don_set_active_at_the_end_of_the_turn():
    """qa_op04.md, OP04-028 Q1 and OP04-034 Q1: DON!! set active by another
    [End of Your Turn] effect (the OP04-019 Doflamingo Leader's, resolved
    first) count for Diamante's and Lao.G's conditions."""
    s = Scenario(strict=True)
    leader = s.p1.leader(DOFLAMINGO_LEADER)
    diamante = s.p1.character(DIAMANTE, rested=True, don=1)
    s.p1.character(LAO_G)
    s.p1.don(active=1, rested=2)
    target = s.p2.character(BLANK, rested=True)
    g = s.build()
    end_turn_leader_first(g, leader)
    expect_decision(g, P2, DecisionKind.MAIN)
    assert target in g.state.trash[P2]                     # 3 active DON!!: Lao.G
    assert not g.state.rested[diamante]                    # 2 or more: Diamante


def test_faq_st05_005_carina_adds_the_one_don_left():
    """qa_st-05.md, ST05-005 Q1: with 1 card in the DON!! deck, Carina adds
    that one."""
    s = Scenario(strict=True)
    carina = s.p1.character(CARINA)
    film, = s.p1.hand(FILM)
    s.p1.don(active=9, deck=1)
    s.p2.don(active=10)
    g = s.build()
    g.apply(Action("activate", carina, 0))
    expect_decision(g, P1, DecisionKind.SELECT)            # the {FILM} card to trash
    g.apply(Action("select", film))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_deck[P1] == 0 and g.state.don_rested[P1] == 1


def test_faq_st10_002_luffy_given_don_count_as_on_the_field():
    """qa_st-10.md, ST10-002 Q2: '0 DON!! cards on your field' counts the
    cost area and the DON!! given to cards: one given DON!! is not 0."""
    for given, added in ((0, 1), (1, 0)):
        s = Scenario(strict=True)
        leader = s.p1.leader(LUFFY_ST10)
        s.p1.character(VIVI, don=given)
        s.p1.don(active=0)
        g = s.build()
        acts = [a for a in g.legal_actions() if a.kind == "activate" and a.card == leader]
        if acts:
            g.apply(acts[0])
            while g.decision.kind == DecisionKind.CHOOSE_NUMBER:
                g.apply(g.legal_actions()[-1])
        assert g.state.don_active[P1] == added, given


def test_faq_op03_119_mochi_compares_life_when_it_resolves():
    """qa_op03.md, OP03-119 Q1: with fewer Life cards than the opponent as
    the Event resolves, the K.O. happens; with as many, it does not."""
    for mine, kod in ((1, True), (2, False)):
        s = Scenario(strict=True)
        mochi, = s.p1.hand(MOCHI)
        s.p1.life(*[BLANK] * mine)
        s.p1.don(active=2)
        s.p2.life(BLANK, BLANK)
        target = s.p2.character(FRANKY)
        g = s.build()
        g.apply(Action("play", mochi))
        if kod:                                            # fewer Life: the K.O. is asked
            expect_decision(g, P1, DecisionKind.SELECT)
            g.apply(Action("select", target))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert (target in g.state.trash[P2]) is kod, mine


def test_faq_op04_040_queen_may_draw_instead_of_adding_life():
    """qa_op04.md, OP04-040 Q1 (the question under the OP04-038 heading):
    with 4 or less cards in Life and hand and a cost-8 Character, the Queen
    Leader may just draw, not add a Life card."""
    s = Scenario(strict=True)
    leader = s.p1.leader(QUEEN, don=1)
    s.p1.character(COST_8)
    s.p1.life(BLANK, BLANK)
    s.p1.hand(BLANK)
    drawn, _ = s.p1.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", leader, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # add a Life card (0) or draw (1)
    g.apply(Action("number", -1, 1))
    assert drawn in g.state.hand[P1] and len(g.state.life[P1]) == 2


def test_faq_op02_025_kinemon_reduction_waits_for_a_wano_cost_3():
    """qa_op02.md, OP02-025 Q1, Q2 and Q5: after Kin'emon's effect, other
    Characters (a non-Wano one, a Wano cost-1) played first leave the -1
    for the next Wano Character of cost 3 or more, which costs 2."""
    s = Scenario(strict=True)
    leader = s.p1.leader(KINEMON)
    vivi, page, samurai = s.p1.hand(VIVI, WANO_1, WANO_3)
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("activate", leader, 0))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("play", vivi))                          # 2
    g.apply(Action("play", page))                          # 1
    assert g.state.don_active[P1] == 2
    g.apply(Action("play", samurai))                       # 3 - 1
    expect_decision(g, P1, DecisionKind.MAIN)
    assert samurai in g.state.chars[P1] and g.state.don_active[P1] == 0


def test_faq_op02_093_smoker_any_cost_0_character_and_only_1000():
    """qa_op02.md, OP02-093 Q1 and Q2: a cost-0 Character other than the one
    given -1 counts, and two of them give +1000, not +2000."""
    s = Scenario(strict=True)
    leader = s.p1.leader(SMOKER_LEADER, don=1)
    s.p2.characters(ZERO, ZERO)
    other = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("activate", leader, 0))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", other))                       # 4 -> 3: not 0
    expect_decision(g, P1, DecisionKind.MAIN)
    assert power(g.state, leader) == 7000                  # 5000 + 1 DON!! + 1000


HELMEPPO = "OP02-113"       # [When Attacking] -2 cost to 1; a cost-0 Character: +2000
INAZUMA = "OP05-003"        # another 7000+ Character: [Rush]
KARASU = "OP05-005"         # [When Attacking] 7000+ power: -1000 to 1
CHARLOS = "OP05-084"        # [Your Turn] only {Celestial Dragons}: the opponent's -4 cost
ROSWARD = "OP05-092"        # [Your Turn] only {Celestial Dragons}: the opponent's -6 cost
SANJI_ST10 = "ST10-004"     # [On Play] they have a 5000+ Character: [Rush] this turn
SANJI_ST14 = "ST14-003"     # [On Play] a cost 6+ Character: K.O. cost <= 5
LUFFY_ST14 = "ST14-012"     # a cost 10+ Character: [Rush]
KATAKURI_ST16 = "ST16-003"  # FILM Leader and 6+ rested cards: +2000
TASHIGI = "ST19-003"        # [Activate: Main] played this turn: trash a cost-0 Character
ON_PLAY_KO_ZERO = card_of("[On Play] K.O. up to 1 of your opponent's Characters with a cost "
                          "of 0.", name="Hunter", number="T-HUNT0", cost=1, power=1000)
BIG_7000 = custom_card("T-B7000", "Seven Thousand", cost=5, power=7000)
FILM_LEADER = custom_card("T-FILML", "Film Leader", "Leader", power=5000, types=("FILM",))
BOOST_CHAR = card_of("[Activate: Main] Up to 1 of your Characters gains +3000 power during "
                     "this turn.", name="Booster", number="T-BOOST3", cost=1, power=1000)
RECALL = card_of("[Activate: Main] Return up to 1 of your Characters to the owner's hand.",
                 name="Recaller", number="T-RECALL", cost=1, power=1000)


def test_faq_op02_113_helmeppo_any_cost_0_and_only_2000():
    """qa_op02.md, OP02-113 Q1 and Q2: a cost-0 Character other than the one
    given -2 counts; two of them give +2000, not +4000."""
    s = Scenario(strict=True)
    helmeppo = s.p1.character(HELMEPPO)
    s.p2.characters(ZERO, ZERO)
    other = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", helmeppo, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", other))                       # 4 -> 2
    assert power(g.state, helmeppo) == 5000


def test_faq_op05_003_inazuma_rush_follows_the_7000_character():
    """qa_op05.md, OP05-003 Q1 and Q3: Inazuma can attack the turn it is
    played while another 7000+ Character is there, and not once it is gone;
    gaining one later in the turn gives it [Rush]."""
    s = Scenario(strict=True)
    inazuma, = s.p1.hand(INAZUMA)
    big = s.p1.character(BIG_7000)
    recall = s.p1.character(RECALL)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", inazuma))
    assert Action("attack", inazuma, s.p2.leader_id) in g.legal_actions()
    g.apply(Action("activate", recall, 0))
    g.apply(Action("select", big))
    assert Action("attack", inazuma, s.p2.leader_id) not in g.legal_actions()
    s = Scenario(strict=True)
    inazuma, = s.p1.hand(INAZUMA)
    booster = s.p1.character(BOOST_CHAR)
    five = s.p1.character(FRANKY)                          # 6000
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", inazuma))
    assert Action("attack", inazuma, s.p2.leader_id) not in g.legal_actions()
    g.apply(Action("activate", booster, 0))
    g.apply(Action("select", five))                        # 9000
    assert Action("attack", inazuma, s.p2.leader_id) in g.legal_actions()


def test_faq_op05_005_karasu_when_attacking_needs_no_leader_type():
    """qa_op05.md, OP05-005 Q1: at 7000 power (2 DON!!), Karasu's [When
    Attacking] gives -1000 whatever the Leader."""
    s = Scenario(strict=True)
    karasu = s.p1.character(KARASU, don=2)
    target = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", karasu, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", target))
    assert power(g.state, target) == 5000


def test_faq_op05_084_and_092_the_new_character_ends_the_reduction_first():
    """qa_op05.md, OP05-084 Q1 and OP05-092 Q1: playing a Character that is
    not a {Celestial Dragons} ends the -4 (-6) cost before its own [On Play]
    resolves: a cost-4 Character is no longer cost 0 for it."""
    for number in (CHARLOS, ROSWARD):
        s = Scenario(strict=True)
        s.p1.character(number)
        hunter, = s.p1.hand(ON_PLAY_KO_ZERO)
        s.p1.don(active=1)
        franky = s.p2.character(FRANKY)
        g = s.build()
        assert cost(g.state, franky) == 0, number
        g.apply(Action("play", hunter))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert franky in g.state.chars[P2] and cost(g.state, franky) == 4, number


def test_faq_st10_004_sanji_keeps_rush():
    """qa_st-10.md, ST10-004 Q1: Sanji keeps [Rush] this turn after the
    opponent's 5000+ Character is gone."""
    s = Scenario(strict=True)
    sanji, = s.p1.hand(SANJI_ST10)
    killer = s.p1.character(card_of("[Activate: Main] K.O. up to 1 of your opponent's "
                                    "Characters.", name="Killer", number="T-KO1", cost=1,
                                    power=1000))
    s.p1.don(active=6)
    target = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", sanji))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("activate", killer, 0))
    g.apply(Action("select", target))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert target in g.state.trash[P2]
    assert Action("attack", sanji, s.p2.leader_id) in g.legal_actions()


def test_faq_st14_003_and_012_the_card_itself_counts_for_its_cost_condition():
    """qa_st-14.md, ST14-003 Q1-Q2 and ST14-012 Q1: Sanji made cost 6 by the
    ST14-001 Luffy Leader (a DON!! given), alone on the field, meets its
    own 'if you have a Character with a cost of 6 or more'; Luffy made cost
    10 (the Leader and Thousand Sunny) gains [Rush] from itself."""
    s = Scenario(strict=True)
    s.p1.leader("ST14-001", don=1)
    sanji, = s.p1.hand(SANJI_ST14)
    s.p1.don(active=5)
    target = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", sanji))                         # cost 5 + 1 = 6
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", target))
    assert target in g.state.trash[P2]

    s = Scenario(strict=True)
    s.p1.leader("ST14-001", don=1)
    s.p1.stage("ST14-017")                                 # black {Straw Hat Crew}: +1
    luffy, = s.p1.hand(LUFFY_ST14)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", luffy))
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(g.legal_actions()[0])
    assert cost(g.state, luffy) == 10
    assert Action("attack", luffy, s.p2.leader_id) in g.legal_actions()


def test_faq_st16_003_katakuri_counts_itself_among_the_rested_cards():
    """qa_st-15-20.md, ST16-003 Q1: with a {FILM} Leader, 6 rested cards
    that include Katakuri itself give it +2000."""
    s = Scenario()
    s.p1.leader(FILM_LEADER)
    katakuri = s.p1.character(KATAKURI_ST16, rested=True)
    s.p1.don(rested=5)
    g = s.build()
    assert power(g.state, katakuri) == 6000


def test_faq_st19_003_tashigi_trash_is_no_ko_and_needs_no_smoker():
    """qa_st-15-20.md, ST19-003 Q1 and Q2: with a Leader that is not
    [Smoker], Tashigi played this turn trashes a cost-0 Character; its
    [On K.O.] does not activate."""
    s = Scenario(strict=True)
    tashigi, = s.p1.hand(TASHIGI)
    s.p1.don(active=5)
    zero = s.p2.character(card_of("[On K.O.] Draw 1 card.", name="Zero Fallen",
                                  number="T-ZEROKO", cost=0, power=1000))
    s.p2.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", tashigi))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply([a for a in g.legal_actions() if a.kind == "activate" and a.card == tashigi][0])
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", zero))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert zero in g.state.trash[P2] and g.state.hand[P2] == []


def test_faq_op04_020_issho_rests_a_don_set_active_at_the_end_of_the_turn():
    """qa_op04.md, OP04-020 Q1: the Issho Leader's ① may be paid with a DON!!
    that another [End of Your Turn] effect (a made-up Character's, resolved
    first) has just set active."""
    setter = card_of("[End of Your Turn] Set up to 1 of your DON!! cards as active.",
                     name="Waker", number="T-WAKER", cost=1, power=1000)
    s = Scenario(strict=True)
    s.p1.leader("OP04-020")
    waker = s.p1.character(setter)
    tired = s.p1.character(VIVI, rested=True)
    s.p1.don(rested=1)
    g = s.build()
    g.apply(Action("end_phase"))
    while g.decision.player == P1:
        d = g.decision
        if d.kind == DecisionKind.ORDER_EFFECTS:
            g.apply([a for a in g.legal_actions() if a.card == waker][0])
        elif d.kind == DecisionKind.CHOOSE_NUMBER:
            g.apply(g.legal_actions()[-1])
        elif d.kind == DecisionKind.CONFIRM:
            g.apply(Action("accept"))
        elif Action("select", tired) in g.legal_actions():
            g.apply(Action("select", tired))
        else:
            g.apply(g.legal_actions()[0])
    assert not g.state.rested[tired] and g.state.don_rested[P1] == 1
