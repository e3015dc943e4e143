"""One test (or a few) per card of ST-04 Animal Kingdom Pirates.

Every choice is scripted through `game.apply(Action(...))` after checking
who decides what with `expect_decision`.  Card behaviour is described in our
own words; the printed texts live in the reference data, not here.
"""

from __future__ import annotations


import optcg
from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import RUSH
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, custom_card, expect_decision
from .common import (P1, P2, attack_leader_with_leader, check_set_and_deck, check_vanilla,
                     legal, selectable, step)

KAIDO_LEADER = "ST04-001"
ULTI = "ST04-002"         # cost 4
KAIDO = "ST04-003"        # cost 9, 10000
KING = "ST04-004"         # cost 6
QUEEN = "ST04-005"        # cost 5, [Blocker]
SASAKI = "ST04-006"       # cost 3
SHEEPSHEAD = "ST04-007"   # vanilla, cost 2, 4000
JACK = "ST04-008"         # cost 3
GINRUMMY = "ST04-009"     # vanilla, cost 1, 3000
WHOS_WHO = "ST04-010"     # cost 3, [Trigger]
BLACK_MARIA = "ST04-011"  # cost 2, [Blocker], 2000
PAGE_ONE = "ST04-012"     # vanilla, cost 4, 6000
DRAKE = "ST04-013"        # vanilla, cost 3, 5000
DISASTER = "ST04-014"     # Event, cost 4
BRACHIO = "ST04-015"      # Event, cost 6
BLAST = "ST04-016"        # Event, cost 1
ONIGASHIMA = "ST04-017"   # Stage, cost 3
DOFLAMINGO = "ST03-009"   # cost 7
PACIFISTA = "ST03-012"    # cost 4
CROCODILE = "ST03-003"    # cost 5
BUGGY = "ST03-011"        # cost 1, 3000


# =============================================================================
# ST04-001 Kaido (Leader)
# =============================================================================

def test_st04_001_kaido_leader_trashes_a_life_card_for_don_minus_7_once_per_turn():
    s = Scenario(turn=3)
    leader = s.p1.leader(KAIDO_LEADER, don=1)
    s.p1.don(active=8, rested=1)                      # all 10 DON!! on the field
    top, bottom = s.p2.life(BUGGY, PACIFISTA)
    game = s.build()
    st = game.state
    assert Action("activate", leader, 0) in game.legal_actions()
    game.apply(Action("activate", leader, 0))
    step(game, P1, "return_don", Action("return_don", leader))   # the given one
    step(game, P1, "return_don", Action("return_don", -1, 0))    # the rested one
    # 5 more come from the active DON!!, the only source left.
    assert st.don_deck[P1] == 7 and st.don_active[P1] == 3
    assert st.don[leader] == 0 and st.don_rested[P1] == 0
    expect_decision(game, P1, "choose_number")
    assert set(game.legal_actions()) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    assert top in st.trash[P2] and st.life[P2] == [bottom]
    expect_decision(game, P1, "main")
    # [Once Per Turn]: no ST-04 card can bring 7 DON!! back this turn, so
    # the saved game is edited to put them back on the field: even then the
    # effect is not offered a second time.
    data = game.to_json()
    data["state"]["don_deck"][P1] -= 7
    data["state"]["don_active"][P1] += 7
    again = optcg.load_game(data)
    expect_decision(again, P1, "main")
    assert again.state.don_active[P1] == 10
    assert Action("activate", leader, 0) not in again.legal_actions()


def test_st04_001_kaido_leader_needs_7_don_and_may_trash_nothing():
    s = Scenario(turn=3)
    leader = s.p1.leader(KAIDO_LEADER, don=2)
    s.p1.don(active=3, rested=1)                      # 6 DON!! on the field
    s.p2.life(BUGGY)
    game = s.build()
    assert Action("activate", leader, 0) not in game.legal_actions()

    s = Scenario(turn=3)
    leader = s.p1.leader(KAIDO_LEADER)
    s.p1.don(active=7)
    life = s.p2.life(BUGGY, BUGGY)
    game = s.build()
    st = game.state
    game.apply(Action("activate", leader, 0))
    assert st.don_active[P1] == 0 and st.don_deck[P1] == 10    # paid anyway
    step(game, P1, "choose_number", Action("number", -1, 0))   # "up to": none
    assert st.life[P2] == list(reversed(life))
    expect_decision(game, P1, "main")


# =============================================================================
# ST04-002 Ulti
# =============================================================================

