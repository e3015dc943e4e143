"""Helpers shared by the card tests of the official Q&A rulings."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import (AT_MOST, CHARACTER, END_OF_YOUR_TURN, EVENT, HAND,
                                           LEADER, STAGE, YOU, Ability, Cards, Draw, Has, If)
from optcg.engine.effects.language import exactly
from optcg.testing import answer, custom_card, expect, expect_decision

# Plain bodies (no effect) from the starter decks.
LUFFY_LEADER = "ST01-001"   # Leader, {Straw Hat Crew}
CHOPPER = "ST01-006"        # [Blocker], cost 1, 1000, no Counter

ROBIN = "ST01-008"          # vanilla, cost 3, 5000, {Straw Hat Crew}
VIVI = "ST01-009"           # vanilla, cost 2, 4000
FRANKY = "ST01-010"         # vanilla, cost 4, 6000, {Straw Hat Crew}
NO_COUNTER_LIFE = CHOPPER   # a Life card with neither [Trigger] nor Counter

# Vanilla cards of later sets, used for their types and colors.
GREEN_STRAW_HAT = "OP02-028"   # green {Straw Hat Crew} Character, cost 3
BLUE_BAROQUE = "OP02-053"      # blue {Baroque Works} Character, cost 5
PURPLE_AKP = "OP01-103"        # purple {Animal Kingdom Pirates}, cost 4, 6000

BLANK = custom_card("T-BLANK", "Blank", "Character", cost=1, power=2000)


def counter_plus(value: int = 1000):
    """A hand card with only a Counter value."""
    return custom_card(f"T-CTR{value}", f"Counter {value}", "Character",
                       cost=1, power=1000, counter=value)


def opts(game) -> set:
    return set(game.legal_actions())


def decline_counters(game, player: int = 1) -> None:
    """End the Counter Step, which must be asked of `player`."""
    answer(game, DecisionKind.COUNTER, Action("end_counters"), player)


def selectable(game) -> set:
    return {a.card for a in game.legal_actions() if a.kind == "select"}


def bottom_all(game, player: int = 0) -> None:
    """Place the looked-at cards one by one; the order must be asked of `player`."""
    expect(game, DecisionKind.ARRANGE, player)
    while game.decision is not None and game.decision.kind == DecisionKind.ARRANGE:
        game.apply(min(game.legal_actions()))


def end_turn(g) -> None:
    expect_decision(g, 0, DecisionKind.MAIN)
    g.apply(Action("end_phase"))


def ivankov_stand_in():
    """Made-up stand-in for the OP02-049 Emporio.Ivankov Leader (not
    automated): [End of Your Turn] if you have no card in your hand, draw 2
    cards."""
    return custom_card("T-OP02-049", "Emporio.Ivankov", "Leader", Ability(
        END_OF_YOUR_TURN, steps=(If(Has(Cards(YOU, HAND, (LEADER, CHARACTER, EVENT, STAGE)), 0,
                                        AT_MOST), (Draw(exactly(2)),)),)), power=5000,
        types=("Impel Down",))


def order_first(g, card) -> None:
    """At an order_effects decision, resolve `card`'s effect first."""
    expect_decision(g, 0, "order_effects")
    g.apply(next(a for a in g.legal_actions() if a.card == card))


ZERO = custom_card("T-ZERO", "Zero", "Character", cost=1, power=0)

FILM_BODY = "OP02-028"          # a vanilla {FILM} Character, 5000
