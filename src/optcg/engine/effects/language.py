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
HAND_OR_TRASH: Final = "hand or trash"   # tail B family: "from your hand or trash"

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
# -- replacement effects for one kind of K.O. only (CR 8-1-3-4, 10-2-1) --
WOULD_BE_KO_BY_EFFECT: Final = "would be K.O.'d by an effect"
WOULD_BE_KO_IN_BATTLE: Final = "would be K.O.'d in battle"
WOULD_BE_KO_BY_OPPONENT: Final = "would be K.O.'d by your opponent's effect"
# "would be removed from the field by your opponent's effect": a K.O., a
# return to the hand or deck ... caused by the opponent's effect
WOULD_BE_REMOVED_BY_OPPONENT: Final = "would be removed from the field by your opponent's effect"
# repl family: "If this Character would leave the field" / "would be removed
# from the field": any K.O. (battle or effect) and any removal by an effect
WOULD_LEAVE_FIELD: Final = "would leave the field"
WOULD_BE_REMOVED: Final = "would be removed from the field"
# "would be K.O.'d or would be removed from the field by your opponent's effect"
WOULD_BE_KO_OR_REMOVED_BY_OPPONENT: Final = ("would be K.O.'d or would be removed from the "
                                             "field by your opponent's effect")
# the same as WOULD_BE_KO_OR_REMOVED_BY_OPPONENT, in the other order
WOULD_BE_REMOVED_BY_OPPONENT_OR_KO: Final = ("would be removed from the field by your "
                                             "opponent's effect or K.O.'d")
# the same as WOULD_BE_REMOVED_BY_OPPONENT, worded "by your opponent"
WOULD_BE_REMOVED_BY_OPPONENT_SHORT: Final = "would be removed from the field by your opponent"
WOULD_BE_KO_TIMINGS: Final = (WOULD_BE_KO, WOULD_BE_KO_BY_EFFECT, WOULD_BE_KO_IN_BATTLE,
                              WOULD_BE_KO_BY_OPPONENT, WOULD_BE_REMOVED_BY_OPPONENT,
                              WOULD_LEAVE_FIELD, WOULD_BE_REMOVED,
                              WOULD_BE_KO_OR_REMOVED_BY_OPPONENT,
                              WOULD_BE_REMOVED_BY_OPPONENT_SHORT, WOULD_BE_REMOVED_BY_OPPONENT_OR_KO)
# what causes a K.O. (CR 10-2-1): a battle, an effect of the card's owner, or
# one of the owner's opponent (the K.O. of a "ko" task, CannotBeKOd.by)
BY_BATTLE: Final = "battle"
BY_EFFECTS: Final = "effects"
BY_OPPONENTS_EFFECTS: Final = "opponent's effects"
KO_CAUSES: Final = (None, BY_BATTLE, BY_EFFECTS, BY_OPPONENTS_EFFECTS)

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

# -- events family (round 2): more event timings -----------------------------------
# any attack of the player's Leader or Characters deals damage to the
# opponent's Life: once per attack, [Double Attack] included; not a Life card
# moved by an effect (official rulings on OP03-043)
WHEN_YOU_DEAL_DAMAGE: Final = "When you deal damage to your opponent's Life"
# this Character battles one of the opponent's Characters matching
# Ability.event_cards ("<Strike> attribute Characters"): as it attacks one or
# is attacked (or blocked) by one, once the battle's two cards are known, at
# the start of the Counter Step (CR 7-1-3); once per battle (official ruling
# on ST05-010: two such battles, twice the power)
WHEN_THIS_BATTLES: Final = "When this Character battles"
# a Character with no base effect (no effect text: CR 2-8, a vanilla card)
# played from the player's hand (CR 3-7-3), on either player's turn
# (official rulings on OP02-026)
WHEN_YOU_PLAY_VANILLA_FROM_HAND: Final = (
    "When you play a Character with no base effect from your hand")
# "When this Leader attacks or is attacked": as [When Attacking] when it
# attacks (before [Blocker]), and when it is still the attacked card once
# [Blocker] is over, before the Counter Step's Counters (official rulings on
# OP03-001; CR 7-1-1-3, 7-1-3-1)
WHEN_ATTACKS_OR_ATTACKED: Final = "When this card attacks or is attacked"
# the opponent activates an Event ([Main] or [Counter], not a [Trigger]) or
# [Blocker] (CR 10-1-4): one timing for either
WHEN_OPPONENT_ACTIVATES_EVENT_OR_BLOCKER: Final = (
    "When your opponent activates an Event or [Blocker]")
EVENTS2_TIMINGS: Final = (WHEN_YOU_DEAL_DAMAGE, WHEN_THIS_BATTLES,
                          WHEN_YOU_PLAY_VANILLA_FROM_HAND, WHEN_ATTACKS_OR_ATTACKED,
                          WHEN_OPPONENT_ACTIVATES_EVENT_OR_BLOCKER)

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
                        WHEN_REMOVED_BY_OPPONENT, WHEN_GIVEN_DON, WHEN_OPPONENT_LIFE_REMOVED,
                        *EVENTS2_TIMINGS)
# the timings of "this Character is K.O.'d": checked on the field and
# resolved from the trash (CR 10-2-17)
THIS_KOED_TIMINGS: Final = (WHEN_THIS_KOED, WHEN_THIS_KOED_BY_EFFECT, WHEN_THIS_KOED_BY_OPPONENT)

# -- durations ---------------------------------------------------------------
THIS_BATTLE: Final = "during this battle"
THIS_TURN: Final = "during this turn"
UNTIL_NEXT_TURN: Final = "until the start of your next turn"
UNTIL_END_OF_OPPONENTS_NEXT_TURN: Final = "until the end of your opponent's next turn"
# statics family: the End Phase ends that turn, so it lasts as long
UNTIL_END_OF_OPPONENTS_NEXT_END_PHASE: Final = "until the end of your opponent's next End Phase"
UNTIL_END_OF_YOUR_NEXT_TURN: Final = "until the end of your next turn"
# tail B family: no duration written ("[On Play] ... this Character gains
# [Rush]."): the effect lasts while the card stays on the field (CR 3-1-6)
WHILE_ON_FIELD: Final = "while on the field"


# =============================================================================
# Which cards
# =============================================================================

