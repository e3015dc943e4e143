"""The batched environment's rows as the encoders' own memory: each game's
encoder is bound to its row (Encoder.bind) and writes there only what
changed, so the rows must hold exactly the game's observation whatever the
seat, the pair of decks or the game, and no caller may write into them.
The compiled encoder keeps its bytes in a typed bytearray: it refuses the
binding and its arrays are copied into the rows instead."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.native import compiled_modules  # noqa: E402
from optcg.rl.observation import OBSERVATION, ROWS, Encoder  # noqa: E402
from optcg.rl.vector import BatchedEnv  # noqa: E402

from rl_helpers import BUILTIN, random_positions  # noqa: E402


def _bindable() -> bool:
    """Whether this build's encoder writes into memory it is given."""
    return "optcg.rl.observation" not in compiled_modules()


def test_a_bound_encoder_writes_the_full_encoding_into_the_given_memory():
    """Bound to a row of garbage, the encoder writes every byte of the first
    encoding there, then only what changed: the row is always what a fresh
    encoder writes, and the rows beside it are left alone."""
    batch = np.full((3, OBSERVATION), 7.0, dtype=np.float32)
    ids = np.full((3, ROWS), -5, dtype=np.int64)
    compared = 0
    bound_game = enc = None
    for game, d in random_positions(BUILTIN, 4, seed=11):
        st = game.state
        if game is not bound_game:        # a game, an encoder bound to row 1
            bound_game, enc = game, Encoder(st.defs)
            assert enc.bind(1, memoryview(batch[1]).cast("B"), ids[1]) == _bindable()
        mine = d if d.player == 1 else None
        vec, got_ids = enc.encode(st, 1, mine, len(d.options), False)
        want, want_ids = Encoder(st.defs).encode(st, 1, mine, len(d.options))
        assert vec.tobytes() == want.tobytes() and got_ids.tobytes() == want_ids.tobytes()
        if _bindable():
            assert np.shares_memory(vec, batch[1]) and np.shares_memory(got_ids, ids[1])
            assert batch[1].tobytes() == want.tobytes() and ids[1].tobytes() == want_ids.tobytes()
        else:
            assert (batch[1] == 7.0).all() and (ids[1] == -5).all()
        compared += 1
    assert compared > 500
    for k in (0, 2):
        assert (batch[k] == 7.0).all() and (ids[k] == -5).all()


@pytest.mark.parametrize("copy, interface", [(True, "fixed"), (False, "fixed"),
                                             (False, "options")])
def test_rows_follow_each_games_seat_and_decks(copy, interface):
    """Random seats and four decks: a game's encoder and observing seat
    change at its resets, and its row is bound again (the encoder left
    gets memory of its own back).  Every row is the game's own observation."""
    env = BatchedEnv(3, opponent="random", deck_pool=BUILTIN, learner="random", copy=copy,
                     interface=interface)
    obs, _ = env.reset(seed=3)
    rng = np.random.default_rng(3)
    seats, ended = set(), 0
    for _ in range(300):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
        obs, _, term, trunc, infos = env.step(actions)
        ended += int(term.sum() + trunc.sum())
        for i, game in enumerate(env.envs):
            seats.add(game.learner)
            own = game.match.observe(game.learner)
            assert sorted(own) == sorted(obs)
            for key in own:
                assert obs[key][i].tobytes() == own[key].tobytes(), (key, i)
            mine = game.match.encoder.seen[game.learner].out
            # the encoder writes into the batch's memory (copy=False: the
            # very arrays returned) where it can be bound
            assert np.shares_memory(mine, obs["observation"]) == (_bindable() and not copy)
            other = game.match.encoder.seen[1 - game.learner].out
            assert not np.shares_memory(other, obs["observation"])
    assert ended >= 3 and seats == {0, 1}


def test_copy_false_arrays_are_read_only():
    """copy=False hands out the encoders' memory: a write into it fails
    with NumPy's error instead of corrupting the next observation."""
    env = BatchedEnv(2, opponent="random", copy=False)
    obs, _ = env.reset(seed=1)
    for key in obs:
        with pytest.raises(ValueError, match="read-only"):
            obs[key][0] = 0
    obs, *_ = env.step(np.array([np.flatnonzero(m)[0] for m in obs["action_mask"]]))
    for i, game in enumerate(env.envs):
        assert obs["observation"][i].tobytes() == game.match.observe(game.learner)[
            "observation"].tobytes()
