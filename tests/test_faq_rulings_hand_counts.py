"""Official Q&A rulings on hand sizes ("draw so that you have N cards",
"if you have N or less cards", power per card in hand) and on a few
[Counter] and [Activate: Main] effects, set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  A count is
read when its effect resolves; the battle is decided by the power on
moving to the Damage Step (CR 7-1-4).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

IVANKOV = "OP02-051"        # [On Play] draw to 3 cards, then play a blue Impel Down
DEATH_WINK = "OP02-069"     # [Counter] +6000, then draw to 2 cards; [Trigger] return cost <= 7
HAWKINS = "OP05-047"        # [Blocker]; [On Block] 3 or less in hand: draw 1; then +1000
SMILEY = "OP01-072"         # [DON!! x1] [Your Turn] +1000 per card in hand
GORDON = "ST16-002"         # [On Your Opponent's Attack] trash Music cards: 1 card +1000 each
MOMONOSUKE = "OP01-041"     # [Activate: Main] ① rest this: look at 5, a Wano card to the hand
KOMURASAKI = "OP01-042"     # [On Play] ③: [Kouzuki Oden] Leader: set a Wano active
HAPPINESS_PUNCH = "OP04-017"  # [Counter] -2000; your Leader active: -1000 more
SPIDERWEB = "OP04-035"      # [Counter] +4000, then set 1 of your Characters active
KONG_GATLING = "ST10-016"   # [Trigger] your Leader +1000 until the end of your next turn
VIVI = "ST01-009"
FRANKY = "ST01-010"
BLANK = "ST01-006"          # [Blocker], no Counter

MUSIC = custom_card("T-MUSIC", "Song", "Event", cost=1, types=("Music",))
WANO_GREEN = custom_card("T-WANOG", "Green Samurai", cost=2, power=3000, colors=("Green",),
                         types=("Land of Wano",))
WANO_RED = custom_card("T-WANOR", "Red Samurai", cost=2, power=3000, colors=("Red",),
                       types=("Land of Wano",))
MINUS_TWO_COUNTER = card_of("[Counter] Give up to 1 of your opponent's Leader or Character "
                            "cards −2000 power during this turn.", category="Event",
                            name="Slow Counter", number="T-SLOWCTR", cost=0)
DRAW_COUNTER = card_of("[Counter] Your opponent draws 2 cards.", category="Event",
                       name="Gift", number="T-GIFT", cost=0)


def test_faq_op02_051_ivankov_draws_to_3_and_plays_with_more():
    """qa_op02.md, OP02-051 Q1-Q3: with 1 card the draw to 3 is not
    optional; with 4 cards nothing is drawn or trashed, and a Character may
    still be played."""
    impel = custom_card("T-IMPEL", "Inmate", cost=3, power=4000, colors=("Blue",),
                        types=("Impel Down",))
    for hand, drawn in ((1, 2), (4, 0)):
        s = Scenario(strict=True)
        ivankov, inmate, *_ = s.p1.hand(IVANKOV, impel, *[BLANK] * (hand - 1))
        s.p1.deck(VIVI, VIVI, VIVI)
        s.p1.don(active=7)
        g = s.build()
        g.apply(Action("play", ivankov))
        expect_decision(g, P1, DecisionKind.SELECT)        # the play: nothing asked before
        assert len(g.state.hand[P1]) == hand + drawn
        g.apply(Action("select", inmate))
        assert inmate in g.state.chars[P1]


def test_faq_op02_069_death_wink_draws_to_2_without_itself():
    """qa_op02.md, OP02-069 Q1 and Q2: 2 cards in hand with Death Wink: it
    leaves, 1 card is drawn to have 2; with 3 others nothing is trashed."""
    for others, drawn in ((1, 1), (3, 0)):
        s = Scenario(turn=4, turn_player=P2, strict=True)
        wink, *_ = s.p1.hand(DEATH_WINK, *[BLANK] * others)
        s.p1.deck(VIVI, VIVI)
        s.p1.don(active=3)
        attacker = s.p2.character(FRANKY)
        g = s.build()
        g.apply(Action("attack", attacker, s.p1.leader_id))
        g.apply(Action("no_block"))
        g.apply(Action("counter_event", wink))
        g.apply(Action("select", s.p1.leader_id))
        assert len(g.state.hand[P1]) == others + drawn, others


def test_faq_op02_069_death_wink_trigger_may_return_your_own():
    """qa_op02.md, OP02-069 Q3: the [Trigger] may return one of your own
    Characters."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.life(DEATH_WINK, BLANK)
    mine = s.p1.character(VIVI)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("use_trigger"))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", mine))
    assert mine in g.state.hand[P1]


