"""OP12-099 Kalgara (Character): "[Your Turn] When a card is removed from
your or your opponent's Life cards, draw 1 card. Then, you cannot draw cards
using your own effects during this turn."

Rulings (qa_op12, OP12-099): Q1 either player's Life counts; Q2 with two
Kalgara, the second draws nothing (the first's ban is already in force)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

CARD = "OP12-099"
FILLER = "ST01-008"          # 5000, no [Trigger], no effect, no keyword
P1, P2 = 0, 1


def _board(turn_player: int = P1, kalgaras: int = 1):
    s = Scenario(turn=3 if turn_player == P1 else 4, turn_player=turn_player)
    s.p1.leader("ST01-001")
    ks = [s.p1.character(CARD) for _ in range(kalgaras)]
    s.p1.deck(*[FILLER] * 5)
    s.p1.life(FILLER, FILLER)
    s.p2.leader("ST01-001")
    s.p2.deck(*[FILLER] * 5)
    s.p2.life(FILLER, FILLER)
    return s, ks


def _resolve(g):
    """Play out the pending decisions (order of simultaneous effects)."""
    while g.decision.kind != "main":
        assert g.decision.player == P1
        g.apply(g.legal_actions()[0])


def test_op12_099_q1_opponents_life_removed_draws_1_then_bans_drawing():
    s, (k,) = _board()
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))   # 5000 vs 5000
    _resolve(g)
    assert len(g.state.life[P2]) == 1
    assert len(g.state.hand[P1]) == 1 and len(g.state.deck[P1]) == 4


def test_op12_099_q2_the_second_kalgara_draws_nothing():
    s, ks = _board(kalgaras=2)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    _resolve(g)
    assert len(g.state.hand[P1]) == 1                   # one draw, not two
    assert len(g.state.deck[P1]) == 4


def test_op12_099_ban_lasts_the_turn_a_second_removal_draws_nothing():
    s, (k,) = _board()
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    _resolve(g)
    g.apply(Action("attack", k, s.p2.leader_id))               # 6000 vs 5000
    expect_decision(g, P2, "counter")              # the Life card taken has +1000
    g.apply(Action("end_counters"))
    _resolve(g)
    assert len(g.state.life[P2]) == 0
    assert len(g.state.hand[P1]) == 1 and len(g.state.deck[P1]) == 4


def test_op12_099_q1_own_life_removed_in_your_turn_draws_1():
    s, (k,) = _board()
    hiyori, = s.p1.hand("OP06-106")    # [On Play] cost: add 1 of your Life cards to your hand
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", hiyori))
    expect_decision(g, P1, "confirm")
    g.apply(Action("accept"))
    _resolve(g)
    assert len(g.state.deck[P1]) == 4                   # Kalgara drew 1


def test_op12_099_not_in_the_opponents_turn():
    s, (k,) = _board(turn_player=P2)
    g = s.build()
    g.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    while g.decision.kind != "main":
        g.apply(g.legal_actions()[-1])
    assert len(g.state.life[P1]) == 1
    assert len(g.state.deck[P1]) == 5                   # [Your Turn]: no draw