# Counts a cost can be compared with (statics family): "the number of DON!!
# cards on your field", "the number of your opponent's Life cards", "the total
# of your and your opponent's Life cards".
DON_ON_FIELD: Final = "DON!! on your field"
OPPONENTS_LIFE: Final = "your opponent's Life"
TOTAL_LIFE: Final = "total Life"

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
    # wording only: "up to 1 ... card on your field" (not "up to 1 of your ...")
    on_your_field: bool = field(default=False, compare=False)
    # -- statics family: more qualifiers ------------------------------------
    base_power_max: int | None = None    # "with N base power or less" (CR 4-9)
    base_power_min: int | None = None
    base_cost_max: int | None = None     # "with a base cost of N or less"
    base_cost_min: int | None = None
    has_trigger: bool | None = None      # "with a [Trigger]" (CR 10-1-5)
    no_base_effect: bool = False         # "with no base effect": no card text (CR 2-8-5, 8-2-2)
    # "with a cost equal to or less than <a count>": one of COUNTS
    cost_max_count: str | None = None
    # "[Name] or {Type} type card": cards with these names need not have the types
    or_names: tuple[str, ...] = ()
    # wording only: "{Type} type card or [Name]"
    or_names_after: bool = field(default=False, compare=False)
    # wording only: "other than [Name]" is written before the cost
    exclude_first: bool = field(default=False, compare=False)
    # wording only: the attributes in full-width brackets "＜Strike＞"
    wide_attributes: bool = field(default=False, compare=False)
    # wording only: "Event" for "Event card" outside the field
    short_noun: bool = field(default=False, compare=False)
    # wording only: "with a base power of N or less" (not "with N base power or less")
    base_power_of: bool = field(default=False, compare=False)
    # wording only (tail family): "with N or more power" (not "with N power or more")
    power_number_first: bool = field(default=False, compare=False)
    # wording only (tail B family): "with a cost of 3 or more and 7000 power or
    # more": the power joined to the cost by "and"
    and_power: bool = field(default=False, compare=False)
    # wording only (tail B family): "with 4000 power or less and the {X} type":
    # the types said after the other qualifiers
    type_after: bool = field(default=False, compare=False)
    # meta family: "Up to 2 of your opponent's rested cards / Character or
    # DON!! cards will not become active ...": the description also covers
    # the DON!! cards of the owner's cost area, the rested ones when `rested`
    # is True, else the active ones (DON!! given to a card are not in the
    # cost area: official ruling on OP07-026).  DON!! cards are alike, so
    # the player chooses how many of them (runtime "dons"); its wording is
    # in `noun` ("cards", "Character or DON!! cards").  Resting cards or
    # DON!! is RestCards / RestDonOrCharacter.
    don: bool = False
    # wording only (meta family): "with a cost of 4 or less and a [Trigger]
    # other than [Name]": the [Trigger] said before "other than"
    trigger_first: bool = field(default=False, compare=False)
    # -- search family: cards looked at (area LOOKED) --
    # or any of these descriptions ("up to 1 [Sanji] or Event card"); only
    # choices among looked-at cards use it (runtime.select_candidates)
    alt: tuple[Cards, ...] = ()
    # wording: "short" names a card outside the field by its field noun
    # ("red Event", not "red Event card"); "named": names then a noun
    # ("[A] or [B] cards"); "of your" (tail family): "up to 1 of your
    # Character cards ... from your trash"
    noun: str = field(default="", compare=False)
    # wording of an `alt` joined to the one before: "" ("... or Event card"),
    # "up to" ("... or up to 1 Event card") or "count" ("... or 1 Event card")
    joined: str = field(default="", compare=False)
    # -- don family: "with a DON!! card given", "that has 2 or more DON!! cards
    # given": at least this many DON!! given to the card (CR 6-5-5)
    don_min: int | None = None
    # wording only: "that has N or more DON!! cards given" (not "with a DON!! card given")
    don_that_has: bool = field(default=False, compare=False)
    # -- hand family --
    # "that is a different color than the returned Character": no color in
    # common with the cards of the choice before (CR 2-3-5: a multicolored
    # card is a card of each of its colors); the compiler ties the choice
    other_color: bool = False
    # wording only: 'with a type including "CP" other than [Stussy] and a
    # cost of 2 or less': the excluded names between the type and the cost
    exclude_mid: bool = field(default=False, compare=False)
    # "this Character card from your trash": only the card the effect comes
    # from (an [On K.O.] card is in its owner's trash as the effect resolves)
    this_card: bool = False
    # wording only: "all of your Characters except this Character" (other_than_this)
    except_this: bool = field(default=False, compare=False)
    # -- events family (round 2) --
    # "the opponent's Character you battled with": only the card this one is
    # battling (or battled, at the end of the battle), while still on the
    # field (a K.O.'d one is another card: official rulings on OP04-047, ST08-013)
    battled_with: bool = False


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
    # wording (tail-A family): "total" for "up to a total of 2 of ..."
    word: str = field(default="", compare=False)
    # hand family: "with a total power of 4000 or less": the powers of the
    # chosen cards add up to at most this
    total_power_max: int | None = None
    # hand family: "up to 1 each of [A], [B], and [C]": no two chosen cards
    # share a name (`count` is the number of names)
    each: bool = False


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
    # how the text names them, when not "that card": "that Character",
    # "that Leader or Character", "the card"
    word: str = field(default="", compare=False)


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

    # events family (round 2): "At the end of a battle in which this
    # Character battles your opponent's Character with a cost of 5 or less":
    # the opponent's Character must match too (a Cards; None: any), checked
    # at the end of the battle (CR 7-1-5-2)
    cards: Any = None
    # wording only: the "At the end of a battle in which ..." wording
    in_which: bool = field(default=False, compare=False)


# -- conditions family: general counts, comparisons, card checks, conjunctions --
# One node per kind of test, each over a description (Cards or DonCards), so
# "If you have 2 or more {Navy} type Characters", "If your opponent has 3 or
# less Life cards" and "If you have 5 or more Events in your trash" are all
# Has.  The number of cards in each area is open information (CR 3-1-4).

EITHER: Final = "either"       # an owner: "If either you or your opponent has ..."
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
class AllDonRested:
    """"If all of your DON!! cards are rested": no active DON!! and none
    given (official ruling OP02-027: given DON!! are not rested, CR 4-4-2),
    and at least one (as with "the only Characters", none does not count)."""


@dataclass(frozen=True)
class PlayedThisTurn:
    """"If this Character was played on this turn" (CR 3-7-3)."""


