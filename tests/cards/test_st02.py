"""One test per card of ST-02 (Worst Generation): every effect used in a
scenario, every choice scripted through the decision API, and the cases where
a condition, a cost or an "up to" choice does not apply.

Card behaviour is described here in our own words; the official wording is
not reproduced.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import BLOCKER
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision
from .common import (activations, back_to_main, end_turn_to_p2_main, opts,
                     vanilla_plays_for_cost)

KID_LEADER = "ST02-001"
VITO = "ST02-002"        # vanilla, cost 3, 5000
UROUGE = "ST02-003"
BEGE = "ST02-004"        # [Blocker], cost 1, 1000, Supernovas
KILLER = "ST02-005"      # cost 3, Supernovas
KOBY = "ST02-006"        # vanilla, cost 4, 6000, Navy
BONNEY = "ST02-007"
APOO = "ST02-008"
LAW = "ST02-009"
HAWKINS = "ST02-010"
HEAT = "ST02-011"        # vanilla, cost 2, 4000, Kid Pirates
BEPO = "ST02-012"        # vanilla, cost 1, 3000, Heart Pirates
KID = "ST02-013"         # [Blocker], cost 7, 7000, Supernovas
DRAKE = "ST02-014"
SCALPEL = "ST02-015"
REPEL = "ST02-016"
STRAW_SWORD = "ST02-017"

LUFFY_LEADER = "ST01-001"
KAROO = "ST01-003"       # vanilla, cost 1, 3000, Counter +1000
CHOPPER = "ST01-006"     # [Blocker], cost 1, 1000, no Counter
VIVI = "ST01-009"        # vanilla, cost 2, 4000
FRANKY = "ST01-010"      # vanilla, cost 4, 6000
FILLER = CHOPPER         # a Life card with no [Trigger] and no Counter: no decisions



# -- ST02-001 Eustass"Captain"Kid (Leader) ---------------------------------------

def test_st02_001_kid_leader_pays_three_don_and_a_card_to_set_itself_active():
    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER, rested=True)
    s.p2.leader(LUFFY_LEADER)
    karoo, vivi = s.p1.hand(KAROO, VIVI)
    s.p1.don(active=7)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    assert Action("activate", leader, 0) in opts(game)
    game.apply(Action("activate", leader, 0))
    # The 3 DON!! are rested, then the card to trash is chosen.
    expect_decision(game, 0, "select")
    assert st.don_active[0] == 4 and st.don_rested[0] == 3
    assert opts(game) == {Action("select", karoo), Action("select", vivi)}
    game.apply(Action("select", vivi))
    back_to_main(game)
    assert vivi in st.trash[0] and st.hand[0] == [karoo]
    assert not st.rested[leader]
    # [Once Per Turn]: not again, although it could be paid.
    assert activations(game, leader) == []
    game.apply(Action("attack", leader, s.p2.leader_id))
    back_to_main(game)
    assert st.life[1] == []


def test_st02_001_kid_leader_needs_three_active_don_and_a_card_in_hand():
    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER, rested=True)
    s.p1.hand(KAROO)
    s.p1.don(active=2)
    game = s.build()
    assert activations(game, leader) == []              # cannot rest 3 DON!!

    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER, rested=True)
    s.p1.don(active=3)
    game = s.build()
    assert activations(game, leader) == []              # no card to trash

    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER, rested=True)
    only = s.p1.hand(KAROO)[0]
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("activate", leader, 0))
    back_to_main(game)                                  # a single card: no choice
    assert only in game.state.trash[0] and not game.state.rested[leader]
    assert game.state.don_active[0] == 0


# -- ST02-002 Vito (vanilla) ----------------------------------------------------------

def test_st02_002_vito_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(VITO, 3, 5000)


# -- ST02-003 Urouge ----------------------------------------------------------------------

def test_st02_003_urouge_gains_2000_with_don_and_three_characters():
    s = Scenario(turn=3)
    urouge = s.p1.character(UROUGE, don=1)
    bare = s.p1.character(UROUGE)                       # [DON!! x1] not met
    karoo = s.p1.hand(KAROO)[0]
    s.p1.don(active=1)
    game = s.build()
    st = game.state

    assert power(st, urouge) == 4000                    # 2 Characters only
    assert power(st, bare) == 3000
    game.apply(Action("play", karoo))
    back_to_main(game)
    assert len(st.chars[0]) == 3
    assert power(st, urouge) == 6000                    # 3000 + 1000 DON!! + 2000
    assert power(st, bare) == 3000
    # On the opponent's turn the condition still holds (CR 10-2-9-1).
    end_turn_to_p2_main(game)
    assert power(st, urouge) == 5000


# -- ST02-004 Capone"Gang"Bege -------------------------------------------------------------

def test_st02_004_bege_blocker_redirects_the_attack():
    d = card_def(BEGE)
    assert d.implemented and d.keywords & BLOCKER
    s = Scenario(turn=3)
    vivi = s.p1.character(VIVI)
    bege = s.p2.character(BEGE)
    plain = s.p2.character(KAROO)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", vivi, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", bege), Action("no_block")}
    assert Action("block", plain) not in opts(game)
    game.apply(Action("block", bege))
    back_to_main(game)
    assert bege in st.trash[1]
    assert len(st.life[1]) == 1


# -- ST02-005 Killer ------------------------------------------------------------------------

def test_st02_005_killer_on_play_kos_a_cheap_rested_character():
    s = Scenario(turn=3)
    killer, killer2 = s.p1.hand(KILLER, KILLER)
    s.p1.don(active=6)
    karoo = s.p2.character(KAROO, rested=True)          # rested, cost 1: allowed
    franky = s.p2.character(FRANKY, rested=True)        # cost 4: too expensive
    vivi = s.p2.character(VIVI)                         # active: not allowed
    game = s.build()
    st = game.state

    game.apply(Action("play", killer))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", karoo), Action("select_done")}
    game.apply(Action("select", karoo))
    back_to_main(game)
    assert karoo in st.trash[1]
    assert franky in st.chars[1] and vivi in st.chars[1]

    # No target left: the second Killer's effect has nothing to choose.
    game.apply(Action("play", killer2))
    back_to_main(game)
    assert franky in st.chars[1] and vivi in st.chars[1]


def test_st02_005_killer_on_play_up_to_none():
    s = Scenario(turn=3)
    killer = s.p1.hand(KILLER)[0]
    s.p1.don(active=3)
    karoo = s.p2.character(KAROO, rested=True)
    game = s.build()

    game.apply(Action("play", killer))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert karoo in game.state.chars[1]


def test_st02_005_killer_trigger_plays_it_and_its_on_play_resolves():
    s = Scenario(turn=3)
    killer = s.p2.life(KILLER)[0]
    karoo = s.p1.character(KAROO, rested=True)
    franky = s.p1.character(FRANKY, rested=True)
    vivi = s.p1.character(VIVI)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    assert killer in st.chars[1]
    expect_decision(game, 1, "select")                  # its [On Play]
    assert opts(game) == {Action("select", karoo), Action("select_done")}
    game.apply(Action("select", karoo))
    back_to_main(game)
    assert karoo in st.trash[0]
    assert franky in st.chars[0] and vivi in st.chars[0]
    assert killer in st.chars[1] and killer not in st.trash[1]
    assert st.life[1] == []


# -- ST02-006 Koby (vanilla) ------------------------------------------------------------

def test_st02_006_koby_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(KOBY, 4, 6000)


# -- ST02-007 Jewelry Bonney ----------------------------------------------------------------

def test_st02_007_bonney_searches_five_for_a_supernovas_card():
    s = Scenario(turn=3)
    bonney = s.p1.character(BONNEY, played_this_turn=True)   # resting is not attacking
    vito, killer, heat, bepo, sword, koby = s.p1.deck(
        VITO, KILLER, HEAT, BEPO, STRAW_SWORD, KOBY)     # top first
    s.p1.don(active=2)
    game = s.build()
    st = game.state

    game.apply(Action("activate", bonney, 0))
    assert st.rested[bonney]
    assert st.don_active[0] == 1 and st.don_rested[0] == 1
    expect_decision(game, 0, "select")
    # Supernovas cards among the top 5 (an Event counts); the 6th is not seen.
    assert opts(game) == {Action("select", killer), Action("select", sword),
                          Action("select_done")}
    game.apply(Action("select", killer))
    assert killer in st.hand[0]
    expect_decision(game, 0, "arrange")
    assert opts(game) == {Action("place_bottom", c) for c in (vito, heat, bepo, sword)}
    game.apply(Action("place_bottom", heat))
    game.apply(Action("place_bottom", sword))
    game.apply(Action("place_bottom", vito))
    back_to_main(game)                                  # the last one goes by itself
    # deck lists keep the top last: bottom first here.
    assert st.deck[0] == [bepo, vito, sword, heat, koby]
    assert activations(game, bonney) == []              # rested: cannot pay again


def test_st02_007_bonney_may_take_nothing_and_needs_its_costs():
    s = Scenario(turn=3)
    bonney = s.p1.character(BONNEY)
    deck = s.p1.deck(VITO, HEAT, BEPO, KOBY, KILLER)
    s.p1.don(active=1)
    game = s.build()
    st = game.state

    game.apply(Action("activate", bonney, 0))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))                   # "up to": nothing revealed
    assert st.hand[0] == []
    expect_decision(game, 0, "arrange")
    for c in deck[:4]:
        game.apply(Action("place_bottom", c))
    back_to_main(game)
    assert sorted(st.deck[0]) == sorted(deck) and st.hand[0] == []

    s = Scenario(turn=3)
    bonney = s.p1.character(BONNEY)
    s.p1.don(active=0, rested=1)                        # no active DON!! for the cost
    game = s.build()
    assert activations(game, bonney) == []

    s = Scenario(turn=3)
    bonney = s.p1.character(BONNEY, rested=True)        # cannot rest it again
    s.p1.don(active=1)
    game = s.build()
    assert activations(game, bonney) == []


# -- ST02-008 Scratchmen Apoo -------------------------------------------------------------

def test_st02_008_apoo_rests_up_to_one_opponent_don_when_attacking():
    s = Scenario(turn=3)
    apoo = s.p1.character(APOO, don=1)
    s.p2.don(active=3)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", apoo, s.p2.leader_id))
    expect_decision(game, 0, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    back_to_main(game)
    assert st.don_active[1] == 2 and st.don_rested[1] == 1


def test_st02_008_apoo_without_don_or_choosing_zero_rests_nothing():
    s = Scenario(turn=3)
    apoo = s.p1.character(APOO, don=1)
    plain = s.p1.character(APOO)                        # [DON!! x1] not met
    s.p2.don(active=3)
    s.p2.life(FILLER, FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", apoo, s.p2.leader_id))
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 0))
    back_to_main(game)
    assert st.don_active[1] == 3 and st.don_rested[1] == 0

    game.apply(Action("attack", plain, s.p2.leader_id))
    back_to_main(game)                                  # no choice asked
    assert st.don_active[1] == 3 and st.don_rested[1] == 0


# -- ST02-009 Trafalgar Law ----------------------------------------------------------------

def test_st02_009_law_sets_a_supernovas_or_heart_pirates_character_active():
    s = Scenario(turn=3)
    law = s.p1.hand(LAW)[0]
    killer = s.p1.character(KILLER, rested=True)        # Supernovas, cost 3
    bepo = s.p1.character(BEPO, rested=True)            # Heart Pirates, cost 1
    kid = s.p1.character(KID, rested=True)              # Supernovas, cost 7: too high
    heat = s.p1.character(HEAT, rested=True)            # Kid Pirates: wrong type
    s.p1.don(active=5)
    game = s.build()
    st = game.state

    game.apply(Action("play", law))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", killer), Action("select", bepo),
                          Action("select_done")}
    game.apply(Action("select", bepo))
    back_to_main(game)
    assert not st.rested[bepo]
    assert st.rested[killer] and st.rested[kid] and st.rested[heat]
    assert st.don_rested[0] == 5


def test_st02_009_law_up_to_none():
    s = Scenario(turn=3)
    law = s.p1.hand(LAW)[0]
    killer = s.p1.character(KILLER, rested=True)
    s.p1.don(active=5)
    game = s.build()

    game.apply(Action("play", law))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert game.state.rested[killer]


# -- ST02-010 Basil Hawkins ----------------------------------------------------------------

def test_st02_010_hawkins_set_active_after_koing_the_character_it_attacked():
    # Winning the battle K.O.s the opponent's Character; Hawkins still
    # battled it, so it is set active at the end of the battle (CR 7-1-5-2).
    s = Scenario(turn=3)
    hawkins = s.p1.character(HAWKINS, don=1)            # 7000
    karoo = s.p2.character(KAROO, rested=True)
    game = s.build()
    st = game.state

    game.apply(Action("attack", hawkins, karoo))
    back_to_main(game)
    assert karoo in st.trash[1]
    assert not st.rested[hawkins]


def test_st02_010_hawkins_set_active_once_per_turn_after_battling_a_character():
    s = Scenario(turn=3)
    hawkins = s.p1.character(HAWKINS, don=1)            # 7000
    kid = s.p2.character(KID, rested=True)              # 7000
    c1, c2 = s.p2.hand(KAROO, KAROO)                    # Counter +1000 each
    game = s.build()
    st = game.state

    game.apply(Action("attack", hawkins, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter", c1, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert kid in st.chars[1]                           # 7000 < 8000: Hawkins lost
    assert not st.rested[hawkins]                       # but it battled: set active

    # [Once Per Turn]: the second battle leaves it rested.
    game.apply(Action("attack", hawkins, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter", c2, kid))
    back_to_main(game)
    assert kid in st.chars[1]
    assert st.rested[hawkins]


def test_st02_010_hawkins_needs_don_a_character_and_its_own_turn():
    s = Scenario(turn=3)
    with_don = s.p1.character(HAWKINS, don=1)
    without = s.p1.character(HAWKINS)                   # [DON!! x1] not met
    kid = s.p2.character(KID, rested=True)
    counter = s.p2.hand(KAROO)[0]
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    # Attacking the Leader is not battling a Character.
    game.apply(Action("attack", with_don, s.p2.leader_id))
    expect_decision(game, 1, "counter")
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert st.rested[with_don]

    # 6000 against Kid's 7000: it battles a Character but has no DON!!.
    game.apply(Action("attack", without, kid))
    expect_decision(game, 1, "counter")
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert kid in st.chars[1] and counter in st.hand[1]
    assert st.rested[without]

    # [Your Turn]: attacked on the opponent's turn, it stays rested.
    s = Scenario(turn=3, turn_player=1)
    hawkins = s.p1.character(HAWKINS, don=1, rested=True)
    karoo = s.p2.character(KAROO)
    game = s.build()
    st = game.state
    expect_decision(game, 1, "main")
    game.apply(Action("attack", karoo, hawkins))
    expect_decision(game, 1, "main")
    assert hawkins in st.chars[0]                       # 3000 < 6000
    assert st.rested[hawkins]


# -- ST02-011 Heat, ST02-012 Bepo (vanilla) -----------------------------------------------

def test_st02_011_heat_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(HEAT, 2, 4000)


def test_st02_012_bepo_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(BEPO, 1, 3000)


# -- ST02-013 Eustass"Captain"Kid --------------------------------------------------------------

def test_st02_013_kid_blocker_redirects_the_attack():
    d = card_def(KID)
    assert d.implemented and d.keywords & BLOCKER
    s = Scenario(turn=3)
    franky = s.p1.character(FRANKY)
    kid = s.p2.character(KID)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", franky, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", kid), Action("no_block")}
    game.apply(Action("block", kid))
    back_to_main(game)
    assert kid in st.chars[1] and st.rested[kid]        # 6000 < 7000
    assert len(st.life[1]) == 1


def test_st02_013_kid_with_don_sets_itself_active_at_end_of_turn():
    s = Scenario(turn=3)
    kid = s.p1.character(KID, don=1)
    s.p1.life(FILLER)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", kid, s.p2.leader_id))
    back_to_main(game)
    assert st.rested[kid] and st.life[1] == []
    end_turn_to_p2_main(game)
    assert not st.rested[kid]
    # Active again, it can block on the opponent's turn.
    game.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(game, 0, "block")
    assert Action("block", kid) in opts(game)


def test_st02_013_kid_without_don_stays_rested():
    s = Scenario(turn=3)
    kid = s.p1.character(KID)                           # [DON!! x1] not met
    s.p1.life(FILLER)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", kid, s.p2.leader_id))
    back_to_main(game)
    end_turn_to_p2_main(game)
    assert st.rested[kid]
    game.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(game, 1, "main")                    # no block offered
    assert st.life[0] == []


# -- ST02-014 X.Drake ------------------------------------------------------------------------

def test_st02_014_drake_rested_with_don_powers_supernovas_and_navy():
    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER)                    # Supernovas
    drake = s.p1.character(DRAKE, don=1)                # Navy and Supernovas
    koby = s.p1.character(KOBY)                         # Navy
    heat = s.p1.character(HEAT)                         # Kid Pirates only
    s.p2.leader(LUFFY_LEADER)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    assert (power(st, leader), power(st, drake), power(st, koby), power(st, heat)) == \
        (5000, 6000, 6000, 4000)                        # active: no bonus
    game.apply(Action("attack", drake, s.p2.leader_id))
    back_to_main(game)
    assert st.rested[drake]
    assert (power(st, leader), power(st, drake), power(st, koby), power(st, heat)) == \
        (6000, 7000, 7000, 4000)
    # [Your Turn]: still rested with its DON!!, but not on the opponent's turn.
    end_turn_to_p2_main(game)
    assert st.rested[drake] and st.don[drake] == 1
    assert (power(st, leader), power(st, drake), power(st, koby)) == (5000, 5000, 6000)


def test_st02_014_drake_rested_without_don_gives_nothing():
    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER)
    drake = s.p1.character(DRAKE, rested=True)          # [DON!! x1] not met
    koby = s.p1.character(KOBY)
    game = s.build()
    st = game.state
    assert (power(st, leader), power(st, drake), power(st, koby)) == (5000, 5000, 6000)


# -- ST02-015 Scalpel ----------------------------------------------------------------------

def test_st02_015_scalpel_counter_gives_2000_then_sets_a_don_active():
    s = Scenario(turn=3)
    scalpel, spare = s.p2.hand(SCALPEL, KAROO)
    p2_char = s.p2.character(HEAT)
    s.p2.don(active=1, rested=1)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", scalpel))
    assert st.don_active[1] == 0 and st.don_rested[1] == 2
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", p2_leader), Action("select", p2_char),
                          Action("select_done")}
    game.apply(Action("select", p2_leader))
    expect_decision(game, 1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    assert st.don_active[1] == 1 and st.don_rested[1] == 1
    expect_decision(game, 1, "counter")                 # Karoo keeps the step open
    assert power(st, p2_leader) == 7000
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert len(st.life[1]) == 1                         # 5000 < 7000
    assert scalpel in st.trash[1] and spare in st.hand[1]
    assert power(st, p2_leader) == 5000


def test_st02_015_scalpel_counter_up_to_none_and_needs_its_cost():
    s = Scenario(turn=3)
    scalpel = s.p2.hand(SCALPEL)[0]
    s.p2.don(active=1)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", scalpel))
    expect_decision(game, 1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, 1, "choose_number")
    game.apply(Action("number", -1, 0))
    back_to_main(game)
    assert st.life[1] == []                             # no power added
    assert st.don_active[1] == 0 and st.don_rested[1] == 1

    s = Scenario(turn=3)
    scalpel = s.p2.hand(SCALPEL)[0]
    s.p2.don(rested=2)                                  # no active DON!!
    s.p2.life(FILLER)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    back_to_main(game)                                  # no counter offered
    assert scalpel in game.state.hand[1]


def test_st02_015_scalpel_trigger_sets_up_to_two_don_active():
    s = Scenario(turn=3)
    scalpel = s.p2.life(SCALPEL)[0]
    s.p2.don(active=0, rested=3)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in (0, 1, 2)}
    game.apply(Action("number", -1, 2))
    back_to_main(game)
    assert st.don_active[1] == 2 and st.don_rested[1] == 1
    assert scalpel in st.trash[1] and st.life[1] == []


# -- ST02-016 Repel -----------------------------------------------------------------------

def test_st02_016_repel_counter_gives_4000_then_sets_a_don_active():
    s = Scenario(turn=3)
    repel, spare = s.p2.hand(REPEL, KAROO)
    p2_char = s.p2.character(HEAT)
    s.p2.don(active=2)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", repel))
    assert st.don_active[1] == 0 and st.don_rested[1] == 2
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", p2_leader), Action("select", p2_char),
                          Action("select_done")}
    game.apply(Action("select", p2_leader))
    expect_decision(game, 1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    assert st.don_active[1] == 1 and st.don_rested[1] == 1
    expect_decision(game, 1, "counter")
    assert power(st, p2_leader) == 9000
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert len(st.life[1]) == 1
    assert repel in st.trash[1] and spare in st.hand[1]


def test_st02_016_repel_needs_two_active_don():
    s = Scenario(turn=3)
    repel, karoo = s.p2.hand(REPEL, KAROO)
    s.p2.don(active=1)
    s.p2.life(FILLER)
    game = s.build()
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "counter")
    assert Action("counter_event", repel) not in opts(game)
    assert Action("counter", karoo, p2_leader) in opts(game)


# -- ST02-017 Straw Sword -----------------------------------------------------------------------

def test_st02_017_straw_sword_rests_an_opponent_character():
    s = Scenario(turn=3)
    sword = s.p1.hand(STRAW_SWORD)[0]
    s.p1.don(active=2)
    attacker = s.p1.character(FRANKY)
    vivi = s.p2.character(VIVI)
    koby = s.p2.character(KOBY)
    game = s.build()
    st = game.state

    assert Action("attack", attacker, koby) not in opts(game)
    game.apply(Action("play", sword))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", vivi), Action("select", koby),
                          Action("select_done")}
    game.apply(Action("select", vivi))
    back_to_main(game)
    assert st.rested[vivi] and not st.rested[koby]
    assert sword in st.trash[0] and st.don_rested[0] == 2
    # Now a rested Character: it can be attacked.
    game.apply(Action("attack", attacker, vivi))
    back_to_main(game)
    assert vivi in st.trash[1]


def test_st02_017_straw_sword_up_to_none():
    s = Scenario(turn=3)
    sword = s.p1.hand(STRAW_SWORD)[0]
    s.p1.don(active=2)
    vivi = s.p2.character(VIVI)
    game = s.build()

    game.apply(Action("play", sword))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert not game.state.rested[vivi] and sword in game.state.trash[0]


def test_st02_017_straw_sword_trigger_plays_a_cheap_supernovas_from_hand():
    s = Scenario(turn=3)
    sword = s.p2.life(STRAW_SWORD)[0]
    urouge, bege, heat, killer = s.p2.hand(UROUGE, BEGE, HEAT, KILLER)
    s.p2.don(active=2)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "counter")                 # Counter cards in hand: none used
    game.apply(Action("end_counters"))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    # Supernovas, cost 2 or less: not Heat (Kid Pirates), not Killer (cost 3).
    assert opts(game) == {Action("select", urouge), Action("select", bege),
                          Action("select_done")}
    game.apply(Action("select", urouge))
    back_to_main(game)
    assert urouge in st.chars[1] and urouge not in st.hand[1]
    assert bege in st.hand[1] and heat in st.hand[1] and killer in st.hand[1]
    assert st.don_active[1] == 2                        # played without paying
    assert sword in st.trash[1] and st.life[1] == []


def test_st02_017_straw_sword_trigger_may_play_nothing():
    s = Scenario(turn=3)
    sword = s.p2.life(STRAW_SWORD)[0]
    bege = s.p2.hand(BEGE)[0]
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert bege in st.hand[1] and st.chars[1] == []
    assert sword in st.trash[1]


# -- the whole set -----------------------------------------------------------------------

def test_st02_every_card_is_implemented():
    numbers = [f"ST02-{n:03d}" for n in range(1, 18)]
    missing = [n for n in numbers if not card_def(n).implemented]
    assert missing == []