def test_faq_op05_047_hawkins_reads_the_hand_when_it_blocks():
    """qa_op05.md, OP05-047 Q1 and Q2: with 4 cards Hawkins neither draws
    nor gains +1000, and a hand shrinking later in the Counter Step changes
    nothing."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    hawkins = s.p1.character(HAWKINS)
    ev, *_ = s.p1.hand(MINUS_TWO_COUNTER, BLANK, BLANK, BLANK)
    s.p1.deck(VIVI, VIVI)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("block", hawkins))
    expect_decision(g, P1, DecisionKind.COUNTER)
    assert len(g.state.hand[P1]) == 4 and power(g.state, hawkins) == 5000
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", attacker))
    expect_decision(g, P1, DecisionKind.COUNTER)
    assert len(g.state.hand[P1]) == 3 and power(g.state, hawkins) == 5000


def test_faq_op01_072_smiley_power_follows_the_hand_at_the_damage_step():
    """qa_op01.md, OP01-072 Q1: the opponent's Counter that changes the
    attacker's hand size changes Smiley's power for the battle."""
    s = Scenario(strict=True)
    smiley = s.p1.character(SMILEY, don=1)
    s.p1.hand(BLANK, BLANK)
    s.p1.deck(VIVI, VIVI, VIVI)
    ev, = s.p2.hand(DRAW_COUNTER)
    g = s.build()
    assert power(g.state, smiley) == 4000                  # 1000 + 1000 + 2 cards
    g.apply(Action("attack", smiley, s.p2.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    assert power(g.state, smiley) == 6000


def test_faq_st16_002_gordon_gives_all_to_one_card():
    """qa_st-15-20.md, ST16-002 Q1: 2 Music cards trashed give +2000 to one
    card, not +1000 to each of two."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.character(GORDON)
    other = s.p1.character(VIVI)
    s.p1.hand(MUSIC, MUSIC)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    while g.decision.player == P1 and g.decision.kind != DecisionKind.BLOCK:
        d = g.decision
        if d.kind == DecisionKind.CONFIRM:
            g.apply(Action("accept"))
        elif d.kind == DecisionKind.SELECT and [a for a in g.legal_actions()
                                               if a.card == s.p1.leader_id]:
            g.apply(Action("select", s.p1.leader_id))
        else:
            g.apply(g.legal_actions()[0])
    assert power(g.state, s.p1.leader_id) == 7000 and power(g.state, other) == 4000


def test_faq_op01_041_momonosuke_the_turn_it_is_played_any_colour_or_none():
    """qa_op01.md, OP01-041 Q1-Q3: the effect may be used the turn
    Momonosuke is played; a non-green {Land of Wano} card may be taken; with
    none to take, the 5 cards go to the bottom."""
    for top, takes in (((WANO_RED, BLANK, BLANK, BLANK, BLANK), True),
                       ((BLANK,) * 5, False)):
        s = Scenario(strict=True)
        momo = s.p1.character(MOMONOSUKE, played_this_turn=True)
        looked = s.p1.deck(*top, VIVI)
        s.p1.don(active=1)
        g = s.build()
        g.apply(Action("activate", momo, 0))
        while g.decision.kind != DecisionKind.MAIN:
            d = g.decision
            if d.kind == DecisionKind.CONFIRM:
                g.apply(Action("accept"))
            elif Action("select", looked[0]) in g.legal_actions():
                g.apply(Action("select", looked[0]))
            else:
                g.apply(g.legal_actions()[0])
        assert (looked[0] in g.state.hand[P1]) is takes
        assert g.state.deck[P1][-1] == looked[5]           # the sixth card is on top


def test_faq_op01_042_komurasaki_played_without_the_oden_leader():
    """qa_op01.md, OP01-042 Q1: Komurasaki may be played with another
    Leader; paying its ③ or not, nothing happens."""
    s = Scenario(strict=True)
    k, = s.p1.hand(KOMURASAKI)
    s.p1.don(active=4)
    rested = s.p1.character(WANO_GREEN, rested=True)
    g = s.build()
    g.apply(Action("play", k))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert k in g.state.chars[P1] and g.state.rested[rested]


def test_faq_op04_017_happiness_punch_both_to_one_card():
    """qa_op04.md, OP04-017 Q1: with the Leader active, the -2000 and the
    -1000 may go to the same card: -3000."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    ev, = s.p1.hand(HAPPINESS_PUNCH)
    s.p1.don(active=1)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", attacker))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", attacker))
    assert power(g.state, attacker) == 3000


def test_faq_op04_035_spiderweb_set_active_target_is_still_attacked_no_block():
    """qa_op04.md, OP04-035 Q1 and Q2: the attacked Character set active by
    Spiderweb is still the target, and (a [Blocker]) cannot block now: the
    Block Step is over."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    target = s.p1.character(BLANK, rested=True)            # a [Blocker]
    ev, = s.p1.hand(SPIDERWEB)
    s.p1.don(active=2)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, target))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", target))                      # +4000
    while g.decision.kind == DecisionKind.SELECT:
        g.apply(Action("select", target))                  # set active
    expect_decision(g, P1, DecisionKind.COUNTER)
    assert not g.state.rested[target] and g.state.battle.target == target
    assert not [a for a in g.legal_actions() if a.kind == "block"]


def test_faq_st10_016_kong_gatling_lasts_through_your_next_turn():
    """qa_st-10.md, ST10-016 Q1: the [Trigger]'s +1000 used in the
    opponent's turn lasts until the end of your next turn."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    leader = s.p1.leader("ST01-001")
    s.p1.life(KONG_GATLING, BLANK)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, leader))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("use_trigger"))
    while g.decision.player == P1:
        g.apply(Action("select", leader) if Action("select", leader) in g.legal_actions()
                else g.legal_actions()[0])
    g.apply(Action("end_phase"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert power(g.state, leader) == 6000 + 1000 * g.state.don[leader]
    g.apply(Action("end_phase"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert power(g.state, leader) == 5000
