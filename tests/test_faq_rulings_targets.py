"""Official Q&A rulings on choosing several targets, declining a cost, and
the order of an [On Play] against the rest of the effect that played it,
set up with the real cards (tests/test_faq_rulings.py explains how rulings
are named).  "Up to N" picks distinct cards (CR 8-4-3); a declined cost
leaves the effect unresolved (CR 8-3-1-4); an effect resolves in full
before the effects it set off (CR 8-6-1-1).
"""

from optcg import Action
from optcg.engine.constants import DOUBLE_ATTACK, RUSH, DecisionKind
from optcg.engine.effects.language import ON_PLAY, Ability, Python
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

ACE = "OP02-013"            # [On Play] -3000 to up to 2; "Whitebeard Pirates" Leader: [Rush]
JUDGMENT = "OP02-089"       # [Counter] DON!! -1: a total of 2 Leader or Characters -3000
JACK = "OP01-102"           # [When Attacking] DON!! -1: the opponent trashes 1 from the hand
AIR_DOOR = "OP03-094"       # [Main] "CP" Leader: look at 5, play a "CP" cost <= 5, trash the rest
VIVI = "ST01-009"           # 4000
FRANKY = "ST01-010"         # 6000
BLANK = "ST01-006"

WHITEBEARD_LEADER = custom_card("T-WBL", "Old Man", "Leader", power=5000,
                                types=("Whitebeard Pirates",))
CP_LEADER = custom_card("T-CPL", "Agent", "Leader", power=5000, types=("CP9",))


def play_ace(leader):
    s = Scenario(strict=True)
    s.p1.leader(leader)
    ace, = s.p1.hand(ACE)
    s.p1.don(active=7)
    a, b = s.p2.character(FRANKY), s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", ace))
    expect_decision(g, P1, DecisionKind.SELECT)
    return g, ace, a, b


def test_faq_op02_013_ace_rush_without_choosing_and_no_double_pick():
    """qa_op02.md, OP02-013 Q1 and Q3: choosing no Character for the -3000
    still gives [Rush]; a Character once chosen cannot be chosen again."""
    g, ace, a, b = play_ace(WHITEBEARD_LEADER)
    g.apply(Action("select", a))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert Action("select", a) not in g.legal_actions()    # Q3
    g.apply(Action("select_done"))
    assert keywords(g.state, ace) & RUSH

    g, ace, a, b = play_ace(WHITEBEARD_LEADER)
    g.apply(Action("select_done"))                         # Q1: none chosen
    expect_decision(g, P1, DecisionKind.MAIN)
    assert keywords(g.state, ace) & RUSH


def test_faq_op02_013_ace_minus_power_without_the_leader_type():
    """qa_op02.md, OP02-013 Q2: with a Leader of another type the -3000 is
    given, but no [Rush]."""
    g, ace, a, b = play_ace("ST01-001")
    g.apply(Action("select", a))
    g.apply(Action("select", b))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert power(g.state, a) == 3000 and power(g.state, b) == 1000
    assert not keywords(g.state, ace) & RUSH


