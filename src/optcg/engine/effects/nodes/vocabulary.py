"""The vocabulary of the effect language: whose cards, areas, card categories,
timings and durations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

# -- how many -----------------------------------------------------------------

# the most of an unbounded range ("N or more", "any number of"): more than any
# area holds
MANY: Final = 99


@dataclass(frozen=True)
class Range:
    """How many cards, DON!! or times a step takes: from `low` to `high`.
    "up to N" is `up_to(N)` (any number from 0, CR 8-4-4-1), "N" alone
    `exactly(N)` (as many as possible when fewer are there, CR 1-3-2), and
    "N or more" `at_least(N)`."""

    low: int
    high: int

    def __repr__(self) -> str:
        if self.low == self.high:
            return f"exactly({self.low})"
        if self.low == 0:
            return f"up_to({self.high})"
        if self.high == MANY:
            return f"at_least({self.low})"
        return f"Range({self.low}, {self.high})"


def up_to(n: int) -> Range:
    return Range(0, n)


def exactly(n: int) -> Range:
    return Range(n, n)


def at_least(n: int) -> Range:
    return Range(n, MANY)


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
HAND_OR_TRASH: Final = "hand or trash"   # "from your hand or trash"

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
# "If this Character would leave the field" / "would be removed
# from the field": any K.O. (battle or effect) and any removal by an effect
WOULD_LEAVE_FIELD: Final = "would leave the field"
WOULD_BE_REMOVED: Final = "would be removed from the field"
# "would be K.O.'d or would be removed from the field by your opponent's effect"
WOULD_BE_KO_OR_REMOVED_BY_OPPONENT: Final = ("would be K.O.'d or would be removed from the "
                                             "field by your opponent's effect")
# (printed in the other order too, and WOULD_BE_REMOVED_BY_OPPONENT as "by
# your opponent": wording entries of the Ability, wording.replacement)
# "When a {X} type Character card is played from your trash, that Character
# gains [Rush] during this turn" (Ability.event_cards: the cards it watches);
# applied as the card is played (resolution.play.played_from_trash)
WHEN_PLAYED_FROM_TRASH: Final = "when played from your trash"
# "If this Character would be rested by your opponent's Character's effect":
# replaces a rest (triggers.rest_or_replace), not a move from the field
WOULD_BE_RESTED_BY_OPPONENT_CHARACTER: Final = ("would be rested by your opponent's "
                                                "Character's effect")
WOULD_BE_KO_TIMINGS: Final = (WOULD_BE_KO, WOULD_BE_KO_BY_EFFECT, WOULD_BE_KO_IN_BATTLE,
                              WOULD_BE_KO_BY_OPPONENT, WOULD_BE_REMOVED_BY_OPPONENT,
                              WOULD_LEAVE_FIELD, WOULD_BE_REMOVED,
                              WOULD_BE_KO_OR_REMOVED_BY_OPPONENT,
                              WOULD_BE_RESTED_BY_OPPONENT_CHARACTER)
# what causes a K.O. (CR 10-2-1): a battle, an effect of the card's owner, or
# one of the owner's opponent (the K.O. of a "ko" task, CannotBeKOd.by)
BY_BATTLE: Final = "battle"
BY_EFFECTS: Final = "effects"
BY_OPPONENTS_EFFECTS: Final = "opponent's effects"
KO_CAUSES: Final = (None, BY_BATTLE, BY_EFFECTS, BY_OPPONENTS_EFFECTS)
# "cannot be removed from the field by your effects": the effects of the
# protection's own player (CannotBeRemoved.by), never a K.O. cause
BY_YOUR_EFFECTS: Final = "your effects"

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
# ... or from either player's Life: the same moves, the player's own Life
# included (official rulings on OP11-041 and OP12-099; reordering Life is no removal)
WHEN_ANY_LIFE_REMOVED: Final = "When a card is removed from your or your opponent's Life cards"

# -- more event timings -----------------------------------
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
# the player takes damage (a Life card taken, CR 4-6, 7-1-4-1-1), or one of
# their Characters matching Ability.event_cards is K.O.'d (its base power
# checked on the field: official ruling on OP14-053 with OP13-002); after the
# damage's [Trigger] resolves (official rulings on OP13-002)
WHEN_DAMAGE_OR_CHARACTER_KOED: Final = "When you take damage or your Character is K.O.'d"
# one of the player's Characters matching Ability.event_cards is K.O.'d, in
# battle or by an effect (its description checked on the field, as the
# timing above)
WHEN_ONE_OF_YOUR_CHARACTERS_KOED: Final = "When one of your Characters is K.O.'d"
# any Character (either player's) leaves the field by the player's effect:
# K.O.'d, trashed, returned to the hand or deck or placed in Life (not in
# battle, not by the rules); once per Character
WHEN_CHARACTER_REMOVED_BY_YOU: Final = "When a Character is removed by your effect"
# the player plays a Character card that has a [Trigger] (CR 10-1-5), from
# any area, by the rules or an effect
WHEN_YOU_PLAY_TRIGGER_CHARACTER: Final = "When you play a Character with a [Trigger]"
# the opponent activates an Event ([Main] or [Counter]) or a [Trigger]
# (CR 10-1-5): one timing for either
WHEN_OPPONENT_ACTIVATES_EVENT_OR_TRIGGER: Final = (
    "When your opponent activates an Event or [Trigger]")
# one of the player's Characters (those of Ability.event_cards) leaves the
# field by an effect of the opponent, or is K.O.'d in any way (in battle too:
# official ruling on OP10-042); once per Character
WHEN_REMOVED_BY_OPPONENT_OR_KOED: Final = (
    "When your Character is removed by your opponent's effect or K.O.'d")
# one of the opponent's Characters attacks (not their Leader): with the
# [On Your Opponent's Attack] effects (CR 7-1-1-3, 10-2-16)
WHEN_OPPONENT_CHARACTER_ATTACKS: Final = "When your opponent's Character attacks"
# this card is rested by an effect (or a cost) of the opponent
WHEN_THIS_RESTED_BY_OPPONENT: Final = "When this card is rested by your opponent's effect"
# any Character (either player's) is rested by the player's effect or cost
# (official ruling on OP07-031: "Rest this Character:" counts); not by an
# attack or a block
WHEN_CHARACTER_RESTED_BY_YOU: Final = "When a Character is rested by your effect"
# one of the player's Characters (those of Ability.event_cards) leaves the
# field in any way: K.O.'d (in battle too), or moved by any effect or cost
WHEN_YOUR_CHARACTER_REMOVED: Final = "When your Character is removed from the field"
# the opponent plays a Character that Ability.event_cards describes (a base
# cost of N or more), or plays any Character using a Character's effect (not
# a [Trigger]: official ruling on OP12-081)
WHEN_OPPONENT_PLAYS_DESCRIBED_OR_BY_CHARACTER: Final = (
    "When your opponent plays a Character so described or by a Character's effect")

EVENT_TIMINGS: Final = (WHEN_RESTED, WHEN_DON_RETURNED, WHEN_DON_RETURNED_BY_YOU,
                        WHEN_2_DON_RETURNED, WHEN_DRAW_OUTSIDE_DRAW_PHASE, WHEN_THIS_KOED,
                        WHEN_THIS_KOED_BY_EFFECT, WHEN_THIS_KOED_BY_OPPONENT,
                        WHEN_CHARACTER_KOED, WHEN_OPPONENT_CHARACTER_KOED,
                        WHEN_ATTACK_DEALS_DAMAGE, WHEN_OPPONENT_ACTIVATES_EVENT,
                        WHEN_OPPONENT_ACTIVATES_BLOCKER,
                        WHEN_YOU_ACTIVATE_EVENT, WHEN_ANY_DON_RETURNED,
                        WHEN_YOU_PLAY_CHARACTER, WHEN_OPPONENT_PLAYS_CHARACTER,
                        WHEN_OPPONENT_CHARACTER_RETURNED_BY_YOU, WHEN_LIFE_ADDED_TO_HAND,
                        WHEN_LIFE_BECOMES_0, WHEN_TRIGGER_ACTIVATES, WHEN_BATTLES_AND_KOS,
                        WHEN_ATTACKS_LEADER, WHEN_HAND_TRASHED_BY_EFFECT,
                        WHEN_REMOVED_BY_OPPONENT, WHEN_GIVEN_DON, WHEN_OPPONENT_LIFE_REMOVED,
                        WHEN_YOU_DEAL_DAMAGE, WHEN_THIS_BATTLES,
                        WHEN_YOU_PLAY_VANILLA_FROM_HAND, WHEN_ATTACKS_OR_ATTACKED,
                        WHEN_OPPONENT_ACTIVATES_EVENT_OR_BLOCKER, WHEN_ANY_LIFE_REMOVED,
                        WHEN_DAMAGE_OR_CHARACTER_KOED, WHEN_ONE_OF_YOUR_CHARACTERS_KOED,
                        WHEN_CHARACTER_REMOVED_BY_YOU, WHEN_YOU_PLAY_TRIGGER_CHARACTER,
                        WHEN_OPPONENT_ACTIVATES_EVENT_OR_TRIGGER,
                        WHEN_REMOVED_BY_OPPONENT_OR_KOED, WHEN_OPPONENT_CHARACTER_ATTACKS,
                        WHEN_THIS_RESTED_BY_OPPONENT, WHEN_CHARACTER_RESTED_BY_YOU,
                        WHEN_YOUR_CHARACTER_REMOVED, WHEN_OPPONENT_PLAYS_DESCRIBED_OR_BY_CHARACTER)
# the timings of "this Character is K.O.'d": checked on the field and
# resolved from the trash (CR 10-2-17)
THIS_KOED_TIMINGS: Final = (WHEN_THIS_KOED, WHEN_THIS_KOED_BY_EFFECT, WHEN_THIS_KOED_BY_OPPONENT)

# -- durations ---------------------------------------------------------------
THIS_BATTLE: Final = "during this battle"
THIS_TURN: Final = "during this turn"
UNTIL_NEXT_TURN: Final = "until the start of your next turn"
UNTIL_END_OF_OPPONENTS_NEXT_TURN: Final = "until the end of your opponent's next turn"
# the End Phase ends that turn, so it lasts as long
UNTIL_END_OF_OPPONENTS_NEXT_END_PHASE: Final = "until the end of your opponent's next End Phase"
UNTIL_END_OF_YOUR_NEXT_TURN: Final = "until the end of your next turn"
# no duration written ("[On Play] ... this Character gains
# [Rush]."): the effect lasts while the card stays on the field (CR 3-1-6)
WHILE_ON_FIELD: Final = "while on the field"


# Counts a cost can be compared with: "the number of DON!!
# cards on your field", "the number of your opponent's Life cards", "the total
# of your and your opponent's Life cards", "your number of Life cards", "the
# number of DON!! cards on your opponent's field".
DON_ON_FIELD: Final = "DON!! on your field"
OPPONENTS_LIFE: Final = "your opponent's Life"
TOTAL_LIFE: Final = "total Life"
YOUR_LIFE: Final = "your Life"
OPPONENTS_DON: Final = "DON!! on your opponent's field"
