"""Words for what the engine records: one renderer per language.

`english` renders the engine's events (engine/events/), whole or as a
viewer may know them, as the log lines people read.  Another language sits
beside it as a module with the same two functions, `render(event, defs)`
and `log_lines(game, player)`.
"""

from .english import log_lines, render

__all__ = ["log_lines", "render"]
