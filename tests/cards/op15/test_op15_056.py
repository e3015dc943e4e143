"""OP15-056 Would You Let Me Eat the Flame-Flame Fruit? (Event, cost 7):
"[Main] Draw 2 cards. Then, your [Lucy] Leader gains [Double Attack] and
+3000 power during this turn." and "[Trigger] Draw 2 cards."  Official
ruling faq_op15-eb04.md (filed under OP15-056): with a Leader other than
[Lucy] the 2 cards are still drawn."""

from optcg.engine.constants import DOUBLE_ATTACK
from optcg.engine.stats import has_keyword, power
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, play_from_hand, trigger_from_life

FLAME = "OP15-056"
LUCY = "OP15-002"         # 5000


def test_op15_056_draws_2_and_lucy_gains_double_attack_and_3000():
    b = play_from_hand(FLAME, leader=LUCY, deck=[PLAIN] * 3)
    g = b.game
    expect(g, "main", P1)
    st = g.state
    assert len(st.hand[P1]) == 2
    assert has_keyword(st, b.leader, DOUBLE_ATTACK) and power(st, b.leader) == 8000


def test_op15_056_another_leader_still_draws_2_but_gains_nothing():
    b = play_from_hand(FLAME, deck=[PLAIN] * 3)
    g = b.game
    expect(g, "main", P1)
    st = g.state
    assert len(st.hand[P1]) == 2
    assert not has_keyword(st, b.leader, DOUBLE_ATTACK) and power(st, b.leader) == 5000


def test_op15_056_trigger_draws_2():
    b = trigger_from_life(FLAME, deck=[PLAIN] * 3)
    expect(b.game, "main", P2)
    assert b.game.state.hand[P1] == b.deck[:2]
