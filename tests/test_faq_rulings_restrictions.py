"""Official Q&A rulings on "cannot be rested", [Rush: Character], giving
and returning given DON!! (and effects of a DON!! given), and effects at
the end of a battle, set up with
the real cards (tests/test_faq_rulings.py explains how rulings are named).
"""

import pytest

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import cost, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

HATCHAN = "OP11-034"        # [Activate: Main] rest this: Fish-Man Leader: cost <= 3 unrestable
ROBIN = "OP13-032"          # [On Play] cost <= 8 cannot be rested
ARLONG = "EB02-011"         # [On Play] Fish-Man/East Blue Leader: DON!!, cost <= 5 unrestable
ZORO = "ST29-014"           # [Rush: Character]
DOFLAMINGO = "OP14-060"     # Leader: [On Your Opponent's Attack] DON!! -1: change the target
KAROO = "OP04-004"          # [Activate: Main] rest this: 1 rested DON!! to each {Alabasta}
MOMONOSUKE = "ST28-004"     # [Activate: Main] return 2 given DON!! rested: [Rush], +1000
BON_KUREI = "OP02-064"      # [DON!! x1] [When Attacking] trash 1: deck a cost <= 2; then itself
ICE_ONI = "OP04-047"        # [Your Turn] end of a battle with a cost <= 5: that one to the deck
FRANKY = "ST01-010"         # vanilla 6000, cost 4
VIVI = "ST01-009"           # vanilla 4000, cost 2
BLANK = "ST01-006"

FISHMAN = custom_card("T-FISH", "Fish-Man", "Leader", power=5000, types=("Fish-Man",))
# The target: a [Blocker] whose [Activate: Main] costs resting it.
RESTER = card_of("[Blocker]", "[Activate: Main] You may rest this Character: Draw 1 card.",
                 name="Rester", number="T-RESTER", cost=3, power=4000)
REST_ONE = card_of("[Activate: Main] Rest up to 1 of your opponent's Characters.",
                   name="Rest One", number="T-RESTONE", cost=1, power=1000)
ALABASTA = custom_card("T-ALA", "Alabastan", cost=2, power=3000, types=("Alabasta",))
DECK_COUNTER = card_of("[Counter] Return up to 1 of your opponent's Characters to the "
                       "owner's hand.", category="Event", name="Bounce Counter",
                       number="T-BOUNCE", cost=0)


def locked(number):
    """P1 makes P2's RESTER unable to be rested with `number`; returns the
    game at P1's Main Phase, and the cards."""
    s = Scenario(strict=True)
    s.p1.leader(FISHMAN)
    rest_one = s.p1.character(REST_ONE)
    attacker = s.p1.character(FRANKY)
    target = s.p2.character(RESTER)
    s.p2.life(BLANK, BLANK)
    s.p2.deck(VIVI, VIVI, VIVI)
    s.p1.deck(VIVI, VIVI, VIVI)
    if number == HATCHAN:
        src = s.p1.character(HATCHAN)
        g = s.build()
        g.apply(Action("activate", src, 0))
    else:
        src, = s.p1.hand(number)
        s.p1.don(active=7)
        g = s.build()
        g.apply(Action("play", src))
    if number == ARLONG:                                   # first a rested DON!! to the Leader
        expect_decision(g, P1, DecisionKind.SELECT)
        g.apply(Action("select", s.p1.leader_id))
        expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)
        g.apply(Action("number", -1, 0))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", target))
    expect_decision(g, P1, DecisionKind.MAIN)
    return s, g, rest_one, attacker, target


@pytest.mark.parametrize("number,file", [(HATCHAN, "qa_op11.md"), (ROBIN, "qa_op13.md"),
                                         (ARLONG, "qa_eb02.md")])
def test_cannot_be_rested_means_no_block_no_rest_by_effects_no_attack_no_rest_cost(number,
                                                                                   file):
    """qa_op11.md, OP11-034 Q1-Q4; qa_op13.md, OP13-032 Q1-Q4; qa_eb02.md,
    EB02-011 Q1-Q4: a Character that cannot be rested cannot be rested by
    another card's effect, cannot activate [Blocker], and in its own turn
    cannot attack nor pay 'rest this Character'."""
    s, g, rest_one, attacker, target = locked(number)
    g.apply(Action("activate", rest_one, 0))
    if Action("select", target) in g.legal_actions():     # chosen, it stays active
        g.apply(Action("select", target))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert not g.state.rested[target], file
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert Action("block", target) not in g.legal_actions(), file
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("end_phase"))
    expect_decision(g, P2, DecisionKind.MAIN)
    mine = [a for a in g.legal_actions() if a.card == target]
    assert not [a for a in mine if a.kind in ("attack", "activate")], file