def test_st04_002_ulti_don_minus_1_plays_page_one_from_hand():
    pricey_page_one = custom_card("TEST-P1", "Page One", "Character", cost=5, power=7000)
    s = Scenario(turn=3)
    ulti, page_one, drake, big = s.p1.hand(ULTI, PAGE_ONE, DRAKE, pricey_page_one)
    s.p1.don(active=4)
    game = s.build()
    st = game.state
    game.apply(Action("play", ulti))
    step(game, P1, "confirm", Action("accept"))
    # The 4 DON!! rested to play Ulti are the only ones: one goes back.
    assert st.don_rested[P1] == 3 and st.don_deck[P1] == 7
    expect_decision(game, P1, "select")
    assert selectable(game) == {page_one}             # not X.Drake nor a cost 5
    game.apply(Action("select", page_one))
    assert page_one in st.chars[P1] and ulti in st.chars[P1]
    assert drake in st.hand[P1] and big in st.hand[P1]
    assert st.don_rested[P1] == 3                      # Page One cost nothing
    expect_decision(game, P1, "main")


def test_st04_002_ulti_cost_declined_or_nothing_chosen():
    s = Scenario(turn=3)
    ulti, page_one = s.p1.hand(ULTI, PAGE_ONE)
    s.p1.don(active=4)
    game = s.build()
    st = game.state
    game.apply(Action("play", ulti))
    step(game, P1, "confirm", Action("decline"))
    expect_decision(game, P1, "main")
    assert page_one in st.hand[P1] and st.don_rested[P1] == 4 and st.don_deck[P1] == 6

    s = Scenario(turn=3)
    ulti, page_one = s.p1.hand(ULTI, PAGE_ONE)
    s.p1.don(active=4)
    game = s.build()
    st = game.state
    game.apply(Action("play", ulti))
    step(game, P1, "confirm", Action("accept"))
    step(game, P1, "select", Action("select_done"))
    assert page_one in st.hand[P1] and st.don_deck[P1] == 7


# =============================================================================
# ST04-003 Kaido
# =============================================================================

