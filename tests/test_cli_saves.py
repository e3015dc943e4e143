"""Nothing lost at the command line: output files written atomically and
never over an existing one without --force; a game interrupted with Ctrl-C
saved and resumed (`optcg play --resume`), from a saved game or from the
replay written on interrupt; a concession confirmed; a foreign --db refused."""

from __future__ import annotations

import io
import json
import sqlite3

import pytest
from rich.console import Console
from typer.testing import CliRunner

import optcg
from optcg import Replay
from optcg.cli import human as human_module
from optcg.cli.human import HumanPlayer
from optcg.cli.main import app, offer_to_save
from optcg.files import (OutputError, OutputExistsError, atomic_file, atomic_folder,
                         check_output, write_text)
from optcg.simulation import ResultStore
from optcg.simulation.store import ResultStoreError

runner = CliRunner()


def _midgame(steps: int = 12) -> optcg.Game:
    game = optcg.new_game("st01", "st02", seed=8)
    for _ in range(steps):
        game.apply(game.legal_actions()[0])
    return game


# -- files.py ---------------------------------------------------------------------------

def test_an_atomic_write_that_fails_leaves_the_old_file_and_no_fragment(tmp_path):
    target = tmp_path / "out.json"
    target.write_text("the old content")
    with pytest.raises(RuntimeError):
        with atomic_file(target, force=True) as tmp:
            tmp.write_text("half of the new")
            raise RuntimeError("the disk is full")
    assert target.read_text() == "the old content"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_an_existing_file_is_replaced_only_with_force(tmp_path):
    target = tmp_path / "out.txt"
    write_text(target, "one")
    with pytest.raises(OutputExistsError, match="--force"):
        write_text(target, "two")
    assert target.read_text() == "one"
    write_text(target, "two", force=True)
    assert target.read_text() == "two"


@pytest.mark.parametrize("where, problem", [
    ("missing/out.txt", "does not exist"),
    (".", "it is a folder"),
    ("a-file/out.txt", "is not a folder"),
])
def test_check_output_names_the_problem(tmp_path, where, problem):
    (tmp_path / "a-file").write_text("x")
    with pytest.raises(OutputError, match=problem):
        check_output(tmp_path / where)


def test_a_folder_is_written_whole_or_not_at_all(tmp_path):
    out = tmp_path / "report"
    with pytest.raises(RuntimeError):
        with atomic_folder(out) as tmp:
            (tmp / "a.txt").write_text("a")
            raise RuntimeError("plotting failed")
    assert list(tmp_path.iterdir()) == []
    with atomic_folder(out) as tmp:
        (tmp / "a.txt").write_text("a")
    with pytest.raises(OutputExistsError):
        check_output(out, folder=True)
    with atomic_folder(out, force=True) as tmp:
        (tmp / "b.txt").write_text("b")
    assert sorted(p.name for p in out.iterdir()) == ["b.txt"]
    assert [p.name for p in tmp_path.iterdir()] == ["report"]


# -- saving and resuming ------------------------------------------------------------------

def test_ctrl_c_offers_to_save_and_the_save_resumes(tmp_path, monkeypatch):
    """Ctrl-C at a prompt: the game is saved where the player says, and
    `optcg play --resume FILE` plays it on from there to the end."""
    target = tmp_path / "paused.json"
    answers = iter(["1", "1", "^C"])

    def read(self, prompt):
        answer = next(answers)
        if answer == "^C":
            raise KeyboardInterrupt
        return answer

    monkeypatch.setattr(human_module.HumanPlayer, "_read_stdin", read)
    r = runner.invoke(app, ["play", "--p1", "human", "--seed", "3", "-q"],
                      input=f"{target}\n")
    assert r.exit_code == 130, r.output
    assert "Interrupted" in r.output and f"Saved to {target}" in r.output
    saved = json.loads(target.read_text())
    assert set(saved) == {"state", "history"}
    assert len(saved["history"]) == saved["state"]["actions_taken"] > 2
    monkeypatch.undo()
    r = runner.invoke(app, ["play", "--resume", str(target), "--p1", "human", "-q"],
                      input="1\n" * 600)
    assert r.exit_code == 0, r.output
    assert f"Resumed from {target}" in r.output and "wins" in r.output


def test_the_offer_to_save_can_be_declined_and_refuses_a_bad_place(tmp_path):
    game = _midgame()
    out = io.StringIO()
    console = Console(file=out, width=200)
    assert offer_to_save(game, console, ("human", "greedy"), ask=lambda _p: "n") is None
    assert "Not saved" in out.getvalue()
    answers = iter([str(tmp_path / "no" / "such.json"), str(tmp_path / "ok.json")])
    path = offer_to_save(game, console, ("human", "greedy"), ask=lambda _p: next(answers))
    assert path == tmp_path / "ok.json"
    assert "does not exist; give another name" in out.getvalue()
    assert optcg.load_game(json.loads(path.read_text())).hash() == game.hash()


def test_the_replay_of_an_unfinished_game_resumes(tmp_path):
    game = _midgame(30)
    path = tmp_path / "unfinished.json"
    path.write_text(json.dumps(Replay.from_game(game).to_dict()))
    r = runner.invoke(app, ["play", "--resume", str(path), "-q"])
    assert r.exit_code == 0, r.output
    assert f"at turn {game.state.turn} (30 actions played)" in r.output
    assert "wins" in r.output or "Draw" in r.output


