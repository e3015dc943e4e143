"""Small integer and string constants shared by the engine modules.

Integers keep the game state compact and fast to copy; the string names are
what people and JSON see.
"""

from typing import Final

# Decision kinds and action kinds, each in its own namespace (a module: see
# decision_kinds.py), so that a name says whether it is a decision or an
# action: "block" is both the Block Step's decision and blocking.
from . import action_kinds as ActionKind      # noqa: N812
from . import decision_kinds as DecisionKind  # noqa: N812

# Players are 0 and 1; the opponent of p is 1 - p.
PLAYERS = (0, 1)

# Card categories (CR 2-2-2).  DON!! cards are counted, not instanced.
LEADER: Final = 0
CHARACTER: Final = 1
EVENT: Final = 2
STAGE: Final = 3
CATEGORY_NAMES = ("Leader", "Character", "Event", "Stage")
CATEGORY_BY_NAME = {name: i for i, name in enumerate(CATEGORY_NAMES)}

# Areas (CR 3-1-1) a card instance can be in.  NOWHERE is the limbo of a
# [Trigger] card while its effect resolves (CR 10-1-5-3).
DECK: Final = 0
HAND: Final = 1
TRASH: Final = 2
LEADER_AREA: Final = 3
CHARACTER_AREA: Final = 4
STAGE_AREA: Final = 5
LIFE: Final = 6
NOWHERE: Final = 7
AREA_NAMES = ("deck", "hand", "trash", "leader area", "character area",
              "stage area", "life area", "no area")
FIELD_AREAS = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA)

# Keyword effects (CR 10-1) as bits, so "has keyword" is one AND.
RUSH: Final = 1
RUSH_CHARACTER: Final = 2
BLOCKER: Final = 4
DOUBLE_ATTACK: Final = 8
BANISH: Final = 16
UNBLOCKABLE: Final = 32
KEYWORD_BITS = {
    "Rush": RUSH,
    "Rush: Character": RUSH_CHARACTER,
    "Blocker": BLOCKER,
    "Double Attack": DOUBLE_ATTACK,
    "Banish": BANISH,
    "Unblockable": UNBLOCKABLE,
}
KEYWORD_NAMES = {bit: name for name, bit in KEYWORD_BITS.items()}
# Not a keyword: "can also attack active Characters" (an exception to CR
# 7-1-1-2), kept with the keyword bits so effects give it the same way.
ATTACK_ACTIVE: Final = 64
# Not a keyword either: "cannot attack a Leader on the turn in
# which it is played": with [Rush], it attacks Characters only that turn.
NO_LEADER_ATTACK_WHEN_PLAYED: Final = 128

# Durations of continuous effects (CR 8-1-4-2) and where they end.
THIS_BATTLE: Final = 0            # CR 7-1-5-3 / 7-1-5-4
THIS_TURN: Final = 1              # CR 6-6-1-3
END_OF_TURN: Final = 2            # "until the end of the turn": CR 6-6-1-2
UNTIL_NEXT_TURN_START: Final = 3  # "until the start of your next turn": CR 6-2-1
PERMANENT: Final = 4              # while the card stays where it is
UNTIL_END_OF_TURN: Final = 100    # + turn number: ends in that turn's End Phase (the
                           # code of saves made before END_OF_PLAYERS_TURN)
# + 2 * first turn + player: ends in the End Phase of that player's first turn
# numbered first turn or later ("until the end of your opponent's next turn"),
# counted by whose turn it is, so that an extra turn does not shift it
END_OF_PLAYERS_TURN: Final = 1_000_000

# Modifier kinds.
MOD_POWER: Final = 0
MOD_COST: Final = 1
MOD_KEYWORD: Final = 2
MOD_NO_BLOCK_ATTACKER: Final = 3   # "your opponent cannot activate [Blocker] if it attacks"
BLOCKER_BAN: Final = 4             # a player cannot activate [Blocker] (a player
                            # modifier; value: the least power a banned Blocker has)
