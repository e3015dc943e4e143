"""How long the search players take per searched decision.

Plays seeded games of a search level against greedy (the starter mirrors
and ST-01 v ST-02, seats alternating) on one core and times every decision
the search player actually searched (one with several options, of a kind
its level searches).  Prints the median and the 90th percentile in
milliseconds, and the decisions per game; `--profile` adds the functions
where the time goes.

    python benchmarks/search_speed.py --level medium --games 6
    python benchmarks/search_speed.py --level hard --games 4 --profile
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time

import optcg
from optcg.agents import GreedyAgent
from optcg.agents.search import SearchAgent
from optcg.engine import compiled

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from bench_engine import pin_to_one_core  # noqa: E402

PAIRS = [("st01", "st01"), ("st02", "st02"), ("st03", "st03"), ("st04", "st04"),
         ("st01", "st02")]


def play(level: str, seed: int, times: list[float]) -> None:
    deck_a, deck_b = PAIRS[(seed // 2) % len(PAIRS)]
    me = seed % 2
    decks = (deck_a, deck_b) if me == 0 else (deck_b, deck_a)
    g = optcg.new_game(decks[0], decks[1], seed=seed, log=False, validate=False)
    searcher = SearchAgent(seed=seed, level=level)
    agents = [GreedyAgent(seed + 1), GreedyAgent(seed + 1)]
    agents[me] = searcher
    while not g.over:
        d = g.decision
        view = g.view(d.player)
        if d.player == me:
            before = searcher.searched
            start = time.perf_counter()
            action = searcher.choose(view, d)
            if searcher.searched > before:
                times.append(time.perf_counter() - start)
        else:
            action = agents[d.player].choose(view, d)
        g.apply(action)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="medium", choices=("easy", "medium", "hard"))
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    pin_to_one_core()
    times: list[float] = []
    profiler = cProfile.Profile() if args.profile else None
    start = time.perf_counter()
    if profiler:
        profiler.enable()
    for k in range(args.games):
        play(args.level, args.seed + k, times)
    if profiler:
        profiler.disable()
    seconds = time.perf_counter() - start
    ms = sorted(t * 1000 for t in times)
    engine = "compiled" if compiled() else "pure Python"
    print(f"search-{args.level} v greedy, {args.games} games ({engine}, one core): "
          f"{len(ms)} searched decisions, median {statistics.median(ms):.1f} ms, "
          f"90th percentile {ms[int(0.9 * (len(ms) - 1))]:.1f} ms; "
          f"{seconds / args.games:.2f} s per game")
    if profiler:
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
