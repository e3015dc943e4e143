"""Durations that name a player's next turn (CR 6-2-1, 6-6-1-2, 8-1-4-2),
counted by whose turn it is, and the official rulings on "next turn":

- qa_op01.md OP01-085 and qa_st-21.md ST21-015: "until the end of your
  opponent's next turn", made during the opponent's turn, ends at the end of
  that very turn;
- qa_st-10.md ST10-016: "until the end of your next turn" lasts until it has
  become your turn again and that turn has ended;
- an extra turn (CR 8-4-3, OP05-119) is nobody's "next turn" but its
  player's: it does not move these ends.
"""

from __future__ import annotations

from test_card_compiler import P1, P2, card_of, leader, scenario, vanilla

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect_decision

OPPONENTS_NEXT = card_of(
    "[Counter] Your Leader gains +1000 power until the end of your opponent's next turn.",
    category="Event", name="Opponent's Next", number="T-NEXT-OPP", cost=0)
YOUR_NEXT = card_of(
    "[Counter] Your Leader gains +1000 power until the end of your next turn.",
    category="Event", name="Your Next", number="T-NEXT-YOU", cost=0)
START_OF_NEXT = card_of(
    "[Counter] Your Leader gains +1000 power until the start of your next turn.",
    category="Event", name="Start Of Next", number="T-NEXT-START", cost=0)
OPPONENTS_NEXT_MAIN = card_of(
    "[Main] Your Leader gains +1000 power until the end of your opponent's next turn.",
    category="Event", name="Opponent's Next Main", number="T-NEXT-OPP-MAIN", cost=0)
EXTRA_TURN = card_of("[Main] Take an extra turn after this one.", category="Event",
                     name="Extra Turn", number="T-EXTRA", cost=0)


def end_turn(game, player: int) -> None:
    expect_decision(game, player, "main")
    game.apply(Action("end_phase"))


def countered_in_p2s_turn(event):
    """P2's turn 4: P2's Leader attacks P1's Leader and P1 answers with
    `event`, an effect made during the opponent's turn."""
    s = scenario(turn=4, turn_player=P2)
    e = s.p1.hand(event)[0]
    s.p1.life(vanilla("L1"), vanilla("L2"))
    s.p1.deck(*[vanilla("D")] * 6)
    s.p2.deck(*[vanilla("D")] * 6)
    game = s.build()
    game.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(game, P1, "counter")                # no [Blocker]: no Block Step asked
    game.apply(Action("counter_event", e))              # "your Leader": no target asked
    expect_decision(game, P2, "main")                   # no Counter left: the Step ends
    return game, s.p1.leader_id


def test_cr_8_1_4_2_opponents_next_turn_made_in_their_turn_ends_with_that_turn():
    """qa_st-21.md ST21-015 and qa_op01.md OP01-085: 'your opponent's next
    turn' is the opponent's current turn."""
    game, ldr = countered_in_p2s_turn(OPPONENTS_NEXT)
    assert power(game.state, ldr) == 6000
    end_turn(game, P2)
    expect_decision(game, P1, "main")
    assert power(game.state, ldr) == 5000


def test_cr_8_1_4_2_opponents_next_turn_made_in_your_turn_lasts_through_their_turn():
    s = scenario()
    e = s.p1.hand(OPPONENTS_NEXT_MAIN)[0]
    s.p1.deck(*[vanilla("D")] * 6)
    s.p2.deck(*[vanilla("D")] * 6)
    game = s.build()
    ldr = s.p1.leader_id
    game.apply(Action("play", e))
    end_turn(game, P1)
    expect_decision(game, P2, "main")
    assert power(game.state, ldr) == 6000             # the opponent's next turn
    end_turn(game, P2)
    assert power(game.state, ldr) == 5000


