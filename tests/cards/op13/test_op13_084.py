"""OP13-084 St. Shepherd Ju Peter (Character, cost 7, 5000 power, Five
Elders): if you have 7 or more cards in your trash, this Character cannot be
removed from the field by your opponent's effects.  [Your Turn] if you have
10 or more cards in your trash, set the base power of all of your {Five
Elders} type Characters to 7000.

Official Q&A on OP13-084: OP13-082 Five Elders' base power goes from 12000
down to 7000 (a permanent effect sets the base, CR 4-9-2).
"""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
JU_PETER = "OP13-084"
FIVE_ELDERS = "OP13-082"            # Five Elders, 12000 power
FILLER = "ST01-003"                 # Karoo, 3000 power, no Five Elders type
# [On Play] K.O. up to 1 of your opponent's Characters.
KO_ONE = custom_card("T-KO", "Removal", "Character", L.Ability(
    L.ON_PLAY, steps=(L.KO(L.Choose(L.Cards(L.OPPONENT))),)), cost=1)


def _board(trash: int, turn_player: int = P1):
    s = Scenario(turn=3 if turn_player == P1 else 4, turn_player=turn_player)
    ju = s.p1.character(JU_PETER)
    elders = s.p1.character(FIVE_ELDERS)
    other = s.p1.character(FILLER)
    s.p1.trash(*[FILLER] * trash)
    return s, ju, elders, other


def test_op13_084_sets_five_elders_base_power_to_7000_in_your_turn_with_10_in_trash():
    s, ju, elders, other = _board(10)
    game = s.build()
    st = game.state
    # official Q&A on OP13-084: 12000 becomes 7000
    assert power(st, ju) == 7000 and power(st, elders) == 7000
    assert power(st, other) == 3000                   # not a Five Elders


def test_op13_084_no_base_power_change_with_9_in_trash_or_in_the_opponents_turn():
    s, ju, elders, _ = _board(9)
    game = s.build()
    assert power(game.state, ju) == 5000 and power(game.state, elders) == 12000
    s, ju, elders, _ = _board(10, turn_player=P2)
    game = s.build()
    assert power(game.state, ju) == 5000 and power(game.state, elders) == 12000


def _opponent_removes(trash: int):
    s, ju, elders, other = _board(trash, turn_player=P2)
    [ko] = s.p2.hand(KO_ONE)
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", ko))
    expect_decision(game, P2, "select")
    return game, ju, elders, other


def test_op13_084_cannot_be_removed_by_the_opponents_effects_with_7_in_trash():
    game, ju, _, _ = _opponent_removes(7)
    game.apply(Action("select", ju))                  # chosen, but it stays
    expect_decision(game, P2, "main")
    assert ju in game.state.chars[P1] and ju not in game.state.trash[P1]


def test_op13_084_can_be_removed_by_the_opponents_effects_with_6_in_trash():
    game, ju, _, _ = _opponent_removes(6)
    game.apply(Action("select", ju))
    expect_decision(game, P2, "main")
    assert ju in game.state.trash[P1] and ju not in game.state.chars[P1]
