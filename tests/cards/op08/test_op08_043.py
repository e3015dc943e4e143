"""OP08-043 Edward.Newgate (Character): [On Play] if your Leader's type
includes "Whitebeard Pirates" and you have 2 or less Life cards, select all
of your opponent's Characters on their field; until the end of your
opponent's next turn, none of them can attack unless your opponent trashes 2
cards from their hand whenever they attack (CR 8-1-4-2).

Official Q&A on OP08-043: a Character the opponent plays afterwards (with
[Rush]) attacks without trashing; the Life condition is checked as the effect
resolves only, not later.
"""

import pytest

from optcg import Action, IllegalActionError
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
NEWGATE = "OP08-043"
FILLER = "ST01-003"
POPS = custom_card("T-POPS", "Pops", "Leader", power=5000, types=("Whitebeard Pirates",))
PLAIN_LEADER = custom_card("T-PLAIN", "Plain", "Leader", power=5000, types=("Navy",))
RAIDER = custom_card("T-RAID", "Raider", "Character", power=6000)
RUSHER = custom_card("T-RUSH", "Rusher", "Character", cost=1, power=6000, keywords=("Rush",))


def _newgate(leader=POPS, life: int = 2, p2_hand: int = 3, extra=()):
    """P1 plays Newgate; P2's turn follows with a Raider on the field."""
    s = Scenario(turn=3)
    s.p1.leader(leader)
    [newgate] = s.p1.hand(NEWGATE)
    s.p1.don(active=10)
    s.p1.life(*[FILLER] * life)
    s.p1.deck(*[FILLER] * 5)
    raider = s.p2.character(RAIDER)
    hand = s.p2.hand(*[FILLER] * p2_hand, *extra)
    s.p2.deck(*[FILLER] * 5)
    s.p2.don(active=0, deck=10)
    game = s.build()
    game.apply(Action("play", newgate))
    expect_decision(game, P1, "main")
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")                     # P2 drew 1: p2_hand + 1 cards
    return game, s, raider, hand


def test_op08_043_each_attack_of_a_selected_character_costs_2_hand_cards():
    game, s, raider, hand = _newgate()
    game.apply(Action("attack", raider, s.p1.leader_id))
    expect_decision(game, P2, "select")                   # P2 picks the 2 cards to trash
    assert {a.card for a in game.legal_actions()} == set(game.state.hand[P2])
    game.apply(Action("select", hand[0]))
    game.apply(Action("select", hand[1]))
    expect_decision(game, P2, "main")                     # the attack went on: P1 had no counter
    st = game.state
    assert hand[0] in st.trash[P2] and hand[1] in st.trash[P2] and len(st.hand[P2]) == 2
    assert len(st.life[P1]) == 1                          # 6000 against 5000: 1 damage


def test_op08_043_with_fewer_than_2_cards_in_hand_it_cannot_attack():
    game, s, raider, _ = _newgate(p2_hand=0)              # 1 card after the draw
    assert Action("attack", raider, s.p1.leader_id) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="trashes 2 cards"):
        game.apply(Action("attack", raider, s.p1.leader_id))
    assert Action("attack", s.p2.leader_id, s.p1.leader_id) in game.legal_actions()


def test_op08_043_a_character_played_afterwards_attacks_freely():
    # official Q&A on OP08-043
    game, s, _, hand = _newgate(extra=(RUSHER,))
    rusher = hand[-1]
    game.apply(Action("play", rusher))                    # with the 2 DON!! of P2's turn
    expect_decision(game, P2, "main")
    hand = len(game.state.hand[P2])
    game.apply(Action("attack", rusher, s.p1.leader_id))
    expect_decision(game, P2, "main")                     # no card to trash was asked
    assert len(game.state.hand[P2]) == hand and len(game.state.life[P1]) == 1


def test_op08_043_the_restriction_ends_with_the_opponents_turn():
    game, s, raider, _ = _newgate(p2_hand=0)
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")                     # their next turn: free again
    assert Action("attack", raider, s.p1.leader_id) in game.legal_actions()


@pytest.mark.parametrize("leader, life", [(POPS, 3), (PLAIN_LEADER, 2)])
def test_op08_043_without_the_leader_type_or_with_3_life_nothing_happens(leader, life):
    game, s, raider, _ = _newgate(leader=leader, life=life, p2_hand=0)
    hand = len(game.state.hand[P2])
    game.apply(Action("attack", raider, s.p1.leader_id))
    expect_decision(game, P2, "main")                     # nothing to trash
    assert len(game.state.hand[P2]) == hand and len(game.state.life[P1]) == life - 1
