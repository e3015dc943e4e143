"""Train a pointer policy from scratch with masked PPO (PyTorch, on CPU).

    pip install 'optcg[train]'
    nice -n 10 python -m optcg.rl.train --out policy.npz --curve curve.png

The policy scores each legal option of the open decision (pointer.py) from
the option list and the observation vector, so every decision kind is
answered by one network and illegal answers are never sampled (the mask
sets their logits to minus infinity).  The games are played by `OptcgEnv`s
with the option-list interface, the learner's seat drawn at each reset,
against opponents drawn from a ladder (selfplay.py): random to start with
(`--opponents` adds greedy or the search levels), then snapshots of the
learner that beat the top rung.  The reward is +1 win, -1 loss, plus a
shaping by the Life difference.

Every `--eval-every` updates the current policy plays random and greedy
(seats and decks swapped); the rates make the win-rate curve (a PNG with
matplotlib, and the figures in a JSON file beside the policy).  The
policy file is written at each evaluation and at the end, so an
interrupted run leaves a usable agent: `make_agent("policy:PATH")`.

Every file is written atomically (a temporary file beside it, then a
rename: files.py), so an interruption leaves the previous version whole.
Before training starts, the output folder must exist and be writable, and
no output (policy, figures, curve, snapshots) may exist already unless
`--force` is given.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

try:
    import torch
    from torch import nn
except ImportError as exc:          # pragma: no cover - depends on the install
    raise ImportError("optcg.rl.train needs PyTorch: pip install 'optcg[train]' "
                      f"({exc.name} is missing)") from exc

from ..errors import OptcgError
from ..files import OutputError, atomic_file, check_output, write_text
from .core import Reward, life_difference
from .observation import OBSERVATION
from .options import OPTION_FEATURES, OptionOverflowError
from .pointer import save_pointer
from .selfplay import Ladder, SelfPlay, WinRate, win_rate
from .single import OptcgEnv


@dataclass
class TrainConfig:
    """The settings of a run (the command line's options); the defaults are
    those of the documented full run (docs/rl/training.md)."""

    out: str = "policy.npz"
    updates: int = 600              # PPO updates: a run's length, so that it replays
    minutes: float = 0.0            # also stop after this much wall time (0: no limit)
    envs: int = 8                   # games played side by side
    steps: int = 32                 # learner decisions per game and update
    max_options: int = 64           # rows of the option list
    hidden: int = 64                # context units
    option_hidden: int = 64         # option units
    lr: float = 1e-3
    gamma: float = 0.99
    lam: float = 0.95
    clip: float = 0.2
    epochs: int = 4
    minibatch: int = 64
    entropy: float = 0.01
    value_coef: float = 0.5
    shaping: float = 0.2            # Life-difference potential per Life card (0: none)
    decks: tuple[str, str] = ("st01", "st02")
    opponents: tuple[str, ...] = ("random",)   # the ladder's first rungs
    snapshot_every: int = 60        # updates between self-play checks (0: never)
    snapshot_games: int = 10
    eval_every: int = 100           # updates between evaluations (0: only at the end)
    eval_games: int = 10
    final_games: int = 200          # games against each of random and greedy at the end
    seed: int = 0
    threads: int = 1
    curve: str | None = None        # a PNG of the win-rate curve
    force: bool = False             # replace outputs left by an earlier run
    quiet: bool = False


class PointerNet(nn.Module):
    """The pointer policy of pointer.py, with a value head for PPO."""

    def __init__(self, hidden: int, option_hidden: int) -> None:
        super().__init__()
        self.ctx = nn.Linear(OBSERVATION, hidden)
        self.opt = nn.Linear(OPTION_FEATURES, option_hidden)
        self.z = nn.Linear(option_hidden, option_hidden)
        self.u = nn.Linear(hidden, option_hidden, bias=False)
        self.score = nn.Linear(option_hidden, 1)
        self.value = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, obs: torch.Tensor, options: torch.Tensor,
                mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """(masked logits [B, R], values [B]) of observations [B, OBS] and
        option tables [B, R, F] with masks [B, R]."""
        ctx = torch.relu(self.ctx(obs))
        a = torch.relu(self.opt(options))
        z = torch.relu(self.z(a) + self.u(ctx).unsqueeze(1))
        logits = self.score(z).squeeze(-1)
        logits = logits.masked_fill(~mask, float("-inf"))
        return logits, self.value(ctx).squeeze(-1)

    def arrays(self) -> dict[str, np.ndarray]:
        """The weights as the arrays of a pointer policy file."""
        def np_(t: torch.Tensor) -> np.ndarray:
            return t.detach().cpu().numpy().astype(np.float32)
        return {"Wc": np_(self.ctx.weight), "bc": np_(self.ctx.bias),
                "Wo": np_(self.opt.weight), "bo": np_(self.opt.bias),
                "Wz": np_(self.z.weight), "Uz": np_(self.u.weight), "bz": np_(self.z.bias),
                "wz": np_(self.score.weight[0]), "cz": np_(self.score.bias[0])}


@dataclass
class Curve:
    """The figures of a run, point by point."""

    updates: list[int] = field(default_factory=list)
    games: list[int] = field(default_factory=list)
    minutes: list[float] = field(default_factory=list)
    vs_random: list[float] = field(default_factory=list)
    vs_greedy: list[float] = field(default_factory=list)


class Rollout:
    """The games of one update: N environments, T learner decisions each."""

    def __init__(self, cfg: TrainConfig, ladder: Ladder, rng: np.random.Generator) -> None:
        self.cfg, self.ladder, self.rng = cfg, ladder, rng
        reward = Reward(potential=life_difference(cfg.shaping)) if cfg.shaping else Reward()
        self.envs = [OptcgEnv(cfg.decks, opponent="random", learner="random", reward=reward,
                              interface="options", max_options=cfg.max_options)
                     for _ in range(cfg.envs)]
        self.opponents = [""] * cfg.envs
        self.obs: list[dict] = [{} for _ in range(cfg.envs)]
        self.games = self.won = 0
        for i in range(cfg.envs):
            self._reset(i)
        n, t, r = cfg.envs, cfg.steps, cfg.max_options
        self.b_obs = np.zeros((t, n, OBSERVATION), dtype=np.float32)
        self.b_opt = np.zeros((t, n, r, OPTION_FEATURES), dtype=np.float32)
        self.b_mask = np.zeros((t, n, r), dtype=np.bool_)
        self.b_act = np.zeros((t, n), dtype=np.int64)
        self.b_logp = np.zeros((t, n), dtype=np.float32)
        self.b_val = np.zeros((t + 1, n), dtype=np.float32)
        self.b_rew = np.zeros((t, n), dtype=np.float32)
        self.b_done = np.zeros((t, n), dtype=np.float32)

    def _reset(self, i: int) -> None:
        while True:
            spec = self.ladder.sample(self.rng)
            env = self.envs[i]
            env.set_opponent(spec)
            self.opponents[i] = spec
            try:
                self.obs[i], _ = env.reset(seed=int(self.rng.integers(2**31 - 1)))
                return
            except OptionOverflowError:
                continue            # a position past the option table: another game

    def _batch(self) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """The decisions of the N games, their option tables cut to the
        widest of them (the rest of each table is padding)."""
        mask = np.stack([o["action_mask"] for o in self.obs]).astype(np.bool_)
        width = max(1, int(mask.sum(axis=1).max()))
        obs = np.stack([o["observation"] for o in self.obs])
        opt = np.stack([o["options"][:width] for o in self.obs])
        return torch.from_numpy(obs), torch.from_numpy(opt), torch.from_numpy(mask[:, :width])

    def collect(self, net: PointerNet) -> None:
        cfg = self.cfg
        for t in range(cfg.steps):
            obs, opt, mask = self._batch()
            with torch.no_grad():
                logits, value = net(obs, opt, mask)
                dist = torch.distributions.Categorical(logits=logits)
                act = dist.sample()
                logp = dist.log_prob(act)
            # columns past the width keep older rows: masked, they weigh nothing
            width = mask.shape[1]
            self.b_obs[t], self.b_opt[t, :, :width] = obs.numpy(), opt.numpy()
            self.b_mask[t] = False
            self.b_mask[t, :, :width] = mask.numpy()
            self.b_act[t], self.b_logp[t], self.b_val[t] = act.numpy(), logp.numpy(), value.numpy()
            for i, env in enumerate(self.envs):
                try:
                    o, r, term, trunc, info = env.step(int(act[i]))
                except OptionOverflowError:
                    o, r, term, trunc, info = None, 0.0, False, True, {}
                self.b_rew[t, i] = r
                done = term or trunc
                self.b_done[t, i] = float(done)
                if done:
                    if term:
                        won = info.get("winner") == info.get("learner")
                        self.games += 1
                        self.won += int(won)
                        self.ladder.record(self.opponents[i], won)
                    self._reset(i)
                else:
                    self.obs[i] = o
        obs, opt, mask = self._batch()
        with torch.no_grad():
            self.b_val[cfg.steps] = net(obs, opt, mask)[1].numpy()

    def advantages(self) -> tuple[np.ndarray, np.ndarray]:
        """Generalised advantage estimates and returns."""
        cfg = self.cfg
        adv = np.zeros_like(self.b_rew)
        last = np.zeros(cfg.envs, dtype=np.float32)
        for t in reversed(range(cfg.steps)):
            live = 1.0 - self.b_done[t]
            delta = self.b_rew[t] + cfg.gamma * self.b_val[t + 1] * live - self.b_val[t]
            last = delta + cfg.gamma * cfg.lam * live * last
            adv[t] = last
        return adv, adv + self.b_val[:-1]


def ppo_update(net: PointerNet, opt: torch.optim.Optimizer, roll: Rollout,
               rng: np.random.Generator) -> dict[str, float]:
    """One PPO update (clipped objective) on the rollout; its mean losses."""
    cfg = roll.cfg
    adv, ret = roll.advantages()
    n = cfg.steps * cfg.envs
    # the option tables are cut to the widest decision of the rollout
    width = max(1, int(roll.b_mask.reshape(n, -1).sum(axis=1).max()))
    obs = torch.from_numpy(roll.b_obs.reshape(n, -1))
    options = torch.from_numpy(np.ascontiguousarray(
        roll.b_opt.reshape(n, cfg.max_options, -1)[:, :width]))
    mask = torch.from_numpy(np.ascontiguousarray(roll.b_mask.reshape(n, -1)[:, :width]))
    act = torch.from_numpy(roll.b_act.reshape(n))
    old_logp = torch.from_numpy(roll.b_logp.reshape(n))
    adv_t = torch.from_numpy(adv.reshape(n))
    adv_t = (adv_t - adv_t.mean()) / (adv_t.std() + 1e-8)
    ret_t = torch.from_numpy(ret.reshape(n))
    sums = {"policy": 0.0, "value": 0.0, "entropy": 0.0}
    batches = 0
    for _ in range(cfg.epochs):
        order = rng.permutation(n)
        for start in range(0, n, cfg.minibatch):
            idx = torch.from_numpy(order[start:start + cfg.minibatch])
            logits, value = net(obs[idx], options[idx], mask[idx])
            dist = torch.distributions.Categorical(logits=logits)
            logp = dist.log_prob(act[idx])
            ratio = torch.exp(logp - old_logp[idx])
            a = adv_t[idx]
            policy_loss = -torch.min(ratio * a, ratio.clamp(1 - cfg.clip, 1 + cfg.clip) * a).mean()
            value_loss = 0.5 * (value - ret_t[idx]).pow(2).mean()
            # the entropy of masked rows: -inf logits carry zero probability
            p = torch.softmax(logits, -1)
            entropy = -(p * torch.log_softmax(logits, -1).masked_fill(~mask[idx], 0.0)).sum(-1)
            entropy = entropy.mean()
            loss = policy_loss + cfg.value_coef * value_loss - cfg.entropy * entropy
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(net.parameters(), 0.5)
            opt.step()
            sums["policy"] += policy_loss.item()
            sums["value"] += value_loss.item()
            sums["entropy"] += entropy.item()
            batches += 1
    return {k: v / max(1, batches) for k, v in sums.items()}


def evaluate(policy: str, opponent: str, games: int, decks, seed: int) -> WinRate:
    """The saved policy's record against `opponent` (seats and decks swapped)."""
    return win_rate(f"policy:{policy}", opponent, games, decks, seed=seed)


class RunOutputError(OutputError):
    """An output of the run that cannot, or may not, be written; its message
    names the flag and the path."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(path, problem)
        self.args = (problem,)


def snapshot_folder(out: Path) -> Path:
    """Where the self-play snapshots of the policy file `out` go."""
    return out.parent / f"{out.stem}-snapshots"


def output_problem(cfg: TrainConfig) -> str | None:
    """Why the run could not write its outputs (naming the flag and path),
    or None: checked before training so no run is wasted or overwrites an
    earlier one without `force`."""
    out = Path(cfg.out)
    if out.with_suffix(".json") == out:
        return f"--out {out}: the figures go to the .json beside the policy file; " \
               f"give the policy a .npz name"
    files = [("--out", out), ("--out", out.with_suffix(".json"))]
    if cfg.curve is not None:
        files.append(("--curve", Path(cfg.curve)))
    try:
        for flag, path in files:
            try:
                check_output(path, force=cfg.force)
            except OutputError as exc:
                return f"{flag} {path}: {exc.problem}"
    except OSError as exc:                  # a path the system refuses to look at
        return f"{flag} {path}: {exc.strerror or exc}"
    snaps = snapshot_folder(out)
    if cfg.snapshot_every:
        if snaps.exists() and not snaps.is_dir():
            return f"--out {out}: the snapshot folder {snaps} is a file"
        if snaps.is_dir() and any(snaps.glob("snapshot-*.npz")) and not cfg.force:
            return f"--out {out}: the snapshot folder {snaps} holds snapshots of an " \
                   f"earlier run (pass --force to replace them)"
    return None


def train(cfg: TrainConfig) -> dict:
    """Run PPO as `cfg` says; the figures of the run (also written as JSON
    beside the policy file).  Raises OutputError before any training if an
    output cannot, or may not, be written."""
    out = Path(cfg.out)
    problem = output_problem(cfg)
    if problem is not None:
        raise RunOutputError(out, problem)
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(cfg.threads)
    rng = np.random.default_rng(cfg.seed)
    ladder = Ladder(cfg.opponents)
    selfplay = SelfPlay(ladder, snapshot_folder(out), games=cfg.snapshot_games,
                        decks=cfg.decks, force=cfg.force)
    net = PointerNet(cfg.hidden, cfg.option_hidden)
    opt = torch.optim.Adam(net.parameters(), lr=cfg.lr)
    roll = Rollout(cfg, ladder, rng)
    curve = Curve()
    say = (lambda *a: None) if cfg.quiet else (lambda *a: print(*a, flush=True))
    t0 = time.monotonic()
    update = 0
    losses: dict[str, float] = {}
    written = cfg.force                 # the policy file is ours once written

    def save() -> None:
        nonlocal written
        save_pointer(out, net.arrays(), force=written)
        written = True

    def point() -> None:
        save()
        r = evaluate(str(out), "random", cfg.eval_games, cfg.decks, seed=7_000 + update)
        g = evaluate(str(out), "greedy", cfg.eval_games, cfg.decks, seed=8_000 + update)
        curve.updates.append(update)
        curve.games.append(roll.games)
        curve.minutes.append((time.monotonic() - t0) / 60)
        curve.vs_random.append(r.rate)
        curve.vs_greedy.append(g.rate)
        say(f"update {update:5d}  {curve.minutes[-1]:5.1f} min  {roll.games:6d} games  "
            f"v random {r.rate:6.1%}  v greedy {g.rate:6.1%}  "
            f"ladder {[(s.split('/')[-1], round(w, 2)) for s, _, w in ladder.table()]}")

    point()
    while update < cfg.updates and not (
            cfg.minutes and time.monotonic() - t0 >= cfg.minutes * 60):
        roll.collect(net)
        losses = ppo_update(net, opt, roll, rng)
        update += 1
        if update % 10 == 0:
            say(f"update {update:5d}  {(time.monotonic() - t0) / 60:5.1f} min  "
                f"{roll.games:6d} games, {roll.won} won  entropy {losses['entropy']:.3f}")
        if cfg.snapshot_every and update % cfg.snapshot_every == 0:
            save()
            added, record = selfplay.consider(out)
            if added:
                say(f"update {update}: snapshot {ladder.top.spec} added ({record} against "
                    f"the top rung)")
        if cfg.eval_every and update % cfg.eval_every == 0:
            point()
    if not curve.updates or curve.updates[-1] != update:
        point()
    minutes = (time.monotonic() - t0) / 60
    final: dict[str, dict] = {}
    for k, name in enumerate(("random", "greedy")):
        if cfg.final_games:
            r = evaluate(str(out), name, cfg.final_games, cfg.decks, seed=90_000 + 1_000 * k)
            lo, hi = r.interval
            final[name] = {"wins": r.wins, "losses": r.losses, "draws": r.draws,
                           "rate": r.rate, "interval95": [lo, hi]}
            say(f"final: v {name} {r}")
    figures = {"config": {k: v for k, v in asdict(cfg).items() if k not in ("quiet", "force")},
               "updates": update, "games": roll.games, "training_minutes": minutes,
               "learner_decisions": update * cfg.steps * cfg.envs,
               "curve": asdict(curve), "final": final, "losses": losses,
               "ladder": ladder.table()}
    write_text(out.with_suffix(".json"), json.dumps(figures, indent=2), force=cfg.force)
    if cfg.curve:
        plot_curve(curve, cfg.curve, final, force=cfg.force)
    return figures


def plot_curve(curve: Curve, path: str, final: dict | None = None, *,
               force: bool = True) -> None:
    """The win-rate curve as a PNG (needs matplotlib: the 'train' extra),
    written atomically; an existing file is replaced only with `force`."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(8.5, 4))
    ax.plot(curve.minutes, curve.vs_random, marker="o", label="v random")
    ax.plot(curve.minutes, curve.vs_greedy, marker="s", label="v greedy")
    for name, colour in (("random", "C0"), ("greedy", "C1")):
        if final and name in final:
            lo, hi = final[name]["interval95"]
            ax.errorbar([curve.minutes[-1]], [final[name]["rate"]],
                        yerr=[[final[name]["rate"] - lo], [hi - final[name]["rate"]]],
                        color=colour, capsize=4, fmt="none")
    ax.axhline(0.95, color="grey", linestyle=":", linewidth=1)
    ax.set_xlabel("training time (minutes)")
    ax.set_ylabel("win rate")
    ax.set_ylim(0, 1.02)
    ax.grid(alpha=0.3)
    # beside the axes, so that it hides no point and no final interval bar
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0)
    ax.set_title("Pointer policy, masked PPO from scratch")
    fig.tight_layout()
    try:
        with atomic_file(path, force=force) as tmp:
            fig.savefig(tmp, dpi=100, format="png")
    finally:
        plt.close(fig)


