"""Small integer and string constants shared by the engine modules.

Integers keep the game state compact and fast to copy; the string names are
what people and JSON see.
"""

# Players are 0 and 1; the opponent of p is 1 - p.
PLAYERS = (0, 1)

# Card categories (CR 2-2-2).  DON!! cards are counted, not instanced.
LEADER, CHARACTER, EVENT, STAGE = 0, 1, 2, 3
CATEGORY_NAMES = ("Leader", "Character", "Event", "Stage")
CATEGORY_BY_NAME = {name: i for i, name in enumerate(CATEGORY_NAMES)}

# Areas (CR 3-1-1) a card instance can be in.  NOWHERE is the limbo of a
# [Trigger] card while its effect resolves (CR 10-1-5-3).
DECK, HAND, TRASH, LEADER_AREA, CHARACTER_AREA, STAGE_AREA, LIFE, NOWHERE = range(8)
AREA_NAMES = ("deck", "hand", "trash", "leader area", "character area",
              "stage area", "life area", "no area")
FIELD_AREAS = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA)

# Keyword effects (CR 10-1) as bits, so "has keyword" is one AND.
RUSH = 1
RUSH_CHARACTER = 2
BLOCKER = 4
DOUBLE_ATTACK = 8
BANISH = 16
UNBLOCKABLE = 32
KEYWORD_BITS = {
    "Rush": RUSH,
    "Rush: Character": RUSH_CHARACTER,
    "Blocker": BLOCKER,
    "Double Attack": DOUBLE_ATTACK,
    "Banish": BANISH,
    "Unblockable": UNBLOCKABLE,
}
KEYWORD_NAMES = {bit: name for name, bit in KEYWORD_BITS.items()}

# Durations of continuous effects (CR 8-1-4-2) and where they end.
THIS_BATTLE = 0            # CR 7-1-5-3 / 7-1-5-4
THIS_TURN = 1              # CR 6-6-1-3
END_OF_TURN = 2            # "until the end of the turn": CR 6-6-1-2
UNTIL_NEXT_TURN_START = 3  # "until the start of your next turn": CR 6-2-1
PERMANENT = 4              # while the card stays where it is
UNTIL_END_OF_TURN = 100    # + turn number: "until the end of your opponent's
                           # next turn" ends in that turn's End Phase

# Modifier kinds.
MOD_POWER = 0
MOD_COST = 1
MOD_KEYWORD = 2
MOD_NO_BLOCK_ATTACKER = 3   # "your opponent cannot activate [Blocker] if it attacks"
MOD_NEGATED = 7             # the card's effects are invalid (CR 8-2)
MOD_CANNOT_ATTACK = 8
MOD_CANNOT_BLOCK = 9        # this card cannot activate [Blocker]
MOD_LOSE_KEYWORD = 10       # value: keyword bits the card loses
MOD_BASE_POWER = 5          # "base power becomes N" (CR 4-9-2-1)
MOD_BASE_COST = 6           # "base cost becomes N" (CR 4-9-2-2)
BLOCKER_BAN = 4             # a player cannot activate [Blocker] (target: -1 - player;
                            # value: the least power a banned Blocker has)
BAN_ALL = -(10 ** 9)        # ... for a ban of every Blocker, whatever its power

# Game phases, for views and logs.
PHASE_SETUP = "setup"
PHASE_REFRESH = "refresh"
PHASE_DRAW = "draw"
PHASE_DON = "don"
PHASE_MAIN = "main"
PHASE_END = "end"
PHASE_OVER = "over"

# Battle steps (CR 7-1).
STEP_NONE = ""
STEP_ATTACK = "attack"
STEP_BLOCK = "block"
STEP_COUNTER = "counter"
STEP_DAMAGE = "damage"
STEP_END = "end of battle"

# Decision kinds: every choice a player makes at the table.
CHOOSE_ORDER = "choose_order"    # CR 5-2-1-5
MULLIGAN = "mulligan"            # CR 5-2-1-6
MAIN = "main"                    # CR 6-5-2
BLOCK = "block"                  # CR 7-1-2
COUNTER = "counter"              # CR 7-1-3-2
TRIGGER = "trigger"              # CR 4-6-3, 10-1-5
CONFIRM = "confirm"              # "you may": activate an optional effect (CR 8-1-2, 8-3-1-4)
ORDER_EFFECTS = "order_effects"  # which simultaneous effect resolves next (CR 8-6)
SELECT = "select"                # choose cards for an effect (CR 8-4-4)
ARRANGE = "arrange"              # put looked-at cards back on the deck (CR 3-1-7)
CHOOSE_NUMBER = "choose_number"  # "up to N" DON!! and the like (CR 1-3-5)
RETURN_DON = "return_don"        # which DON!! pay a DON!! -X cost (CR 8-3-1-6)
MAKE_ROOM = "make_room"          # a 6th Character played by an effect (CR 3-7-6-1)

# Action kinds.
GO_FIRST = "go_first"
GO_SECOND = "go_second"
KEEP = "keep"
REDRAW = "redraw"
PLAY = "play"
GIVE_DON = "give_don"
ATTACK = "attack"
END_PHASE = "end_phase"
DECLARE_BLOCK = "block"
NO_BLOCK = "no_block"
USE_COUNTER = "counter"
END_COUNTERS = "end_counters"
USE_TRIGGER = "use_trigger"
DECLINE_TRIGGER = "decline_trigger"
CONCEDE = "concede"
ACTIVATE = "activate"            # an [Activate: Main] effect (target: ability index)
COUNTER_EVENT = "counter_event"  # an Event's [Counter] effect
ACCEPT = "accept"
DECLINE = "decline"
RESOLVE_EFFECT = "resolve_effect"
SELECT_DONE = "select_done"
PLACE_TOP = "place_top"
PLACE_BOTTOM = "place_bottom"
NUMBER = "number"
TRASH_FOR_ROOM = "trash_for_room"

# Reasons a game ends.
REASON_LIFE = "life"              # CR 1-2-1-1-1
REASON_DECK_OUT = "deck_out"      # CR 1-2-1-1-2
REASON_CONCESSION = "concession"  # CR 1-2-3
REASON_EFFECT = "effect"          # CR 1-2-5: a card made a player win or lose
REASON_LOOP = "infinite_loop"     # CR 11-1-1-1

DON_DECK_SIZE = 10
DECK_SIZE = 50
OPENING_HAND = 5
MAX_CHARACTERS = 5
