"""The `seed=` constructor argument of the Gymnasium and the batched
environments (as OptcgAECEnv has it): it seeds the first reset, so two
environments made with one seed play the same episodes; a seed given to
reset wins; the batched environment seeds game i with seed + i."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.rl import OptcgEnv  # noqa: E402
from optcg.rl.vector import BatchedEnv  # noqa: E402


def _episodes(env, episodes=2, steps=400):
    """The observations of `episodes` episodes of `env`, the learner picking
    the first legal option (option list: a hand may outgrow the fixed
    ids), reset with no seed."""
    out = []
    for _ in range(episodes):
        obs, _ = env.reset()
        seen = [obs["observation"].tobytes()]
        for _ in range(steps):
            obs, _, term, trunc, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
            seen.append(obs["observation"].tobytes())
            if term or trunc:
                break
        out.append(seen)
    return out


def test_optcg_env_made_with_one_seed_plays_the_same_episodes():
    a = _episodes(OptcgEnv(seed=11, learner="random", interface="options"))
    b = _episodes(OptcgEnv(seed=11, learner="random", interface="options"))
    assert a == b
    assert a[0] != a[1]                 # the generator goes on from one episode to the next
    assert a != _episodes(OptcgEnv(seed=12, learner="random", interface="options"))


def test_optcg_env_seed_is_the_seed_of_the_first_reset_and_reset_seed_wins():
    made = OptcgEnv(seed=5)
    obs, _ = made.reset()
    plain = OptcgEnv()
    np.testing.assert_array_equal(obs["observation"], plain.reset(seed=5)[0]["observation"])
    again = OptcgEnv(seed=5)
    np.testing.assert_array_equal(again.reset(seed=9)[0]["observation"],
                                  plain.reset(seed=9)[0]["observation"])


def _batched_run(env, steps=60):
    obs, _ = env.reset()
    seen = [obs["observation"].tobytes()]
    for _ in range(steps):
        actions = np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]])
        obs, rewards, term, _, _ = env.step(actions)
        seen.append(obs["observation"].tobytes() + rewards.tobytes() + term.tobytes())
    return seen


def test_batched_env_made_with_one_seed_plays_the_same_games():
    a = _batched_run(BatchedEnv(3, seed=40, opponent="random", interface="options"))
    assert a == _batched_run(BatchedEnv(3, seed=40, opponent="random", interface="options"))
    assert a != _batched_run(BatchedEnv(3, seed=41, opponent="random", interface="options"))


def test_batched_env_seeds_game_i_with_seed_plus_i_and_reset_seed_wins():
    made = BatchedEnv(3, seed=40, opponent="random")
    obs, _ = made.reset()
    given, _ = BatchedEnv(3, opponent="random").reset(seed=40)
    np.testing.assert_array_equal(obs["observation"], given["observation"])
    single = OptcgEnv(opponent="random").reset(seed=42)[0]
    np.testing.assert_array_equal(obs["observation"][2], single["observation"])
    other, _ = BatchedEnv(3, seed=40, opponent="random").reset(seed=[7, 8, 9])
    np.testing.assert_array_equal(other["observation"][1],
                                  OptcgEnv(opponent="random").reset(seed=8)[0]["observation"])


def test_batched_env_refuses_a_seed_that_is_no_integer():
    with pytest.raises(ValueError, match="seed must be an integer or None, not 'x'"):
        BatchedEnv(2, seed="x")
