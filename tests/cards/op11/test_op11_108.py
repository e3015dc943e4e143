"""OP11-108 Neptune (Character, cost 5): [On Play] if your Leader is
[Shirahoshi], you may turn 1 card from the top of your Life cards face-down:
draw 2 cards and trash 1 card from your hand.  (No official Q&A on this
card.)"""

from optcg import Action
from optcg.testing import expect_decision

from cards.op11.shirahoshi_costs import FILLER, RED_LEADER, board

P1 = 0
NEPTUNE = "OP11-108"


def _play(**kw):
    s, life = board(**kw)
    [c] = s.p1.hand(NEPTUNE)
    s.p1.don(active=5)
    game = s.build()
    game.apply(Action("play", c))
    return game, life


def test_op11_108_draws_2_and_trashes_1_after_turning_life_face_down():
    game, life = _play()
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")                 # which card to trash
    drawn = list(game.state.hand[P1])
    assert len(drawn) == 2
    game.apply(Action("select", drawn[0]))
    expect_decision(game, P1, "main")
    st = game.state
    assert not st.face_up[life[0]] and st.hand[P1] == [drawn[1]] and drawn[0] in st.trash[P1]
    assert len(st.deck[P1]) == 3


def test_op11_108_not_offered_under_another_leader_or_with_no_face_up_life():
    for kw in ({"leader": RED_LEADER}, {"top_face_up": False}):
        game, _ = _play(**kw)
        expect_decision(game, P1, "main")
        assert game.state.hand[P1] == [] and len(game.state.deck[P1]) == 5
