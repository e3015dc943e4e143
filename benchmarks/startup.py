"""How long `optcg simulate` takes to start its first game.

Each repeat starts a fresh interpreter that runs the `optcg` console
script's function on a `simulate` line, with the game-playing function
wrapped so that the first call prints the wall-clock time since the parent
started the child (interpreter start-up, imports, option parsing, deck
loading and the results file included) and the child's CPU time so far,
which moves less with the other tenants of a shared machine.  Prints the
medians and the spreads.

    python benchmarks/startup.py --repeats 7
    python benchmarks/startup.py --importtime     # the slowest imports too
    python benchmarks/startup.py --typer          # through the Typer app, as before

Byte-code caching matters: an installed package has its caches, so the
children run without PYTHONDONTWRITEBYTECODE, and a first, unmeasured run
writes them for a checkout.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import os, sys, time
sent = float(sys.argv[1])
import optcg.simulation.run as run
play = run.play_game
def first(task):
    run.play_game = play
    print(f"first game after {time.time() - sent:.4f} s, {time.process_time():.4f} s CPU",
          file=sys.stderr, flush=True)
    return play(task)
run.play_game = first
line = ["simulate", "st01", "st02", "-n", "1", "--workers", "1", "--db", sys.argv[2]]
if sys.argv[3] == "typer":
    from optcg.cli.main import app
    app(line, prog_name="optcg", standalone_mode=False)
else:
    from optcg.cli.launch import main
    main(line, prog_name="optcg")
"""


def once(db: str, importtime: bool = False, typer: bool = False) -> tuple[float, float, str]:
    """Wall-clock and CPU seconds to the first game, and the child's stderr."""
    args = [sys.executable] + (["-X", "importtime"] if importtime else [])
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    sent = time.time()
    done = subprocess.run(args + ["-c", CHILD, repr(sent), db, "typer" if typer else "script"],
                          capture_output=True, text=True, check=False, env=env)
    lines = done.stderr.splitlines()
    for line in lines:
        if line.startswith("first game after "):
            words = line.split()
            return float(words[3]), float(words[5]), done.stderr
    raise SystemExit(f"the child did not start a game:\n{done.stderr}")


def slowest_imports(stderr: str, count: int = 15) -> list[tuple[int, str]]:
    rows = []
    for line in stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            _, cumulative, name = line[len("import time:"):].split("|")
            if cumulative.strip().isdigit():
                rows.append((int(cumulative), name.rstrip()))
    return sorted(rows, reverse=True)[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--importtime", action="store_true",
                        help="also print the slowest imports of one more run")
    parser.add_argument("--typer", action="store_true",
                        help="run the line through the Typer app (no fast start)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = os.path.join(folder, "results.db")
        once(db, typer=args.typer)                  # writes the byte-code caches
        walls, cpus = [], []
        for k in range(args.repeats):
            os.remove(db)
            wall, cpu, _ = once(db, typer=args.typer)
            walls.append(wall)
            cpus.append(cpu)
        print(f"first game after {statistics.median(walls):.3f} s (median of "
              f"{len(walls)}; {min(walls):.3f} to {max(walls):.3f}); CPU "
              f"{statistics.median(cpus):.3f} s ({min(cpus):.3f} to {max(cpus):.3f})")
        if args.importtime:
            os.remove(db)
            _, _, stderr = once(db, importtime=True, typer=args.typer)
            for micros, name in slowest_imports(stderr):
                print(f"{micros / 1e6:8.3f} s {name}")


if __name__ == "__main__":
    main()