BAN_ALL: Final = -(10 ** 9)        # ... for a ban of every Blocker, whatever its power
MOD_BASE_POWER: Final = 5          # "base power becomes N" (CR 4-9-2-1)
MOD_BASE_COST: Final = 6           # "base cost becomes N" (CR 4-9-2-2)
MOD_NEGATED: Final = 7             # the card's effects are invalid (CR 8-2)
MOD_CANNOT_ATTACK: Final = 8
MOD_CANNOT_BLOCK: Final = 9        # this card cannot activate [Blocker]
MOD_LOSE_KEYWORD: Final = 10       # value: keyword bits the card loses
MOD_CANNOT_BE_RESTED: Final = 11   # not rested by effects or costs
MOD_NO_KO: Final = 12              # cannot be K.O.'d (value: KO_CAUSES index)
MOD_NO_REFRESH: Final = 13         # stays rested in the next Refresh Phase (CR 6-2-4)
MOD_HAND_TRASHED: Final = 40       # a card of the player's hand was trashed
#                                    by an effect this turn (a player modifier)
MOD_NO_LIFE_TO_HAND: Final = 14    # a player cannot add Life cards to their hand using
                                   # their own effects (a player modifier)
# a player cannot activate the [Blocker] of Characters with at most this power
# (a player modifier; value: the most power a banned Blocker has) ...
BLOCKER_BAN_MAX: Final = 15
BLOCKER_BAN_COST: Final = 16       # ... or with at most this cost
# "set the cost of ... to N": the cost counts from N, the base cost is untouched (CR 4-9)
MOD_SET_COST: Final = 17
# the card cannot attack the opponent's Characters with at most this base
# cost (value: the base cost)
MOD_NO_ATTACK_COST_AT_MOST: Final = 27
# a player cannot set DON!! cards as active using Character
# effects (a player modifier); player modifiers are numbered from 40
MOD_NO_DON_ACTIVE_BY_CHARACTERS: Final = 41
# a player's rested DON!! cards kept rested in their next
# Refresh Phase (a player modifier; value: how many)
MOD_NO_REFRESH_DON: Final = 42
# a player cannot play Character cards (a player modifier)
MOD_NO_PLAY_CHARACTER: Final = 43
# (player modifiers are numbered from 40: 40 is MOD_HAND_TRASHED)
# the next Character card matching an effect's
# description that the player plays from their hand this turn costs less
# (a player modifier; value: the reduction; the description: the source's
# NextPlayCostReduction step)
MOD_NEXT_PLAY_COST: Final = 50
# a player takes the next turn again, after this one (a player modifier)
MOD_EXTRA_TURN: Final = 51
# the turn order is shifted by one since an extra turn (on no card or player; see turn.py)
MOD_TURN_ORDER: Final = 52
# a player cannot draw cards using their own effects (a player modifier)
MOD_NO_DRAW_BY_EFFECT: Final = 47
# a player cannot play cards from their hand by paying their cost (a player modifier)
MOD_NO_PLAY_FROM_HAND: Final = 58
# a player's [On Play] effects are negated (a player modifier; L.OnPlayNegated)
MOD_ON_PLAY_NEGATED: Final = 59
# the card can attack only if its player trashes this many cards from their
# hand as it attacks (value: how many; the source's AttackTax step)
MOD_ATTACK_TAX: Final = 28
# a player activated an Event this turn (a player modifier, one per Event;
# value: its base cost)
MOD_EVENT_ACTIVATED: Final = 57
# a player's deck became 0 cards this turn under a Leader whose rule puts
# the defeat off to the end of that turn (a player modifier; L.DeckOutAtEndOfTurn)
MOD_DECK_OUT_AT_END: Final = 73

# Game phases, for views and logs.
PHASE_SETUP: Final = "setup"
PHASE_REFRESH: Final = "refresh"
PHASE_DRAW: Final = "draw"
PHASE_DON: Final = "don"
PHASE_MAIN: Final = "main"
PHASE_END: Final = "end"
PHASE_OVER: Final = "over"

# Battle steps (CR 7-1).
STEP_NONE: Final = ""
STEP_ATTACK: Final = "attack"
STEP_BLOCK: Final = "block"
STEP_COUNTER: Final = "counter"
STEP_DAMAGE: Final = "damage"
STEP_END: Final = "end of battle"

# Reasons a game ends.
REASON_LIFE: Final = "life"              # CR 1-2-1-1-1
REASON_DECK_OUT: Final = "deck_out"      # CR 1-2-1-1-2
REASON_CONCESSION: Final = "concession"  # CR 1-2-3
REASON_EFFECT: Final = "effect"          # CR 1-2-5: a card made a player win or lose
REASON_LOOP: Final = "infinite_loop"     # CR 11-1-1-1

DON_DECK_SIZE: Final = 10
DECK_SIZE: Final = 50
OPENING_HAND: Final = 5
MAX_CHARACTERS: Final = 5

# records.Looking.player when the looked-at cards are revealed to both players
# (CR 11-2: a reveal is public), not looked at by one (CR 11-3-1).
EVERYONE: Final = -1
