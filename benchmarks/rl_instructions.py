"""Instructions per step of the RL environments, counted by valgrind's callgrind.

    python benchmarks/rl_instructions.py                        # AEC, fixed ids and option list
    python benchmarks/rl_instructions.py --env gym --env batched --split
    OPTCG_PURE=1 python benchmarks/rl_instructions.py --env all # every environment, pure
    python benchmarks/rl_instructions.py --build both --env gym # pure, then compiled in place
    python benchmarks/rl_instructions.py --parts                # pieces beside encoder and engine
    python benchmarks/rl_instructions.py --env gym --profile /tmp/gym.out  # for callgrind_annotate

Wall-clock rates on a shared machine wander by 15% and more; instruction
counts do not.  Every environment runs the same kind of seeded loop
(actions drawn among the masked ones with the benchmark's own pick, as
`rl_steps.py` draws them): --warm steps first, then --steps more between
two marks (calls of os.getppid, before which callgrind dumps its counts),
and the count between the marks divided by --steps is the figure.  Keep
--warm at a few hundred: a window that starts too early holds the first
games' one-off work, which the batched loop's 16 new games meet at once
(pure, batched: 9.2 M instructions a step after 32 warm steps, 466 K
after 320).

Counting method: the marks.  An earlier version ran each loop twice, for
N0 and N0 + N steps, and divided the difference of the two totals by N.
The marks are the more robust of the two: the count holds only the steps,
so start-up (imports, card data, the environment) never enters it, where
the difference subtracted two separate runs whose start-ups need not cost
the same; it needs one run per figure instead of two; and a --profile
then shows the counted steps alone.  As in that version, the objects made
before the counted steps are frozen out of garbage collection
(`gc.freeze`), so that a full collection of the card data does not land
in the window by chance, and PYTHONHASHSEED is fixed, so that a rerun
counts the same.  It needs a Python whose symbols name os_getppid.

A step is what `rl_steps.py` counts: one decision in the AEC
environments; one learner step in the Gymnasium and batched ones (the
random opponent's decisions inside it; the batched loop steps its 16
games together, --steps of them in all).  The decisions per step are
printed: two versions compared must play the same games.  `--env engine`
is random games of the default deck pair with `conceal_decisions`, as the
environments play them, per decision; `--env encoder` is the encoder
alone: the same games encoded at each decision, less the engine run.

`--split` adds, for each environment, the same loop with the encoder
replaced by a stub returning fixed arrays (the encoder's share is the
difference) and the engine alone times the decisions per step (an
estimate, other games); the rest is the environment and the pick.
`--parts` counts pieces of that rest one by one over 640 learner
positions of a Gymnasium run (the pick, the Decision record, the fixed
ids, the mask).  A large copy counts one instruction a byte (glibc copies
it with `rep movsb`): the 24 KB observation copy weighs about 24,000 here
for well under a microsecond.  "compiled" needs the tree built in place
(`scripts/build_native.py`); "pure" sets OPTCG_PURE=1; the default runs
the build the caller's environment selects.  Needs valgrind.  Not a test.
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
import gc, os, random, sys
import numpy as np
import optcg
kind, warm, steps, stub = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == 'stub'
import optcg.rl.core as core
if stub:
    from optcg.rl.cards import game_tables
    from optcg.rl.observation import OBSERVATION, ROWS
    class StubEncoder:
        # fixed arrays in place of the encoding: what is left is the rest
        def __init__(self, defs):
            self.facts, self.ids = game_tables(defs)
            self.option_rows = {}
            self._vec = np.zeros(OBSERVATION, dtype=np.float32)
            self._ids = np.zeros(ROWS, dtype=np.int64)
        def encode(self, st, player, decision=None, n_options=0, copy=True):
            if copy:
                return self._vec.copy(), self._ids.copy()
            return self._vec, self._ids
    core.Encoder = StubEncoder
from optcg.rl import OptcgAECEnv, OptcgEnv
from optcg.rl.vector import BatchedEnv

ended = [0]             # decisions of the games that ended (and restarted)
start = core.Match.start
def counted_start(self, rng):
    if self.game is not None:
        ended[0] += self.steps
    start(self, rng)
core.Match.start = counted_start
rnd = random.Random(0).random

def pick(mask):
    ids = mask.view(np.bool_).nonzero()[0]
    return int(ids[int(rnd() * len(ids))])

if kind in ('engine', 'encoder'):
    from optcg.engine import Game
    from optcg.rl.observation import Encoder
    match = core.Match()
    state = {'game': None, 'enc': None, 'seed': 0, 'done': 0}
    def new_game():
        if state['game'] is not None:
            ended[0] += state['done']
        g = Game.new(match.pool[0], match.pool[1], seed=state['seed'], log=False,
                     conceal_decisions=True)
        state['game'], state['done'] = g, 0
        if state['enc'] is None:
            state['enc'] = Encoder(g.state.defs)
        state['choice'] = random.Random(state['seed']).choice
        state['seed'] += 1
    new_game()
    def run(n):
        for _ in range(n):
            g = state['game']
            if g.over:
                new_game()
                g = state['game']
            d = g.decision
            if kind == 'encoder':
                state['enc'].encode(g.state, d.player, d, len(d.options))
            g.apply(state['choice'](d.options))
            state['done'] += 1
    def played():
        return ended[0] + state['done']
elif kind == 'gym':
    env = OptcgEnv(opponent='random')
    obs, _ = env.reset(seed=0)
    def run(n):
        global obs
        for _ in range(n):
            obs, _, term, trunc, _ = env.step(pick(obs['action_mask']))
            if term or trunc:
                obs, _ = env.reset()
    def played():
        return ended[0] + env.match.steps
elif kind == 'batched':
    env = BatchedEnv(16, opponent='random')
    obs, _ = env.reset(seed=0)
    def run(n):
        global obs
        for _ in range(n // 16):
            obs, *_ = env.step(np.array([pick(m) for m in obs['action_mask']]))
    def played():
        return ended[0] + sum(e.match.steps for e in env.envs)
else:                   # the AEC environment, fixed ids or option list
    env = OptcgAECEnv(interface=kind, seed=0)
    env.reset()
    def run(n):
        for _ in range(n):
            while True:
                obs, _, term, trunc, _ = env.last()
                if term or trunc:
                    env.reset()
                    continue
                env.step(pick(obs['action_mask']))
                break
    def played():
        return ended[0] + env.match.steps
run(warm)
before = played()
# the objects made so far (modules, card data, the environment) are left
# out of later collections: a full collection in the window would count them
gc.freeze()
os.getppid()            # the marks: callgrind dumps its counts here
run(steps)
os.getppid()
print('decisions', played() - before)
"""