@dataclass(frozen=True)
class Has:
    """"If you have N or more/N or less/N <things>", "If your opponent has
    ...", "If there is a Character with ...", "If you have a [Name]", "If you
    don't have [Name]": how many of `what` (Cards, or DonCards) there are.
    Life cards count the whole Life area (CR 3-1-4), not only its top.  With
    the owner EITHER it holds if it holds for one of the players."""

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
@dataclass(frozen=True)
class RevealedIs:
    """"If that card is a {X} type Character card", "If the revealed card has
    a cost of 4 or more": the card a Look step revealed (or looked at) is
    still in the deck and matches `cards` (area LOOKED).  Search family.
    Tail-A family: with no Look before it, "that card" is the card the step
    before chose ("Up to 1 of your Leader or Character cards gains ... If
    that card is a Character, ...")."""

    cards: Cards
    # how the text names the card: "that card" or "the revealed card"
    word: str = field(default="that card", compare=False)


# =============================================================================
# Activation costs (CR 8-3-1)
# =============================================================================

@dataclass(frozen=True)
class RestDon:
    """The ① symbol: rest N active DON!! in your cost area (CR 8-3-1-5)."""

    count: int
    # wording (tail-A family): followed by its reminder text "(You may rest
    # the specified number of DON!! cards in your cost area)"
    reminder: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class DonMinus:
    """DON!! -X: return X DON!! from your field to the DON!! deck (CR 8-3-1-6)."""

    count: int
    # wording only: "DON!! −1, You may ..." (costs family)
    comma: bool = field(default=False, compare=False)
    # wording only (tail B family): "DON!! −4, you may ..." in lower case
    lower: bool = field(default=False, compare=False)


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
    # wording (tail-A family): "can" for "You can trash 1 ... :" (not "You may")
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class RestDonCards:
    """"Rest N of your DON!! cards": rest N active DON!! of the cost area, the
    same cost as the ① symbol (official ruling on OP08-082; CR 8-3-1-5)."""

    count: int = 1
    # wording only (repl family): "active" for "rest 2 of your active DON!! cards"
    word: str = field(default="", compare=False)


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
    # tail B family: the verb, "" ("place") or "return" ("return 7 cards
    # from your trash to the bottom of your deck in any order")
    # meta family: ANY_ORDER ("... at the bottom of the owner's deck in any
    # order"): the owner of the cards orders them (official ruling on
    # OP06-058); the compiler adds that ordering after the step
    word: str = field(default="", compare=False)


ANY_ORDER: Final = "any order"     # meta family: ToDeckBottom.word


@dataclass(frozen=True)
class ToDeckTop:
    """Place at the top of the owner's deck."""

    target: Any
    # wording (search family): "" or "count" ("place 1 at the top of your deck")
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class AddToHand:
    """Add cards (from the trash, the deck or the looked-at cards) to the hand."""

    target: Any
    reveal: bool = False
    # wording (search family): "" ("reveal up to 1 ... and add it to your
    # hand"), "comma" ("reveal up to 1 ..., add it to your hand"), "total"
    # ("reveal a total of up to 2 ...") or "up to total" ("reveal up to a
    # total of 2 ...")
    word: str = field(default="", compare=False)


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
    # tail family: "draw up to N cards": the player chooses how many (CR 8-4-4-1)
    up_to: bool = False
    # hand family: OPPONENT for "your opponent draws 1 card"
    owner: str = YOU
    # wording (events family, round 2): "you may" for "you may draw 1 card"
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class Trash:
    """Trash cards (from the hand, usually)."""

    target: Any
    # misc family: "chooses": "your opponent chooses ... and trashes it"
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class PowerChange:
    """"gains +N power <duration>" (or loses, with a negative amount)."""

    target: Any
    amount: int
    duration: str = THIS_TURN
    # wording (tail family): "additional" for "that card gains an additional +N power"
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class SetBasePower:
    """"<target>'s base power becomes N <duration>" (CR 4-9)."""

    target: Any
    value: int
    duration: str = THIS_TURN
    # wording only (tail B family): "'" after a plural ("up to 1 of your
    # opponent's Characters' base power becomes 0")
    word: str = field(default="'s", compare=False)


@dataclass(frozen=True)
class SetBaseCost:
    """"<target>'s base cost becomes N <duration>" (CR 4-9)."""

    target: Any
    value: int
    duration: str = THIS_TURN
    # wording (tail-A family): "set" for "set the cost of <target> to N
    # <duration>": the cost is N whatever modifiers applied before or after
    # (official ruling on OP03-091), as a base cost of N
    word: str = field(default="", compare=False)


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
    # tail family: "gains [Blocker] and +1000 power": a power change as well
    amount: int = 0


@dataclass(frozen=True)
class GiveDon:
    """Give up to N rested DON!! from the cost area to a Leader or Character."""

    target: Any
    count: int = 1
    up_to: bool = True
    # misc family: "to": the wording "give up to N rested DON!! cards to <target>"
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class AddDon:
    """Add up to N DON!! from the DON!! deck, active or rested."""

    count: int = 1
    active: bool = True
    up_to: bool = True
    # wording (tail family): "them" for "... and rest them" (else "it")
    word: str = field(default="", compare=False)


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
    # the verb the card text uses: "" ("return them to the top or bottom of
    # the deck"), "place" ("place them at ... of the deck") or "place your"
    # ("place them at ... of your deck"); the same effect
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class Search:
    """Look at the top N cards; reveal up to `take` matching cards and add
    them to your hand; place the rest at the bottom in any order."""

    count: int
    cards: Cards
    take: int = 1


# -- looking at, revealing and trashing the top of the deck (CR 11-3) ---------
# A search in steps: Look puts the top cards in the LOOKED area; the steps
# after it choose among them (Choose(Cards(area=LOOKED))) to add, play or
# trash; PlaceRest or TrashRest then puts away the cards not taken.

@dataclass(frozen=True)
class Look:
    """Look at the top N cards of your deck (CR 11-3-1), or reveal them to
    both players (`reveal`, CR 11-3-2); "up to N": the player picks how many."""

    count: int
    up_to: bool = False
    reveal: bool = False


@dataclass(frozen=True)
class PlaceRest:
    """Place the looked-at cards not taken at the top or bottom of the deck
    (`places`), in the order the player chooses, all on one side."""

    places: tuple[str, ...] = ("bottom",)
    area: str = DECK         # or LIFE: Life cards looked at go back to the Life area
    # wording: "" ("... in any order"), "no order" (a revealed card:
    # "place the rest at the bottom of your deck"), "revealed" ("place the
    # revealed card ..."), "life" / "life rest" (Life cards looked at: "place
    # them / the rest back in your Life area in any order", places ("top",))
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class TrashRest:
    """Trash the looked-at cards not taken ("Then, trash the rest")."""


