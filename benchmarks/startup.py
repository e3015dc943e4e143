"""How long `optcg simulate` takes to start its first game.

Each repeat starts a fresh interpreter that runs the command line's
`simulate` in-process, with the game-playing function wrapped so that the
first call prints the wall-clock time since the parent started the child
(interpreter start-up, imports, option parsing, deck loading and the
results file included).  Prints the median and the spread.

    python benchmarks/startup.py --repeats 7
    python benchmarks/startup.py --importtime     # the slowest imports too

Byte-code caching matters: run it once before measuring (the first run
writes the caches), and do not set PYTHONDONTWRITEBYTECODE.
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
    print(f"first game after {time.time() - sent:.4f} s", file=sys.stderr, flush=True)
    return play(task)
run.play_game = first
from optcg.cli.main import app
app(["simulate", "st01", "st02", "-n", "1", "--workers", "1", "--db", sys.argv[2]],
    prog_name="optcg", standalone_mode=False)
"""


def once(db: str, importtime: bool = False) -> tuple[float, str]:
    args = [sys.executable] + (["-X", "importtime"] if importtime else [])
    sent = time.time()
    done = subprocess.run(args + ["-c", CHILD, repr(sent), db], capture_output=True,
                          text=True, check=False)
    lines = done.stderr.splitlines()
    for line in lines:
        if line.startswith("first game after "):
            return float(line.split()[3]), done.stderr
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
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = os.path.join(folder, "results.db")
        once(db)                                    # writes the byte-code caches
        times = []
        for k in range(args.repeats):
            os.remove(db)
            times.append(once(db)[0])
        print(f"first game after {statistics.median(times):.3f} s (median of "
              f"{len(times)}; {min(times):.3f} to {max(times):.3f})")
        if args.importtime:
            os.remove(db)
            _, stderr = once(db, importtime=True)
            for micros, name in slowest_imports(stderr):
                print(f"{micros / 1e6:8.3f} s {name}")


if __name__ == "__main__":
    main()
