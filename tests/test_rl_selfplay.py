"""The self-play kit: win rates with Wilson intervals, the opponent ladder
and the loop that adds snapshots by win rate."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.rl import selfplay  # noqa: E402
from optcg.rl.pointer import pointer_shapes, save_pointer  # noqa: E402
from optcg.rl.selfplay import Ladder, SelfPlay, WinRate, wilson, win_rate  # noqa: E402


def test_wilson_interval_matches_the_textbook_values():
    lo, hi = wilson(95, 100)
    assert (round(lo, 3), round(hi, 3)) == (0.888, 0.978)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and round(hi, 3) == 0.278
    assert wilson(0, 0) == (0.0, 1.0)
    r = WinRate(wins=30, losses=9, draws=1)
    assert r.games == 40 and r.rate == 0.75
    assert "75.0% of 40 games" in str(r) and "30 won, 9 lost, 1 drawn" in str(r)


def test_win_rate_plays_both_seats_and_both_decks():
    r = win_rate("greedy", "random", 4, ("st01", "st02"), seed=3)
    assert r.games == 4 and r.wins + r.losses + r.draws == 4
    assert r.wins >= 3          # greedy beats random nearly always
    again = win_rate("greedy", "random", 4, ("st01", "st02"), seed=3)
    assert again == r           # seeded: the same games
    with pytest.raises(ValueError, match="games must be at least 1"):
        win_rate("greedy", "random", 0)


def test_the_ladder_draws_the_opponents_the_learner_still_loses_to():
    ladder = Ladder(("random", "greedy"))
    for _ in range(50):
        ladder.record("random", won=True)
        ladder.record("greedy", won=False)
    w = ladder.weights()
    assert w[1] > 20 * w[0]
    rng = np.random.default_rng(0)
    picks = [ladder.sample(rng) for _ in range(200)]
    assert picks.count("greedy") > 180
    assert [name for name, _, _ in ladder.table()] == ["random", "greedy"]


def test_the_ladder_remembers_a_window_of_games():
    ladder = Ladder(("random",), window=10)
    for _ in range(10):
        ladder.record("random", won=False)
    for _ in range(40):
        ladder.record("random", won=True)
    rung = ladder.rung("random")
    assert rung.games == 10 and rung.rate > 0.8     # the old losses are forgotten


def test_the_ladder_checks_its_opponents(tmp_path):
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        Ladder(("random", "nobody"))
    ladder = Ladder(("random",))
    with pytest.raises(ValueError, match="on the ladder already"):
        ladder.add("random")
    with pytest.raises(ValueError, match="no policy file"):
        ladder.add(f"policy:{tmp_path / 'missing.npz'}")
    with pytest.raises(KeyError, match="not on the ladder"):
        ladder.record("greedy", won=True)


def _policy(path, seed):
    rng = np.random.default_rng(seed)
    save_pointer(path, {k: (rng.standard_normal(s) * 0.1).astype(np.float32)
                        for k, s in pointer_shapes(4, 4).items()})


def test_self_play_adds_a_snapshot_only_when_it_beats_the_top_rung(tmp_path, monkeypatch):
    learner = tmp_path / "learner.npz"
    _policy(learner, 1)
    ladder = Ladder(("random",))
    sp = SelfPlay(ladder, tmp_path / "snaps", threshold=0.6, games=10, max_snapshots=2)
    rates = iter([WinRate(5, 5, 0), WinRate(7, 3, 0), WinRate(9, 1, 0), WinRate(8, 2, 0)])
    faced = []

    def fake_win_rate(player, opponent, games, decks, seed):
        faced.append(opponent)
        return next(rates)

    monkeypatch.setattr(selfplay, "win_rate", fake_win_rate)
    assert sp.consider(learner)[0] is False             # 50%: below the threshold
    assert [r.spec for r in ladder.rungs] == ["random"]
    added, record = sp.consider(learner)                # 70%: a snapshot on top
    assert added and record.rate == 0.7
    first = ladder.top.spec
    assert first.startswith("policy:") and first.endswith("snapshot-001.npz")
    assert (tmp_path / "snaps" / "snapshot-001.npz").read_bytes() == learner.read_bytes()
    assert sp.consider(learner)[0] and sp.consider(learner)[0]
    # the next checks face the newest snapshot; only the last two are kept
    assert faced == ["random", "random", first, ladder.rungs[-2].spec]
    assert [r.spec for r in ladder.rungs][0] == "random" and len(ladder.rungs) == 3
    assert first not in [r.spec for r in ladder.rungs]


def test_self_play_plays_real_games_against_the_top_rung(tmp_path):
    learner = tmp_path / "learner.npz"
    _policy(learner, 2)
    sp = SelfPlay(Ladder(("random",)), tmp_path / "snaps", threshold=0.5, games=2)
    added, record = sp.consider(learner)
    assert record.games == 2
    assert added == (record.rate >= 0.5)
    assert len(sp.ladder.rungs) == (2 if added else 1)
    with pytest.raises(ValueError, match="threshold"):
        SelfPlay(Ladder(), tmp_path, threshold=0.2)