def test_a_finished_game_or_a_corrupt_save_is_not_resumed(tmp_path):
    replay = tmp_path / "done.json"
    assert runner.invoke(app, ["play", "--seed", "1", "-q", "--save-replay",
                               str(replay)]).exit_code == 0
    r = runner.invoke(app, ["play", "--resume", str(replay)])
    assert r.exit_code == 1 and "is over" in r.output and "nothing to resume" in r.output
    data = _midgame().to_json()
    data["state"]["hand"][0].append(data["state"]["hand"][0][0])
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    r = runner.invoke(app, ["play", "--resume", str(bad)])
    assert r.exit_code == 1 and "state.hand[0]" in r.output and str(bad) in r.output


def test_the_replay_is_written_on_ctrl_c_and_resumes(tmp_path, monkeypatch):
    target = tmp_path / "r.json"
    answers = iter(["1", "^C", "n"])

    def read(self, prompt):
        answer = next(answers)
        if answer == "^C":
            raise KeyboardInterrupt
        return answer

    monkeypatch.setattr(human_module.HumanPlayer, "_read_stdin", read)
    r = runner.invoke(app, ["play", "--p2", "human", "--seed", "4", "-q",
                            "--save-replay", str(target)], input="n\n")
    assert r.exit_code == 130, r.output
    assert f"Replay saved to {target}" in r.output
    assert json.loads(target.read_text())["result"] is None
    monkeypatch.undo()
    r = runner.invoke(app, ["play", "--resume", str(target), "-q"])
    assert r.exit_code == 0 and "Resumed" in r.output


# -- conceding ---------------------------------------------------------------------------

def test_a_single_mistyped_c_does_not_concede():
    game = optcg.new_game("st01", "st02", seed=9)
    answers = iter(["c", "", "c", "no", "2"])
    out = io.StringIO()
    human = HumanPlayer(game.decision.player, Console(file=out),
                        read_line=lambda _p: next(answers), show_board=False)
    assert human.choose(game, game.decision) == game.decision.options[1]
    assert out.getvalue().count("Not conceded") == 2
    answers = iter(["concede", "y"])
    human.read_line = lambda _p: next(answers)
    assert human.choose(game, game.decision).kind == "concede"


# -- the results file --------------------------------------------------------------------

def test_a_foreign_sqlite_database_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "app.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE orders (id INTEGER)")
    before = path.read_bytes()
    with pytest.raises(ResultStoreError, match="tables orders"):
        ResultStore(path)
    with pytest.raises(ResultStoreError):
        ResultStore(path, write=False)
    assert path.read_bytes() == before


def test_readers_open_the_results_file_read_only(tmp_path):
    path = tmp_path / "r.db"
    ResultStore(path).close()
    before = path.read_bytes()
    with ResultStore(path, write=False) as store:
        assert store.runs() == []
    assert path.read_bytes() == before


def _without_write_permission(args: list[str]) -> list[str]:
    """`args` run so that permission bits bind: as they are for a user, with
    the override dropped for root (setpriv); skips where neither can be."""
    import os
    import shutil
    import subprocess
    if os.geteuid() != 0:
        return args
    drop = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search",
            "--inh-caps", "-dac_override,-dac_read_search", "--"]
    if shutil.which("setpriv") is None or subprocess.run(
            drop + ["true"], capture_output=True).returncode != 0:
        pytest.skip("running as root without setpriv to drop the permission override")
    return drop + args


def test_a_results_file_in_a_read_only_folder_is_not_resumed(tmp_path):
    """`simulate` resuming a results file it cannot write to (a read-only
    folder and file): one line naming the file, exit code 3, no traceback,
    the file unchanged."""
    import subprocess
    import sys
    folder = tmp_path / "ro"
    folder.mkdir()
    db = folder / "r.db"
    assert runner.invoke(app, ["simulate", "st01", "st02", "-n", "2", "--workers", "1",
                               "--db", str(db)]).exit_code == 0
    before = db.read_bytes()
    db.chmod(0o444)
    folder.chmod(0o555)
    try:
        for command in (["simulate", "st01", "st02", "-n", "4"],
                        ["gauntlet", "st01", "st02", "-n", "4", "--out", str(tmp_path / "g")]):
            done = subprocess.run(
                _without_write_permission([sys.executable, "-m", "optcg.cli", *command,
                                           "--workers", "1", "--db", str(db)]),
                capture_output=True, text=True, timeout=300)
            out = done.stdout + done.stderr
            assert done.returncode == 3, out
            assert "Traceback" not in out and f"results file {db}" in out, out
            assert "read-only" in out, out
    finally:
        folder.chmod(0o755)
        db.chmod(0o644)
    assert db.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["r.db"]
    assert not (tmp_path / "g").exists()


# -- Ctrl-C with worker processes ---------------------------------------------------------

@pytest.mark.slow
def test_ctrl_c_during_a_run_with_two_workers_ends_with_one_line(tmp_path):
    """SIGINT to the whole process group, as a terminal sends it: the workers
    ignore it, the main process stops them and says where the games are."""
    import os
    import signal
    import subprocess
    import sys
    import time

    db = tmp_path / "r.db"
    proc = subprocess.Popen(
        [sys.executable, "-m", "optcg.cli", "simulate", "st01", "st02", "-n", "2000000",
         "--workers", "2", "--db", str(db)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True, cwd=tmp_path)
    # far more games than can finish: the run is still going when it is
    # interrupted, however fast or loaded the machine
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (not db.exists() or db.stat().st_size == 0):
        time.sleep(0.2)                 # until the results file is made
    time.sleep(3)                       # and the workers are playing
    os.killpg(proc.pid, signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 130, out
    assert "Traceback" not in out and "KeyboardInterrupt" not in out, out
    assert out.count("Interrupted: the finished games are in") == 1, out
