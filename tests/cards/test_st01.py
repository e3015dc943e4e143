"""One test per card of ST-01 (Straw Hat Crew): every effect used in a
scenario, every choice scripted through the decision API, and the cases where
a condition, a cost or an "up to" choice does not apply.

Card behaviour is described here in our own words; the official wording is
not reproduced.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import BLOCKER, RUSH
from optcg.engine.effects.language import (
    MAIN,
    OPPONENT,
    Ability,
    Cards,
    Choose,
    PowerChange,
)
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, custom_card, expect_decision
from .common import (activations, attacks_of, back_to_main, end_turn_to_p2_main, opts,
                     vanilla_plays_for_cost)

LUFFY_LEADER = "ST01-001"
USOPP = "ST01-002"
KAROO = "ST01-003"       # vanilla, cost 1, 3000, not Straw Hat Crew
SANJI = "ST01-004"
JINBE = "ST01-005"
CHOPPER = "ST01-006"     # [Blocker], cost 1, 1000
NAMI = "ST01-007"
ROBIN = "ST01-008"       # vanilla, cost 3, 5000
VIVI = "ST01-009"        # vanilla, cost 2, 4000
FRANKY = "ST01-010"      # vanilla, cost 4, 6000, Straw Hat Crew
BROOK = "ST01-011"
LUFFY = "ST01-012"
ZORO = "ST01-013"
GUARD_POINT = "ST01-014"
JET_PISTOL = "ST01-015"
DIABLE_JAMBE = "ST01-016"
SUNNY = "ST01-017"

BEGE = "ST02-004"        # [Blocker], cost 1, 1000
KID = "ST02-013"         # [Blocker], cost 7, 7000
FILLER = CHOPPER         # a Life card with no [Trigger] and no Counter: no decisions



# -- ST01-001 Monkey.D.Luffy (Leader) ------------------------------------------

def test_st01_001_luffy_leader_gives_one_rested_don_once_per_turn():
    s = Scenario(turn=3)
    leader = s.p1.leader(LUFFY_LEADER)
    karoo = s.p1.character(KAROO)
    s.p1.don(active=2, rested=2)
    game = s.build()
    st = game.state

    assert Action("activate", leader, 0) in opts(game)
    game.apply(Action("activate", leader, 0))
    # The Leader itself or one of the Characters: exactly one target.
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", karoo)}
    game.apply(Action("select", karoo))
    # "up to 1" DON!!: 0 or 1.
    expect_decision(game, 0, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))

    back_to_main(game)
    assert st.don[karoo] == 1
    assert st.don_rested[0] == 1 and st.don_active[0] == 2      # a rested one moved
    assert power(st, karoo) == 4000
    # [Once Per Turn]: not offered a second time this turn.
    assert activations(game, leader) == []

    # Next turn of P1 it is available again.
    end_turn_to_p2_main(game)
    game.apply(Action("end_phase"))
    expect_decision(game, 0, "main")
    assert activations(game, leader) == [Action("activate", leader, 0)]


def test_st01_001_luffy_leader_can_give_to_itself_or_choose_zero():
    s = Scenario(turn=3)
    leader = s.p1.leader(LUFFY_LEADER)
    s.p1.don(active=0, rested=1)
    game = s.build()
    st = game.state

    game.apply(Action("activate", leader, 0))
    # Only the Leader is a possible target: the choice is forced.
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 0))                # "up to": none given
    back_to_main(game)
    assert st.don[leader] == 0 and st.don_rested[0] == 1
    assert power(st, leader) == 5000
    assert activations(game, leader) == []             # used for this turn anyway


# -- ST01-002 Usopp --------------------------------------------------------------

def test_st01_002_usopp_with_two_don_bans_blockers_of_5000_or_more():
    s = Scenario(turn=3)
    usopp = s.p1.character(USOPP, don=2)
    kid = s.p2.character(KID)          # 7000 [Blocker]: banned
    bege = s.p2.character(BEGE)        # 1000 [Blocker]: still allowed
    s.p2.life(FILLER)
    game = s.build()
    p2_leader = s.p2.leader_id

    assert power(game.state, usopp) == 4000
    game.apply(Action("attack", usopp, p2_leader))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", bege), Action("no_block")}
    game.apply(Action("no_block"))
    back_to_main(game)
    assert len(game.state.life[1]) == 1                 # 4000 < 5000: lost, no block

    # The ban lasts during that battle only: the Leader's attack can be
    # blocked by the 7000 Blocker.
    leader = s.p1.leader_id
    game.apply(Action("attack", leader, p2_leader))
    expect_decision(game, 1, "block")
    assert Action("block", kid) in opts(game)


def test_st01_002_usopp_without_two_don_does_not_ban_blockers():
    s = Scenario(turn=3)
    usopp = s.p1.character(USOPP, don=1)               # [DON!! x2] not met
    kid = s.p2.character(KID)
    bege = s.p2.character(BEGE)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("attack", usopp, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", kid), Action("block", bege), Action("no_block")}


def test_st01_002_usopp_trigger_plays_it():
    s = Scenario(turn=3)
    usopp = s.p2.life(USOPP)[0]
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    back_to_main(game)
    assert usopp in st.chars[1]
    assert usopp not in st.trash[1] and usopp not in st.hand[1]
    assert not st.rested[usopp]
    assert st.life[1] == []


# -- ST01-003 Karoo (vanilla) -----------------------------------------------------


def test_st01_003_karoo_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(KAROO, 1, 3000)


# -- ST01-004 Sanji ---------------------------------------------------------------

def test_st01_004_sanji_gains_rush_with_two_don():
    s = Scenario(turn=3)
    sanji = s.p1.hand(SANJI)[0]
    s.p1.don(active=4)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("play", sanji))
    back_to_main(game)
    assert not keywords(st, sanji) & RUSH
    assert attacks_of(game, sanji) == []                # played this turn, 0 DON!!
    game.apply(Action("give_don", -1, sanji))
    assert attacks_of(game, sanji) == []                # 1 DON!!: [DON!! x2] not met
    game.apply(Action("give_don", -1, sanji))
    assert keywords(st, sanji) & RUSH
    assert power(st, sanji) == 6000
    game.apply(Action("attack", sanji, s.p2.leader_id))
    back_to_main(game)
    assert st.rested[sanji]
    assert st.life[1] == []


# -- ST01-005 Jinbe ---------------------------------------------------------------

def test_st01_005_jinbe_with_don_gives_another_card_1000_this_turn():
    s = Scenario(turn=3)
    jinbe = s.p1.character(JINBE, don=1)
    karoo = s.p1.character(KAROO)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("attack", jinbe, s.p2.leader_id))
    expect_decision(game, 0, "select")
    # Not Jinbe itself; "up to" allows none.
    assert opts(game) == {Action("select", leader), Action("select", karoo),
                          Action("select_done")}
    game.apply(Action("select", karoo))
    back_to_main(game)
    assert power(st, karoo) == 4000                     # lasts the whole turn
    assert power(st, jinbe) == 6000
    end_turn_to_p2_main(game)
    assert power(st, karoo) == 3000


def test_st01_005_jinbe_up_to_none_and_no_don():
    s = Scenario(turn=3)
    jinbe = s.p1.character(JINBE, don=1)
    plain = s.p1.character(JINBE)                       # [DON!! x1] not met
    karoo = s.p1.character(KAROO)
    s.p2.life(FILLER, FILLER)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("attack", jinbe, s.p2.leader_id))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert power(st, karoo) == 3000 and power(st, leader) == 5000
    assert power(st, plain) == 5000

    game.apply(Action("attack", plain, s.p2.leader_id))
    back_to_main(game)                                  # no effect, no choice
    assert power(st, karoo) == 3000 and power(st, leader) == 5000 and power(st, jinbe) == 6000


# -- ST01-006 Tony Tony.Chopper -----------------------------------------------------

def test_st01_006_chopper_blocker_redirects_the_attack():
    d = card_def(CHOPPER)
    assert d.implemented and d.keywords & BLOCKER
    s = Scenario(turn=3)
    franky = s.p1.character(FRANKY)
    chopper = s.p2.character(CHOPPER)
    karoo = s.p2.character(KAROO)                       # no [Blocker]
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", franky, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", chopper), Action("no_block")}
    assert Action("block", karoo) not in opts(game)
    game.apply(Action("block", chopper))
    back_to_main(game)
    assert chopper in st.trash[1]                       # 6000 beats 1000: K.O.
    assert len(st.life[1]) == 1                         # the Leader took no damage


# -- ST01-007 Nami ------------------------------------------------------------------

def test_st01_007_nami_gives_up_to_one_rested_don_once_per_turn():
    s = Scenario(turn=3)
    nami = s.p1.character(NAMI)
    franky = s.p1.character(FRANKY)
    s.p1.don(active=1, rested=2)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("activate", nami, 0))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", nami),
                          Action("select", franky)}
    game.apply(Action("select", leader))
    expect_decision(game, 0, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    back_to_main(game)
    assert st.don[leader] == 1 and st.don_rested[0] == 1 and st.don_active[0] == 1
    assert power(st, leader) == 6000
    assert activations(game, nami) == []                # [Once Per Turn]


def test_st01_007_nami_up_to_zero_gives_nothing():
    s = Scenario(turn=3)
    nami = s.p1.character(NAMI)
    s.p1.don(rested=1)
    game = s.build()
    st = game.state

    game.apply(Action("activate", nami, 0))
    expect_decision(game, 0, "select")
    game.apply(Action("select", nami))
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 0))
    back_to_main(game)
    assert st.don[nami] == 0 and st.don_rested[0] == 1
    assert activations(game, nami) == []


# -- ST01-008 Nico Robin, ST01-009 Nefeltari Vivi, ST01-010 Franky (vanilla) ------

def test_st01_008_nico_robin_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(ROBIN, 3, 5000)


def test_st01_009_nefeltari_vivi_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(VIVI, 2, 4000)


def test_st01_010_franky_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(FRANKY, 4, 6000)


# -- ST01-011 Brook -----------------------------------------------------------------

def test_st01_011_brook_on_play_gives_up_to_two_rested_don():
    s = Scenario(turn=3)
    brook = s.p1.hand(BROOK)[0]
    karoo = s.p1.character(KAROO)
    s.p1.don(active=2, rested=1)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("play", brook))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", karoo),
                          Action("select", brook)}
    game.apply(Action("select", leader))
    expect_decision(game, 0, "choose_number")
    # 3 rested DON!! (1 + the 2 paid for Brook), at most 2 given.
    assert opts(game) == {Action("number", -1, n) for n in (0, 1, 2)}
    game.apply(Action("number", -1, 2))
    back_to_main(game)
    assert st.don[leader] == 2
    assert st.don_rested[0] == 1 and st.don_active[0] == 0
    assert power(st, leader) == 7000


def test_st01_011_brook_up_to_gives_one_or_none():
    s = Scenario(turn=3)
    brooks = s.p1.hand(BROOK, BROOK)
    s.p1.don(active=4)
    game = s.build()
    st = game.state

    game.apply(Action("play", brooks[0]))
    expect_decision(game, 0, "select")
    game.apply(Action("select", brooks[0]))
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 1))
    back_to_main(game)
    assert st.don[brooks[0]] == 1 and st.don_rested[0] == 1

    game.apply(Action("play", brooks[1]))
    expect_decision(game, 0, "select")
    game.apply(Action("select", brooks[1]))
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 0))
    back_to_main(game)
    assert st.don[brooks[1]] == 0 and st.don_rested[0] == 3


# -- ST01-012 Monkey.D.Luffy -------------------------------------------------------------

def test_st01_012_luffy_rush_attacks_the_turn_it_is_played():
    s = Scenario(turn=3)
    luffy = s.p1.hand(LUFFY)[0]
    s.p1.don(active=5)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("play", luffy))
    back_to_main(game)
    assert st.don_rested[0] == 5
    assert Action("attack", luffy, s.p2.leader_id) in opts(game)
    game.apply(Action("attack", luffy, s.p2.leader_id))
    back_to_main(game)
    assert st.life[1] == []


def test_st01_012_luffy_with_two_don_cannot_be_blocked():
    s = Scenario(turn=3)
    luffy = s.p1.character(LUFFY, don=2)
    s.p2.character(BEGE)
    s.p2.character(CHOPPER)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("attack", luffy, s.p2.leader_id))
    back_to_main(game)                                  # no block decision at all
    assert game.state.life[1] == []


def test_st01_012_luffy_with_one_don_can_be_blocked():
    s = Scenario(turn=3)
    luffy = s.p1.character(LUFFY, don=1)                # [DON!! x2] not met
    bege = s.p2.character(BEGE)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("attack", luffy, s.p2.leader_id))
    expect_decision(game, 1, "block")
    game.apply(Action("block", bege))
    back_to_main(game)
    assert bege in game.state.trash[1]
    assert len(game.state.life[1]) == 1


def test_st01_012_luffy_with_two_don_bans_even_a_blocker_with_negative_power():
    # Power can be negative (CR 1-3-6-1); the ban on [Blocker] has no power
    # threshold, so a Blocker weakened below 0 cannot block either.
    weaken = custom_card("TEST-WEAKEN", "Weaken", "Event",
                         Ability(MAIN, steps=(PowerChange(Choose(Cards(OPPONENT)), -2000),)),
                         cost=0)
    s = Scenario(turn=3)
    event = s.p1.hand(weaken)[0]
    luffy = s.p1.character(LUFFY, don=2)
    bege = s.p2.character(BEGE)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("play", event))
    expect_decision(game, 0, "select")
    game.apply(Action("select", bege))
    back_to_main(game)
    assert power(game.state, bege) == -1000
    game.apply(Action("attack", luffy, s.p2.leader_id))
    back_to_main(game)                                  # no block decision at all
    assert game.state.life[1] == [] and bege in game.state.chars[1]


# -- ST01-013 Roronoa Zoro ------------------------------------------------------------

def test_st01_013_zoro_gains_1000_with_one_don():
    s = Scenario(turn=3)
    zoro = s.p1.character(ZORO)
    s.p1.don(active=1)
    game = s.build()
    st = game.state

    assert power(st, zoro) == 5000                      # [DON!! x1] not met
    game.apply(Action("give_don", -1, zoro))
    assert power(st, zoro) == 7000                      # +1000 DON!!, +1000 effect
    # On the opponent's turn the given DON!! adds no power, but the
    # [DON!! x1] condition still holds (CR 10-2-9-1).
    end_turn_to_p2_main(game)
    assert st.don[zoro] == 1
    assert power(st, zoro) == 6000


# -- ST01-014 Guard Point ------------------------------------------------------------

def test_st01_014_guard_point_counter_gives_3000_during_this_battle():
    s = Scenario(turn=3)
    gp, spare = s.p2.hand(GUARD_POINT, KAROO)          # a counter card keeps the step open
    p2_char = s.p2.character(KAROO)
    s.p2.don(active=1)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "counter")
    assert Action("counter_event", gp) in opts(game)
    game.apply(Action("counter_event", gp))
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", p2_leader), Action("select", p2_char),
                          Action("select_done")}
    game.apply(Action("select", p2_leader))
    assert power(st, p2_leader) == 8000
    expect_decision(game, 1, "counter")
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert len(st.life[1]) == 1                         # 5000 < 8000: no damage
    assert gp in st.trash[1] and spare in st.hand[1]
    assert st.don_active[1] == 0 and st.don_rested[1] == 1
    assert power(st, p2_leader) == 5000                 # the battle is over


def test_st01_014_guard_point_counter_needs_its_cost_and_may_choose_none():
    s = Scenario(turn=3)
    gp = s.p2.hand(GUARD_POINT)[0]
    s.p2.don(active=0)                                  # cannot pay 1
    s.p2.life(FILLER, FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    back_to_main(game)                                  # no counter decision
    assert len(st.life[1]) == 1 and gp in st.hand[1]

    s = Scenario(turn=3)
    gp = s.p2.hand(GUARD_POINT)[0]
    s.p2.don(active=1)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", gp))
    expect_decision(game, 1, "select")
    game.apply(Action("select_done"))                   # "up to": nobody
    back_to_main(game)
    assert st.life[1] == [] and gp in st.trash[1]


def test_st01_014_guard_point_trigger_gives_1000_this_turn():
    s = Scenario(turn=3)
    gp = s.p2.life(GUARD_POINT)[0]
    game = s.build()
    st = game.state
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", p2_leader), Action("select_done")}
    game.apply(Action("select", p2_leader))
    back_to_main(game)
    assert power(st, p2_leader) == 6000                 # during this turn
    assert gp in st.trash[1] and st.life[1] == []
    end_turn_to_p2_main(game)
    assert power(st, p2_leader) == 5000


# -- ST01-015 Gum-Gum Jet Pistol --------------------------------------------------------

def test_st01_015_jet_pistol_kos_a_character_of_6000_or_less():
    s = Scenario(turn=3)
    jp = s.p1.hand(JET_PISTOL)[0]
    s.p1.don(active=4)
    franky = s.p2.character(FRANKY)                     # 6000: allowed
    kid = s.p2.character(KID)                           # 7000: too strong
    game = s.build()
    st = game.state

    game.apply(Action("play", jp))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", franky), Action("select_done")}
    game.apply(Action("select", franky))
    back_to_main(game)
    assert franky in st.trash[1] and kid in st.chars[1]
    assert jp in st.trash[0]
    assert st.don_rested[0] == 4 and st.don_active[0] == 0


def test_st01_015_jet_pistol_needs_four_don_and_may_ko_nothing():
    s = Scenario(turn=3)
    jp = s.p1.hand(JET_PISTOL)[0]
    s.p1.don(active=3)
    s.p2.character(FRANKY)
    game = s.build()
    assert Action("play", jp) not in opts(game)

    s = Scenario(turn=3)
    jp = s.p1.hand(JET_PISTOL)[0]
    s.p1.don(active=4)
    franky = s.p2.character(FRANKY)
    game = s.build()
    game.apply(Action("play", jp))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert franky in game.state.chars[1] and jp in game.state.trash[0]


def test_st01_015_jet_pistol_trigger_activates_its_main_effect():
    s = Scenario(turn=3)
    jp = s.p2.life(JET_PISTOL)[0]
    strong = s.p1.character(FRANKY, don=1)              # 7000 on P1's turn
    karoo = s.p1.character(KAROO)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", karoo), Action("select_done")}
    game.apply(Action("select", karoo))
    back_to_main(game)
    assert karoo in st.trash[0] and strong in st.chars[0]
    assert jp in st.trash[1] and st.life[1] == []


# -- ST01-016 Diable Jambe --------------------------------------------------------------

def test_st01_016_diable_jambe_selected_straw_hat_cannot_be_blocked():
    s = Scenario(turn=3)
    dj = s.p1.hand(DIABLE_JAMBE)[0]
    franky = s.p1.character(FRANKY)
    karoo = s.p1.character(KAROO)                       # not Straw Hat Crew
    s.p1.don(active=1)
    bege = s.p2.character(BEGE)
    s.p2.life(FILLER, FILLER)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("play", dj))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", franky),
                          Action("select_done")}
    game.apply(Action("select", franky))
    back_to_main(game)
    assert dj in st.trash[0]

    game.apply(Action("attack", franky, s.p2.leader_id))
    back_to_main(game)                                  # no block decision
    assert len(st.life[1]) == 1 and bege in st.chars[1]

    # Only the selected card is protected.
    game.apply(Action("attack", karoo, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert Action("block", bege) in opts(game)


def test_st01_016_diable_jambe_selecting_none_protects_nobody():
    s = Scenario(turn=3)
    dj = s.p1.hand(DIABLE_JAMBE)[0]
    s.p1.don(active=1)
    s.p2.character(BEGE)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("play", dj))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "block")


def test_st01_016_diable_jambe_trigger_kos_a_cheap_blocker():
    s = Scenario(turn=3)
    dj = s.p2.life(DIABLE_JAMBE)[0]
    chopper = s.p1.character(CHOPPER)                   # [Blocker], cost 1
    kid = s.p1.character(KID)                           # [Blocker], cost 7
    karoo = s.p1.character(KAROO)                       # cost 1, no [Blocker]
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", chopper), Action("select_done")}
    game.apply(Action("select", chopper))
    back_to_main(game)
    assert chopper in st.trash[0]
    assert kid in st.chars[0] and karoo in st.chars[0]
    assert dj in st.trash[1]


# -- ST01-017 Thousand Sunny ------------------------------------------------------------

def test_st01_017_thousand_sunny_rests_to_give_a_straw_hat_1000():
    s = Scenario(turn=3)
    sunny = s.p1.stage(SUNNY)
    franky = s.p1.character(FRANKY)
    karoo = s.p1.character(KAROO)                       # not Straw Hat Crew
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("activate", sunny, 0))
    assert st.rested[sunny]                             # the cost is paid first
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", franky),
                          Action("select_done")}
    game.apply(Action("select", franky))
    back_to_main(game)
    assert power(st, franky) == 7000 and power(st, karoo) == 3000
    assert activations(game, sunny) == []               # rested: cannot pay again
    end_turn_to_p2_main(game)
    assert power(st, franky) == 6000


def test_st01_017_thousand_sunny_played_from_hand_and_choose_none():
    s = Scenario(turn=3)
    sunny = s.p1.hand(SUNNY)[0]
    s.p1.don(active=2)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("play", sunny))
    back_to_main(game)
    assert st.stage[0] == [sunny] and st.don_rested[0] == 2
    game.apply(Action("activate", sunny, 0))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert st.rested[sunny] and power(st, leader) == 5000


# -- the whole set -----------------------------------------------------------------------

def test_st01_every_card_is_implemented():
    numbers = [f"ST01-{n:03d}" for n in range(1, 18)]
    missing = [n for n in numbers if not card_def(n).implemented]
    assert missing == []