# What each flag of the command line does (its default is added to the text).
HELP: dict[str, str] = {
    "out": "the policy file to write (.npz); its figures go to the .json beside it",
    "updates": "PPO updates of the run",
    "minutes": "also stop after this many minutes of wall time, whichever comes first "
               "(0: no limit)",
    "envs": "games played side by side, each an OptcgEnv",
    "steps": "learner decisions collected from each game per update",
    "max_options": "rows of the option list; a decision with more legal options stops the "
                   "run with an error saying so",
    "hidden": "units of the observation (context) layer",
    "option_hidden": "units of the per-option layers",
    "lr": "Adam learning rate",
    "gamma": "discount factor, from 0 to 1",
    "lam": "GAE lambda, from 0 to 1",
    "clip": "PPO clipping range of the probability ratio",
    "epochs": "passes over each update's decisions",
    "minibatch": "decisions per gradient step",
    "entropy": "weight of the entropy bonus",
    "value_coef": "weight of the value loss",
    "shaping": "reward per Life card of difference, added as a potential (0: only win +1, "
               "loss -1)",
    "decks": "the two decks (built-in names such as st01, or deck list files)",
    "opponents": "the ladder's first rungs: agent names (random, greedy, search-easy...)",
    "snapshot_every": "updates between self-play checks that may add a snapshot of the "
                      "learner to the ladder (0: never)",
    "snapshot_games": "games of each self-play check",
    "eval_every": "updates between evaluations against random and greedy (0: only at "
                  "the end)",
    "eval_games": "games of each evaluation, per opponent",
    "final_games": "games against each of random and greedy at the end (the reported "
                   "rates, with 95%% intervals)",
    "seed": "seed of the games, the ladder and the network",
    "threads": "PyTorch threads",
    "curve": "also draw the win-rate curve as a PNG at this path (needs matplotlib)",
    "force": "replace the outputs of an earlier run (policy, its .json, the curve and the "
             "snapshots); without it the run refuses to start if any exists",
    "quiet": "print nothing while training",
}

