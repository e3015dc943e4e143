"""OP11-062 Charlotte Katakuri (Leader): [When Attacking]/[On Your
Opponent's Attack] [Once Per Turn] DON!! −1: look at the top card of the
opponent's deck, then this Leader gains +1000 power during this battle."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from cards.qa import NO_COUNTER_LIFE

KATAKURI = "OP11-062"
ATTACKER = custom_card("T-ATK", "Attacker", "Character", cost=3, power=5500)
STRONG_LEADER = custom_card("T-LDR", "Strong", "Leader", power=5500, life=5)


def _to_main(game, player):
    """No Blocker, Counter or Trigger on either side: the battle ends."""
    while game.decision.kind != "main":
        game.apply(game.legal_actions()[0])
    expect_decision(game, player, "main")


def _attack_5500_leader(accept: bool):
    s = Scenario(turn=3)
    katakuri = s.p1.leader(KATAKURI)
    s.p1.don(active=1)
    s.p2.leader(STRONG_LEADER)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    game = s.build()
    game.apply(Action("attack", katakuri, s.p2.leader_id))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    _to_main(game, P1)
    return game


def test_op11_062_when_attacking_gains_1000_for_the_battle_for_don_minus_1():
    game = _attack_5500_leader(accept=True)
    assert len(game.state.life[P2]) == 1                # 6000 v 5500: the attack hits
    assert game.state.don_deck[P1] == 10 and game.state.don_active[P1] == 0


def test_op11_062_declined_the_5000_leader_does_not_hit():
    game = _attack_5500_leader(accept=False)
    assert len(game.state.life[P2]) == 2
    assert game.state.don_active[P1] == 1


def test_op11_062_on_the_opponents_attack_and_once_per_turn():
    s = Scenario(turn=4, turn_player=P2)
    katakuri = s.p1.leader(KATAKURI)
    s.p1.don(active=2)
    s.p1.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    first, second = s.p2.character(ATTACKER), s.p2.character(ATTACKER)
    game = s.build()
    game.apply(Action("attack", first, katakuri))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    _to_main(game, P2)
    assert len(game.state.life[P1]) == 2                # 5500 v 6000: no damage
    game.apply(Action("attack", second, katakuri))
    assert game.decision.kind != "confirm"              # used this turn
    _to_main(game, P2)
    assert len(game.state.life[P1]) == 1                # 5500 v 5000
    assert game.state.don_active[P1] == 1
