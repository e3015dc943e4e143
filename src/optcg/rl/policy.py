"""A saved policy as an agent: `make_agent("policy:PATH")`.

A policy file is a NumPy `.npz` archive holding a multi-layer perceptron
from the observation vector (observation.py) to one logit per fixed action
id (actions.py):

- `format`: "optcg-policy-mlp/1";
- `observation`, `actions`: the sizes it was trained with (checked on load,
  so a policy never meets an encoding it was not trained on);
- `activation`: "relu" or "tanh", between layers;
- `W0`, `b0`, `W1`, `b1`, ...: the layers, `W` of shape (out, in).

Training code (any framework) writes one with `save_mlp`.  The agent takes
the legal answer of highest logit (or samples among them, `greedy=False`),
reading only its own view.  `policy_agent` also reads the pointer policies
of pointer.py (scores over the option list), telling them by `format`.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ..engine import Action, Decision, PlayerView
from ..files import atomic_file
from .actions import ACTIONS, legal_ids
from .observation import OBSERVATION, Encoder
from .pointer import FORMAT as POINTER_FORMAT, PointerAgent, read_pointer

FORMAT = "optcg-policy-mlp/1"
ACTIVATIONS = ("relu", "tanh")


class PolicyFileError(ValueError):
    """A policy file that cannot be used, and why."""


def save_mlp(path: str | Path, weights: list[np.ndarray], biases: list[np.ndarray],
             activation: str = "relu", *, force: bool = True) -> None:
    """Write a policy file (see the module's notes), atomically
    (files.atomic_file); an existing file is replaced only with `force`."""
    if activation not in ACTIVATIONS:
        raise ValueError(f"activation {activation!r}: choose one of {', '.join(ACTIVATIONS)}")
    if len(weights) != len(biases) or not weights:
        raise ValueError("give one bias per weight matrix, and at least one layer")
    if weights[0].shape[1] != OBSERVATION or weights[-1].shape[0] != ACTIONS:
        raise ValueError(f"the first layer takes {OBSERVATION} inputs and the last gives "
                         f"{ACTIONS} logits (got {weights[0].shape[1]} and "
                         f"{weights[-1].shape[0]})")
    arrays = {"format": np.array(FORMAT), "activation": np.array(activation),
              "observation": np.array(OBSERVATION), "actions": np.array(ACTIONS)}
    for k, (w, b) in enumerate(zip(weights, biases)):
        arrays[f"W{k}"] = np.asarray(w, dtype=np.float32)
        arrays[f"b{k}"] = np.asarray(b, dtype=np.float32)
    with atomic_file(path, force=force) as tmp, open(tmp, "wb") as f:
        np.savez(f, **arrays)


def init_mlp(hidden: tuple[int, ...] = (256,), seed: int = 0) -> tuple[list, list]:
    """Random layers (scaled normal weights, zero biases): a policy from scratch."""
    rng = np.random.default_rng(seed)
    sizes = (OBSERVATION, *hidden, ACTIONS)
    weights = [(rng.standard_normal((o, i)) / np.sqrt(i)).astype(np.float32)
               for i, o in zip(sizes, sizes[1:])]
    biases = [np.zeros(o, dtype=np.float32) for o in sizes[1:]]
    return weights, biases


_LOADED: dict[tuple, tuple] = {}


def _load(path: str) -> tuple:
    """The layers of a policy file, read once per version of the file (a
    simulation makes an agent per game): (weights, biases, activation) of an
    MLP policy, or the arrays of a pointer policy (pointer.py) as
    (arrays, None, "pointer")."""
    p = Path(path)
    if not p.is_file():
        raise PolicyFileError(f"no policy file at {path!r}")
    stat = p.stat()
    key = (str(p.resolve()), stat.st_mtime_ns, stat.st_size)
    got = _LOADED.get(key)
    if got is None:
        if len(_LOADED) > 16:
            _LOADED.clear()
        got = _LOADED[key] = _read(p, path)
    return got


def _read(p: Path, path: str) -> tuple:
    try:
        data = np.load(p, allow_pickle=False)
    except (OSError, ValueError) as exc:
        raise PolicyFileError(f"{path}: not a policy file (.npz): {exc}") from None
    with data:
        if "format" in data.files and str(data["format"]) == POINTER_FORMAT:
            return read_pointer(data, path), None, "pointer"
        if "format" not in data.files or str(data["format"]) != FORMAT:
            raise PolicyFileError(f"{path}: not an {FORMAT} or {POINTER_FORMAT} policy file")
        if int(data["observation"]) != OBSERVATION or int(data["actions"]) != ACTIONS:
            raise PolicyFileError(
                f"{path}: trained for observations of {int(data['observation'])} numbers and "
                f"{int(data['actions'])} actions; this optcg has {OBSERVATION} and {ACTIONS}")
        activation = str(data["activation"])
        if activation not in ACTIVATIONS:
            raise PolicyFileError(f"{path}: unknown activation {activation!r}")
        weights, biases = [], []
        k = 0
        while f"W{k}" in data.files:
            weights.append(data[f"W{k}"].astype(np.float32))
            biases.append(data[f"b{k}"].astype(np.float32))
            k += 1
    if not weights:
        raise PolicyFileError(f"{path}: the policy has no layers")
    width = OBSERVATION
    for k, (w, b) in enumerate(zip(weights, biases)):
        if w.ndim != 2 or w.shape[1] != width or b.shape != (w.shape[0],):
            raise PolicyFileError(f"{path}: layer {k} has shape {w.shape} (bias {b.shape}); "
                                  f"expected (n, {width}) and (n,)")
        width = w.shape[0]
    if width != ACTIONS:
        raise PolicyFileError(f"{path}: the last layer gives {width} logits, not {ACTIONS}")
    return weights, biases, activation


class PolicyAgent:
    """Plays the legal answer a saved policy scores highest."""

    name = "policy"

    def __init__(self, path: str, seed: int | None = None, greedy: bool = True) -> None:
        self.path = path
        self.weights, self.biases, self.activation = _load(path)
        if self.activation == "pointer":
            raise PolicyFileError(f"{path}: a pointer policy; make its agent with "
                                  f"policy_agent() or make_agent('policy:PATH')")
        self.greedy = greedy
        self._rng = np.random.default_rng(seed)
        self._encoders: dict[int, Encoder] = {}

    def logits(self, x: np.ndarray) -> np.ndarray:
        last = len(self.weights) - 1
        for k, (w, b) in enumerate(zip(self.weights, self.biases)):
            x = w @ x + b
            if k < last:
                x = np.maximum(x, 0.0) if self.activation == "relu" else np.tanh(x)
        return x

    def choose(self, view: PlayerView, decision: Decision) -> Action:
        # The encoder reads the game through this player's eyes only (the leak
        # test proves it); PlayerView keeps its state in `_st`.
        st = view._st
        enc = self._encoders.get(id(st.defs))
        if enc is None:
            if len(self._encoders) > 64:
                self._encoders.clear()
            enc = self._encoders[id(st.defs)] = Encoder(st.defs)
        vec, _ = enc.encode(st, view.player, decision, len(decision.options))
        legal = legal_ids(st, view.player, decision.options)
        ids = np.fromiter(legal, dtype=np.int64, count=len(legal))
        scores = self.logits(vec)[ids]
        if self.greedy:
            k = int(np.argmax(scores))
        else:
            p = np.exp(scores - scores.max())
            k = int(self._rng.choice(len(ids), p=p / p.sum()))
        return legal[int(ids[k])]


def policy_agent(path: str, seed: int | None = None) -> PolicyAgent | PointerAgent:
    """The agent of a policy file (`make_agent("policy:PATH")`): an MLP over
    fixed action ids or a pointer policy over the option list."""
    arrays, _, kind = _load(path)
    if kind == "pointer":
        return PointerAgent(path, arrays, seed=seed)
    return PolicyAgent(path, seed=seed)
