"""Every command and option of `optcg` against bad values: no traceback, a
message naming the problem, a documented exit code (cli/common.py: 1 the
input is wrong, 2 bad usage, 3 output cannot be written) and no file
changed or left behind.

The paths are missing, a folder, an existing file, read-only, binary, or
a file of another program (JSON, SQLite); numbers, paths and strings also
come from Hypothesis."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from optcg.cli.common import (EXIT_FAILURE, EXIT_OUTPUT, EXIT_USAGE, GAMES_MAX, SEED_MAX,
                              WORKERS_MAX)
from optcg.cli.main import app

runner = CliRunner()
DOCUMENTED = {EXIT_FAILURE, EXIT_USAGE, EXIT_OUTPUT}
HYPOTHESIS = settings(max_examples=12, deadline=None,
                      suppress_health_check=[HealthCheck.function_scoped_fixture])


def _read_only_folder(base: Path) -> Path | None:
    """A folder no file can be created in: a chmod 555 one, or for root
    (whom permission bits do not stop) /sys; None if there is none."""
    if os.geteuid() != 0:
        ro = base / "read-only"
        ro.mkdir()
        ro.chmod(0o555)
        return ro
    try:
        (Path("/sys") / "optcg-probe").write_text("x")
    except OSError:
        return Path("/sys")
    return None


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """The files the bad values point at, made once."""
    base = tmp_path_factory.mktemp("bad-input")
    (base / "folder").mkdir()
    (base / "existing.json").write_text("{}")
    (base / "existing.csv").write_text("old,export\n")
    (base / "binary.bin").write_bytes(bytes(range(256)) * 4)
    (base / "foreign.json").write_text(json.dumps({"hello": [1, 2, 3]}))
    (base / "not-json.json").write_text("this is { not json")
    with sqlite3.connect(base / "foreign.db") as db:
        db.execute("CREATE TABLE users (id INTEGER, name TEXT)")
    (base / "garbage.db").write_bytes(b"not a database at all " * 50)
    r = runner.invoke(app, ["simulate", "st01", "st02", "-n", "2", "--db",
                            str(base / "results.db")])
    assert r.exit_code == 0, r.output
    (base / "gauntlet-out").mkdir()
    (base / "gauntlet-out" / "report.html").write_text("<p>an earlier report</p>")
    r = runner.invoke(app, ["play", "--seed", "5", "-q", "--save-replay",
                            str(base / "game-replay.json")])
    assert r.exit_code == 0, r.output
    save = {"state": {"format": 2, "cards": []}, "history": []}
    (base / "corrupt-save.json").write_text(json.dumps(save))
    ro = _read_only_folder(base)
    return {"base": base, "ro": ro}


def snapshot(folder: Path) -> dict[str, str]:
    """Every file under `folder` and a digest of its bytes."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def check(world, args: list[str], code: int | set[int], *words: str, cwd_files=True):
    base = world["base"]
    before = snapshot(base)
    cwd = os.getcwd()
    os.chdir(base)                       # default outputs (optcg-results.db) land here
    try:
        # serve's default database goes to the data folder: inside the world too
        result = runner.invoke(app, args, env={"XDG_DATA_HOME": str(base / "data")})
    finally:
        os.chdir(cwd)
    out = result.output
    assert "Traceback" not in out, out
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        repr(result.exception)
    codes = code if isinstance(code, set) else {code}
    assert result.exit_code in codes, (args, result.exit_code, out)
    assert result.exit_code in DOCUMENTED
    low = out.lower()
    for w in words:
        assert w.lower() in low, (args, w, out)
    assert snapshot(base) == before, f"{args} changed or left files"
    return result


def P(world, name: str) -> str:
    return str(world["base"] / name)


def RO(world, name: str) -> str:
    if world["ro"] is None:
        pytest.skip("no read-only location here (running as root without a "
                    "read-only /sys)")
    return str(world["ro"] / name)


