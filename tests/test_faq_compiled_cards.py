"""Official Q&A rulings about cards that the engine now plays as printed.

tests/test_faq_rulings.py checks the rulings of the Q&A files with made-up
cards.  This file checks the rulings of qa_op01.md .. qa_op05.md and of the
starter-deck files (qa_st-05.md .. qa_st-29.md) that are filed under a card
whose effects are automated now (a compiled script, see
src/optcg/cards/data/compile_report.json, or a hand-written one): every test
sets the situation up with the real card, `card_def(number)`, and asserts the
answer of the ruling.

Each test names its ruling ("qa_op01.md, OP01-016 Q4": the file, the card
the question is filed under, the rank of the question under that card) and
says in its docstring, in our own words, what is asked.  No Q&A text or
card text is reproduced.  The Q&A files are not read at run time.

Two headings of qa_op01.md are broken by the "!!" in a card name: the
question under the empty heading before OP01-030 is OP01-030's first
question, the one under "OP01-030" its second, and the one under
"OP01-030 OP01-035" is OP01-035's.

Rulings about cards that are not automated yet are listed at the end of the
file with the mechanic that is missing.
"""

import pytest

from optcg import Action
from optcg.cards.defs import card_def
from optcg.cards.scripts import all_scripts
from optcg.engine.constants import (ARRANGE, BLOCK, CHOOSE_NUMBER, CONFIRM, KEYWORD_BITS,
                                    RETURN_DON, SELECT)
from optcg.engine.constants import COUNTER as COUNTER_DECISION
from optcg.engine.constants import MAIN as MAIN_DECISION
from optcg.engine.constants import TRIGGER as TRIGGER_DECISION
from optcg.engine.effects.language import (CHARACTER, END_OF_YOUR_TURN, EVENT, LEADER, MAIN,
                                           ON_KO, STAGE, TRASH, YOU, Ability, AddToHand,
                                           CannotBeKOd, Cards, Choose, Draw, HandAtMost, If,
                                           PlayCard, SetActive, Static, This)
from optcg.engine.stats import cost, keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

# Plain bodies (no effect) from the starter decks.
LUFFY_LEADER = "ST01-001"   # Leader, {Straw Hat Crew}
CHOPPER = "ST01-006"        # [Blocker], cost 1, 1000, no Counter
ST01_NAMI = "ST01-007"      # a [Nami], {Straw Hat Crew}
ROBIN = "ST01-008"          # vanilla, cost 3, 5000, {Straw Hat Crew}
VIVI = "ST01-009"           # vanilla, cost 2, 4000
FRANKY = "ST01-010"         # vanilla, cost 4, 6000, {Straw Hat Crew}
NO_COUNTER_LIFE = CHOPPER   # a Life card with neither [Trigger] nor Counter

# Vanilla cards of later sets, used for their types and colors.
GREEN_STRAW_HAT = "OP02-028"   # green {Straw Hat Crew} Character, cost 3
BLUE_BAROQUE = "OP02-053"      # blue {Baroque Works} Character, cost 5
PURPLE_AKP = "OP01-103"        # purple {Animal Kingdom Pirates}, cost 4, 6000

BLANK = custom_card("T-BLANK", "Blank", "Character", cost=1, power=2000)


def counter_plus(value: int = 1000):
    """A hand card with only a Counter value."""
    return custom_card(f"T-CTR{value}", f"Counter {value}", "Character",
                       cost=1, power=1000, counter=value)


def opts(game) -> set:
    return set(game.legal_actions())


def decline_counters(game) -> None:
    if game.decision is not None and game.decision.kind == COUNTER_DECISION:
        game.apply(Action("end_counters"))


def selectable(game) -> set:
    return {a.card for a in game.legal_actions() if a.kind == "select"}


def bottom_all(game, player: int = 0) -> None:
    while game.decision is not None and game.decision.kind == ARRANGE:
        game.apply(min(game.legal_actions()))


def is_compiled(number: str) -> bool:
    return number in all_scripts() and card_def(number).implemented


def test_every_card_of_this_file_is_automated():
    """The cards whose rulings are tested here all play as printed."""
    for number in COVERED:
        assert is_compiled(number), number


# =============================================================================
# qa_op01.md
# =============================================================================

def test_qa_op01_001_zoro_q1_q2_plus_1000_once_and_for_new_characters():
    """qa_op01.md, OP01-001 Q1 and Q2: with 2 DON!! given to the Leader its
    [Your Turn] bonus to all Characters is still +1000, and a Character
    played after the DON!! was given gains it as well."""
    s = Scenario()
    s.p1.leader("OP01-001", don=2)
    robin = s.p1.character(ROBIN)
    vivi = s.p1.hand(VIVI)[0]
    s.p1.don(active=2)
    g = s.build()
    assert power(g.state, robin) == 6000, "+1000, not +2000"
    g.apply(Action("play", vivi))
    assert power(g.state, vivi) == 5000


def nami_game(*deck):
    s = Scenario()
    nami = s.p1.hand("OP01-016")[0]
    ids = s.p1.deck(*deck)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", nami))
    return g, ids


def test_qa_op01_016_nami_q1_a_non_red_straw_hat_card_can_be_added():
    """qa_op01.md, OP01-016 Q1: Nami's search is not limited to red cards;
    a green {Straw Hat Crew} card can be taken."""
    g, (green, *_) = nami_game(GREEN_STRAW_HAT, BLUE_BAROQUE, PURPLE_AKP)
    assert "Red" not in card_def(GREEN_STRAW_HAT).colors
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {green}
    g.apply(Action("select", green))
    assert green in g.state.hand[0]


def test_qa_op01_016_nami_q2_nothing_to_add_all_go_to_the_bottom():
    """qa_op01.md, OP01-016 Q2: with no {Straw Hat Crew} card among the
    looked-at cards, all of them go to the bottom of the deck."""
    g, ids = nami_game(BLUE_BAROQUE, PURPLE_AKP, VIVI, VIVI, VIVI, BLUE_BAROQUE)
    looked = ids[:5]
    if g.decision.kind == SELECT:
        assert selectable(g) == set()
        g.apply(Action("select_done"))
    expect_decision(g, 0, ARRANGE)
    assert {a.kind for a in g.legal_actions()} == {"place_bottom"}
    bottom_all(g)
    expect_decision(g, 0, MAIN_DECISION)
    deck = g.state.deck[0]                      # the top card last
    assert deck[-1] == ids[5], "the 6th card is now on top"
    assert set(deck[:5]) == set(looked)
    assert not g.state.hand[0]


def test_qa_op01_016_nami_q3_a_short_deck_is_all_looked_at_and_not_empty():
    """qa_op01.md, OP01-016 Q3: with 4 cards in the deck Nami looks at all 4,
    and the deck does not count as empty meanwhile (no defeat)."""
    g, ids = nami_game(GREEN_STRAW_HAT, VIVI, PURPLE_AKP, BLUE_BAROQUE)
    expect_decision(g, 0, SELECT)
    assert set(g.view(0).looking_at()) == set(ids)
    g.apply(Action("select", ids[0]))
    bottom_all(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert not g.over
    assert sorted(g.state.deck[0]) == sorted(ids[1:])


def test_qa_op01_016_nami_q4_st01_007_nami_cannot_be_added():
    """qa_op01.md, OP01-016 Q4: ST01-007, a {Straw Hat Crew} card named
    [Nami], cannot be added by the search "other than [Nami]"."""
    g, (_st_nami, green) = nami_game(ST01_NAMI, GREEN_STRAW_HAT)
    assert "Straw Hat Crew" in card_def(ST01_NAMI).types
    assert selectable(g) == {green}


def test_qa_op01_020_hyogoro_q1_rest_cost_usable_on_the_turn_it_is_played():
    """qa_op01.md, OP01-020 Q1: Hyogoro's "rest this Character" cost can be
    paid on the turn it is played."""
    s = Scenario()
    h = s.p1.hand("OP01-020")[0]
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", h))
    act = Action("activate", h, 0)
    assert act in opts(g)
    g.apply(act)
    if g.decision.kind == CONFIRM:
        g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    assert g.state.rested[h]
    assert power(g.state, s.p1.leader_id) == card_def(LUFFY_LEADER).power + 2000


def test_qa_op01_022_brook_q1_two_different_characters_not_one_twice():
    """qa_op01.md, OP01-022 Q1: Brook's -2000 to up to 2 Characters cannot
    give one Character -4000: the 2 choices are different Characters."""
    s = Scenario()
    brook = s.p1.character("OP01-022", don=1)
    a, b = s.p2.character(FRANKY), s.p2.character(ROBIN)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", brook, s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", a))
    assert a not in selectable(g), "the same Character cannot be chosen twice"
    assert b in selectable(g)
    g.apply(Action("select", b))
    if g.decision.kind == SELECT:
        g.apply(Action("select_done"))
    assert power(g.state, a) == 4000 and power(g.state, b) == 3000


def red_hawk_game(extra_hand=()):
    s = Scenario()
    a = s.p1.character(VIVI)                      # 4000
    hawk, *rest = s.p2.hand("OP01-026", *extra_hand)
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, COUNTER_DECISION)
    g.apply(Action("counter_event", hawk))
    expect_decision(g, 1, SELECT)                 # +4000 to the Leader
    g.apply(Action("select", s.p2.leader_id))
    expect_decision(g, 1, SELECT)                 # then K.O. power <= 4000
    assert a in selectable(g)
    g.apply(Action("select", a))
    return s, g, a, rest


def test_qa_op01_026_red_hawk_q1_koing_the_attacker_skips_the_damage_step():
    """qa_op01.md, OP01-026 Q1: the attacking Character is K.O.'d by Red
    Hawk's [Counter]: the battle ends with no Damage Step."""
    _, g, a, _ = red_hawk_game()
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert a in g.state.trash[0]
    assert len(g.state.life[1]) == 1 and g.state.battle is None


