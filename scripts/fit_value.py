"""Fit the search players' position model (optcg/agents/evaluate.py).

    python scripts/fit_value.py --games 3000            # prints the weights
    python scripts/fit_value.py --games 3000 --write    # and writes them in

Data: games between two greedy players that each take a uniformly random
legal action 10% of the time (so the positions a search reaches by trying
other moves are in the data), ST-01 v ST-02 and the mirrors of ST-01 to
ST-04, sides and seats alternating.  At the first decision of every turn
both players' features (read from their own views) are recorded with
whether that player went on to win; a logistic regression with a small L2
penalty (Newton's method) fits the weights.  Needs numpy (not a dependency
of the package: the fitted weights are constants in evaluate.py).
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import optcg
from optcg.agents import GreedyAgent
from optcg.agents.evaluate import FEATURES, features

PAIRS = [("st01", "st02"), ("st01", "st01"), ("st02", "st02"),
         ("st03", "st03"), ("st04", "st04")]


def collect(games: int, epsilon: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    xs: list[list[float]] = []
    ys: list[float] = []
    rng = random.Random(seed)
    for n in range(games):
        d1, d2 = PAIRS[n % len(PAIRS)]
        if n // len(PAIRS) % 2:
            d1, d2 = d2, d1
        g = optcg.new_game(d1, d2, seed=seed + n, log=False)
        agents = [GreedyAgent(seed=2 * n), GreedyAgent(seed=2 * n + 1)]
        rows: list[tuple[int, list[float]]] = []
        turn = -1
        while not g.over:
            d = g.decision
            if g.state.turn != turn:
                turn = g.state.turn
                for p in (0, 1):
                    rows.append((p, features(g.view(p))))
            if rng.random() < epsilon:
                a = d.options[rng.randrange(len(d.options))]
            else:
                a = agents[d.player].choose(g.view(d.player), d)
            g.apply(a)
        winner = g.result.winner
        for p, x in rows:
            xs.append(x)
            ys.append(1.0 if winner == p else 0.0)
    return np.array(xs), np.array(ys)


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 30) -> np.ndarray:
    w = np.zeros(x.shape[1])
    reg = l2 * len(y) * np.eye(x.shape[1])
    reg[0, 0] = 0.0                                # no penalty on the bias
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        grad = x.T @ (p - y) + reg @ w
        hess = (x * (p * (1 - p))[:, None]).T @ x + reg
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--epsilon", type=float, default=0.1)
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--write", action="store_true", help="write the weights into evaluate.py")
    args = ap.parse_args()
    x, y = collect(args.games, args.epsilon, args.seed)
    cut = len(y) * 4 // 5
    w = fit(x[:cut], y[:cut])

    def report(name, xs, ys):
        p = 1.0 / (1.0 + np.exp(-xs @ w))
        ll = -np.mean(ys * np.log(p + 1e-12) + (1 - ys) * np.log(1 - p + 1e-12))
        acc = np.mean((p > 0.5) == (ys > 0.5))
        print(f"{name}: {len(ys)} positions, log loss {ll:.4f}, accuracy {acc:.3f}")
    report("train", x[:cut], y[:cut])
    report("held out", x[cut:], y[cut:])
    w = fit(x, y)
    for name, v in zip(FEATURES, w):
        print(f"  {name:18s} {v:+.4f}")
    text = "WEIGHTS = (\n" + "".join(
        f"    {v:.4f},  # {name}\n" for name, v in zip(FEATURES, w)) + ")"
    if args.write:
        path = ROOT / "src" / "optcg" / "agents" / "evaluate.py"
        src = path.read_text()
        src = re.sub(r"WEIGHTS = \(\n.*?\n\)", lambda m: text, src, count=1, flags=re.DOTALL)
        path.write_text(src)
        print(f"wrote {path}")
    else:
        print(text)


if __name__ == "__main__":
    main()
