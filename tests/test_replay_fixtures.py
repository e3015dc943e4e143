"""Recorded replays still verify: the engine's behaviour has not changed.

The fixtures (scripts/make_replay_fixtures.py) are 32 seeded games, random
and greedy players over every starter matchup, each with its final state
hash.  Speed work must keep every one of them bit for bit.
"""

import json
from pathlib import Path

import pytest

from optcg import Replay
from optcg.cards.defs import card_def

FIXTURES = json.loads((Path(__file__).parent / "data" / "replays.json").read_text())


@pytest.mark.parametrize("n", range(len(FIXTURES)))
def test_recorded_replay_verifies(n):
    replay = Replay.from_dict(FIXTURES[n])
    ok, h = replay.verify(card_def)
    assert ok, f"replay {n}: final hash {h} != recorded {replay.final_hash}"
