"""A pointer policy: scores each legal option of the open decision.

It reads the option list (options.py) beside the observation vector
(observation.py), so one set of weights answers every decision kind
(choose-N, order and arrange included) and no fixed action id is needed.
A policy file is a NumPy `.npz` archive:

- `format`: "optcg-policy-pointer/1";
- `observation`, `option_features`: the sizes it was trained with (checked
  on load: a policy never meets an encoding it was not trained on);
- the context of the position: `ctx = relu(Wc @ observation + bc)`;
- each option: `a = relu(Wo @ option + bo)`,
  `z = relu(Wz @ a + Uz @ ctx + bz)`, score `wz @ z + cz`.

The agent takes the option of highest score (or samples, `greedy=False`),
reading only its own view.  Training code (optcg.rl.train with PyTorch, or
any framework) writes one with `save_pointer`.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ..engine import Action, Decision, PlayerView
from ..files import atomic_file
from .observation import OBSERVATION, Encoder
from .options import OPTION_FEATURES, option_table

FORMAT = "optcg-policy-pointer/1"
# the arrays of a pointer policy and their shapes, by the context width H
# and the option width K
LAYERS = ("Wc", "bc", "Wo", "bo", "Wz", "Uz", "bz", "wz", "cz")


class PointerShapeError(ValueError):
    """Arrays that do not make a pointer policy."""


def pointer_shapes(hidden: int, option_hidden: int) -> dict[str, tuple[int, ...]]:
    """The shape of each array for a context of `hidden` units and options
    of `option_hidden` units."""
    h, k = hidden, option_hidden
    return {"Wc": (h, OBSERVATION), "bc": (h,), "Wo": (k, OPTION_FEATURES), "bo": (k,),
            "Wz": (k, k), "Uz": (k, h), "bz": (k,), "wz": (k,), "cz": ()}


def check_pointer(arrays: dict[str, np.ndarray]) -> None:
    """Raise PointerShapeError naming the first array that is missing or
    has the wrong shape."""
    for name in LAYERS:
        if name not in arrays:
            raise PointerShapeError(f"the pointer policy has no array {name!r}")
    h, k = arrays["Wc"].shape[0], arrays["Wo"].shape[0]
    for name, shape in pointer_shapes(h, k).items():
        got = tuple(np.shape(arrays[name]))
        if got != shape:
            raise PointerShapeError(f"array {name!r} has shape {got}; a pointer policy with "
                                    f"{h} context and {k} option units needs {shape}")


def save_pointer(path: str | Path, arrays: dict[str, np.ndarray], *, force: bool = True) -> None:
    """Write a pointer policy file from its arrays (see the module's notes),
    atomically (files.atomic_file); an existing file is replaced only with
    `force` (OutputExistsError otherwise)."""
    check_pointer(arrays)
    out = {"format": np.array(FORMAT), "observation": np.array(OBSERVATION),
           "option_features": np.array(OPTION_FEATURES)}
    for name in LAYERS:
        out[name] = np.asarray(arrays[name], dtype=np.float32)
    with atomic_file(path, force=force) as tmp, open(tmp, "wb") as f:
        np.savez(f, **out)


def read_pointer(data, path: str) -> dict[str, np.ndarray]:
    """The arrays of an opened pointer policy file, checked."""
    from .policy import PolicyFileError
    if int(data["observation"]) != OBSERVATION or \
            int(data["option_features"]) != OPTION_FEATURES:
        raise PolicyFileError(
            f"{path}: trained for observations of {int(data['observation'])} numbers and "
            f"options of {int(data['option_features'])}; this optcg has {OBSERVATION} and "
            f"{OPTION_FEATURES}")
    arrays = {name: data[name].astype(np.float32) for name in LAYERS if name in data.files}
    try:
        check_pointer(arrays)
    except PointerShapeError as exc:
        raise PolicyFileError(f"{path}: {exc}") from None
    return arrays


def pointer_scores(arrays: dict[str, np.ndarray], observation: np.ndarray,
                   options: np.ndarray) -> np.ndarray:
    """The score of each row of `options` (n x OPTION_FEATURES) in the
    position `observation`."""
    ctx = np.maximum(arrays["Wc"] @ observation + arrays["bc"], 0.0)
    a = np.maximum(options @ arrays["Wo"].T + arrays["bo"], 0.0)
    z = np.maximum(a @ arrays["Wz"].T + (arrays["Uz"] @ ctx + arrays["bz"]), 0.0)
    return z @ arrays["wz"] + arrays["cz"]


class PointerAgent:
    """Plays the option a saved pointer policy scores highest."""

    name = "policy"

    def __init__(self, path: str, arrays: dict[str, np.ndarray], seed: int | None = None,
                 greedy: bool = True) -> None:
        self.path = path
        self.arrays = arrays
        self.greedy = greedy
        self._rng = np.random.default_rng(seed)
        self._encoders: dict[int, Encoder] = {}

    def scores(self, view: PlayerView, decision: Decision) -> np.ndarray:
        """The score of each option of `decision`, in the engine's order."""
        # The encoders read the game through this player's eyes only (the
        # leak tests prove it); PlayerView keeps its state in `_st`.
        st = view._st
        enc = self._encoders.get(id(st.defs))
        if enc is None:
            if len(self._encoders) > 64:
                self._encoders.clear()
            enc = self._encoders[id(st.defs)] = Encoder(st.defs)
        options = decision.options
        n = len(options)
        vec, _ = enc.encode(st, view.player, decision, n)
        step = decision.purpose.step if decision.purpose is not None else -1
        feats, _, _, _ = option_table(st, view.player, options, None, enc.facts, step, n,
                                      enc.option_rows)
        return pointer_scores(self.arrays, vec, feats)

    def choose(self, view: PlayerView, decision: Decision) -> Action:
        options = decision.options
        if len(options) == 1:
            return options[0]
        s = self.scores(view, decision)
        if self.greedy:
            return options[int(np.argmax(s))]
        p = np.exp(s - s.max())
        return options[int(self._rng.choice(len(options), p=p / p.sum()))]
