"""The effect language: card effects as data.

A card's script is a tuple of abilities.  An ability has a timing (when it
can be used), conditions, an activation cost and a body of steps; a step is
an action applied to a target.  Every node is an immutable dataclass shared
by all games, so a paused effect is just an ability reference plus a
program counter (see runtime.py) and the same nodes are rendered back into
English (the wording package).

The pieces combine like the phrases of card text:

    Ability(ON_PLAY, cost=(DonMinus(1),),
            steps=(KO(Choose(Cards(OPPONENT, cost_max=4))),))

reads "[On Play] DON!! -1: K.O. up to 1 of your opponent's Characters with
a cost of 4 or less."
"""

from __future__ import annotations

from .nodes.vocabulary import *  # noqa: F401,F403
from .nodes.filters import *  # noqa: F401,F403
from .nodes.conditions import *  # noqa: F401,F403
from .nodes.costs import *  # noqa: F401,F403
from .nodes.ko_trash import *  # noqa: F401,F403
from .nodes.hand_deck import *  # noqa: F401,F403
from .nodes.life import *  # noqa: F401,F403
from .nodes.don import *  # noqa: F401,F403
from .nodes.search import *  # noqa: F401,F403
from .nodes.play import *  # noqa: F401,F403
from .nodes.power_cost import *  # noqa: F401,F403
from .nodes.keywords import *  # noqa: F401,F403
from .nodes.restrictions import *  # noqa: F401,F403
from .nodes.replacement import *  # noqa: F401,F403
from .nodes.durations import *  # noqa: F401,F403
from .nodes.abilities import *  # noqa: F401,F403
from .nodes.game import *  # noqa: F401,F403
