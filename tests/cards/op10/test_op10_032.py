"""OP10-032 Tashigi (Character): "If you have a green Character other than
[Tashigi] that would be removed from the field by your opponent's effect,
you may rest this Character instead."  Official rulings, qa_op10.md
OP10-032 Q1 (a rested Tashigi cannot rest instead: CR 8-1-3-4-5) and Q2
(K.O.'d together, Tashigi saves the other and is K.O.'d itself)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..replacing import KO_ALL, RETURN_ALL

TASHIGI = "OP10-032"
GREEN = "OP02-028"           # a vanilla green Character, cost 3, 5000
RED = "ST01-008"             # a vanilla red Character, cost 3


def opponent_plays(event, *mine):
    s = Scenario(turn=4, turn_player=1)
    ids = [s.p1.character(n, rested=rested) for n, rested in mine]
    e = s.p2.hand(event)[0]
    game = s.build()
    game.apply(Action("play", e))
    return game, ids


def test_qa_op10_032_q1_a_rested_tashigi_cannot_rest_instead():
    game, (tashigi, green) = opponent_plays(RETURN_ALL, (TASHIGI, True), (GREEN, False))
    expect_decision(game, 1, "main")                   # not offered
    assert green in game.state.hand[0] and tashigi in game.state.hand[0]


def test_qa_op10_032_q2_koed_together_the_other_stays_and_tashigi_is_koed():
    game, (tashigi, green) = opponent_plays(KO_ALL, (TASHIGI, False), (GREEN, False))
    expect_decision(game, 0, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, 1, "main")
    st = game.state
    assert green in st.chars[0] and tashigi in st.trash[0]


def test_op10_032_one_rest_covers_every_green_character_returned_at_once():
    game, (tashigi, g1, g2, red) = opponent_plays(
        RETURN_ALL, (TASHIGI, False), (GREEN, False), (GREEN, False), (RED, False))
    expect_decision(game, 0, "confirm")                # asked once
    game.apply(Action("accept"))
    expect_decision(game, 1, "main")
    st = game.state
    assert st.chars[0] == [g1, g2]
    assert {tashigi, red} <= set(st.hand[0])           # its text covers neither