@dataclass(frozen=True)
class LookAtLife:
    """"Look at up to 1 card from the top of your or your opponent's Life
    cards and place it at the top or bottom of the Life cards": the player
    picks whose top Life card (or none), looks at it (CR 11-3-1) and puts it
    back on the top or the bottom of that Life area; a face-up card stays
    face-up (CR 3-10-3; official rulings on OP03-099, OP10-116)."""

    # wording: "" or "comma" (", and place it ...")
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class LookAtAllLife:
    """"Look at all of your Life cards": they become the looked-at cards
    (CR 11-3-1); a PlaceRest(("top",)) after it puts them back in the order
    the player chooses, face-up cards still face-up (official ruling on
    EB01-052)."""

    # wording: "all of your" or "all your"
    word: str = field(default="all of your", compare=False)


@dataclass(frozen=True)
class TrashFromDeck:
    """Trash N cards from the top of your deck (as many as there are); also
    the cost "You may trash N cards from the top of your deck", which needs
    N cards in the deck (CR 8-3-1-3-1).  `optional`: "you may trash N
    cards ...", all of them or none, as the player chooses."""

    count: int
    optional: bool = False


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
    # misc family: OPPONENT: "your opponent returns N DON!! cards from their
    # field ..." (they choose which, CR 8-3-1-6 as for DON!! −X)
    owner: str = YOU


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
    # wording (meta family): "effect" for "negate the effect of <target>"
    word: str = field(default="", compare=False)
    # meta family: "negate the effect of <target> and that Character cannot
    # attack <duration>": the same cards cannot attack for the same duration
    cannot_attack: bool = False


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
    # tail family: or only Characters with at most `max_power` ("a [Blocker]
    # Character that has 2000 or less power")
    max_power: int | None = None
    # or only Characters with a cost of at most `max_cost` ("the [Blocker] of
    # any Character with a cost of 5 or less")
    max_cost: int | None = None


@dataclass(frozen=True)
class UnblockableWhenAttacking:
    """"Your opponent cannot activate [Blocker] if that card attacks"."""

    target: Any
    duration: str = THIS_TURN
    # wording (events family, round 2): "if first" for "If the selected
    # Character attacks during this turn, your opponent cannot activate [Blocker]"
    word: str = field(default="", compare=False)


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
    # misc family: written after its step ("A at the end of this turn")
    after: bool = field(default=False, compare=False)


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
    # wording (tail-A family): the event written after the body ("Draw 1
    # card when your opponent activates an Event.")
    event_after: bool = field(default=False, compare=False, repr=False)
    # an event timing about other cards ("When your {X} type Character is
    # removed ..."): which cards (a Cards), None for any
    event_cards: Any = None
    # wording (meta family): "This effect can be activated when your
    # opponent attacks. <body>" rather than "[On Your Opponent's Attack]"
    activated_when: bool = field(default=False, compare=False, repr=False)
    # repl family: a replacement effect written without "you may" ("...,
    # trash this Character and draw 1 card instead"): it applies, no choice
    forced: bool = False


@dataclass(frozen=True)
class StaticPower:
    """Permanent: the targets gain power while the conditions hold."""

    target: Any             # This() or Every(...)
    amount: int
    # wording (tail family): "give" for "give this Leader −1000 power"
    word: str = field(default="", compare=False)
    # tail family: "+1000 power for every 2 Events in your trash": `amount`
    # once per `per_count` of the cards `per` counts (a condition's count)
    per: Any = None
    per_count: int = 1


@dataclass(frozen=True)
class StaticKeyword:
    """Permanent: the targets gain a keyword while the conditions hold."""

    target: Any
    keyword: str


@dataclass(frozen=True)
class CannotBeKOd:
    """Permanent: the targets cannot be K.O.'d (`by`: "battle", "effects",
    "opponent's effects" or None for all) (CR 10-2-1-3)."""

    target: Any
    by: str | None = None
    # statics family: only in battle against these cards ("in battle by
    # <Slash> attribute cards"); None: against any card
    against: Against | None = None


@dataclass(frozen=True)
class Against:
    """The cards a battle protection holds against (statics family):
    Leaders and/or Characters, with (or `without`) an attribute."""

    categories: tuple[str, ...] = (LEADER, CHARACTER)
    attribute: str | None = None
    without: bool = False
    # wording only: the attribute in full-width brackets "＜Strike＞", and
    # "cards" or "Leaders or Characters" for both categories
    wide: bool = field(default=False, compare=False)
    noun: str = field(default="cards", compare=False)


@dataclass(frozen=True)
class CannotBeRemoved:
    """Permanent: "<target> cannot be removed from the field by your
    opponent's effects": no K.O., return to the hand or deck, or trash by an
    effect of the opponent (statics family)."""

    target: Any


@dataclass(frozen=True)
class HandCost:
    """"give this card in your hand −N cost": a permanent effect valid in the
    hand (an exception to CR 2-8-2, the card says where it applies)."""

    amount: int


@dataclass(frozen=True)
class StaticAnd:
    """Two or more permanent effects of one sentence ("this Character gains
    [Blocker] and +1 cost"): each applies as if written alone (statics
    family)."""

    effects: tuple


@dataclass(frozen=True)
class Static:
    """A permanent effect (CR 8-1-3-3)."""

    effect: Any
    conditions: tuple = ()
    # conditions family: the condition written after the effect ("This
    # Character gains [Rush] if ...")
    after: bool = field(default=False, compare=False)


# =============================================================================
# Statics family: more permanent effects, rule texts and replacement steps
# =============================================================================

@dataclass(frozen=True)
class StaticCost:
    """Permanent: "<target> gains +N cost" while the conditions hold (CR 8-1-3-3)."""

    target: Any
    amount: int
    # repl family: "+1 cost for every 4 cards in your trash": `amount` once
    # per `per_count` of the cards `per` counts (as StaticPower.per)
    per: Any = None
    per_count: int = 1


@dataclass(frozen=True)
class StaticCannotAttack:
    """Permanent: "<target> cannot attack" (CR 8-1-3-3, 7-1-1)."""

    target: Any


