"""Simulation throughput: games per second of `optcg.simulation` for each
agent on 1 and on N worker processes, and the multiprocess speed-up.

    python benchmarks/simulate.py --agents random,greedy --games 400 --repeats 3

Each figure is the median of the repeats (a shared machine is noisy:
compare medians and ratios).  The speed-up is at most the number of free
cores; the pool's start and the batches' last stragglers cost the rest.
Not a test.
"""

from __future__ import annotations

import argparse
import statistics
import time

from optcg.simulation import Deck, LocalBackend, Matchup, simulate


def games_per_second(matchup: Matchup, games: int, workers: int, seed: int) -> float:
    m = Matchup(matchup.deck_a, matchup.deck_b, matchup.agent_a, matchup.agent_b, seed)
    with LocalBackend(workers) as backend:
        start = time.perf_counter()
        simulate(m, games, backend=backend)
        return games / (time.perf_counter() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--agents", default="random,greedy",
                    help="comma-separated agents; each plays itself")
    ap.add_argument("--decks", default="st01,st02")
    ap.add_argument("--games", type=int, default=400, help="games per measure")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    a, b = (Deck.load(x) for x in args.decks.split(","))
    print(f"{args.decks}, {args.games} games per measure, median of {args.repeats}")
    print(f"{'agent':<14} {'1 worker':>12} {f'{args.workers} workers':>12} {'speed-up':>9}")
    for agent in args.agents.split(","):
        m = Matchup(a, b, agent, agent)
        rates = {w: statistics.median(games_per_second(m, args.games, w, seed)
                                      for seed in range(args.repeats))
                 for w in (1, args.workers)}
        print(f"{agent:<14} {rates[1]:>8.1f} g/s {rates[args.workers]:>8.1f} g/s "
              f"{rates[args.workers] / rates[1]:>8.2f}x")


if __name__ == "__main__":
    main()
