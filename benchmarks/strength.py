"""Playing strength: agent A against agent B over many seeded games.

    python benchmarks/strength.py --games 400 --agents greedy,random --decks st01:st02,st01,st02,st03,st04
    python benchmarks/strength.py --games 400 --agents search-hard,greedy --workers 2
    python benchmarks/strength.py --games 200 --agents random,random --workers 1   # speed

`--decks` lists the matchups, comma-separated: `st01:st02` is ST-01 (seat of
the first deck) against ST-02, a single name a mirror match; built-in names
or deck files.  Game k plays matchup (k // 2) mod the number of matchups
with the game seed `--seed + k // 2`; A takes the first deck in even games
and the second in odd ones, so every deal is played with the sides swapped.
Agent seeds come from k, so the results do not depend on `--workers`.

Prints A's win rate with a 95% Wilson interval (draws count half), per
matchup and in total, split by going first and second, the mean seconds of
one game (time inside the workers) and games per second of wall-clock time.
`--json FILE` writes the same figures.  Not a test: figures depend on the
machine and its load.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

import optcg
from optcg.agents import make_agent


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion wins / n."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def parse_matchups(text: str) -> list[tuple[str, str]]:
    out = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        a, _, b = part.partition(":")
        out.append((a, b or a))
    return out


_CFG: dict = {}


def _init(cfg: dict) -> None:
    """Set the run's configuration and load its decks (and the card
    database) once, before any game is timed."""
    _CFG.update(cfg)
    for d1, d2 in cfg["matchups"]:
        optcg.new_game(d1, d2, seed=0, log=False)


def _ready(_: int) -> None:
    time.sleep(0.05)


def play_one(k: int) -> dict:
    """Game k of the run (see the module docstring)."""
    cfg = _CFG
    matchups = cfg["matchups"]
    m = (k // 2) % len(matchups)
    d1, d2 = matchups[m]
    seed = cfg["seed"] + k // 2
    a_seat = k % 2
    names = [cfg["b"], cfg["b"]]
    names[a_seat] = cfg["a"]
    t0 = time.perf_counter()
    game = optcg.new_game(d1, d2, seed=seed, log=False)
    agents = [make_agent(names[p], seed=seed * 4 + 2 * a_seat + p) for p in (0, 1)]
    while not game.over:
        d = game.decision
        game.apply(agents[d.player].choose(game.view(d.player), d))
    seconds = time.perf_counter() - t0
    r = game.result
    score = 0.5 if r.winner is None else (1.0 if r.winner == a_seat else 0.0)
    return {"k": k, "matchup": m, "score": score, "a_first": game.state.first_player == a_seat,
            "turns": r.turns, "reason": r.reason, "seconds": seconds}


def summarize(rows: list[dict]) -> dict:
    n = len(rows)
    wins = sum(r["score"] for r in rows)
    lo, hi = wilson(wins, n)
    first = [r for r in rows if r["a_first"]]
    second = [r for r in rows if not r["a_first"]]
    return {"games": n, "wins": wins, "win_rate": wins / n if n else 0.0,
            "ci95": [lo, hi],
            "first": [sum(r["score"] for r in first), len(first)],
            "second": [sum(r["score"] for r in second), len(second)],
            "draws": sum(1 for r in rows if r["score"] == 0.5),
            "turns": sum(r["turns"] for r in rows) / n if n else 0.0,
            "seconds_per_game": sum(r["seconds"] for r in rows) / n if n else 0.0}


def line(name: str, s: dict) -> str:
    lo, hi = s["ci95"]
    f, s2 = s["first"], s["second"]
    return (f"{name:12s} {s['wins']:6.1f}/{s['games']:<4d} {100 * s['win_rate']:5.1f}%  "
            f"[{100 * lo:5.1f}, {100 * hi:5.1f}]  first {f[0]:.0f}/{f[1]}  "
            f"second {s2[0]:.0f}/{s2[1]}  turns {s['turns']:.1f}  "
            f"{s['seconds_per_game']:.3f} s/game")


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--agents", default="greedy,random",
                    help="A,B: agent names as in `optcg play` (search, search-easy, ...)")
    ap.add_argument("--decks", default="st01,st02,st03,st04",
                    help="matchups: st01:st02 (first deck v second) or st01 (mirror)")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", type=Path, help="write the figures here")
    ap.add_argument("--quiet", action="store_true", help="no progress lines")
    args = ap.parse_args(argv)
    a, _, b = args.agents.partition(",")
    b = b or a
    for name in (a, b):
        make_agent(name, seed=0)                     # fails early on a bad name
    matchups = parse_matchups(args.decks)
    cfg = {"a": a, "b": b, "matchups": matchups, "seed": args.seed}
    rows: list[dict] = []
    # the clock starts once the workers have loaded the cards and decks
    if args.workers <= 1:
        _init(cfg)
        pool = None
        t0 = time.perf_counter()
        it = map(play_one, range(args.games))
    else:
        pool = mp.get_context("fork").Pool(args.workers, _init, (cfg,))
        pool.map(_ready, range(4 * args.workers), chunksize=1)
        t0 = time.perf_counter()
        chunk = max(1, args.games // (args.workers * 25))
        it = pool.imap_unordered(play_one, range(args.games), chunksize=chunk)
    try:
        for r in it:
            rows.append(r)
            if not args.quiet and len(rows) % max(1, args.games // 10) == 0:
                s = summarize(rows)
                print(f"  {len(rows)}/{args.games} games, A {100 * s['win_rate']:.1f}%, "
                      f"{time.perf_counter() - t0:.0f} s", flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    wall = time.perf_counter() - t0
    rows.sort(key=lambda r: r["k"])
    print(f"A = {a}, B = {b}; {args.games} games, sides swapped every other game, "
          f"seed {args.seed}, {args.workers} worker(s)")
    out = {"a": a, "b": b, "games": args.games, "workers": args.workers, "seed": args.seed,
           "wall_seconds": wall, "games_per_second": args.games / wall if wall else 0.0,
           "matchups": {}}
    for m, (d1, d2) in enumerate(matchups):
        mine = [r for r in rows if r["matchup"] == m]
        if mine:
            s = summarize(mine)
            label = d1 if d1 == d2 else f"{d1}:{d2}"
            out["matchups"][label] = s
            print(line(label, s))
    total = summarize(rows)
    out["total"] = total
    reasons: dict[str, int] = {}
    for r in rows:
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    out["reasons"] = reasons
    print(line("total", total))
    print(f"wall {wall:.1f} s: {out['games_per_second']:.2f} games/s on {args.workers} "
          f"worker(s); games ended by {reasons}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=2))
    return out


if __name__ == "__main__":
    main()
