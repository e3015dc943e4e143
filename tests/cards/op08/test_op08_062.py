"""OP08-062 Charlotte Katakuri (Character, cost 2): [Activate: Main] trash
this Character: with a {Big Mom Pirates} type Leader, play up to 1 [Charlotte
Katakuri] from your hand with a cost of 3 or more that is equal to or less
than the number of DON!! cards on the opponent's field."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, activations, selectable

KATAKURI = "OP08-062"
BMP_LEADER = custom_card("T-BML", "Big Mom", "Leader", power=5000, life=5,
                         types=("Big Mom Pirates",))
OTHER_LEADER = custom_card("T-OTL", "Other", "Leader", power=5000, life=5, types=("Navy",))


def _katakuri(cost: int):
    return custom_card(f"T-KK{cost}", "Charlotte Katakuri", cost=cost, power=1000 * cost)


def _activated(leader, their_don: int):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    me = s.p1.character(KATAKURI)
    two, three, five, six = s.p1.hand(_katakuri(2), _katakuri(3), _katakuri(5), _katakuri(6))
    s.p2.don(active=their_don)
    game = s.build()
    [act] = activations(game, me)
    game.apply(act)                                      # trashes this Character
    assert me in game.state.trash[P1]
    return game, two, three, five, six


def test_op08_062_plays_a_katakuri_costing_3_up_to_the_opponents_don():
    game, two, three, five, six = _activated(BMP_LEADER, 5)
    expect_decision(game, P1, "select")
    assert selectable(game) == {three, five}             # 3 or more, 5 or less
    game.apply(Action("select", five))
    assert five in game.state.chars[P1] and {two, three, six} <= set(game.state.hand[P1])


def test_op08_062_another_leader_plays_nothing():
    game, two, three, five, six = _activated(OTHER_LEADER, 5)
    expect_decision(game, P1, "main")
    assert {two, three, five, six} <= set(game.state.hand[P1])
