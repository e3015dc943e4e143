"""The batched environment: N games in one process under Gymnasium's
vector API, NumPy arrays in and out, reset in the same step as they end."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from gymnasium.vector import VectorEnv  # noqa: E402

from optcg.rl import observation as O  # noqa: E402
from optcg.rl.vector import BatchedEnv  # noqa: E402


def _run(env, steps, seed):
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    trace = []
    ends = []
    for _ in range(steps):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
        obs, rewards, term, trunc, infos = env.step(actions)
        assert env.observation_space.contains(obs)
        np.testing.assert_array_equal(obs["action_mask"], env.action_masks())
        trace.append((actions.tolist(), rewards.tolist(), term.tolist()))
        if term.any():
            ends.append((term.copy(), rewards.copy(), obs, infos))
    return trace, ends


def test_batched_games_reset_themselves_in_the_same_step():
    env = BatchedEnv(3, opponent="random")
    assert isinstance(env, VectorEnv) and env.action_space.shape == (3,)
    trace, ends = _run(env, 600, 0)
    assert ends, "no game ended in 600 steps"
    for term, rewards, obs, infos in ends:
        for i in np.flatnonzero(term):
            assert rewards[i] in (1.0, -1.0, 0.0)
            # the ended game's last observation: nothing left to decide
            final = infos["final_obs"][i]
            assert infos["_final_obs"][i] and not final["action_mask"].any()
            assert final["observation"][O.G_DECIDING] == 0
            assert infos["final_info"]["reason"][i]
            # the returned observation is the first of the next game
            first = obs["observation"][i]
            assert first[O.G_TURN] == 0 and first[O.G_DECIDING] == 1


def test_batched_games_are_seeded_one_by_one():
    a, b = BatchedEnv(2, opponent="random"), BatchedEnv(2, opponent="random")
    assert _run(a, 150, 5)[0] == _run(b, 150, 5)[0]
    # game i of a batch seeded s plays as a batch of one seeded s + i
    c, d = BatchedEnv(2, opponent="random"), BatchedEnv(1, opponent="random")
    obs_c, _ = c.reset(seed=9)
    obs_d, _ = d.reset(seed=10)
    np.testing.assert_array_equal(obs_c["observation"][1], obs_d["observation"][0])


def test_batched_bad_input_says_what_is_wrong():
    with pytest.raises(ValueError, match="num_envs"):
        BatchedEnv(0)
    env = BatchedEnv(2)
    env.reset(seed=1)
    with pytest.raises(ValueError, match="one per game"):
        env.step(np.array([0, 0, 0]))
    with pytest.raises(ValueError, match="seeds for 2 games"):
        env.reset(seed=[1, 2, 3])


@pytest.mark.parametrize("interface", ["fixed", "options"])
def test_each_batch_row_is_its_game_observation(interface):
    """The batch is written row by row straight from each game's encoder
    (and its mask set id by id): every row holds exactly what that game's
    own observation holds, key by key, and the infos name each learner."""
    env = BatchedEnv(3, opponent="random", interface=interface, learner="random")
    obs, _ = env.reset(seed=4)
    rng = np.random.default_rng(4)
    for _ in range(120):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
        obs, _, _, _, infos = env.step(actions)
        for i, game in enumerate(env.envs):
            own = game.match.observe(game.learner)
            assert sorted(own) == sorted(obs)
            for key, value in own.items():
                assert obs[key][i].tobytes() == value.tobytes(), (key, i)
        assert infos["learner"].tolist() == [g.learner for g in env.envs]
        assert infos["_learner"].all()


def test_copy_false_writes_the_same_arrays_again():
    """copy=False (as Gymnasium's SyncVectorEnv's): every step returns the
    same output arrays, rewritten, holding what a copy=True batch of the
    same seeds holds; copy=True (the default) returns fresh arrays that
    later steps leave alone."""
    kept, reused = BatchedEnv(3, opponent="random"), BatchedEnv(3, opponent="random", copy=False)
    a, _ = kept.reset(seed=2)
    b, _ = reused.reset(seed=2)
    rng = np.random.default_rng(2)
    first = a       # kept by the caller, not copied
    ended = 0
    for _ in range(200):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in a["action_mask"]])
        a2, ra, ta, _, ia = kept.step(actions)
        b2, rb, tb, _, ib = reused.step(actions)
        assert all(b2[k] is b[k] for k in b) and all(a2[k] is not a[k] for k in a)
        for k in a2:
            assert a2[k].tobytes() == b2[k].tobytes(), k
        assert ra.tolist() == rb.tolist() and ta.tolist() == tb.tolist()
        if ta.any():
            ended += 1
            for i in np.flatnonzero(ta):
                assert ia["final_obs"][i]["observation"].tobytes() == \
                    ib["final_obs"][i]["observation"].tobytes()
        a = a2
    assert ended, "no game ended in 200 steps"
    # the first batch kept by the caller is as it was returned
    again, _ = BatchedEnv(3, opponent="random").reset(seed=2)
    for k in first:
        assert first[k].tobytes() == again[k].tobytes()


def test_fresh_arrays_are_written_again_only_once_the_caller_drops_them():
    """copy=True keeps a few sets of output arrays and writes one again
    only when no view of it is left outside: what a caller keeps (a whole
    batch, one row of it) stays as it was returned, what it drops is
    reused, and a batch it wrote into before dropping it comes back exact."""
    env = BatchedEnv(3, opponent="random")
    reference = BatchedEnv(3, opponent="random", copy=False)
    obs, _ = env.reset(seed=6)
    ref, _ = reference.reset(seed=6)
    rng = np.random.default_rng(6)
    kept = []           # (what the caller holds, its bytes when returned)
    addresses = []
    for step in range(120):
        for k in obs:
            assert obs[k].tobytes() == ref[k].tobytes(), (step, k)
        addresses.append(obs["observation"].__array_interface__["data"][0])
        if step % 7 == 0:
            kept.append((obs, {k: v.copy() for k, v in obs.items()}))
        elif step % 11 == 0:
            row = obs["action_mask"][1]
            kept.append(({"row": row}, {"row": row.copy()}))
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
        if step % 3 == 0 and step % 7 and step % 11:
            for v in obs.values():
                v.fill(7)       # the caller writes into what it drops
        obs, _, _, _, _ = env.step(actions)
        ref, _, _, _, _ = reference.step(actions)
    for held, was in kept:
        for k in held:
            assert held[k].tobytes() == was[k].tobytes(), k
    # the batches dropped were written again: few distinct arrays in all
    assert len(set(addresses)) < len(addresses) // 2
