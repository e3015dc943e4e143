"""OP06-009 Shuraiya (Character, cost 3, 4000, [Blocker]): [When
Attacking]/[On Block] [Once Per Turn] this Character's base power becomes the
same as the opponent's Leader's power until the start of your next turn; the
power at the time it resolves (the OP06-009 Q&A). The two timings come in
different turns, each used once in its turn."""

from optcg import Action
from optcg.engine.stats import base_power, power
from optcg.testing import Scenario, expect_decision

from cards.common import P1, P2
from cards.qa import counter_plus

SHURAIYA = "OP06-009"


def test_op06_009_when_attacking_takes_the_opposing_leaders_power_with_don():
    """Q&A: with 1 DON!! given, against a 5000 Leader, its power becomes 6000;
    a Counter that raises that Leader's power later changes nothing."""
    s = Scenario(turn=3)
    shuraiya = s.p1.character(SHURAIYA, don=1)
    [counter] = s.p2.hand(counter_plus(1000))
    game = s.build()
    game.apply(Action("attack", shuraiya, s.p2.leader_id))
    assert base_power(game.state, shuraiya) == 5000
    assert power(game.state, shuraiya) == 6000
    expect_decision(game, P2, "counter")
    game.apply(Action("counter", counter, s.p2.leader_id))
    assert power(game.state, s.p2.leader_id) == 6000
    assert base_power(game.state, shuraiya) == 5000        # as it was on activation


def _blocks_an_8000_leader(counter: bool):
    s = Scenario(turn=4, turn_player=P2)
    shuraiya = s.p1.character(SHURAIYA)
    [plus] = s.p1.hand(counter_plus(1000))
    s.p2.leader("ST01-001", don=3)
    game = s.build()
    assert power(game.state, s.p2.leader_id) == 8000
    game.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(game, P1, "block")
    game.apply(Action("block", shuraiya))
    assert base_power(game.state, shuraiya) == 8000
    expect_decision(game, P1, "counter")
    game.apply(Action("counter", plus, shuraiya) if counter else Action("end_counters"))
    expect_decision(game, P2, "main")
    return game, shuraiya


def test_op06_009_on_block_takes_the_attacking_leaders_power():
    """Q&A: blocking a Leader of 8000 power with DON!! given, it becomes 8000,
    and a Counter can raise it further (9000 v 8000: it survives)."""
    game, shuraiya = _blocks_an_8000_leader(counter=True)
    assert shuraiya in game.state.chars[P1]
    assert base_power(game.state, shuraiya) == 8000        # until the start of P1's turn


def test_op06_009_on_block_without_a_counter_8000_v_8000_is_koed():
    game, shuraiya = _blocks_an_8000_leader(counter=False)
    assert shuraiya in game.state.trash[P1]
