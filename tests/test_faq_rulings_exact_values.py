"""Official Q&A rulings on exact values ("a cost of 3" is 3, not "3 or
less"), on cost changes of a card in the hand or on the field, and on
[On Play]/[On K.O.] plays, set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).
"""

from optcg import Action
from optcg.engine.constants import BLOCKER, DecisionKind
from optcg.engine.stats import cost, keywords
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

JINBE = "OP01-014"          # [Blocker]; [DON!! x1] [On Block] play a red cost <= 2 from hand
ODEN = "OP02-030"           # [On K.O.] play a green Wano cost 3 from the deck, then shuffle
MR1 = "OP02-063"            # [On Play] a blue Event of cost 1 from the trash to the hand
VIVI_OP04 = "OP04-118"      # your red cost 3+ Characters gain [Rush]
ZORO_ST21 = "ST21-015"      # [On K.O.] play a red 6000-or-less other than [Roronoa Zoro]
TEACH = "ST27-005"          # [Activate: Main] rest this: K.O. cost <= 3; [On K.O.] a black card
HINA_ST19 = "ST19-004"      # [Activate: Main] 1 trash card to the deck bottom: give a DON!!
SOBA_MASK = "ST26-001"      # in hand -5 cost with a 7000+ base [Sanji] or [San-Gorou]
WOLF = "ST27-004"           # Blackbeard Leader: [Blocker] and +1 cost per 4 trash cards
VIVI = "ST01-009"           # red, cost 2
FRANKY = "ST01-010"         # red, cost 4
BLANK = "ST01-006"          # red, cost 1

GREEN_WANO_3 = custom_card("T-GW3", "Green Three", cost=3, power=4000, colors=("Green",),
                           types=("Land of Wano",))
GREEN_WANO_2 = custom_card("T-GW2", "Green Two", cost=2, power=3000, colors=("Green",),
                           types=("Land of Wano",))
BLUE_EVENT_0 = custom_card("T-BE0", "Blue Zero", "Event", cost=0, colors=("Blue",))
BLUE_EVENT_1 = custom_card("T-BE1", "Blue One", "Event", cost=1, colors=("Blue",))
RED_3 = custom_card("T-RED3", "Red Three", cost=3, power=4000, colors=("Red",))
SANJI_7000 = custom_card("T-SANJI7", "Sanji", cost=5, power=7000)
SANJI_6000 = custom_card("T-SANJI6", "Sanji", cost=5, power=6000)
SAN_GOROU = custom_card("T-SANG", "San-Gorou", cost=5, power=7000)
BLACKBEARD = custom_card("T-BBL", "Captain", "Leader", power=5000,
                         types=("Blackbeard Pirates",))
KO_EVERY = card_of("[Main] K.O. all of your opponent's Characters.", category="Event",
                   name="K.O. Every", number="T-KOEVERY", cost=0)
MINUS_ONE = card_of("[Activate: Main] Give up to 1 of your Characters −1 cost during this "
                    "turn.", name="Shrinker", number="T-SHRINK", cost=1, power=1000)


def test_faq_op01_014_jinbe_blocks_with_nothing_to_play_or_a_full_area():
    """qa_op01.md, OP01-014 Q1 and Q2: Jinbe may block with no card to play;
    with 5 Characters, the one played replaces a Character trashed."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    jinbe = s.p1.character(JINBE, don=1)
    others = [s.p1.character(FRANKY) for _ in range(4)]
    vivi, = s.p1.hand(VIVI)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("block", jinbe))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", vivi))
    expect_decision(g, P1, DecisionKind.MAKE_ROOM)         # the Character to trash
    g.apply([a for a in g.legal_actions() if a.card == others[0]][0])
    assert vivi in g.state.chars[P1] and others[0] in g.state.trash[P1]
    s = Scenario(turn=4, turn_player=P2, strict=True)
    jinbe = s.p1.character(JINBE, don=1)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    assert Action("block", jinbe) in g.legal_actions()


def test_faq_op02_030_oden_plays_only_a_cost_3_and_always_shuffles():
    """qa_op02.md, OP02-030 Q1 and Q2: only a cost-3 green {Land of Wano}
    Character may be played from the deck; playing none, the deck is still
    shuffled."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.character(ODEN)
    three, two = s.p1.deck(GREEN_WANO_3, GREEN_WANO_2, VIVI)[:2]
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {three}
    seen = len(g.events)
    g.apply(Action("select_done"))
    assert [e for e in g.events[seen:] if type(e).__name__ == "Shuffled"]


