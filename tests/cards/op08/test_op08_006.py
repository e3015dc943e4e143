"""OP08-006 Chessmarimo (Character, cost 5, 6000): [Your Turn] +2000 power
while its owner's trash holds a [Kuromarimo] and a [Chess].

Official Q&A on OP08-006: another [Chessmarimo] in the trash does not
count; it takes at least one card named [Kuromarimo] and one named [Chess]."""

from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card

CHESSMARIMO = "OP08-006"
KUROMARIMO = custom_card("T-KURO", "Kuromarimo", "Character", cost=2, power=3000)
CHESS = custom_card("T-CHESS", "Chess", "Character", cost=2, power=3000)


def _power(*trash, turn_player=0):
    s = Scenario(turn=3 if turn_player == 0 else 4, turn_player=turn_player)
    card = s.p1.character(CHESSMARIMO)
    s.p1.trash(*trash)
    g = s.build()
    return power(g.state, card)


def test_op08_006_gains_2000_with_kuromarimo_and_chess_in_the_trash():
    assert _power(KUROMARIMO, CHESS) == 8000


def test_op08_006_another_chessmarimo_does_not_stand_in_for_either():
    """Official Q&A on OP08-006."""
    assert _power(KUROMARIMO, CHESSMARIMO) == 6000
    assert _power(CHESS, CHESS) == 6000


def test_op08_006_not_in_the_opponents_turn():
    assert _power(KUROMARIMO, CHESS, turn_player=1) == 6000