# (id, args with {placeholders}, exit code, words the message must hold)
MATRIX = [
    # play
    ("play: unknown player kind", ["play", "--p1", "bob"], 2, "bob"),
    ("play: missing deck file", ["play", "--deck1", "{missing}"], 2, "no built-in deck"),
    ("play: deck is a folder", ["play", "--deck2", "{folder}"], {1, 2}, "folder"),
    ("play: empty deck name", ["play", "--deck1", ""], 2, "no built-in deck"),
    ("play: binary deck", ["play", "--deck1", "{binary.bin}"], {1, 2}, "binary"),
    ("play: negative seed", ["play", "--seed", "-1"], 2, "--seed"),
    ("play: seed too big", ["play", "--seed", str(SEED_MAX + 1)], 2, "--seed"),
    ("play: seed not a number", ["play", "--seed", "seven"], 2, "--seed"),
    ("play: replay to a missing folder", ["play", "--save-replay", "{missing}/g.json"], 3,
     "does not exist"),
    ("play: replay to a folder", ["play", "--save-replay", "{folder}"], 3, "folder"),
    ("play: replay over a file", ["play", "--save-replay", "{existing.json}"], 3,
     "exists already", "--force"),
    ("play: replay to read-only", ["play", "--save-replay", "{ro}/g.json"], 3,
     "cannot be written"),
    ("play: resume a missing file", ["play", "--resume", "{missing}"], 1, "no file"),
    ("play: resume a folder", ["play", "--resume", "{folder}"], 1, "folder"),
    ("play: resume a binary file", ["play", "--resume", "{binary.bin}"], 1, "not"),
    ("play: resume not JSON", ["play", "--resume", "{not-json.json}"], 1, "not json"),
    ("play: resume foreign JSON", ["play", "--resume", "{foreign.json}"], 1,
     "neither a saved game"),
    ("play: resume a corrupt save", ["play", "--resume", "{corrupt-save.json}"], 1,
     "state."),
    ("play: resume with a deck", ["play", "--resume", "{existing.json}", "--deck1", "st01"],
     2, "--resume"),
    ("play: show hidden with a human", ["play", "--p1", "human", "--show-hidden"], 2,
     "--show-hidden", "human"),
    ("play: show hidden with a human P2", ["play", "--p2", "human", "--show-hidden",
                                           "--seed", "3"], 2, "--show-hidden"),
    ("play: no-rules given a value", ["play", "--no-rules=yes"], 2, "--no-rules"),
    ("play: compact-log given a value", ["play", "--compact-log=1"], 2, "--compact-log"),
    ("play: the old --public", ["play", "--public"], 2, "--public"),
    # deck
    ("deck validate: missing", ["deck", "validate", "{missing}"], 1, "missing"),
    ("deck validate: folder", ["deck", "validate", "{folder}"], 1, "directory"),
    ("deck validate: binary", ["deck", "validate", "{binary.bin}"], 1, "binary"),
    ("deck validate: foreign", ["deck", "validate", "{foreign.json}"], 1, "foreign.json"),
    ("deck meta-report: missing folder", ["deck", "meta-report", "{missing}"], 2,
     "no deck folder"),
    ("deck meta-report: a file", ["deck", "meta-report", "{existing.json}"], 2,
     "no deck folder"),
    ("deck meta-report: negative games", ["deck", "meta-report", "{folder}", "--games", "-1"],
     2, "--games"),
    ("deck meta-report: seed too big", ["deck", "meta-report", "{folder}", "--seed",
                                        str(2 ** 63)], 2, "--seed"),
    ("deck meta-report: 0 jobs", ["deck", "meta-report", "{folder}", "--jobs", "0"], 2,
     "--jobs"),
    ("deck meta-report: json over a file", ["deck", "meta-report", "{folder}", "--json",
                                            "{existing.json}"], 3, "exists already"),
    ("deck meta-report: json to read-only", ["deck", "meta-report", "{folder}", "--json",
                                             "{ro}/m.json"], 3, "cannot be written"),
    ("deck meta-report: negative top", ["deck", "meta-report", "{folder}", "--top", "-1"],
     2, "--top"),
    ("deck meta-report: unknown agent", ["deck", "meta-report", "{folder}", "--agent", "bob"],
     2, "--agent", "bob"),
    ("deck meta-report: too many jobs", ["deck", "meta-report", "{folder}", "--jobs",
                                         str(WORKERS_MAX + 1)], 2, "--jobs"),
    # cards
    ("cards show: unknown number", ["cards", "show", "XX99-999"], {1, 2}, "XX99-999"),
    ("cards search: bad color", ["cards", "search", "--color", "pink"], 2, "pink"),
    ("cards search: cost not a number", ["cards", "search", "--cost", "lots"], 2, "--cost"),
    ("cards search: bad category", ["cards", "search", "--category", "Wizard"], 2,
     "Wizard"),
    ("cards search: power not a number", ["cards", "search", "--power", "x"], 2, "--power"),
    ("cards search: limit 0", ["cards", "search", "--limit", "0"], 2, "--limit"),
    ("cards coverage: json to a missing folder", ["cards", "coverage", "--json",
                                                  "{missing}/c.json"], 3, "does not exist"),
    ("cards coverage: json over a file", ["cards", "coverage", "--json",
                                          "{existing.json}"], 3, "exists already"),
    ("cards coverage: binary report", ["cards", "coverage", "--report", "{binary.bin}"], 1,
     "not a compile report"),
    ("cards coverage: foreign report", ["cards", "coverage", "--report", "{foreign.json}"],
     1, "not a compile report"),
    ("cards smoke: unknown card", ["cards", "smoke", "XX99-999"], {1, 2}, "XX99-999"),
    ("cards smoke: unknown set", ["cards", "smoke", "--set", "ZZ99"], 2, "ZZ99"),
    ("cards smoke: 0 games", ["cards", "smoke", "--games", "0"], 2, "--games"),
    ("cards smoke: games past the range", ["cards", "smoke", "--games", str(GAMES_MAX + 1)],
     2, "--games"),
    ("cards smoke: too many jobs", ["cards", "smoke", "--jobs", str(WORKERS_MAX + 1)], 2,
     "--jobs"),
    ("cards smoke: seed too big", ["cards", "smoke", "--seed", str(SEED_MAX + 1)], 2,
     "--seed"),
    ("cards smoke: game seed too big", ["cards", "smoke", "ST01-004", "--game-seed",
                                        str(2 ** 64)], 2, "--game-seed"),
    ("cards smoke: json to read-only", ["cards", "smoke", "ST01-004", "--json",
                                        "{ro}/s.json"], 3, "cannot be written"),
    # replay
    ("replay show: missing", ["replay", "show", "{missing}"], {1, 2}, "missing"),
    ("replay show: folder", ["replay", "show", "{folder}"], 1, "directory"),
    ("replay verify: binary", ["replay", "verify", "{binary.bin}"], 1, "not a replay"),
    ("replay verify: not JSON", ["replay", "verify", "{not-json.json}"], 1, "not json"),
    ("replay verify: foreign JSON", ["replay", "verify", "{foreign.json}"], 1,
     "not an optcg replay"),
    ("replay show: a saved game", ["replay", "show", "{corrupt-save.json}"], 1,
     "not an optcg replay"),
    ("replay show: negative turn", ["replay", "show", "{game-replay.json}", "--at", "-1"], 2,
     "--at"),
    ("replay show: turn not a number", ["replay", "show", "{game-replay.json}", "--at",
                                        "seven"], 2, "--at"),
    ("replay show: turn past the end", ["replay", "show", "{game-replay.json}", "--at",
                                        "99"], 2, "no turn 99"),
    ("replay show: huge turn", ["replay", "show", "{game-replay.json}", "--at",
                                str(2 ** 80)], 2, "no turn"),
    ("replay show: at and every turn", ["replay", "show", "{game-replay.json}", "--at", "2",
                                        "--every-turn"], 2, "cannot be used together"),
    ("replay show: at on a corrupt file", ["replay", "show", "{not-json.json}", "--at", "2"],
     1, "not json"),
    # simulate
    ("simulate: unknown deck", ["simulate", "st01", "{missing}", "--db", "{new.db}"], 2,
     "no built-in deck"),
    ("simulate: empty deck name", ["simulate", "st01", "", "--db", "{new.db}"], 2,
     "no built-in deck"),
    ("simulate: 0 games", ["simulate", "st01", "st02", "-n", "0", "--db", "{new.db}"], 2,
     "--games"),
    ("simulate: seed too big", ["simulate", "st01", "st02", "--seed", "9223372036854775808",
                                "--db", "{new.db}"], 2, "--seed"),
    ("simulate: unknown agent", ["simulate", "st01", "st02", "--agents", "greedy,bob",
                                 "--db", "{new.db}"], 2, "bob"),
    ("simulate: human agent", ["simulate", "st01", "st02", "--agents", "human",
                               "--db", "{new.db}"], 2, "human"),
    ("simulate: 0 workers", ["simulate", "st01", "st02", "-w", "0", "--db", "{new.db}"], 2,
     "--workers"),
    # a count past what SQLite stores was a traceback, a count of workers a fork for ever
    ("simulate: games past the range", ["simulate", "st01", "st02", "-n", str(2 ** 66),
                                        "--db", "{new.db}"], 2, "--games"),
    ("simulate: workers past the range", ["simulate", "st01", "st02", "-w", str(2 ** 66),
                                          "--db", "{new.db}"], 2, "--workers"),
    ("simulate: unknown backend", ["simulate", "st01", "st02", "--backend", "cloud",
                                   "--db", "{new.db}"], 2, "--backend"),
    ("simulate: address without ray", ["simulate", "st01", "st02", "--address", "x:1",
                                       "--db", "{new.db}"], 2, "--address"),
    ("simulate: db is a folder", ["simulate", "st01", "st02", "--db", "{folder}"], 3,
     "folder"),
    ("simulate: foreign SQLite db", ["simulate", "st01", "st02", "--db", "{foreign.db}"], 3,
     "not an optcg results file"),
    ("simulate: garbage db", ["simulate", "st01", "st02", "--db", "{garbage.db}"], 3,
     "not an optcg results file"),
    ("simulate: db in a missing folder", ["simulate", "st01", "st02", "--db",
                                          "{missing}/r.db"], 3, "does not exist"),
    ("simulate: db in read-only folder", ["simulate", "st01", "st02", "--db",
                                          "{ro}/r.db"], 3, "cannot be written"),
    # gauntlet
    ("gauntlet: games past the range", ["gauntlet", "st01", "st02", "-n", str(2 ** 66),
                                        "--db", "{new.db}", "--out", "{new-out}"], 2,
     "--games"),
    ("gauntlet: 0 workers", ["gauntlet", "st01", "st02", "-w", "0", "--db", "{new.db}",
                             "--out", "{new-out}"], 2, "--workers"),
    ("gauntlet: unknown agent", ["gauntlet", "st01", "st02", "--agent", "bob", "--db",
                                 "{new.db}", "--out", "{new-out}"], 2, "bob"),
    ("gauntlet: one deck", ["gauntlet", "st01", "--db", "{new.db}", "--out", "{new-out}"],
     2, "at least 2 decks"),
    ("gauntlet: seed too big", ["gauntlet", "st01", "st02", "--seed", "9223372036854775808",
                                "--db", "{new.db}"], 2, "--seed"),
    ("gauntlet: out is a file", ["gauntlet", "st01", "st02", "--out", "{existing.json}",
                                 "--db", "{new.db}"], 3, "not a folder"),
    ("gauntlet: out exists", ["gauntlet", "st01", "st02", "--out", "{gauntlet-out}",
                              "--db", "{new.db}"], 3, "exists already"),
    ("gauntlet: out read-only", ["gauntlet", "st01", "st02", "--out", "{ro}/g",
                                 "--db", "{new.db}"], 3, "cannot be written"),
    ("gauntlet: unknown backend", ["gauntlet", "st01", "st02", "--backend", "cloud",
                                   "--db", "{new.db}", "--out", "{new-out}"], 2,
     "--backend"),
    ("gauntlet: foreign db", ["gauntlet", "st01", "st02", "--db", "{foreign.db}",
                              "--out", "{new-out}"], 3, "not an optcg results file"),
    # results
    ("results list: missing db", ["results", "list", "--db", "{missing}"], 1,
     "no results file"),
    ("results list: foreign db", ["results", "list", "--db", "{foreign.db}"], 1,
     "not an optcg results file"),
    ("results list: garbage db", ["results", "list", "--db", "{garbage.db}"], 1,
     "not an optcg results file"),
    ("results show: no such run", ["results", "show", "99", "--db", "{results.db}"], 1,
     "no run 99"),
    ("results show: run not a number", ["results", "show", "one", "--db", "{results.db}"],
     2, "run"),
    ("results export: missing folder", ["results", "export", "{missing}/g.csv", "--db",
                                        "{results.db}"], 3, "does not exist"),
    ("results export: a folder", ["results", "export", "{folder}", "--db",
                                  "{results.db}"], 3, "folder"),
    ("results export: over a file", ["results", "export", "{existing.csv}", "--db",
                                     "{results.db}"], 3, "exists already"),
    ("results export: read-only csv", ["results", "export", "{ro}/g.csv", "--db",
                                       "{results.db}"], 3, "cannot be written"),
    ("results export: read-only parquet", ["results", "export", "{ro}/g.parquet", "--db",
                                           "{results.db}"], 3, "cannot be written"),
    ("results export: missing-folder parquet", ["results", "export", "{missing}/g.parquet",
                                                "--db", "{results.db}"], 3,
     "does not exist"),
    ("results export: unknown format", ["results", "export", "{new}.txt", "--db",
                                        "{results.db}"], 1, "format"),
    ("results export: no such run", ["results", "export", "{new}.csv", "--db",
                                     "{results.db}", "--run", "99"], 1, "no run 99"),
    ("results export: run not a number", ["results", "export", "{new}.csv", "--db",
                                          "{results.db}", "--run", "one"], 2, "--run"),
    ("results export: unknown --format", ["results", "export", "{new}.csv", "--db",
                                          "{results.db}", "--format", "xml"], 1, "'xml'"),
    ("results export: foreign db", ["results", "export", "{new}.csv", "--db",
                                    "{foreign.db}"], 1, "not an optcg results file"),
    # serve
    ("serve: unknown database", ["serve", "--db", "mysql://root@localhost/optcg"], 2,
     "unsupported database"),
    ("serve: not a database URL", ["serve", "--db", "not a url"], 2, "not a database URL"),
    ("serve: port out of range", ["serve", "--port", "70000"], 2, "--port"),
    ("serve: grace of 0 seconds", ["serve", "--grace", "0"], 2, "--grace"),
    # the default database would be made in the data folder: pointed at the world
    ("serve: a host that is no address", ["serve", "--host", "no^such^host", "--port",
                                          "0"], 1, "cannot listen on no^such^host"),
]