PARTS = r"""
import gc, os, random, sys
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
gc.freeze()
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

ENVS = {"fixed": "AEC, fixed ids", "options": "AEC, option list",
        "gym": "Gymnasium v random", "batched": "batched v random, 16 games",
        "engine": "the engine alone", "encoder": "the encoder alone"}
GROUPS = {"aec": ("fixed", "options"), "all": tuple(ENVS)}
SPLIT = ("fixed", "options", "gym", "batched")     # the environments --split divides


def callgrind(script: str, args: list[str], build: str, what: str,
              tmp: str) -> subprocess.CompletedProcess:
    """Runs `script` under callgrind with a dump before each mark; the
    dumps are tmp/cg.out.1 (start-up), .2 and on (between the marks)."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    if build == "pure":
        env["OPTCG_PURE"] = "1"
    elif build == "compiled":
        env.pop("OPTCG_PURE", None)
    try:
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--dump-before=os_getppid", "--compress-strings=no",
             "--compress-pos=no", f"--callgrind-out-file={tmp}/cg.out", sys.executable, "-c",
             script, *args],
            capture_output=True, text=True, env=env, check=False)
    except FileNotFoundError:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)") from None
    if run.returncode != 0:
        raise SystemExit(f"the {what} workload failed under callgrind ({build}):\n"
                         f"{run.stderr[-2000:]}")
    if not (Path(tmp) / "cg.out.2").exists():
        raise SystemExit("callgrind wrote no dump at the marks (os_getppid not found "
                         "in this Python's symbols?)")
    return run


def summary(path: Path) -> int:
    found = re.search(r"^summary: (\d+)", path.read_text(), re.MULTILINE)
    if found is None:
        raise SystemExit(f"no summary line in the callgrind dump {path.name}")
    return int(found.group(1))


def window(kind: str, warm: int, steps: int, build: str, stub: bool = False,
           profile: str | None = None) -> tuple[int, int]:
    """(instructions, decisions) of `steps` steps after `warm` ones: the
    counts callgrind dumps between the workload's two marks."""
    with tempfile.TemporaryDirectory(prefix="rl-instructions-") as tmp:
        run = callgrind(WORKLOAD, [kind, str(warm), str(steps), "stub" if stub else "real"],
                        build, kind, tmp)
        part = Path(tmp) / "cg.out.2"       # from the first mark to the second
        if profile:
            shutil.copyfile(part, profile)
        total = summary(part)
    got = re.search(r"decisions (\d+)", run.stdout)
    if got is None:
        raise SystemExit(f"no decision count in the {kind} run:\n{run.stdout[-500:]}")
    return total, int(got.group(1))


