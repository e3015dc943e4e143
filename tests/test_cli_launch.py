"""The `optcg` console script's fast start of `optcg simulate` (cli/launch.py):
a plain line runs without Typer and prints what the Typer command prints;
anything else, help and errors among them, is Typer's as before."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import optcg
from optcg.cli import launch
from optcg.cli.launch import SimulateLine, read_simulate_line
from optcg.cli.main import app

runner = CliRunner()
SRC = Path(optcg.__file__).resolve().parents[1]       # the optcg under test


def _steady(text: str) -> str:
    """Output with the figures that move with the clock masked (the progress
    bar's width too: it shrinks as the rate beside it grows a digit)."""
    text = re.sub(r"^games ━+", "games ━", text, flags=re.MULTILINE)
    text = re.sub(r"[0-9.,]+ games/s", "N games/s", text)
    text = re.sub(r"in [0-9.]+ s", "in N s", text)
    return re.sub(r"[0-9-]+:[0-9-]{2}:[0-9-]{2}", "H:MM:SS", text)


def _by_typer(args: list[str]) -> tuple[int, str, str]:
    r = runner.invoke(app, args)
    return r.exit_code, _steady(r.stdout), _steady(r.stderr)


def _by_script(args: list[str], capsys) -> tuple[int, str, str]:
    capsys.readouterr()
    try:
        launch.main(args, prog_name="optcg")
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, _steady(out), _steady(err)


def test_a_plain_simulate_line_is_read_as_its_options_would_read_it():
    line = read_simulate_line(["st01", "-n", "20", "--agents=greedy,random", "st02",
                               "-w", "2", "--db", "r.db", "--seed", "7",
                               "--allow-unimplemented"])
    assert line == SimulateLine("st01", "st02", games=20, agents="greedy,random", workers=2,
                                db=Path("r.db"), seed=7, allow_unimplemented=True)
    assert read_simulate_line(["a", "b"]) == SimulateLine("a", "b")


@pytest.mark.parametrize("args", [
    ["st01", "st02", "--help"], ["st01", "st02", "-h"], ["st01"], ["st01", "st02", "st03"],
    ["st01", "st02", "-n", "0"], ["st01", "st02", "-n", "1e3"], ["st01", "st02", "-n"],
    ["st01", "st02", "-n20"], ["st01", "st02", "--games", "-5"], ["st01", "st02", "-w", "0"],
    ["st01", "st02", "--seed", "4294967296"], ["st01", "st02", "--seed", "x"],
    ["st01", "st02", "--db", ""], ["st01", "st02", "--colour"], ["st01", "st02", "--"],
    ["st01", "st02", "--allow-unimplemented=yes"], ["-", "st02"],
    ["st01", "st02", "-n", "1000000001"], ["st01", "st02", "-n", "999999999999999999"],
])
def test_lines_the_reader_is_not_sure_of_go_to_typer(args):
    assert read_simulate_line(args) is None


@pytest.mark.parametrize("extra", [
    [],
    ["--agents", "greedy,random", "--seed=3"],
    ["--agents", "random", "-w", "1"],
])
def test_a_plain_line_prints_what_the_typer_command_prints(tmp_path, capsys, extra):
    fast = _by_script(["simulate", "st01", "st02", "-n", "4", "--db",
                       str(tmp_path / "a.db"), *extra], capsys)
    slow = _by_typer(["simulate", "st01", "st02", "-n", "4", "--db",
                      str(tmp_path / "b.db"), *extra])
    assert fast[0] == 0 and "win rate [95% CI]" in fast[1]
    assert fast == (slow[0], slow[1].replace("b.db", "a.db"), slow[2])
    rows = [sqlite3.connect(tmp_path / name).execute(
        "SELECT idx, seed, winner, reason, turns, actions FROM games ORDER BY idx").fetchall()
        for name in ("a.db", "b.db")]
    assert len(rows[0]) == 4 and rows[0] == rows[1]


def test_a_resumed_run_reads_the_same_both_ways(tmp_path, capsys):
    db = str(tmp_path / "r.db")
    line = ["simulate", "st02", "st02", "-n", "3", "--db", db, "--workers", "1"]
    assert _by_script(line, capsys)[0] == 0
    fast = _by_script(line, capsys)
    assert "3 games were already in" in fast[1] and "played 3 games" not in fast[1]
    assert fast == _by_typer(line)


@pytest.mark.parametrize("extra", [
    ["--agents", "greedy,nobody"], ["--agents", "human"], ["--agents", "a,b,c"],
    ["--backend", "cloud"], ["--address", "1.2.3.4:6379"], ["-n", "0"], ["-n", "many"],
    ["--seed", "-1"], ["--workers", "0"], ["--workers", str((os.cpu_count() or 1) + 1)],
    ["--help"],
    ["--agents", "policy:no-such-file.pt"], ["--db", "."],
])
def test_errors_warnings_and_help_are_typers_own(tmp_path, capsys, monkeypatch, extra):
    """The same message and exit code as the Typer command (a warning of
    too many workers included), and nothing played or written on error."""
    monkeypatch.chdir(tmp_path)
    line = ["simulate", "st01", "st02", "-n", "2", "--db", "r.db", *extra]
    fast = _by_script(line, capsys)
    for stored in tmp_path.glob("*.db"):
        stored.unlink()
    assert fast == _by_typer(line)
    if fast[0]:
        assert not list(tmp_path.glob("*.db"))


def test_an_unknown_deck_and_an_unwritable_results_file_are_typers_errors(tmp_path, capsys):
    for line in (["simulate", "st01", "no-such-deck", "--db", str(tmp_path / "r.db")],
                 ["simulate", "st01", "st02", "--db", str(tmp_path / "none" / "r.db")]):
        fast = _by_script(line, capsys)
        assert fast[0] in (2, 3) and "error:" in fast[2]
        assert fast == _by_typer(line)


def test_an_error_or_ctrl_c_during_the_run_ends_as_the_command_ends(tmp_path, capsys,
                                                                    monkeypatch):
    from optcg.cli import simulate_run
    from optcg.simulation import ResultStoreError

    def broken(*args, **kwargs):
        raise ResultStoreError("the results file went away")

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    line = ["simulate", "st01", "st02", "-n", "2", "--db", str(tmp_path / "r.db")]
    monkeypatch.setattr(simulate_run, "play_matchup", broken)
    code, out, err = _by_script(line, capsys)
    assert code == 1 and "error: the results file went away" in err
    monkeypatch.setattr(simulate_run, "play_matchup", interrupted)
    code, out, err = _by_script(line, capsys)
    assert code == 130 and "Interrupted: the finished games are in" in out


def test_python_m_optcg_simulates_without_importing_typer_or_pydantic(tmp_path):
    """What makes the start fast: the fast path never builds the
    Typer app, nor imports pydantic, which Typer imports to read options."""
    child = ("import sys\nfrom optcg.cli.launch import main\n"
             "main(sys.argv[1:], prog_name='optcg')\n"
             "print(sorted(m for m in ('typer', 'pydantic', 'click', 'multiprocessing') "
             "if m in sys.modules))\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        p for p in (str(SRC), os.environ.get("PYTHONPATH")) if p))
    done = subprocess.run([sys.executable, "-c", child, "simulate", "st01", "st02", "-n",
                           "2", "--workers", "1", "--db", str(tmp_path / "r.db")],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "played 2 games" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "[]"
    by_module = subprocess.run([sys.executable, "-m", "optcg", "simulate", "st01", "st02",
                                "-n", "2", "--db", str(tmp_path / "m.db")],
                               capture_output=True, text=True, env=env, timeout=120)
    assert by_module.returncode == 0 and "played 2 games" in by_module.stdout