@dataclass(frozen=True)
class StaticAttackActive:
    """Permanent: "<target> can also attack active Characters": an exception
    to CR 7-1-1-2 (only rested Characters can be attacked)."""

    target: Any
    # wording only: "your opponent's active Characters"
    opponents: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class StaticAttackCharactersWhenPlayed:
    """Permanent: "<target> can attack Characters on the turn in which it is
    played": the effect of [Rush: Character] (CR 10-1-6, an exception to CR
    3-7-4)."""

    target: Any
    # tail B family: "it is" or "they are" (said of several Characters)
    word: str = field(default="it is", compare=False)


@dataclass(frozen=True)
class AlsoNamed:
    """"Also treat this card's name as [X]": the card has every name listed
    besides its printed one, wherever it is, deck construction included
    (CR 2-1-3).  `rules_word`: where the text says "according to the rules"
    ("after") or "Under the rules of this game" ("before")."""

    names: tuple[str, ...]
    rules_word: str = field(default="after", compare=False)


@dataclass(frozen=True)
class AnyNumberInDeck:
    """"you may have any number of this card in your deck": a deck-construction
    effect replacing the 4-copy limit of CR 5-1-2-3 (CR 5-1-2-4)."""


@dataclass(frozen=True)
class CannotBeRested:
    """"<target> cannot be rested <duration>": no effect or cost rests it, and
    it cannot attack or activate [Blocker], which need it rested (official
    rulings on OP13-032)."""

    target: Any
    duration: str = THIS_TURN


@dataclass(frozen=True)
class ProtectFromKO:
    """"<target> cannot be K.O.'d [in battle | by effects | by your
    opponent's effects] <duration>" (a step; CR 10-2-1-3)."""

    target: Any
    by: str | None = None
    duration: str = THIS_TURN
    # tail B family: "none" ("None of your Characters can be K.O.'d ...")
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class WouldBeKOd:
    """The condition of a replacement effect for its owner's other cards:
    "If your <cards> would be K.O.'d, ... instead" (CR 8-1-3-4): the card
    about to be K.O.'d matches `cards` (checked where the K.O. happens)."""

    cards: Cards
    # wording only: "one of your {X} type Characters" (not "your {X} type Character")
    one_of: bool = field(default=False, compare=False)
    # wording only (repl family): "have" for "If you have a green Character ...
    # that would be removed ..."
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class CanAttackActive:
    """"<target> can also attack active Characters <duration>" (a step)."""

    target: Any
    duration: str = THIS_TURN
    # wording only: "your opponent's active Characters"
    opponents: bool = field(default=False, compare=False)


# -- misc family: modal abilities, refresh locks, damage ---------------------------

@dataclass(frozen=True)
class Option:
    """One option of a ChooseOne: its steps and their clause joins."""

    steps: tuple
    joins: tuple = field(default=(), compare=False)


@dataclass(frozen=True)
class ChooseOne:
    """"Choose one: • A. • B.": the player picks one option and only its
    steps resolve (CR 8-4-4: the option is chosen as the effect resolves).  Each option
    is an Option.  "Your opponent chooses one:": `chooser` OPPONENT picks,
    the steps are still yours."""

    options: tuple
    chooser: str = YOU
    bullet: str = field(default="•", compare=False)     # or "-", as printed


@dataclass(frozen=True)
class StayRested:
    """"<target> will not become active in your opponent's next Refresh
    Phase": the targets skip the setting active of CR 6-2-4 once."""

    target: Any
    # tail B family: "in the next Refresh Phase" ("the"), said of the
    # opponent's cards: the same phase, their owner's next one
    word: str = field(default="your opponent's", compare=False)


@dataclass(frozen=True)
class DealDamage:
    """"deal N damage to your opponent": damage processing (CR 4-6-2), with
    [Trigger] (CR 10-1-5) and the defeat at 0 Life (CR 1-2-1-1-1)."""

    count: int = 1


# =============================================================================
# -- tail-A family: OP01-OP03 and ST05-ST12 wordings --
# =============================================================================

@dataclass(frozen=True)
class DrawToHandSize:
    """"Draw cards so that you have N cards in your hand": draw the
    difference, none when the hand already holds N or more (CR 8-4-4-1:
    as many as the deck allows)."""

    count: int
    # wording: "card(s)" ("Draw card(s) so that ...") or "" ("draw cards")
    word: str = field(default="", compare=False)



@dataclass(frozen=True)
class StaticNoLeaderAttackWhenPlayed:
    """Permanent (tail-A family): "<target> cannot attack a Leader on the
    turn in which it is played": an attack that [Rush] allows that turn
    (CR 10-1-1) may target only Characters, as with [Rush: Character]
    (CR 10-1-6)."""

    target: Any


@dataclass(frozen=True)
class DeckOutWins:
    """A Leader's "When your deck is reduced to 0, you win the game instead
    of losing, according to the rules": it replaces the defeat of CR
    9-2-1-2 with a victory (CR 1-2-5: an effect makes a player win), while
    its effects are valid (CR 8-2-1)."""


# -- tail B family (OP04, OP05, ST13-ST36) ---------------------------------------

@dataclass(frozen=True)
class RevealLife:
    """"Reveal 1 card from the top of your Life cards": the top card(s) of
    your Life area are shown to both players (CR 11-3-2) and become the
    looked-at cards, so "If that card is ..., you may play that card" works
    on them as on a card revealed from the deck; they stay in the Life area."""

    count: int = 1
    # events family (round 2): "reveal up to 1 card ...": the player may reveal fewer
    up_to: bool = False


@dataclass(frozen=True)
class YouDid:
    """"If you do, ...": the optional step just before it was carried out,
    i.e. the player chose at least one card for it (CR 8-3-3: a "you may"
    step can be declined, and what depends on it then does not happen).  The
    compiler ties it to the choice of the step before; a step with no choice
    of cards before it cannot be read this way."""


@dataclass(frozen=True)
class RedrawHand:
    """"Return all cards in your hand to your deck and shuffle your deck.
    Then, draw cards equal to the number you returned to your deck": the
    whole hand goes into the deck, the deck is shuffled (CR 3-2-4) and the
    player draws as many cards as were returned (none from an empty hand)."""


@dataclass(frozen=True)
class DonOnFieldEither:
    """"If you have 0 or 3 or more DON!! cards on your field": exactly
    `exactly`, or at least `at_least`, DON!! cards on your field (the cost
    area and those given to your cards)."""

    exactly: int
    at_least: int


@dataclass(frozen=True)
class ShuffleIntoDeck:
    """"return 20 cards from your trash to your deck and shuffle it": the
    chosen cards go into their owner's deck, which is then shuffled (CR 3-2-4);
    a cost too (a fixed number of cards, CR 8-3-1-3-1)."""

    target: Any


