"""Small integer and string constants shared by the engine modules.

Integers keep the game state compact and fast to copy; the string names are
what people and JSON see.
"""

from typing import Final

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
# Tail-A family, not a keyword either: "cannot attack a Leader on the turn in
# which it is played": with [Rush], it attacks Characters only that turn.
NO_LEADER_ATTACK_WHEN_PLAYED: Final = 128

# Durations of continuous effects (CR 8-1-4-2) and where they end.
THIS_BATTLE: Final = 0            # CR 7-1-5-3 / 7-1-5-4
THIS_TURN: Final = 1              # CR 6-6-1-3
END_OF_TURN: Final = 2            # "until the end of the turn": CR 6-6-1-2
UNTIL_NEXT_TURN_START: Final = 3  # "until the start of your next turn": CR 6-2-1
PERMANENT: Final = 4              # while the card stays where it is
UNTIL_END_OF_TURN: Final = 100    # + turn number: "until the end of your opponent's
                           # next turn" ends in that turn's End Phase

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
MOD_HAND_TRASHED: Final = 40       # repl family: a card of the player's hand was trashed
#                                    by an effect this turn (a player modifier)
MOD_NO_LIFE_TO_HAND: Final = 14    # a player cannot add Life cards to their hand using
                                   # their own effects (a player modifier)
# a player cannot activate the [Blocker] of Characters with at most this power
# (a player modifier; value: the most power a banned Blocker has) ...
BLOCKER_BAN_MAX: Final = 15
BLOCKER_BAN_COST: Final = 16       # ... or with at most this cost
# don family: a player cannot set DON!! cards as active using Character
# effects (a player modifier); numbered apart from the other families' kinds
MOD_NO_DON_ACTIVE_BY_CHARACTERS: Final = 41
# meta family: a player's rested DON!! cards kept rested in their next
# Refresh Phase (a player modifier; value: how many)
MOD_NO_REFRESH_DON: Final = 42
# meta family: a player cannot play Character cards (a player modifier)
MOD_NO_PLAY_CHARACTER: Final = 43
# (numbered apart from the other families' kinds: 40 is MOD_HAND_TRASHED)
# events family (round 2): the next Character card matching an effect's
# description that the player plays from their hand this turn costs less
# (a player modifier; value: the reduction; the description: the source's
# NextPlayCostReduction step)
MOD_NEXT_PLAY_COST: Final = 50
# a player takes the next turn again, after this one (a player modifier)
MOD_EXTRA_TURN: Final = 51
# the turn order is shifted by one since an extra turn (on no card or player; see turn.py)
MOD_TURN_ORDER: Final = 52

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

# Decision kinds: every choice a player makes at the table.
CHOOSE_ORDER: Final = "choose_order"    # CR 5-2-1-5
MULLIGAN: Final = "mulligan"            # CR 5-2-1-6
MAIN: Final = "main"                    # CR 6-5-2
BLOCK: Final = "block"                  # CR 7-1-2
COUNTER: Final = "counter"              # CR 7-1-3-2
TRIGGER: Final = "trigger"              # CR 4-6-3, 10-1-5
CONFIRM: Final = "confirm"              # "you may": activate an optional effect (CR 8-1-2, 8-3-1-4)
ORDER_EFFECTS: Final = "order_effects"  # which simultaneous effect resolves next (CR 8-6)
SELECT: Final = "select"                # choose cards for an effect (CR 8-4-4)
ARRANGE: Final = "arrange"              # put looked-at cards back on the deck (CR 3-1-7)
CHOOSE_NUMBER: Final = "choose_number"  # "up to N" DON!! and the like (CR 1-3-5)
RETURN_DON: Final = "return_don"        # which DON!! pay a DON!! -X cost (CR 8-3-1-6)
MAKE_ROOM: Final = "make_room"          # a 6th Character played by an effect (CR 3-7-6-1)

# Action kinds.
GO_FIRST: Final = "go_first"
GO_SECOND: Final = "go_second"
KEEP: Final = "keep"
REDRAW: Final = "redraw"
PLAY: Final = "play"
GIVE_DON: Final = "give_don"
ATTACK: Final = "attack"
END_PHASE: Final = "end_phase"
DECLARE_BLOCK: Final = "block"
NO_BLOCK: Final = "no_block"
USE_COUNTER: Final = "counter"
END_COUNTERS: Final = "end_counters"
USE_TRIGGER: Final = "use_trigger"
DECLINE_TRIGGER: Final = "decline_trigger"
CONCEDE: Final = "concede"
ACTIVATE: Final = "activate"            # an [Activate: Main] effect (target: ability index)
COUNTER_EVENT: Final = "counter_event"  # an Event's [Counter] effect
ACCEPT: Final = "accept"
DECLINE: Final = "decline"
RESOLVE_EFFECT: Final = "resolve_effect"
SELECT_DONE: Final = "select_done"
PLACE_TOP: Final = "place_top"
PLACE_BOTTOM: Final = "place_bottom"
NUMBER: Final = "number"
TRASH_FOR_ROOM: Final = "trash_for_room"

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
