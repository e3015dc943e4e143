"""The card-text compiler, event timings of activations and plays: your
opponent activating [Blocker] or an Event, you activating an Event,
Characters played or returned, and a Character with no base effect played
from the hand (the examples are in test_forms_timings.py).
"""

from __future__ import annotations

from test_card_compiler import (
    P1,
    P2,
    card_of,
    opts,
    play_from_hand,
    scenario,
    selects,
    vanilla,
)
from test_forms_timings import ex

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import answer, expect_decision
from optcg.text.english import log_lines


# -- activations: Events and [Blocker] ------------------------------------------------------

def test_opponent_activates_blocker():
    s = scenario()
    watcher = s.p1.character(card_of(ex("opponent_blocker")))
    blocker = s.p2.character(card_of("[Blocker]", power=6000, name="Wall"))
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", watcher, s.p2.leader_id))
    expect_decision(game, P2, "block")
    game.apply(Action("block", blocker))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1
    # no block: no draw
    s = scenario()
    watcher = s.p1.character(card_of(ex("opponent_blocker")))
    s.p2.character(card_of("[Blocker]", power=6000, name="Wall"))
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", watcher, s.p2.leader_id))
    game.apply(Action("no_block"))
    assert game.state.hand[P1] == []


def test_opponent_activates_a_counter_event():
    event = card_of("[Counter] Your Leader gains +3000 power during this battle.",
                    category="Event", cost=0)
    s = scenario()
    watcher = s.p1.character(card_of(ex("opponent_event"), power=3000))
    ev = s.p2.hand(event)[0]
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("counter_event", ev))
    assert power(game.state, watcher) == 5000
    # a counter by trashing a Character card is no Event
    s = scenario()
    watcher = s.p1.character(card_of(ex("opponent_event"), power=3000))
    c = s.p2.hand(vanilla("Counter", counter=1000))[0]
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("counter", c, s.p2.leader_id))
    assert power(game.state, watcher) == 3000


def test_you_activate_an_event_resolves_after_the_event():
    event = card_of("[Main] Draw 1 card.", category="Event", cost=1, name="Event")
    s = scenario()
    s.p1.character(card_of(ex("you_event")), don=1)
    game, _ev = play_from_hand(s, event)
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 2
    log = log_lines(game, None)
    event_draw = max(k for k, line in enumerate(log) if "Event" in line)
    assert any("draws 1 card" in line for line in log[event_draw + 1:])
    # without its [DON!! x1]: the Event's draw only
    s = scenario()
    s.p1.character(card_of(ex("you_event")))
    game, _ev = play_from_hand(s, event)
    assert len(game.state.hand[P1]) == 1


# -- plays and returns ---------------------------------------------------------------------

def test_opponent_plays_a_character_on_your_opponents_turn():
    s = scenario()
    s.p2.character(card_of(ex("opponent_plays")))
    game, new = play_from_hand(s, vanilla("New", cost=1))
    expect_decision(game, P2, "select")
    assert opts(game) == selects(new)
    game.apply(Action("select", new))
    expect_decision(game, P1, "main")
    assert game.state.rested[new]
    # P2's own listener for "you play" does not hear P1's play
    s = scenario()
    s.p2.character(card_of(ex("you_play")))
    game, _n = play_from_hand(s, vanilla("New", cost=1))
    expect_decision(game, P1, "main")
    assert game.state.hand[P2] == []


def test_you_play_a_character_by_an_effect_on_the_opponents_turn():
    body = card_of("[Trigger] Play this card.", cost=3, power=4000, name="Body")
    s = scenario()
    s.p2.character(card_of(ex("you_play")))
    t = s.p2.life(body)[0]
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("use_trigger"))
    expect_decision(game, P1, "main")
    assert t in game.state.chars[P2] and len(game.state.hand[P2]) == 1
    # on P1's own turn, P1's "[Opponent's Turn] When you play": nothing
    s = scenario()
    s.p1.character(card_of(ex("you_play")))
    game, _n = play_from_hand(s, vanilla("New", cost=1))
    assert game.state.hand[P1] == []


def test_opponents_character_returned_by_your_effect():
    bounce = card_of("[On Play] Return up to 1 Character with a cost of 3 or less to the "
                     "owner's hand.", name="Bounce")
    s = scenario()
    s.p1.character(card_of(ex("opponent_returned")))
    theirs = s.p2.character(vanilla("Theirs", cost=2))
    game, _b = play_from_hand(s, bounce)
    game.apply(Action("select", theirs))
    expect_decision(game, P1, "main")
    assert theirs in game.state.hand[P2] and len(game.state.hand[P1]) == 1
    # returning your own Character: nothing drawn
    s = scenario()
    s.p1.character(card_of(ex("opponent_returned")))
    own = s.p1.character(vanilla("Own", cost=2))
    game, _b = play_from_hand(s, bounce)
    game.apply(Action("select", own))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == [own]


# -- "When you play a Character with no base effect from your hand" -------------------------

def _vanilla_leader():
    return card_of(ex("vanilla_from_hand"), category="Leader", power=5000, life=5)


def test_playing_a_vanilla_character_from_the_hand():
    s = scenario(leader1=_vanilla_leader())
    plain = s.p1.hand(vanilla("Plain", cost=1))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", plain))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1


def test_a_character_with_an_effect_or_too_many_characters_does_not_draw():
    s = scenario(leader1=_vanilla_leader())
    fancy = s.p1.hand(card_of("[Blocker]", name="Fancy"))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", fancy))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []
    # ruling on OP02-026: the count is checked after the play (3 then)
    s = scenario(leader1=_vanilla_leader())
    s.p1.characters(vanilla("A"), vanilla("B"))
    plain = s.p1.hand(vanilla("Plain", cost=1))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", plain))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []


def test_a_vanilla_character_played_from_the_trash_by_an_effect_is_not_from_the_hand():
    s = scenario(leader1=_vanilla_leader())
    s.p1.trash(vanilla("Plain", cost=1))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    revive = card_of("[On Play] Play up to 1 Character card with a cost of 1 or less from "
                     "your trash.", name="Reviver", cost=1)
    c = s.p1.hand(revive)[0]
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", c))
    answer(game, "select", min(opts(game), key=str), P1)
    st = game.state
    assert len(st.chars[P1]) == 2 and st.hand[P1] == []
