"""Decision kinds: what a player is asked to decide (the `kind` of a
Decision), imported as `DecisionKind` (`from optcg.engine.constants import
DecisionKind`).

A namespace of plain strings (what people and JSON see).  It is a module,
not a class or an enum, because reading a module's attribute costs about
what reading a global does in CPython 3.11, a class attribute about three
times that, and mypyc inlines these `Final` constants either way.
"""

from typing import Final

CHOOSE_ORDER: Final = "choose_order"    # CR 5-2-1-5
MULLIGAN: Final = "mulligan"            # CR 5-2-1-6
MAIN: Final = "main"                    # CR 6-5-2
BLOCK: Final = "block"                  # CR 7-1-2
COUNTER: Final = "counter"              # CR 7-1-3-2
TRIGGER: Final = "trigger"              # CR 4-6-3, 10-1-5
CONFIRM: Final = "confirm"              # "you may": an optional effect (CR 8-1-2, 8-3-1-4)
ORDER_EFFECTS: Final = "order_effects"  # which simultaneous effect resolves next (CR 8-6)
SELECT: Final = "select"                # choose cards for an effect (CR 8-4-4)
ARRANGE: Final = "arrange"              # put looked-at cards back on the deck (CR 3-1-7)
CHOOSE_NUMBER: Final = "choose_number"  # "up to N" DON!! and the like (CR 1-3-5)
RETURN_DON: Final = "return_don"        # which DON!! pay a DON!! -X cost (CR 8-3-1-6)
MAKE_ROOM: Final = "make_room"          # a 6th Character played by an effect (CR 3-7-6-1)