# -- don family: DON!! distribution, given DON!! returned, rest N of your cards --

@dataclass(frozen=True)
class GiveDonEach:
    """"Give up to 1 rested DON!! card to each of your {X} type Characters",
    "Give up to 2 of your Characters ... up to 2 rested DON!! cards each":
    each target in turn receives up to `count` rested DON!! of the cost area
    (CR 6-5-5), as many as the player picks for it; with too few rested
    DON!!, the player picks which targets get them (official ruling on
    OP04-004); a DON!! already given cannot be moved by it (same ruling).
    `target` may be a tuple of targets, each given its own DON!! in turn
    (meta family: "Give your Leader and 1 Character up to 2 rested DON!!
    cards each": 2 to the Leader and 2 to one Character, never to two
    Characters, official ruling on OP13-042); the compiler writes one
    GiveDonEach per target."""

    target: Any
    count: int = 1


@dataclass(frozen=True)
class ReturnGivenDon:
    """"return 2 total of your currently given DON!! cards to your cost area
    rested": DON!! given to the player's Leader and Characters go back to
    the cost area rested (CR 6-5-5-1 undone by an effect), taken from one
    card or several (official ruling on ST28-004); as a cost, all `count`
    or none (CR 8-3-1-3-1)."""

    count: int = 1


@dataclass(frozen=True)
class HasEachNamed:
    """"If you have [A] and [B] Characters with 6000 base power": for each
    name, one of your Characters with that name matches `cards` (the shared
    qualifiers; the names in `cards` are empty)."""

    names: tuple[str, ...]
    cards: Cards


@dataclass(frozen=True)
class EitherAction:
    """"K.O. up to 1 of your opponent's Characters ..., or return it to the
    owner's hand": the player chooses the card (`first`'s target), then which
    of the two actions it receives (CR 8-4-4: chosen as the effect resolves).
    `second` acts on Selected() ("it")."""

    first: Any
    second: Any


@dataclass(frozen=True)
class RestCards:
    """"rest N of your cards" / "rest up to N of your opponent's cards": a
    total of N of the player's active Leader, Character, Stage cards and
    active DON!! cards of the cost area (official rulings on OP14-020,
    OP14-029, OP14-024).  The player picks the cards, then how many DON!!.
    As a cost (not `up_to`) it is all N or nothing (CR 8-3-1-3-1); the card
    whose effect it is may be one of them (ruling on OP14-029)."""

    owner: str = YOU
    count: int = 1
    up_to: bool = False


@dataclass(frozen=True)
class MayTakeLife:
    """"you may add 1 card from the top or bottom of your Life cards to your
    hand": the player picks the top or the bottom card, or none (CR 8-3-3:
    "you may"); a following "If you do" looks at that choice."""

    count: int = 1
    places: tuple[str, ...] = ("top", "bottom")


@dataclass(frozen=True)
class ReturnDonOrMore:
    """The cost "You may return 1 or more DON!! cards from your field to your
    DON!! deck": the player picks how many (at least `count`), then which
    DON!! of the field, as for DON!! −X (CR 8-3-1-6)."""

    count: int = 1


# =============================================================================
# -- hand family: the opponent's hand, hands trashed down, two targets, ... --
# =============================================================================
# A choice of cards from a hand by the player who does not own it ("Choose 1
# card from your opponent's hand", "trash 2 cards from your opponent's
# hand") is made face-down: the chooser sees no face and the owner may
# rearrange the hand (CR 3-4-2; official rulings on OP01-063, OP01-105,
# OP03-078, ST10-010).  The runtime offers positions, not cards (see
# runtime.face_down), so no hidden card is named to the chooser.


@dataclass(frozen=True)
class OpponentReveals:
    """"your opponent reveals that card" / "those cards": the cards chosen
    from the opponent's hand are shown to both players (CR 11-2-1) and stay
    in the hand; "the revealed card" then tests them (RevealedIs).  The
    cards chosen together are revealed together (official ruling on
    OP01-105)."""

    target: Any


# -- repl family: replacement effects, K.O. as a cost, more permanent effects --

@dataclass(frozen=True)
class StaticSentences:
    """Two or more sentences of permanent effects under one prefix ("[DON!!
    x1] All of your Characters gain +1 cost. If you have ..., this Leader
    gains +1000 power."): each part is a Static with its own conditions,
    applied with the prefix's conditions too (CR 8-1-3-3)."""

    parts: tuple


@dataclass(frozen=True)
class RefreshLock:
    """Permanent: "all Characters with a cost of 5 or less do not become
    active in your and your opponent's Refresh Phases": the cards `target`
    describes stay rested in the Refresh Phase of either player (an
    exception to CR 6-2-4, checked as the phase begins).  `target`: an
    Every of those Characters."""

    target: Any


@dataclass(frozen=True)
class TrashHandsDownTo:
    """"you and your opponent trash cards from your hands until you each have
    N cards in your hands": each player chooses the cards of their own hand;
    the turn player first, then the opponent (official ruling on OP05-058).
    A hand of N or less cards trashes nothing.  `owner` YOU: "trash cards
    from your hand until you have N cards in your hand", the player alone."""

    count: int
    owner: str = ANY


@dataclass(frozen=True)
class ToHandOrDeckBottom:
    """"Return <target> to the owner's hand or the bottom of their deck": for
    the cards chosen, the player who activated the effect picks the
    destination (official ruling on OP04-043)."""

    target: Any


@dataclass(frozen=True)
class Both:
    """Two choices in one step ("Return up to 1 Character with a cost of 8 or
    less and up to 1 Character with a cost of 3 or less to the owner's
    hand"): the two are chosen one after the other, a card chosen for the
    first cannot be chosen for the second, and the step then applies to all
    of them at once."""

    first: Choose
    second: Choose
    # wording: "" (each choice says its own area), "area" (the area phrase
    # written once, after the second: "play up to 1 A and up to 1 B from your
    # hand"), "each leader and character" ("up to 1 each of your opponent's
    # Leader and Character cards")
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class RestDonOrCharacter:
    """"Rest up to N of your opponent's DON!! cards or Characters with a cost
    of 1 or less": one choice among the opponent's active DON!! cards of the
    cost area and their matching Characters (CR 8-4-4-1)."""

    cards: Cards
    count: int = 1
    # wording (meta family): "" or "total" ("Rest up to a total of 2 of your
    # opponent's Characters or DON!! cards")
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class ReturnActiveDon:
    """The cost "You may return 2 of your active DON!! cards to your DON!!
    deck": only active DON!! of the cost area (CR 4-4-2), all `count` or
    none (CR 8-3-1-3-1)."""

    count: int = 1


