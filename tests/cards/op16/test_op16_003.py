"""OP16-003 Edward.Newgate (Character): "[Your Turn] Your Leader gains
[Double Attack] and +2000 power." and "[On Play] You may reveal 2 Character
cards with 8000 power from your hand: Give up to 1 of your opponent's
Characters −6000 power during this turn."."""

from optcg import Action
from optcg.engine.constants import DOUBLE_ATTACK
from optcg.engine.stats import has_keyword, power
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, accept, on_field, pick, play_from_hand
from .whitebeard import BIG_8000

NEWGATE = "OP16-003"
SEVEN = "ST01-010"        # 6000 power: not 8000


def test_op16_003_your_turn_leader_gains_double_attack_and_2000():
    b = on_field(NEWGATE)
    st = b.game.state
    assert has_keyword(st, b.leader, DOUBLE_ATTACK) and power(st, b.leader) == 7000


def test_op16_003_not_in_the_opponents_turn():
    b = on_field(NEWGATE, turn_player=P2)
    st = b.game.state
    assert not has_keyword(st, b.leader, DOUBLE_ATTACK) and power(st, b.leader) == 5000


def test_op16_003_reveals_2_cards_of_8000_for_minus_6000():
    b = play_from_hand(NEWGATE, hand=[BIG_8000, BIG_8000], theirs=["ST01-010"])
    g = b.game
    accept(g)
    pick(g, *b.hand)
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    assert power(g.state, b.theirs[0]) == 0 and g.state.hand[P1] == b.hand   # revealed, kept


def test_op16_003_one_card_of_8000_is_not_enough():
    b = play_from_hand(NEWGATE, hand=[BIG_8000, SEVEN], theirs=[PLAIN])
    assert b.game.decision.kind == "confirm" and b.game.decision.player == P1
    assert b.game.decision.options == (Action("decline"),)   # offered unpaid: CR 3-1-5, 8-3-1-3
    b.game.apply(Action("decline"))
    expect(b.game, "main", P1)
    assert power(b.game.state, b.theirs[0]) == 3000
