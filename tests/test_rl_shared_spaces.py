"""The observation spaces of the games of one interface share their bounds
(read-only) and nothing else: each space seeds and samples on its own."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.rl.actions import ACTIONS  # noqa: E402
from optcg.rl.core import Match  # noqa: E402


def test_two_matches_share_the_bounds_of_their_spaces_not_their_generators():
    a, b = Match(), Match()
    assert a.observation_space == b.observation_space
    for key, box in a.observation_space.spaces.items():
        other = b.observation_space[key]
        assert box is not other
        assert box.low is other.low and box.high is other.high
        assert not box.low.flags.writeable and not box.high.flags.writeable
    ids, their_ids = a.observation_space["card_ids"], b.observation_space["card_ids"]
    ids.seed(1)
    first = ids.sample()
    ids.seed(1)
    their_ids.seed(2)
    their_ids.sample()          # b's draws leave a's generator alone
    assert np.array_equal(ids.sample(), first)
    with pytest.raises(ValueError):
        ids.low[0] = 1


def test_each_interface_and_size_has_its_own_bounds():
    fixed = Match().observation_space
    listed = Match(interface="options", max_options=64).observation_space
    assert fixed["action_mask"].shape == (ACTIONS,)
    assert listed["action_mask"].shape == (64,) and listed["options"].shape[0] == 64
    assert Match(interface="options", max_options=32).observation_space["options"].shape[0] == 32
    assert "options" not in fixed.spaces


def test_the_batched_space_repeats_one_games_bounds_without_copies():
    from gymnasium.vector.utils import batch_space

    from optcg.rl.vector import BatchedEnv
    for interface in ("fixed", "options"):
        env = BatchedEnv(3, opponent="random", interface=interface)
        space = env.observation_space
        tiled = batch_space(env.single_observation_space, 3)
        assert space == tiled
        for key, box in space.spaces.items():
            one = env.single_observation_space[key]
            assert box.shape == (3, *one.shape)
            assert np.shares_memory(box.low, one.low) and np.shares_memory(box.high, one.high)
            assert np.array_equal(box.bounded_below, tiled[key].bounded_below)
            assert not box.low.flags.writeable
        obs, _ = env.reset(seed=1)
        assert space.contains(obs)
        assert space.contains(space.sample())
