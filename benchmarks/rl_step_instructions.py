"""Instructions per learner step of the Gymnasium and batched environments,
counted by valgrind's callgrind.

    python benchmarks/rl_step_instructions.py                  # pure and compiled
    python benchmarks/rl_step_instructions.py --build pure --split
    python benchmarks/rl_step_instructions.py --parts          # the pieces beside them
    python benchmarks/rl_step_instructions.py --annotate batched   # keeps the profile

Wall-clock rates on a shared machine wander by 15% and more; instruction
counts do not.  Each loop (seeded, actions drawn among the masked ones as
`rl_steps.py` draws them) plays --warm learner steps, then --steps more
between two marks (calls of os.getppid, at which callgrind dumps its
counts): the instructions between the marks, divided by --steps, leave out
start-up, imports and the first games' one-off work.  The same seeds give
the same games, so the decisions per learner step are printed too (they
must match between two versions being compared).  `--split` adds the loop
with the encoder replaced by a stub that returns fixed arrays (the
encoder's share is the difference) and the engine alone on as many
decisions (random starter games with `conceal_decisions`, as the
environments play them; an estimate, other games); the rest is the
environment and the benchmark's own pick; `--parts` counts pieces of that
rest one by one over 640 learner positions (the pick, the Decision record,
the fixed ids, the mask).  A large copy is counted one instruction a byte
(glibc copies it with `rep movsb`), so the 24 KB observation copy weighs
about 24,000 here for well under a microsecond of time.  "compiled" needs the tree built
in place (`scripts/build_native.py`); "pure" sets OPTCG_PURE=1.  Needs
valgrind, and a Python whose symbols name os_getppid.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

WORKLOAD = r"""
import os, random, sys
import numpy as np
import optcg
kind, warm, steps, stub = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == 'stub'
if stub:
    import optcg.rl.core as core
    from optcg.rl.observation import OBSERVATION, ROWS
    class StubEncoder:
        # fixed arrays in place of the encoding: what is left is the rest
        def __init__(self, defs):
            self.facts = np.zeros((len(defs) + 1, 1), dtype=np.float32)
            self.option_rows = {}
            self._vec = np.zeros(OBSERVATION, dtype=np.float32)
            self._ids = np.zeros(ROWS, dtype=np.int64)
        def encode(self, st, player, decision=None, n_options=0, copy=True):
            if copy:
                return self._vec.copy(), self._ids.copy()
            return self._vec, self._ids
    core.Encoder = StubEncoder
from optcg.rl import OptcgEnv
from optcg.rl.vector import BatchedEnv

ended = [0]             # decisions of the games that ended (and restarted)
restart = OptcgEnv._restart
def counted_restart(self, seed=None):
    if self.match.game is not None:
        ended[0] += self.match.steps
    restart(self, seed)
OptcgEnv._restart = counted_restart

def pick(mask, rnd):
    ids = mask.view(np.bool_).nonzero()[0]
    return int(ids[int(rnd() * len(ids))])

def played(envs):
    return ended[0] + sum(e.match.steps for e in envs)

if kind == 'gym':
    env = OptcgEnv(opponent='random')
    rnd = random.Random(0).random
    obs, _ = env.reset(seed=0)
    def run(n):
        global obs
        for _ in range(n):
            obs, _, term, trunc, _ = env.step(pick(obs['action_mask'], rnd))
            if term or trunc:
                obs, _ = env.reset()
    envs = [env]
elif kind == 'batched':
    env = BatchedEnv(16, opponent='random')
    rnd = random.Random(0).random
    obs, _ = env.reset(seed=0)
    def run(n):
        global obs
        for _ in range(n // 16):
            obs, *_ = env.step(np.array([pick(m, rnd) for m in obs['action_mask']]))
    envs = env.envs
else:                   # the engine alone: decisions of random games
    count = [0]
    games = [0]
    def run(n):
        done = 0
        while done < n:
            g = optcg.new_game('st01', 'st02', seed=games[0], log=False, validate=False,
                               conceal_decisions=True)
            choice = random.Random(games[0]).choice
            while not g.over and done < n:
                g.apply(choice(g.legal_actions()))
                done += 1
            games[0] += 1
        count[0] += done
    envs = []
run(warm)
before = played(envs)
os.getppid()            # the marks: callgrind dumps its counts here
run(steps)
os.getppid()
print('decisions', played(envs) - before)
"""


PARTS = r"""
import os, random, sys
import numpy as np
from optcg.rl import OptcgEnv
from optcg.rl.actions import legal_ids, mask_of
count = int(sys.argv[1])
# the learner's positions of a seeded Gymnasium run, each a clone with its
# legal actions listed (the engine's part, measured elsewhere)
env = OptcgEnv(opponent='random')
rnd = random.Random(0).random
obs, _ = env.reset(seed=0)
games, masks = [], []
def pick(mask, rnd):
    ids = mask.view(np.bool_).nonzero()[0]
    return int(ids[int(rnd() * len(ids))])
while len(games) < count:
    g = env.match.game.clone()
    g.legal_actions()
    games.append(g)
    masks.append(obs['action_mask'])
    obs, _, term, trunc, _ = env.step(pick(obs['action_mask'], rnd))
    if term or trunc:
        obs, _ = env.reset()
decisions = [g.decision for g in games]
legal = [legal_ids(g.state, d.player, d.options) for g, d in zip(games, decisions)]
rnd = random.Random(1).random
os.getppid()
for m in masks:                                 # part 2: the benchmark's pick
    pick(m, rnd)
os.getppid()
for g in games:                                 # part 3: the Decision record and purpose
    g.decision
os.getppid()
for g, d in zip(games, decisions):              # part 4: the fixed ids (actions.py)
    legal_ids(g.state, d.player, d.options)
os.getppid()
for ids in legal:                               # part 5: the mask (actions.py)
    mask_of(ids)
os.getppid()
"""
PART_NAMES = ("the benchmark's pick", "Decision record and purpose", "fixed ids (legal_ids)",
              "mask (mask_of)")


def parts(build: str, count: int = 640) -> list[tuple[str, float]]:
    """Instructions per learner position of the pieces of a step that are
    neither the encoder nor the engine's play."""
    env = dict(os.environ)
    if build == "pure":
        env["OPTCG_PURE"] = "1"
    else:
        env.pop("OPTCG_PURE", None)
    with tempfile.TemporaryDirectory(prefix="rl-step-instructions-") as tmp:
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--dump-before=os_getppid",
             f"--callgrind-out-file={tmp}/cg.out", sys.executable, "-c", PARTS, str(count)],
            capture_output=True, text=True, env=env)
        if run.returncode != 0:
            raise SystemExit(f"the parts workload failed under callgrind ({build}):\n"
                             f"{run.stderr[-2000:]}")
        out = []
        for k, name in enumerate(PART_NAMES, start=2):
            text = (Path(tmp) / f"cg.out.{k}").read_text()
            out.append((name, int(re.search(r"^summary: (\d+)", text, re.M).group(1)) / count))
    return out


