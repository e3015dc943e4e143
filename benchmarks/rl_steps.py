"""Reinforcement-learning throughput: environment steps per second on one
core, with the observation encoding and the action mask included, beside the
engine's raw decisions per second.

    python benchmarks/rl_steps.py [--seconds 10] [--repeats 3] [--json]

Rows: the engine alone (random answers, no encoding); the PettingZoo AEC
environment (fixed ids, then the option list): one step is one decision, the
observation of the agent to act is encoded at each; the Gymnasium
environment against a random opponent: a step is one learner decision, the
opponent's decisions inside it are counted too; and the batched environment
(16 games; a step is one learner decision of each game), with fresh output
arrays at each step (the default) and with copy=False.  Actions are drawn
uniformly among the masked ones.  A warm-up first plays for --warmup seconds: the engine words each effect decision's
purpose once per card and step, then reuses it, and a short run would
measure mostly that first wording.  Prints medians over the repeats; the
machine is shared, so compare ratios and medians only (`--clock cpu`
counts this process's CPU seconds, steadier when other work shares the
core).  Not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

import numpy as np

import optcg
from optcg.agents import RandomAgent
from optcg.rl import OptcgAECEnv, OptcgEnv


clock = time.perf_counter


def pin_to_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
        except OSError:
            pass


def engine(seconds: float) -> tuple[float, float]:
    """(decisions per second, decisions per second): the raw engine."""
    n, seed = 0, 0
    t0 = clock()
    while clock() - t0 < seconds:
        g = optcg.new_game("st01", "st02", seed=seed, log=False, validate=False)
        agent = RandomAgent(seed)
        while not g.over:
            g.apply(agent.pick(g.legal_actions()))
            n += 1
        seed += 1
    rate = n / (clock() - t0)
    return rate, rate


def _pick(mask: np.ndarray, rnd) -> int:
    # the int8 mask read as booleans: NumPy finds the nonzero entries of a
    # boolean array about ten times faster than those of an int8 one
    ids = mask.view(np.bool_).nonzero()[0]
    return int(ids[int(rnd() * len(ids))])


def aec(seconds: float, interface: str) -> tuple[float, float]:
    env = OptcgAECEnv(interface=interface, seed=0)
    rnd = random.Random(0).random
    env.reset()
    n = 0
    t0 = clock()
    while clock() - t0 < seconds:
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.reset()
            continue
        env.step(_pick(obs["action_mask"], rnd))
        n += 1
    rate = n / (clock() - t0)
    return rate, rate


def gym(seconds: float) -> tuple[float, float]:
    """(learner steps per second, all decisions per second)."""
    env = OptcgEnv(opponent="random")
    rnd = random.Random(0).random
    obs, _ = env.reset(seed=0)
    n = decisions = 0
    t0 = clock()
    while clock() - t0 < seconds:
        before = env.match.steps
        obs, _, term, trunc, _ = env.step(_pick(obs["action_mask"], rnd))
        decisions += env.match.steps - before
        n += 1
        if term or trunc:
            obs, _ = env.reset()
    dt = clock() - t0
    return n / dt, decisions / dt


def vector(seconds: float, envs: int = 16, copy: bool = True) -> tuple[float, float] | None:
    try:
        from optcg.rl.vector import BatchedEnv
    except ImportError:
        return None
    try:
        env = BatchedEnv(envs, opponent="random", **({} if copy else {"copy": False}))
    except TypeError:       # a version without copy=False
        return None
    rnd = random.Random(0).random
    obs, _ = env.reset(seed=0)
    n = 0
    t0 = clock()
    while clock() - t0 < seconds:
        obs, *_ = env.step(np.array([_pick(m, rnd) for m in obs["action_mask"]]))
        n += envs
    rate = n / (clock() - t0)
    return rate, rate


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=10.0, help="per row and repeat")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--warmup", type=float, default=5.0, help="seconds of play first")
    ap.add_argument("--json", action="store_true", help="print JSON instead of a table")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="cpu: per second of this process's CPU time, steadier on a "
                         "shared machine")
    args = ap.parse_args()
    global clock
    if args.clock == "cpu":
        clock = time.process_time
    pin_to_one_core()
    optcg.new_game("st01", "st02", seed=0, log=False)       # load the cards first
    aec(args.warmup, "fixed")
    rows = {
        "engine alone (decisions/s)": lambda: engine(args.seconds),
        "AEC, fixed ids": lambda: aec(args.seconds, "fixed"),
        "AEC, option list": lambda: aec(args.seconds, "options"),
        "Gymnasium v random (learner steps/s; all decisions/s)": lambda: gym(args.seconds),
        "batched v random, 16 games (learner steps/s)": lambda: vector(args.seconds),
        "the same, copy=False (output arrays reused)": lambda: vector(args.seconds, copy=False),
    }
    results = {}
    for name, run in rows.items():
        got = [run() for _ in range(args.repeats)]
        if got[0] is None:
            continue
        results[name] = (statistics.median(g[0] for g in got),
                         statistics.median(g[1] for g in got))
    build = "compiled" if optcg.compiled() else "pure Python"
    if args.json:
        print(json.dumps({"build": build, "python": sys.version.split()[0], "clock": args.clock,
                          "results": results}, indent=2))
        return
    print(f"{build} engine, Python {sys.version.split()[0]}, one core, "
          f"median of {args.repeats} x {args.seconds:g} s of {args.clock} time")
    for name, (a, b) in results.items():
        extra = f"  ({b:,.0f} decisions/s)" if a != b else ""
        print(f"{name:58s} {a:>10,.0f}{extra}")


if __name__ == "__main__":
    main()