def test_qa_op01_026_red_hawk_q2_a_counter_can_follow_the_ko_of_the_attacker():
    """qa_op01.md, OP01-026 Q2: after Red Hawk K.O.'d the attacker, the
    defender may still use a Counter in that Counter Step."""
    s, g, a, (extra,) = red_hawk_game(extra_hand=(counter_plus(1000),))
    assert a in g.state.trash[0]
    expect_decision(g, 1, COUNTER_DECISION)
    assert Action("counter", extra, s.p2.leader_id) in opts(g)


def sabaody_game(*deck):
    s = Scenario()
    ev = s.p1.hand("OP01-030")[0]
    ids = s.p1.deck(*deck)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", ev))
    return g, ids


def test_qa_op01_030_in_two_years_q1_a_non_red_straw_hat_character_can_be_added():
    """qa_op01.md, OP01-030 Q1 (under the empty heading): the [Main] search
    may take a {Straw Hat Crew} Character card that is not red."""
    g, (green, _blue) = sabaody_game(GREEN_STRAW_HAT, BLUE_BAROQUE)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {green}
    g.apply(Action("select", green))
    assert green in g.state.hand[0]


def test_qa_op01_030_in_two_years_q2_nothing_to_add_all_go_to_the_bottom():
    """qa_op01.md, OP01-030 Q2: with no card to add, every looked-at card
    goes to the bottom of the deck."""
    g, ids = sabaody_game(BLUE_BAROQUE, PURPLE_AKP, VIVI, VIVI, VIVI, PURPLE_AKP)
    if g.decision.kind == SELECT:
        assert selectable(g) == set()
        g.apply(Action("select_done"))
    expect_decision(g, 0, ARRANGE)
    assert {a.kind for a in g.legal_actions()} == {"place_bottom"}
    bottom_all(g)
    assert g.state.deck[0][-1] == ids[5] and set(g.state.deck[0][:5]) == set(ids[:5])


def test_qa_op01_035_okiku_q1_the_rested_character_is_not_the_attack_target():
    """qa_op01.md, OP01-035 Q1: Okiku's [When Attacking] rest resolves after
    the attack is declared, so the Character it rests is not (and does not
    become) the target of that attack."""
    s = Scenario()
    okiku = s.p1.character("OP01-035", don=1)
    t = s.p2.character(ROBIN)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    assert Action("attack", okiku, t) not in opts(g), "active: not attackable"
    g.apply(Action("attack", okiku, s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", t))
    assert g.state.rested[t]
    decline_counters(g)
    st = g.state
    assert t in st.chars[1] and len(st.life[1]) == 1, "the Leader was attacked"


def test_qa_op01_039_killer_q1_killer_counts_itself():
    """qa_op01.md, OP01-039 Q1: Killer counts itself among the "3 or more
    Characters" of its [On Block] condition."""
    s = Scenario()
    a = s.p1.character(VIVI)
    killer = s.p2.character("OP01-039", don=1)
    s.p2.character(CHOPPER)
    s.p2.character(CHOPPER)
    drawn = s.p2.deck(VIVI)[0]
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, BLOCK)
    g.apply(Action("block", killer))
    assert drawn in g.state.hand[1], "Killer + 2 others = 3 Characters"


def test_qa_op01_046_denjiro_q1_attacks_without_an_oden_leader_and_nothing_happens():
    """qa_op01.md, OP01-046 Q1: Denjiro may attack with a Leader that is not
    [Kouzuki Oden]; its [When Attacking] effect then does nothing."""
    s = Scenario()
    den = s.p1.character("OP01-046", don=1)
    s.p1.don(rested=3)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    assert Action("attack", den, s.p2.leader_id) in opts(g)
    g.apply(Action("attack", den, s.p2.leader_id))
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert g.state.don_rested[0] == 3 and g.state.don_active[0] == 0
    assert len(g.state.life[1]) == 1


def test_qa_op01_052_raizo_q1_the_attacking_raizo_counts_as_rested():
    """qa_op01.md, OP01-052 Q1: Raizo, rested by its own attack, and one
    other rested Character make the "2 or more rested Characters"."""
    s = Scenario()
    raizo = s.p1.character("OP01-052")
    s.p1.character(VIVI, rested=True)
    drawn = s.p1.deck(ROBIN)[0]
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", raizo, s.p2.leader_id))
    assert drawn in g.state.hand[0]


def waterfall_game(target_rested_blocker: bool):
    s = Scenario()
    a = s.p1.character(FRANKY)                    # 6000
    if target_rested_blocker:
        t = s.p2.character(CHOPPER, rested=True)
    else:
        t = s.p2.character(ROBIN, rested=True)    # 5000
    fall = s.p2.hand("OP01-057")[0]
    s.p2.don(active=1)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    return s, g, a, t, fall


def test_qa_op01_057_paradise_waterfall_q1_set_active_target_is_still_attacked():
    """qa_op01.md, OP01-057 Q1: setting the attacked Character as active with
    the [Counter] does not end the attack; the target stays the target."""
    _, g, a, t, fall = waterfall_game(False)
    g.apply(Action("attack", a, t))
    expect_decision(g, 1, COUNTER_DECISION)
    g.apply(Action("counter_event", fall))
    expect_decision(g, 1, SELECT)                 # +2000: to nobody
    g.apply(Action("select_done"))
    expect_decision(g, 1, SELECT)                 # set active
    g.apply(Action("select", t))
    assert not g.state.rested[t]
    decline_counters(g)
    assert t in g.state.trash[1], "6000 beats 5000: K.O.'d"


def test_qa_op01_057_paradise_waterfall_q2_set_active_blocker_cannot_block():
    """qa_op01.md, OP01-057 Q2: a rested [Blocker] set as active by the
    [Counter] cannot block in this battle: its Block Step is over."""
    s, g, a, blocker, fall = waterfall_game(True)
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, COUNTER_DECISION)
    g.apply(Action("counter_event", fall))
    g.apply(Action("select_done"))
    g.apply(Action("select", blocker))
    assert not g.state.rested[blocker]
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert len(g.state.life[1]) == 1 and blocker in g.state.chars[1]


def test_qa_op01_064_alvida_q1_a_returned_character_counter_can_be_used():
    """qa_op01.md, OP01-064 Q1: a Character returned to its owner's hand by
    Alvida's [When Attacking] can be used for its Counter in that battle."""
    s = Scenario()
    alvida = s.p1.character("OP01-064", don=1)
    s.p1.hand(BLANK)
    t = s.p2.character(VIVI)                      # cost 2, Counter +1000
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    assert card_def(VIVI).counter > 0
    g.apply(Action("attack", alvida, s.p2.leader_id))
    if g.decision.kind == CONFIRM:
        g.apply(Action("accept"))
    while g.decision.kind == SELECT:
        if t in selectable(g):
            g.apply(Action("select", t))
        else:
            g.apply(min(g.legal_actions()))
    assert t in g.state.hand[1]
    expect_decision(g, 1, COUNTER_DECISION)
    assert Action("counter", t, s.p2.leader_id) in opts(g)


@pytest.mark.parametrize("number,cost", [("OP01-070", 7), ("OP01-071", 3)])
def test_qa_op01_070_071_mihawk_jinbe_q1_own_character_to_the_deck_bottom(number, cost):
    """qa_op01.md, OP01-070 Q1 and OP01-071 Q1: the [On Play] "place a
    Character at the bottom of the owner's deck" may choose your own."""
    s = Scenario()
    card = s.p1.hand(number)[0]
    own = s.p1.character(VIVI)
    s.p1.don(active=card_def(number).cost)
    g = s.build()
    g.apply(Action("play", card))
    expect_decision(g, 0, SELECT)
    assert own in selectable(g)
    g.apply(Action("select", own))
    assert g.state.deck[0][0] == own


def test_qa_op01_080_miss_doublefinger_q1_the_on_ko_draw_is_mandatory():
    """qa_op01.md, OP01-080 Q1: the [On K.O.] draw cannot be declined."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    zala = s.p2.character("OP01-080", rested=True)
    drawn = s.p2.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("attack", a, zala))
    decline_counters(g)
    assert zala in g.state.trash[1]
    assert drawn in g.state.hand[1]
    expect_decision(g, 0, MAIN_DECISION)        # P2 was never asked


def bonkurei_game(*deck):
    s = Scenario()
    bon = s.p1.character("OP01-084", don=1)
    ids = s.p1.deck(*deck)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", bon, s.p2.leader_id))
    return g, ids


def test_qa_op01_084_mr2_q1_a_non_blue_baroque_works_event_can_be_added():
    """qa_op01.md, OP01-084 Q1: the search may take a {Baroque Works} Event
    that is not blue."""
    other_event = "OP01-087"                      # Officer Agents, a BW Event
    g, ids = bonkurei_game(other_event, VIVI)
    assert "Baroque Works" in card_def(other_event).types
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {ids[0]}
    g.apply(Action("select", ids[0]))
    assert ids[0] in g.state.hand[0]


def test_qa_op01_084_mr2_q2_nothing_to_add_all_go_to_the_bottom():
    """qa_op01.md, OP01-084 Q2: with no {Baroque Works} Event among them,
    all the looked-at cards go to the bottom."""
    g, ids = bonkurei_game(BLUE_BAROQUE, VIVI, VIVI, VIVI, VIVI, ROBIN)
    if g.decision.kind == SELECT:
        assert selectable(g) == set()
        g.apply(Action("select_done"))
    expect_decision(g, 0, ARRANGE)
    assert {a.kind for a in g.legal_actions()} == {"place_bottom"}
    bottom_all(g)
    assert g.state.deck[0][-1] == ids[5] and set(g.state.deck[0][:5]) == set(ids[:5])



def test_qa_op01_086_overheat_q1_the_trigger_may_return_your_own_character():
    """qa_op01.md, OP01-086 Q1 (the [Trigger] part): Overheat's [Trigger]
    may return the player's own Character to the hand."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    own = s.p2.character(ROBIN)                   # cost 3
    heat = s.p2.life("OP01-086")[0]
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    decline_counters(g)
    expect_decision(g, 1, TRIGGER_DECISION)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, SELECT)
    assert own in selectable(g)
    g.apply(Action("select", own))
    assert own in g.state.hand[1] and heat in g.state.trash[1]


