"""A PettingZoo AEC environment: two players, one decision at a time.

    from optcg.rl import OptcgAECEnv
    env = OptcgAECEnv(decks=("st01", "st02"))
    env.reset(seed=7)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else \\
            env.action_space(agent).sample(obs["action_mask"])
        env.step(action)

The agent to act is the player the engine asks (the same player may decide
several times in a row: a [Counter], then a [Trigger]...).  `agent_selection`
is "player_0" or "player_1", the engine's players 0 and 1.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from ..engine import Game, PlayerView
from .core import Match, Reward

AGENTS = ("player_0", "player_1")
_SEATS = {a: p for p, a in enumerate(AGENTS)}


class OptcgAECEnv(AECEnv):
    """Two-player ONE PIECE CARD GAME under PettingZoo's AEC API.

    decks: a pair of decks (DeckList, built-in name or file path), player 0's first;
    deck_pool: decks to draw both players' decks from at each reset, instead;
    seed: the seed of the first reset when `reset` is given none;
    reward: a `Reward` (default +1 win, -1 loss, 0 draw), or fn(game, player) -> float
        called after every step;
    interface: "fixed" (an action is a fixed id, actions.py) or "options" (an action is
        a row of the option list, options.py);
    max_steps: decisions before the episode is truncated;
    illegal_action: "lose" (an action that is not legal concedes the game, CR 1-2-3; the
        info's "illegal_action" says why) or "raise" (ActionSpaceError).
    """

    metadata = {"name": "optcg_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, decks: Sequence = ("st01", "st02"), *, deck_pool: Sequence | None = None,
                 seed: int | None = None,
                 reward: Reward | Callable[[Game, int], float] | None = None,
                 interface: str = "fixed", max_options: int = 128, max_steps: int = 10_000,
                 allow_unimplemented: bool = False, illegal_action: str = "lose",
                 render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: choose None or 'ansi'")
        self.match = Match(decks, deck_pool, reward, max_steps, interface, max_options,
                           allow_unimplemented, illegal_action)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents: list[str] = []
        self._first_seed = seed
        self._rng: np.random.Generator | None = None
        self.observation_spaces = {a: self.match.observation_space for a in AGENTS}
        self.action_spaces = {a: self.match.action_space for a in AGENTS}

    def observation_space(self, agent: str):
        return self.observation_spaces[agent]

    def action_space(self, agent: str):
        return self.action_spaces[agent]

    # -- the episode -------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is None and self._rng is None:
            seed = self._first_seed
        if seed is not None or self._rng is None:
            self._rng, _ = seeding.np_random(seed)
        self.match.start(self._rng)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self.agent_selection = AGENTS[self.match.to_move]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        m = self.match
        if m._game is None:
            self._started()         # raises: no episode yet
        seat = _SEATS.get(agent)
        if seat is None:
            seat = AGENTS.index(agent)      # not an agent: tuple.index says so
        return m.observe(seat)

    def last(self, observe: bool = True):
        """The acting agent's observation, cumulative reward, terminated,
        truncated and info (AECEnv.last, observing without a call through
        observe)."""
        agent = self.agent_selection
        assert agent is not None
        seat = _SEATS.get(agent)
        if not observe:
            obs = None
        elif seat is not None and self.match._game is not None:
            obs = self.match.observe(seat)
        else:
            obs = self.observe(agent)       # raises: no episode yet, or no agent
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def _started(self) -> None:
        if self.match.game is None:
            raise RuntimeError("no episode yet: call reset() first")

    def step(self, action) -> None:
        if self.match._game is None:
            self._started()         # raises: no episode yet
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        r0, r1 = self.match.apply(action)
        rewards = self.rewards          # updated in place: no dict per step
        rewards[AGENTS[0]] = r0
        rewards[AGENTS[1]] = r1
        m = self.match
        st = m.state        # m.over, m.truncated and m.to_move, read directly
        if st.result is not None:
            result = m.game.result
            for a in self.agents:
                self.terminations[a] = True
                self.infos[a] = {"winner": result.winner, "reason": result.reason,
                                 "turns": result.turns}
                if m.refused is not None:
                    self.infos[a]["illegal_action"] = m.refused
        elif m.steps >= m.max_steps:
            for a in self.agents:
                self.truncations[a] = True
        else:
            self.agent_selection = AGENTS[st.decision.player]
        if r0 or r1:        # adding zeros would leave every sum as it is
            self._accumulate_rewards()
        if self.render_mode == "ansi":
            self.render()

    # -- for masked policies and custom encoders ---------------------------------
    def action_masks(self) -> np.ndarray:
        """The mask of the acting agent's legal actions (MaskablePPO reads this)."""
        return self.match.action_mask()

    def player_view(self, agent: str) -> PlayerView:
        """The raw view of `agent` (what that player may know), for custom encoders."""
        self._started()
        return self.match.game.view(AGENTS.index(agent))

    def render(self) -> str:
        """The public position in a few lines (no hidden card is named)."""
        return describe_public(self.match.game)

    def close(self) -> None:
        pass


def describe_public(game: Game) -> str:
    """A spectator's summary of a game: counts, both fields and the trash sizes."""
    st = game.state
    view = game.view(st.turn_player)
    lines = [f"turn {st.turn}, player {st.turn_player} to play, phase {st.phase}"
             + (f", {st.step} step" if st.step else "")]
    for p in (0, 1):
        field = ", ".join(f"{st.defs[c].name} {view.power(c)}{' (rested)' if st.rested[c] else ''}"
                          for c in (st.leaders[p], *st.chars[p]))
        lines.append(f"player {p}: life {len(st.life[p])}, hand {len(st.hand[p])}, "
                     f"deck {len(st.deck[p])}, trash {len(st.trash[p])}, DON!! "
                     f"{st.don_active[p]} active {st.don_rested[p]} rested; {field}")
    if game.over:
        r = game.result
        lines.append(f"over: winner {r.winner}, {r.reason}")
    return "\n".join(lines)
