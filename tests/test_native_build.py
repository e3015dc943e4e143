"""The compiled engine and the pure one (optcg.native, setup.py).

`pip install .` compiles the engine's hot modules with mypyc where a C
compiler exists; an editable install, a build without a compiler and
OPTCG_PURE=1 give the pure-Python engine.  Both must play the same games,
bit for bit.  CI runs the whole suite once against each (.ci/run); the run
against the installed wheel sets OPTCG_EXPECT_NATIVE=1.
"""

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

import optcg
from optcg import native
from optcg.cli.main import app

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
EXPECT_COMPILED = bool(os.environ.get("OPTCG_EXPECT_NATIVE"))


def run(*args: str):
    return CliRunner().invoke(app, list(args))

# Plays seeded games and prints, for each, its result, the final state hash
# and the English log's digest: anything an engine difference could change.
PLAY_GAMES = r"""
import hashlib, json, random, sys
import optcg
from optcg.agents import make_agent
from optcg.text import log_lines

out = {"compiled": optcg.compiled(), "games": []}
for deck1, deck2, seed, agents in json.loads(sys.argv[1]):
    game = optcg.new_game(deck1, deck2, seed=seed, allow_unimplemented=True)
    players = [make_agent(agents[p], seed=seed + p) for p in (0, 1)]
    while not game.over:
        d = game.decision
        game.apply(players[d.player].choose(game.view(d.player), d))
    log = "\n".join(log_lines(game, None)).encode()
    out["games"].append([deck1, deck2, seed, list(game.result), game.hash(),
                         hashlib.sha256(log).hexdigest()])
print(json.dumps(out))
"""


def _python(code: str, *args: str, pure: bool) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != native.PURE_VARIABLE}
    if pure:
        env[native.PURE_VARIABLE] = "1"
    return subprocess.run([sys.executable, "-c", code, *args], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=900)


def _games() -> list:
    starters = ("st01", "st02", "st03", "st04")
    games = [[a, b, seed, ["random", "random"]] for a in starters for b in starters
             for seed in (1, 2)]
    games += [[a, b, 7, ["greedy", "greedy"]] for a, b in zip(starters, reversed(starters))]
    meta = SHARED / "decks" / "meta"
    if meta.is_dir():  # tournament decks: the effect-heavy games
        lists = sorted(str(p) for p in meta.glob("*.txt"))[:6]
        games += [[a, b, 3, ["greedy", "random"]] for a, b in zip(lists, lists[1:])]
    return games


def test_pure_and_compiled_engines_play_bit_identical_games():
    """The same seeded games (starters and, where ../shared is present,
    tournament decks) under OPTCG_PURE=1 and under the installed engine:
    same results, same final state hashes, same logs."""
    if not optcg.compiled():
        if EXPECT_COMPILED:
            pytest.fail("OPTCG_EXPECT_NATIVE=1 but the engine is not compiled")
        pytest.skip("the compiled engine is not installed here (an editable or pure "
                    "install); CI's run against the built wheel compares the two")
    games = json.dumps(_games())
    compiled_run = _python(PLAY_GAMES, games, pure=False)
    pure_run = _python(PLAY_GAMES, games, pure=True)
    assert compiled_run.returncode == 0, compiled_run.stderr
    assert pure_run.returncode == 0, pure_run.stderr
    compiled_out, pure_out = json.loads(compiled_run.stdout), json.loads(pure_run.stdout)
    assert compiled_out["compiled"] is True and pure_out["compiled"] is False
    assert len(pure_out["games"]) == len(json.loads(games))
    for fast, slow in zip(compiled_out["games"], pure_out["games"]):
        assert fast == slow, f"the engines differ on {slow[:3]}"


def test_optcg_pure_loads_every_engine_module_from_its_source():
    """OPTCG_PURE=1 gives the pure engine even where compiled modules are
    installed: no engine module comes from an extension."""
    code = ("import importlib.machinery as m, json, sys, optcg, optcg.engine\n"
            "ext = tuple(m.EXTENSION_SUFFIXES)\n"
            "print(json.dumps([optcg.compiled(), sorted(n for n, mod in sys.modules.items()\n"
            "    if n.startswith('optcg') and str(getattr(mod, '__file__', '')).endswith(ext))]))")
    result = _python(code, pure=True)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [False, []]


def test_the_built_engine_is_compiled_where_ci_builds_it():
    """The run of the suite against the wheel that `pip install .` built
    (OPTCG_EXPECT_NATIVE=1 in .ci/run) really runs every hot module
    compiled, and says so."""
    if not EXPECT_COMPILED:
        pytest.skip("only in the run against the installed wheel (OPTCG_EXPECT_NATIVE=1)")
    assert optcg.compiled()
    assert native.compiled_modules() == native.hot_modules()
    assert "compiled engine" in run("--version").output


def test_version_says_which_engine_runs():
    result = run("--version")
    assert result.exit_code == 0
    expected = "compiled engine" if optcg.compiled() else "pure-Python engine"
    assert result.output.startswith(f"optcg {optcg.__version__}, {expected}")


def test_the_hot_module_list_names_existing_modules_only():
    """HOT is the one list that setup.py and scripts/build_native.py
    compile: a renamed or deleted module must break it loudly."""
    src = ROOT / "src"
    paths = native.hot_paths(src)
    assert "optcg/engine/game.py" in paths and "optcg/engine/effects/runtime.py" in paths
    assert any(p.startswith("optcg/engine/effects/resolution/") for p in paths)
    assert len(paths) == len(set(paths))
    assert native.mypyc_arguments(src, "src/")[2:] == [f"src/{p}" for p in paths]
    with pytest.raises(FileNotFoundError, match="constants.py"):
        native.hot_paths(src / "optcg" / "engine")  # every entry is missing there
    assert native.pure_requested({"OPTCG_PURE": "1"})
    assert not native.pure_requested({"OPTCG_PURE": "0"}) and not native.pure_requested({})


@pytest.mark.slow
@pytest.mark.parametrize("env", [{"CC": "/nonexistent/cc"}, {"OPTCG_PURE": "1"}],
                         ids=["no-compiler", "optcg-pure"])
def test_a_wheel_built_without_compiling_is_pure_python_with_a_notice(tmp_path, env):
    """No C compiler (or OPTCG_PURE=1 at build time): the wheel still
    builds, with the pure-Python engine and a one-line notice why."""
    pytest.importorskip("setuptools")
    project = tmp_path / "project"
    project.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, project / name)
    shutil.copytree(ROOT / "src", project / "src",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.egg-info"))
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-v",
         "-w", str(tmp_path / "dist"), str(project)],
        env={**os.environ, **env}, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    notices = [line.strip() for line in (result.stdout + result.stderr).splitlines()
               if line.strip().startswith("optcg:")]
    assert len(notices) == 1 and "installing the pure-Python engine" in notices[0]
    (wheel,) = (tmp_path / "dist").glob("optcg-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "optcg/engine/game.py" in names and "optcg/native.py" in names
    # the browser client and the database migrations ship inside the package:
    # `pip install . && optcg serve` needs nothing else (no Node.js)
    assert {"optcg/web/static/index.html", "optcg/web/static/app.js",
            "optcg/web/static/style.css", "optcg/web/migrations/env.py",
            "optcg/web/migrations/versions/0001_initial.py"} <= set(names)
    assert not [n for n in names if n.endswith((".so", ".pyd"))]
