"""One test (or a few) per card of ST-03 The Seven Warlords of the Sea.

Every choice is scripted through `game.apply(Action(...))` after checking
who decides what with `expect_decision`.  Card behaviour is described in our
own words; the printed texts live in the reference data, not here.
"""

from __future__ import annotations


from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision
from .common import (P1, P2, attack_leader_with_leader, check_set_and_deck, check_vanilla,
                     selectable, step)

# Cards used as plain bodies on the board (all from ST-03 / ST-04).
WEEVIL = "ST03-002"       # vanilla, cost 3, 5000, SWS type
CROCODILE = "ST03-003"    # cost 5, [Blocker]
MORIA = "ST03-004"        # cost 4
MIHAWK = "ST03-005"       # cost 4, SWS type
JINBE = "ST03-006"        # vanilla, cost 2, 4000
SENTOMARU = "ST03-007"
LAW = "ST03-008"          # cost 1, [Blocker]
DOFLAMINGO = "ST03-009"   # cost 7
KUMA = "ST03-010"         # cost 2, [Trigger]
BUGGY = "ST03-011"        # vanilla, cost 1, 3000
PACIFISTA = "ST03-012"    # vanilla, cost 4, 6000, not SWS
HANCOCK = "ST03-013"      # cost 3, [Blocker], [Trigger]
TEACH = "ST03-014"        # cost 4
SABLES = "ST03-015"       # Event, cost 4
CANNON = "ST03-016"       # Event, cost 2
MELLOW = "ST03-017"       # Event, cost 2
BIG_KAIDO = "ST04-003"    # cost 9
KING = "ST04-004"         # cost 6


# =============================================================================
# ST03-001 Crocodile (Leader)
# =============================================================================

def test_st03_001_crocodile_leader_returns_a_character_for_don_minus_4_once_per_turn():
    s = Scenario(turn=3)
    leader = s.p1.leader("ST03-001", don=2)
    s.p1.don(active=7, rested=1)                      # 10 DON!! on the field
    five = s.p2.character(CROCODILE)                  # cost 5: may go back
    six = s.p2.character(KING)                        # cost 6: may not
    mine = s.p1.character(JINBE)                      # own cost 2: may go back
    game = s.build()
    st = game.state
    expect_decision(game, P1, "main")
    assert Action("activate", leader, 0) in game.legal_actions()
    game.apply(Action("activate", leader, 0))
    # DON!! -4: the player picks each DON!! among rested, active and given.
    step(game, P1, "return_don", Action("return_don", -1, 0))    # the rested one
    step(game, P1, "return_don", Action("return_don", leader))   # one given
    step(game, P1, "return_don", Action("return_don", leader))   # the other given
    # Only active DON!! are left: the 4th is taken from them without asking.
    assert st.don_deck[P1] == 4
    assert st.don_rested[P1] == 0 and st.don[leader] == 0 and st.don_active[P1] == 6
    expect_decision(game, P1, "select")
    assert selectable(game) == {five, mine}
    assert Action("select_done") in game.legal_actions()
    game.apply(Action("select", five))
    assert five in st.hand[P2] and five not in st.chars[P2]
    assert six in st.chars[P2] and mine in st.chars[P1]
    # 6 DON!! are still on the field, but [Once Per Turn] stops a second use.
    expect_decision(game, P1, "main")
    assert Action("activate", leader, 0) not in game.legal_actions()


def test_st03_001_crocodile_leader_needs_4_don_and_may_return_nothing():
    s = Scenario(turn=3)
    leader = s.p1.leader("ST03-001", don=1)
    s.p1.don(active=1, rested=1)                      # 3 DON!! on the field
    s.p2.character(JINBE)
    game = s.build()
    assert Action("activate", leader, 0) not in game.legal_actions()

    s = Scenario(turn=3)
    leader = s.p1.leader("ST03-001")
    s.p1.don(active=4)
    target = s.p2.character(JINBE)
    game = s.build()
    game.apply(Action("activate", leader, 0))         # one source: paid at once
    assert game.state.don_active[P1] == 0 and game.state.don_deck[P1] == 10
    step(game, P1, "select", Action("select_done"))    # "up to": none
    assert target in game.state.chars[P2]
    expect_decision(game, P1, "main")


