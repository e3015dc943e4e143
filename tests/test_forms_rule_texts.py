"""The card-text compiler, rule texts: a card also named another name, any
number in a deck, and winning when the deck is reduced to 0.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    P2,
    card_of,
    leader,
    opts,
    play_from_hand,
    read,
    scenario,
    selects,
    vanilla,
)

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.stats import power
from optcg.testing import custom_card, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "names_cards": ("Character", (
        "[On Play] Up to 1 of your [Test Hero] or [Test Rival] cards gains +1000 power during "
        "this turn.")),
    "name_leader": ("Character", (
        "[On Play] Up to 1 of your [Test Hero] Leader gains +1000 power during this turn.")),
}

# (category, line): the lines that are not abilities (permanent effects, rule
# texts), kept apart from EXAMPLES, whose abilities the step-form guard of
# test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    "deck_out_at_end_of_turn": ("Leader", (
        "Under the rules of this game, you do not lose when your deck has 0 cards. You lose at "
        "the end of the turn in which your deck becomes 0 cards.")),
    "deck_rule_and_start": ("Leader", (
        "Under the rules of this game, you cannot include Characters with a cost of 8 or more "
        "in your deck and at the start of the game, play up to 1 {Test Crew} type Stage card "
        "from your deck.")),
    # -- rule texts
    "also_named": ("Character", (
        "Also treat this card's name as [Test Hero] according to the rules.")),
    "also_named_two": ("Character", (
        "Under the rules of this game, also treat this card's name as [Test Hero] and "
        "[Test Rival].")),
    "any_number": ("Character", (
        "Under the rules of this game, you may have any number of this card in your deck.")),
    "deck_ban": ("Leader", (
        "Under the rules of this game, you cannot include cards with a cost of 5 or more in "
        "your deck.")),
    "deck_ban_events": ("Leader", (
        "Under the rules of this game, you cannot include Events with a cost of 3 or more in "
        "your deck.")),
    "played_rested": ("Leader", "Your Character cards are played rested."),
    "deck_out_wins": ("Leader", (
        "When your deck is reduced to 0, you win the game instead of losing, according to the "
        "rules.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    assert read(ex("also_named_two")).effect == L.AlsoNamed(("Test Hero", "Test Rival"))


# -- rule texts ----------------------------------------------------------------------------

def test_also_named_matches_the_other_names():
    s = scenario()
    hero = s.p1.character(card_of(ex("also_named"), name="Someone", power=1000))
    rival = s.p1.character(card_of(ex("also_named_two"), name="Another", power=1000))
    s.p1.character(vanilla("Plain"))
    game, _me = play_from_hand(s, card_of(ex("names_cards")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero, rival)
    game.apply(Action("select", rival))
    assert power(game.state, rival) == 2000
    assert game.state.defs[hero].names == ("Someone", "Test Hero")


def test_leader_is_condition_reads_the_other_names():
    named = card_of("Also treat this card's name as [Test Hero] according to the rules.",
                    category="Leader", name="Leader Someone")
    line = "[On Play] If your Leader is [Test Hero], draw 1 card."
    for lead, drawn in ((named, 1), (leader(), 0)):
        s = scenario(leader1=lead)
        s.p1.deck(vanilla("A"))
        game, _me = play_from_hand(s, card_of(line))
        assert len(game.state.hand[P1]) == drawn


def test_name_leader_description_chooses_the_named_leader_only():
    s = scenario(leader1=custom_card("L-H", "Test Hero", "Leader", power=5000))
    s.p1.character(custom_card("C-H", "Test Hero", "Character"))
    game, _me = play_from_hand(s, card_of(ex("name_leader")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(s.p1.leader_id)


# -- "When your deck is reduced to 0, you win the game instead of losing" -----------------

@pytest.mark.parametrize("special", [True, False])
def test_deck_out_wins_with_this_leader(special):
    me = (card_of(ex("deck_out_wins"), category="Leader", power=5000, life=5) if special
          else leader())
    s = scenario(leader1=me)
    s.p1.deck(vanilla("Last"))
    game, _ = play_from_hand(s, card_of("[Main] Draw 1 card.", category="Event", cost=0),
                             cost=0)
    winner = game.state.result.winner
    assert winner == (P1 if special else P2)


def test_deck_bans_read_as_deck_construction_rules():
    assert read(ex("deck_ban"), "Leader") == L.Static(L.DeckExcludes(L.Cards(L.YOU, L.DECK, (), cost_min=5)))
    assert read(ex("deck_ban_events"), "Leader") == L.Static(L.DeckExcludes(L.Cards(L.YOU, L.DECK, (L.EVENT,), cost_min=3)))
    # a rule text, never applied on the field (CR 5-1-2-4)
    card = card_of(ex("deck_ban"), category="Leader", name="Strict", number="T-BAN")
    assert all(kind == () for kind in card.statics_by_kind)


def test_characters_played_by_an_effect_enter_rested_too():
    assert read(ex("played_rested"), "Leader") == L.Static(L.PlayedRested())
    boss = card_of(ex("played_rested"), category="Leader", name="Boss", number="T-BOSS")
    s = scenario(leader1=boss)
    mate, = s.p1.trash(vanilla("Mate", cost=2))
    raiser = card_of("[On Play] Play up to 1 Character card with a cost of 2 or less from your "
                     "trash.", name="Raiser", number="T-RAISE")
    game, me = play_from_hand(s, raiser)
    expect_decision(game, P1, "select")
    game.apply(Action("select", mate))
    assert mate in game.state.chars[P1] and game.state.rested[mate]
    assert game.state.rested[me]                  # played from the hand: rested as well