def test_st04_003_kaido_don_minus_5_kos_cost_6_or_less_and_gains_rush():
    s = Scenario(turn=3)
    kaido, = s.p1.hand(KAIDO)
    s.p1.don(active=10)
    six = s.p2.character(KING)
    seven = s.p2.character(DOFLAMINGO)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    game.apply(Action("play", kaido))
    step(game, P1, "confirm", Action("accept"))
    # 9 rested and 1 active DON!!: the player picks; once the active one is
    # gone only rested ones are left.
    step(game, P1, "return_don", Action("return_don", -1, 1))
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 5 and st.don_deck[P1] == 5
    expect_decision(game, P1, "select")
    assert selectable(game) == {six}
    game.apply(Action("select", six))
    assert six in st.trash[P2] and seven in st.chars[P2]
    assert keywords(st, kaido) & RUSH
    # [Rush]: Kaido attacks on the turn it is played.
    step(game, P1, "main", Action("attack", kaido, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert st.life[P2] == []


def test_st04_003_kaido_cost_declined_means_no_ko_and_no_rush():
    s = Scenario(turn=3)
    kaido, = s.p1.hand(KAIDO)
    s.p1.don(active=10)
    six = s.p2.character(KING)
    game = s.build()
    st = game.state
    game.apply(Action("play", kaido))
    step(game, P1, "confirm", Action("decline"))
    expect_decision(game, P1, "main")
    assert six in st.chars[P2] and st.don_deck[P1] == 0
    assert not keywords(st, kaido) & RUSH
    assert not [a for a in legal(game, "attack") if a.card == kaido]


def test_st04_003_kaido_may_ko_nothing_but_still_gains_rush():
    s = Scenario(turn=3)
    kaido, = s.p1.hand(KAIDO)
    s.p1.don(active=9)
    six = s.p2.character(KING)
    game = s.build()
    st = game.state
    game.apply(Action("play", kaido))
    step(game, P1, "confirm", Action("accept"))        # 9 rested: paid at once
    assert st.don_rested[P1] == 4 and st.don_deck[P1] == 6
    step(game, P1, "select", Action("select_done"))
    assert six in st.chars[P2]
    assert Action("attack", kaido, s.p2.leader_id) in game.legal_actions()


# =============================================================================
# ST04-004 King
# =============================================================================

def test_st04_004_king_don_minus_1_kos_cost_4_or_less():
    s = Scenario(turn=3)
    king, = s.p1.hand(KING)
    s.p1.don(active=7)
    four = s.p2.character(PACIFISTA)
    five = s.p2.character(CROCODILE)
    game = s.build()
    st = game.state
    game.apply(Action("play", king))
    step(game, P1, "confirm", Action("accept"))
    # 6 rested and 1 active: the player chooses which one goes back.
    step(game, P1, "return_don", Action("return_don", -1, 0))
    assert st.don_rested[P1] == 5 and st.don_active[P1] == 1 and st.don_deck[P1] == 4
    expect_decision(game, P1, "select")
    assert selectable(game) == {four}
    game.apply(Action("select", four))
    assert four in st.trash[P2] and five in st.chars[P2]


def test_st04_004_king_cost_declined_or_nothing_chosen():
    s = Scenario(turn=3)
    king, = s.p1.hand(KING)
    s.p1.don(active=6)
    four = s.p2.character(PACIFISTA)
    game = s.build()
    game.apply(Action("play", king))
    step(game, P1, "confirm", Action("decline"))
    assert four in game.state.chars[P2] and game.state.don_deck[P1] == 4

    s = Scenario(turn=3)
    king, = s.p1.hand(KING)
    s.p1.don(active=6)
    four = s.p2.character(PACIFISTA)
    game = s.build()
    game.apply(Action("play", king))
    step(game, P1, "confirm", Action("accept"))
    step(game, P1, "select", Action("select_done"))
    assert four in game.state.chars[P2] and game.state.don_deck[P1] == 5


# =============================================================================
# ST04-005 Queen
# =============================================================================

def test_st04_005_queen_don_minus_1_draws_2_and_trashes_1():
    s = Scenario(turn=3)
    queen, kept = s.p1.hand(QUEEN, BUGGY)
    a, b, c = s.p1.deck(DRAKE, GINRUMMY, PAGE_ONE)
    s.p1.don(active=5)
    game = s.build()
    st = game.state
    game.apply(Action("play", queen))
    step(game, P1, "confirm", Action("accept"))
    assert st.don_deck[P1] == 6
    assert st.hand[P1] == [kept, a, b]
    expect_decision(game, P1, "select")
    assert Action("select_done") not in game.legal_actions()   # exactly 1
    game.apply(Action("select", a))
    assert st.hand[P1] == [kept, b] and a in st.trash[P1] and st.deck[P1] == [c]
    expect_decision(game, P1, "main")


def test_st04_005_queen_cost_declined_does_nothing():
    s = Scenario(turn=3)
    queen, = s.p1.hand(QUEEN)
    s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=5)
    game = s.build()
    st = game.state
    game.apply(Action("play", queen))
    step(game, P1, "confirm", Action("decline"))
    expect_decision(game, P1, "main")
    assert st.hand[P1] == [] and len(st.deck[P1]) == 2 and st.don_deck[P1] == 5


def test_st04_005_queen_blocker_takes_the_attack():
    s = Scenario(turn=3)
    queen = s.p2.character(QUEEN)                     # 6000
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "block", Action("block", queen))
    expect_decision(game, P1, "main")
    assert st.rested[queen] and queen in st.chars[P2]  # 5000 < 6000: survives
    assert len(st.life[P2]) == 1


# =============================================================================
# ST04-006 Sasaki
# =============================================================================

def test_st04_006_sasaki_don_minus_1_draws_1():
    s = Scenario(turn=3)
    sasaki, = s.p1.hand(SASAKI)
    top, _ = s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=3)
    game = s.build()
    st = game.state
    game.apply(Action("play", sasaki))
    step(game, P1, "confirm", Action("accept"))
    assert st.hand[P1] == [top] and st.don_deck[P1] == 8 and st.don_rested[P1] == 2
    expect_decision(game, P1, "main")


def test_st04_006_sasaki_cost_declined_draws_nothing():
    s = Scenario(turn=3)
    sasaki, = s.p1.hand(SASAKI)
    s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("play", sasaki))
    step(game, P1, "confirm", Action("decline"))
    assert game.state.hand[P1] == [] and game.state.don_deck[P1] == 7


# =============================================================================
# ST04-007 Sheepshead (vanilla)
# =============================================================================

def test_st04_007_sheepshead_is_vanilla_and_plays_for_2():
    check_vanilla("ST04-007", 4000, 2)


# =============================================================================
# ST04-008 Jack
# =============================================================================

