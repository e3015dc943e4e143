"""The seeded generator (engine/rng.py): SplitMix64 and its Fisher-Yates
shuffle.  The native build shuffles in machine integers; both forms must
give the same cards in the same order and the same next state, since
replays and saves depend on it."""

from __future__ import annotations

import random

from optcg.engine import rng

MASK = (1 << 64) - 1


def reference_shuffle(state: int, items: list) -> int:
    """SplitMix64 (Steele, Lea and Flood) written from its definition."""
    for i in range(len(items) - 1, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) % (1 << 64)
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % (1 << 64)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % (1 << 64)
        z ^= z >> 31
        j = z % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state


EDGE_STATES = (0, 1, (1 << 62) - 1, 1 << 62, (1 << 63) - 1, 1 << 63, (1 << 63) + 1, MASK)


def test_shuffle_matches_the_reference_at_the_edges_of_64_bits():
    for state in EDGE_STATES:
        for n in range(0, 70):
            mine, theirs = list(range(n)), list(range(n))
            assert rng.shuffle(state, mine) == reference_shuffle(state, theirs), (state, n)
            assert mine == theirs, (state, n)


def test_shuffle_matches_the_reference_for_random_states():
    r = random.Random(2024)
    for _ in range(3000):
        state, n = r.getrandbits(64), r.randint(0, 60)
        mine, theirs = list(range(n)), list(range(n))
        assert rng.shuffle(state, mine) == reference_shuffle(state, theirs)
        assert mine == theirs


def test_both_shuffle_forms_agree_where_the_native_one_runs():
    """In the compiled engine the machine-integer form is the one used;
    in pure Python it is never used (a plain int does not wrap)."""
    from optcg.engine import compiled as compiled_modules
    compiled = "optcg.engine.rng" in compiled_modules()
    assert rng._NATIVE_WRAPS is compiled
    if compiled:
        r = random.Random(7)
        for _ in range(2000):
            state, n = r.getrandbits(64), r.randint(0, 60)
            a, b = list(range(n)), list(range(n))
            assert rng._shuffle_i64(state, a) == rng._shuffle_int(state, b)
            assert a == b