def test_faq_op02_063_mr1_only_a_cost_1_event():
    """qa_op02.md, OP02-063 Q1: a cost-0 blue Event is not 'an Event with a
    cost of 1'."""
    s = Scenario(strict=True)
    mr1, = s.p1.hand(MR1)
    zero, one = s.p1.trash(BLUE_EVENT_0, BLUE_EVENT_1)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", mr1))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {one}


def test_faq_op04_118_vivi_rush_lost_when_the_cost_falls_below_3():
    """qa_op04.md, OP04-118 Q1: a red cost-3 Character played this turn has
    [Rush] from Vivi, and loses it when its cost is lowered to 2."""
    s = Scenario(strict=True)
    s.p1.character(VIVI_OP04)
    shrinker = s.p1.character(MINUS_ONE)
    red, = s.p1.hand(RED_3)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", red))
    assert Action("attack", red, s.p2.leader_id) in g.legal_actions()
    g.apply(Action("activate", shrinker, 0))
    g.apply(Action("select", red))
    assert cost(g.state, red) == 2
    assert Action("attack", red, s.p2.leader_id) not in g.legal_actions()


def test_faq_st21_015_zoro_plays_no_other_roronoa_zoro():
    """qa_st-21.md, ST21-015 Q1: another [Roronoa Zoro] (OP01-025) in the
    hand is not offered by its [On K.O.]."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.character(ZORO_ST21)
    other_zoro, vivi = s.p1.hand("OP01-025", VIVI)
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert vivi in chosen and other_zoro not in chosen


def test_faq_st27_005_teach_kos_its_own_and_returns_itself():
    """qa_st-23-28.md, ST27-005 Q1 and Q2: Teach may K.O. one of its own
    cost-3 Characters; K.O.'d, its [On K.O.] may add Teach itself."""
    s = Scenario(strict=True)
    teach = s.p1.character(TEACH)
    mine = s.p1.character(BLANK)
    g = s.build()
    g.apply(Action("activate", teach, 0))
    while g.decision.kind != DecisionKind.SELECT:
        g.apply(Action("accept"))
    assert Action("select", mine) in g.legal_actions()
    s = Scenario(turn=4, turn_player=P2, strict=True)
    teach = s.p1.character(TEACH)
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", teach))
    assert teach in g.state.hand[P1]


def test_faq_st19_004_hina_needs_a_trash_card():
    """qa_st-15-20.md, ST19-004 Q1: with no card in the trash, Hina's
    effect cannot be activated."""
    s = Scenario(strict=True)
    hina = s.p1.character(HINA_ST19)
    s.p1.don(rested=1)
    g = s.build()
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == hina]


def test_faq_st26_001_soba_mask_minus_5_once_and_only_for_7000_base():
    """qa_st-23-28.md, ST26-001 Q1 and Q2: a 6000 base power [Sanji] gives
    nothing; a 7000 [Sanji] and a 7000 [San-Gorou] together give -5, not
    -10."""
    for chars, expected in (((SANJI_6000,), 7), ((SANJI_7000, SAN_GOROU), 2)):
        s = Scenario()
        for c in chars:
            s.p1.character(c)
        mask, = s.p1.hand(SOBA_MASK)
        g = s.build()
        assert cost(g.state, mask) == expected


def test_faq_st27_004_wolf_reaches_cost_11():
    """qa_st-23-28.md, ST27-004 Q1: with a {Blackbeard Pirates} Leader and
    28 cards in the trash, Wolf gains +7 cost: 11 (and [Blocker])."""
    s = Scenario()
    s.p1.leader(BLACKBEARD)
    wolf = s.p1.character(WOLF)
    s.p1.trash(*[BLANK] * 28)
    g = s.build()
    assert cost(g.state, wolf) == 11 and keywords(g.state, wolf) & BLOCKER
