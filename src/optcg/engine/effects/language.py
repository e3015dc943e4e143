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
    # -- costs family --
    trigger: bool = False                # "with a [Trigger]" (CR 10-1-5)
    # the noun the card text uses when not the usual one ("Event" for
    # "Event card"): wording only
    noun: str = field(default="", compare=False)


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


# -- conditions family: general counts, comparisons, card checks, conjunctions --
# One node per kind of test, each over a description (Cards or DonCards), so
# "If you have 2 or more {Navy} type Characters", "If your opponent has 3 or
# less Life cards" and "If you have 5 or more Events in your trash" are all
# Has.  The number of cards in each area is open information (CR 3-1-4).

AT_LEAST: Final = "or more"
AT_MOST: Final = "or less"
EXACTLY: Final = "exactly"
LESS: Final = "less"
MORE: Final = "more"


@dataclass(frozen=True)
class DonCards:
    """DON!! cards on a player's field: the cost area and the DON!! given to
    their cards (CR 3-1-2); `rested` True/False: only the rested/active ones
    of the cost area, as given DON!! are neither (CR 4-4-2)."""

    owner: str = YOU
    rested: bool | None = None
    given: bool = False                  # only the DON!! given to Leader and Characters


@dataclass(frozen=True)
class RestedCards:
    """"rested cards": a player's rested Leader, Characters and Stage and the
    rested DON!! cards of their cost area (the field, CR 3-1-2)."""

    owner: str = YOU


@dataclass(frozen=True)
class PlayedThisTurn:
    """"If this Character was played on this turn" (CR 3-7-3)."""


@dataclass(frozen=True)
class Has:
    """"If you have N or more/N or less/N <things>", "If your opponent has
    ...", "If there is a Character with ...", "If you have a [Name]", "If you
    don't have [Name]": how many of `what` (Cards, or DonCards) there are.
    Life cards count the whole Life area (CR 3-1-4), not only its top."""

    what: Any                            # or a tuple of them, counted together
    count: int = 1
    compare: str = AT_LEAST              # AT_LEAST, AT_MOST, EXACTLY or LESS (fewer than)
    # the card text's wording: "a", "named" ("If you have [Name]") or "any"
    # (1 or more), "don't have" / "no" (exactly 0), "do not have" (LESS),
    # "a total of"; `on_field`: "on your field" written after the cards
    word: str = field(default="", compare=False)
    on_field: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class OnlyHave:
    """"If the only Characters on your field are {X} type Characters", "If
    you only have {X} type Characters": you have Characters and every one
    matches (with none it does not hold: official rulings OP13-097, EB02-010)."""

    cards: Cards
    word: str = field(default="", compare=False)     # "the only": the first wording


@dataclass(frozen=True)
class Compare:
    """"If the number of DON!! cards on your field is equal to or less than
    the number on your opponent's field", "If you have less Life cards than
    your opponent": the count of `left` plus `by`, compared with `right`
    (`op`: AT_MOST "equal to or less", LESS, MORE)."""

    left: Any
    op: str
    right: Any
    by: int = 0
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class CardIs:
    """"If your Leader has the {X} or {Y} type", "If your Leader's type
    includes \"...\"", "If your Leader is [A] or [B]", "If your Leader is
    active", "If this Character has 7000 power or more": a given card (`card`:
    "this", "leader", "opponent's leader") matches a description (whose
    categories are the card's own)."""

    card: str
    cards: Cards


@dataclass(frozen=True)
class LeaderMulticolored:
    """"If your Leader is multicolored": it has two or more colors (CR 2-3-6)."""


@dataclass(frozen=True)
class AllOf:
    """"If A and B, ...": every condition holds.  `elide`: the words the
    card text drops from the later conditions, shared with the first ("your
    Leader " in "If your Leader has the {X} type and is active")."""

    conditions: tuple
    elide: str = field(default="", compare=False)


@dataclass(frozen=True)
class AnyOf:
    """"If your Leader has the {X} type or is [Name]": one condition holds
    (`elide` as for AllOf)."""

    conditions: tuple
    elide: str = field(default="", compare=False)


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
    # wording only: "DON!! −1, You may ..." (costs family)
    comma: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class RestThis:
    """"You may rest this card"."""


@dataclass(frozen=True)
class TrashFromHand:
    """"You may trash N cards from your hand"."""

    count: int = 1


# -- costs written as actions (the "costs" family) ---------------------------------

@dataclass(frozen=True)
class StepCost:
    """A "you may" activation cost written as an action the player takes:
    "You may trash 1 Event from your hand", "You may return 1 of your
    Characters to the owner's hand" (CR 8-3-1).  `step` is a step node (its
    wording and its action are the step's); as a cost it must be carried out
    in full or not at all (CR 8-3-1-3), its choices are the player's and the
    cards chosen for it are not targets of the effect.  `shared_verb`: the
    cost follows another after "and" without repeating the verb ("rest this
    Character and 1 of your DON!! cards")."""

    step: Any
    shared_verb: bool = False


@dataclass(frozen=True)
class RestDonCards:
    """"Rest N of your DON!! cards": rest N active DON!! of the cost area, the
    same cost as the ① symbol (official ruling on OP08-082; CR 8-3-1-5)."""

    count: int = 1


@dataclass(frozen=True)
class LifeCards:
    """N of your Life cards, each taken from the top or (when `places` allows)
    the bottom of the Life area, added to the hand or trashed ("add 1 card
    from the top or bottom of your Life cards to your hand"; CR 3-10)."""

    count: int = 1
    to: str = HAND
    # () when the text does not say ("from your Life area"): the top (CR 3-10-2)
    places: tuple[str, ...] = ("top", "bottom")


