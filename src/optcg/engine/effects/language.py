"""The effect language: card effects as data.

A card's script is a tuple of abilities.  An ability has a timing (when it
can be used), conditions, an activation cost and a body of steps; a step is
an action applied to a target.  Every node is an immutable dataclass shared
by all games, so a paused effect is just an ability reference plus a
program counter (see runtime.py) and the same nodes are rendered back into
English (render.py).

The pieces combine like the phrases of card text:

    Ability(ON_PLAY, cost=(DonMinus(1),),
            steps=(KO(Choose(Cards(OPPONENT, cost_max=4))),))

reads "[On Play] DON!! -1: K.O. up to 1 of your opponent's Characters with
a cost of 4 or less."
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Final

# -- whose cards -------------------------------------------------------------
YOU: Final = "you"
OPPONENT: Final = "opponent"
ANY: Final = "any"

# -- areas a description can look in -----------------------------------------
FIELD: Final = "field"        # Leader, Character and Stage areas
HAND: Final = "hand"
TRASH: Final = "trash"
DECK: Final = "deck"
LIFE: Final = "life"
LOOKED: Final = "looked"      # the cards an effect is looking at (CR 11-3)

LEADER: Final = "Leader"
CHARACTER: Final = "Character"
EVENT: Final = "Event"
STAGE: Final = "Stage"

# -- timings (CR 8-1-3, 10-2) ------------------------------------------------
ON_PLAY: Final = "On Play"
WHEN_ATTACKING: Final = "When Attacking"
WHEN_ATTACKED: Final = "when attacked"         # CR 7-1-3-1
ON_BLOCK: Final = "On Block"
ON_KO: Final = "On K.O."
ON_OPPONENTS_ATTACK: Final = "On Your Opponent's Attack"
END_OF_YOUR_TURN: Final = "End of Your Turn"
END_OF_OPPONENTS_TURN: Final = "End of Your Opponent's Turn"
END_OF_BATTLE: Final = "end of battle"         # "if this Character battles ..." (CR 7-1-5-2)
START_OF_YOUR_TURN: Final = "start of your turn"
ACTIVATE_MAIN: Final = "Activate: Main"
MAIN: Final = "Main"                           # Event cards (CR 10-2-3)
COUNTER: Final = "Counter"                     # Event cards (CR 10-2-4)
TRIGGER: Final = "Trigger"                     # CR 10-1-5
START_OF_GAME: Final = "start of the game"     # Leaders (CR 5-2-1-5-1)
WOULD_BE_KO: Final = "would be K.O.'d"         # replacement effects (CR 8-1-3-4)

AUTO_TIMINGS: Final = (ON_PLAY, WHEN_ATTACKING, ON_BLOCK, ON_KO, ON_OPPONENTS_ATTACK,
                END_OF_YOUR_TURN, END_OF_OPPONENTS_TURN, END_OF_BATTLE,
                START_OF_YOUR_TURN)

# -- event timings: "When <event>, ..." (CR 8-1-3-1) ---------------------------
# Auto effects triggered by a game event written in prose.  Each wording is
# its own timing; the rules modules fire it where the event happens, and
# GameState.listeners tells them, with one lookup, whether any card of the
# game listens (a game without such cards pays nothing).  As for the
# bracketed timings, the effect waits in GameState.pending and resolves at
# the next check point, the turn player's first (CR 8-6).
WHEN_RESTED: Final = "When this card becomes rested"
# a DON!! -X cost or an effect returns DON!! of the player's field to their
# DON!! deck: once per return, however many DON!! (official ruling on
# OP02-071; EB02-035: "2 or more" counts one return only)
WHEN_DON_RETURNED: Final = "When a DON!! card on your field is returned"
WHEN_DON_RETURNED_BY_YOU: Final = "When a DON!! card on your field is returned by your effect"
WHEN_2_DON_RETURNED: Final = "When 2 or more DON!! cards on your field are returned"
# drawn by an effect, not in the Draw Phase (CR 6-3)
WHEN_DRAW_OUTSIDE_DRAW_PHASE: Final = "When you draw a card outside of your Draw Phase"
# this Character is K.O.'d (checked on the field, resolved from the trash,
# as [On K.O.]: CR 10-2-17); by any effect, or by an effect of the opponent
WHEN_THIS_KOED: Final = "When this Character is K.O.'d"
WHEN_THIS_KOED_BY_EFFECT: Final = "When this Character is K.O.'d by an effect"
WHEN_THIS_KOED_BY_OPPONENT: Final = "When this Character is K.O.'d by your opponent's effect"
# a Character is K.O.'d: once per Character (official ruling on ST08-001)
WHEN_CHARACTER_KOED: Final = "When a Character is K.O.'d"
WHEN_OPPONENT_CHARACTER_KOED: Final = "When your opponent's Character is K.O.'d"
# the attack of this card deals damage: after the Life is checked, before a
# [Trigger] of it (official ruling on OP03-041)
WHEN_ATTACK_DEALS_DAMAGE: Final = "When this card's attack deals damage"
# the opponent activates an Event ([Main] or [Counter]; a [Trigger] is not
# activating an Event: ruling on OP01-062) or [Blocker] (CR 10-1-4)
WHEN_OPPONENT_ACTIVATES_EVENT: Final = "When your opponent activates an Event"
WHEN_OPPONENT_ACTIVATES_BLOCKER: Final = "When your opponent activates [Blocker]"
WHEN_OPPONENT_ACTIVATES_A_BLOCKER: Final = "When your opponent activates a [Blocker]"
WHEN_YOU_ACTIVATE_EVENT: Final = "When you activate an Event"
# "on the field": either player's DON!! returned to its owner's DON!! deck
# (official ruling on OP02-071)
WHEN_ANY_DON_RETURNED: Final = "When a DON!! card on the field is returned"
# a Character is played, from the hand or by an effect (CR 3-7-3)
WHEN_YOU_PLAY_CHARACTER: Final = "When you play a Character"
WHEN_OPPONENT_PLAYS_CHARACTER: Final = "When your opponent plays a Character"
WHEN_OPPONENT_CHARACTER_RETURNED_BY_YOU: Final = (
    "When your opponent's Character is returned to the hand by your effect")
# the player's Life: a card added from it to the hand (damage, a [Trigger]
# declined, an effect; not a [Trigger] adding itself: ruling on OP05-107),
# or its number becoming 0 (resolved after the damage processing and the
# [Trigger]: rulings on OP05-098)
WHEN_LIFE_ADDED_TO_HAND: Final = "When a card is added to your hand from your Life"
WHEN_LIFE_BECOMES_0: Final = "When your number of Life cards becomes 0"
# either player's [Trigger] (official ruling on OP05-109)
WHEN_TRIGGER_ACTIVATES: Final = "When a [Trigger] activates"
# this Character's attack K.O.s the opponent's Character in battle (CR 7-1-4-1-2)
WHEN_BATTLES_AND_KOS: Final = "When this Character battles and K.O.'s"
WHEN_ATTACKS_LEADER: Final = "When this card attacks your opponent's Leader"
# a card of the player's hand trashed by an effect or an effect's cost,
# the opponent's included (official ruling on OP14-045)
WHEN_HAND_TRASHED_BY_EFFECT: Final = "When a card is trashed from your hand by an effect"
# one of the player's Characters (those of Ability.event_cards) leaves the
# field by an effect of the opponent: K.O.'d, returned to the hand or
# placed in the deck
WHEN_REMOVED_BY_OPPONENT: Final = "When your Character is removed by your opponent's effect"
# a DON!! card given to this Leader or one of the player's Characters, by
# the rules (CR 6-5-5) or an effect: once per DON!! card (official ruling
# on OP02-002)
WHEN_GIVEN_DON: Final = "When this card or any of your Characters is given a DON!! card"
# a card moves from the opponent's Life to another area, by any card's
# effect or damage (official rulings on OP08-105)
WHEN_OPPONENT_LIFE_REMOVED: Final = "When a card is removed from your opponent's Life cards"

EVENT_TIMINGS: Final = (WHEN_RESTED, WHEN_DON_RETURNED, WHEN_DON_RETURNED_BY_YOU,
                        WHEN_2_DON_RETURNED, WHEN_DRAW_OUTSIDE_DRAW_PHASE, WHEN_THIS_KOED,
                        WHEN_THIS_KOED_BY_EFFECT, WHEN_THIS_KOED_BY_OPPONENT,
                        WHEN_CHARACTER_KOED, WHEN_OPPONENT_CHARACTER_KOED,
                        WHEN_ATTACK_DEALS_DAMAGE, WHEN_OPPONENT_ACTIVATES_EVENT,
                        WHEN_OPPONENT_ACTIVATES_BLOCKER, WHEN_OPPONENT_ACTIVATES_A_BLOCKER,
                        WHEN_YOU_ACTIVATE_EVENT, WHEN_ANY_DON_RETURNED,
                        WHEN_YOU_PLAY_CHARACTER, WHEN_OPPONENT_PLAYS_CHARACTER,
                        WHEN_OPPONENT_CHARACTER_RETURNED_BY_YOU, WHEN_LIFE_ADDED_TO_HAND,
                        WHEN_LIFE_BECOMES_0, WHEN_TRIGGER_ACTIVATES, WHEN_BATTLES_AND_KOS,
                        WHEN_ATTACKS_LEADER, WHEN_HAND_TRASHED_BY_EFFECT,
                        WHEN_REMOVED_BY_OPPONENT, WHEN_GIVEN_DON, WHEN_OPPONENT_LIFE_REMOVED)
# the timings of "this Character is K.O.'d": checked on the field and
# resolved from the trash (CR 10-2-17)
THIS_KOED_TIMINGS: Final = (WHEN_THIS_KOED, WHEN_THIS_KOED_BY_EFFECT, WHEN_THIS_KOED_BY_OPPONENT)

# -- durations ---------------------------------------------------------------
THIS_BATTLE: Final = "during this battle"
THIS_TURN: Final = "during this turn"
UNTIL_NEXT_TURN: Final = "until the start of your next turn"
UNTIL_END_OF_OPPONENTS_NEXT_TURN: Final = "until the end of your opponent's next turn"


# =============================================================================
# Which cards
# =============================================================================

@dataclass(frozen=True)
class Cards:
    """A description of cards: whose, in which area, and which ones."""

    owner: str = YOU
    area: str = FIELD
    categories: tuple[str, ...] = (CHARACTER,)
    types: tuple[str, ...] = ()          # has any of these types
    type_includes: str | None = None     # a type containing this text (CR 2-4-3-1)
    attributes: tuple[str, ...] = ()     # has any of these attributes
    colors: tuple[str, ...] = ()         # has any of these colors
    names: tuple[str, ...] = ()          # is one of these card names
    exclude_names: tuple[str, ...] = ()  # "other than [Name]"
    cost_max: int | None = None
    cost_min: int | None = None
    power_max: int | None = None
    power_min: int | None = None
    rested: bool | None = None
    keyword: str | None = None           # has this keyword, e.g. "Blocker"
    other_than_this: bool = False


# =============================================================================
# Targets: how the cards an action applies to are found
# =============================================================================

@dataclass(frozen=True)
class This:
    """The card the effect comes from."""

    # how the card text names it, when not "this Character" (or Leader...)
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class Choose:
    """The player chooses `count` of the cards (as many as possible, or any
    number from 0 when `up_to`: CR 8-4-4-1)."""

    cards: Cards
    count: int = 1
    up_to: bool = True
    chooser: str = YOU


@dataclass(frozen=True)
class Every:
    """All the cards matching the description."""

    cards: Cards
    # how the card text says it, when not the plain "your Characters"
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class Selected:
    """The cards an earlier Select step chose ("that Character")."""

    name: str = "it"


# =============================================================================
# Conditions
# =============================================================================

@dataclass(frozen=True)
class DonAttached:
    """[DON!! xX]: X or more DON!! given to this card (CR 10-2-9)."""

    count: int


@dataclass(frozen=True)
class YourTurn:
    """[Your Turn] (CR 10-2-11)."""


@dataclass(frozen=True)
class OpponentsTurn:
    """[Opponent's Turn] (CR 10-2-12)."""


@dataclass(frozen=True)
class CountAtLeast:
    """"If you have N or more <cards>"."""

    cards: Cards
    count: int


@dataclass(frozen=True)
class HandAtMost:
    """"if you have N or less cards in your hand"."""

    count: int


@dataclass(frozen=True)
class LifeAtMost:
    """"If you have N or less Life cards" (owner YOU) or "if your opponent
    has N or less Life cards" (OPPONENT)."""

    count: int
    owner: str = YOU


@dataclass(frozen=True)
class LeaderIs:
    """"If your Leader is [Name]"."""

    name: str


@dataclass(frozen=True)
class TrashAtLeast:
    """"If you have N or more cards in your trash"."""

    count: int


@dataclass(frozen=True)
class DonOnFieldAtLeast:
    """"If you have N or more DON!! cards on your field"."""

    count: int


@dataclass(frozen=True)
class LeaderHasType:
    """"If your Leader has the {Type} type"."""

    type: str


@dataclass(frozen=True)
class ThisRested:
    """"If this Character is rested"."""


@dataclass(frozen=True)
class BattledCharacter:
    """"If this Character battles your opponent's Character"."""


# =============================================================================
# Activation costs (CR 8-3-1)
# =============================================================================

@dataclass(frozen=True)
class RestDon:
    """The ① symbol: rest N active DON!! in your cost area (CR 8-3-1-5)."""

    count: int


@dataclass(frozen=True)
class DonMinus:
    """DON!! -X: return X DON!! from your field to the DON!! deck (CR 8-3-1-6)."""

    count: int


@dataclass(frozen=True)
class RestThis:
    """"You may rest this card"."""


@dataclass(frozen=True)
class TrashFromHand:
    """"You may trash N cards from your hand"."""

    count: int = 1


# =============================================================================
# Steps: what an effect does
# =============================================================================

@dataclass(frozen=True)
class KO:
    target: Any


@dataclass(frozen=True)
class ReturnToHand:
    """Return to the owner's hand."""

    target: Any


@dataclass(frozen=True)
class ToDeckBottom:
    """Place at the bottom of the owner's deck."""

    target: Any


@dataclass(frozen=True)
class ToDeckTop:
    """Place at the top of the owner's deck."""

    target: Any


@dataclass(frozen=True)
class AddToHand:
    """Add cards (from the trash, the deck or the looked-at cards) to the hand."""

    target: Any
    reveal: bool = False


@dataclass(frozen=True)
class PlayCard:
    """Play Character or Stage cards (from the hand, deck, trash or, for a
    [Trigger], the card itself)."""

    target: Any
    rested: bool = False


@dataclass(frozen=True)
class Rest:
    target: Any


@dataclass(frozen=True)
class SetActive:
    target: Any


@dataclass(frozen=True)
class Draw:
    count: int


@dataclass(frozen=True)
class Trash:
    """Trash cards (from the hand, usually)."""

    target: Any


@dataclass(frozen=True)
class PowerChange:
    """"gains +N power <duration>" (or loses, with a negative amount)."""

    target: Any
    amount: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class SetBasePower:
    """"<target>'s base power becomes N <duration>" (CR 4-9)."""

    target: Any
    value: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class SetBaseCost:
    """"<target>'s base cost becomes N <duration>" (CR 4-9)."""

    target: Any
    value: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class SetPowerToZero:
    """« Set Power to 0 » (CR 4-12): lose power equal to the current power."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class CostChange:
    """"gets -N cost <duration>" (or +N)."""

    target: Any
    amount: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class GainKeyword:
    """"gains [Keyword] <duration>"."""

    target: Any
    keyword: str
    duration: str = THIS_TURN


@dataclass(frozen=True)
class GiveDon:
    """Give up to N rested DON!! from the cost area to a Leader or Character."""

    target: Any
    count: int = 1
    up_to: bool = True


@dataclass(frozen=True)
class AddDon:
    """Add up to N DON!! from the DON!! deck, active or rested."""

    count: int = 1
    active: bool = True
    up_to: bool = True


@dataclass(frozen=True)
class SetDonActive:
    """Set up to N of your rested DON!! as active."""

    count: int = 1


@dataclass(frozen=True)
class RestOpponentDon:
    """Rest up to N of your opponent's active DON!!."""

    count: int = 1


@dataclass(frozen=True)
class LookAtTop:
    """Look at the top N cards of your deck and put them back on the top or
    the bottom in any order (`places` limits where)."""

    count: int
    places: tuple[str, ...] = ("top", "bottom")


@dataclass(frozen=True)
class Search:
    """Look at the top N cards; reveal up to `take` matching cards and add
    them to your hand; place the rest at the bottom in any order."""

    count: int
    cards: Cards
    take: int = 1


@dataclass(frozen=True)
class AddLifeFromDeck:
    """Add up to N cards from the top of your deck to the top of your Life."""

    count: int = 1
    up_to: bool = True


@dataclass(frozen=True)
class TakeLife:
    """Add N cards from the top of your Life to your hand."""

    count: int = 1
    up_to: bool = False


@dataclass(frozen=True)
class ReturnDon:
    """Return N DON!! from your field to your DON!! deck (as an effect)."""

    count: int = 1


@dataclass(frozen=True)
class LoseKeyword:
    """"loses [Keyword] <duration>"."""

    target: Any
    keyword: str
    duration: str = THIS_TURN


@dataclass(frozen=True)
class Negate:
    """Negate the effects of the targets <duration> (CR 8-2)."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class CannotAttack:
    """"<target> cannot attack <duration>"."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class CannotActivateBlocker:
    """"<target> cannot activate [Blocker] <duration>"."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class WinGame:
    """"you win the game" (CR 1-2-5)."""


@dataclass(frozen=True)
class LoseGame:
    """"you lose the game" (CR 1-2-5)."""


@dataclass(frozen=True)
class ShuffleDeck:
    pass


@dataclass(frozen=True)
class TrashLife:
    """Trash up to N cards from the top of a player's Life."""

    owner: str = OPPONENT
    count: int = 1


@dataclass(frozen=True)
class CannotBlock:
    """Your opponent cannot activate [Blocker] during this battle, or only
    Characters with at least `min_power` (CR 10-1-4)."""

    min_power: int | None = None
    duration: str = THIS_BATTLE


@dataclass(frozen=True)
class UnblockableWhenAttacking:
    """"Your opponent cannot activate [Blocker] if that card attacks"."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class ActivateOwn:
    """"Activate this card's [Main] effect" (CR 10-2-3-1-1, 10-2-4-1-1)."""

    timing: str


@dataclass(frozen=True)
class Select:
    """Choose cards now and name them for later steps ("Select up to 1 ...")."""

    target: Choose
    name: str = "it"


@dataclass(frozen=True)
class AtEndOfTurn:
    """"At the end of this turn, <steps>": a delayed effect resolved in the
    End Phase (CR 6-6-1-2)."""

    steps: tuple


@dataclass(frozen=True)
class If:
    """Steps that resolve only if the condition holds (CR 4-10-1, 8-3-3)."""

    condition: Any
    steps: tuple


@dataclass(frozen=True)
class Python:
    """The escape hatch: fn(state, ctx) for the rare effect nothing else fits.
    It must not need a decision."""

    fn: Callable
    text: str


# =============================================================================
# Abilities
# =============================================================================

@dataclass(frozen=True)
class Ability:
    """One effect of a card: [timing] conditions, cost: steps."""

    timing: str
    steps: tuple = ()
    cost: tuple = ()
    conditions: tuple = ()
    once_per_turn: bool = False
    # "you may" on the whole body, for an effect with no cost that the
    # player may decline (CR 8-1-2)
    optional: bool = False
    # filled by the compiler
    code: tuple = field(default=(), compare=False, repr=False)
    slots: int = field(default=0, compare=False, repr=False)
    rest_don: int = field(default=0, compare=False, repr=False)    # total ① cost
    don_minus: int = field(default=0, compare=False, repr=False)   # total DON!! -X
    # how each step is joined to the one before in the card text (wording.JOINS)
    joins: tuple = field(default=(), compare=False, repr=False)
    # an event timing about other cards ("When your {X} type Character is
    # removed ..."): which cards (a Cards), None for any
    event_cards: Any = None


@dataclass(frozen=True)
class StaticPower:
    """Permanent: the targets gain power while the conditions hold."""

    target: Any             # This() or Every(...)
    amount: int


@dataclass(frozen=True)
class StaticKeyword:
    """Permanent: the targets gain a keyword while the conditions hold."""

    target: Any
    keyword: str


@dataclass(frozen=True)
class CannotBeKOd:
    """Permanent: the targets cannot be K.O.'d (`by`: "battle", "effects" or
    None for both) (CR 10-2-1-3)."""

    target: Any
    by: str | None = None


@dataclass(frozen=True)
class Static:
    """A permanent effect (CR 8-1-3-3)."""

    effect: Any
    conditions: tuple = ()
