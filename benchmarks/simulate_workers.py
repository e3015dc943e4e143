"""`optcg simulate` on 1 and on 2 workers, as a user runs it: the speed-up.

    python benchmarks/simulate_workers.py --games 2000 --repeats 5

Each repeat runs the command (`python -m optcg simulate st01 st02 -n N
--workers W`, a fresh results file each time) once per worker count, in
turn, and reads the games per second it prints (its clock runs from the
workers' start to the last game stored) beside the command's wall-clock
time and the CPU seconds of the command and its workers.  Prints medians,
spreads and the ratios 2 workers / 1 worker, and the load average before
and after: on a shared machine a second worker only helps when a second
core is free, so read the ratio with the load beside it.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

PLAYED = re.compile(r"played (\d+) games in ([0-9.]+) s: ([0-9.,]+) games/s")


def once(folder: str, games: int, workers: int, agents: str,
         module: str = "optcg") -> tuple[float, float, float]:
    """(games/s printed, wall seconds of the command, CPU seconds used)."""
    db = os.path.join(folder, f"w{workers}.db")
    if os.path.exists(db):
        os.remove(db)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", module, "simulate", "st01", "st02",
                           "-n", str(games), "--workers", str(workers), "--agents", agents,
                           "--db", db], capture_output=True, text=True, env=env, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    found = PLAYED.search(done.stdout)
    if done.returncode or not found:
        raise SystemExit(f"optcg simulate failed:\n{done.stdout}\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return float(found.group(3).replace(",", "")), wall, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--agents", default="greedy,greedy")
    ap.add_argument("--module", default="optcg",
                    help="run `python -m MODULE simulate` (optcg.cli for older versions)")
    args = ap.parse_args()
    figures: dict[int, list[tuple[float, float, float]]] = {1: [], 2: []}
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as folder:
        once(folder, 20, 1, args.agents, args.module)    # byte-code caches
        for _ in range(args.repeats):
            for workers in (1, 2):
                figures[workers].append(once(folder, args.games, workers, args.agents,
                                             args.module))
    load_after = os.getloadavg()[0]

    def median(workers: int, k: int) -> float:
        return statistics.median(f[k] for f in figures[workers])

    def spread(workers: int, k: int) -> str:
        values = [f[k] for f in figures[workers]]
        return f"{min(values):.2f} to {max(values):.2f}"

    print(f"{args.games} games of st01 v st02 ({args.agents}), median of {args.repeats}; "
          f"load average {load_before:.1f} before, {load_after:.1f} after")
    for workers in (1, 2):
        print(f"{workers} worker{'s' if workers > 1 else ' '}: {median(workers, 0):8.1f} games/s "
              f"({spread(workers, 0)}), command {median(workers, 1):.2f} s "
              f"({spread(workers, 1)}), CPU {median(workers, 2):.2f} s")
    print(f"2 workers / 1 worker: {median(2, 0) / median(1, 0):.2f}x by the games/s printed, "
          f"{median(1, 1) / median(2, 1):.2f}x by the command's wall-clock time")


if __name__ == "__main__":
    main()
