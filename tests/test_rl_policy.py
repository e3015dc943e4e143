"""A saved policy is an agent: make_agent("policy:PATH")."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

import optcg  # noqa: E402
from rl_helpers import assert_ends_every_main_phase  # noqa: E402
from optcg.agents import make_agent  # noqa: E402
from optcg.engine.constants import ActionKind  # noqa: E402
from optcg.rl import actions as A  # noqa: E402
from optcg.rl.policy import PolicyFileError, init_mlp, save_mlp  # noqa: E402


def _play(p0, p1, seed):
    game = optcg.new_game("st01", "st02", seed=seed, log=False)
    agents = (p0, p1)
    while not game.over:
        d = game.decision
        a = agents[d.player].choose(game.view(d.player), d)
        assert a in d.options
        game.apply(a)
    return game


def test_a_saved_policy_plays_whole_games(tmp_path):
    path = tmp_path / "p.npz"
    save_mlp(path, *init_mlp((32,), seed=1))
    agent = make_agent(f"policy:{path}", seed=0)
    g1 = _play(agent, make_agent("random", seed=1), 3)
    g2 = _play(make_agent(f"policy:{path}", seed=0), make_agent("random", seed=1), 3)
    assert g1.over and g1.history == g2.history        # greedy: the same answers


def test_the_policy_takes_the_answer_it_scores_highest(tmp_path):
    """A policy whose only preference is ending the Main Phase ends it at once."""
    weights, biases = init_mlp((8,), seed=2)
    weights[-1][:] = 0.0
    biases[-1][:] = 0.0
    biases[-1][A.SINGLES.index(ActionKind.END_PHASE)] = 5.0
    path = tmp_path / "ender.npz"
    save_mlp(path, weights, biases)
    assert_ends_every_main_phase(f"policy:{path}")


def test_a_policy_is_an_opponent_of_the_gymnasium_environment(tmp_path):
    from optcg.rl import OptcgEnv
    path = tmp_path / "p.npz"
    save_mlp(path, *init_mlp((16,), seed=3))
    env = OptcgEnv(opponent=f"policy:{path}", max_steps=400)
    obs, _ = env.reset(seed=1)
    obs, *_ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.match.steps >= 1


def test_bad_policy_files_say_what_is_wrong(tmp_path):
    with pytest.raises(ValueError, match="no policy file"):
        make_agent(f"policy:{tmp_path / 'missing.npz'}")
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"not a zip")
    with pytest.raises(PolicyFileError, match="not a policy file"):
        make_agent(f"policy:{junk}")
    other = tmp_path / "other.npz"
    np.savez(other, format=np.array("optcg-policy-mlp/1"), activation=np.array("relu"),
             observation=np.array(10), actions=np.array(3), W0=np.zeros((3, 10)), b0=np.zeros(3))
    with pytest.raises(PolicyFileError, match="trained for observations of 10"):
        make_agent(f"policy:{other}")
    with pytest.raises(ValueError, match="first layer takes"):
        save_mlp(tmp_path / "x.npz", [np.zeros((3, 4))], [np.zeros(3)])


def test_simulate_and_gauntlet_play_a_saved_policy(tmp_path):
    from typer.testing import CliRunner

    from optcg.cli.main import app
    path = tmp_path / "p.npz"
    save_mlp(path, *init_mlp((16,), seed=5))
    runner = CliRunner()
    r = runner.invoke(app, ["simulate", "st01", "st02", "-n", "4", "--workers", "1",
                            "--agents", f"policy:{path},random", "--db", str(tmp_path / "r.db")])
    assert r.exit_code == 0 and "Traceback" not in r.output, r.output
    assert "played 4 games" in r.output
    bad = runner.invoke(app, ["simulate", "st01", "st02", "-n", "2", "--agents",
                              f"policy:{tmp_path / 'none.npz'},random",
                              "--db", str(tmp_path / "r2.db")])
    assert bad.exit_code != 0 and "no policy file" in bad.output
    assert "Traceback" not in bad.output
    g = runner.invoke(app, ["gauntlet", "st01", "st02", "-n", "2", "--workers", "1",
                            "--agent", f"policy:{path}", "--db", str(tmp_path / "g.db"),
                            "--out", str(tmp_path / "g")])
    assert g.exit_code == 0 and "Traceback" not in g.output, g.output
    assert (tmp_path / "g" / "report.html").is_file()


def test_optcg_play_takes_a_saved_policy(tmp_path):
    from typer.testing import CliRunner

    from optcg.cli.main import app
    path = tmp_path / "p.npz"
    save_mlp(path, *init_mlp((16,), seed=6))
    runner = CliRunner()
    r = runner.invoke(app, ["play", "--p1", f"policy:{path}", "--p2", "random", "--quiet",
                            "--seed", "4"])
    assert r.exit_code == 0 and "Traceback" not in r.output, r.output
    assert "wins" in r.output or "draw" in r.output.lower()
    bad = runner.invoke(app, ["play", "--p1", f"policy:{tmp_path / 'none.npz'}"])
    assert bad.exit_code == 2 and "no policy file" in bad.output
