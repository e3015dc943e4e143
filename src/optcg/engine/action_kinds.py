"""Action kinds: what a player does (the `kind` of an Action), imported as
`ActionKind` (`from optcg.engine.constants import ActionKind`).

Plain strings in a module, for the reason engine/decision_kinds.py gives.
The same word may name a decision kind and an action kind ("block": the
Block Step's decision and blocking with a card); the namespace says which.
"""

from typing import Final

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
SELECT: Final = "select"                # a card for an effect's choice
SELECT_DONE: Final = "select_done"
PLACE_TOP: Final = "place_top"
PLACE_BOTTOM: Final = "place_bottom"
NUMBER: Final = "number"
TRASH_FOR_ROOM: Final = "trash_for_room"
RETURN_DON: Final = "return_don"        # a DON!! card (card: the card it was given to,
                                        # or -1 and target 1 active / 0 rested)
DON: Final = "don"                      # a DON!! card chosen for an effect other than
                                        # returning it, placed as for RETURN_DON