def test_qa_op01_086_overheat_q1_q2_the_counter_returns_the_attacked_character():
    """qa_op01.md, OP01-086 Q1 and Q2: the [Counter] may return the
    player's own (active) Character; when that is the attacked Character the
    battle ends without a Damage Step.  The attacked Character is first set
    active with OP01-057 Paradise Waterfall."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(ROBIN, rested=True)
    fall, heat = s.p2.hand("OP01-057", "OP01-086")
    s.p2.don(active=3)
    g = s.build()
    g.apply(Action("attack", a, t))
    g.apply(Action("counter_event", fall))
    g.apply(Action("select_done"))
    g.apply(Action("select", t))
    expect_decision(g, 1, COUNTER_DECISION)
    g.apply(Action("counter_event", heat))
    expect_decision(g, 1, SELECT)                 # +4000: to nobody
    g.apply(Action("select_done"))
    expect_decision(g, 1, SELECT)
    assert t in selectable(g)
    g.apply(Action("select", t))
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert t in g.state.hand[1] and g.state.battle is None
    assert a in g.state.chars[0]


def test_qa_op01_087_officer_agents_q1_a_character_played_by_the_counter_cannot_block():
    """qa_op01.md, OP01-087 Q1: a [Blocker] played by the [Counter] cannot
    block in this battle: the Block Step is over."""
    # A made-up {Baroque Works} [Blocker] of cost 2 to be played.
    bw_blocker = custom_card("T-BW-BLOCKER", "Agent", "Character", cost=2, power=3000,
                             types=("Baroque Works",), keywords=("Blocker",))
    s = Scenario()
    a = s.p1.character(FRANKY)
    agents, body = s.p2.hand("OP01-087", bw_blocker)
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, COUNTER_DECISION)       # no Blocker to declare
    g.apply(Action("counter_event", agents))
    expect_decision(g, 1, SELECT)
    g.apply(Action("select", body))
    assert body in g.state.chars[1]
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert len(g.state.life[1]) == 1, "the Leader took the damage"
    assert not g.state.rested[body]


@pytest.mark.parametrize("leader,returned", [(LUFFY_LEADER, False), ("ST03-001", True)])
def test_qa_op01_089_crescent_cutlass_q1_q2(leader, returned):
    """qa_op01.md, OP01-089 Q1 and Q2: without a {The Seven Warlords of the
    Sea} Leader the Event can still be activated and does nothing; with one,
    it may return the player's own Character to the hand."""
    s = Scenario(turn_player=0)
    s.p2.leader(leader)
    a = s.p1.character(FRANKY)
    own = s.p2.character(ROBIN)
    cut = s.p2.hand("OP01-089")[0]
    s.p2.don(active=3)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, COUNTER_DECISION)
    assert Action("counter_event", cut) in opts(g)
    g.apply(Action("counter_event", cut))
    if returned:
        expect_decision(g, 1, SELECT)
        assert own in selectable(g)
        g.apply(Action("select", own))
    assert cut in g.state.trash[1] and g.state.don_rested[1] == 3
    assert (own in g.state.hand[1]) is returned


def test_qa_op01_093_ulti_q1_empty_don_deck_cost_may_be_paid_for_nothing():
    """qa_op01.md, OP01-093 Q1: Ulti can be played with an empty DON!! deck;
    its [On Play] cost may be paid, and nothing is added."""
    s = Scenario()
    u = s.p1.hand("OP01-093")[0]
    s.p1.don(active=3, deck=0)
    g = s.build()
    g.apply(Action("play", u))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, MAIN_DECISION)
    st = g.state
    assert u in st.chars[0]
    assert st.don_active[0] == 0 and st.don_rested[0] == 3 and st.don_deck[0] == 0


def test_qa_op01_093_ulti_q2_played_without_the_don_for_its_on_play_cost():
    """qa_op01.md, OP01-093 Q2: Ulti can be played when the (1) cost of its
    [On Play] cannot be paid; the effect simply does not happen."""
    s = Scenario()
    u = s.p1.hand("OP01-093")[0]
    s.p1.don(active=2)
    g = s.build()
    assert Action("play", u) in opts(g)
    g.apply(Action("play", u))
    expect_decision(g, 0, MAIN_DECISION)
    assert u in g.state.chars[0] and g.state.don_deck[0] == 8


def test_qa_op01_094_kaido_q1_no_animal_kingdom_leader_don_paid_for_nothing():
    """qa_op01.md, OP01-094 Q1: Kaido can be played without an {Animal
    Kingdom Pirates} Leader; its DON!! -6 may be paid and nothing is K.O.'d."""
    s = Scenario()
    k = s.p1.hand("OP01-094")[0]
    s.p1.don(active=10)
    other = s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", k))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, MAIN_DECISION)
    assert g.state.don_deck[0] == 6
    assert other in g.state.chars[1] and k in g.state.chars[0]


def test_qa_op01_094_kaido_q2_only_this_kaido_is_spared():
    """qa_op01.md, OP01-094 Q2: "other than this Character" spares only the
    Kaido whose effect it is; another Kaido on the field is K.O.'d."""
    s = Scenario()
    s.p1.leader("ST04-001")                       # {Animal Kingdom Pirates}
    old = s.p1.character("OP01-094")
    mine = s.p1.character(VIVI)
    k = s.p1.hand("OP01-094")[0]
    s.p1.don(active=10)
    theirs = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", k))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    while g.decision.kind == RETURN_DON:
        g.apply(min(g.legal_actions()))
    st = g.state
    assert st.chars[0] == [k]
    assert old in st.trash[0] and mine in st.trash[0] and theirs in st.trash[1]


def test_qa_op01_101_sasaki_q1_q2_attacks_with_no_hand_and_trashes_with_no_don_deck():
    """qa_op01.md, OP01-101 Q1 and Q2: Sasaki may attack with an empty hand;
    and with an empty DON!! deck its cost (trash 1 card) may still be paid."""
    # Q1
    s = Scenario()
    sasaki = s.p1.character("OP01-101", don=1)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    assert Action("attack", sasaki, s.p2.leader_id) in opts(g)
    g.apply(Action("attack", sasaki, s.p2.leader_id))
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert len(g.state.life[1]) == 1
    # Q2
    s = Scenario()
    sasaki = s.p1.character("OP01-101", don=1)
    card = s.p1.hand(BLANK)[0]
    s.p1.don(deck=0)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", sasaki, s.p2.leader_id))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    if g.decision.kind == SELECT:
        g.apply(Action("select", card))
    assert card in g.state.trash[0] and g.state.don_deck[0] == 0


def test_qa_op01_108_kamazo_q1_the_on_ko_ko_may_choose_nothing():
    """qa_op01.md, OP01-108 Q1: after paying for Kamazo's [On K.O.], its
    owner may K.O. none of the opponent's Characters ("up to 1")."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    other = s.p1.character(VIVI)
    kamazo = s.p2.character("OP01-108", rested=True)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("attack", a, kamazo))
    decline_counters(g)
    expect_decision(g, 1, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, SELECT)
    assert Action("select_done") in opts(g)
    g.apply(Action("select_done"))
    assert a in g.state.chars[0] and other in g.state.chars[0]
    assert g.state.don_deck[1] == 10


@pytest.mark.parametrize("given_to_leader,expected", [(3, 5000), (2, 4000)])
def test_qa_op01_109_whos_who_q1_given_don_count_on_the_field(given_to_leader, expected):
    """qa_op01.md, OP01-109 Q1: the "8 or more DON!! cards on your field"
    counts DON!! given to the Leader and Characters too: 1 given to Who's.Who,
    3 to the Leader and 4 in the cost area make 8."""
    s = Scenario()
    s.p1.leader(LUFFY_LEADER, don=given_to_leader)
    who = s.p1.character("OP01-109", don=1)
    s.p1.don(active=4)
    g = s.build()
    assert power(g.state, who) == expected


def test_qa_op01_113_holedem_q1_the_on_ko_may_add_no_don():
    """qa_op01.md, OP01-113 Q1: Holedem's [On K.O.] "up to 1 DON!!" may add
    none."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    h = s.p2.character("OP01-113", rested=True)
    g = s.build()
    g.apply(Action("attack", a, h))
    decline_counters(g)
    expect_decision(g, 1, CHOOSE_NUMBER)
    assert Action("number", -1, 0) in opts(g)
    g.apply(Action("number", -1, 0))
    assert g.state.don_deck[1] == 10 and g.state.don_rested[1] == 0


def test_qa_op01_115_elephants_marchoo_q1_usable_with_an_empty_don_deck():
    """qa_op01.md, OP01-115 Q1: the [Main] Event can be activated with no
    DON!! card left in the DON!! deck; its K.O. still happens."""
    s = Scenario()
    ev = s.p1.hand("OP01-115")[0]
    s.p1.don(active=4, deck=0)
    small = s.p2.character(VIVI)                  # cost 2
    g = s.build()
    assert Action("play", ev) in opts(g)
    g.apply(Action("play", ev))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", small))
    while g.decision.kind == CHOOSE_NUMBER:
        g.apply(max(g.legal_actions()))
    expect_decision(g, 0, MAIN_DECISION)
    assert small in g.state.trash[1] and ev in g.state.trash[0]