def _fill(world, arg: str) -> str:
    if "{ro}" in arg:
        return arg.replace("{ro}", str(Path(RO(world, "x")).parent))
    if arg.startswith("{"):
        name, _, rest = arg[1:].partition("}")
        return P(world, name) + rest
    return arg


CASES = [(m[0], m[1], m[2], tuple(m[3:])) for m in MATRIX]


@pytest.mark.parametrize("name, args, code, words", CASES, ids=[m[0] for m in MATRIX])
def test_bad_input_matrix(world, name, args, code, words):
    check(world, [_fill(world, a) for a in args], code, *words)


def test_the_matrix_covers_every_command():
    """Every command of the app is in the matrix (a new one must be added)."""
    import typer.main
    group = typer.main.get_command(app)

    def names(cmd, prefix=()):
        subs = getattr(cmd, "commands", None)
        if not subs:
            yield " ".join(prefix)
            return
        for n, sub in subs.items():
            yield from names(sub, prefix + (n,))

    covered = {m[0].split(":")[0] for m in MATRIX}
    missing = {n for n in names(group)} - covered - {"deck list"}   # takes no input
    assert not missing, f"commands without bad-input cases: {sorted(missing)}"


# -- Hypothesis: numbers, paths and strings ---------------------------------------------

_OUT_OF_RANGE = st.one_of(st.integers(max_value=-1),
                          st.integers(min_value=SEED_MAX + 1, max_value=2 ** 80))


