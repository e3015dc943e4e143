"""Install and help: the base install stays light, help reads
without ragged breaks, and skipped tests say why."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from optcg.cli import main as cli_main
from optcg.cli.main import _reflowed, app
from optcg.decks import builtin_decks

runner = CliRunner()
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def project() -> dict:
    if not PYPROJECT.exists():
        pytest.skip("pyproject.toml is not beside the tests (an installed copy)")
    return tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))


def test_matplotlib_is_an_extra_not_a_dependency():
    p = project()["project"]
    assert not any(d.startswith("matplotlib") for d in p["dependencies"])
    assert any(d.startswith("matplotlib") for d in p["optional-dependencies"]["plots"])


def test_the_command_line_does_not_import_matplotlib():
    code = "import sys, optcg.cli.main; print('matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "False"


def test_commands_that_need_no_extra_import_none_of_their_libraries(tmp_path):
    """`--version`, a game, a card and a replay load none of the libraries of
    the extras nor the web server's: they come only with the commands that
    use them (before, `--version` imported NumPy and Gymnasium through
    optcg.rl to see whether its modules were compiled)."""
    code = (
        "import sys\n"
        "from typer.testing import CliRunner\n"
        "from optcg.cli.main import app\n"
        "r = CliRunner()\n"
        f"replay = {str(tmp_path / 'g.json')!r}\n"
        "for args in (['--version'], ['play', '--seed', '1', '-q', '--save-replay', replay],\n"
        "             ['cards', 'show', 'ST01-012'], ['replay', 'show', replay, '--at', '2']):\n"
        "    assert r.invoke(app, args).exit_code == 0, args\n"
        "heavy = ('numpy', 'gymnasium', 'pettingzoo', 'matplotlib', 'pyarrow', 'ray', 'torch',\n"
        "         'fastapi', 'uvicorn', 'sqlalchemy', 'alembic')\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_the_gauntlet_without_matplotlib_names_the_extra(monkeypatch, tmp_path):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "matplotlib" else real(name, *a))
    out = tmp_path / "g"
    result = runner.invoke(app, ["gauntlet", "st01", "st02", "-n", "1", "--out", str(out),
                                 "--db", str(tmp_path / "r.db")])
    assert result.exit_code == 1
    assert "pip install 'optcg[plots]'" in result.output
    assert "Traceback" not in result.output
    assert not out.exists() and not (tmp_path / "r.db").exists()


def test_skipped_tests_say_why_by_default():
    assert "-rs" in project()["tool"]["pytest"]["ini_options"]["addopts"].split()


def test_play_help_lists_every_builtin_deck():
    result = runner.invoke(app, ["play", "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    assert builtin_decks() and f"({', '.join(builtin_decks())})" in text


def test_a_docstring_becomes_help_without_breaks_inside_sentences():
    doc = """First line
    goes on here.

    A second paragraph
    also joined.

        optcg play --seed 1
        optcg replay show x.json
    """
    assert _reflowed(doc) == ("First line goes on here.\n\nA second paragraph also "
                              "joined.\n\n    optcg play --seed 1\n    optcg replay show x.json")


def _commands(typer_app):
    for info in typer_app.registered_commands:
        yield info
    for group in typer_app.registered_groups:
        yield from _commands(group.typer_instance)


def test_every_command_has_reflowed_help():
    infos = list(_commands(cli_main.app))
    assert len(infos) > 10
    for info in infos:
        assert info.help, info.name
        for para in info.help.split("\n\n"):
            if not para.startswith(" "):
                assert "\n" not in para, (info.name, para)


@pytest.mark.parametrize("args, phrase", [
    (["--help"], "a win-rate matrix, printed and written as a heatmap"),
    (["gauntlet", "--help"], "a win-rate matrix, printed and written as a heatmap"),
    (["simulate", "--help"], "Worker processes (or Ray CPUs), 1 to 1024; default: one per core."),
    (["play", "--help"], "Leave the rule citations ([CR 6-5-2]) out"),
])
def test_help_keeps_each_sentence_whole_and_its_brackets(args, phrase):
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert phrase in result.output