# =============================================================================
# ST03-002 Edward Weevil (vanilla)
# =============================================================================

def test_st03_002_edward_weevil_is_vanilla_and_plays_for_3():
    check_vanilla("ST03-002", 5000, 3)


# =============================================================================
# ST03-003 Crocodile
# =============================================================================

def test_st03_003_crocodile_blocks_and_with_don_sends_a_cost_2_character_to_deck_bottom():
    s = Scenario(turn=3)
    cheap = s.p1.character(JINBE)                     # cost 2
    pricey = s.p1.character(WEEVIL)                   # cost 3
    s.p1.deck(BUGGY, BUGGY)
    croc = s.p2.character(CROCODILE, don=1)
    own_cheap = s.p2.character(BUGGY)                 # P2's own cost 1
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    expect_decision(game, P2, "block")
    game.apply(Action("block", croc))
    assert st.rested[croc]
    # [DON!! x1] [On Block]: P2 picks up to 1 Character of cost 2 or less.
    expect_decision(game, P2, "select")
    assert selectable(game) == {cheap, own_cheap}
    assert pricey not in selectable(game)
    game.apply(Action("select", cheap))
    assert cheap not in st.chars[P1]
    assert st.deck[P1][0] == cheap                    # bottom of its owner's deck
    assert len(st.deck[P1]) == 3
    # Crocodile (6000) takes the attack of the 5000 Leader: no damage.
    expect_decision(game, P1, "main")
    assert len(st.life[P2]) == 1 and croc in st.chars[P2]


def test_st03_003_crocodile_on_block_may_choose_none():
    s = Scenario(turn=3)
    cheap = s.p1.character(JINBE)
    croc = s.p2.character(CROCODILE, don=1)
    s.p2.life(BUGGY)
    game = s.build()
    attack_leader_with_leader(game, s)
    step(game, P2, "block", Action("block", croc))
    step(game, P2, "select", Action("select_done"))
    assert cheap in game.state.chars[P1]
    expect_decision(game, P1, "main")


def test_st03_003_crocodile_without_don_blocks_but_has_no_on_block_effect():
    s = Scenario(turn=3)
    cheap = s.p1.character(JINBE)
    croc = s.p2.character(CROCODILE)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "block", Action("block", croc))
    # No selection: the battle goes on straight to its end.
    expect_decision(game, P1, "main")
    assert cheap in st.chars[P1]
    assert st.rested[croc] and croc in st.chars[P2]
    assert len(st.life[P2]) == 1


# =============================================================================
# ST03-004 Gecko Moria
# =============================================================================

def test_st03_004_gecko_moria_adds_a_warlord_or_thriller_bark_character_from_trash():
    thriller = custom_card("TEST-TB", "Test Zombie", "Character", cost=3,
                           types=("Thriller Bark Pirates",))
    s = Scenario(turn=3)
    moria, = s.p1.hand(MORIA)
    s.p1.don(active=4)
    mihawk, other_moria, dofla, pacifista, sables, zombie = s.p1.trash(
        MIHAWK,          # SWS Character, cost 4: yes
        MORIA,           # Gecko Moria himself: excluded by name
        DOFLAMINGO,      # SWS, cost 7: too expensive
        PACIFISTA,       # cost 4 but neither type
        SABLES,          # SWS, cost 4, but an Event
        thriller)        # Thriller Bark Pirates Character, cost 3: yes
    s.p2.trash(WEEVIL)   # the opponent's trash is not searched
    game = s.build()
    st = game.state
    game.apply(Action("play", moria))
    expect_decision(game, P1, "select")
    assert selectable(game) == {mihawk, zombie}
    game.apply(Action("select", mihawk))
    assert mihawk in st.hand[P1] and mihawk not in st.trash[P1]
    for c in (other_moria, dofla, pacifista, sables, zombie):
        assert c in st.trash[P1]
    expect_decision(game, P1, "main")


