"""Reinforcement-learning environments for optcg (`pip install 'optcg[rl]'`).

- `OptcgAECEnv`: PettingZoo AEC, both players;
- `OptcgEnv`: Gymnasium, one player against an opponent (an agent of ours,
  any object with `choose(view, decision)`, or a callable);
- the fixed action space (`optcg.rl.actions`), the option list
  (`optcg.rl.options`) and the observation (`optcg.rl.observation`),
  documented in docs/rl/.
"""

from __future__ import annotations

try:
    import gymnasium as _gymnasium  # noqa: F401
    import numpy as _numpy  # noqa: F401
except ImportError as exc:          # pragma: no cover - depends on the install
    raise ImportError("optcg.rl needs the 'rl' extra: pip install 'optcg[rl]' "
                      f"({exc.name} is missing)") from exc

from .actions import ACTIONS, ActionSpaceError, action_name
from .core import Match, Reward, life_difference
from .observation import OBSERVATION

__all__ = ["ACTIONS", "OBSERVATION", "ActionSpaceError", "Match", "OptcgAECEnv", "OptcgEnv",
           "Reward", "action_name", "life_difference"]


def __getattr__(name: str):
    # PettingZoo is needed by the AEC environment only
    if name == "OptcgAECEnv":
        from .aec import OptcgAECEnv
        return OptcgAECEnv
    if name == "OptcgEnv":
        from .single import OptcgEnv
        return OptcgEnv
    raise AttributeError(f"module 'optcg.rl' has no attribute {name!r}")