def test_st04_008_jack_trashes_a_card_to_add_an_active_don():
    s = Scenario(turn=3)
    jack, a, b = s.p1.hand(JACK, DRAKE, GINRUMMY)
    s.p1.don(active=3)
    game = s.build()
    st = game.state
    game.apply(Action("play", jack))
    step(game, P1, "confirm", Action("accept"))
    expect_decision(game, P1, "select")                # which card pays the cost
    assert selectable(game) == {a, b}
    game.apply(Action("select", b))
    assert b in st.trash[P1] and st.hand[P1] == [a]
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 3 and st.don_deck[P1] == 6
    expect_decision(game, P1, "main")


def test_st04_008_jack_cost_declined_unpayable_or_empty_don_deck():
    # Declined: nothing trashed, no DON!!.
    s = Scenario(turn=3)
    jack, a = s.p1.hand(JACK, DRAKE)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("play", jack))
    step(game, P1, "confirm", Action("decline"))
    assert game.state.hand[P1] == [a] and game.state.don_deck[P1] == 7

    # No other card in hand: the cost cannot be paid, nothing is asked.
    s = Scenario(turn=3)
    jack, = s.p1.hand(JACK)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("play", jack))
    expect_decision(game, P1, "main")
    assert game.state.don_active[P1] == 0 and game.state.don_deck[P1] == 7

    # One card in hand pays the cost by itself; "up to 1" DON!!: choose 0.
    s = Scenario(turn=3)
    jack, a = s.p1.hand(JACK, DRAKE)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("play", jack))
    step(game, P1, "confirm", Action("accept"))
    assert a in game.state.trash[P1]
    step(game, P1, "choose_number", Action("number", -1, 0))
    assert game.state.don_active[P1] == 0 and game.state.don_deck[P1] == 7


# =============================================================================
# ST04-009 Ginrummy (vanilla)
# =============================================================================

def test_st04_009_ginrummy_is_vanilla_and_plays_for_1():
    check_vanilla("ST04-009", 3000, 1)


# =============================================================================
# ST04-010 Who's.Who
# =============================================================================

def test_st04_010_whos_who_don_minus_1_kos_cost_3_or_less():
    s = Scenario(turn=3)
    whos, = s.p1.hand(WHOS_WHO)
    s.p1.don(active=3)
    three = s.p2.character(DRAKE)
    four = s.p2.character(PAGE_ONE)
    game = s.build()
    st = game.state
    game.apply(Action("play", whos))
    step(game, P1, "confirm", Action("accept"))
    expect_decision(game, P1, "select")
    assert selectable(game) == {three}
    game.apply(Action("select", three))
    assert three in st.trash[P2] and four in st.chars[P2] and st.don_deck[P1] == 8


def test_st04_010_whos_who_cost_declined_or_nothing_chosen():
    s = Scenario(turn=3)
    whos, = s.p1.hand(WHOS_WHO)
    s.p1.don(active=3)
    three = s.p2.character(DRAKE)
    game = s.build()
    game.apply(Action("play", whos))
    step(game, P1, "confirm", Action("decline"))
    assert three in game.state.chars[P2] and game.state.don_deck[P1] == 7

    s = Scenario(turn=3)
    whos, = s.p1.hand(WHOS_WHO)
    s.p1.don(active=3)
    three = s.p2.character(DRAKE)
    game = s.build()
    game.apply(Action("play", whos))
    step(game, P1, "confirm", Action("accept"))
    step(game, P1, "select", Action("select_done"))
    assert three in game.state.chars[P2] and game.state.don_deck[P1] == 8


def test_st04_010_whos_who_trigger_plays_it_and_its_on_play_can_ko():
    s = Scenario(turn=3)
    three = s.p1.character(DRAKE)
    whos, = s.p2.life(WHOS_WHO)
    s.p2.don(active=1)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    assert whos in st.chars[P2] and whos not in st.trash[P2]
    step(game, P2, "confirm", Action("accept"))
    assert st.don_active[P2] == 0 and st.don_deck[P2] == 10
    step(game, P2, "select", Action("select", three))
    assert three in st.trash[P1]
    expect_decision(game, P1, "main")


def test_st04_010_whos_who_trigger_with_no_don_cannot_pay_its_on_play():
    s = Scenario(turn=3)
    three = s.p1.character(DRAKE)
    whos, = s.p2.life(WHOS_WHO)
    game = s.build()                                  # P2 has no DON!! at all
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    expect_decision(game, P1, "main")                 # no confirm: cannot pay
    assert whos in st.chars[P2] and three in st.chars[P1]


