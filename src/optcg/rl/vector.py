"""A batched environment: N games against opponents in one process, NumPy
arrays in and out, with automatic reset, under Gymnasium's vector API.

    from optcg.rl.vector import BatchedEnv
    env = BatchedEnv(16, decks=("st01", "st02"), opponent="random")
    obs, infos = env.reset(seed=0)          # game i is seeded with 0 + i
    actions = ...                           # one legal id per game (obs["action_mask"])
    obs, rewards, terminated, truncated, infos = env.step(actions)

Each game is an `OptcgEnv` (single.py) with its own generator: a game that
ends is reset at once, in the same step (Gymnasium's SAME_STEP autoreset):
the returned observation is the first of its next episode, and the last one
of the ended episode is in `infos["final_obs"][i]`, its info in
`infos["final_info"]`.  No subprocess: for more cores, run one batched
environment per process.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from .single import OptcgEnv


class BatchedEnv(VectorEnv):
    """`num_envs` games of OptcgEnv (its keyword arguments apply to every
    game) stepped together."""

    metadata = {"render_modes": [], "autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, num_envs: int, **kwargs: Any) -> None:
        if not isinstance(num_envs, int) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive integer, not {num_envs!r}")
        self.num_envs = num_envs
        self.envs = [OptcgEnv(**kwargs) for _ in range(num_envs)]
        first = self.envs[0]
        self.single_observation_space = first.observation_space
        self.single_action_space = first.action_space
        self.observation_space = batch_space(first.observation_space, num_envs)
        self.action_space = batch_space(first.action_space, num_envs)
        self.render_mode = None
        self._keys = list(first.observation_space.spaces)
        self._shapes = {k: ((num_envs, *s.shape), s.dtype)
                        for k, s in first.observation_space.spaces.items()}

    def _new_batch(self) -> dict[str, np.ndarray]:
        """Fresh output arrays, every row written before they are returned
        (each game's observation goes straight into its row); the action
        masks start zeroed, their legal entries set game by game."""
        return {k: (np.zeros if k == "action_mask" else np.empty)(shape, dtype=dtype)
                for k, (shape, dtype) in self._shapes.items()}

    def _store(self, batch: dict[str, np.ndarray], i: int, obs: dict[str, np.ndarray]) -> None:
        for k in self._keys:
            batch[k][i] = obs[k]

    def _store_current(self, batch: dict[str, np.ndarray], i: int) -> None:
        """Game i's observation now, written into its row of `batch`: the
        encoder's own arrays are read in place, with no copy between."""
        env = self.envs[i]
        env.match.observe_into(env.learner, batch, i)

    def reset(self, *, seed: int | list[int | None] | None = None,
              options: dict | None = None):
        """Reset every game: `seed` an int (game i gets seed + i), a list of one
        seed per game, or None (each game goes on with its own generator)."""
        if seed is None or isinstance(seed, int):
            seeds: list[int | None] = [None if seed is None else seed + i
                                       for i in range(self.num_envs)]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise ValueError(f"{len(seeds)} seeds for {self.num_envs} games")
        infos: dict[str, Any] = {}
        batch = self._new_batch()
        for i, (env, s) in enumerate(zip(self.envs, seeds)):
            obs, info = env.reset(seed=s)
            self._store(batch, i, obs)
            infos = self._add_info(infos, info, i)
        return batch, infos

    def step(self, actions):
        """One answer per game (an array of `num_envs` integers)."""
        actions = np.asarray(actions)
        if actions.shape != (self.num_envs,):
            raise ValueError(f"expected {self.num_envs} actions (one per game), got an "
                             f"array of shape {actions.shape}")
        rewards = np.zeros(self.num_envs, dtype=np.float64)
        terminated = np.zeros(self.num_envs, dtype=np.bool_)
        truncated = np.zeros(self.num_envs, dtype=np.bool_)
        infos: dict[str, Any] = {}
        batch = self._new_batch()
        learners = np.zeros(self.num_envs, dtype=int)
        for i, env in enumerate(self.envs):
            r = env._advance(int(actions[i]))
            m = env.match
            term, trunc = m.over, m.truncated
            rewards[i], terminated[i], truncated[i] = r, term, trunc
            if term or trunc:
                final = {"final_obs": env._observation(), "final_info": env._info()}
                infos = self._add_info(infos, final, i)
                env._restart()
            self._store_current(batch, i)
            # a game under way has only its learner's seat in its info
            # (env._info()): the batch's "learner" entry is filled at once
            learners[i] = env.learner
        infos["learner"] = learners
        infos["_learner"] = np.ones(self.num_envs, dtype=np.bool_)
        return batch, rewards, terminated, truncated, infos

    def action_masks(self) -> np.ndarray:
        """The masks of every game's legal answers, (num_envs, actions) int8."""
        return np.stack([env.action_masks() for env in self.envs])

    def close_extras(self, **kwargs: Any) -> None:
        for env in self.envs:
            env.close()
