"""Memory: what a running game holds, and whether many games in a row keep
the process's resident memory flat.

    python benchmarks/memory.py                      # 100,000 games in a row
    python benchmarks/memory.py --games 20000 --decks meta

A running game is measured with tracemalloc over 100 games paused at a
mid-game Main Phase decision and kept alive at once, in three ways: with the
log kept as the game's actions and never read (`optcg.new_game`'s default),
with its events read at the start and recorded from then on (a game whose
log someone reads), and without a log.  The long run plays
random-vs-random games one after another and reads the resident set size
(/proc/self/statm, Linux) at every twentieth of the run: the figures after
the warm-up must stay flat.  Not a test (tests/test_memory.py checks the
same on fewer games).
"""

from __future__ import annotations

import argparse
import gc
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

# the tournament decks: the fully automated lists of this folder
META_DIR = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "decks", "meta")


def deck_pairs(name: str, meta_dir: str = META_DIR) -> list[tuple[str, str]]:
    """ST-01 v ST-02, or each fully automated tournament deck against the
    next one (the effect-heavy games that users simulate)."""
    if name == "starter":
        return [("st01", "st02")]
    from optcg.decks.meta import deck_status
    if not os.path.isdir(meta_dir):
        raise SystemExit(f"no tournament decks at {meta_dir} (--meta-dir)")
    paths = sorted(os.path.join(meta_dir, f) for f in os.listdir(meta_dir)
                   if f.endswith(".txt"))
    meta = [p for p in paths if deck_status(p)[0].automated]
    return [(meta[k], meta[(k + 1) % len(meta)]) for k in range(len(meta))]


def resident_kb() -> float:
    """The resident set size of this process now (not its peak)."""
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1024


def play(seed: int, pair: tuple[str, str], log: bool = False) -> optcg.Game:
    g = optcg.new_game(pair[0], pair[1], seed=seed, log=log, validate=False,
                       allow_unimplemented=True)
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    state = g.state
    while not g.over:
        g.apply(agents[state.decision[0]].pick(g.legal_actions()))
    return g


# how a running game keeps its log
LOGS = {"kept as actions": True, "recorded": True, "off": False}


def mid_game(seed: int, pair: tuple[str, str], log: str) -> optcg.Game | None:
    g = optcg.new_game(pair[0], pair[1], seed=seed, log=LOGS[log], validate=False,
                       allow_unimplemented=True)
    if log == "recorded":
        g.events                                # read: recorded from now on
    rng = random.Random(seed)
    view = g.view(0)                            # the turn, without reading the log
    while not g.over and not (view.turn >= 5 and g.decision.kind == DecisionKind.MAIN):
        g.apply(rng.choice(g.legal_actions()))
    return None if g.over else g


def running_game_bytes(pair: tuple[str, str], log: str, count: int = 100) -> float:
    """Bytes held by one mid-game Game, over `count` games alive at once."""
    for seed in range(5):                       # per-process tables built first
        mid_game(seed, pair, log)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    games, seed = [], 10_000
    while len(games) < count:
        g = mid_game(seed, pair, log)
        seed += 1
        if g is not None:
            games.append(g)
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return (after - before) / count


def long_run(games: int, pairs: list[tuple[str, str]], samples: int = 20
             ) -> list[tuple[int, float]]:
    """(games played, resident KB) at every `games / samples` games."""
    step = max(1, games // samples)
    out = [(0, resident_kb())]
    for n in range(games):
        play(1_000_000 + n, pairs[n % len(pairs)])
        if (n + 1) % step == 0:
            gc.collect()
            out.append((n + 1, resident_kb()))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100_000, help="games in a row")
    ap.add_argument("--decks", choices=("starter", "meta"), default="starter")
    ap.add_argument("--meta-dir", default=META_DIR, help="the tournament deck lists")
    args = ap.parse_args()
    pairs = deck_pairs(args.decks, args.meta_dir)
    engine = "compiled" if compiled() else "pure Python"
    print(f"python {sys.version.split()[0]} ({engine}), decks: {args.decks}")
    for log in LOGS:
        sizes = [running_game_bytes(p, log, 100 if len(pairs) == 1 else 20)
                 for p in pairs[:4]]
        print(f"a running game, log {log}: "
              f"{statistics.median(sizes) / 1024:.1f} KB (mid-game, median over "
              f"{len(sizes)} deck pair{'s' if len(sizes) > 1 else ''})")
    start = time.perf_counter()
    rows = long_run(args.games, pairs)
    seconds = time.perf_counter() - start
    warm = rows[len(rows) // 10:]               # after the first tenth
    first, last = warm[0][1], warm[-1][1]
    print(f"{args.games:,} games in a row in {seconds:.0f} s; resident memory: "
          + ", ".join(f"{kb / 1024:.1f}" for _, kb in rows) + " MB")
    print(f"after the first tenth: {first / 1024:.1f} MB -> {last / 1024:.1f} MB "
          f"(max {max(kb for _, kb in warm) / 1024:.1f} MB, "
          f"{(last - first) / max(1, warm[-1][0] - warm[0][0]) * 1024:+.1f} bytes per game)")


if __name__ == "__main__":
    main()
