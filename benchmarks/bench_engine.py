"""Engine benchmark: random-vs-random games per second, decisions per second,
clone and legal_actions timings, state size and peak memory, on one core.

    python benchmarks/bench_engine.py [--games 300] [--repeats 5]

Prints medians over the repeats (timings on a shared machine are noisy:
compare medians and ratios, never single runs).  Not a test.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import sys
import time
import tracemalloc

import optcg
from optcg.agents import RandomAgent
from optcg.engine import compiled
from optcg.engine.constants import DecisionKind


def pin_to_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
        except OSError:
            pass


def random_games(n: int, seed0: int) -> tuple[float, int]:
    """Play n random-vs-random ST-01 vs ST-02 games; (seconds, decisions).

    Each side is a RandomAgent; `pick` is its whole choice, without the
    PlayerView a thinking agent would read."""
    decisions = 0
    t0 = time.perf_counter()
    for seed in range(seed0, seed0 + n):
        g = optcg.new_game("st01", "st02", seed=seed, log=False, validate=False)
        agents = (RandomAgent(seed), RandomAgent(seed + 1))
        state = g.state
        while not g.over:
            g.apply(agents[state.decision[0]].pick(g.legal_actions()))
            decisions += 1
    return time.perf_counter() - t0, decisions


def mid_game_states(count: int) -> list:
    """Games paused at a Main Phase decision around turn 5."""
    out = []
    seed = 10_000
    while len(out) < count:
        g = optcg.new_game("st01", "st02", seed=seed, log=False, validate=False)
        rng = random.Random(seed)
        seed += 1
        while not g.over and not (g.state.turn >= 5 and g.decision.kind == DecisionKind.MAIN):
            g.apply(rng.choice(g.legal_actions()))
        if not g.over:
            out.append(g)
    return out


def running_game_memory() -> float:
    """Bytes held by one mid-game Game (state, cached options, history),
    measured over 100 games kept alive at once."""
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    games = mid_game_states(100)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    assert len(games) == 100
    return (after - before) / 100


def memory_growth(n: int) -> list[float]:
    """Memory (KB) still held after each tenth of n random games in a row
    (after a garbage collection): it must stay flat, nothing being kept
    from one game to the next."""
    tracemalloc.start()
    out = []
    for k in range(10):
        random_games(n // 10, 200_000 + k * (n // 10))
        gc.collect()
        out.append(tracemalloc.get_traced_memory()[0] / 1024)
    tracemalloc.stop()
    return out


def per_call_us(fn, items, loops: int) -> float:
    t0 = time.perf_counter()
    for _ in range(loops):
        for x in items:
            fn(x)
    return (time.perf_counter() - t0) / (loops * len(items)) * 1e6


def legal_uncached(g):
    g._options = None
    return g.legal_actions()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--long-run", type=int, default=10_000,
                    help="games in a row for the memory-growth check")
    args = ap.parse_args()
    pin_to_one_core()
    random_games(20, 0)                                   # warm up

    gps, dps = [], []
    for r in range(args.repeats):
        secs, decisions = random_games(args.games, 1000 * r)
        gps.append(args.games / secs)
        dps.append(decisions / secs)

    states = mid_game_states(50)
    clone_us = [per_call_us(lambda g: g.clone(), states, 200) for _ in range(args.repeats)]
    legal_us = [per_call_us(legal_uncached, states, 200) for _ in range(args.repeats)]
    sizes = [len(json.dumps(g.to_json()["state"], separators=(",", ":"))) for g in states]

    tracemalloc.start()
    random_games(20, 99_000)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    per_game = running_game_memory()
    growth = memory_growth(args.long_run)

    native = "mypyc build" if compiled() else "pure Python"
    print(f"python {sys.version.split()[0]} ({native}), {args.games} games x "
          f"{args.repeats} repeats, one core")
    print(f"random vs random (ST-01 v ST-02): {statistics.median(gps):8.0f} games/s   "
          f"(min {min(gps):.0f}, max {max(gps):.0f})")
    print(f"decisions:                        {statistics.median(dps):8.0f} /s")
    print(f"clone() mid-game:                 {statistics.median(clone_us):8.2f} us")
    print(f"legal_actions() Main Phase:       {statistics.median(legal_us):8.2f} us (uncached)")
    print(f"serialized state (JSON):          {statistics.median(sizes) / 1024:8.1f} KB median")
    print(f"peak traced memory, 20 games:     {peak / 1024:8.0f} KB")
    print(f"memory of a running game:         {per_game / 1024:8.1f} KB (mid-game, log off)")
    print(f"memory after {args.long_run} games in a row:  "
          + ", ".join(f"{kb:.0f}" for kb in growth) + " KB (traced, every tenth)")


if __name__ == "__main__":
    main()
