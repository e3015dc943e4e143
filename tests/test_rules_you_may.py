"""CR 8-1-2 and 10-2-13-1: "you may" on the whole of an ability is the
player's choice not to activate it, so a declined [Once Per Turn] ability is
not used and may activate later in the turn; a "you may" step is a step of
an ability that activates and resolves, and declining it skips the step
only.  Both are the one node May (compiler.declined_before_activation tells
them apart) and ask the same yes or no (CONFIRM)."""

from __future__ import annotations

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.compiler import compile_ability, declined_before_activation
from optcg.engine.effects.language import (
    ON_OPPONENTS_ATTACK, Ability, Draw, May, exactly)
from optcg.testing import Scenario, custom_card

NO_COUNTER_LIFE = "ST01-006"          # neither [Trigger] nor Counter
ATTACKER = custom_card("T-ATTACKER", "Attacker", "Character", cost=1, power=1000)


def _attacked_twice(ability: Ability) -> tuple[list[str], int]:
    """P1 attacks P2's Leader with two Characters; P2 declines every "you
    may".  The kinds P2 was asked, and the cards P2 drew."""
    watcher = custom_card("T-WATCHER", "Watcher", "Character", ability, cost=1, power=1000)
    s = Scenario()
    first, second = s.p1.characters(ATTACKER, ATTACKER)
    s.p2.character(watcher)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    s.p2.deck(*[NO_COUNTER_LIFE] * 5)
    g = s.build()
    hand = len(g.state.hand[1])
    asked: list[str] = []
    for attacker in (first, second):
        g.apply(Action("attack", attacker, s.p2.leader_id))
        while not (g.decision.player == 0 and g.decision.kind == DecisionKind.MAIN):
            if g.decision.kind == DecisionKind.CONFIRM:
                assert g.decision.player == 1
                asked.append(DecisionKind.CONFIRM)
                g.apply(Action("decline"))
            else:                                  # no block, no counter
                g.apply(next(a for a in g.legal_actions() if a.kind in ("pass", "no_block")))
    return asked, len(g.state.hand[1]) - hand     # 1000 v a 5000 Leader: no damage


def test_cr_8_1_2_a_whole_ability_declined_is_not_activated_nor_used_this_turn():
    whole = Ability(ON_OPPONENTS_ATTACK, steps=(May(Draw(exactly(1))),), once_per_turn=True)
    assert declined_before_activation(whole) and compile_ability(whole).declined_before_activation
    asked, drawn = _attacked_twice(whole)
    assert asked == [DecisionKind.CONFIRM] * 2 and drawn == 0     # asked again: not used


def test_cr_10_2_13_1_a_declined_step_leaves_its_ability_used():
    step = Ability(ON_OPPONENTS_ATTACK, steps=(Draw(exactly(1)), May(Draw(exactly(1)))),
                   once_per_turn=True)
    assert not declined_before_activation(step) and not compile_ability(step).declined_before_activation
    asked, drawn = _attacked_twice(step)
    assert asked == [DecisionKind.CONFIRM] and drawn == 1         # resolved once: used


def test_the_compiler_derives_declined_before_activation_and_refuses_it_written_by_hand():
    import pytest
    for steps in ((Draw(exactly(1)),), (May(Draw(exactly(1))),)):
        with pytest.raises(ValueError, match="steps=\\(May\\(step\\),\\)"):
            compile_ability(Ability(ON_OPPONENTS_ATTACK, steps=steps,
                                    declined_before_activation=True))