@HYPOTHESIS
@given(seed=_OUT_OF_RANGE, command=st.sampled_from([
    ["play"], ["simulate", "st01", "st02"], ["gauntlet", "st01", "st02"],
    ["cards", "smoke", "ST01-004"], ["deck", "meta-report", "{folder}"]]))
def test_every_seed_out_of_range_is_refused(world, seed, command):
    check(world, [_fill(world, a) for a in command] + ["--seed", str(seed),
                                                        "--db", P(world, "new.db")]
          if command[0] in ("simulate", "gauntlet") else
          [_fill(world, a) for a in command] + ["--seed", str(seed)],
          2, "--seed")


@HYPOTHESIS
@given(n=st.integers(max_value=0), option=st.sampled_from(["-n", "--workers"]))
def test_counts_below_one_are_refused(world, n, option):
    check(world, ["simulate", "st01", "st02", option, str(n), "--db", P(world, "new.db")],
          2, option)


@HYPOTHESIS
@given(n=st.integers(min_value=GAMES_MAX + 1, max_value=2 ** 80),
       command=st.sampled_from([["simulate", "st01", "st02", "-n"],
                                ["gauntlet", "st01", "st02", "-n"],
                                ["simulate", "st01", "st02", "--workers"],
                                ["cards", "smoke", "--games"], ["cards", "smoke", "--jobs"]]))