def test_qa_op01_118_ulti_mortar_q1_the_draw_is_not_optional():
    """qa_op01.md, OP01-118 Q1: after Ulti-Mortar's [Counter] the card is
    always drawn: no choice is offered."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    mortar = s.p2.hand("OP01-118")[0]
    drawn = s.p2.deck(VIVI, VIVI)[0]
    s.p2.don(active=3)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("counter_event", mortar))
    while g.decision.kind in (CONFIRM, RETURN_DON):
        g.apply(Action("accept") if g.decision.kind == CONFIRM
                else min(g.legal_actions()))
    expect_decision(g, 1, SELECT)
    g.apply(Action("select", s.p2.leader_id))
    assert drawn in g.state.hand[1]
    assert g.state.don_deck[1] == 9, "2 of the 3 DON!! returned, 1 rested for the cost"


def test_qa_op01_119_thunder_bagua_q1_usable_with_an_empty_don_deck():
    """qa_op01.md, OP01-119 Q1: the [Counter] Event can be activated with an
    empty DON!! deck; its power part still applies."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    bagua = s.p2.hand("OP01-119")[0]
    s.p2.don(active=2, deck=0)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, COUNTER_DECISION)
    assert Action("counter_event", bagua) in opts(g)
    g.apply(Action("counter_event", bagua))
    g.apply(Action("select", s.p2.leader_id))
    while g.decision.kind == CHOOSE_NUMBER:
        g.apply(max(g.legal_actions()))
    decline_counters(g)
    assert len(g.state.life[1]) == 1, "6000 did not beat 9000"



# =============================================================================
# qa_op02.md
# =============================================================================

def end_turn(g) -> None:
    expect_decision(g, 0, MAIN_DECISION)
    g.apply(Action("end_phase"))


def test_qa_op02_001_newgate_q1_no_life_card_nothing_happens_and_no_defeat():
    """qa_op02.md, OP02-001 Q1: at the end of the turn, with no Life card,
    Newgate's [End of Your Turn] does nothing and does not lose the game."""
    s = Scenario()
    s.p1.leader("OP02-001")
    s.p1.hand(BLANK)
    g = s.build()
    assert not g.state.life[0]
    end_turn(g)
    assert not g.over
    assert g.state.turn_player == 1 and g.state.hand[0] != []


def test_qa_op02_050_inazuma_q1_a_counter_that_empties_the_hand_gives_plus_2000():
    """qa_op02.md, OP02-050 Q1: Inazuma is attacked; using a Counter from
    the hand takes the hand to 1 card, and Inazuma gains its +2000."""
    s = Scenario()
    a = s.p1.character(FRANKY, don=1)             # 7000
    inazuma = s.p2.character("OP02-050", rested=True)
    ctr, keep = s.p2.hand(counter_plus(1000), BLANK)
    g = s.build()
    assert power(g.state, inazuma) == 5000, "2 cards in hand"
    g.apply(Action("attack", a, inazuma))
    expect_decision(g, 1, COUNTER_DECISION)
    g.apply(Action("counter", ctr, inazuma))
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert g.state.hand[1] == [keep]
    assert inazuma in g.state.chars[1], "5000 + 1000 + 2000 = 8000 beats 7000"
    assert power(g.state, inazuma) == 7000, "the +1000 Counter lasted for the battle"


def test_qa_op02_059_hancock_q1_then_trash_up_to_3_may_trash_none():
    """qa_op02.md, OP02-059 Q1: after drawing 1 and trashing 1, the "then
    trash up to 3 cards" may trash no card at all."""
    s = Scenario()
    hancock = s.p1.character("OP02-059")
    first, *_ = s.p1.hand(BLANK, BLANK, BLANK)
    drawn = s.p1.deck(VIVI, VIVI)[0]
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", hancock, s.p2.leader_id))
    assert drawn in g.state.hand[0]
    expect_decision(g, 0, SELECT)                 # the mandatory trash
    g.apply(Action("select", first))
    expect_decision(g, 0, SELECT)                 # up to 3
    assert Action("select_done") in opts(g)
    g.apply(Action("select_done"))
    assert len(g.state.hand[0]) == 3 and first in g.state.trash[0]


def test_qa_op02_065_mr3_q1_the_cost_may_be_paid_while_active():
    """qa_op02.md, OP02-065 Q1: Mr.3 is active at the end of the turn; its
    cost (trash 1 card) may still be paid, and nothing else happens."""
    s = Scenario()
    mr3 = s.p1.character("OP02-065")
    card = s.p1.hand(BLANK)[0]
    g = s.build()
    end_turn(g)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    assert card in g.state.trash[0] and not g.state.rested[mr3]


def ivankov_stand_in():
    """Made-up stand-in for the OP02-049 Emporio.Ivankov Leader (not
    automated): [End of Your Turn] if you have no card in your hand, draw 2
    cards."""
    return custom_card("T-OP02-049", "Emporio.Ivankov", "Leader", Ability(
        END_OF_YOUR_TURN, steps=(If(HandAtMost(0), (Draw(2),)),)), power=5000,
        types=("Impel Down",))


def order_first(g, card) -> None:
    """At an order_effects decision, resolve `card`'s effect first."""
    expect_decision(g, 0, "order_effects")
    g.apply(next(a for a in g.legal_actions() if a.card == card))


def test_qa_op02_065_mr3_q2_can_trash_the_card_the_leader_drew_at_end_of_turn():
    """qa_op02.md, OP02-065 Q2: with the Ivankov Leader, a card drawn by the
    Leader's [End of Your Turn] effect can be trashed to pay Mr.3's [End of
    Your Turn] cost: the turn player resolves the Leader's effect first."""
    s = Scenario()
    s.p1.leader(ivankov_stand_in())
    mr3 = s.p1.character("OP02-065", rested=True)
    drawn = s.p1.deck(VIVI, ROBIN, FRANKY)[:2]
    g = s.build()
    end_turn(g)
    order_first(g, s.p1.leader_id)
    assert set(g.state.hand[0]) == set(drawn)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", drawn[0]))
    assert drawn[0] in g.state.trash[0] and not g.state.rested[mr3]


def test_qa_op02_049_ivankov_q1_mr3_empties_the_hand_then_the_leader_draws():
    """qa_op02.md, OP02-049 Q1 (with the real OP02-065 Mr.3): Mr.3's [End of
    Your Turn] trashes the last card of the hand first; the Leader's effect,
    resolved next, then finds 0 cards in hand and draws 2."""
    s = Scenario()
    s.p1.leader(ivankov_stand_in())
    mr3 = s.p1.character("OP02-065", rested=True)
    last = s.p1.hand(BLANK)[0]
    drawn = s.p1.deck(VIVI, ROBIN, FRANKY)[:2]
    g = s.build()
    end_turn(g)
    order_first(g, mr3)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    if g.decision.kind == SELECT:
        g.apply(Action("select", last))
    assert last in g.state.trash[0] and not g.state.rested[mr3]
    assert set(g.state.hand[0]) == set(drawn)


def test_qa_op02_067_arabesque_brick_fist_q1_may_return_your_own_character():
    """qa_op02.md, OP02-067 Q1: the [Main] return may choose the player's
    own Character."""
    s = Scenario()
    ev = s.p1.hand("OP02-067")[0]
    own = s.p1.character(FRANKY)                  # cost 4
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, 0, SELECT)
    assert own in selectable(g)
    g.apply(Action("select", own))
    assert own in g.state.hand[0]