def test_faq_eb02_011_arlong_without_the_leader_type_locks_nothing():
    """qa_eb02.md, EB02-011 Q5: with a Leader of neither type, Arlong's
    'cannot be rested' is not applied: the Character can still block."""
    s = Scenario(strict=True)
    arlong, = s.p1.hand(ARLONG)
    attacker = s.p1.character(FRANKY)
    s.p1.don(active=3)
    target = s.p2.character(RESTER)
    g = s.build()
    g.apply(Action("play", arlong))
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert Action("block", target) in g.legal_actions()


def test_faq_st29_014_rush_character_attacks_only_rested_characters():
    """qa_st-29.md, ST29-014 Q1: the turn it is played, a [Rush: Character]
    may attack a rested Character, not an active one nor the Leader."""
    s = Scenario(strict=True)
    zoro, = s.p1.hand(ZORO)
    s.p1.don(active=6)
    active = s.p2.character(VIVI)
    rested = s.p2.character(FRANKY, rested=True)
    g = s.build()
    g.apply(Action("play", zoro))
    expect_decision(g, P1, DecisionKind.MAIN)
    targets = {a.target for a in g.legal_actions() if a.kind == "attack" and a.card == zoro}
    assert targets == {rested}
    assert active not in targets and s.p2.leader_id not in targets