def test_st03_004_gecko_moria_may_add_nothing():
    s = Scenario(turn=3)
    moria, = s.p1.hand(MORIA)
    s.p1.don(active=4)
    mihawk, = s.p1.trash(MIHAWK)
    game = s.build()
    game.apply(Action("play", moria))
    step(game, P1, "select", Action("select_done"))
    assert mihawk in game.state.trash[P1]
    assert game.state.hand[P1] == []


# =============================================================================
# ST03-005 Dracule Mihawk
# =============================================================================

def test_st03_005_dracule_mihawk_with_don_draws_2_then_trashes_2_when_attacking():
    s = Scenario(turn=3)
    mihawk = s.p1.character(MIHAWK, don=1)
    kept, = s.p1.hand(WEEVIL)
    a, b, c = s.p1.deck(JINBE, BUGGY, PACIFISTA)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    step(game, P1, "main", Action("attack", mihawk, s.p2.leader_id))
    expect_decision(game, P1, "select")
    assert st.hand[P1] == [kept, a, b]                # drew the top 2
    assert Action("select_done") not in game.legal_actions()   # exactly 2
    game.apply(Action("select", kept))
    expect_decision(game, P1, "select")
    game.apply(Action("select", b))
    assert st.hand[P1] == [a]
    assert kept in st.trash[P1] and b in st.trash[P1]
    assert st.deck[P1] == [c]
    # Mihawk (5000 + 1000 for its DON!!) hits the Leader.
    expect_decision(game, P1, "main")
    assert st.life[P2] == [] and len(st.hand[P2]) == 1


