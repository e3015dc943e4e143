"""Random games per second on one core: the starters and the tournament decks,
with `optcg.new_game`'s defaults (log kept, decks checked) and stripped
(`log=False, validate=False`).

    python benchmarks/games_per_second.py --games 200 --repeats 5
    python benchmarks/games_per_second.py --meta-dir ../shared/decks/meta

The tournament decks are the fully automated lists of the folder, each
playing the next one (the effect-heavy games users simulate); their games
per second and their ratio to the starters' go to the history table of
benchmarks/README.md.  Medians over the repeats, each repeat playing the
same seeded games in every mode in turn (the machine's noise then hits
the modes alike); compare ratios, not single figures.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

import optcg
from optcg.engine import compiled

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_engine import pin_to_one_core  # noqa: E402
from memory import META_DIR, deck_pairs  # noqa: E402

MODES = {"stripped": {"log": False, "validate": False}, "defaults": {}}


def games(pairs: list[tuple[str, str]], n: int, seed0: int, options: dict) -> float:
    """Seconds for n random games, the deck pairs taken in turn."""
    start = time.perf_counter()
    for k in range(n):
        a, b = pairs[k % len(pairs)]
        seed = seed0 + k
        g = optcg.new_game(a, b, seed=seed, **options)
        choice = random.Random(seed).choice
        while not g.over:
            g.apply(choice(g.legal_actions()))
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--meta-dir", default=META_DIR)
    args = ap.parse_args()
    pin_to_one_core()
    sets = {"starter": deck_pairs("starter")}
    if os.path.isdir(args.meta_dir):
        sets["meta"] = deck_pairs("meta", args.meta_dir)
    else:
        print(f"no tournament decks at {args.meta_dir}: starters only")
    for pairs in sets.values():
        games(pairs, min(len(pairs), 10), 0, MODES["stripped"])     # load and warm up
    rates: dict[tuple[str, str], list[float]] = {}
    for r in range(args.repeats):
        for name, pairs in sets.items():
            for mode, options in MODES.items():
                seconds = games(pairs, args.games, 1000 * r, options)
                rates.setdefault((name, mode), []).append(args.games / seconds)
    engine = "compiled" if compiled() else "pure Python"
    print(f"random games per second, one core, {engine}, {args.games} games x "
          f"{args.repeats} repeats (median, min-max):")
    med = {k: statistics.median(v) for k, v in rates.items()}
    for (name, mode), v in rates.items():
        print(f"  {name:8} {mode:9} {med[name, mode]:8.0f}  ({min(v):.0f}-{max(v):.0f})")
    for name in sets:
        print(f"  {name}: defaults / stripped = "
              f"{med[name, 'defaults'] / med[name, 'stripped']:.2f}")
    if "meta" in sets:
        for mode in MODES:
            print(f"  tournament / starter, {mode}: "
                  f"{med['meta', mode] / med['starter', mode]:.2f}")


if __name__ == "__main__":
    main()