def test_faq_st29_014_doflamingo_redirects_a_rush_character_attack():
    """qa_st-29.md, ST29-014 Q2: the OP14-060 Doflamingo Leader may change
    the target of a [Rush: Character]'s attack to itself."""
    s = Scenario(strict=True)
    zoro, = s.p1.hand(ZORO)
    s.p1.don(active=6)
    leader = s.p2.leader(DOFLAMINGO)
    rested = s.p2.character(FRANKY, rested=True)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("play", zoro))
    g.apply(Action("attack", zoro, rested))
    expect_decision(g, P2, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    while g.decision.player == P2 and g.decision.kind != DecisionKind.BLOCK:
        if Action("select", leader) in g.legal_actions():
            g.apply(Action("select", leader))
        else:
            g.apply(g.legal_actions()[0])
    assert g.state.battle.target == leader


def test_faq_op04_004_karoo_gives_as_many_as_there_are_rested_don():
    """qa_op04.md, OP04-004 Q1 and Q2: with 1 rested DON!! and three
    {Alabasta} Characters (Karoo is one), only one gets a DON!!, from the
    cost area (a DON!! given elsewhere is not moved)."""
    s = Scenario(strict=True)
    karoo = s.p1.character(KAROO)
    a, b = s.p1.character(ALABASTA), s.p1.character(ALABASTA)
    other = s.p1.character(FRANKY, don=1)
    s.p1.don(rested=1)
    g = s.build()
    g.apply(Action("activate", karoo, 0))
    expect_decision(g, P1, DecisionKind.CHOOSE_NUMBER)     # the first {Alabasta}: 1
    g.apply(Action("number", -1, 1))
    while g.decision.kind == DecisionKind.CHOOSE_NUMBER:   # the others: none left
        assert g.legal_actions() == (Action("number", -1, 0),)
        g.apply(Action("number", -1, 0))
    expect_decision(g, P1, DecisionKind.MAIN)
    st = g.state
    assert st.don[karoo] + st.don[a] + st.don[b] == 1 and st.don_rested[P1] == 0
    assert st.don[other] == 1


def test_faq_st28_004_momonosuke_returns_given_don_from_two_cards():
    """qa_st-23-28.md, ST28-004 Q1: the 2 given DON!! returned may come one
    from a Character and one from the Leader."""
    s = Scenario(strict=True)
    leader = s.p1.leader("ST01-001", don=1)
    momo = s.p1.character(MOMONOSUKE)
    other = s.p1.character(FRANKY, don=1)
    g = s.build()
    g.apply(Action("activate", momo, 0))
    for card in (leader, other):
        while not any(x.card == card for x in g.legal_actions()):
            g.apply(Action("accept"))
        g.apply([x for x in g.legal_actions() if x.card == card][0])
    expect_decision(g, P1, DecisionKind.MAIN)
    st = g.state
    assert st.don[leader] == 0 and st.don[other] == 0 and st.don_rested[P1] == 2
    assert power(st, momo) == 8000


def bon_kurei_attacks(target_card=None):
    s = Scenario(strict=True)
    bon = s.p1.character(BON_KUREI, don=1)
    card, = s.p1.hand(BLANK)
    small = s.p2.character(VIVI)
    target = s.p2.character(target_card or FRANKY, rested=True)
    return s, bon, card, small, target


def test_faq_op02_064_bon_kurei_bounced_in_battle_is_not_decked():
    """qa_op02.md, OP02-064 Q1: Mr.2 returned to the hand by a [Counter]
    during the battle is a new card: nothing is placed at the bottom of the
    deck at the end of the battle."""
    s, bon, card, small, target = bon_kurei_attacks()
    ev, = s.p2.hand(DECK_COUNTER)
    g = s.build()
    g.apply(Action("attack", bon, target))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    g.apply(Action("select", card))                        # the cost
    g.apply(Action("select", small))                       # cost 2: to the deck
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", bon))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert bon in g.state.hand[P1] and bon not in g.state.deck[P1]


def test_faq_op02_064_bon_kurei_may_deck_its_own_character_and_its_target():
    """qa_op02.md, OP02-064 Q2 and Q3: the 'cost 2 or less' may be one's
    own Character; and with the attacked Character placed at the bottom of
    the deck by it, Mr.2 still goes to the bottom at the end of the battle."""
    s, bon, card, small, target = bon_kurei_attacks(target_card=VIVI)
    mine = s.p1.character(BLANK)
    g = s.build()
    g.apply(Action("attack", bon, target))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    g.apply(Action("select", card))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert Action("select", mine) in g.legal_actions()      # Q2
    g.apply(Action("select", target))                      # Q3
    while g.decision.kind != DecisionKind.MAIN:
        g.apply(g.legal_actions()[0])
    assert target in g.state.deck[P2]
    assert g.state.deck[P1][0] == bon


def test_faq_op04_047_ice_oni_kod_character_stays_in_the_trash():
    """qa_op04.md, OP04-047 Q1: the opposing Character Ice Oni K.O.s in
    battle is trashed, not placed at the bottom of the deck."""
    s = Scenario(strict=True)
    oni = s.p1.character(ICE_ONI, don=5)
    target = s.p2.character(VIVI, rested=True)
    g = s.build()
    g.apply(Action("attack", oni, target))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert target in g.state.trash[P2] and target not in g.state.deck[P2]


GARP = "OP02-002"           # Leader: [Your Turn] given a DON!!: up to 1 cost <= 7 gets -1 cost
BROOK = "ST01-011"          # [On Play] up to 2 rested DON!! to your Leader or 1 Character
EIGHT = custom_card("T-COST8", "Eight", cost=8, power=9000)
SEVEN = custom_card("T-COST7", "Seven", cost=7, power=8000)


def test_faq_op02_002_garp_once_per_don_given_by_brook():
    """qa_op02.md, OP02-002 Q2: ST01-011 Brook giving 2 rested DON!! to the
    Garp Leader sets it off twice: -2 cost in all."""
    s = Scenario(strict=True)
    leader = s.p1.leader(GARP)
    brook, = s.p1.hand(BROOK)
    s.p1.don(active=2, rested=2)
    seven = s.p2.character(SEVEN)
    g = s.build()
    g.apply(Action("play", brook))
    g.apply(Action("select", leader))
    g.apply(Action("number", -1, 2))
    for _ in range(2):
        expect_decision(g, P1, DecisionKind.SELECT)
        g.apply(Action("select", seven))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don[leader] == 2 and cost(g.state, seven) == 5


def test_faq_op02_002_garp_reaches_a_cost_8_lowered_to_7():
    """qa_op02.md, OP02-002 Q1: a Character of base cost 8 lowered to 7 is
    'a Character with a cost of 7 or less'."""
    s = Scenario(strict=True)
    leader = s.p1.leader(GARP)
    tsuru, = s.p1.hand("OP02-106")                      # [On Play] -2 cost this turn
    s.p1.don(active=2)
    eight = s.p2.character(EIGHT)
    g = s.build()
    g.apply(Action("play", tsuru))
    g.apply(Action("select", eight))                       # 8 -> 6
    expect_decision(g, P1, DecisionKind.MAIN)
    g.apply(Action("give_don", -1, leader))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert Action("select", eight) in g.legal_actions()
    g.apply(Action("select", eight))
    assert cost(g.state, eight) == 5


def test_faq_op01_049_bepo_trashed_to_make_room_ends_its_attack():
    """qa_op01.md, OP01-049 Q1: with 5 Characters, Bepo's [When Attacking]
    play may trash Bepo itself to make room; its attack then ends."""
    hearts = custom_card("T-HEART", "Heart Crew", cost=2, power=3000, types=("Heart Pirates",))
    s = Scenario(strict=True)
    bepo = s.p1.character("OP01-049", don=1)
    for _ in range(4):
        s.p1.character(FRANKY)
    new, = s.p1.hand(hearts)
    s.p2.life(BLANK)
    g = s.build()
    g.apply(Action("attack", bepo, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", new))
    expect_decision(g, P1, DecisionKind.MAKE_ROOM)
    g.apply([a for a in g.legal_actions() if a.card == bepo][0])
    expect_decision(g, P1, DecisionKind.MAIN)              # no Block Step: the battle ended
    assert bepo in g.state.trash[P1] and new in g.state.chars[P1]
    assert len(g.state.life[P2]) == 1
