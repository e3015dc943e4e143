"""How each instruction and step of the effect language runs, one module per
concept, beside the nodes (`effects/nodes/<concept>.py`) and their wording
(`effects/wording/<concept>.py`).  Importing this package registers every
handler with the runtime (`effects/runtime.py`)."""

from . import (abilities, choices, costs, don, game, hand_deck, keywords,  # noqa: F401
               ko_trash, life, play, power_cost, restrictions, search)
