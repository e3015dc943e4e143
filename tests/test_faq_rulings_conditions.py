"""Official Q&A rulings on conditions (DON!! counts at the end of the turn,
Life and hand counts, Characters of a given cost) and on a reduction that
waits for the next matching play, set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  A condition
is checked when its effect resolves (CR 8-1-3-1-3).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2

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
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(Action("accept") if g.decision.kind == DecisionKind.CONFIRM
                else Action("select", film))
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
        if g.decision.kind == DecisionKind.SELECT:
            g.apply(Action("select", target))
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
