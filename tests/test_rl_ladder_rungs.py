"""The opponent ladder takes every kind of rung the self-play kit names:
random, greedy, each search level and a saved policy snapshot; each is
drawn by sampling and plays real games through `win_rate`."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.agents.search import LEVELS  # noqa: E402
from optcg.rl.policy import init_mlp, save_mlp  # noqa: E402
from optcg.rl.selfplay import Ladder, win_rate  # noqa: E402


def test_every_agent_kind_is_a_rung_that_is_drawn_and_plays(tmp_path):
    snapshot = tmp_path / "snapshot.npz"
    save_mlp(snapshot, *init_mlp(hidden=(8,), seed=3))
    specs = ("random", "greedy", *(f"search-{level}" for level in LEVELS), f"policy:{snapshot}")
    ladder = Ladder(specs)
    assert [spec for spec, _, _ in ladder.table()] == list(specs)
    rng = np.random.default_rng(0)
    drawn = {ladder.sample(rng) for _ in range(400)}
    assert drawn == set(specs)          # no record yet: every rung is as likely
    # a search rung is a real opponent: random loses to it (seeded games)
    record = win_rate("random", "search-easy", 4, ("st01", "st02"), seed=4)
    assert record.losses >= 3, record
    # a snapshot rung plays whole games from both seats
    record = win_rate(f"policy:{snapshot}", "random", 2, ("st01", "st02"), seed=4)
    assert record.games == 2 and record.draws == 0, record
