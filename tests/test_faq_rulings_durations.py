"""Official Q&A rulings on restrictions and delayed effects with a
duration ("cannot attack until ...", "will not become active in the next
Refresh Phase", "at the end of this turn"), set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  A duration is
counted from the turn the effect resolves (CR 8-1-1); a delayed effect
happens even if its card has left the field, but not to a card that has
become a new card by moving (CR 3-1-6).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

KID = "OP01-051"            # [DON!! x1] [Opponent's Turn] rested: only [Kid] may be attacked
MR3 = "OP01-085"            # [On Play] Baroque Works Leader: cost <= 4 cannot attack until ...
HINA = "OP02-110"           # [Blocker]; [On Block] a cost <= 6 cannot attack this turn
DOFLAMINGO = "OP04-031"     # [On Play] a total of 3 rested: not active in the next Refresh
BIRDCAGE = "OP05-040"       # Stage: [End of Your Turn] 10 DON!!: K.O. all rested cost <= 5
THATCH = "OP03-005"         # [Activate: Main] +2000, then trash this at the end of the turn
SENOR_PINK = "OP04-026"     # [When Attacking] ①: ... then a DON!! active at the end of the turn
MACHVISE = "OP04-033"       # [On Play] Donquixote Leader: rest 1, then a DON!! active at the end
VIVI = "ST01-009"           # cost 2
FRANKY = "ST01-010"         # cost 4
BLANK = "ST01-006"

BAROQUE = custom_card("T-BW", "Boss", "Leader", power=5000, types=("Baroque Works",))
DONQUIXOTE = custom_card("T-DQL", "Young Master", "Leader", power=5000,
                         types=("Donquixote Pirates",))
REINFORCE = card_of("[Counter] Play up to 1 Character card with a cost of 2 or less from your "
                    "hand.", category="Event", name="Reinforce", number="T-REINF", cost=0)
SETTER = card_of("[Activate: Main] Set up to 1 of your Characters as active.", name="Setter",
                 number="T-SETTER", cost=1, power=1000)
RECALL = card_of("[Activate: Main] Return up to 1 of your Characters to the owner's hand.",
                 name="Recaller", number="T-RECALL", cost=1, power=1000)
KO_COUNTER = card_of("[Counter] K.O. up to 1 of your opponent's Characters.",
                     category="Event", name="K.O. Counter", number="T-KOCTR", cost=0)


def attackers_targets(g, attacker):
    return {a.target for a in g.legal_actions() if a.kind == "attack" and a.card == attacker}


def test_faq_op01_051_kid_rest_cost_the_turn_it_is_played_with_an_empty_hand():
    """qa_op01.md, OP01-051 Q1 and Q3: Kid's 'rest this Character' effect
    may be used the turn it is played, with no cost-3 card in hand."""
    s = Scenario(strict=True)
    kid = s.p1.character(KID, played_this_turn=True)
    g = s.build()
    g.apply(Action("activate", kid, 0))
    expect_decision(g, P1, DecisionKind.MAIN)              # no cost-3 card: nothing to play
    assert g.state.rested[kid]


def test_faq_op01_051_two_kids_either_may_be_attacked():
    """qa_op01.md, OP01-051 Q2: with 2 rested Kids (DON!! given), the
    opponent may attack either of them, nothing else."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    kids = [s.p1.character(KID, rested=True, don=1) for _ in range(2)]
    attacker = s.p2.character(FRANKY)
    g = s.build()
    assert attackers_targets(g, attacker) == set(kids)


def test_faq_op01_085_mr3_played_in_the_opponents_turn_ends_with_that_turn():
    """qa_op01.md, OP01-085 Q1: Mr.3 played in the opponent's turn: 'until
    the end of your opponent's next turn' is the end of that same turn; the
    Character attacks again in their following turn."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(BAROQUE)
    ev, mr3 = s.p1.hand(REINFORCE, MR3)
    s.p1.life(BLANK, BLANK)
    a = s.p2.character(FRANKY)
    other = s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("attack", a, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", mr3))
    expect_decision(g, P1, DecisionKind.SELECT)            # Mr.3's [On Play]
    g.apply(Action("select", other))
    g.apply(Action("end_counters"))
    while g.decision.player == P1:
        g.apply(g.legal_actions()[-1])
    expect_decision(g, P2, DecisionKind.MAIN)
    assert not attackers_targets(g, other)
    g.apply(Action("end_phase"))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("end_phase"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert s.p1.leader_id in attackers_targets(g, other)


def test_faq_op02_110_hina_attacker_keeps_attacking_then_cannot_again():
    """qa_op02.md, OP02-110 Q2 and Q3: choosing the attacker itself, its
    attack goes on; set active again afterwards, it cannot attack."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    hina = s.p1.character(HINA)
    a = s.p2.character(FRANKY)
    setter = s.p2.character(SETTER)
    g = s.build()
    g.apply(Action("attack", a, s.p1.leader_id))
    g.apply(Action("block", hina))
    expect_decision(g, P1, DecisionKind.SELECT)            # Hina's [On Block]
    g.apply(Action("select", a))
    expect_decision(g, P1, DecisionKind.COUNTER)           # the battle goes on
    g.apply(Action("end_counters"))
    expect_decision(g, P2, DecisionKind.MAIN)
    g.apply(Action("activate", setter, 0))
    g.apply(Action("select", a))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert not g.state.rested[a] and not attackers_targets(g, a)