# Settings that must be at least 1, or at least 0.
_AT_LEAST_ONE = ("updates", "envs", "steps", "max_options", "hidden", "option_hidden",
                 "epochs", "minibatch", "snapshot_games", "eval_games", "final_games",
                 "threads")
_AT_LEAST_ZERO = ("entropy", "value_coef", "shaping", "snapshot_every", "eval_every", "seed")


def _checked(args: dict) -> str | None:
    """What is wrong with the command line's settings, or None."""
    if len(args["decks"]) != 2:
        return f"--decks takes two decks, not {len(args['decks'])}"
    for name in _AT_LEAST_ONE:
        if args[name] < 1:
            return f"--{name.replace('_', '-')} must be at least 1, not {args[name]}"
    for name in _AT_LEAST_ZERO:
        if args[name] < 0:
            return f"--{name.replace('_', '-')} must be 0 or more, not {args[name]}"
    if not args["minutes"] >= 0:        # also refuses nan
        return f"--minutes must be 0 or more, not {args['minutes']}"
    for name in ("lr", "clip"):
        if not args[name] > 0:          # also refuses nan
            return f"--{name} must be positive, not {args[name]}"
    for name in ("gamma", "lam"):
        if not 0.0 <= args[name] <= 1.0:
            return f"--{name} must be from 0 to 1, not {args[name]}"
    from ..agents import make_agent
    from .core import _load
    for deck in args["decks"]:
        try:
            _load(deck)
        except OptcgError as exc:
            return f"--decks: {exc}"
    if not args["opponents"]:
        return "--opponents needs at least one agent name"
    for name in args["opponents"]:
        try:
            make_agent(name)
        except (OptcgError, ValueError, OSError) as exc:
            return f"--opponents: {exc}"
    out = Path(args["out"])
    if out.is_dir():
        return f"--out {out} is a folder: give the policy file's path (policy.npz)"
    if args["curve"] is not None and Path(args["curve"]).is_dir():
        return f"--curve {args['curve']} is a folder: give the PNG file's path (curve.png)"
    if args["curve"] is not None:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            return "--curve needs matplotlib: pip install 'optcg[train]'"
    return None


