"""Instructions per random game, counted by valgrind's callgrind.

    python benchmarks/instructions.py [--games 30]

Wall-clock timings on a shared machine wander by 20% or more; instruction
counts do not (same binary, same input, same count).  This script runs the
same seeded random ST-01 v ST-02 games under callgrind twice, once with no
game and once with N games, and prints the difference per game: the
number to compare between two versions of the engine.  Needs valgrind.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys

WORKLOAD = """
import random, sys, optcg
def games(n, s0):
    for seed in range(s0, s0 + n):
        g = optcg.new_game('st01', 'st02', seed=seed, log=False, validate=False)
        choice = random.Random(seed).choice
        while not g.over:
            g.apply(choice(g.legal_actions()))
games(1, 0)                      # load the card data and warm up
games(int(sys.argv[1]), 500)
"""


def collected(games: int) -> int:
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         sys.executable, "-c", WORKLOAD, str(games)],
        capture_output=True, text=True, check=True).stderr
    return int(re.search(r"Collected : (\d+)", out).group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    args = ap.parse_args()
    base = collected(0)
    total = collected(args.games)
    per_game = (total - base) / args.games
    print(f"{per_game / 1e6:.2f} M instructions per random ST-01 v ST-02 game "
          f"({args.games} games, callgrind)")


if __name__ == "__main__":
    main()
