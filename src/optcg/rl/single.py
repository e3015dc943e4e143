"""A Gymnasium environment: one player (the learner) against an opponent.

    from optcg.rl import OptcgEnv
    env = OptcgEnv(decks=("st01", "st02"), opponent="random")
    obs, info = env.reset(seed=7)
    while True:
        action = env.action_space.sample(obs["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

The opponent's decisions are taken inside `step`: every observation is one
of the learner's decisions (or the end).  The opponent is an agent name of
`optcg.agents.make_agent` ("random", "greedy", "search-easy"...), an object
with `choose(view, decision) -> Action`, or a callable (view, decision) ->
Action; it sees only its own view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import gymnasium as gym
import numpy as np

from ..agents import RandomAgent, make_agent
from ..engine import Game, PlayerView
from .aec import describe_public
from .core import Match, Reward


class OptcgEnv(gym.Env):
    """The ONE PIECE CARD GAME as a single-agent Gymnasium environment.

    learner: the seat the learner plays (0 or 1; "random": drawn at each reset);
    opponent: see the module's notes (default "random");
    seed: the seed of the first reset (then the generator goes on; a seed
        given to reset wins), so two environments made with one seed play
        the same episodes;
    the other arguments are those of OptcgAECEnv.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, decks: Sequence = ("st01", "st02"), *, opponent: Any = "random",
                 learner: int | str = 0, deck_pool: Sequence | None = None,
                 seed: int | None = None,
                 reward: Reward | Callable[[Game, int], float] | None = None,
                 interface: str = "fixed", max_options: int = 128, max_steps: int = 10_000,
                 allow_unimplemented: bool = False, illegal_action: str = "lose",
                 render_mode: str | None = None) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: choose None or 'ansi'")
        if learner not in (0, 1, "random"):
            raise ValueError(f"learner must be 0, 1 or 'random', not {learner!r}")
        self.match = Match(decks, deck_pool, reward, max_steps, interface, max_options,
                           allow_unimplemented, illegal_action)
        self.observation_space = self.match.observation_space
        self.action_space = self.match.action_space
        self.render_mode = render_mode
        self._learner_choice = learner
        self._first_seed = seed         # used by the first reset unless it is given one
        self.learner = 0 if learner == "random" else int(learner)
        self._choose: Callable | None = None
        # a random opponent's own pick from the legal actions: it reads no
        # view and no decision, so none is built for it
        self._pick: Callable | None = None
        self.set_opponent(opponent)

    def set_opponent(self, opponent: Any) -> None:
        """Play the episodes from the next reset on against `opponent` (as
        the constructor's argument): a self-play loop changes opponents."""
        if isinstance(opponent, str):
            make_agent(opponent)            # an unknown name fails here, not at reset
        elif not (hasattr(opponent, "choose") or callable(opponent)):
            raise TypeError(f"the opponent is an agent name, an object with choose(view, "
                            f"decision) or a callable, not {type(opponent).__name__}")
        self._opponent_spec = opponent

    def _opponent(self) -> Callable:
        spec = self._opponent_spec
        if isinstance(spec, str):       # a fresh agent per episode, seeded from it
            agent = make_agent(spec, seed=int(self.np_random.integers(2**31 - 1)))
        elif hasattr(spec, "choose"):
            agent = spec
        else:
            self._pick = None
            return spec
        # RandomAgent.choose(view, d) is pick(d.options), the legal actions
        self._pick = agent.pick if type(agent) is RandomAgent else None
        return agent.choose

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        self._restart(seed)
        return self._observation(), self._info()

    def _restart(self, seed: int | None = None) -> None:
        """A new episode, up to the learner's first decision (reset without
        the observation)."""
        if seed is None:
            seed = self._first_seed
        self._first_seed = None
        super().reset(seed=seed)
        if self._learner_choice == "random":
            self.learner = int(self.np_random.integers(2))
        self._choose = self._opponent()
        self.match.start(self.np_random)
        self._play_opponent()

    def step(self, action):
        reward = self._advance(action)
        m = self.match
        # m.over and m.truncated, inlined
        over = m.state.result is not None
        truncated = not over and m.steps >= m.max_steps
        info: dict[str, Any] = {"learner": self.learner} if not over else self._info()
        return m.observe(self.learner), reward, over, truncated, info

    def _advance(self, action) -> float:
        """The learner's action, then the opponent's until the learner must
        decide again; the learner's reward (step without the observation)."""
        m = self.match
        if m._game is None:
            raise RuntimeError("no episode yet: call reset() before step()")
        if m.state.result is not None or m.steps >= m.max_steps:     # over or truncated
            raise RuntimeError("the episode is over: call reset()")
        me = self.learner
        reward = m.apply(action)[me]
        st = m.state
        d = st.decision
        # _play_opponent() when the opponent is to move (none to play: 0.0)
        reward += self._play_opponent() if d is not None and d.player != me and \
            st.result is None else 0.0
        if self.render_mode == "ansi":
            self.render()
        return reward

    def _play_opponent(self) -> float:
        """The opponent's decisions until the learner must decide; their rewards."""
        m = self.match
        g = m._game
        st = m.state
        asked = st.decision
        me = self.learner
        if asked is None or asked.player == me or st.result is not None:
            return 0.0              # the learner decides next (or the game is over)
        total = 0.0
        choose = self._choose
        pick = self._pick
        limit = m.max_steps
        rw = m.reward       # m.plain_rewards, inlined
        if pick is not None and rw.__class__ is Reward and rw.potential is None:
            # a random opponent under the default rewards: nothing to read but
            # the legal actions, and no reward before the end
            apply, legal = g.apply, g.legal_actions
            start = steps = m.steps
            while st.result is None and st.decision is not None and st.decision.player != me \
                    and steps < limit:
                apply(pick(legal()))
                steps += 1
            if steps == start:
                return 0.0
            m.steps = steps
            m._legal = None
            if st.result is None:
                return 0.0              # m.rewards(): none before the end
            return m.rewards()[me]
        # the state's open decision read directly: m.over, m.truncated and
        # m.to_move, without a call each
        while st.result is None and st.decision is not None and st.decision.player != me \
                and m.steps < limit:
            if pick is not None:
                action = pick(g.legal_actions())
            else:
                d = g.decision
                action = choose(g.view(d.player), d)
            total += m.apply_action(action)[me]
        return total

    def _observation(self) -> dict[str, np.ndarray]:
        return self.match.observe(self.learner)

    def _info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"learner": self.learner}
        if self.match.over:
            r = self.match.game.result
            info.update(winner=r.winner, reason=r.reason, turns=r.turns)
            if self.match.refused is not None:
                info["illegal_action"] = self.match.refused
        return info

    def action_masks(self) -> np.ndarray:
        """The mask of the learner's legal actions (MaskablePPO reads this)."""
        return self.match.action_mask()

    def player_view(self) -> PlayerView:
        """The learner's raw view, for custom encoders."""
        if self.match.game is None:
            raise RuntimeError("no episode yet: call reset() before player_view()")
        return self.match.game.view(self.learner)

    def render(self) -> str:
        return describe_public(self.match.game)