def test_qa_op02_068_gum_gum_rain_q1_the_trigger_may_return_your_own_character():
    """qa_op02.md, OP02-068 Q1: the [Trigger] return may choose the
    player's own Character."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    own = s.p2.character(VIVI)                    # cost 2
    s.p2.life("OP02-068", NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    decline_counters(g)
    expect_decision(g, 1, TRIGGER_DECISION)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, SELECT)
    assert own in selectable(g)
    g.apply(Action("select", own))
    assert own in g.state.hand[1]


@pytest.mark.parametrize("number,ruling", [
    ("OP02-068", "qa_op02.md, OP02-068 Q2"),
    ("OP03-072", "qa_op03.md, OP03-072 Q1"),
    ("OP03-097", "qa_op03.md, OP03-097 Q1"),
    ("OP04-016", "qa_op04.md, OP04-016 Q1"),
])
def test_counter_with_an_unpaid_trash_cost_gives_no_power(number, ruling):
    """qa_op02.md, OP02-068 Q2; qa_op03.md, OP03-072 Q1 and OP03-097 Q1;
    qa_op04.md, OP04-016 Q1: these cost-0 [Counter] Events can be activated
    without trashing a card from the hand; then no card gains +3000."""
    s = Scenario()
    a = s.p1.character(FRANKY)                    # 6000
    ev, other = s.p2.hand(number, BLANK)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, COUNTER_DECISION)
    g.apply(Action("counter_event", ev))
    expect_decision(g, 1, CONFIRM)
    g.apply(Action("decline"))
    assert ev in g.state.trash[1] and other in g.state.hand[1], ruling
    assert power(g.state, s.p2.leader_id) == 5000, ruling
    decline_counters(g)
    assert len(g.state.life[1]) == 1, ruling


def kama_land_game(leader):
    s = Scenario()
    s.p1.leader(leader)
    stage = s.p1.stage("OP02-070")
    hand = s.p1.hand(BLANK, BLANK)
    drawn = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("activate", stage, 0))
    if g.decision.kind == CONFIRM:
        g.apply(Action("accept"))
    return g, stage, hand, drawn


def test_qa_op02_070_new_kama_land_q1_then_trash_up_to_3_may_trash_none():
    """qa_op02.md, OP02-070 Q1: with an [Emporio.Ivankov] Leader (used here
    for its name only), the "then trash up to 3" may trash no card."""
    g, _stage, hand, drawn = kama_land_game("OP02-049")
    assert drawn in g.state.hand[0]
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", hand[0]))
    expect_decision(g, 0, SELECT)
    assert Action("select_done") in opts(g)
    g.apply(Action("select_done"))
    assert set(g.state.hand[0]) == {hand[1], drawn}


def test_qa_op02_070_new_kama_land_q2_other_leader_stage_rests_and_nothing_else():
    """qa_op02.md, OP02-070 Q2: with another Leader the [Activate: Main]
    can still be used: the Stage is rested and nothing else happens."""
    g, stage, hand, drawn = kama_land_game(LUFFY_LEADER)
    expect_decision(g, 0, MAIN_DECISION)
    assert g.state.rested[stage]
    assert g.state.hand[0] == hand and drawn not in g.state.hand[0]


def test_qa_op02_082_byrnndi_world_q1_gains_792000_power():
    """qa_op02.md, OP02-082 Q1: the +792000 printed on the card is right."""
    s = Scenario()
    bw = s.p1.character("OP02-082")
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("activate", bw, 0))
    while g.decision.kind in (CONFIRM, RETURN_DON):
        g.apply(Action("accept") if g.decision.kind == CONFIRM
                else min(g.legal_actions()))
    assert power(g.state, bw) == 8000 + 792000


def test_qa_op02_112_bellmere_q1_the_power_part_works_with_no_opposing_character():
    """qa_op02.md, OP02-112 Q1: with no Character on the opponent's side,
    the "then +1000 power" part of Bell-mere's effect still applies."""
    s = Scenario()
    bm = s.p1.character("OP02-112")
    g = s.build()
    g.apply(Action("activate", bm, 0))
    if g.decision.kind == CONFIRM:
        g.apply(Action("accept"))
    if g.decision.kind == SELECT and s.p1.leader_id not in selectable(g):
        g.apply(Action("select_done"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    assert power(g.state, s.p1.leader_id) == card_def(LUFFY_LEADER).power + 1000



# =============================================================================
# qa_op03.md
# =============================================================================

def test_qa_op03_033_hatchan_q1_trigger_without_east_blue_leader_trashes_it():
    """qa_op03.md, OP03-033 Q1: without an {East Blue} Leader, Hatchan's
    [Trigger] may still be activated; the card is then trashed, not played."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    hatchan = s.p2.life("OP03-033", NO_COUNTER_LIFE)[0]
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, TRIGGER_DECISION)
    assert Action("use_trigger") in opts(g)
    g.apply(Action("use_trigger"))
    assert hatchan in g.state.trash[1] and hatchan not in g.state.chars[1]
    assert hatchan not in g.state.hand[1]


def test_qa_op03_066_paulie_q1_the_added_don_counts_for_the_8_don_check():
    """qa_op03.md, OP03-066 Q1: with 7 DON!! on the field, the DON!! that
    Paulie's [On Play] adds makes 8, so the K.O. part applies."""
    s = Scenario()
    paulie = s.p1.hand("OP03-066")[0]
    s.p1.don(active=7)
    target = s.p2.character(FRANKY)               # cost 4
    g = s.build()
    g.apply(Action("play", paulie))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", target))
    assert target in g.state.trash[1]
    assert g.state.don_deck[0] == 2


def test_qa_op03_118_ikoku_sovereignty_q1_trigger_life_comes_before_the_second_damage():
    """qa_op03.md, OP03-118 Q1: at 1 Life against a [Double Attack], the
    [Trigger] of the first Life card adds a Life card before the second
    damage is dealt, so the player survives the attack."""
    double = custom_card("T-DOUBLE", "Double", "Character", cost=5, power=6000,
                         keywords=("Double Attack",))
    s = Scenario()
    a = s.p1.character(double)
    ikoku = s.p2.life("OP03-118")[0]
    h1, h2 = s.p2.hand(BLANK, BLANK)
    new_life = s.p2.deck(VIVI, VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, TRIGGER_DECISION)
    g.apply(Action("use_trigger"))
    if g.decision.kind == CONFIRM:
        g.apply(Action("accept"))
    while g.decision.kind == SELECT and g.decision.player == 1:
        g.apply(min(x for x in g.legal_actions() if x.kind == "select"))
    if g.decision.kind == CHOOSE_NUMBER:
        g.apply(Action("number", -1, 1))
    expect_decision(g, 0, MAIN_DECISION)
    st = g.state
    assert not g.over, "the second damage took the new Life card"
    assert h1 in st.trash[1] and h2 in st.trash[1] and ikoku in st.trash[1]
    assert new_life in st.hand[1] and not st.life[1]


# =============================================================================
# qa_op04.md
# =============================================================================

ZERO = custom_card("T-ZERO", "Zero", "Character", cost=1, power=0)


def test_qa_op04_008_chaka_q1_minus_3000_on_one_ko_of_another():
    """qa_op04.md, OP04-008 Q1: Chaka may give -3000 to one Character and
    K.O. a different one that already has 0 power or less."""
    s = Scenario()
    s.p1.leader("OP04-001")                       # a [Nefeltari Vivi] Leader
    chaka = s.p1.character("OP04-008", don=1)
    big = s.p2.character(FRANKY)
    zero = s.p2.character(ZERO)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", chaka, s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", big))
    expect_decision(g, 0, SELECT)
    assert zero in selectable(g)
    g.apply(Action("select", zero))
    assert power(g.state, big) == 3000 and big in g.state.chars[1]
    assert zero in g.state.trash[1]


def test_qa_op04_018_enchanting_vertigo_dance_q1_not_minus_4000_on_one():
    """qa_op04.md, OP04-018 Q1: the -2000 to up to 2 Characters cannot be
    given twice to the same Character."""
    s = Scenario()
    s.p1.leader("OP04-001")                       # {Alabasta}
    ev = s.p1.hand("OP04-018")[0]
    s.p1.don(active=3)
    a, b = s.p2.character(FRANKY), s.p2.character(ROBIN)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", a))
    assert a not in selectable(g) and b in selectable(g)
    g.apply(Action("select_done"))
    assert power(g.state, a) == 4000 and power(g.state, b) == 5000


def test_qa_op04_019_doflamingo_q1_given_don_is_not_set_active():
    """qa_op04.md, OP04-019 Q1: the Leader's [End of Your Turn] sets DON!!
    cards of the cost area active, not DON!! given to a Character."""
    s = Scenario()
    s.p1.leader("OP04-019")
    c = s.p1.character(VIVI, don=2)
    s.p1.don(rested=1)
    g = s.build()
    end_turn(g)
    while g.decision is not None and g.decision.player == 0 and \
            g.decision.kind == CHOOSE_NUMBER:
        g.apply(max(g.legal_actions()))
    st = g.state
    # the given DON!! stay on the Character until P1's next Refresh Phase
    assert st.turn_player == 1 and st.don[c] == 2
    assert st.don_active[0] == 1 and st.don_rested[0] == 0


def test_qa_op04_036_donquixote_family_q1_not_activatable_in_the_main_phase():
    """qa_op04.md, OP04-036 Q1: the [Counter] Event cannot be activated
    from the hand in the Main Phase."""
    s = Scenario()
    fam = s.p1.hand("OP04-036")[0]
    s.p1.don(active=5)
    g = s.build()
    expect_decision(g, 0, MAIN_DECISION)
    assert not any(a.card == fam for a in g.legal_actions())


def test_qa_op04_064_ms_all_sunday_q2_the_trigger_must_play_the_card():
    """qa_op04.md, OP04-064 Q2: once the [Trigger]'s DON!! -2 is paid, the
    card must be played; returning the DON!! without playing it is not a
    choice."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    sunday = s.p2.life("OP04-064", NO_COUNTER_LIFE)[0]
    s.p2.don(active=2)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    decline_counters(g)
    expect_decision(g, 1, TRIGGER_DECISION)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, CONFIRM)                # pay the DON!! -2 or not
    g.apply(Action("accept"))
    # Paid: the card is on the field at once, and the next decision is its
    # own [On Play] (how many DON!! to add), not whether to play it.
    assert sunday in g.state.chars[1]
    assert g.state.don_deck[1] == 10
    expect_decision(g, 1, CHOOSE_NUMBER)


# =============================================================================
# qa_op05.md
# =============================================================================

def test_qa_op05_008_chaka_q1_both_don_go_to_one_card():
    """qa_op05.md, OP05-008 Q1: the up to 2 rested DON!! cannot be split
    between the Leader and a Character: one card receives them."""
    s = Scenario()
    chaka = s.p1.character("OP05-008", don=1)
    v = s.p1.character(VIVI)
    s.p1.don(rested=2)
    g = s.build()
    g.apply(Action("activate", chaka, 0))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", v))
    expect_decision(g, 0, CHOOSE_NUMBER)          # how many, all to v
    g.apply(Action("number", -1, 2))
    expect_decision(g, 0, MAIN_DECISION)
    st = g.state
    assert st.don[v] == 2 and st.don[s.p1.leader_id] == 0 and st.don_rested[0] == 0
    assert Action("activate", chaka, 0) not in opts(g), "[Once Per Turn]"


def test_qa_op05_019_fire_fist_q1_minus_4000_on_one_ko_of_another():
    """qa_op05.md, OP05-019 Q1: Fire Fist may give -4000 to one Character
    and K.O. another Character with 0 power or less."""
    s = Scenario()
    ev = s.p1.hand("OP05-019")[0]
    s.p1.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    s.p1.don(active=2)
    big = s.p2.character(FRANKY)
    zero = s.p2.character(ZERO)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", big))
    expect_decision(g, 0, SELECT)
    assert zero in selectable(g)
    g.apply(Action("select", zero))
    assert power(g.state, big) == 2000 and big in g.state.chars[1]
    assert zero in g.state.trash[1]


def test_qa_op05_022_rosinante_q1_a_blocking_leader_that_loses_takes_damage():
    """qa_op05.md, OP05-022 Q1: the Leader blocks with its [Blocker] and
    loses the battle: its player takes damage."""
    s = Scenario()
    a = s.p1.character(FRANKY)                    # 6000
    s.p2.leader("OP05-022")
    t = s.p2.character(ROBIN, rested=True)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, t))
    expect_decision(g, 1, BLOCK)
    g.apply(Action("block", s.p2.leader_id))
    decline_counters(g)
    assert len(g.state.life[1]) == 1
    assert t in g.state.chars[1]


def test_qa_op05_031_buffalo_q1_the_attacking_buffalo_counts_as_rested():
    """qa_op05.md, OP05-031 Q1: Buffalo, rested by attacking, and one other
    rested Character make "2 or more rested Characters"."""
    s = Scenario()
    buffalo = s.p1.character("OP05-031")
    small = s.p1.character(CHOPPER, rested=True)  # cost 1
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", buffalo, s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", small))
    assert not g.state.rested[small]


def test_qa_op05_039_stick_stickem_meteora_q1_koing_the_attacker_ends_the_battle():
    """qa_op05.md, OP05-039 Q1: the [Counter] K.O.s the (rested) attacking
    Character: the battle ends with no Damage Step."""
    s = Scenario()
    a = s.p1.character(VIVI)                      # cost 2
    ev = s.p2.hand("OP05-039")[0]
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("counter_event", ev))
    expect_decision(g, 1, SELECT)
    g.apply(Action("select_done"))
    expect_decision(g, 1, SELECT)
    g.apply(Action("select", a))
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert a in g.state.trash[0] and len(g.state.life[1]) == 1


def test_qa_op05_075_mr1_q1_a_mr1_played_during_the_attack_misses_it():
    """qa_op05.md, OP05-075 Q1: a second Mr.1 played by the first one's
    [On Your Opponent's Attack] does not use its own such effect in the
    same attack."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    first = s.p2.character("OP05-075")
    second = s.p2.hand("OP05-075")[0]
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, SELECT)
    g.apply(Action("select", second))
    assert second in g.state.chars[1] and first in g.state.chars[1]
    assert g.decision.kind != CONFIRM
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert g.state.don_deck[1] == 9, "only 1 DON!! returned"


