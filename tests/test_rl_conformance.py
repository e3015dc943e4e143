"""The environments pass the field's conformance checks: PettingZoo's
api_test and seed_test, Gymnasium's check_env."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("pettingzoo", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from optcg.rl import ActionSpaceError, OptcgAECEnv, OptcgEnv  # noqa: E402


@pytest.mark.parametrize("interface", ["fixed", "options"])
def test_pettingzoo_api_test(interface):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # its advice on Dict observations
        api_test(OptcgAECEnv(interface=interface), num_cycles=400)


@pytest.mark.parametrize("interface", ["fixed", "options"])
def test_pettingzoo_seed_test(interface):
    seed_test(lambda: OptcgAECEnv(deck_pool=("st01", "st02", "st03", "st04"),
                                  interface=interface), num_cycles=400)


@pytest.mark.parametrize("interface", ["fixed", "options"])
def test_gymnasium_check_env(interface):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # unbounded Box advice
        check_env(OptcgEnv(interface=interface, opponent="greedy", learner="random"),
                  skip_render_check=True)


def _episode(env, seed):
    obs, _ = env.reset(seed=seed)
    rewards, steps = [], 0
    while True:
        obs, r, term, trunc, info = env.step(env.action_space.sample(obs["action_mask"]))
        rewards.append(r)
        steps += 1
        if term or trunc:
            return rewards, info, steps


def test_gymnasium_episode_ends_with_the_result_and_a_win_loss_reward():
    env = OptcgEnv(opponent="random")
    env.action_space.seed(3)
    rewards, info, _ = _episode(env, 11)
    assert all(r == 0 for r in rewards[:-1])
    expected = 0.0 if info["winner"] is None else (1.0 if info["winner"] == 0 else -1.0)
    assert rewards[-1] == expected
    assert info["reason"] in ("life", "deck_out", "effect", "infinite_loop")


def test_gymnasium_same_seed_same_episode():
    a, b = OptcgEnv(opponent="random"), OptcgEnv(opponent="random")
    a.action_space.seed(5)
    b.action_space.seed(5)
    assert _episode(a, 21) == _episode(b, 21)


def test_an_illegal_action_concedes_or_raises():
    env = OptcgEnv(opponent="random")
    obs, _ = env.reset(seed=1)
    illegal = int((obs["action_mask"] == 0).nonzero()[0][0])
    _, reward, term, _, info = env.step(illegal)
    assert term and reward == -1.0 and info["reason"] == "concession"
    assert "not legal now" in info["illegal_action"]
    strict = OptcgEnv(opponent="random", illegal_action="raise")
    obs, _ = strict.reset(seed=1)
    before = strict.match.game.hash()
    with pytest.raises(ActionSpaceError, match="action_mask"):
        strict.step(illegal)
    assert strict.match.game.hash() == before


def test_opponents_agent_objects_and_callables():
    class First:
        name = "first"

        def choose(self, view, decision):
            return decision.options[0]

    for opponent in (First(), lambda view, decision: decision.options[-1], "greedy"):
        env = OptcgEnv(opponent=opponent, max_steps=300)
        env.action_space.seed(0)
        _, info, steps = _episode(env, 2)
        assert steps > 0 and info["learner"] == 0


def test_bad_constructor_arguments_say_what_is_wrong():
    with pytest.raises(ValueError, match="unknown agent"):
        OptcgEnv(opponent="nobody")
    with pytest.raises(TypeError, match="agent name"):
        OptcgEnv(opponent=3)
    with pytest.raises(ValueError, match="pair of decks"):
        OptcgEnv(decks=("st01",))
    with pytest.raises(ValueError, match="interface"):
        OptcgAECEnv(interface="words")
    with pytest.raises(ValueError, match="learner"):
        OptcgEnv(learner=2)
    with pytest.raises(RuntimeError, match="reset"):
        OptcgEnv().step(0)
    with pytest.raises(RuntimeError, match="reset"):
        OptcgAECEnv().step(0)
    env = OptcgEnv(illegal_action="raise")
    env.reset(seed=0)
    with pytest.raises(ActionSpaceError, match="integer"):
        env.step("first")


def test_shaped_reward_by_life_difference_sums_to_the_result():
    """Potential-based shaping (Life difference) telescopes: an episode's
    rewards sum to the win/loss reward, whatever happened on the way."""
    from optcg.rl import Reward, life_difference
    env = OptcgEnv(opponent="random", reward=Reward(potential=life_difference(0.1)))
    env.action_space.seed(4)
    rewards, info, _ = _episode(env, 8)
    assert any(r != 0 for r in rewards[:-1])
    expected = 0.0 if info["winner"] is None else (1.0 if info["winner"] == 0 else -1.0)
    start = 0.0     # both players begin with the same Life
    assert sum(rewards) == pytest.approx(expected - start)


def test_aec_rewards_are_zero_sum_at_the_end():
    env = OptcgAECEnv(seed=9)
    env.reset()
    final = {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            final[agent] = (reward, info["winner"])
            env.step(None)
            continue
        assert reward == 0
        env.step(env.action_space(agent).sample(obs["action_mask"]))
    assert env.agents == [] and set(final) == {"player_0", "player_1"}
    winner = final["player_0"][1]
    assert sum(r for r, _ in final.values()) == 0
    if winner is not None:
        assert final[f"player_{winner}"][0] == 1.0


def test_truncation_after_max_steps():
    env = OptcgAECEnv(max_steps=5)
    env.reset(seed=3)
    steps = 0
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            assert trunc and not term
            env.step(None)
            continue
        env.step(env.action_space(agent).sample(obs["action_mask"]))
        steps += 1
    assert steps == 5


def test_random_opponent_shortcut_plays_as_its_choose():
    """A random opponent under the default rewards is played from the legal
    actions alone (no view, no decision record, no reward per decision):
    the same episodes, rewards, steps and truncation as the same agent
    reached through choose(view, decision) with every reward computed."""
    from optcg.agents import RandomAgent

    def run(opponent, max_steps):
        env = OptcgEnv(opponent=opponent, max_steps=max_steps)
        env.action_space.seed(3)
        out = []
        for seed in (3, 4, 5):
            rewards, info, steps = _episode(env, seed)
            out.append((rewards, info, steps, env.match.steps, env.match.game.hash()))
        return out, env

    for max_steps in (10_000, 40):
        fast, env = run(RandomAgent(11), max_steps)
        assert env._pick is not None and env.match.plain_rewards
        slow_agent = RandomAgent(11)
        slow, env = run(lambda view, d: slow_agent.choose(view, d), max_steps)
        assert env._pick is None
        assert fast == slow
        if max_steps == 40:         # cut short, the opponent's decisions included
            assert all(steps == 40 for *_, steps, _ in fast)
        else:                       # played out: a win or a loss at the end
            assert all(rewards[-1] in (1.0, -1.0) for rewards, *_ in fast)
