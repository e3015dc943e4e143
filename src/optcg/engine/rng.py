"""The game's only source of randomness: a seeded SplitMix64 generator.

Its whole state is one integer kept in the game state, so cloning a game,
saving it to JSON or replaying it reproduces every shuffle exactly, on any
Python version (the standard library's `random` makes no such promise and
its 625-word state would dominate the cost of `clone()`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:       # read by mypyc only: no import at run time
    from mypy_extensions import i64

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return (seed * 0xD1B54A32D192ED03 + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, 64-bit output)."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, a number in range(n)).

    Modulo reduction of a 64-bit value: the bias is n / 2**64, far below
    anything a card game can notice.
    """
    state, z = next_u64(state)
    return state, z % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of `items` in place; returns the new state."""
    if _NATIVE_WRAPS:
        return _shuffle_i64(state, items)
    return _shuffle_int(state, items)


def _shuffle_int(state: int, items: list) -> int:
    """The shuffle in Python integers, masked to 64 bits.

    The generator step is written out here (the same as next_u64) so a
    shuffle makes no tuple per card."""
    for i in range(len(items) - 1, 0, -1):
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        j = (z ^ (z >> 31)) % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def _wraps(big: i64) -> bool:
    return big + big < 0


# True in the native build, where i64 is a machine integer whose sums and
# products wrap modulo 2**64 (the C compiler runs with -fwrapv, as for
# CPython itself); False in pure Python, where i64 is a plain int.
_NATIVE_WRAPS: Final = _wraps(1 << 62)


def _shuffle_i64(state: int, items: list) -> int:
    """The same shuffle in native 64-bit integers (the compiled engine
    only): the bits are those of the unsigned arithmetic, read as signed.
    The constants are _GOLDEN and the two multipliers minus 2**64; a right
    shift is masked to stay logical; a negative z stands for z + 2**64,
    whose remainder adds 2**64 mod n.  Without big integers a shuffle
    costs about an eighth of `_shuffle_int` compiled."""
    s: i64 = state - (1 << 64) if state >= (1 << 63) else state
    i: i64 = len(items) - 1
    while i > 0:
        s = s + -0x61C8864680B583EB
        z: i64 = (s ^ ((s >> 30) & 0x3FFFFFFFF)) * -0x40A7B892E31B1A47
        z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * -0x6B2FB644ECCEEE15
        z = z ^ ((z >> 31) & 0x1FFFFFFFF)
        n: i64 = i + 1
        j: i64 = z % n
        if z < 0:
            j = (j + (1 << 62) % n * 4) % n
        items[i], items[j] = items[j], items[i]
        i -= 1
    return int(s) + (1 << 64) if s < 0 else int(s)