def test_qa_op05_086_vivi_q1_blocker_lost_when_the_trash_drops_to_9():
    """qa_op05.md, OP05-086 Q1: Vivi, played with 10 cards in the trash, has
    [Blocker]; once the trash holds 9 cards it has none: the condition is
    checked continuously, not when Vivi is played."""
    every = (LEADER, CHARACTER, EVENT, STAGE)
    # A made-up Event: [Main] add up to 2 cards from your trash to your hand.
    salvage = custom_card("T-SALVAGE", "Salvage", "Event", Ability(MAIN, steps=(
        AddToHand(Choose(Cards(YOU, area=TRASH, categories=every), 2,
                         up_to=True)),)), cost=0)
    blocker = KEYWORD_BITS["Blocker"]
    s = Scenario()
    vivi = s.p1.hand("OP05-086")[0]
    ev = s.p1.hand(salvage)[0]
    trash = s.p1.trash(*[VIVI] * 10)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", vivi))
    assert keywords(g.state, vivi) & blocker, "10 cards in the trash"
    g.apply(Action("play", ev))                   # the Event itself: 11
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", trash[0]))
    g.apply(Action("select", trash[1]))
    if g.decision.kind == SELECT:
        g.apply(Action("select_done"))
    assert len(g.state.trash[0]) == 9
    assert not keywords(g.state, vivi) & blocker


def test_qa_op05_095_dragon_claw_q1_14_in_trash_is_enough():
    """qa_op05.md, OP05-095 Q1: with 14 cards in the trash the Event itself
    is trashed on activation, making 15, so its K.O. part applies."""
    s = Scenario()
    a = s.p1.character(FRANKY)                    # cost 4
    ev = s.p2.hand("OP05-095")[0]
    s.p2.trash(*[VIVI] * 14)
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("counter_event", ev))
    expect_decision(g, 1, SELECT)
    g.apply(Action("select", s.p2.leader_id))
    expect_decision(g, 1, SELECT)
    assert a in selectable(g)
    g.apply(Action("select", a))
    assert a in g.state.trash[0]



# =============================================================================
# Starter decks: qa_st-05.md .. qa_st-29.md
# =============================================================================

FILM_BODY = "OP02-028"          # a vanilla {FILM} Character, 5000


def test_qa_st05_001_shanks_q1_the_film_bonus_does_not_reach_the_leader():
    """qa_st-05.md, ST05-001 Q1: Shanks's [Activate: Main] gives +2000 to the
    {FILM} Characters only, not to Shanks, a {FILM} Leader."""
    s = Scenario()
    shanks = s.p1.leader("ST05-001")
    film = s.p1.character(FILM_BODY)
    s.p1.don(active=3)
    g = s.build()
    assert "FILM" in card_def("ST05-001").types and "FILM" in card_def(FILM_BODY).types
    g.apply(Action("activate", shanks, 0))
    while g.decision.kind in (CONFIRM, RETURN_DON):
        g.apply(Action("accept") if g.decision.kind == CONFIRM
                else min(g.legal_actions()))
    assert g.state.don_deck[0] == 10
    assert power(g.state, film) == 7000
    assert power(g.state, shanks) == 5000


@pytest.mark.parametrize("cost_area,survives", [(4, True), (3, False)])
def test_qa_st05_008_shiki_q1_given_don_count_for_8_don(cost_area, survives):
    """qa_st-05.md, ST05-008 Q1: "8 or more DON!! cards on your field"
    counts the DON!! given to the Leader and Characters: 2 on Shiki, 2 on
    the Leader and 4 in the cost area keep Shiki from a K.O. in battle."""
    big = custom_card("T-BIG", "Big", "Character", cost=9, power=12000)
    s = Scenario()
    a = s.p1.character(big)
    s.p2.leader(LUFFY_LEADER, don=2)
    shiki = s.p2.character("ST05-008", rested=True, don=2)
    s.p2.don(active=cost_area)
    g = s.build()
    g.apply(Action("attack", a, shiki))
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert (shiki in g.state.chars[1]) is survives


def test_qa_st05_011_douglas_bullet_q1_double_attack_with_no_opposing_character():
    """qa_st-05.md, ST05-011 Q1: with no Character on the opponent's side,
    Douglas Bullet still gains [Double Attack]."""
    s = Scenario()
    db = s.p1.character("ST05-011")
    s.p1.don(active=4)
    g = s.build()
    assert not keywords(g.state, db) & KEYWORD_BITS["Double Attack"]
    g.apply(Action("activate", db, 0))
    while g.decision.kind in (CONFIRM, RETURN_DON, SELECT):
        g.apply(Action("accept") if g.decision.kind == CONFIRM
                else min(g.legal_actions()))
    assert keywords(g.state, db) & KEYWORD_BITS["Double Attack"]


def test_qa_st06_002_koby_q1_played_with_no_other_card_in_hand():
    """qa_st-06.md, ST06-002 Q1: Koby can be played with no other card in
    hand; its [On Play] (whose cost trashes a card) cannot be used."""
    s = Scenario()
    koby = s.p1.hand("ST06-002")[0]
    s.p1.don(active=1)
    zero = s.p2.character(custom_card("T-COST0", "Zero cost", "Character", cost=0,
                                      power=1000))
    g = s.build()
    assert Action("play", koby) in opts(g)
    g.apply(Action("play", koby))
    expect_decision(g, 0, MAIN_DECISION)
    assert koby in g.state.chars[0] and zero in g.state.chars[1]


def test_qa_st06_017_navy_hq_q1_the_two_effects_may_pick_different_characters():
    """qa_st-06.md, ST06-017 Q1: the [On Play] -1 cost and the [Activate:
    Main] -1 cost may each go to a different Character."""
    s = Scenario()
    s.p1.leader("ST06-001")                       # {Navy}
    hq = s.p1.hand("ST06-017")[0]
    s.p1.don(active=1)
    a, b = s.p2.character(FRANKY), s.p2.character(ROBIN)
    g = s.build()
    g.apply(Action("play", hq))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", a))
    g.apply(Action("activate", hq, 1))            # its second ability
    if g.decision.kind == CONFIRM:
        g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert b in selectable(g)
    g.apply(Action("select", b))
    assert cost(g.state, a) == 3 and cost(g.state, b) == 2
    assert g.state.rested[hq]


def test_qa_st08_005_shanks_q1_all_cost_1_characters_are_koed_with_no_choice():
    """qa_st-08.md, ST08-005 Q1: once the cost is paid, every Character with
    a cost of 1 or less, the player's own included, is K.O.'d."""
    s = Scenario()
    shanks = s.p1.hand("ST08-005")[0]
    card = s.p1.hand(BLANK)[0]
    own_small = s.p1.character(CHOPPER)           # cost 1
    own_big = s.p1.character(VIVI)
    their_small = s.p2.character(CHOPPER)
    s.p1.don(active=9)
    g = s.build()
    g.apply(Action("play", shanks))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    if g.decision.kind == SELECT:
        g.apply(Action("select", card))
    expect_decision(g, 0, MAIN_DECISION)
    st = g.state
    assert card in st.trash[0]
    assert own_small in st.trash[0] and their_small in st.trash[1]
    assert own_big in st.chars[0] and shanks in st.chars[0]


def test_qa_st09_001_yamato_q1_the_second_damage_is_dealt_at_6000():
    """qa_st-09.md, ST09-001 Q1: with 3 Life, Yamato (1 DON!! given) is hit
    by a 5000 [Double Attack]; after the first damage it has 6000 power, yet
    the second damage is still dealt."""
    double = custom_card("T-DOUBLE5", "Double", "Character", cost=5, power=5000,
                         keywords=("Double Attack",))
    s = Scenario()
    a = s.p1.character(double)
    yamato = s.p2.leader("ST09-001", don=1)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    assert power(g.state, yamato) == 5000
    g.apply(Action("attack", a, yamato))
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    assert len(g.state.life[1]) == 1
    assert power(g.state, yamato) == 6000


