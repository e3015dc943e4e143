"""How each node of the effect language is lowered into the runtime's
instructions (`effects/compiler.py`), one module per concept beside the
nodes (`effects/nodes/<concept>.py`), their resolution and their wording.
A node lowered specially registers with `@lowers(Node)` (and a "you may" of
it with `@lowers_may(Node)`); any other node is one "act" on its target.
Lowering runs once per ability, as cards load: it is not on the hot path."""

from . import (  # noqa: F401
               abilities,
               costs,
               don,
               durations,
               filters,
               game,
               hand_deck,
               ko_trash,
               life,
               play,
               power_cost,
               replacement,
               restrictions,
               search,
)
from .core import LOWERINGS, MAY_LOWERINGS, Builder, lowers, lowers_may  # noqa: F401
