"""Where each field of the observation vector is: the card table's rows,
the dynamic part of a row, the global part, each side's counts, and their
offsets in the vector (docs/rl/observation.md lists them field by field).
The encoder that fills them is optcg.rl.observation."""

from __future__ import annotations

from typing import Final

from ..engine.constants import KEYWORD_BITS, DecisionKind
from .actions import CHAR_SLOTS, HAND_SLOTS
from .cards import FACTS, NODE_BUCKETS, RULE_BUCKETS

PHASES: Final = ("setup", "refresh", "draw", "don", "main", "end", "over")
STEPS: Final = ("", "attack", "block", "counter", "damage", "end of battle")
DECISION_KINDS: Final = tuple(v for k, v in vars(DecisionKind).items()
                              if k.isupper() and isinstance(v, str))
KEYWORDS: Final = tuple(KEYWORD_BITS.values()) + (64, 128)  # + attack active, no Leader attack
ABILITY_SLOTS: Final = 4
LOOK_ROWS: Final = 8        # the first cards looked at (all are in the option list)
TRASH_ROWS: Final = 3       # the top cards of each trash
LIFE_ROWS: Final = 2        # face-up Life cards of each side, from the top

# -- the card table: one row per place a card can be seen ------------------
ROW_MY_LEADER: Final = 0
ROW_MY_CHARS: Final = 1
ROW_MY_STAGE: Final = ROW_MY_CHARS + CHAR_SLOTS
ROW_OPP_LEADER: Final = ROW_MY_STAGE + 1
ROW_OPP_CHARS: Final = ROW_OPP_LEADER + 1
ROW_OPP_STAGE: Final = ROW_OPP_CHARS + CHAR_SLOTS
ROW_HAND: Final = ROW_OPP_STAGE + 1
ROW_LOOK: Final = ROW_HAND + HAND_SLOTS
ROW_MY_TRASH: Final = ROW_LOOK + LOOK_ROWS
ROW_OPP_TRASH: Final = ROW_MY_TRASH + TRASH_ROWS
ROW_MY_LIFE: Final = ROW_OPP_TRASH + TRASH_ROWS
ROW_OPP_LIFE: Final = ROW_MY_LIFE + LIFE_ROWS
ROW_DECISION_CARD: Final = ROW_OPP_LIFE + LIFE_ROWS
ROW_PURPOSE_CARD: Final = ROW_DECISION_CARD + 1
ROW_ATTACKER: Final = ROW_PURPOSE_CARD + 1
ROW_ATTACKED: Final = ROW_ATTACKER + 1
ROWS: Final = ROW_ATTACKED + 1

# the dynamic part of a row, after the card's FACTS
D_PRESENT: Final = 0        # a card is shown in this row
D_MINE: Final = 1           # the observing player owns it
D_POWER: Final = 2          # power now / 10000 (fields) or printed power (elsewhere)
D_COST: Final = 3           # cost now / 10 (hand and field; printed elsewhere)
D_DON: Final = 4            # DON!! given / 5
D_RESTED: Final = 5
D_PLAYED: Final = 6         # played this turn
D_KEYWORDS: Final = 7       # keywords now: 6 keywords, attack active, no Leader attack
DYN: Final = D_KEYWORDS + len(KEYWORDS)

# -- the global part ---------------------------------------------------------
G_TURN: Final = 0                       # turn / 20
G_MY_TURN: Final = 1
G_FIRST: Final = 2                      # the observing player went first
G_PHASE: Final = 3                      # one-hot, PHASES
G_STEP: Final = G_PHASE + len(PHASES)   # one-hot, STEPS (battle step)
G_DECIDING: Final = G_STEP + len(STEPS)  # the observing player must decide now
G_KIND: Final = G_DECIDING + 1          # one-hot, DECISION_KINDS
G_RULE: Final = G_KIND + len(DECISION_KINDS)   # the purpose's rule, hashed (16)
G_ABILITY: Final = G_RULE + RULE_BUCKETS       # the purpose's ability, one-hot (4)
G_STEP_INDEX: Final = G_ABILITY + ABILITY_SLOTS  # the purpose's step index / 5 (-1: 0)
G_NODES: Final = G_STEP_INDEX + 1       # node classes of that step, hashed (32)
G_OPTIONS: Final = G_NODES + NODE_BUCKETS  # number of legal options / 50
GLOBAL: Final = G_OPTIONS + 1

# -- each side (mine, then the opponent's) -------------------------------------
S_LIFE: Final = 0           # Life cards / 5
S_LIFE_UP: Final = 1        # face-up Life cards / 5
S_HAND: Final = 2           # hand size / 10
S_DECK: Final = 3           # deck size / 50
S_TRASH: Final = 4          # trash size / 50
S_DON_DECK: Final = 5       # DON!! deck / 10
S_DON_ACTIVE: Final = 6     # active DON!! in the cost area / 10
S_DON_RESTED: Final = 7     # rested DON!! in the cost area / 10
S_DON_GIVEN: Final = 8      # DON!! given to the Leader and Characters / 10
S_CHARS: Final = 9          # Characters / 5
SIDE: Final = 10

O_GLOBAL: Final = 0
O_MY_SIDE: Final = GLOBAL
O_OPP_SIDE: Final = O_MY_SIDE + SIDE
O_MY_TRASH_FACTS: Final = O_OPP_SIDE + SIDE     # mean facts of my trash
O_OPP_TRASH_FACTS: Final = O_MY_TRASH_FACTS + FACTS
O_CARD_STATE: Final = O_OPP_TRASH_FACTS + FACTS  # ROWS x DYN: the state of each row's card
O_CARD_FACTS: Final = O_CARD_STATE + ROWS * DYN  # ROWS x FACTS: the facts of each row's card
OBSERVATION: Final = O_CARD_FACTS + ROWS * FACTS  # the length of the observation vector

FIELDS: Final = (
    ("global", O_GLOBAL, GLOBAL), ("my side", O_MY_SIDE, SIDE),
    ("opponent's side", O_OPP_SIDE, SIDE), ("my trash, mean facts", O_MY_TRASH_FACTS, FACTS),
    ("opponent's trash, mean facts", O_OPP_TRASH_FACTS, FACTS),
    ("card state table", O_CARD_STATE, ROWS * DYN),
    ("card facts table", O_CARD_FACTS, ROWS * FACTS),
)
