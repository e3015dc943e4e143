"""Compile the engine's hot modules with mypyc (optional, for speed).

    pip install "mypy>=1.10"            # brings mypyc
    python scripts/build_native.py      # compiles in place, next to the .py files
    python scripts/build_native.py --clean

The compiled modules are built from the same Python source; Python imports
the compiled extension in place of the .py file.  Everything works without
this step (the pure-Python path is the default and is tested by CI, which
also runs the tests against a compiled build).  `optcg.engine.compiled()`
says which modules are native.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"

# The modules on the hot path of a game.  The compiler and the renderer of
# the effect language stay in Python: they run once per card, or for logs.
HOT = [
    "optcg/engine/constants.py", "optcg/engine/carddef.py", "optcg/engine/actions.py",
    "optcg/engine/effects/language.py",
    # the nodes of the effect language, one module per concept
    "optcg/engine/effects/nodes/abilities.py", "optcg/engine/effects/nodes/conditions.py",
    "optcg/engine/effects/nodes/costs.py", "optcg/engine/effects/nodes/don.py",
    "optcg/engine/effects/nodes/durations.py", "optcg/engine/effects/nodes/filters.py",
    "optcg/engine/effects/nodes/game.py", "optcg/engine/effects/nodes/hand_deck.py",
    "optcg/engine/effects/nodes/keywords.py", "optcg/engine/effects/nodes/ko_trash.py",
    "optcg/engine/effects/nodes/life.py", "optcg/engine/effects/nodes/play.py",
    "optcg/engine/effects/nodes/power_cost.py", "optcg/engine/effects/nodes/replacement.py",
    "optcg/engine/effects/nodes/restrictions.py", "optcg/engine/effects/nodes/search.py",
    "optcg/engine/effects/nodes/vocabulary.py",
    "optcg/engine/records.py",
    "optcg/engine/state.py", "optcg/engine/stats.py", "optcg/engine/loop.py",
    "optcg/engine/zones.py", "optcg/engine/main_phase.py", "optcg/engine/battle.py",
    "optcg/engine/damage.py", "optcg/engine/turn.py", "optcg/engine/costs.py",
    "optcg/engine/rng.py", "optcg/engine/rules.py", "optcg/engine/setup.py",
    "optcg/engine/game.py", "optcg/engine/determinize.py", "optcg/engine/effects/runtime.py",
    "optcg/engine/effects/triggers.py", "optcg/engine/effects/targets.py",
    "optcg/engine/effects/statics.py",
    "optcg/engine/effects/replacements.py",
] + sorted(  # how each step runs, one module per concept
    str(p.relative_to(SRC)) for p in (SRC / "optcg/engine/effects/resolution").glob("[a-z]*.py"))


def clean(src: Path) -> None:
    for so in (src / "optcg").rglob("*.so"):
        so.unlink()
    for so in src.glob("*__mypyc*.so"):
        so.unlink()
    shutil.rmtree(src / "build", ignore_errors=True)


def build(src: Path) -> None:
    clean(src)
    cmd = [sys.executable, "-m", "mypyc", *HOT]
    subprocess.run(cmd, cwd=src, check=True)
    shutil.rmtree(src / "build", ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clean", action="store_true", help="remove the compiled modules")
    ap.add_argument("--src", type=Path, default=SRC, help="the src/ folder to build in")
    args = ap.parse_args()
    if args.clean:
        clean(args.src)
        print("removed the compiled modules: pure Python again")
        return
    build(args.src)
    print(f"compiled {len(HOT)} modules with mypyc in {args.src}")


if __name__ == "__main__":
    main()