def test_counts_past_their_range_are_refused(world, n, command):
    extra = ["--db", P(world, "new.db")] if command[0] != "cards" else []
    check(world, command + [str(n)] + extra, 2, command[-1])


_NAME = st.text(st.characters(whitelist_categories=("L", "N"), whitelist_characters="-_."),
                min_size=1, max_size=12).filter(lambda s: s not in (".", ".."))


@HYPOTHESIS
@given(name=_NAME)
def test_any_missing_deck_name_is_refused(world, name):
    name = "no-such-" + name
    check(world, ["play", "--deck1", name], 2, "no built-in deck")


@HYPOTHESIS
@given(name=_NAME, command=st.sampled_from([
    ["play", "--save-replay"], ["results", "export", "--db", "{results.db}"],
    ["cards", "coverage", "--json"]]))
def test_any_output_in_a_missing_folder_is_refused(world, name, command):
    target = P(world, f"missing-{name}") + f"/{name}.csv"
    args = [_fill(world, a) for a in command]
    if command[0] == "results":
        args = args[:2] + [target] + args[2:]
    else:
        args.append(target)
    check(world, args, 3, "does not exist")


@HYPOTHESIS
@given(text=st.text(max_size=40))
def test_any_replay_file_content_is_refused_or_read(world, text, tmp_path_factory):
    path = tmp_path_factory.mktemp("replay") / "r.json"
    path.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["replay", "verify", str(path)])
    assert "Traceback" not in result.output
    assert result.exit_code == EXIT_FAILURE and "error:" in result.output


