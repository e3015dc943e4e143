"""Shared helpers for the engine tests."""

from __future__ import annotations

# The invariant check lives in the library, where the pool-wide smoke run
# (optcg.cards.smoke) uses it too.
from optcg.testing import AREA_LISTS, check_invariants

__all__ = ["AREA_LISTS", "check_invariants"]
