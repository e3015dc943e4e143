"""The game's only source of randomness: a seeded SplitMix64 generator.

Its whole state is one integer kept in the game state, so cloning a game,
saving it to JSON or replaying it reproduces every shuffle exactly, on any
Python version (the standard library's `random` makes no such promise and
its 625-word state would dominate the cost of `clone()`).
"""

from typing import Final

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
    """Fisher-Yates shuffle of `items` in place; returns the new state.

    The generator step is written out here (the same as next_u64) so a
    shuffle makes no tuple per card."""
    for i in range(len(items) - 1, 0, -1):
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        j = (z ^ (z >> 31)) % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state
