"""Why an action is illegal, with the rule that says so.

Legality itself has one source: the enumerators of the decision kinds
(`Game.legal_actions`).  A refused action is explained by the kind of the
open decision (its `why_illegal`), which reuses the checks its enumerator
makes; this module only screens out card ids the game does not have.
"""

from __future__ import annotations

from .log import player_name
from .loop import KINDS
from .state import GameState


def _valid_id(st: GameState, i: int) -> bool:
    return isinstance(i, int) and 0 <= i < len(st.defs)


def why_illegal(st: GameState, action) -> tuple[str, str | None]:
    """(the reason, the rule or None) for an action not among the options
    of the open decision."""
    for x in (action.card, action.target):
        if x != -1 and not _valid_id(st, x):
            return f"there is no card {x} in this game (ids run 0 to {len(st.defs) - 1})", None
    return KINDS[st.decision.kind].why_illegal(st, action)


def not_an_option(st: GameState, action, rule: str | None) -> tuple[str, str | None]:
    """The reason when a kind has nothing more specific to say."""
    player, kind, _ = st.decision
    return (f"{action.kind!r} is not a legal answer to {player_name(player)}'s {kind} "
            "decision now (see Game.legal_actions())"), rule
