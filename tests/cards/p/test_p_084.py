"""P-084 Buggy (Character, cost 7, 8000): it cannot attack; with a [Buggy]
Leader, no Character with a cost of 3 or 4 (either player's) can attack."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2, attacks_of

BUGGY = "P-084"
BUGGY_LEADER = custom_card("T-BGL", "Buggy", "Leader", power=5000, life=5)
OTHER_LEADER = custom_card("T-OTL", "Other", "Leader", power=5000, life=5)


def _char(cost: int):
    return custom_card(f"T-C{cost}", f"Cost {cost}", "Character", cost=cost, power=3000)


def _board(leader, turn_player=P1):
    s = Scenario(turn=4, turn_player=turn_player)
    s.p1.leader(leader)
    buggy = s.p1.character(BUGGY)
    mine = {c: s.p1.character(_char(c)) for c in (2, 3, 4, 5)}
    theirs = {c: s.p2.character(_char(c)) for c in (2, 3, 4, 5)}
    return s, buggy, mine, theirs


def test_p_084_with_a_buggy_leader_cost_3_and_4_characters_cannot_attack():
    s, buggy, mine, _ = _board(BUGGY_LEADER)
    game = s.build()
    expect_decision(game, P1, "main")
    assert attacks_of(game, buggy) == []
    assert {c for c, i in mine.items() if attacks_of(game, i)} == {2, 5}


def test_p_084_the_opponents_cost_3_and_4_characters_cannot_attack_either():
    s, _, _, theirs = _board(BUGGY_LEADER, turn_player=P2)
    game = s.build()
    expect_decision(game, P2, "main")
    assert {c for c, i in theirs.items() if attacks_of(game, i)} == {2, 5}


def test_p_084_with_another_leader_only_buggy_itself_cannot_attack():
    s, buggy, mine, _ = _board(OTHER_LEADER)
    game = s.build()
    assert attacks_of(game, buggy) == []
    assert {c for c, i in mine.items() if attacks_of(game, i)} == {2, 3, 4, 5}
    game.apply(Action("attack", mine[3], s.p2.leader_id))
    assert game.state.rested[mine[3]]
