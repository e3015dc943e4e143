"""Seeds of a simulation.  Game `i` of a run with master seed `s` always
gets the same seed, whatever the number of workers, the backend or the
order games finish in: a run is reproducible from its master seed alone."""

from __future__ import annotations

import hashlib


def game_seed(master_seed: int, index: int) -> int:
    """The seed of game `index` (a 31-bit integer, as the engine's seeds)."""
    digest = hashlib.blake2b(f"optcg/{master_seed}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") & 0x7FFFFFFF
