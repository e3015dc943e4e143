"""What the environments give besides the observation: the raw PlayerView
for custom encoders (`player_view`), the mask for MaskablePPO
(`action_masks`) on the Gymnasium environment, and a reward function of the
caller's own (`reward=fn(game, player)`, called after every step)."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("pettingzoo", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.engine import PlayerView  # noqa: E402
from optcg.rl import OptcgAECEnv, OptcgEnv  # noqa: E402


def test_gymnasium_player_view_is_the_learners_own_view():
    for learner in (0, 1):
        env = OptcgEnv(opponent="random", learner=learner)
        obs, _ = env.reset(seed=6)
        rng = np.random.default_rng(6)
        for _ in range(40):
            view = env.player_view()
            assert isinstance(view, PlayerView) and view.player == learner
            assert view.to_dict() == env.match.game.view(learner).to_dict()
            # the mask MaskablePPO reads is the observation's
            np.testing.assert_array_equal(env.action_masks(), obs["action_mask"])
            assert env.action_masks().any()
            obs, _, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            if term or trunc:
                assert not env.action_masks().any()
                break


def test_aec_player_view_is_each_agents_own_view():
    env = OptcgAECEnv(seed=2)
    env.reset()
    rng = np.random.default_rng(2)
    for k, agent in enumerate(env.agent_iter(60)):
        obs, _, term, trunc, _ = env.last()
        for a, p in (("player_0", 0), ("player_1", 1)):
            view = env.player_view(a)
            assert view.player == p
            assert view.to_dict() == env.match.game.view(p).to_dict()
        if term or trunc:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert k == 59


def test_a_reward_function_is_called_after_every_step():
    """reward=fn(game, player), called for both players after each decision
    (the learner's and the opponent's): a step's reward is the sum of the
    learner's values over the decisions of that step."""
    calls = []

    def cards_in_hand_plus_one(game, player):
        value = float(len(game.state.hand[player]) + 1)     # never 0
        calls.append((player, value))
        return value

    env = OptcgEnv(opponent="random", reward=cards_in_hand_plus_one)
    obs, _ = env.reset(seed=3)
    rng = np.random.default_rng(3)
    steps = 0
    for _ in range(200):
        before, decisions = len(calls), env.match.steps
        obs, reward, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        made = calls[before:]
        assert len(made) == 2 * (env.match.steps - decisions)      # both players, each decision
        assert reward == sum(v for p, v in made if p == 0) and reward > 0
        steps += 1
        if term or trunc:
            break
    assert steps > 20


def test_player_view_before_reset_says_to_call_reset_first():
    with pytest.raises(RuntimeError, match=r"no episode yet: call reset\(\) before player_view"):
        OptcgEnv().player_view()
    with pytest.raises(RuntimeError, match=r"no episode yet: call reset\(\) first"):
        OptcgAECEnv().player_view("player_0")