@pytest.mark.parametrize("number", ["ST09-002", "ST09-009"])
def test_qa_st09_002_009_trigger_always_adds_this_card_to_hand(number):
    """qa_st-09.md, ST09-002 Q1 and ST09-009 Q1: after the [Trigger] effect,
    the card is added to the hand: no choice is offered."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    small = s.p1.character(CHOPPER)               # cost 1: a legal choice
    card = s.p2.life(number, NO_COUNTER_LIFE)[0]
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, TRIGGER_DECISION)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, SELECT)
    assert small in selectable(g) and Action("select_done") in opts(g)
    g.apply(Action("select_done"))               # even choosing no Character
    expect_decision(g, 0, MAIN_DECISION)
    assert card in g.state.hand[1]
    assert small in g.state.chars[0]


def test_qa_st11_004_new_genesis_q1_don_set_active_without_adding_a_card():
    """qa_st-11.md, ST11-004 Q1: with an [Uta] Leader (here only for its
    name), the DON!! part of New Genesis applies even when no card is added
    to the hand."""
    s = Scenario()
    s.p1.leader("ST11-001")
    ev = s.p1.hand("ST11-004")[0]
    deck = s.p1.deck(FILM_BODY, VIVI, ROBIN, VIVI)
    s.p1.don(active=1, rested=1)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, 0, SELECT)
    assert deck[0] in selectable(g)
    g.apply(Action("select_done"))
    bottom_all(g)
    while g.decision.kind in (CHOOSE_NUMBER, SELECT):
        g.apply(max(a for a in g.legal_actions() if a.kind in ("number", "select")))
    expect_decision(g, 0, MAIN_DECISION)
    assert deck[0] not in g.state.hand[0]
    assert g.state.don_active[0] == 1 and g.state.don_rested[0] == 1


def draw3():
    """A made-up Event: [Main] draw 3 cards."""
    return custom_card("T-DRAW3", "Draw three", "Event", Ability(MAIN, steps=(Draw(3),)),
                       cost=0)


def again():
    """A made-up Event: [Main] set up to 1 of your Characters as active."""
    return custom_card("T-AGAIN", "Again", "Event",
                       Ability(MAIN, steps=(SetActive(Choose(Cards(YOU))),)), cost=0)


def test_qa_st12_011_sanji_q1_the_bonus_lasts_when_the_hand_grows():
    """qa_st-12.md, ST12-011 Q1: Sanji's +2000 gained with 5 cards in hand
    stays until the start of the next turn even if the hand grows to 6 or
    more."""
    s = Scenario()
    sanji = s.p1.character("ST12-011", don=1)
    ev, *_ = s.p1.hand(draw3(), BLANK, BLANK, BLANK, BLANK)
    s.p1.deck(*[VIVI] * 6)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", sanji, s.p2.leader_id))
    decline_counters(g)
    assert power(g.state, sanji) == 3000 + 1000 + 2000
    g.apply(Action("play", ev))
    assert len(g.state.hand[0]) == 7
    g.apply(Action("end_phase"))
    assert g.state.turn_player == 1
    assert power(g.state, sanji) == 3000 + 2000, "no DON!! bonus on P2's turn"


def test_qa_st12_011_sanji_q2_two_attacks_give_plus_4000():
    """qa_st-12.md, ST12-011 Q2: Sanji's [When Attacking] used twice in one
    turn (set active in between) gives +4000 in all."""
    s = Scenario()
    sanji = s.p1.character("ST12-011", don=1)
    ev = s.p1.hand(again())[0]
    s.p2.life(*[NO_COUNTER_LIFE] * 3)
    g = s.build()
    g.apply(Action("attack", sanji, s.p2.leader_id))
    decline_counters(g)
    g.apply(Action("play", ev))
    if g.decision.kind == SELECT:
        g.apply(Action("select", sanji))
    assert not g.state.rested[sanji]
    g.apply(Action("attack", sanji, s.p2.leader_id))
    decline_counters(g)
    assert power(g.state, sanji) == 3000 + 1000 + 4000
    assert len(g.state.life[1]) == 1


def test_qa_st18_002_o_nami_q1_draws_2_with_an_empty_hand():
    """qa_st-15-20.md, ST18-002 Q1: with no card in hand and 8 or more
    DON!! on the field, O-Nami's [On Play] still draws 2 cards."""
    s = Scenario()
    nami = s.p1.hand("ST18-002")[0]
    drawn = s.p1.deck(VIVI, VIVI, VIVI)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", nami))
    expect_decision(g, 0, MAIN_DECISION)
    assert set(g.state.hand[0]) == set(drawn[:2])



# =============================================================================
# Rulings filed under a card that is not automated, about an automated card
# they name: the named card is the real one, the other a made-up stand-in
# =============================================================================

def test_qa_op02_018_marco_q1_otamas_minus_2000_is_gone_after_marco_returns():
    """qa_op02.md, OP02-018 Q1 (with the real OP01-006 Otama): Marco, given
    -2000 by Otama's [On Play] and then K.O.'d, is played again from the
    trash by its own [On K.O.] as a new card, without the -2000."""
    # Made-up stand-in for OP02-018: [On K.O.] play this Character card from
    # your trash rested (its cost and its Life condition are left out).
    marco = custom_card("T-OP02-018", "Marco", "Character", Ability(
        ON_KO, steps=(PlayCard(This(), rested=True),)), cost=4, power=5000)
    s = Scenario()
    otama = s.p1.hand("OP01-006")[0]
    a = s.p1.character(ROBIN)                     # 5000
    s.p1.don(active=card_def("OP01-006").cost)
    m = s.p2.character(marco, rested=True)
    g = s.build()
    g.apply(Action("play", otama))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", m))
    assert power(g.state, m) == 3000
    g.apply(Action("attack", a, m))
    decline_counters(g)
    expect_decision(g, 0, MAIN_DECISION)
    st = g.state
    assert m in st.chars[1] and st.rested[m]
    assert power(st, m) == 5000


def test_qa_st06_004_smoker_q2_not_koed_by_kaidos_on_play():
    """qa_st-06.md, ST06-004 Q2 (with the real OP01-094 Kaido): a Character
    that cannot be K.O.'d by effects survives Kaido's [On Play], which
    K.O.s every other Character."""
    # Made-up stand-in for ST06-004: this Character cannot be K.O.'d by
    # effects (its [Double Attack] part is left out).
    smoker = custom_card("T-ST06-004", "Smoker", "Character", Static(
        CannotBeKOd(This(), by="effects")), cost=5, power=6000)
    s = Scenario()
    s.p1.leader("ST04-001")                       # {Animal Kingdom Pirates}
    kaido = s.p1.hand("OP01-094")[0]
    s.p1.don(active=10)
    sm = s.p2.character(smoker)
    other = s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", kaido))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    while g.decision.kind == RETURN_DON:
        g.apply(min(g.legal_actions()))
    st = g.state
    assert other in st.trash[1]
    assert sm in st.chars[1]


COVERED = ("OP01-001", "OP01-016", "OP01-020", "OP01-022", "OP01-026", "OP01-030",
           "OP01-035", "OP01-039", "OP01-046", "OP01-052", "OP01-057", "OP01-064",
           "OP01-070", "OP01-071", "OP01-080", "OP01-084", "OP01-086", "OP01-087",
           "OP01-089", "OP01-093", "OP01-094", "OP01-101", "OP01-108", "OP01-109",
           "OP01-113", "OP01-115", "OP01-118", "OP01-119",
           "OP02-001", "OP02-050", "OP02-059", "OP02-065", "OP02-067", "OP02-068",
           "OP02-070", "OP02-082", "OP02-112", "OP03-033", "OP03-066", "OP03-072",
           "OP03-097", "OP03-118", "OP04-008", "OP04-016", "OP04-018", "OP04-019",
           "OP04-036", "OP04-064", "OP05-008", "OP05-019", "OP05-022", "OP05-031",
           "OP05-039", "OP05-075", "OP05-086", "OP05-095", "ST05-001", "ST05-008",
           "ST05-011", "ST06-002", "ST06-017", "ST08-005", "ST09-001", "ST09-002",
           "ST09-009", "ST11-004", "ST12-011", "ST18-002", "OP01-006")