def test_st03_005_dracule_mihawk_without_don_does_nothing_when_attacking():
    s = Scenario(turn=3)
    mihawk = s.p1.character(MIHAWK)
    kept, = s.p1.hand(WEEVIL)
    s.p1.deck(JINBE, BUGGY, PACIFISTA)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    step(game, P1, "main", Action("attack", mihawk, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert st.hand[P1] == [kept] and len(st.deck[P1]) == 3 and st.trash[P1] == []


# =============================================================================
# ST03-006 Jinbe (vanilla)
# =============================================================================

def test_st03_006_jinbe_is_vanilla_and_plays_for_2():
    check_vanilla("ST03-006", 4000, 2)


# =============================================================================
# ST03-007 Sentomaru
# =============================================================================

def test_st03_007_sentomaru_rests_2_don_to_play_pacifista_from_deck_once_per_turn():
    big_pacifista = custom_card("TEST-PAC", "Pacifista", "Character", cost=5, power=7000)
    s = Scenario(turn=3)
    sento = s.p1.character(SENTOMARU, don=1)
    s.p1.don(active=4)
    weevil, pac1, big, pac2 = s.p1.deck(WEEVIL, PACIFISTA, big_pacifista, PACIFISTA)
    game = s.build()
    st = game.state
    game.apply(Action("activate", sento, 0))
    assert st.don_active[P1] == 2 and st.don_rested[P1] == 2     # ② paid
    expect_decision(game, P1, "select")
    # Only cards named Pacifista with a cost of 4 or less; the deck being a
    # secret area, choosing none is allowed too (CR 8-4-4-2).
    assert selectable(game) == {pac1, pac2}
    assert Action("select_done") in game.legal_actions()
    game.apply(Action("select", pac2))
    assert pac2 in st.chars[P1] and not st.rested[pac2]
    assert sorted(st.deck[P1]) == sorted([weevil, pac1, big])   # shuffled, rest kept
    expect_decision(game, P1, "main")
    # 2 active DON!! remain and the DON!! is still given, but only once per turn.
    assert Action("activate", sento, 0) not in game.legal_actions()


def test_st03_007_sentomaru_needs_a_given_don_and_2_active_don():
    s = Scenario(turn=3)
    sento = s.p1.character(SENTOMARU)                 # no DON!! given
    s.p1.don(active=4)
    s.p1.deck(PACIFISTA)
    game = s.build()
    assert Action("activate", sento, 0) not in game.legal_actions()

    s = Scenario(turn=3)
    sento = s.p1.character(SENTOMARU, don=1)
    s.p1.don(active=1, rested=3)                      # ② cannot be paid
    s.p1.deck(PACIFISTA)
    game = s.build()
    assert Action("activate", sento, 0) not in game.legal_actions()


def test_st03_007_sentomaru_may_play_nothing_and_still_shuffles():
    s = Scenario(turn=3)
    sento = s.p1.character(SENTOMARU, don=1)
    s.p1.don(active=2)
    deck = s.p1.deck(PACIFISTA, WEEVIL)
    game = s.build()
    game.apply(Action("activate", sento, 0))
    step(game, P1, "select", Action("select_done"))
    st = game.state
    assert sorted(st.deck[P1]) == sorted(deck)
    assert st.chars[P1] == [sento]
    assert st.don_rested[P1] == 2


# =============================================================================
# ST03-008 Trafalgar Law
# =============================================================================

def test_st03_008_trafalgar_law_blocker_takes_the_attack():
    s = Scenario(turn=3)
    law = s.p2.character(LAW)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    assert card_def(LAW).abilities == ()
    attack_leader_with_leader(game, s)
    expect_decision(game, P2, "block")
    assert Action("block", law) in game.legal_actions()
    game.apply(Action("block", law))
    # Law (1000) loses to the 5000 Leader; P2's Life is untouched.
    expect_decision(game, P1, "main")
    assert law in st.trash[P2]
    assert len(st.life[P2]) == 1


# =============================================================================
# ST03-009 Donquixote Doflamingo
# =============================================================================

def test_st03_009_donquixote_doflamingo_returns_a_cost_7_or_less_character():
    s = Scenario(turn=3)
    dofla, = s.p1.hand(DOFLAMINGO)
    s.p1.don(active=7)
    seven = s.p2.character(DOFLAMINGO)
    nine = s.p2.character(BIG_KAIDO)
    game = s.build()
    st = game.state
    game.apply(Action("play", dofla))
    expect_decision(game, P1, "select")
    assert seven in selectable(game) and nine not in selectable(game)
    game.apply(Action("select", seven))
    assert seven in st.hand[P2] and nine in st.chars[P2] and dofla in st.chars[P1]
    expect_decision(game, P1, "main")


def test_st03_009_donquixote_doflamingo_may_return_nothing():
    s = Scenario(turn=3)
    dofla, = s.p1.hand(DOFLAMINGO)
    s.p1.don(active=7)
    target = s.p2.character(JINBE)
    game = s.build()
    game.apply(Action("play", dofla))
    step(game, P1, "select", Action("select_done"))
    assert target in game.state.chars[P2] and dofla in game.state.chars[P1]


# =============================================================================
# ST03-010 Bartholomew Kuma
# =============================================================================

def test_st03_010_bartholomew_kuma_looks_at_3_and_returns_them_on_top_in_any_order():
    s = Scenario(turn=3)
    kuma, = s.p1.hand(KUMA)
    s.p1.don(active=2)
    a, b, c, d = s.p1.deck(WEEVIL, JINBE, BUGGY, PACIFISTA)    # a on top
    game = s.build()
    st = game.state
    game.apply(Action("play", kuma))
    assert kuma in st.chars[P1] and st.don_rested[P1] == 2
    expect_decision(game, P1, "arrange")
    # Only the top 3 cards are looked at; d is not offered.
    opts = set(game.legal_actions())
    assert opts == {Action(k, x) for x in (a, b, c) for k in ("place_top", "place_bottom")}
    game.apply(Action("place_top", c))
    step(game, P1, "arrange", Action("place_top", a))
    # b, the last card, can only follow the others to the top: no question.
    # The list ends with the top card: b, then a, then c on top of d.
    assert st.deck[P1] == [d, c, a, b]
    expect_decision(game, P1, "main")


def test_st03_010_bartholomew_kuma_may_return_them_all_to_the_bottom():
    s = Scenario(turn=3)
    kuma, = s.p1.hand(KUMA)
    s.p1.don(active=2)
    a, b, c, d = s.p1.deck(WEEVIL, JINBE, BUGGY, PACIFISTA)
    game = s.build()
    st = game.state
    game.apply(Action("play", kuma))
    step(game, P1, "arrange", Action("place_bottom", a))
    step(game, P1, "arrange", Action("place_bottom", b))
    # c, the last card, follows to the bottom without a question.
    assert st.deck[P1] == [c, b, a, d]                # d is now the top card
    expect_decision(game, P1, "main")


def test_st03_010_bartholomew_kuma_cannot_split_the_cards_between_top_and_bottom():
    """The looked-at cards all go back to the same side, top or bottom, in
    the order the player likes.  Official Q&A on the same wording (OP01-073
    Doflamingo, OP01-077 Perona, OP01-088 Desert Spada): "After looking at 3
    cards ... can I place 1 card on the top and 2 cards on the bottom?  No
    ... you must choose whether to return all 3 cards to the top or bottom
    of the deck."  So once one card went to the bottom, the others must too.
    """
    s = Scenario(turn=3)
    kuma, = s.p1.hand(KUMA)
    s.p1.don(active=2)
    a, _, _, _ = s.p1.deck(WEEVIL, JINBE, BUGGY, PACIFISTA)
    game = s.build()
    game.apply(Action("play", kuma))
    step(game, P1, "arrange", Action("place_bottom", a))
    expect_decision(game, P1, "arrange")
    kinds = {x.kind for x in game.legal_actions()}
    assert kinds == {"place_bottom"}, (
        f"after one card went to the bottom, the others are offered {sorted(kinds)}")


def test_st03_010_bartholomew_kuma_trigger_plays_it_and_its_on_play_resolves():
    s = Scenario(turn=3)
    kuma, = s.p2.life(KUMA)
    a, b = s.p2.deck(WEEVIL, JINBE)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    expect_decision(game, P2, "trigger")
    game.apply(Action("use_trigger"))
    assert kuma in st.chars[P2] and kuma not in st.trash[P2]
    # It was played, so its [On Play] happens for P2 (only 2 cards to look at).
    expect_decision(game, P2, "arrange")
    game.apply(Action("place_bottom", a))
    # b follows a to the bottom on its own
    assert st.deck[P2] == [b, a]
    expect_decision(game, P1, "main")
    assert kuma in st.chars[P2] and st.life[P2] == [] and st.hand[P2] == []


def test_st03_010_bartholomew_kuma_trigger_declined_goes_to_hand():
    s = Scenario(turn=3)
    kuma, = s.p2.life(KUMA)
    game = s.build()
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("decline_trigger"))
    assert kuma in game.state.hand[P2] and kuma not in game.state.chars[P2]


# =============================================================================
# ST03-011 Buggy / ST03-012 Pacifista (vanilla)
# =============================================================================

def test_st03_011_buggy_is_vanilla_and_plays_for_1():
    check_vanilla("ST03-011", 3000, 1)


def test_st03_012_pacifista_is_vanilla_and_plays_for_4():
    check_vanilla("ST03-012", 6000, 4)


# =============================================================================
# ST03-013 Boa Hancock
# =============================================================================

def test_st03_013_boa_hancock_blocker_takes_the_attack():
    s = Scenario(turn=3)
    attacker = s.p1.character(BUGGY)                  # 3000
    hancock = s.p2.character(HANCOCK)                 # 1000
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    step(game, P1, "main", Action("attack", attacker, s.p2.leader_id))
    step(game, P2, "block", Action("block", hancock))
    expect_decision(game, P1, "main")
    assert hancock in st.trash[P2] and len(st.life[P2]) == 1


def test_st03_013_boa_hancock_trigger_plays_it():
    s = Scenario(turn=3)
    hancock, = s.p2.life(HANCOCK)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    assert hancock in st.chars[P2] and hancock not in st.trash[P2]
    assert not st.rested[hancock]
    expect_decision(game, P1, "main")
    # Played on the field, it now blocks the next attack.
    s2 = Scenario(turn=3)
    attacker = s2.p1.character(BUGGY)
    h2, = s2.p2.life(HANCOCK)
    g2 = s2.build()
    step(g2, P1, "main", Action("attack", s2.p1.leader_id, s2.p2.leader_id))
    step(g2, P2, "trigger", Action("use_trigger"))
    step(g2, P1, "main", Action("attack", attacker, s2.p2.leader_id))
    expect_decision(g2, P2, "block")
    assert Action("block", h2) in g2.legal_actions()


# =============================================================================
# ST03-014 Marshall.D.Teach
# =============================================================================

def test_st03_014_marshall_d_teach_returns_a_cost_3_or_less_character():
    s = Scenario(turn=3)
    teach, = s.p1.hand(TEACH)
    s.p1.don(active=4)
    three = s.p2.character(HANCOCK)
    four = s.p2.character(PACIFISTA)
    game = s.build()
    st = game.state
    game.apply(Action("play", teach))
    expect_decision(game, P1, "select")
    assert selectable(game) == {three}               # Teach (cost 4) is not either
    game.apply(Action("select", three))
    assert three in st.hand[P2] and four in st.chars[P2]


def test_st03_014_marshall_d_teach_may_return_nothing():
    s = Scenario(turn=3)
    teach, = s.p1.hand(TEACH)
    s.p1.don(active=4)
    three = s.p2.character(HANCOCK)
    game = s.build()
    game.apply(Action("play", teach))
    step(game, P1, "select", Action("select_done"))
    assert three in game.state.chars[P2]


# =============================================================================
# ST03-015 Sables
# =============================================================================

def test_st03_015_sables_main_returns_a_cost_7_or_less_character():
    s = Scenario(turn=3)
    sables, = s.p1.hand(SABLES)
    s.p1.don(active=4)
    seven = s.p2.character(DOFLAMINGO)
    nine = s.p2.character(BIG_KAIDO)
    game = s.build()
    st = game.state
    game.apply(Action("play", sables))
    assert sables in st.trash[P1] and st.don_rested[P1] == 4
    expect_decision(game, P1, "select")
    assert selectable(game) == {seven}
    game.apply(Action("select", seven))
    assert seven in st.hand[P2] and nine in st.chars[P2]
    expect_decision(game, P1, "main")


def test_st03_015_sables_main_may_return_nothing_and_needs_4_don():
    s = Scenario(turn=3)
    sables, = s.p1.hand(SABLES)
    s.p1.don(active=3)
    s.p2.character(DOFLAMINGO)
    game = s.build()
    assert Action("play", sables) not in game.legal_actions()

    s = Scenario(turn=3)
    sables, = s.p1.hand(SABLES)
    s.p1.don(active=4)
    seven = s.p2.character(DOFLAMINGO)
    game = s.build()
    game.apply(Action("play", sables))
    step(game, P1, "select", Action("select_done"))
    assert seven in game.state.chars[P2] and sables in game.state.trash[P1]


def test_st03_015_sables_trigger_activates_its_main_effect():
    s = Scenario(turn=3)
    p1_dofla = s.p1.character(DOFLAMINGO)
    p1_kaido = s.p1.character(BIG_KAIDO)
    sables, = s.p2.life(SABLES)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    expect_decision(game, P2, "select")
    assert p1_dofla in selectable(game) and p1_kaido not in selectable(game)
    game.apply(Action("select", p1_dofla))
    assert p1_dofla in st.hand[P1]
    expect_decision(game, P1, "main")
    assert sables in st.trash[P2] and st.hand[P2] == []


# =============================================================================
# ST03-016 Thrust Pad Cannon
# =============================================================================

def test_st03_016_thrust_pad_cannon_counter_returns_the_attacker():
    s = Scenario(turn=3)
    attacker = s.p1.character(WEEVIL)                # cost 3, 5000
    four = s.p1.character(PACIFISTA)                 # cost 4
    cannon, = s.p2.hand(CANNON)
    s.p2.don(active=2)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    step(game, P1, "main", Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, P2, "counter")
    game.apply(Action("counter_event", cannon))
    assert cannon in st.trash[P2] and st.don_rested[P2] == 2
    expect_decision(game, P2, "select")
    assert attacker in selectable(game) and four not in selectable(game)
    game.apply(Action("select", attacker))
    assert attacker in st.hand[P1]
    # The attacker left: the battle ends without damage.
    expect_decision(game, P1, "main")
    assert len(st.life[P2]) == 1 and st.hand[P2] == []


def test_st03_016_thrust_pad_cannon_counter_may_return_nothing():
    s = Scenario(turn=3)
    attacker = s.p1.character(WEEVIL)
    cannon, = s.p2.hand(CANNON)
    s.p2.don(active=2)
    s.p2.life(WEEVIL)
    game = s.build()
    step(game, P1, "main", Action("attack", attacker, s.p2.leader_id))
    step(game, P2, "counter", Action("counter_event", cannon))
    step(game, P2, "select", Action("select_done"))
    expect_decision(game, P1, "main")                # nothing left to counter with
    assert attacker in game.state.chars[P1]
    assert game.state.life[P2] == []                 # the attack hit


def test_st03_016_thrust_pad_cannon_trigger_activates_its_counter_effect():
    s = Scenario(turn=3)
    three = s.p1.character(WEEVIL)
    four = s.p1.character(PACIFISTA)
    cannon, = s.p2.life(CANNON)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    expect_decision(game, P2, "select")
    assert three in selectable(game) and four not in selectable(game)
    game.apply(Action("select", three))
    assert three in st.hand[P1] and four in st.chars[P1]
    expect_decision(game, P1, "main")
    assert cannon in st.trash[P2]


# =============================================================================
# ST03-017 Love-Love Mellow
# =============================================================================

def test_st03_017_love_love_mellow_gives_4000_and_draws_with_3_or_less_in_hand():
    s = Scenario(turn=3)
    mellow, other = s.p2.hand(MELLOW, BUGGY)
    top, _ = s.p2.deck(WEEVIL, WEEVIL)
    s.p2.don(active=2)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", mellow))
    expect_decision(game, P2, "select")
    game.apply(Action("select", leader))
    assert power(st, leader) == 9000
    assert st.hand[P2] == [other, top]               # 1 card left: drew 1
    step(game, P2, "counter", Action("end_counters"))
    expect_decision(game, P1, "main")
    assert len(st.life[P2]) == 1                     # 5000 < 9000: no damage
    assert power(st, leader) == 5000                 # only during this battle


def test_st03_017_love_love_mellow_no_draw_with_4_cards_in_hand():
    s = Scenario(turn=3)
    mellow, *others = s.p2.hand(MELLOW, BUGGY, BUGGY, BUGGY, BUGGY)
    s.p2.deck(WEEVIL)
    s.p2.don(active=2)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", mellow))
    step(game, P2, "select", Action("select", leader))
    assert power(st, leader) == 9000
    assert st.hand[P2] == others and len(st.deck[P2]) == 1


def test_st03_017_love_love_mellow_may_choose_no_card_and_still_draws():
    s = Scenario(turn=3)
    mellow, = s.p2.hand(MELLOW)
    top, _ = s.p2.deck(WEEVIL, WEEVIL)
    s.p2.don(active=2)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", mellow))
    step(game, P2, "select", Action("select_done"))
    assert power(st, leader) == 5000
    assert st.hand[P2] == [top]


# =============================================================================
# The set as a whole
# =============================================================================

def test_st03_every_card_is_implemented_and_the_builtin_deck_plays_to_the_end():
    check_set_and_deck("ST03", "st03", "st04", seeds=(3, 17))
