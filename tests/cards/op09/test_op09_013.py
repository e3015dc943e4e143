"""OP09-013 Yasopp (Character): "[On Play] up to 1 of your Leader gains
+1000 power until the end of your opponent's next turn".  Played in the
opponent's turn by ST21-015 Roronoa Zoro's [On K.O.], the power lasts to the
end of that turn only (official ruling, qa_st-21.md ST21-015)."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

FRANKY = "ST01-010"          # vanilla, cost 4, 6000


def end_turn(game, player: int) -> None:
    expect_decision(game, player, "main")
    game.apply(Action("end_phase"))


def test_op09_013_played_in_the_opponents_turn_the_power_ends_with_that_turn():
    """qa_st-21.md ST21-015 Q2."""
    s = Scenario(turn=4, turn_player=1)
    zoro = s.p1.character("ST21-015", rested=True)
    yasopp = s.p1.hand("OP09-013")[0]
    franky = s.p2.character(FRANKY)
    game = s.build()
    ldr = s.p1.leader_id
    base = power(game.state, ldr)
    game.apply(Action("attack", franky, zoro))         # 6000 against 5000: K.O.
    expect_decision(game, 0, "counter")
    game.apply(Action("end_counters"))
    expect_decision(game, 0, "select")                 # Zoro's [On K.O.] plays Yasopp
    game.apply(Action("select", yasopp))
    expect_decision(game, 0, "select")                 # Yasopp's [On Play]
    game.apply(Action("select", ldr))
    assert yasopp in game.state.chars[0]
    assert power(game.state, ldr) == base + 1000
    end_turn(game, 1)
    expect_decision(game, 0, "main")
    assert power(game.state, ldr) == base


def test_op09_013_played_in_your_turn_the_power_lasts_through_the_opponents_turn():
    s = Scenario(turn=3, turn_player=0)
    yasopp = s.p1.hand("OP09-013")[0]
    s.p1.don(active=5)
    game = s.build()
    ldr = s.p1.leader_id
    base = power(game.state, ldr)
    game.apply(Action("play", yasopp))
    expect_decision(game, 0, "select")
    game.apply(Action("select", ldr))
    end_turn(game, 0)
    expect_decision(game, 1, "main")
    assert power(game.state, ldr) == base + 1000
    end_turn(game, 1)
    expect_decision(game, 0, "main")
    assert power(game.state, ldr) == base
