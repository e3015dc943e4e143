"""`optcg simulate`, `optcg gauntlet` and `optcg results` through Typer's CliRunner."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from optcg.cli.main import app

runner = CliRunner()


def run(*args: str):
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output
    return result


def test_simulate_prints_the_result_table_and_stores_the_games(tmp_path):
    db = tmp_path / "r.db"
    r = run("simulate", "st01", "st02", "-n", "6", "--agents", "greedy,random",
            "--db", str(db), "--seed", "3")
    assert r.exit_code == 0, r.output
    for words in ("win rate [95% CI]", "going first", "going second", "mulligan rate",
                  "average turns", "games ended by", "games/s", "run 1"):
        assert words in r.output
    again = run("simulate", "st01", "st02", "-n", "6", "--agents", "greedy,random",
                "--db", str(db), "--seed", "3")
    assert "6 games were already in" in again.output and "played 6 games" not in again.output
    listed = run("results", "list", "--db", str(db))
    assert listed.exit_code == 0 and "6/6" in listed.output
    shown = run("results", "show", "1", "--db", str(db))
    assert shown.exit_code == 0 and "win rate" in shown.output
    out = tmp_path / "games.csv"
    exported = run("results", "export", str(out), "--db", str(db))
    assert exported.exit_code == 0 and len(out.read_text().splitlines()) == 7


def test_simulate_runs_one_worker_per_core_by_default(tmp_path):
    """--workers defaults to the cores this process may use; the games are
    the same as with one worker (each game's seed comes from the master seed)."""
    from optcg.cli.simulate import default_workers
    cores = default_workers()
    by_default = run("simulate", "st01", "st02", "-n", "4", "--db", str(tmp_path / "a.db"))
    assert by_default.exit_code == 0, by_default.output
    plural = "s" if cores != 1 else ""
    assert f"on {cores} local worker{plural}" in by_default.output
    one = run("simulate", "st01", "st02", "-n", "4", "--workers", "1",
              "--db", str(tmp_path / "b.db"))
    assert "on 1 local worker" in one.output

    def table(output: str) -> str:
        return output[output.index("wins"):output.index("played")]
    assert table(by_default.output) == table(one.output)


@pytest.mark.parametrize("args, message", [
    (("--agents", "greedy,nobody"), "unknown agent 'nobody'"),
    (("--agents", "a,b,c"), "--agents takes two agent names"),
    (("--backend", "cloud"), "unknown --backend 'cloud'"),
    (("--address", "1.2.3.4:6379"), "--address is for --backend ray"),
])
def test_simulate_refuses_bad_options_with_a_clear_error(tmp_path, args, message):
    r = run("simulate", "st01", "st02", "-n", "2", "--db", str(tmp_path / "r.db"), *args)
    assert r.exit_code == 2 and message in r.output


def test_simulate_refuses_an_unknown_deck_and_a_missing_results_file(tmp_path):
    r = run("simulate", "st01", "no-such-deck", "-n", "2", "--db", str(tmp_path / "r.db"))
    assert r.exit_code != 0 and "no-such-deck" in r.output
    r = run("results", "list", "--db", str(tmp_path / "none.db"))
    assert r.exit_code == 1 and "no results file" in r.output


def test_gauntlet_prints_the_matrix_and_writes_the_report(tmp_path):
    pytest.importorskip("matplotlib", reason="matplotlib is not installed")
    out = tmp_path / "g"
    r = run("gauntlet", "st01", "st02", "st03", "-n", "2", "--agent", "random",
            "--out", str(out), "--db", str(tmp_path / "r.db"))
    assert r.exit_code == 0, r.output
    assert "Win rate of the row deck" in r.output and "1. " in r.output
    assert (out / "heatmap.png").is_file() and (out / "report.html").is_file()
    assert run("gauntlet", "st01", "--db", str(tmp_path / "r.db")).exit_code == 2


def test_search_agents_play_through_simulate_and_play(tmp_path):
    r = run("simulate", "st01", "st02", "-n", "2", "--agents", "search-easy,greedy",
            "--db", str(tmp_path / "r.db"))
    assert r.exit_code == 0, r.output
    assert "st01 (search-easy) v st02 (greedy)" in r.output
    r = run("play", "--p1", "search-easy", "--p2", "random", "--seed", "2", "--quiet")
    assert r.exit_code == 0 and "search-easy" in r.output