# =============================================================================
# Rulings not covered here
# =============================================================================
#
# qa_op04.md, OP04-064 Q1 is filed under an automated card but turns on the
# OP04-058 Crocodile Leader, whose "when a DON!! card is returned to your
# DON!! deck" timing the effect language does not have (see below).
#
# Rulings of qa_op01.md .. qa_op05.md and of the starter-deck files filed
# under a card that is not automated yet, by the mechanic the compiler
# cannot express (src/optcg/cards/data/compile_report.json has the clause
# each card stops at).  The question under the empty heading of qa_op02.md
# is OP02-023 Q1, and the one under the empty heading of qa_op04.md is
# OP04-038 Q1.  Several of them are checked with made-up cards in
# tests/test_faq_rulings.py; OP02-018 Q1, OP02-049 Q1 and ST06-004 Q2 are
# checked above with the automated card they name and a made-up stand-in.
#
# - Timings the language has no trigger for: when an Event or a [Trigger] or
#   a [Blocker] is activated, a Character is K.O.'d or played, DON!! is
#   given or returned, Life is added to the hand or reaches 0, an attack
#   deals damage, a Character battles or its battle ends, the Leader attacks
#   or is attacked: OP01-004 Q1-Q4, OP01-061 Q1, OP01-062 Q1-Q4,
#   OP02-002 Q1-Q2, OP02-026 Q1-Q3, OP02-071 Q1-Q2, OP03-001 Q1-Q6,
#   OP03-040 Q1, OP03-041 Q1, OP03-043 Q1-Q4, OP03-047 Q1-Q2, OP03-051 Q1,
#   OP03-076 Q1-Q2, OP04-024 Q1-Q4, OP04-047 Q1, OP04-053 Q1, OP04-058 Q1,
#   OP05-098 Q1-Q4, OP05-107 Q1, OP05-109 Q1, ST05-010 Q1, ST08-001 Q1,
#   ST08-013 Q1, ST10-006 Q1-Q2, ST10-007 Q1, ST10-011 Q1, ST10-014 Q1-Q2.
# - Replacement effects for other cards, for removal other than K.O., or
#   with a cost paid instead (WOULD_BE_KO replaces only the card's own
#   K.O.): OP04-082 Q1, OP05-001 Q1-Q3, OP05-030 Q1-Q3, OP05-032 Q1,
#   OP05-100 Q1-Q3, ST09-010 Q1, ST20-002 Q1, ST22-005 Q1, ST22-012 Q1,
#   ST25-003 Q1, ST29-008 Q1.
# - Attacking the opponent's active Characters: OP01-021 Q1, OP01-112 Q1,
#   OP02-014 Q1, OP04-081 Q1, OP04-090 Q1.
# - Protection with a condition or a filter, or given to other cards (from
#   K.O. by effects, from K.O. in battle by an attribute, from removal by
#   the opponent): OP01-024 Q1, OP02-027 Q1-Q2, OP02-102 Q1, OP04-083 Q1,
#   OP04-119 Q1-Q2, ST05-017 Q1, ST06-004 Q1-Q2, ST06-016 Q1, ST14-009 Q1.
# - Deck-top handling other than looking, taking up to N and putting the
#   rest at the bottom: top-or-bottom placement, revealing the top card and
#   acting on what it is, playing from the looked-at cards, trashing the
#   rest, trashing from the top of the deck, searches for names or for types
#   that include a word: OP01-060 Q1, OP01-073 Q1-Q2, OP01-077 Q1-Q2,
#   OP01-088 Q1-Q2, OP01-116 Q1-Q2, OP03-054 Q1-Q2, OP03-055 Q1,
#   OP03-089 Q1, OP03-094 Q1, OP03-112 Q1, OP04-011 Q1, OP04-046 Q1,
#   OP04-066 Q1-Q2, OP04-079 Q1-Q3, OP04-091 Q1, OP05-101 Q1, ST11-001 Q1,
#   ST12-010 Q1-Q2, ST17-001 Q1-Q2, ST22-002 Q1, ST22-003 Q1-Q2,
#   ST22-006 Q1-Q2, ST22-007 Q1, ST22-016 Q1.
# - Choose-one modes, chosen by the player or by the opponent:
#   OP03-028 Q1-Q2, ST07-010 Q1-Q3, ST07-015 Q1-Q4, ST20-005 Q1-Q3.
# - Acting on the opponent's hand or trash: the opponent chooses, reveals,
#   trashes or places cards: OP01-038 Q1, OP01-063 Q1-Q4, OP01-102 Q1,
#   OP01-105 Q1-Q3, OP01-114 Q1-Q2, OP03-095 Q1, OP05-079 Q1,
#   ST06-015 Q1-Q2, ST10-010 Q1.
# - Life handling: face-up Life, the top or bottom Life card, looking at and
#   reordering all Life cards, adding a hand card or a Character to Life,
#   forbidding Life cards from going to the hand: OP02-004 Q1,
#   OP02-023 Q1-Q3, OP03-099 Q1-Q2, OP03-100 Q1, OP03-123 Q1,
#   ST07-001 Q1-Q3, ST07-017 Q1-Q3, ST09-008 Q1, ST13-001 Q1, ST13-002 Q1,
#   ST13-003 Q1-Q4, ST13-004 Q1-Q2, ST13-009 Q1, ST13-012 Q1, ST13-016 Q1,
#   ST13-017 Q1, ST20-001 Q1, ST29-007 Q1.
# - Conditions on the number of DON!! cards (on the field, active, or
#   compared with the opponent's) and the opponent returning DON!!:
#   OP01-091 Q1, OP01-095 Q1-Q2, OP02-085 Q1-Q2, OP02-089 Q1-Q5,
#   OP02-090 Q1-Q2, OP02-091 Q1-Q2, OP04-028 Q1, OP04-034 Q1,
#   OP05-062 Q1-Q2, ST05-005 Q1, ST10-002 Q1-Q2.
# - Conditions on Life counts compared with the opponent's or added to the
#   hand count, or a cost bound by the Life total: OP03-108 Q1, OP03-119 Q1,
#   OP04-040 Q1, ST13-011 Q1, ST29-013 Q1.
# - Conditions on other cards' cost or power (a Character of yours with a
#   high cost or power, any Character with cost 0, this Character's own
#   power) and on counts of Characters, rested cards or cards played this
#   turn: OP02-025 Q1-Q5, OP02-093 Q1-Q2, OP02-113 Q1-Q2, OP05-003 Q1-Q3,
#   OP05-005 Q1, OP05-084 Q1, OP05-092 Q1, ST10-004 Q1, ST12-003 Q1,
#   ST14-002 Q1, ST14-003 Q1-Q2, ST14-012 Q1, ST16-003 Q1, ST19-003 Q1-Q2,
#   ST21-017 Q1.
# - Permanent or conditional cost changes (all opposing Characters cheaper,
#   own Characters dearer, a card cheaper in the hand, a cost set to 0):
#   OP01-067 Q1, OP02-121 Q1-Q3, OP03-078 Q1-Q2, OP03-091 Q1, OP04-020 Q1,
#   ST14-001 Q1-Q2, ST14-017 Q1, ST19-004 Q1, ST23-001 Q1-Q2, ST23-002 Q1,
#   ST26-001 Q1-Q3, ST27-004 Q1.
# - Costs the language cannot pay: resting, returning, trashing or K.O.ing
#   other cards of your own, giving the Leader -5000, placing hand or trash
#   cards at the bottom of the deck, a typed or named card from the hand:
#   OP01-011 Q1, OP01-047 Q1, OP01-055 Q1-Q2, OP01-059 Q1, OP02-018 Q1,
#   OP02-035 Q1, OP03-012 Q1-Q2, OP03-036 Q1, OP03-070 Q1, OP04-002 Q1,
#   OP04-006 Q1, OP04-009 Q1, OP04-055 Q1-Q3, OP04-111 Q1, OP05-002 Q1,
#   OP05-082 Q1, OP05-087 Q1-Q2, ST06-012 Q1, ST12-001 Q1, ST17-002 Q1,
#   ST19-005 Q1, ST24-002 Q1-Q2, ST27-002 Q1, ST28-004 Q1, ST29-014 Q1-Q2.
# - Types matched by a word they include (Whitebeard Pirates, CP):
#   OP02-009 Q1-Q3, OP02-013 Q1-Q3, OP02-024 Q1-Q2, OP03-090 Q1,
#   ST15-004 Q1-Q2.
# - Color filters on cards to play, add or affect, and playing from the deck
#   with a shuffle: OP01-014 Q1-Q2, OP02-030 Q1-Q2, OP02-063 Q1,
#   OP04-118 Q1, OP05-091 Q1, ST21-015 Q1-Q2, ST27-005 Q1-Q2.
# - Effects about named cards: playing a named card when none is on the
#   field, conditions on having a named Character, targets limited to a
#   name, a named Leader gaining a keyword, name exclusions when playing:
#   OP01-049 Q1, OP01-044 Q1, OP01-050 Q1, OP02-031 Q1, OP03-016 Q1,
#   OP03-027 Q1, OP03-117 Q1, ST07-011 Q1, ST07-013 Q1, ST29-016 Q1-Q2.
# - Delayed actions at the end of the turn or of the battle, other than
#   power changes: OP02-064 Q1-Q3, OP03-005 Q1, OP04-026 Q1, OP04-033 Q1-Q2,
#   ST24-005 Q1-Q2.
# - Restrictions on chosen Characters or on the opponent: cannot attack,
#   does not become active in the Refresh Phase, cannot activate [Blocker],
#   may attack only a named card: OP01-051 Q1-Q3, OP01-085 Q1,
#   OP02-110 Q1-Q3, OP04-031 Q1-Q3, OP05-040 Q1-Q2, ST21-003 Q1,
#   ST24-004 Q1.
# - Base power and base cost (filters on them, or a base power that becomes
#   another card's): OP04-003 Q1, OP04-069 Q1.
# - Rules text: a card also named another name, any number of copies in a
#   deck: OP01-075 Q1, OP03-122 Q1, OP04-099 Q1.
# - Drawing or trashing until a hand size is reached, and hand-size
#   conditions on an exact size or written after their action:
#   OP02-049 Q1-Q2, OP02-051 Q1-Q3, OP02-069 Q1-Q3, OP05-047 Q1-Q2,
#   OP05-058 Q1-Q2.
# - Power for every card (in hand, or trashed by the effect), trashing any
#   number of cards: OP01-072 Q1, ST16-002 Q1.
# - Several targets or references in one effect: two targets with different
#   filters, a count or a power shared by several cards, a later reference
#   to the chosen card, the Leader and all Characters at once, a choice
#   between the hand and the deck bottom, several {types} in one filter:
#   OP01-003 Q1, OP01-040 Q1, OP01-096 Q1, OP02-120 Q1, OP04-004 Q1-Q2,
#   OP04-043 Q1-Q2, OP04-093 Q1, OP04-094 Q1, OP04-095 Q1-Q2,
#   OP05-007 Q1-Q2, ST10-001 Q1-Q3.
# - A cost written with its reminder text, or a DON!! cost before a Leader
#   condition: OP01-041 Q1-Q3, OP01-042 Q1.
# - Targets or conditions on the Leader alone (the Leader as the only
#   target, the Leader being active) and a duration to the end of the next
#   turn: OP04-017 Q1, OP04-035 Q1-Q2, ST10-016 Q1.
# - An ability printed with two timings at once ([On Play] and [When
#   Attacking], [Main] and [Counter]): OP02-062 Q1-Q3, OP04-038 Q1,
#   OP04-085 Q1, ST14-007 Q1, ST26-005 Q1.
# - Draws of a chosen number of cards (up to N): OP02-066 Q1.