def test_cr_8_1_4_2_your_next_turn_made_in_the_opponents_turn_is_your_coming_turn():
    """qa_st-10.md ST10-016: until your turn has come again and ended."""
    game, ldr = countered_in_p2s_turn(YOUR_NEXT)
    end_turn(game, P2)
    expect_decision(game, P1, "main")
    assert power(game.state, ldr) == 6000
    end_turn(game, P1)
    assert power(game.state, ldr) == 5000


def test_cr_6_2_1_start_of_your_next_turn_made_in_the_opponents_turn_ends_at_your_refresh():
    game, ldr = countered_in_p2s_turn(START_OF_NEXT)
    assert power(game.state, ldr) == 6000
    end_turn(game, P2)
    expect_decision(game, P1, "main")
    assert power(game.state, ldr) == 5000


def test_cr_8_4_3_an_extra_turn_does_not_end_the_opponents_next_turn_early():
    """OP05-119's extra turn: 'your opponent's next turn' is still the
    opponent's, after the extra turn."""
    s = scenario(leader1=leader("Plain Leader", power=5000))
    e, x = s.p1.hand(OPPONENTS_NEXT_MAIN, EXTRA_TURN)
    s.p1.deck(*[vanilla("D")] * 6)
    s.p2.deck(*[vanilla("D")] * 6)
    game = s.build()
    ldr = s.p1.leader_id
    game.apply(Action("play", e))
    game.apply(Action("play", x))
    end_turn(game, P1)
    expect_decision(game, P1, "main")                  # the extra turn
    assert power(game.state, ldr) == 6000
    end_turn(game, P1)
    expect_decision(game, P2, "main")
    assert power(game.state, ldr) == 6000              # the opponent's next turn
    end_turn(game, P2)
    assert power(game.state, ldr) == 5000


def test_cr_8_4_3_your_next_turn_is_the_extra_turn():
    """Made in your turn, 'your next turn' is an extra turn you take."""
    your_next_main = card_of(
        "[Main] Your Leader gains +1000 power until the end of your next turn.",
        category="Event", name="Your Next Main", number="T-NEXT-YOU-MAIN", cost=0)
    s = scenario()
    e, x = s.p1.hand(your_next_main, EXTRA_TURN)
    s.p1.deck(*[vanilla("D")] * 6)
    s.p2.deck(*[vanilla("D")] * 6)
    game = s.build()
    ldr = s.p1.leader_id
    game.apply(Action("play", e))
    game.apply(Action("play", x))
    end_turn(game, P1)
    expect_decision(game, P1, "main")
    assert power(game.state, ldr) == 6000
    end_turn(game, P1)
    expect_decision(game, P2, "main")
    assert power(game.state, ldr) == 5000


def test_cr_6_2_4_stay_rested_made_in_the_opponents_turn_holds_their_next_refresh():
    """'Your opponent's next Refresh Phase', said in the opponent's turn, is
    the one of their next turn: theirs this turn has passed."""
    stay = card_of("[Counter] Up to 1 of your opponent's rested Characters with a cost of 4 or "
                   "less will not become active in your opponent's next Refresh Phase.",
                   category="Event", name="Stay Down", number="T-STAY-DOWN", cost=0)
    s = scenario(turn=4, turn_player=P2)
    e = s.p1.hand(stay)[0]
    s.p1.life(vanilla("L1"), vanilla("L2"))
    s.p1.deck(*[vanilla("D")] * 6)
    s.p2.deck(*[vanilla("D")] * 6)
    foe = s.p2.character(vanilla("Foe", cost=3, power=1000))
    game = s.build()
    game.apply(Action("attack", foe, s.p1.leader_id))
    expect_decision(game, P1, "counter")                # no [Blocker]: no Block Step asked
    game.apply(Action("counter_event", e))
    expect_decision(game, P1, "select")
    game.apply(Action("select", foe))
    end_turn(game, P2)
    end_turn(game, P1)
    expect_decision(game, P2, "main")
    assert game.state.rested[foe]                     # kept rested in their next Refresh
    end_turn(game, P2)
    end_turn(game, P1)
    expect_decision(game, P2, "main")
    assert not game.state.rested[foe]