def test_faq_op02_110_hina_stops_a_rush_character():
    """qa_op02.md, OP02-110 Q1: an active [Rush] Character selected cannot
    attack."""
    rusher = card_of("[Rush]", name="Rusher", number="T-RUSHER", cost=3, power=4000)
    s = Scenario(turn=4, turn_player=P2, strict=True)
    hina = s.p1.character(HINA)
    a = s.p2.character(FRANKY)
    r, = s.p2.hand(rusher)
    s.p2.don(active=3)
    g = s.build()
    g.apply(Action("play", r))
    g.apply(Action("attack", a, s.p1.leader_id))
    g.apply(Action("block", hina))
    g.apply(Action("select", r))
    g.apply(Action("end_counters"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert not attackers_targets(g, r)


def test_faq_op04_031_doflamingo_three_chosen_by_its_player_stay_rested():
    """qa_op04.md, OP04-031 Q2 and Q3: the player of Doflamingo chooses, as
    it resolves, up to 3 of the opponent's rested cards; they stay rested
    through the opponent's next Refresh Phase."""
    s = Scenario(strict=True)
    doffy, = s.p1.hand(DOFLAMINGO)
    s.p1.don(active=10)
    rested = [s.p2.character(c, rested=True) for c in (VIVI, FRANKY, BLANK)]
    g = s.build()
    g.apply(Action("play", doffy))
    for c in rested:
        expect_decision(g, P1, DecisionKind.SELECT)
        g.apply(Action("select", c))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("end_phase"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert all(g.state.rested[c] for c in rested)


def test_faq_op05_040_birdcage_kos_without_doflamingo_and_is_forced():
    """qa_op05.md, OP05-040 Q1 and Q2: with 10 DON!! and a Leader that is
    not Doflamingo, the [End of Your Turn] K.O.s every rested Character of
    cost 5 or less, both sides, without asking, and trashes the Stage."""
    s = Scenario(strict=True)
    cage = s.p1.stage(BIRDCAGE)
    mine = s.p1.character(VIVI, rested=True)
    s.p1.don(active=10, deck=0)
    theirs = s.p2.character(FRANKY, rested=True)
    active = s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert mine in g.state.trash[P1] and theirs in g.state.trash[P2]
    assert active in g.state.chars[P2] and cage in g.state.trash[P1]


def test_faq_op03_005_thatch_moved_to_the_hand_is_not_trashed():
    """qa_op03.md, OP03-005 Q1: Thatch used its effect, then went back to
    the hand: at the end of the turn it is not trashed."""
    s = Scenario(strict=True)
    thatch = s.p1.character(THATCH)
    recall = s.p1.character(RECALL)
    g = s.build()
    g.apply(Action("activate", thatch, 0))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("activate", recall, 0))
    g.apply(Action("select", thatch))
    g.apply(Action("end_phase"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert thatch in g.state.hand[P1]


def test_faq_op04_026_senor_pink_sets_don_active_after_leaving():
    """qa_op04.md, OP04-026 Q1: Senor Pink K.O.'d during its attack still
    sets a DON!! active at the end of the turn."""
    s = Scenario(strict=True)
    s.p1.leader(DONQUIXOTE)
    pink = s.p1.character(SENOR_PINK)
    s.p1.don(active=1)
    ev, = s.p2.hand(KO_COUNTER)
    s.p2.life(BLANK)
    g = s.build()
    g.apply(Action("attack", pink, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)           # pay ①; nothing to rest
    g.apply(Action("accept"))
    expect_decision(g, P2, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", pink))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert pink in g.state.trash[P1] and g.state.don_rested[P1] == 1
    g.apply(Action("end_phase"))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # set up to 1 DON!! active
    g.apply(Action("number", -1, 1))
    assert g.state.don_active[P1] == 1


def test_faq_op04_033_machvise_needs_the_leader_and_survives_leaving():
    """qa_op04.md, OP04-033 Q1 and Q2: without a {Donquixote Pirates} Leader
    no DON!! is set active; with one, it is, though Machvise has left."""
    for leader, expected in (("ST01-001", 0), (DONQUIXOTE, 1)):
        s = Scenario(strict=True)
        s.p1.leader(leader)
        machvise, = s.p1.hand(MACHVISE)
        recall = s.p1.character(RECALL)
        s.p1.don(active=4)
        g = s.build()
        g.apply(Action("play", machvise))
        while g.decision.kind != DecisionKind.MAIN:        # nothing to rest
            g.apply(g.legal_actions()[-1])
        g.apply(Action("activate", recall, 0))
        g.apply(Action("select", machvise))
        g.apply(Action("end_phase"))
        if expected:                                       # with the Leader: up to 1 DON!!
            expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)
            g.apply(Action("number", -1, 1))
        expect_decision(g, P2, DecisionKind.MAIN)
        assert g.state.don_active[P1] == expected, leader
