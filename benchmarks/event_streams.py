"""Digests of what readers get from a game's log, to compare two versions of
the engine that must record the same events.

    python benchmarks/event_streams.py --starters 200 --meta 200

Plays seeded random games (ST-01 v ST-02, and the fully automated
tournament decks of ../shared/decks/meta, each against the next) with
`optcg.new_game`'s defaults and hashes, over all of them: the full event
stream, each player's and a spectator's (`events_for`), and their English
text (`optcg.text.log_lines`).  Run it before and after a change to how
events are recorded: every digest must stay the same.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys

import optcg
from optcg.text import log_lines

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from memory import META_DIR, deck_pairs  # noqa: E402

VIEWERS = {"P1": 0, "P2": 1, "spectator": None}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--starters", type=int, default=200, help="ST-01 v ST-02 games")
    ap.add_argument("--meta", type=int, default=200, help="tournament deck games")
    ap.add_argument("--meta-dir", default=META_DIR)
    args = ap.parse_args()
    games = [(("st01", "st02"), seed) for seed in range(args.starters)]
    if args.meta and os.path.isdir(args.meta_dir):
        meta = deck_pairs("meta", args.meta_dir)
        games += [(meta[seed % len(meta)], seed) for seed in range(args.meta)]
    elif args.meta:
        print(f"no tournament decks at {args.meta_dir}: starters only")
    digests = {name: hashlib.sha256() for name in
               ["events", *VIEWERS, "text", *(f"text {v}" for v in VIEWERS)]}
    for (a, b), seed in games:
        g = optcg.new_game(a, b, seed=seed)
        choice = random.Random(seed).choice
        while not g.over:
            g.apply(choice(g.legal_actions()))
        digests["events"].update(repr(g.events).encode())
        digests["text"].update("\n".join(log_lines(g, None, full=True)).encode())
        for name, viewer in VIEWERS.items():
            digests[name].update(repr(g.events_for(viewer)).encode())
            digests[f"text {name}"].update("\n".join(log_lines(g, viewer)).encode())
    print(f"{len(games)} games:")
    for name, h in digests.items():
        print(f"  {name:16} {h.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
