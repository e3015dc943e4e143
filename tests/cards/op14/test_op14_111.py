"""OP14-111 Perona (Character): "[On Play]/[On K.O.] up to 1 of your
opponent's Characters with a cost of 6 or less cannot attack until the end
of your opponent's next End Phase"; its [Trigger] plays a {Thriller Bark
Pirates} Character of cost 4 or less from the trash, rested.  Made in the
opponent's turn (the [On K.O.]), that End Phase is the one of the current
turn (official rulings on OP01-085 and ST21-015: qa_op01.md, qa_st-21.md)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..strict_battle import life_trigger_offered

FRANKY = "ST01-010"          # vanilla, cost 4, 6000
ZOMBIE = custom_card("T-TB4", "Zombie", cost=4, power=5000, types=("Thriller Bark Pirates",))
BIG_ZOMBIE = custom_card("T-TB5", "Big Zombie", cost=5, power=6000,
                         types=("Thriller Bark Pirates",))


def can_attack(game, card) -> bool:
    return any(a.kind == "attack" and a.card == card for a in game.legal_actions())


def end_turn(game, player: int) -> None:
    expect_decision(game, player, "main")
    game.apply(Action("end_phase"))


def test_op14_111_on_ko_in_the_opponents_turn_lasts_to_the_end_of_that_turn():
    s = Scenario(turn=4, turn_player=1)
    perona = s.p1.character("OP14-111", rested=True)
    franky = s.p2.character(FRANKY)
    game = s.build()
    game.apply(Action("attack", franky, perona))       # 6000 against 5000: K.O.
    expect_decision(game, 0, "select")                 # the [On K.O.]
    game.apply(Action("select", franky))
    assert perona in game.state.trash[0]
    end_turn(game, 1)
    end_turn(game, 0)
    expect_decision(game, 1, "main")
    assert can_attack(game, franky)                    # the restriction has ended


def test_op14_111_on_play_in_your_turn_lasts_through_the_opponents_next_turn():
    s = Scenario(turn=3, turn_player=0)
    perona = s.p1.hand("OP14-111")[0]
    s.p1.don(active=4)
    franky = s.p2.character(FRANKY)
    s.p2.character(FRANKY, rested=True)
    game = s.build()
    game.apply(Action("play", perona))
    expect_decision(game, 0, "select")
    game.apply(Action("select", franky))
    end_turn(game, 0)
    expect_decision(game, 1, "main")
    assert not can_attack(game, franky)                # the opponent's next turn
    end_turn(game, 1)
    end_turn(game, 0)
    expect_decision(game, 1, "main")
    assert can_attack(game, franky)


def test_op14_111_trigger_plays_a_cost_4_thriller_bark_character_rested_from_the_trash():
    s = Scenario(turn=4, turn_player=1, strict=True)
    perona, _ = s.p1.life("OP14-111", "ST01-006")
    four, five, _ = s.p1.trash(ZOMBIE, BIG_ZOMBIE, FRANKY)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, "select")
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {four}
    g.apply(Action("select", four))
    assert four in g.state.chars[0] and g.state.rested[four]
    assert five in g.state.trash[0] and perona in g.state.trash[0]
