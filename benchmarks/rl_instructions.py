"""Instructions per step of the RL environments, counted by valgrind's callgrind.

    python benchmarks/rl_instructions.py                   # AEC, fixed ids and option list
    python benchmarks/rl_instructions.py --env gym --steps 3000
    OPTCG_PURE=1 python benchmarks/rl_instructions.py      # the pure-Python build
    python benchmarks/rl_instructions.py --profile /tmp/aec.out   # for callgrind_annotate

Wall-clock rates on a shared machine wander with the load; instruction
counts do not.  Each row runs the same seeded loop under callgrind twice,
once for --base steps and once for --base + --steps, and prints the
difference per step: start-up, imports and the first wording of each
effect cancel out.  A step is what `rl_steps.py` counts: one decision
(AEC) or one learner decision with the opponent's inside it (gym).  The
actions are drawn among the masked ones with the benchmark's own pick.
The objects made before the steps (modules, card data, the environment)
are frozen out of garbage collection (`gc.freeze`): a full collection of
them lands in one run or the other by chance and would swamp the
difference.  `--profile FILE` also writes the callgrind profile of the
longer run.
Needs valgrind.  Not a test.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys

WORKLOAD = """
import gc, random, sys
import numpy as np
import optcg
from optcg.rl import OptcgAECEnv, OptcgEnv

env_name, steps = sys.argv[1], int(sys.argv[2])
rnd = random.Random(0).random

def pick(mask):
    ids = mask.view(np.bool_).nonzero()[0]
    return int(ids[int(rnd() * len(ids))])

if env_name in ('encoder', 'play'):
    from optcg.engine import Game
    from optcg.rl.core import Match
    from optcg.rl.observation import Encoder
    match = Match()
    state = {'game': None, 'enc': None, 'seed': 0}
    def new_game():
        g = Game.new(match.pool[0], match.pool[1], seed=state['seed'], log=False,
                     conceal_decisions=True)
        state['game'] = g
        if state['enc'] is None:
            state['enc'] = Encoder(g.state.defs)
        state['choice'] = random.Random(state['seed']).choice
        state['seed'] += 1
    new_game()
    def step():
        g = state['game']
        if g.over:
            new_game()
            g = state['game']
        d = g.decision
        if env_name == 'encoder':
            state['enc'].encode(g.state, d.player, d, len(d.options))
        g.apply(state['choice'](d.options))
elif env_name == 'gym':
    env = OptcgEnv(opponent='random')
    obs, _ = env.reset(seed=0)
    def step():
        global obs
        obs, _, term, trunc, _ = env.step(pick(obs['action_mask']))
        if term or trunc:
            obs, _ = env.reset()
else:
    env = OptcgAECEnv(interface=env_name, seed=0)
    env.reset()
    def step():
        while True:
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.reset()
                continue
            env.step(pick(obs['action_mask']))
            return

# the objects made so far (modules, card data, the environment) are left
# out of later collections, so that a full collection falling inside one run
# and not the other does not weigh on the difference
gc.freeze()
for _ in range(steps):
    step()
"""

ENVS = {"fixed": "AEC, fixed ids", "options": "AEC, option list",
        "gym": "Gymnasium v random (learner steps)",
        "encoder": "the encoder alone (per decision)"}


def collected(env: str, steps: int, profile: str | None = None) -> int:
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile or '/dev/null'}",
         sys.executable, "-c", WORKLOAD, env, str(steps)],
        capture_output=True, text=True, check=True).stderr
    return int(re.search(r"Collected : (\d+)", out).group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--env", choices=(*ENVS, "aec"), default="aec",
                    help="aec: both AEC interfaces (the default); encoder: the encoder "
                         "alone, as the difference between random games encoded at each "
                         "decision and the same games not encoded")
    ap.add_argument("--base", type=int, default=2000, help="steps of the shorter run")
    ap.add_argument("--steps", type=int, default=4000, help="steps counted (the difference)")
    ap.add_argument("--profile", help="write the longer run's callgrind profile here")
    args = ap.parse_args()
    envs = ("fixed", "options") if args.env == "aec" else (args.env,)
    build = "pure" if os.environ.get("OPTCG_PURE", "").strip() not in ("", "0") else \
        "as installed (compiled if built)"
    for env in envs:
        base = collected(env, args.base)
        profile = args.profile if len(envs) == 1 or args.profile is None else \
            f"{args.profile}.{env}"
        total = collected(env, args.base + args.steps, profile)
        per_step = (total - base) / args.steps
        if env == "encoder":        # less the same games played without encoding
            per_step -= (collected("play", args.base + args.steps)
                         - collected("play", args.base)) / args.steps
        print(f"{ENVS[env]}: {per_step / 1e3:,.1f} K instructions per step "
              f"({args.steps} steps after {args.base}, {build})", flush=True)


if __name__ == "__main__":
    main()