@dataclass(frozen=True)
class GiveActiveDon:
    """The cost "You may give 1 active DON!! card to 1 of your [Name]": an
    active DON!! of the cost area is given to the chosen card (CR 6-5-5),
    given DON!! are neither active nor rested (CR 4-4-2)."""

    target: Any
    count: int = 1
    # wording: "" ("1 active DON!! card") or "of your" ("1 of your active DON!! cards")
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class GiveOpponentDon:
    """"Give up to 1 of your opponent's rested DON!! cards to 1 of your
    opponent's Characters": the player who activated the effect picks the
    opponent's rested DON!! and the Character (official rulings on OP15-026).
    A cost too (meta family), which needs both the card and the DON!! cards
    (CR 8-3-1-3)."""

    target: Any
    count: int = 1
    # meta family: False for "give 1 of your opponent's rested DON!! cards"
    # (exactly `count`, as many as there are); True: the player picks how
    # many, up to `count` (CR 8-4-4-1)
    up_to: bool = True


@dataclass(frozen=True)
class MayStep:
    """"you may rest 1 of your Characters with a cost of 3 or more. If you
    do, ...": the step's one card, or none (CR 8-3-3); a following "If you
    do" looks at that choice.  `step` has a Choose of 1 card (not up to)."""

    step: Any


@dataclass(frozen=True)
class GiveDonToOwner:
    """"Give up to 1 rested DON!! card to its owner's Leader or 1 of their
    Characters": the player picks a Leader or Character of either player
    and gives it up to `count` rested DON!! of its owner's cost area
    (official rulings on OP15-010: either player's, never one player's
    DON!! to the other's cards).  Meta family: with `rested` False ("Give
    up to 1 DON!! card from its owner's cost area to ..."), an active or a
    rested DON!!, as the player of the effect chooses (official rulings on
    OP15-023)."""

    target: Any
    count: int = 1
    rested: bool = True


@dataclass(frozen=True)
class MoveGivenDon:
    """"Give up to 2 total of your currently given DON!! cards to 1 of your
    Characters": DON!! given to the player's other Leader or Characters
    move to the one chosen (official rulings on OP07-001: one recipient,
    not the card they are already given to; from several cards at once)."""

    target: Any
    count: int = 1
    # wording: "" ("up to 1 of your currently given ...") or "total" ("up to 2 total of ...")
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class NoDonActiveByCharacters:
    """"you cannot set DON!! cards as active using Character effects during
    this turn": the player's Character effects set none of their DON!! as
    active (those of their Leader, Stages and Events still do)."""

    duration: str = THIS_TURN


@dataclass(frozen=True)
class RevealedCost:
    """"the revealed card": the card revealed to pay this ability's cost
    (RevealCards as a StepCost), a target of the steps after it ("place the
    revealed card at the top of your deck")."""


@dataclass(frozen=True)
class LifeToDeckBottom:
    """"place up to 1 card from your opponent's Life area at the bottom of the
    owner's deck": the top Life card(s) (CR 3-10-2), as many as the player
    chooses up to `count`, go to the bottom of their owner's deck."""

    count: int = 1
    owner: str = OPPONENT
    up_to: bool = True


@dataclass(frozen=True)
class OpponentRevealsHand:
    """"your opponent reveals their hand": every card of it is shown to both
    players (CR 11-2-1) and stays there."""

    # wording: "and" for "your opponent trashes 1 card ... and reveals their
    # hand" (the subject of the clause before)
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class AttackOnly:
    """Permanent: "your opponent cannot attack any card other than the
    Character [Name]": the opponent's attacks may target only the cards
    `target` describes (an Every of the source's owner's cards; a
    restriction of the choice of target of CR 7-1-1-2)."""

    target: Any


@dataclass(frozen=True)
class ForEvery:
    """"For every <counted>, <step>": the step is carried out once per card
    counted (each time a new choice, CR 8-4-4), the count taken as the step
    starts.  `per`: a description of the cards counted (targets.count_of);
    `steps`: the one step repeated, as a 1-tuple."""

    per: Any
    steps: tuple


# -- events family (round 2): "any number of" and "for every card trashed" --------

# the count of a choice of "any number of" cards (CR 8-4-4-1: any number from
# 0): more than any area holds
ANY_NUMBER: Final = 99


@dataclass(frozen=True)
class PowerPerCard:
    """"<target> gains +N power <duration> for every card trashed": N once
    per card the step just before moved (the cards chosen for it that are
    now in the trash: "You may trash any number of ... cards from your
    hand"), one target only (official rulings on ST16-002, OP06-014)."""

    target: Any
    amount: int
    duration: str = THIS_BATTLE


@dataclass(frozen=True)
class AtEndOfBattle:
    """"Then, at the end of this battle, <step>": a delayed step resolved at
    the End of the Battle (CR 7-1-5-2), on the cards as they are then: this
    card moved away meanwhile is another card (official rulings on OP02-064).
    Outside a battle there is no end of this battle: nothing happens."""

    steps: tuple


@dataclass(frozen=True)
class RestLeaderOrDon:
    """The cost "rest your <Slash> attribute Leader or 1 of your DON!!
    cards": the player rests one of them, their Leader only if it has the
    attribute (CR 8-3-1: either pays the cost; neither, and it cannot be
    paid, CR 8-3-1-3-1)."""

    attribute: str


@dataclass(frozen=True)
class ChooseInstead:
    """"Choose <target> and K.O. it. If <condition>, choose <instead>
    instead of <replaced>": the K.O. applies to a choice among `instead`
    when the condition holds as the effect resolves, among `target`
    otherwise.  `replaced` is the description the text names after "instead
    of" (the target's, whoever owns it)."""

    target: Any
    condition: Any
    instead: Any
    replaced: Cards | None = None        # None when the text names no description
    # wording: "select" for "K.O. up to 1 of ... If ..., you may select your
    # opponent's Character with a cost of 6 or less instead"
    word: str = field(default="", compare=False)


@dataclass(frozen=True)
class DrawInstead:
    """"draw 1 card. If <condition>, you may <alternative> instead of
    drawing 1 card": when the condition holds the player chooses the
    alternative or the draw (official ruling on OP04-040: the draw may
    still be chosen), otherwise they draw.  `alternative`: one step, as a
    1-tuple."""

    count: int
    condition: Any
    alternative: tuple