def window(kind: str, warm: int, steps: int, build: str, stub: bool = False,
           out_file: str | None = None) -> tuple[int, int]:
    """(instructions, decisions) of `steps` learner steps after `warm` ones:
    the counts callgrind dumps between the workload's two marks."""
    env = dict(os.environ)
    if build == "pure":
        env["OPTCG_PURE"] = "1"
    else:
        env.pop("OPTCG_PURE", None)
    with tempfile.TemporaryDirectory(prefix="rl-step-instructions-") as tmp:
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--dump-before=os_getppid", "--compress-strings=no",
             "--compress-pos=no",
             f"--callgrind-out-file={tmp}/cg.out", sys.executable, "-c", WORKLOAD, kind,
             str(warm), str(steps), "stub" if stub else "real"],
            capture_output=True, text=True, env=env)
        if run.returncode != 0:
            raise SystemExit(f"the {kind} workload failed under callgrind ({build}):\n"
                             f"{run.stderr[-2000:]}")
        part = Path(tmp) / "cg.out.2"       # from the first mark to the second
        if not part.exists():
            raise SystemExit("callgrind wrote no dump at the marks (os_getppid not found "
                             "in this Python's symbols?)")
        text = part.read_text()
        if out_file:
            shutil.copyfile(part, out_file)
    found = re.search(r"^summary: (\d+)", text, re.M)
    got = re.search(r"decisions (\d+)", run.stdout)
    if found is None or got is None:
        raise SystemExit(f"no count in the {kind} run:\n{run.stdout[-500:]}")
    return int(found.group(1)), int(got.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", choices=("pure", "compiled", "both"), default="both")
    ap.add_argument("--warm", type=int, default=320, help="learner steps played first")
    ap.add_argument("--steps", type=int, default=640, help="learner steps counted")
    ap.add_argument("--split", action="store_true",
                    help="also the encoder stubbed and the engine alone")
    ap.add_argument("--parts", action="store_true",
                    help="only the pieces of a step beside the encoder and the engine's "
                         "play, over 640 learner positions")
    ap.add_argument("--annotate", choices=("gym", "batched"),
                    help="only write the counted steps' profile to "
                         "callgrind.<loop>.<build>.out (read it with callgrind_annotate)")
    args = ap.parse_args()
    if args.warm % 16 or args.steps % 16 or args.steps <= 0:
        raise SystemExit("--warm and --steps must be multiples of 16 (the batch), --steps > 0")
    builds = ("pure", "compiled") if args.build == "both" else (args.build,)
    for build in builds:
        if build == "compiled":
            check = subprocess.run([sys.executable, "-c", "import optcg; print(optcg.compiled())"],
                                   capture_output=True, text=True,
                                   env={k: v for k, v in os.environ.items() if k != "OPTCG_PURE"})
            if check.stdout.strip() != "True":
                print("compiled: skipped (build the tree first: python scripts/build_native.py)")
                continue
        if args.annotate:
            out = f"callgrind.{args.annotate}.{build}.out"
            window(args.annotate, args.warm, args.steps, build, out_file=out)
            print(f"{build}: profile of {args.steps} {args.annotate} learner steps in {out}")
            continue
        if args.parts:
            print(f"{build}: instructions per learner position, pieces of a step", flush=True)
            for name, n in parts(build):
                print(f"  {name:30s} {n:>9,.0f}", flush=True)
            continue
        print(f"{build}: instructions per learner step (steps {args.warm} to "
              f"{args.warm + args.steps} of seeded random play)", flush=True)
        per_decision = 0.0
        if args.split:
            total, _ = window("engine", args.warm, args.steps, build)
            per_decision = total / args.steps
            print(f"  engine alone  {per_decision:>10,.0f} per decision", flush=True)
        for kind in ("gym", "batched"):
            total, decisions = window(kind, args.warm, args.steps, build)
            whole = total / args.steps
            line = f"  {kind:8s} {whole:>10,.0f}   ({decisions / args.steps:.2f} decisions a step)"
            if args.split:
                stubbed = window(kind, args.warm, args.steps, build, stub=True)[0] / args.steps
                engine = per_decision * decisions / args.steps
                line += (f"   encoder {whole - stubbed:>9,.0f}   engine {engine:>9,.0f}"
                         f"   the rest {stubbed - engine:>9,.0f}")
            print(line, flush=True)


if __name__ == "__main__":
    main()
