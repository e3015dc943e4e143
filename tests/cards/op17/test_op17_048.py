"""OP17-048 Shiki (Character, cost 7, 9000, [Rush: Character]): [When
Attacking]/[On Your Opponent's Attack] [Once Per Turn] trash 1 card with a
type including "Rocks Pirates" from your hand: give up to 1 of the opponent's
Characters −3000 power during this turn."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2, selectable
from cards.qa import NO_COUNTER_LIFE

SHIKI = "OP17-048"
ROCKS = custom_card("T-RCK", "Rocks", "Character", cost=2, power=3000,
                    types=("Rocks Pirates",))
OTHER = custom_card("T-OTH", "Other", "Character", cost=2, power=3000, types=("Navy",))
ATTACKER = custom_card("T-ATK6", "Attacker", "Character", cost=3, power=6000)


def test_op17_048_when_attacking_trashes_a_rocks_pirates_card_to_weaken():
    s = Scenario(turn=3)
    shiki = s.p1.character(SHIKI)
    rocks, kept, other = s.p1.hand(ROCKS, ROCKS, OTHER)
    theirs = s.p2.character(ATTACKER)
    game = s.build()
    game.apply(Action("attack", shiki, s.p2.leader_id))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    assert selectable(game) == {rocks, kept}           # only "Rocks Pirates" cards
    game.apply(Action("select", rocks))
    expect_decision(game, P1, "select")
    game.apply(Action("select", theirs))
    assert rocks in game.state.trash[P1] and {kept, other} <= set(game.state.hand[P1])
    assert power(game.state, theirs) == 3000


def _attacked(*hand):
    """P2's 6000 Character attacks P1's Leader, Shiki on P1's field."""
    s = Scenario(turn=4, turn_player=P2)
    s.p1.character(SHIKI)
    cards = s.p1.hand(*hand)
    s.p1.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    attacker = s.p2.character(ATTACKER)
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    return game, cards, attacker


def test_op17_048_on_the_opponents_attack_and_not_offered_without_the_cost():
    game, [rocks], attacker = _attacked(ROCKS)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", attacker))
    assert rocks in game.state.trash[P1]
    assert power(game.state, attacker) == 3000

    game, _, attacker = _attacked(OTHER)               # nothing to pay the cost with
    assert [a.kind for a in game.legal_actions()] == ["decline"]    # the cost cannot be paid
    assert power(game.state, attacker) == 6000
