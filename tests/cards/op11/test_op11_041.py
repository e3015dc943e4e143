"""OP11-041 Nami (Leader): "[Your Turn] [Once Per Turn] This effect can be
activated when a card is removed from your or your opponent's Life cards. If
you have 7 or less cards in your hand, draw 1 card." and "[DON!! x1] [On Your
Opponent's Attack] [Once Per Turn] You may trash 1 card from your hand: This
Leader gains +2000 power during this turn."

Rulings (qa_op11, OP11-041): Q1 either player's Life counts; Q2 Life added
to the hand by Kouzuki Hiyori (OP06-106) counts.  Q3 (Life only reordered
by Viola, EB01-052, is no removal) waits for Viola to be automated."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

CARD = "OP11-041"
FILLER = "ST01-008"          # 5000, no [Trigger], no effect, no keyword
HIYORI = "OP06-106"
P1, P2 = 0, 1


def _board(hand: int = 1, turn_player: int = P1, don: int = 0):
    s = Scenario(turn=3 if turn_player == P1 else 4, turn_player=turn_player)
    nami = s.p1.leader(CARD, don=don)
    s.p1.deck(*[FILLER] * 5)
    s.p1.hand(*[FILLER] * hand)
    s.p1.life(FILLER, FILLER)
    s.p2.leader("ST01-001")
    s.p2.deck(*[FILLER] * 5)
    s.p2.life(FILLER, FILLER)
    return s, nami


def test_op11_041_opponents_life_removed_in_your_turn_draws_1():
    s, nami = _board()
    g = s.build()
    g.apply(Action("attack", nami, s.p2.leader_id))     # 5000 vs 5000: 1 damage
    assert len(g.state.life[P2]) == 1
    expect_decision(g, P1, DecisionKind.CONFIRM)                      # "can be activated": optional
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == 2
    expect_decision(g, P1, "main")


def test_op11_041_declined_draws_nothing():
    s, nami = _board()
    g = s.build()
    g.apply(Action("attack", nami, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    assert len(g.state.hand[P1]) == 1


def test_op11_041_qa2_own_life_added_to_hand_by_hiyori_counts():
    s, nami = _board(hand=0)
    hiyori, = s.p1.hand(HIYORI)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", hiyori))
    expect_decision(g, P1, DecisionKind.CONFIRM)                      # Hiyori's optional cost
    g.apply(Action("accept"))
    # her cost takes a Life card: the top or the bottom one
    while g.decision.kind != DecisionKind.CONFIRM or g.decision.purpose.card != nami:
        assert g.decision.player == P1 and g.decision.kind != "main"
        g.apply(g.legal_actions()[0])
    g.apply(Action("accept"))                            # Nami: Q1/Q2, own Life counts
    assert len(g.state.deck[P1]) == 4                    # drew 1


def test_op11_041_not_with_8_cards_in_hand():
    s, nami = _board(hand=8)
    g = s.build()
    g.apply(Action("attack", nami, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == 8                    # 8 cards: no draw
    assert len(g.state.deck[P1]) == 5


def test_op11_041_once_per_turn():
    s, nami = _board()
    second = s.p1.character(FILLER)
    g = s.build()
    g.apply(Action("attack", nami, s.p2.leader_id))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, "main")
    g.apply(Action("attack", second, s.p2.leader_id))
    expect_decision(g, P2, "counter")                    # the first Life card has +1000
    g.apply(Action("end_counters"))
    assert len(g.state.life[P2]) == 0                    # a second card removed ...
    expect_decision(g, P1, "main")                       # ... and no second offer
    assert len(g.state.hand[P1]) == 2


def test_op11_041_not_in_the_opponents_turn():
    s, nami = _board(turn_player=P2)
    g = s.build()
    g.apply(Action("attack", s.p2.leader_id, nami))
    while g.decision.kind != "main":
        assert g.decision.kind != DecisionKind.CONFIRM                # [Your Turn]: never offered
        g.apply(g.legal_actions()[-1])
    assert len(g.state.life[P1]) == 1
    assert len(g.state.hand[P1]) == 2                    # only the Life card itself


def test_op11_041_don_x1_trashes_a_card_for_2000_power_on_opponents_attack():
    s, nami = _board(hand=0, turn_player=P2, don=1)
    card, = s.p1.hand(FILLER)
    g = s.build()
    g.apply(Action("attack", s.p2.leader_id, nami))
    expect_decision(g, P1, DecisionKind.CONFIRM)                      # "You may trash 1 card"
    g.apply(Action("accept"))                            # the only card: no choice
    assert g.state.trash[P1] == [card] and g.state.hand[P1] == []
    # 5000 +2000; the given DON!! adds nothing in the opponent's turn (CR 6-5-5-2)
    assert power(g.state, nami) == 7000


def test_op11_041_no_power_without_a_given_don():
    s, nami = _board(turn_player=P2)
    g = s.build()
    g.apply(Action("attack", s.p2.leader_id, nami))
    assert g.decision.kind != DecisionKind.CONFIRM
    assert power(g.state, nami) == 5000