# =============================================================================
# ST04-011 Black Maria
# =============================================================================

def test_st04_011_black_maria_blocker_takes_the_attack():
    s = Scenario(turn=3)
    attacker = s.p1.character(BUGGY)                  # 3000
    maria = s.p2.character(BLACK_MARIA)               # 2000
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    assert card_def(BLACK_MARIA).abilities == ()
    step(game, P1, "main", Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, P2, "block")
    game.apply(Action("block", maria))
    expect_decision(game, P1, "main")
    assert maria in st.trash[P2] and len(st.life[P2]) == 1


# =============================================================================
# ST04-012 Page One / ST04-013 X.Drake (vanilla)
# =============================================================================

def test_st04_012_page_one_is_vanilla_and_plays_for_4():
    check_vanilla("ST04-012", 6000, 4)


def test_st04_013_x_drake_is_vanilla_and_plays_for_3():
    check_vanilla("ST04-013", 5000, 3)


# =============================================================================
# ST04-014 Lead Performer "Disaster"
# =============================================================================

def test_st04_014_lead_performer_disaster_main_draws_1_and_adds_an_active_don():
    s = Scenario(turn=3)
    disaster, = s.p1.hand(DISASTER)
    top, _ = s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=4)
    game = s.build()
    st = game.state
    game.apply(Action("play", disaster))
    assert disaster in st.trash[P1] and st.hand[P1] == [top]
    step(game, P1, "choose_number", Action("number", -1, 1))
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 4 and st.don_deck[P1] == 5
    expect_decision(game, P1, "main")


def test_st04_014_lead_performer_disaster_may_add_no_don():
    s = Scenario(turn=3)
    disaster, = s.p1.hand(DISASTER)
    top, _ = s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=4)
    game = s.build()
    game.apply(Action("play", disaster))
    step(game, P1, "choose_number", Action("number", -1, 0))
    assert game.state.hand[P1] == [top] and game.state.don_deck[P1] == 6


