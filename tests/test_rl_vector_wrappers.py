"""The batched environment under Gymnasium's own vector wrappers: what a
training library stacks on a VectorEnv works on it unchanged (here
RecordEpisodeStatistics, which reads the SAME_STEP autoreset's ends)."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from gymnasium.wrappers.vector import RecordEpisodeStatistics  # noqa: E402

from optcg.rl.vector import BatchedEnv  # noqa: E402


def test_episode_statistics_wrapper_counts_each_games_return_and_length():
    env = RecordEpisodeStatistics(BatchedEnv(3, opponent="random"))
    obs, _ = env.reset(seed=1)
    rng = np.random.default_rng(1)
    lengths = np.zeros(3, dtype=int)
    ended = 0
    for _ in range(500):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
        obs, rewards, term, trunc, infos = env.step(actions)
        lengths += 1
        done = term | trunc
        if done.any():
            assert infos["_episode"].tolist() == done.tolist()
            for i in np.flatnonzero(done):
                # the default rewards: 0 until the end, so the return is the last reward
                assert infos["episode"]["r"][i] == rewards[i] and rewards[i] in (1.0, -1.0, 0.0)
                assert infos["episode"]["l"][i] == lengths[i]
                lengths[i] = 0
                ended += 1
        else:
            assert "episode" not in infos
    assert ended >= 3
