"""Record the replay fixtures that pin the engine's behaviour.

    python scripts/make_replay_fixtures.py tests/data/replays.json

Each fixture is a seeded game (random or greedy players, every starter
matchup) saved as a replay with its final state hash.  tests/test_replay_fixtures.py
replays them: any change of behaviour, however small, changes a hash.
Regenerate only when a change of behaviour is intended, and say so in the
commit.
"""

from __future__ import annotations

import json
import sys

import optcg
from optcg import Replay
from optcg.agents import make_agent

STARTERS = ("st01", "st02", "st03", "st04")


def record() -> list[dict]:
    out = []
    n = 0
    for a in STARTERS:
        for b in STARTERS:
            for kind in ("random", "greedy"):
                seed = 7000 + n
                n += 1
                g = optcg.new_game(a, b, seed=seed, log=False)
                agents = [make_agent(kind, seed), make_agent(kind, seed + 1)]
                while not g.over:
                    d = g.decision
                    g.apply(agents[d.player].choose(g.view(d.player), d))
                out.append(Replay.from_game(g).to_dict())
    return out


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "tests/data/replays.json"
    with open(path, "w") as f:
        json.dump(record(), f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {path}")
