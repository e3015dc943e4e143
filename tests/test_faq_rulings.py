"""Official Q&A rulings (/work/shared/faq/*.md) as rules tests.

Each test names the ruling it checks ("qa_op01.md, OP01-026 Q2": the file,
the card the question is filed under and the question's rank under that
card), paraphrases the question in its docstring and asserts the answer the
ruling gives.  Rulings about cards of ST-01..ST-04 use the scripted cards
themselves; for every other card a made-up card is built with
`custom_card(...)` that carries only the part of the card's text the ruling
is about, described in our own words in a comment.  No official card text
or Q&A text is reproduced here.

This file holds the rulings that mention ST-01..ST-04 cards; the other
rulings checked with made-up cards are in tests/test_faq_rulings_battles.py,
_keyword_changes.py, _triggers_and_turns.py, _ko_and_play.py and
_values_and_costs.py, their shared cards in tests/faq_helpers.py.  Rulings
about cards the engine plays as printed are checked with the real cards, by
mechanic, in tests/test_faq_rulings_<mechanic>.py; the rulings not tested
yet are listed at the end of this file, with the reason.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import (
    ON_PLAY, WOULD_BE_KO, Ability, Cards, OpponentsTurn, Search, This, Trash)
from optcg.engine.events import KOd
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from faq_helpers import (
    ALL_CATEGORIES, BLANK, CROCODILE, DISASTER, FRANKY, HAWKINS, MELLOW, NAMI, NO_COUNTER_LIFE,
    ROBIN, VIVI, opts)


def test_faq_op01_016_nami_search_cannot_take_st01_007_nami():
    """qa_op01.md, OP01-016 Q4: a search for {Straw Hat Crew} cards "other
    than [Nami]" cannot pick ST01-007 Nami, which has that name."""
    # Made-up stand-in for OP01-016: on play, look at the top 5, reveal up to
    # one {Straw Hat Crew} card whose name is not Nami, add it to the hand,
    # and put the rest at the bottom.
    searcher = custom_card("T-OP01-016", "Nami", "Character", Ability(ON_PLAY, steps=(
        Search(5, Cards(categories=ALL_CATEGORIES, types=("Straw Hat Crew",),
                        exclude_names=("Nami",))),)), cost=1, power=2000)
    s = Scenario()
    h = s.p1.hand(searcher)[0]
    nami, franky, robin = s.p1.deck(NAMI, FRANKY, ROBIN)
    s.p1.don(active=1)
    g = s.build()
    assert card_def(NAMI).name == "Nami" and "Straw Hat Crew" in card_def(NAMI).types
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert opts(g) == {Action("select", franky), Action("select", robin),
                       Action("select_done")}
    g.apply(Action("select", franky))
    assert franky in g.state.hand[0] and nami not in g.state.hand[0]


def test_faq_op01_062_disaster_leaves_five_cards_in_hand_after_it_resolves():
    """qa_op01.md, OP01-062 Q2 (the ST04-014 part): with 5 cards in hand,
    activating ST04-014 Lead Performer "Disaster" takes the hand to 4 (the
    Event is trashed first) and its draw brings it back to 5, so a check made
    after the Event has resolved sees 5 cards."""
    s = Scenario()
    disaster, *_ = s.p1.hand(DISASTER, BLANK, BLANK, BLANK, BLANK)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", disaster))
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)           # "add up to 1 DON!!"
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert disaster in st.trash[0] and disaster not in st.hand[0]
    assert len(st.hand[0]) == 5, "4 cards left after the Event, then 1 drawn"
    assert st.don_active[0] == 1, "4 DON!! rested to pay, 1 added active"


def test_faq_op05_030_hawkins_still_sets_active_when_its_opponent_is_trashed_instead():
    """qa_op05.md, OP05-030 Q1: ST02-010 Basil Hawkins battles a Character
    that is trashed by its own replacement effect instead of being K.O.'d;
    Hawkins's "if this Character battles your opponent's Character" effect
    still activates."""
    # Made-up stand-in for OP05-030: on the opponent's turn, when it would be
    # K.O.'d, its owner may trash it instead.
    rosinante = custom_card("T-OP05-030", "Rosinante", "Character", Ability(
        WOULD_BE_KO, conditions=(OpponentsTurn(),), steps=(Trash(This()),)),
        cost=2, power=1000)
    s = Scenario()
    hawkins = s.p1.character(HAWKINS, don=1)
    target = s.p2.character(rosinante, rested=True)
    g = s.build()
    g.apply(Action("attack", hawkins, target))
    expect_decision(g, 1, DecisionKind.CONFIRM)                 # the replacement is optional
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert target in st.trash[1]
    assert not any(e.rule == "7-1-4-1-2" and isinstance(e, KOd) for e in g.events)
    assert not st.rested[hawkins], "Hawkins's effect set it active"


