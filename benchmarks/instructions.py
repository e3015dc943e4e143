"""Instructions per random game, counted by valgrind's callgrind.

    python benchmarks/instructions.py [--games 30]
    python benchmarks/instructions.py --defaults     # log kept, decks checked
    python benchmarks/instructions.py --decks ../shared/decks/meta/op15-br-ace.txt,../shared/decks/meta/op16-moria.txt

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
a, b = sys.argv[2].split(',')
options = {} if sys.argv[3] == 'defaults' else {'log': False, 'validate': False}
def games(n, s0):
    for seed in range(s0, s0 + n):
        g = optcg.new_game(a, b, seed=seed, **options)
        choice = random.Random(seed).choice
        while not g.over:
            g.apply(choice(g.legal_actions()))
games(5, 0)      # load the card data and the modules a game imports on first use
games(int(sys.argv[1]), 500)
"""


def collected(games: int, decks: str = "st01,st02", mode: str = "stripped") -> int:
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         sys.executable, "-c", WORKLOAD, str(games), decks, mode],
        capture_output=True, text=True, check=True).stderr
    return int(re.search(r"Collected : (\d+)", out).group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--decks", default="st01,st02",
                    help="the two decks, built-in names or deck list files")
    ap.add_argument("--defaults", action="store_true",
                    help="optcg.new_game's defaults (log kept, decks checked), not "
                         "log=False, validate=False")
    args = ap.parse_args()
    mode = "defaults" if args.defaults else "stripped"
    base = collected(0, args.decks, mode)
    total = collected(args.games, args.decks, mode)
    per_game = (total - base) / args.games
    print(f"{per_game / 1e6:.2f} M instructions per random {args.decks.replace(',', ' v ')} "
          f"game ({args.games} games, {mode}, callgrind)")


if __name__ == "__main__":
    main()
