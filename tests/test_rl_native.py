"""The RL environments' hot path compiled with mypyc (HOT in optcg.native):
the encoder, the fixed ids and masks and the option table.  Compiled and
pure, they must write the same bytes; the build must not need NumPy."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

import optcg  # noqa: E402
from optcg import native  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
RL_HOT = ("optcg.rl.actions", "optcg.rl.layout", "optcg.rl.observation", "optcg.rl.options",
          "optcg.rl.shown_cards")

# Encodes every decision of seeded random games for both players (the
# observation, the card ids, the fixed-id mask, the option table) and
# prints a digest of all the bytes, with the RL modules that ran compiled.
ENCODE_GAMES = r"""
import hashlib, json, random, sys
import optcg
from optcg import native
from optcg.rl.actions import legal_ids, mask_of
from optcg.rl.observation import Encoder
from optcg.rl.options import option_table

decks = json.loads(sys.argv[1])
digest = hashlib.sha256()
n = 0
rng = random.Random(5)
for k in range(len(decks) * 3):
    game = optcg.new_game(rng.choice(decks), rng.choice(decks), seed=k, log=False,
                          allow_unimplemented=True)
    enc = Encoder(game.state.defs)
    while not game.over:
        st, d = game.state, game.decision
        for p in (0, 1):
            mine = d if d.player == p else None
            vec, ids = enc.encode(st, p, mine, len(d.options))
            digest.update(vec.tobytes()); digest.update(ids.tobytes())
        legal = legal_ids(st, d.player, d.options)
        digest.update(mask_of(legal).tobytes())
        step = d.purpose.step if d.purpose is not None else -1
        for table in option_table(st, d.player, d.options, list(legal), enc.facts, step,
                                  max(len(d.options), 8), enc.option_rows):
            digest.update(table.tobytes())
        n += 1
        game.apply(d.options[rng.randrange(len(d.options))])
print(json.dumps({"compiled": [m for m in native.compiled_modules() if m.startswith("optcg.rl")],
                  "positions": n, "digest": digest.hexdigest()}))
"""


def _python(code: str, *args: str, pure: bool) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != native.PURE_VARIABLE}
    if pure:
        env[native.PURE_VARIABLE] = "1"
    return subprocess.run([sys.executable, "-c", code, *args], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=900)


def test_compiled_and_pure_rl_modules_write_byte_identical_observations():
    """The same random games (starter decks and, where ../shared is present,
    two tournament decks) encoded by the compiled RL modules and under
    OPTCG_PURE=1: the same observations, ids, masks and option tables."""
    if not optcg.compiled():
        if os.environ.get("OPTCG_EXPECT_NATIVE"):
            pytest.fail("OPTCG_EXPECT_NATIVE=1 but the engine is not compiled")
        pytest.skip("the compiled modules do not run here (an editable or pure install, or "
                    "OPTCG_PURE=1; "
                    "scripts/build_native.py builds them in place)")
    decks = ["st01", "st02", "st03", "st04"]
    meta = SHARED / "decks" / "meta"
    if meta.is_dir():
        decks += sorted(str(p) for p in meta.glob("*.txt"))[:2]
    compiled_run = _python(ENCODE_GAMES, json.dumps(decks), pure=False)
    pure_run = _python(ENCODE_GAMES, json.dumps(decks), pure=True)
    assert compiled_run.returncode == 0, compiled_run.stderr
    assert pure_run.returncode == 0, pure_run.stderr
    fast, slow = json.loads(compiled_run.stdout), json.loads(pure_run.stdout)
    assert sorted(fast["compiled"]) == sorted(RL_HOT) and slow["compiled"] == []
    assert fast["positions"] == slow["positions"] > 1000
    assert fast["digest"] == slow["digest"]


def test_the_rl_hot_path_is_in_the_compiled_list_and_optcg_pure_covers_it():
    paths = native.hot_paths(ROOT / "src")
    for name in RL_HOT:
        assert name.replace(".", "/") + ".py" in paths
    assert "--no-site-packages" in native.mypyc_arguments(ROOT / "src")
    code = ("import json, sys, optcg.rl.observation, optcg.rl.options, optcg.rl.actions\n"
            "print(json.dumps([sys.modules[m].__file__ for m in %r]))" % (RL_HOT,))
    result = _python(code, pure=True)
    assert result.returncode == 0, result.stderr
    assert all(f.endswith(".py") for f in json.loads(result.stdout))


def test_the_rl_hot_path_type_checks_as_mypyc_reads_it_without_numpy():
    """mypyc compiles only what mypy accepts; with --no-site-packages mypy
    sees no NumPy, Gymnasium or PettingZoo, as on a machine without the rl
    extra, so `pip install .` compiles these modules there too."""
    pytest.importorskip("mypy", reason="mypy (the 'native' extra) type-checks for mypyc")
    files = [m.replace(".", "/") + ".py" for m in RL_HOT]
    result = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental",
                             "--follow-imports=silent", "--no-site-packages", *files],
                            cwd=ROOT / "src", capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
