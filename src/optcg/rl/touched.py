"""The cards that the permanent effects on the field may change (power, cost,
keywords): the encoder asks the engine for the stats of those cards only,
and shows the printed values of the rest (observation.py)."""

from __future__ import annotations

from typing import Final

from ..engine.carddef import STATIC_BASE_POWER, STATIC_COST, STATIC_KEYWORD, STATIC_POWER
from ..engine.effects.nodes.filters import This
from ..engine.state import GameState

_POWER_KINDS: Final = (STATIC_POWER, STATIC_BASE_POWER)
_COST_KINDS: Final = (STATIC_COST,)
_KEYWORD_KINDS: Final = (STATIC_KEYWORD,)
_NO_CARDS: Final[frozenset[int]] = frozenset()


def touched_by_kind(st: GameState) -> tuple:
    """The cards the permanent effects on the field may change (see
    _touched): by power, by cost, by keywords, and by any of them."""
    by_power = _touched(st, _POWER_KINDS)
    by_cost = _touched(st, _COST_KINDS)
    by_keyword = _touched(st, _KEYWORD_KINDS)
    touched = None if by_power is None or by_cost is None or by_keyword is None else \
        by_power | by_cost | by_keyword
    return by_power, by_cost, by_keyword, touched


def _touched(st: GameState, kinds: tuple[int, ...]) -> frozenset[int] | None:
    """The cards that permanent effects of these kinds on the field may
    change: none, their own sources when each names "this card", or any
    card (None)."""
    out: set[int] = set()
    defs = st.defs
    for s in st.field_statics:
        for kind in kinds:
            for _, sa in defs[s].statics_by_kind[kind]:
                if not isinstance(sa.effect.target, This):
                    return None
                out.add(s)
    return frozenset(out) if out else _NO_CARDS
