"""The example training script (masked PPO over the option list): one short
iteration as a smoke test; the documented full run is in docs/rl/training.md."""

from __future__ import annotations

import json

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
torch = pytest.importorskip("torch", reason="the training script needs PyTorch "
                                            "(pip install 'optcg[train]')")

import optcg  # noqa: E402
from optcg.agents import make_agent  # noqa: E402
from optcg.rl.observation import OBSERVATION  # noqa: E402
from optcg.rl.options import OPTION_FEATURES  # noqa: E402
from optcg.rl.pointer import PointerAgent, pointer_scores  # noqa: E402
from optcg.rl.train import HELP, PointerNet, TrainConfig, main, train  # noqa: E402


def test_one_short_iteration_trains_saves_and_plays(tmp_path):
    out = tmp_path / "run" / "policy.npz"
    out.parent.mkdir()                  # the run writes into a folder that exists
    cfg = TrainConfig(out=str(out), updates=1, envs=2, steps=8, minibatch=8, epochs=1,
                      eval_every=1, eval_games=2, final_games=2, snapshot_every=1,
                      snapshot_games=2, curve=str(tmp_path / "curve.png"), quiet=True)
    figures = train(cfg)
    assert figures["updates"] == 1 and figures["learner_decisions"] == 16
    assert all(np.isfinite(v) for v in figures["losses"].values())
    assert figures["curve"]["updates"] == [0, 1]
    assert set(figures["final"]) == {"random", "greedy"}
    lo, hi = figures["final"]["random"]["interval95"]
    assert 0.0 <= lo <= figures["final"]["random"]["rate"] <= hi <= 1.0
    assert json.loads(out.with_suffix(".json").read_text())["updates"] == 1
    assert (tmp_path / "curve.png").read_bytes()[:4] == b"\x89PNG"
    agent = make_agent(f"policy:{out}", seed=0)
    assert isinstance(agent, PointerAgent)
    game = optcg.new_game("st01", "st02", seed=2, log=False)
    other = make_agent("random", seed=1)
    while not game.over:
        d = game.decision
        a = (agent if d.player == 0 else other).choose(game.view(d.player), d)
        assert a in d.options
        game.apply(a)


def test_the_saved_file_scores_as_the_network_does():
    """The NumPy agent and the PyTorch network compute the same scores."""
    torch.manual_seed(0)
    net = PointerNet(8, 5)
    obs = torch.rand(1, OBSERVATION)
    options = torch.rand(1, 7, OPTION_FEATURES)
    mask = torch.ones(1, 7, dtype=torch.bool)
    with torch.no_grad():
        logits, value = net(obs, options, mask)
    got = pointer_scores(net.arrays(), obs[0].numpy(), options[0].numpy())
    assert np.allclose(logits[0].numpy(), got, atol=1e-5)
    assert value.shape == (1,)
    mask[0, 3:] = False                  # a masked option is never sampled
    with torch.no_grad():
        logits, _ = net(obs, options, mask)
    assert torch.isinf(logits[0, 3:]).all() and torch.isfinite(logits[0, :3]).all()


def test_the_command_line_refuses_bad_settings(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--decks", "st01", "st02", "st03"])
    assert exc.value.code == 2 and "--decks takes two decks" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--envs", "0"])
    assert "--envs must be at least 1, not 0" in capsys.readouterr().err


@pytest.mark.parametrize("argv, says", [
    (["--gamma", "7"], "--gamma must be from 0 to 1, not 7.0"),
    (["--lam", "-0.5"], "--lam must be from 0 to 1"),
    (["--lr", "0"], "--lr must be positive, not 0.0"),
    (["--lr", "nan"], "--lr must be positive, not nan"),
    (["--minutes", "-1"], "--minutes must be 0 or more, not -1.0"),
    (["--minutes", "nan"], "--minutes must be 0 or more, not nan"),
    (["--max-options", "0"], "--max-options must be at least 1"),
    (["--threads", "0"], "--threads must be at least 1"),
    (["--final-games", "0"], "--final-games must be at least 1"),
    (["--eval-every", "-3"], "--eval-every must be 0 or more, not -3"),
    (["--shaping", "-1"], "--shaping must be 0 or more"),
    (["--decks", "st01", "no-such-deck"], "--decks: no built-in deck or deck file named"),
    (["--opponents", "random", "nobody"], "--opponents: unknown agent 'nobody'"),
    (["--envs", "two"], "argument --envs: invalid int value: 'two'"),
    (["--no-such-flag"], "unrecognized arguments: --no-such-flag"),
])
def test_each_bad_setting_is_named_in_a_usage_error(argv, says, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    err = capsys.readouterr().err
    assert exc.value.code == 2
    assert says in err and err.startswith("usage: python -m optcg.rl.train")
    assert "Traceback" not in err


def test_an_existing_folder_is_no_policy_file(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["--out", str(tmp_path)])
    assert "is a folder: give the policy file's path" in capsys.readouterr().err


def test_help_says_what_every_flag_does_and_its_default(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--help"])
    assert exc.value.code == 0
    text = " ".join(capsys.readouterr().out.split())    # argparse wraps the lines
    for name, value in TrainConfig().__dict__.items():
        flag = "--" + name.replace("_", "-")
        assert flag in text, flag
        said = " ".join(HELP[name].replace("%%", "%").split())
        assert said in text, flag
        if isinstance(value, bool):
            continue
        shown = " ".join(value) if isinstance(value, tuple) else \
            "none" if value is None else str(value)
        assert f"{said} (default: {shown})" in text, flag


def test_a_bad_value_from_the_shell_gets_an_error_not_a_traceback():
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-m", "optcg.rl.train", "--gamma", "2",
                           "--decks", "st01", "st02"], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 2
    assert "--gamma must be from 0 to 1, not 2.0" in done.stderr
    assert "Traceback" not in done.stderr