def test_st04_014_lead_performer_disaster_trigger_activates_its_main_effect():
    s = Scenario(turn=3)
    disaster, = s.p2.life(DISASTER)
    top, _ = s.p2.deck(DRAKE, GINRUMMY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    assert st.hand[P2] == [top]
    step(game, P2, "choose_number", Action("number", -1, 1))
    assert st.don_active[P2] == 1 and st.don_deck[P2] == 9
    expect_decision(game, P1, "main")
    assert disaster in st.trash[P2]


# =============================================================================
# ST04-015 Brachio Bomber
# =============================================================================

def test_st04_015_brachio_bomber_main_kos_cost_6_or_less_then_adds_an_active_don():
    s = Scenario(turn=3)
    bomber, = s.p1.hand(BRACHIO)
    s.p1.don(active=6)
    six = s.p2.character(KING)
    seven = s.p2.character(DOFLAMINGO)
    game = s.build()
    st = game.state
    game.apply(Action("play", bomber))
    expect_decision(game, P1, "select")
    assert selectable(game) == {six}
    game.apply(Action("select", six))
    assert six in st.trash[P2] and seven in st.chars[P2]
    step(game, P1, "choose_number", Action("number", -1, 1))
    assert st.don_active[P1] == 1 and st.don_deck[P1] == 3
    assert bomber in st.trash[P1]
    expect_decision(game, P1, "main")


def test_st04_015_brachio_bomber_main_may_ko_nothing_and_add_no_don():
    s = Scenario(turn=3)
    bomber, = s.p1.hand(BRACHIO)
    s.p1.don(active=6)
    six = s.p2.character(KING)
    game = s.build()
    game.apply(Action("play", bomber))
    step(game, P1, "select", Action("select_done"))
    step(game, P1, "choose_number", Action("number", -1, 0))
    assert six in game.state.chars[P2] and game.state.don_deck[P1] == 4


def test_st04_015_brachio_bomber_trigger_adds_an_active_don_only():
    s = Scenario(turn=3)
    p1_six = s.p1.character(KING)
    bomber, = s.p2.life(BRACHIO)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    expect_decision(game, P2, "choose_number")         # no K.O. choice first
    game.apply(Action("number", -1, 1))
    assert st.don_active[P2] == 1 and st.don_deck[P2] == 9
    assert p1_six in st.chars[P1]
    expect_decision(game, P1, "main")
    assert bomber in st.trash[P2]


# =============================================================================
# ST04-016 Blast Breath
# =============================================================================

def test_st04_016_blast_breath_counter_don_minus_1_gives_4000():
    s = Scenario(turn=3)
    blast, kept = s.p2.hand(BLAST, BUGGY)             # BUGGY keeps the step open
    s.p2.don(active=1)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", blast))
    # DON!! -1 is a "you may" cost (official ruling on OP02-068): accept it.
    step(game, P2, "confirm", Action("accept"))
    # Its cost rested the only DON!!; DON!! -1 then returns that one.
    assert st.don_rested[P2] == 0 and st.don_deck[P2] == 10
    assert blast in st.trash[P2]
    expect_decision(game, P2, "select")
    game.apply(Action("select", leader))
    assert power(st, leader) == 9000
    step(game, P2, "counter", Action("end_counters"))
    expect_decision(game, P1, "main")
    assert kept in st.hand[P2]
    assert len(st.life[P2]) == 1 and power(st, leader) == 5000


def test_st04_016_blast_breath_chooses_the_returned_don_and_may_boost_nothing():
    s = Scenario(turn=3)
    blast, = s.p2.hand(BLAST)
    s.p2.don(active=2)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", blast))
    step(game, P2, "confirm", Action("accept"))
    step(game, P2, "return_don", Action("return_don", -1, 1))   # the active one
    assert st.don_active[P2] == 0 and st.don_rested[P2] == 1 and st.don_deck[P2] == 9
    step(game, P2, "select", Action("select_done"))
    assert power(st, leader) == 5000
    expect_decision(game, P1, "main")
    assert st.life[P2] == []                          # the attack hit


def test_st04_016_blast_breath_declining_its_don_minus_cost_gives_nothing():
    s = Scenario(turn=3)
    blast, = s.p2.hand(BLAST)
    s.p2.don(active=1)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", blast))
    step(game, P2, "confirm", Action("decline"))
    assert blast in st.trash[P2] and st.don_rested[P2] == 1 and st.don_deck[P2] == 9
    expect_decision(game, P1, "main")
    assert st.life[P2] == []                          # no +4000: the attack hit


def test_st04_016_blast_breath_cannot_be_used_without_don():
    s = Scenario(turn=3)
    blast, _ = s.p2.hand(BLAST, BUGGY)           # BUGGY: a Counter card
    s.p2.life(BUGGY)
    game = s.build()
    attack_leader_with_leader(game, s)
    expect_decision(game, P2, "counter")
    assert Action("counter_event", blast) not in game.legal_actions()


# =============================================================================
# ST04-017 Onigashima Island
# =============================================================================

def test_st04_017_onigashima_island_rests_to_add_a_rested_don_with_animal_kingdom_leader():
    s = Scenario(turn=3)
    s.p1.leader(KAIDO_LEADER)
    stage = s.p1.stage(ONIGASHIMA)
    s.p1.don(active=1)
    game = s.build()
    st = game.state
    game.apply(Action("activate", stage, 0))
    assert st.rested[stage]
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    assert st.don_rested[P1] == 1 and st.don_active[P1] == 1 and st.don_deck[P1] == 8
    expect_decision(game, P1, "main")
    # Rested, the Stage cannot pay its cost again.
    assert Action("activate", stage, 0) not in game.legal_actions()


def test_st04_017_onigashima_island_adds_nothing_without_animal_kingdom_leader():
    s = Scenario(turn=3)
    s.p1.leader("ST03-001")                           # Seven Warlords / Baroque Works
    stage = s.p1.stage(ONIGASHIMA)
    game = s.build()
    st = game.state
    game.apply(Action("activate", stage, 0))
    expect_decision(game, P1, "main")
    assert st.rested[stage] and st.don_deck[P1] == 10 and st.don_rested[P1] == 0


def test_st04_017_onigashima_island_plays_for_3_and_may_add_no_don():
    s = Scenario(turn=3)
    s.p1.leader(KAIDO_LEADER)
    stage, = s.p1.hand(ONIGASHIMA)
    s.p1.don(active=3)
    game = s.build()
    st = game.state
    game.apply(Action("play", stage))
    assert st.stage[P1] == [stage] and st.don_rested[P1] == 3
    game.apply(Action("activate", stage, 0))
    step(game, P1, "choose_number", Action("number", -1, 0))
    assert st.rested[stage] and st.don_deck[P1] == 7


# =============================================================================
# The set as a whole
# =============================================================================

def test_st04_every_card_is_implemented_and_the_builtin_deck_plays_to_the_end():
    check_set_and_deck("ST04", "st04", "st03", seeds=(4, 23))