def parts(build: str, count: int = 640) -> list[tuple[str, float]]:
    """Instructions per learner position of the pieces of a step that are
    neither the encoder nor the engine's play."""
    with tempfile.TemporaryDirectory(prefix="rl-instructions-") as tmp:
        callgrind(PARTS, [str(count)], build, "parts", tmp)
        return [(name, summary(Path(tmp) / f"cg.out.{k}") / count)
                for k, name in enumerate(PART_NAMES, start=2)]


def build_name(build: str) -> str | None:
    """The build a run gets ('pure' or 'compiled'), or None where the
    compiled one was asked for and the tree is not built."""
    if build == "pure":
        return "pure"
    env = dict(os.environ)
    if build == "compiled":
        env.pop("OPTCG_PURE", None)
    check = subprocess.run([sys.executable, "-c", "import optcg; print(optcg.compiled())"],
                           capture_output=True, text=True, env=env, check=False)
    if check.returncode != 0:
        raise SystemExit(f"optcg does not import:\n{check.stderr[-1000:]}")
    if check.stdout.strip() == "True":
        return "compiled"
    return None if build == "compiled" else "pure"


def engine_per_decision(known: dict[str, float], build: str, warm: int, steps: int) -> float:
    """Instructions per decision of the engine alone, counted once per build."""
    if build not in known:
        known[build] = window("engine", warm, steps, build)[0] / steps
    return known[build]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--env", action="append", choices=(*ENVS, *GROUPS),
                    help="an environment to count (repeatable): fixed, options (AEC), gym, "
                         "batched, engine, encoder; aec for both AEC ones (the default), "
                         "all for every one")
    ap.add_argument("--build", choices=("current", "pure", "compiled", "both"), default="current",
                    help="current: as OPTCG_PURE and the tree select (the default)")
    ap.add_argument("--warm", type=int, default=320, help="steps played before the marks (a few hundred leave the one-off work out)")
    ap.add_argument("--steps", type=int, default=640, help="steps counted between the marks")
    ap.add_argument("--split", action="store_true",
                    help="also each environment with the encoder stubbed, and the engine alone")
    ap.add_argument("--parts", action="store_true",
                    help="only the pieces of a Gymnasium step beside the encoder and the "
                         "engine's play, over 640 learner positions")
    ap.add_argument("--profile", metavar="FILE",
                    help="write the counted steps' callgrind profile here (FILE.<env>.<build> "
                         "where several are counted; for encoder, the encoded games' run); "
                         "read it with callgrind_annotate")
    args = ap.parse_args()
    envs: list[str] = []
    for name in args.env or ["aec"]:
        envs += [e for e in GROUPS.get(name, (name,)) if e not in envs]
    if args.warm < 0 or args.steps <= 0:
        ap.error("--warm must be 0 or more and --steps more than 0")
    if "batched" in envs and (args.warm % 16 or args.steps % 16):
        ap.error("with --env batched, --warm and --steps must be multiples of 16 (the batch)")
    builds = ("pure", "compiled") if args.build == "both" else (args.build,)
    several = len(envs) * len(builds) > 1
    for asked in builds:
        build = build_name(asked)
        if build is None:
            print("compiled: skipped (build the tree first: python scripts/build_native.py)")
            continue
        if args.parts:
            print(f"{build}: instructions per learner position, pieces of a step", flush=True)
            for name, n in parts(build):
                print(f"  {name:30s} {n:>9,.0f}", flush=True)
            continue
        print(f"{build}: instructions per step (steps {args.warm} to "
              f"{args.warm + args.steps} of seeded random play)", flush=True)
        engine: dict[str, float] = {}       # per decision, counted once per build
        for kind in envs:
            profile = None
            if args.profile:
                profile = f"{args.profile}.{kind}.{build}" if several else args.profile
            if kind == "engine" and build in engine and profile is None:
                whole, decisions = engine[build], args.steps    # counted for --split
            else:
                total, decisions = window(kind, args.warm, args.steps, build, profile=profile)
                whole = total / args.steps
            if kind == "engine":
                engine[build] = whole
            if kind == "encoder":
                whole -= engine_per_decision(engine, build, args.warm, args.steps)
            line = f"  {ENVS[kind]:28s} {whole:>10,.0f}"
            if kind in ("gym", "batched"):
                line += f"   ({decisions / args.steps:.2f} decisions a step)"
            if args.split and kind in SPLIT:
                stubbed = window(kind, args.warm, args.steps, build, stub=True)[0] / args.steps
                played = (engine_per_decision(engine, build, args.warm, args.steps)
                          * decisions / args.steps)
                line += (f"   encoder {whole - stubbed:>9,.0f}   engine {played:>9,.0f}"
                         f"   the rest {stubbed - played:>9,.0f}")
            print(line, flush=True)


if __name__ == "__main__":
    main()