def test_faq_op06_044_love_love_mellow_draws_when_it_was_the_only_card_in_hand():
    """qa_op06.md, OP06-044 Q1 (the ST03-017 part): a player with only
    ST03-017 Love-Love Mellow in hand uses it as a Counter; the Event leaves
    the hand first, so the hand-size condition holds and a card is drawn."""
    s = Scenario()
    mellow = s.p2.hand(MELLOW)[0]
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE)
    drawn = s.p2.deck(BLANK)[0]
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", mellow))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", s.p2.leader_id))
    st = g.state
    assert power(st, s.p2.leader_id) == 9000
    assert st.hand[1] == [drawn]
    assert len(st.life[1]) == 1, "5000 does not beat 9000: no damage"


def test_faq_op06_048_crocodile_on_block_can_bottom_deck_the_attacker():
    """qa_op06.md, OP06-048 Q2 (the ST03-003 part): after ST03-003 Crocodile
    blocks, its [On Block] effect can place the attacking Character (cost 2
    or less) at the bottom of its owner's deck; the battle then ends."""
    s = Scenario()
    attacker = s.p1.character(VIVI)               # cost 2, 4000
    croc = s.p2.character(CROCODILE, don=1)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.BLOCK)
    g.apply(Action("block", croc))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert Action("select", attacker) in opts(g)
    g.apply(Action("select", attacker))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert st.deck[0][0] == attacker, "at the bottom of P1's deck"
    assert croc in st.chars[1] and len(st.life[1]) == 1
    assert any(e.rule == "7-1-2-3" for e in g.events)


# =============================================================================
# Rulings not tested, and why
# =============================================================================
#
# The rulings once listed here for a mechanic the effect language lacked
# are tested with the real cards now, by mechanic, in
# tests/test_faq_rulings_<mechanic>.py (timings of K.O., Events, damage,
# play and attack; DON!! returned and counted; Life counts and handling;
# costs and cost changes; base values; replacements; protection;
# restrictions and durations; choose-one modes; face-up Life; hidden
# choices; several targets; names; the deck top; hand counts; exact
# values), or in the card's own behaviour test,
# tests/cards/<set>/test_<set>_<number>.py.  What is left:
#
# Cards not automated yet (`python -m optcg cards show NUMBER` names the
# clause the compiler stops at):
# - qa_op06.md OP06-044 Q1 (Gion: "your opponent must place N cards ..."):
#   only the ST03-017 Mellow draw is tested above.
# - qa_op06.md OP06-048 Q1-Q2 (Zeff: "when your opponent activates [Blocker]
#   or an Event"): only ST03-003 Crocodile's [On Block] is tested above.
# - qa_op10.md OP10-042 Q1-Q6 (Usopp) and qa_op11.md OP11-102 Q1-Q4 (Camie):
#   "This effect can be activated when ...".
# - qa_eb03.md EB03-031 Q1 (Vinsmoke Reiju: "activate the [Main] effect of
#   up to 1 ...").
# - qa_op14_eb04.md OP14-001 Q1-Q3 (Trafalgar Law) and OP14-017 Q1
#   (Chambres): "swap the base power of ...".
# - qa_op10.md OP10-098 Q1-Q6 (Liberation: "negate the effect of ...").
# - qa_eb01.md EB01-052 Q1-Q2 (Viola: "look at all of your opponent's Life
#   cards").
# Rulings about an automated card that turn on another card not automated:
# - qa_op12.md OP12-053 Q1 (the OP12-040 Kuzan Leader's draw),
#   qa_op09.md OP09-061 Q2 (OP08-074 Black Maria).
# Rulings with nothing in the game state to assert:
# - qa_op01.md OP01-063 Q3, OP01-105 Q2, qa_op03.md OP03-078 Q2: the
#   opponent may reorder their hand while cards are chosen from it; the
#   order of a hidden hand is not part of the state, and such choices are
#   made by position (test_faq_rulings_hidden_choices checks that).
# A ruling at odds with the card text the engine plays:
# - qa_eb01.md EB01-029 Q1 returns the revealed card to the top of the
#   deck; the English text of the card data places it at the bottom of the
#   deck, and the engine follows that text.  Not tested.