def test_faq_op02_089_judgment_a_total_of_2_distinct_cards():
    """qa_op02.md, OP02-089 Q1-Q3: the 'total of 2' may be the Leader and a
    Character or 2 Characters, never one card twice."""
    s = Scenario(strict=True)
    franky = s.p1.character(FRANKY)
    vivi = s.p1.character(VIVI)
    ev, = s.p2.hand(JUDGMENT)
    s.p2.don(active=2)                                     # its cost 1, then DON!! -1
    s.p2.life(BLANK)
    g = s.build()
    g.apply(Action("attack", franky, s.p2.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    expect_decision(g, P2, DecisionKind.CONFIRM)           # pay DON!! -1
    g.apply(Action("accept"))
    expect_decision(g, P2, DecisionKind.RETURN_DON)
    g.apply(Action("return_don", -1, 0))
    expect_decision(g, P2, DecisionKind.SELECT)
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert {s.p1.leader_id, franky, vivi} <= chosen
    g.apply(Action("select", s.p1.leader_id))
    assert Action("select", s.p1.leader_id) not in g.legal_actions()
    g.apply(Action("select", franky))
    assert power(g.state, s.p1.leader_id) == 2000 and power(g.state, franky) == 3000


def test_faq_op01_102_jack_declining_the_don_minus_skips_the_effect():
    """qa_op01.md, OP01-102 Q1: Jack may attack without returning a DON!!;
    then its [When Attacking] does not happen."""
    s = Scenario(strict=True)
    jack = s.p1.character(JACK)
    s.p1.don(active=1)
    hand = s.p2.hand(VIVI)
    g = s.build()
    g.apply(Action("attack", jack, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert g.state.hand[P2] == hand and g.state.don_active[P1] == 1


def test_faq_op03_094_air_door_trashes_the_rest_before_the_on_play():
    """qa_op03.md, OP03-094 Q1: the [On Play] of the Character Air Door
    plays waits until the rest of the looked-at cards are trashed (a
    made-up {CP9} Character whose [On Play] notes the trash: the 4 other
    cards are there, with the Event)."""
    seen = []
    agent = custom_card("T-CPAGENT", "Agent", "Character", Ability(ON_PLAY, steps=(
        Python(lambda st, f: seen.append(len(st.trash[f.ctl])), "(notes the trash)"),)),
        cost=3, power=4000, types=("CP9",))
    s = Scenario(strict=True)
    s.p1.leader(CP_LEADER)
    ev, = s.p1.hand(AIR_DOOR)
    top = s.p1.deck(agent, BLANK, BLANK, BLANK, BLANK, VIVI, VIVI)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", top[0]))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert top[0] in g.state.chars[P1]
    assert seen == [5]                                     # Air Door and the 4 others


def test_faq_op04_082_kyros_trash_from_the_deck_is_not_optional():
    """qa_op04.md, OP04-082 Q1: Kyros's [On Play] trashes the top card of
    the deck, with no question asked."""
    rebecca = custom_card("T-REBECCA", "Rebecca", "Leader", power=5000)
    s = Scenario(strict=True)
    s.p1.leader(rebecca)
    kyros, = s.p1.hand("OP04-082")
    top, _ = s.p1.deck(VIVI, VIVI)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", kyros))
    expect_decision(g, P1, DecisionKind.MAIN)              # no opposing Character to K.O.
    assert top in g.state.trash[P1]


LUFFY_OP01 = "OP01-003"     # Leader: [Activate: Main] ④: set a cost <= 5 active, +1000
KINEMON = "OP01-040"        # [On Play] [Kouzuki Oden] Leader: play an Akazaya Nine
KING = "OP01-096"           # [On Play] DON!! -2: K.O. a cost <= 3 and a cost <= 2
UTA = "OP02-120"            # [On Play] DON!! -2: Leader and all Characters +1000
ULTI = "OP04-043"           # [DON!! x1] [When Attacking] a cost <= 2 to the hand or deck bottom
KING_KONG_GUN = "OP04-093"  # [Main] a Dressrosa +6000; 15+ trash: [Double Attack]
TRUENO = "OP04-094"         # [Main] K.O. a cost <= 4 (6 with 15+ trash)
BARRIER = "OP04-095"        # [Counter] +2000; 15+ trash: that card another +2000
SABO_OP05 = "OP05-007"      # [On Play] K.O. up to 2 with a total power of 4000 or less
LAW_LEADER = "ST10-001"     # [Activate: Main] DON!! -3: deck a 3000-or-less, play a cost <= 4
STRAW_HAT_5 = custom_card("T-SH5", "Deckhand", cost=5, power=6000, types=("Straw Hat Crew",))
DRESSROSA = custom_card("T-DRS", "Gladiator", cost=3, power=4000, types=("Dressrosa",))
COST_6 = custom_card("T-COST6", "Six", cost=6, power=7000)
WEAK = custom_card("T-WEAK", "Weak", cost=1, power=2000)


def test_faq_op01_003_luffy_set_active_character_attacks_again():
    """qa_op01.md, OP01-003 Q1: a Character that attacked and was set
    active by the Luffy Leader may attack again."""
    s = Scenario(strict=True)
    leader = s.p1.leader(LUFFY_OP01)
    hat = s.p1.character(STRAW_HAT_5)
    s.p1.don(active=4)
    s.p2.life(BLANK, BLANK)
    g = s.build()
    g.apply(Action("attack", hat, s.p2.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("activate", leader, 0))
    g.apply(Action("select", hat))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert Action("attack", hat, s.p2.leader_id) in g.legal_actions()


def test_faq_op01_040_kinemon_played_without_the_oden_leader():
    """qa_op01.md, OP01-040 Q1: Kin'emon may be played with another Leader;
    its [On Play] does nothing."""
    s = Scenario(strict=True)
    kin, = s.p1.hand(KINEMON)
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", kin))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert kin in g.state.chars[P1]


def test_faq_op01_096_king_with_only_one_target():
    """qa_op01.md, OP01-096 Q1: with only one Character to K.O., the effect
    may still be used."""
    s = Scenario(strict=True)
    king, = s.p1.hand(KING)
    s.p1.don(active=9)
    victim = s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", king))
    while g.decision.kind != DecisionKind.MAIN:
        d = g.decision
        if d.kind == DecisionKind.CONFIRM:
            g.apply(Action("accept"))
        elif Action("select", victim) in g.legal_actions():
            g.apply(Action("select", victim))
        else:
            g.apply(g.legal_actions()[0])
    assert victim in g.state.trash[P2]


def test_faq_op02_120_uta_does_not_boost_characters_played_later():
    """qa_op02.md, OP02-120 Q1: a Character played after Uta's [On Play]
    does not gain the +1000."""
    s = Scenario(strict=True)
    uta, later = s.p1.hand(UTA, VIVI)
    before = s.p1.character(FRANKY)
    s.p1.don(active=10, deck=0)
    g = s.build()
    g.apply(Action("play", uta))
    expect_decision(g, P1, DecisionKind.CONFIRM)           # pay DON!! -2
    g.apply(Action("accept"))
    for _ in range(2):
        expect_decision(g, P1, DecisionKind.RETURN_DON)
        g.apply(Action("return_don", -1, 0))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("play", later))
    assert power(g.state, before) == 7000 and power(g.state, later) == 4000


def test_faq_op04_043_ulti_may_return_its_own_and_its_player_chooses_where():
    """qa_op04.md, OP04-043 Q1 and Q2: Ulti may pick one of its own
    Characters, and its player chooses hand or deck bottom."""
    s = Scenario(strict=True)
    ulti = s.p1.character(ULTI, don=1)
    mine = s.p1.character(BLANK)
    g = s.build()
    g.apply(Action("attack", ulti, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", mine))
    while g.decision.player == P1:                         # where: P1 decides
        g.apply(g.legal_actions()[-1])
    assert mine not in g.state.chars[P1]


def dressrosa_event(number, trash_count, target_card=None):
    s = Scenario(strict=True)
    ev, = s.p1.hand(number)
    s.p1.trash(*[BLANK] * trash_count)
    s.p1.don(active=4)
    mine = s.p1.character(DRESSROSA)
    theirs = s.p2.character(target_card) if target_card else None
    g = s.build()
    g.apply(Action("play", ev))
    return g, mine, theirs


def test_faq_op04_093_and_094_the_event_itself_is_the_15th_trash_card():
    """qa_op04.md, OP04-093 Q1 and OP04-094 Q1: with 14 cards in the trash,
    the Event itself makes 15: the chosen Character gains [Double Attack],
    and Trueno Bastardo may K.O. a cost-6 Character."""
    g, mine, _ = dressrosa_event(KING_KONG_GUN, 14)
    g.apply(Action("select", mine))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert keywords(g.state, mine) & DOUBLE_ATTACK
    g, _, six = dressrosa_event(TRUENO, 14, COST_6)
    expect_decision(g, P1, DecisionKind.SELECT)
    assert Action("select", six) in g.legal_actions()


def test_faq_op04_095_barrier_4000_to_one_card_only():
    """qa_op04.md, OP04-095 Q1 and Q2: with 14 cards in the trash (15 with
    Barrier!!), the one card chosen gets +4000; the second +2000 goes to
    the same card, not another."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    ev, = s.p1.hand(BARRIER)
    s.p1.trash(*[BLANK] * 14)
    s.p1.don(active=1)
    other = s.p1.character(VIVI)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, P1, DecisionKind.COUNTER)
    assert power(g.state, s.p1.leader_id) == 9000 and power(g.state, other) == 4000


def test_faq_op05_007_sabo_total_power_counts_negative_power():
    """qa_op05.md, OP05-007 Q1 and Q2: one 4000 Character may be K.O.'d; a
    Character at -2000 and one of 6000 add up to 4000 and may both be."""
    s = Scenario(strict=True)
    sabo, = s.p1.hand(SABO_OP05)
    drain = s.p1.character(card_of("[Activate: Main] Give up to 1 of your opponent's "
                                   "Characters −4000 power during this turn.",
                                   name="Drain", number="T-DRAIN4", cost=1, power=1000))
    s.p1.don(active=6)
    low = s.p2.character(WEAK)                             # 2000 -> -2000
    six = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("activate", drain, 0))
    g.apply(Action("select", low))
    assert power(g.state, low) == -2000
    g.apply(Action("play", sabo))
    g.apply(Action("select", low))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert Action("select", six) in g.legal_actions()
    g.apply(Action("select", six))
    assert low in g.state.trash[P2] and six in g.state.trash[P2]


def test_faq_st10_001_law_either_half_alone():
    """qa_st-10.md, ST10-001 Q1 and Q2: the Law Leader's effect may play a
    Character with no 3000-power target, or deck one without playing."""
    s = Scenario(strict=True)
    leader = s.p1.leader(LAW_LEADER)
    vivi, = s.p1.hand(VIVI)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("activate", leader, 0))
    while g.decision.kind != DecisionKind.MAIN:
        d = g.decision
        if d.kind == DecisionKind.RETURN_DON:
            g.apply(g.legal_actions()[0])
        elif Action("select", vivi) in g.legal_actions():
            g.apply(Action("select", vivi))
        else:
            g.apply(g.legal_actions()[0])
    assert vivi in g.state.chars[P1]

    s = Scenario(strict=True)
    leader = s.p1.leader(LAW_LEADER)
    vivi, = s.p1.hand(VIVI)
    s.p1.don(active=3)
    weak = s.p2.character(WEAK)
    g = s.build()
    g.apply(Action("activate", leader, 0))
    while g.decision.kind != DecisionKind.MAIN:
        d = g.decision
        if d.kind == DecisionKind.RETURN_DON:
            g.apply(g.legal_actions()[0])
        elif Action("select", weak) in g.legal_actions():
            g.apply(Action("select", weak))
        else:
            g.apply(Action("select_done"))                 # play nothing
    assert weak in g.state.deck[P2] and vivi in g.state.hand[P1]
