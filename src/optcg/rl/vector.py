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
`infos["final_info"]`.  The arrays returned are fresh at every step unless
copy=False (read-only arrays rewritten in place: see BatchedEnv).  No
subprocess: for more cores, run one batched environment per process.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from .core import Batch
from .single import OptcgEnv

# copy=True: the sets of output arrays kept for reuse (the caller holds one
# while it asks for the next step; a loop that keeps a few more is common)
_KEPT = 3


class BatchedEnv(VectorEnv):
    """`num_envs` games of OptcgEnv (its keyword arguments apply to every
    game) stepped together.

    seed: game i's first reset is seeded with seed + i (as reset(seed=...),
    which wins when given).

    copy: as Gymnasium's SyncVectorEnv's.  True (the default): every reset
    and step returns fresh arrays, which the caller may keep (arrays of
    which it holds no view any more are written again later).  False: the
    same arrays are returned at every reset and step, rewritten in place:
    they are the memory each game's encoder keeps its observation in and
    rewrites only where it changed, so nothing is copied; copy what you
    keep past the next call.  They are read-only: a write into them raises
    NumPy's ValueError (it would corrupt the next observations)."""

    metadata = {"render_modes": [], "autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, num_envs: int, *, copy: bool = True, seed: int | None = None,
                 **kwargs: Any) -> None:
        if not isinstance(num_envs, int) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive integer, not {num_envs!r}")
        self.num_envs = num_envs
        self.copy = bool(copy)
        if seed is not None and not isinstance(seed, (int, np.integer)):
            raise ValueError(f"seed must be an integer or None, not {seed!r}")
        self.envs = [OptcgEnv(**kwargs, seed=None if seed is None else int(seed) + i)
                     for i in range(num_envs)]
        first = self.envs[0]
        self.single_observation_space = first.observation_space
        self.single_action_space = first.action_space
        self.observation_space = _batched(first.observation_space, num_envs)
        self.action_space = batch_space(first.action_space, num_envs)
        self.render_mode = None
        self._shapes = {k: ((num_envs, *s.shape), s.dtype)
                        for k, s in first.observation_space.spaces.items()}
        # copy=False: the arrays returned, the same at every step, in which
        # each game's encoder keeps its learner's observation and card ids
        # (bound to its row: Match.observe_into), rewriting only what
        # changed; the caller gets read-only views of them
        self._rows: Batch | None = None
        self._views: dict[str, np.ndarray] = {}
        if not self.copy:
            self._rows = Batch(self._shapes)
            self._views = self._rows.views(writeable=False)
        # copy=True: output arrays kept to be written again once the caller
        # has dropped every view of them (the one it holds while it asks for
        # the next step is never written over)
        self._kept: list[Batch] = []
        self._all = np.ones(num_envs, dtype=np.bool_)
        # each game's learner seat (infos["learner"]), made again when a game
        # restarts (a seat drawn at random may change)
        self._learners = np.array([env.learner for env in self.envs])

    def _batch(self) -> tuple[Batch, dict[str, np.ndarray]]:
        """The output arrays of this reset or step, and what the caller gets
        of them: every row is written before they are returned; the action
        masks start zeroed, their legal entries set game by game."""
        out = self._rows
        if out is not None:
            out.clear_masks()
            return out, dict(self._views)
        kept = self._kept
        for out in kept:
            if out.holders() == out.free:
                out.clear_masks()
                return out, out.views()
        out = Batch(self._shapes)
        if len(kept) == _KEPT:
            del kept[0]     # all held by the caller: the oldest is left to it
        kept.append(out)
        return out, out.views()

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
        out, arrays = self._batch()
        bind = not self.copy
        for i, (env, s) in enumerate(zip(self.envs, seeds)):
            env._restart(s)
            env.match.observe_into(env.learner, out, i, bind)
            infos = self._add_info(infos, env._info(), i)
        self._learners = np.array([env.learner for env in self.envs])
        return arrays, infos

    def step(self, actions):
        """One answer per game (an array of `num_envs` integers)."""
        if type(actions) is not np.ndarray:
            actions = np.asarray(actions)
        n = self.num_envs
        if actions.shape != (n,):
            raise ValueError(f"expected {n} actions (one per game), got an "
                             f"array of shape {actions.shape}")
        rewards: list[float] = []
        terminated = np.zeros(n, dtype=np.bool_)
        truncated = np.zeros(n, dtype=np.bool_)
        infos: dict[str, Any] = {}
        out, arrays = self._batch()
        bind = not self.copy
        restarted = False
        envs = self.envs
        for i, action in enumerate(actions.tolist()):
            env = envs[i]
            rewards.append(env._advance(action))
            m = env.match
            if m.state.result is not None or m.steps >= m.max_steps:   # over or truncated
                if m.state.result is not None:
                    terminated[i] = True
                else:
                    truncated[i] = True
                final = {"final_obs": env._observation(), "final_info": env._info()}
                infos = self._add_info(infos, final, i)
                env._restart()
                restarted = True
            m.observe_into(env.learner, out, i, bind)
        # a game under way has only its learner's seat in its info
        # (env._info()): the batch's "learner" entry is filled at once
        if restarted:
            self._learners = np.array([env.learner for env in envs])
        infos["learner"] = self._learners.copy()
        infos["_learner"] = self._all.copy()
        return arrays, np.array(rewards, dtype=np.float64), terminated, truncated, infos

    def action_masks(self) -> np.ndarray:
        """The masks of every game's legal answers, (num_envs, actions) int8."""
        return np.stack([env.action_masks() for env in self.envs])

    def close_extras(self, **kwargs: Any) -> None:
        for env in self.envs:
            env.close()


def _batched(space: spaces.Dict, n: int) -> spaces.Dict:
    """batch_space(space, n), each Box's bounds a read-only view of the one
    game's repeated n times: Gymnasium tiles them (78 KB a game with the
    fixed ids, 340 KB with the option list), the same bytes n times."""
    out = batch_space(space, n)
    for key, box in out.spaces.items():
        one = space[key]
        if isinstance(box, spaces.Box) and isinstance(one, spaces.Box):
            for bounds in ("low", "high", "bounded_below", "bounded_above"):
                setattr(box, bounds, np.broadcast_to(getattr(one, bounds), box.shape))
    return out