@dataclass(frozen=True)
class TrashDeckTop:
    """Trash N cards from the top of your deck (as a cost: all N or none)."""

    count: int = 1


@dataclass(frozen=True)
class RevealCards:
    """Reveal cards from the hand (they stay there): "reveal 2 Events from
    your hand"."""

    target: Any


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
    # Life family: whose Life ("add up to 1 card from the top of your
    # opponent's Life cards to the owner's hand"): the cards go to the
    # hand of their owner
    owner: str = YOU
    # "from their Life area" rather than "from the top of their Life cards":
    # the same top card (CR 3-10-2); wording only
    from_area: bool = field(default=False, compare=False)


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
    # Life family: "trash 1 card from the top of your Life cards" (all it can)
    up_to: bool = True
    # "up to 1 card from the top of your opponent's Life cards" rather than
    # "up to 1 of your opponent's Life cards" (wording only)
    from_top: bool = field(default=False, compare=False)


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
    # conditions family: written after the first step ("Draw 1 card if ...")
    after: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class Python:
    """The escape hatch: fn(state, ctx) for the rare effect nothing else fits.
    It must not need a decision."""

    fn: Callable
    text: str


# =============================================================================
# Life family: face-up Life cards (CR 3-10-2-1) and cards added to Life
# =============================================================================

@dataclass(frozen=True)
class TurnLife:
    """"turn N cards from the top of your Life cards face-up" (or face-down).
    Only cards that are not already so can be turned: with one of them
    already face-up, "turn 1 card ... face-up" cannot be done (official
    rulings on EB01-040, OP08-058, OP11-022), so as a cost it cannot be paid
    (CR 8-3-1-3-1)."""

    count: int = 1
    face_up: bool = True
    # ("top", "bottom") for "from the top or bottom of your Life cards";
    # () for any of them ("turn 1 of your face-up Life cards face-down")
    places: tuple[str, ...] = ("top",)


@dataclass(frozen=True)
class TurnAllLife:
    """"turn all of your Life cards face-down": the order stays (official
    ruling on EB01-052)."""

    face_up: bool = False


@dataclass(frozen=True)
class AddToLife:
    """Add cards (Characters from the field, cards from the hand, the trash
    or the looked-at cards) to the top (or, when `places` allows, the top or
    bottom: the player's choice) of their owner's Life area, face-up or
    face-down (CR 3-10-2, 3-10-2-1)."""

    target: Any
    face_up: bool = False
    places: tuple[str, ...] = ("top",)
    # how the text names the Life area: "your", "your opponent's" or
    # "the owner's" (the cards always go to their owner's Life): wording only
    whose: str = field(default="your", compare=False)
    # whether a face-down card's text says "face-down" (wording only)
    face_said: bool = field(default=False, compare=False)
    # "reveal up to 1 ... card from your hand and add it to the top of your
    # Life cards": shown to both players first (CR 11-2-1)
    reveal: bool = False
    # "place ... at the top or bottom of ..." rather than "add ... to" (wording only)
    verb: str = field(default="add", compare=False)


@dataclass(frozen=True)
class LookAtLife:
    """"Look at up to 1 card from the top of your or your opponent's Life
    cards and place it at the top or bottom of the Life cards": the player
    picks one of the top Life cards (or none), looks at it and puts it back
    at the top or bottom of the same Life area; a face-up card stays face-up
    (CR 3-10-3; official rulings on OP03-099, OP10-116)."""

    owner: str = ANY
    places: tuple[str, ...] = ("top", "bottom")
    # ", and place it" rather than " and place it" (wording only)
    comma: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class LookAtAllLife:
    """"Look at all of your Life cards and place them back in your Life area
    in any order": the player reorders the Life area; face-up cards stay
    face-up (CR 3-10-3; official ruling on EB01-052)."""

    owner: str = YOU
    # "look at all your Life cards" (no "of"): wording only
    of: bool = field(default=True, compare=False)
    # "; place 1 card at the top of your deck and place the rest back ...":
    # that many of them go to the top of the deck first
    to_deck_top: int = 0
    # "place 1 at the top" rather than "place 1 card at the top" (wording only)
    card_word: bool = field(default=True, compare=False)


@dataclass(frozen=True)
class HasFaceUpLife:
    """Condition: "If you have a face-up Life card" (CR 3-10-2-1)."""


@dataclass(frozen=True)
class TrashLifeUntil:
    """"trash cards from the top of your Life cards until you have N Life
    card(s)" (none when you have N or less)."""

    count: int = 1


@dataclass(frozen=True)
class NoLifeToHand:
    """"you cannot add Life cards to your hand using your own effects during
    this turn": your effects' steps and costs that would add your Life cards
    to your hand cannot do so (damage still does: CR 4-6-2-1 is a rule)."""

    duration: str = THIS_TURN


@dataclass(frozen=True)
class TrashFaceUpLife:
    """"Trash all your face-up Life cards" (CR 3-10-2-1)."""


@dataclass(frozen=True)
class SearchToLife:
    """"Look at N cards from the top of your deck and add up to 1 ... card to
    the top of your Life cards face-up. Then, place the rest at the bottom of
    your deck in any order": a search whose card goes to the top of the Life
    area (CR 3-10-2-1) instead of the hand."""

    count: int
    cards: Cards
    face_up: bool = False
    # "; add up to 1" rather than " and add up to 1" (wording only)
    semicolon: bool = field(default=False, compare=False)


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
    # conditions family: the condition written after the effect ("This
    # Character gains [Rush] if ...")
    after: bool = field(default=False, compare=False)
