"""The training script's outputs (issue 16, "nothing lost"): the output
folder is checked before training, an existing output is replaced only with
--force, and every file (policy, figures, curve, snapshot) is written
atomically, so a write that fails half-way leaves the old file whole."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("torch", reason="the training script needs PyTorch "
                                    "(pip install 'optcg[train]')")

import optcg.files  # noqa: E402
from optcg.files import OutputError, OutputExistsError  # noqa: E402
from optcg.rl import train as train_module  # noqa: E402
from optcg.rl.pointer import pointer_shapes, save_pointer  # noqa: E402
from optcg.rl.policy import init_mlp, save_mlp  # noqa: E402
from optcg.rl.selfplay import Ladder, SelfPlay  # noqa: E402
from optcg.rl.train import (Curve, RunOutputError, TrainConfig, main,  # noqa: E402
                            output_problem, plot_curve, train)

# a run that would train for real if the checks let it start
SHORT = ["--updates", "1", "--envs", "1", "--steps", "2", "--minibatch", "2", "--epochs", "1",
         "--eval-games", "1", "--final-games", "1", "--snapshot-every", "0", "--quiet"]


def _arrays(seed: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {k: rng.standard_normal(s).astype(np.float32)
            for k, s in pointer_shapes(4, 3).items()}


def _files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*"))


def _refused(argv: list[str], capsys) -> str:
    """Run the command line; it must stop at once with exit 2 and one line."""
    assert main(argv + SHORT) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert captured.out == "" and "Traceback" not in err
    assert err.startswith("error: ") and "\n" not in err, err
    return err


def test_a_missing_output_folder_fails_at_once_and_leaves_no_file(tmp_path, capsys):
    out = tmp_path / "missing" / "policy.npz"
    err = _refused(["--out", str(out)], capsys)
    assert f"--out {out}: the folder {out.parent} does not exist" in err
    assert _files(tmp_path) == []


def test_a_read_only_output_folder_fails_at_once_and_leaves_no_file(tmp_path, monkeypatch,
                                                                   capsys):
    """Permission bits do not stop root, so the folder refuses new files the
    way a read-only mount does: creating one raises EACCES."""
    folder = tmp_path / "ro"
    folder.mkdir()
    real = optcg.files.tempfile.mkstemp

    def refuse(*args, **kwargs):
        if Path(kwargs.get("dir", "")) == folder:
            raise PermissionError(13, "Permission denied")
        return real(*args, **kwargs)
    monkeypatch.setattr(optcg.files.tempfile, "mkstemp", refuse)
    out = folder / "policy.npz"
    err = _refused(["--out", str(out)], capsys)
    assert f"--out {out}: the folder {folder} cannot be written (Permission denied)" in err
    assert _files(tmp_path) == ["ro"]


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="permission bits do not stop root; the test above covers it")
def test_a_folder_without_write_permission_is_refused(tmp_path, capsys):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        err = _refused(["--out", str(folder / "policy.npz")], capsys)
    finally:
        folder.chmod(0o755)
    assert "cannot be written" in err and _files(folder) == []


@pytest.mark.parametrize("existing, flag", [
    ("policy.npz", "--out"), ("policy.json", "--out"), ("curve.png", "--curve")])
def test_an_existing_output_is_not_replaced_without_force(existing, flag, tmp_path, capsys):
    (tmp_path / existing).write_bytes(b"an earlier run")
    err = _refused(["--out", str(tmp_path / "policy.npz"),
                    "--curve", str(tmp_path / "curve.png")], capsys)
    assert f"{flag} {tmp_path / existing}: the file exists already (pass --force" in err
    assert (tmp_path / existing).read_bytes() == b"an earlier run"
    assert _files(tmp_path) == [existing]


def test_force_lets_the_run_replace_earlier_outputs(tmp_path):
    out = tmp_path / "policy.npz"
    snaps = tmp_path / "policy-snapshots"
    snaps.mkdir()
    for path in (out, out.with_suffix(".json"), tmp_path / "curve.png",
                 snaps / "snapshot-001.npz"):
        path.write_bytes(b"an earlier run")
    cfg = TrainConfig(out=str(out), curve=str(tmp_path / "curve.png"))
    assert "exists already" in output_problem(cfg)
    cfg.force = True
    assert output_problem(cfg) is None


def test_snapshots_of_an_earlier_run_are_not_replaced_without_force(tmp_path, capsys):
    snaps = tmp_path / "policy-snapshots"
    snaps.mkdir()
    (snaps / "snapshot-001.npz").write_bytes(b"an earlier run")
    argv = ["--out", str(tmp_path / "policy.npz")]
    assert main(argv + SHORT[:-3] + ["--snapshot-every", "5", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"the snapshot folder {snaps} holds snapshots of an earlier run" in err
    assert _files(tmp_path) == ["policy-snapshots", "snapshot-001.npz"]


def test_the_library_call_checks_too_and_names_the_flag(tmp_path):
    with pytest.raises(RunOutputError) as exc:
        train(TrainConfig(out=str(tmp_path / "no" / "p.npz")))
    assert isinstance(exc.value, OutputError)
    assert str(exc.value).startswith(f"--out {tmp_path / 'no' / 'p.npz'}: the folder")


def test_help_documents_force(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--force replace the outputs of an earlier run" in text


def _half_then_fail(f, **arrays):
    f.write(b"PK\x03\x04 half a zip")
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("write", [
    lambda p: save_pointer(p, _arrays(2)),
    lambda p: save_mlp(p, *init_mlp((8,), seed=2)),
])
def test_a_policy_write_interrupted_half_way_leaves_the_old_file_whole(write, tmp_path,
                                                                       monkeypatch):
    path = tmp_path / "policy.npz"
    save_pointer(path, _arrays(1))
    before = path.read_bytes()
    monkeypatch.setattr(np, "savez", _half_then_fail)
    with pytest.raises(OutputError, match="No space left on device"):
        write(path)
    assert path.read_bytes() == before
    assert _files(tmp_path) == ["policy.npz"]


def test_save_without_force_refuses_an_existing_policy(tmp_path):
    path = tmp_path / "policy.npz"
    save_pointer(path, _arrays(1))
    before = path.read_bytes()
    with pytest.raises(OutputExistsError):
        save_pointer(path, _arrays(2), force=False)
    assert path.read_bytes() == before


def test_a_curve_interrupted_half_way_leaves_the_old_png_whole(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib", reason="the curve needs matplotlib ('train' extra)")
    from matplotlib.figure import Figure
    path = tmp_path / "curve.png"
    curve = Curve([0, 1], [0, 4], [0.0, 1.0], [0.5, 0.7], [0.0, 0.1])
    plot_curve(curve, str(path))
    before = path.read_bytes()
    assert before[:4] == b"\x89PNG"

    def half(self, fname, **kwargs):
        Path(fname).write_bytes(b"\x89PNG half")
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(Figure, "savefig", half)
    with pytest.raises(OutputError, match="Input/output error"):
        plot_curve(curve, str(path))
    assert path.read_bytes() == before
    assert _files(tmp_path) == ["curve.png"]


def test_the_figures_write_interrupted_half_way_leaves_the_old_json_whole(tmp_path,
                                                                          monkeypatch):
    path = tmp_path / "policy.json"
    path.write_text('{"updates": 3}')
    real = Path.write_text

    def half(self, text, *args, **kwargs):
        real(self, text[:5], *args, **kwargs)
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(Path, "write_text", half)
    with pytest.raises(OutputError):
        train_module.write_text(path, '{"updates": 4}', force=True)
    monkeypatch.undo()
    assert path.read_text() == '{"updates": 3}'
    assert _files(tmp_path) == ["policy.json"]


def test_a_snapshot_is_written_atomically_under_a_new_name(tmp_path, monkeypatch):
    """Past `max_snapshots` the oldest leaves the ladder; the next snapshot
    takes a new name, never the file of a rung still on the ladder."""
    policy = tmp_path / "policy.npz"
    save_pointer(policy, _arrays(3))
    sp = SelfPlay(Ladder(("random",)), tmp_path / "snaps", threshold=0.5, games=2,
                  max_snapshots=1)

    class Won:
        rate = 1.0
    monkeypatch.setattr("optcg.rl.selfplay.win_rate", lambda *a, **k: Won())
    assert sp.consider(policy)[0] and sp.consider(policy)[0]
    assert _files(tmp_path / "snaps") == ["snapshot-001.npz", "snapshot-002.npz"]
    assert sp.snapshots == [f"policy:{tmp_path / 'snaps' / 'snapshot-002.npz'}"]
    stale = SelfPlay(Ladder(("random",)), tmp_path / "snaps", threshold=0.5, games=2)
    with pytest.raises(OutputExistsError):
        stale.consider(policy)


def test_a_forced_run_replaces_the_earlier_policy_and_figures(tmp_path, capsys):
    out = tmp_path / "policy.npz"
    out.write_bytes(b"an earlier run")
    out.with_suffix(".json").write_text("{}")
    assert main(["--out", str(out), "--force"] + SHORT) == 0
    assert capsys.readouterr().err == ""
    with np.load(out) as data:
        assert str(data["format"]).startswith("optcg-policy-pointer")
    assert '"updates": 1' in out.with_suffix(".json").read_text()
    assert _files(tmp_path) == ["policy.json", "policy.npz"]
