"""OP17-058 Kaido (Leader): [When Attacking]/[On Your Opponent's Attack]
[Once Per Turn] DON!! −1: give up to 1 of the opponent's Characters −2000
power during this turn. The two timings come in different turns (a card
attacks in its owner's turn only, CR 7-1), so the effect is used at most once
in each turn, whichever of them comes."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from cards.qa import NO_COUNTER_LIFE

KAIDO = "OP17-058"
ATTACKER = custom_card("T-ATK6", "Attacker", "Character", cost=3, power=6000)


def _pay_and_choose(game, target):
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))                     # DON!! alike: no choice of which
    expect_decision(game, P1, "select")
    game.apply(Action("select", target))


def test_op17_058_when_attacking_weakens_a_character_for_don_minus_1():
    s = Scenario(turn=3)
    kaido = s.p1.leader(KAIDO)
    s.p1.don(active=2)
    theirs = s.p2.character(ATTACKER)
    game = s.build()
    game.apply(Action("attack", kaido, s.p2.leader_id))
    _pay_and_choose(game, theirs)
    assert power(game.state, theirs) == 4000
    assert game.state.don_deck[P1] == 9


def test_op17_058_on_the_opponents_attacks_once_per_turn():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(KAIDO)
    s.p1.don(active=2)
    s.p1.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    first, second = s.p2.character(ATTACKER), s.p2.character(ATTACKER)
    game = s.build()
    game.apply(Action("attack", first, s.p1.leader_id))
    _pay_and_choose(game, second)
    assert power(game.state, second) == 4000
    # no Blocker, no Counter: on to the damage and back to P2's Main Phase
    while game.decision.kind != "main":
        game.apply(game.legal_actions()[0])
    expect_decision(game, P2, "main")
    game.apply(Action("attack", second, s.p1.leader_id))
    assert game.decision.kind != "confirm"                  # used this turn
    assert game.state.don_active[P1] == 1
