"""Record saved games of the engine's current save format, for the loader tests.

    python scripts/make_save_fixtures.py tests/data/saves_format4.json

Each fixture is a game stopped at a chosen point (a battle on, an effect
waiting for a choice with cards chosen, triggered effects pending, player
modifiers, "at the end of this turn" steps, a K.O. replacement...), saved
with `Game.to_json()`, and the random actions that finish it.  The loader
tests load each save and play it on to the end, which must match the same
game played from the start.  A save file of every format the engine still
reads is kept (tests/data/saves_format<N>.json): write one when the format
changes.  The meta decks are read from ../shared/decks/meta.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import optcg

META = Path(__file__).resolve().parents[1].parent / "shared" / "decks" / "meta"

# (deck 1, deck 2, seed, actions before the save): what each one holds
POINTS = [
    ("st01", "st01", 0, 13),              # a battle, power modifiers
    ("st01", "st01", 0, 58),              # an effect frame with chosen cards
    ("st02", "st01", 1, 136),             # cards being looked at
    ("st04", "st01", 3, 63),              # an [Activate: Main] task
    ("st03", "st01", 2, 108),             # a modifier on a player
    ("st02", "st01", 49, 183),            # a triggered effect pending
    ("op15-up-luffy", "op15-py-crocodile", 3, 59),     # an effect under an effect
    ("op16-moria", "op16-py-rosinante", 7, 92),        # a K.O. task
    ("op16-g-bonney", "op16-red-shanks", 26, 138),     # an end-of-turn step
]
# the same, in games with the `conceal_decisions` option (format 4 on)
CONCEALED = [
    ("st02", "st01", 5, 40),
]


def deck(name: str):
    return name if name.startswith("st") else str(META / f"{name}.txt")


def record() -> list[dict]:
    out = []
    points = [(*p, False) for p in POINTS] + [(*p, True) for p in CONCEALED]
    for a, b, seed, stop, conceal in points:
        g = optcg.new_game(deck(a), deck(b), seed=seed, log=False, conceal_decisions=conceal)
        choice = random.Random(seed).choice
        for _ in range(stop):
            g.apply(choice(g.legal_actions()))
        save = g.to_json()
        rest = []
        while not g.over:
            action = choice(g.legal_actions())
            rest.append(action.to_json())
            g.apply(action)
        r = g.result
        out.append({"decks": g.decks, "seed": seed, "save": save, "then": rest,
                    "result": [r.winner, r.reason, r.turns]})
    return out


if __name__ == "__main__":
    path = sys.argv[1]
    with open(path, "w") as f:
        json.dump(record(), f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {path}")
