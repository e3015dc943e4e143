"""A saved pointer policy (scores over the option list) is an agent too."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

import optcg  # noqa: E402
from rl_helpers import assert_ends_every_main_phase  # noqa: E402
from optcg.agents import make_agent  # noqa: E402
from optcg.engine.constants import ActionKind, DecisionKind  # noqa: E402
from optcg.rl.options import ACTION_KINDS, C_KIND, OPTION_FEATURES  # noqa: E402
from optcg.rl.pointer import (PointerAgent, pointer_scores, pointer_shapes,  # noqa: E402
                              save_pointer)
from optcg.rl.policy import PolicyAgent, PolicyFileError  # noqa: E402


def _random_arrays(seed: int, hidden: int = 8, option_hidden: int = 6) -> dict:
    rng = np.random.default_rng(seed)
    return {name: (rng.standard_normal(shape) * 0.1).astype(np.float32)
            for name, shape in pointer_shapes(hidden, option_hidden).items()}


def _ender() -> dict:
    """Scores END_PHASE 5 and every other option 0."""
    arrays = {name: np.zeros(shape, dtype=np.float32)
              for name, shape in pointer_shapes(4, 3).items()}
    arrays["Wo"][0, C_KIND + ACTION_KINDS.index(ActionKind.END_PHASE)] = 1.0
    arrays["Wz"][0, 0] = 1.0
    arrays["wz"][0] = 5.0
    return arrays


def test_a_pointer_policy_file_makes_a_pointer_agent_that_plays_whole_games(tmp_path):
    path = tmp_path / "pointer.npz"
    save_pointer(path, _random_arrays(1))
    agent = make_agent(f"policy:{path}", seed=0)
    assert isinstance(agent, PointerAgent)
    replay = []
    for _ in range(2):
        game = optcg.new_game("st01", "st02", seed=5, log=False)
        agents = (make_agent(f"policy:{path}", seed=0), make_agent("random", seed=2))
        while not game.over:
            d = game.decision
            a = agents[d.player].choose(game.view(d.player), d)
            assert a in d.options
            game.apply(a)
        replay.append(game.history)
    assert replay[0] == replay[1]           # greedy: the same answers, the same game


def test_the_agent_scores_options_as_the_file_format_says(tmp_path):
    arrays = _random_arrays(2)
    path = tmp_path / "p.npz"
    save_pointer(path, arrays)
    agent = make_agent(f"policy:{path}")
    game = optcg.new_game("st01", "st02", seed=3, log=False)
    while game.decision.kind != DecisionKind.MAIN or len(game.decision.options) < 3:
        game.apply(game.decision.options[0])
    d = game.decision
    view = game.view(d.player)
    got = agent.scores(view, d)
    assert got.shape == (len(d.options),)
    # by hand: the formula of the module's notes, on the same inputs
    from optcg.rl.observation import Encoder
    from optcg.rl.options import option_table
    enc = Encoder(game.state.defs)
    obs, _ = enc.encode(game.state, d.player, d, len(d.options))
    feats = option_table(game.state, d.player, d.options, [-1] * len(d.options), enc.facts,
                         d.purpose.step if d.purpose is not None else -1, len(d.options))[0]
    ctx = np.maximum(arrays["Wc"] @ obs + arrays["bc"], 0)
    want = []
    for row in feats:
        a = np.maximum(arrays["Wo"] @ row + arrays["bo"], 0)
        z = np.maximum(arrays["Wz"] @ a + arrays["Uz"] @ ctx + arrays["bz"], 0)
        want.append(arrays["wz"] @ z + arrays["cz"])
    assert np.allclose(got, want, atol=1e-5)
    assert d.options[int(np.argmax(got))] == agent.choose(view, d)


def test_a_policy_that_scores_ending_the_phase_highest_ends_every_main_phase(tmp_path):
    path = tmp_path / "ender.npz"
    save_pointer(path, _ender())
    assert_ends_every_main_phase(f"policy:{path}")


def test_bad_pointer_files_say_what_is_wrong(tmp_path):
    arrays = _random_arrays(3)
    del arrays["Uz"]
    with pytest.raises(ValueError, match="no array 'Uz'"):
        save_pointer(tmp_path / "x.npz", arrays)
    arrays = _random_arrays(3)
    arrays["Wz"] = np.zeros((2, 2), dtype=np.float32)
    with pytest.raises(ValueError, match=r"array 'Wz' has shape \(2, 2\)"):
        save_pointer(tmp_path / "x.npz", arrays)
    old = tmp_path / "old.npz"
    np.savez(old, format=np.array("optcg-policy-pointer/1"), observation=np.array(10),
             option_features=np.array(OPTION_FEATURES), **_random_arrays(3))
    with pytest.raises(PolicyFileError, match="trained for observations of 10 numbers"):
        make_agent(f"policy:{old}")
    good = tmp_path / "good.npz"
    save_pointer(good, _random_arrays(4))
    with pytest.raises(PolicyFileError, match="a pointer policy"):
        PolicyAgent(str(good))


def test_a_pointer_policy_plays_in_optcg_play(tmp_path):
    from typer.testing import CliRunner

    from optcg.cli.main import app
    path = tmp_path / "p.npz"
    save_pointer(path, _random_arrays(5))
    r = CliRunner().invoke(app, ["play", "--p1", f"policy:{path}", "--p2", "random", "--quiet",
                                 "--seed", "4"])
    assert r.exit_code == 0 and "Traceback" not in r.output, r.output
    assert "wins" in r.output or "draw" in r.output.lower()


def test_pointer_scores_of_no_options_is_empty():
    arrays = _random_arrays(6)
    from optcg.rl.observation import OBSERVATION
    got = pointer_scores(arrays, np.zeros(OBSERVATION, dtype=np.float32),
                         np.zeros((0, OPTION_FEATURES), dtype=np.float32))
    assert got.shape == (0,)


def test_the_trained_policy_in_the_repository_beats_random():
    """docs/rl/pointer-st01-st02.npz, the documented full run's policy
    (docs/rl/training.md): seeded games, so the same record every time."""
    from pathlib import Path

    from optcg.rl.selfplay import win_rate
    path = Path(__file__).resolve().parents[1] / "docs" / "rl" / "pointer-st01-st02.npz"
    assert isinstance(make_agent(f"policy:{path}"), PointerAgent)
    record = win_rate(f"policy:{path}", "random", 6, ("st01", "st02"), seed=0)
    assert record.wins >= 5, record
