"""OP14-026 Kouzuki Oden (Character, 5000): "[Opponent's Turn] If this
Character is rested, this Character gains +2000 power."."""

from optcg.engine.stats import power

from ..common_play import P1, P2, on_field

ODEN = "OP14-026"


def test_op14_026_rested_in_the_opponents_turn_gains_2000():
    b = on_field(ODEN, turn_player=P2, card_rested=True)
    assert power(b.game.state, b.card) == 7000


def test_op14_026_not_when_active_nor_in_your_turn():
    b = on_field(ODEN, turn_player=P2)
    assert power(b.game.state, b.card) == 5000
    b = on_field(ODEN, turn_player=P1, card_rested=True)
    assert power(b.game.state, b.card) == 5000
