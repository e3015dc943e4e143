"""OP11-100 Otohime (Character, cost 1): [On Play] if your Leader is
[Shirahoshi], you may turn 1 card from the top of your Life cards face-down:
draw 1 card.  (No official Q&A on this card.)  The condition comes before
the cost: it is checked before the cost is offered (CR 8-3-1)."""

from optcg import Action
from optcg.testing import expect_decision

from cards.op11.shirahoshi_costs import RED_LEADER, board

P1 = 0
OTOHIME = "OP11-100"


def _play(**kw):
    s, life = board(**kw)
    [c] = s.p1.hand(OTOHIME)
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("play", c))
    return game, life


def test_op11_100_turns_the_top_life_card_face_down_and_draws_1():
    game, life = _play()
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    st = game.state
    assert not st.face_up[life[0]] and len(st.hand[P1]) == 1 and len(st.deck[P1]) == 4


def test_op11_100_declined_draws_nothing():
    game, life = _play()
    expect_decision(game, P1, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.face_up[life[0]] and st.hand[P1] == []


def test_op11_100_not_offered_under_another_leader_or_with_no_face_up_life():
    for kw in ({"leader": RED_LEADER}, {"top_face_up": False}):
        game, life = _play(**kw)
        expect_decision(game, P1, "main")
        assert game.state.hand[P1] == [] and len(game.state.deck[P1]) == 5
