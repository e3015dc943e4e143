"""Players that use only the public decision API and their own view."""

from __future__ import annotations

from .base import Agent
from .greedy import GreedyAgent
from .random_agent import RandomAgent
from .search import LEVELS, SearchAgent, make_level

AGENTS = {"random": RandomAgent, "greedy": GreedyAgent,
          "search": make_level("medium"),
          **{f"search-{level}": make_level(level) for level in LEVELS}}


def make_agent(kind: str, seed: int | None = None) -> Agent:
    """An agent by name (AGENTS), or "policy:PATH" for a saved policy
    (optcg.rl.policy, with the 'rl' extra)."""
    if isinstance(kind, str) and kind.startswith("policy:"):
        try:
            from ..rl.policy import policy_agent
        except ImportError as exc:
            raise ValueError(f"{kind!r}: a saved policy needs the 'rl' extra "
                             f"(pip install 'optcg[rl]'): {exc}") from None
        return policy_agent(kind[len("policy:"):], seed)
    try:
        return AGENTS[kind](seed=seed)
    except KeyError:
        raise ValueError(f"unknown agent {kind!r}; choose from "
                         f"{', '.join(sorted(AGENTS))} or policy:PATH (a saved policy)") from None


__all__ = [
    "AGENTS",
    "LEVELS",
    "Agent",
    "GreedyAgent",
    "RandomAgent",
    "SearchAgent",
    "make_agent",
]