def main(argv: list[str] | None = None) -> int:
    defaults = TrainConfig()
    ap = argparse.ArgumentParser(prog="python -m optcg.rl.train",
                                 description=__doc__.split("\n\n")[0],
                                 epilog="docs/rl/training.md documents the full run.")
    for name, value in asdict(defaults).items():
        flag = "--" + name.replace("_", "-")
        text = HELP[name]
        if isinstance(value, bool):
            ap.add_argument(flag, action="store_true", help=text)
        elif isinstance(value, tuple):
            ap.add_argument(flag, nargs="+", default=list(value), metavar=name[:-1].upper(),
                            help=f"{text} (default: {' '.join(value)})")
        elif value is None:
            ap.add_argument(flag, default=None, metavar="PATH", help=f"{text} (default: none)")
        elif name == "out":
            ap.add_argument(flag, default=value, metavar="PATH", help=f"{text} (default: {value})")
        else:
            ap.add_argument(flag, type=type(value), default=value,
                            metavar=type(value).__name__.upper(),
                            help=f"{text} (default: %(default)s)")
    args = vars(ap.parse_args(argv))
    args["decks"] = tuple(args["decks"])
    args["opponents"] = tuple(args["opponents"])
    problem = _checked(args)
    if problem is not None:
        ap.error(problem)
    cfg = TrainConfig(**args)
    problem = output_problem(cfg)
    if problem is not None:             # one line, before anything is trained
        print(f"error: {problem}", file=sys.stderr)
        return 2
    try:
        train(cfg)
    except (ValueError, OSError, OptcgError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted: the policy file, once written, holds the policy of the last "
              "evaluation", file=sys.stderr)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