# -- the one that writes: --force replaces, nothing else does ----------------------------

def test_force_replaces_an_existing_output_atomically(tmp_path):
    target = tmp_path / "game.json"
    target.write_text("old")
    r = runner.invoke(app, ["play", "--seed", "2", "-q", "--save-replay", str(target),
                            "--force"])
    assert r.exit_code == 0, r.output
    assert json.loads(target.read_text())["seed"] == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]   # no temporary


def test_workers_above_the_core_count_warn(tmp_path):
    too_many = (os.cpu_count() or 1) + 1
    r = runner.invoke(app, ["simulate", "st01", "st02", "-n", "1", "-w", str(too_many),
                            "--db", str(tmp_path / "r.db")])
    assert r.exit_code == 0, r.output
    assert f"--workers {too_many} is more than the" in r.output


def test_an_unknown_backend_leaves_no_file(tmp_path):
    r = runner.invoke(app, ["simulate", "st01", "st02", "--backend", "nope",
                            "--db", str(tmp_path / "r.db")])
    assert r.exit_code == EXIT_USAGE and list(tmp_path.iterdir()) == []


@HYPOTHESIS
@given(lines=st.lists(st.text(alphabet=st.characters(blacklist_categories=("Cs",),
                                                      blacklist_characters="\r\n"),
                              max_size=12), max_size=8))
def test_any_answers_at_the_table_end_cleanly(lines):
    """Whatever a person types (then the input ends), the game ends with a
    result and no traceback: `i`, `u` and numbers out of range included."""
    result = runner.invoke(app, ["play", "--p1", "human", "--seed", "3", "-q"],
                           input="".join(line + "\n" for line in lines))
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.exit_code == 0, result.output[-2000:]
    assert " wins: " in result.output