# the name of the card a replacement effect's steps call "that Character"
# (Selected(REPLACED)): the card about to be K.O.'d
REPLACED: Final = "replaced"


@dataclass(frozen=True)
class FaceUpLifeToDeck:
    """A Leader's "Your face-up Life cards are placed at the bottom of your
    deck instead of being added to your hand, according to the rules": a
    face-up Life card that would go to its owner's hand (by damage, CR
    4-6-2, or an effect) goes to the bottom of the deck instead, with no
    [Trigger] (official rulings on ST13-003); valid while the Leader's
    effects are (CR 8-2-1)."""


@dataclass(frozen=True)
class HandTrashedThisTurn:
    """The condition "During the turn in which a card in your hand is
    trashed by an effect": a card of your hand went to the trash by an
    effect (or its cost) earlier in this turn."""

# the key of st.listeners listing the cards that note a hand trashed this turn
HAND_TRASHED_MARK: Final = "a card in your hand is trashed by an effect this turn"


@dataclass(frozen=True)
class NegatedIf:
    """"If <condition>, this effect is negated" (after the effect): the
    ability does not apply while the condition holds (CR 8-2-1)."""

    condition: Any


@dataclass(frozen=True)
class NotDrawnByThis:
    """Condition: "if you haven't drawn a card using this Leader's effect
    during this turn": no effect of this card (this incarnation) has drawn a
    card during this turn; how many Events were activated does not matter
    (official rulings on OP01-062)."""


# the mark, in GameState.once_used, of a card whose effect drew this turn
# (an ability index no ability has)
DREW_MARK: Final = -1


# -- events family (round 2): "This Character's base power becomes the same as ..." --
# the card whose power is copied
SAME_AS_OPPONENTS_LEADER: Final = "your opponent's Leader"
# the same, written "your opponent's Leader's power"
SAME_AS_OPPONENTS_LEADER_POWER: Final = "your opponent's Leader's power"
SAME_AS_SELECTED: Final = "the selected card"
SAME_AS_ATTACKER: Final = "your opponent's attacking card"


@dataclass(frozen=True)
class BasePowerSameAs:
    """"<target>'s base power becomes the same as <source>('s power)
    <duration>": the base power becomes the source's power at the time the
    effect resolves; a later change of the source's power changes nothing
    (official rulings on OP06-009), given DON!! still add to it (EB01-061).
    With no source (nothing selected, no attack), nothing happens (CR 4-9)."""

    target: Any
    source: str
    duration: str = THIS_TURN


@dataclass(frozen=True)
class ChangeAttackTarget:
    """"Change the attack target to <target>": during a battle, the chosen
    card of the attacked player becomes the card attacked, active or rested
    (official rulings on EB01-038), as a [Blocker] does (CR 7-1-2-1); it
    cannot then activate [Blocker] itself (the attacked card never can).
    Outside a battle, or with no such card, nothing happens."""

    target: Any
    # wording only: "the target of the attack" (not "the attack target")
    word: str = field(default="the attack target", compare=False)


# -- events family (round 2): "Your opponent may trash 1 card from the top of their
# Life cards. If they do not, ..." ---------------------------------------------------

@dataclass(frozen=True)
class OpponentMayTrashLife:
    """"your opponent may trash N card(s) from the top of their Life cards":
    the opponent decides (CR 8-4-4: the player the text names chooses); with
    fewer Life cards than N they cannot, which counts as not doing it."""

    count: int = 1


@dataclass(frozen=True)
class OpponentMayReturnDon:
    """"your opponent may return N of their active DON!! cards to their DON!!
    deck": active DON!! of their cost area; with fewer they cannot, which
    counts as not doing it (official rulings on OP15-059)."""

    count: int = 1


@dataclass(frozen=True)
class TheyDidNot:
    """"If they do not, ...": the opponent did not carry out the "your
    opponent may ..." step just before (chose not to, or could not)."""


@dataclass(frozen=True)
class PowerPerCost:
    """"<target> gains +N power <duration> per 1 cost on the revealed card":
    N times the cost of the card revealed just before (none revealed:
    nothing)."""

    target: Any
    amount: int
    duration: str = THIS_TURN


@dataclass(frozen=True)
class NextPlayCostReduction:
    """"the next time you play <cards> from your hand during this turn, the
    cost will be reduced by N": the next matching card the player plays
    from their hand by the rules (paying its cost, CR 6-5-3-1) costs N less;
    other cards played meanwhile leave it waiting, and a card played from
    the hand by an effect neither uses it nor can be chosen thanks to it
    (official rulings on OP02-025)."""

    cards: Cards
    amount: int = 1


# -- permanent cost reduction of plays (OP05-097) ------------------------------------

@dataclass(frozen=True)
class PlayCostReduction:
    """Permanent: "The cost of playing <cards> from your hand will be reduced
    by N": a matching card the player plays from their hand by the rules
    (paying its cost, CR 6-5-3-1) costs N less, never below 0; the card's
    own cost is unchanged (a card played by an effect pays nothing, and an
    effect that looks at costs sees the printed one)."""

    cards: Cards
    amount: int = 1


# the key of GameState.listeners for the cards that have a PlayCostReduction,
# so that games without one never look for it
PLAY_COST_MARK: Final = "play cost reduction"


# -- an extra turn (OP05-119) ----------------------------------------------------------

@dataclass(frozen=True)
class ExtraTurn:
    """"take an extra turn after this one": when this turn ends, the same
    player takes the next turn, then the turns alternate again (the
    Comprehensive Rules v1.2.0 say nothing more of extra turns)."""


# -- meta family ---------------------------------------------------------------------

@dataclass(frozen=True)
class CannotPlayCharacters:
    """"You cannot play Character cards <duration>": the player plays no
    Character card, from the hand or by an effect (official ruling on
    OP14-020; CR 3-7-3); with `base_cost_min`, only those with that base
    cost or more ("Character cards with a base cost of 5 or more", CR 4-9)."""

    duration: str = THIS_TURN
    base_cost_min: int | None = None


@dataclass(frozen=True)
class HandToDeck:
    """"Place 2 cards from your hand at the top or bottom of your deck in
    any order": the cards chosen from the hand go to the deck, on the top or
    the bottom (all on one side, as the looked-at cards of CR 11-3), in the
    order the player chooses."""

    target: Any
    places: tuple[str, ...] = ("top", "bottom")
