"""The observation encoder's rows in C (optcg.rl._encoder_c, built from
src/optcg/rl/_encoder.c where a compiler is found) write the bytes the
Python encoder writes, and refuse bad input with a Python exception."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg import native  # noqa: E402
from optcg.rl import observation as O  # noqa: E402

from rl_helpers import BUILTIN, playable_meta_decks, random_positions  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _need_c():
    if O._NATIVE is None:
        if os.environ.get("OPTCG_EXPECT_NATIVE"):
            pytest.fail("OPTCG_EXPECT_NATIVE=1 but optcg.rl._encoder_c is not loaded")
        pytest.skip("optcg.rl._encoder_c is not built here or OPTCG_PURE=1 "
                    "(python scripts/build_native.py --c-only builds it in place)")


def _compare(decks, games, seed):
    """(encodings compared, [(player, kind, first differing index)]): the C
    and the Python encoder, each kept across the positions of its games
    (the Python one incremental), at every decision, for both players."""
    found = []
    n = 0
    pair: dict[int, tuple[O.Encoder, O.Encoder]] = {}
    for k, (game, d) in enumerate(random_positions(decks, games, seed)):
        st = game.state
        c_enc, py_enc = pair.get(id(st.defs)) or pair.setdefault(
            id(st.defs), (O.Encoder(st.defs), O.Encoder(st.defs, native=False)))
        assert c_enc.native is not None and py_enc.native is None
        for p in ((0, 1) if k % 2 else (1, 0)):
            mine = d if d.player == p else None
            got, got_ids = c_enc.encode(st, p, mine, len(d.options))
            want, want_ids = py_enc.encode(st, p, mine, len(d.options))
            n += 1
            if got.tobytes() != want.tobytes() or got_ids.tobytes() != want_ids.tobytes():
                diff = np.flatnonzero(got != want)
                found.append((p, d.kind, int(diff[0]) if len(diff) else -1))
    return n, found


def test_c_rows_write_the_python_encoders_bytes_starter_decks():
    _need_c()
    n, found = _compare(BUILTIN, 12, seed=21)
    assert n > 2000
    assert found == []


def test_c_rows_write_the_python_encoders_bytes_tournament_decks(shared_dir):
    _need_c()
    decks = playable_meta_decks(shared_dir)
    if len(decks) < 2:
        pytest.skip("fewer than two fully automated tournament decks in ../shared")
    n, found = _compare(decks, 10, seed=22)
    assert n > 1000
    assert found == []


def _args(enc, st, player=0):
    seen = enc.seen[player]
    rows = [enc.hidden_row] * O.ROWS
    return [seen.buf, seen.ids, rows, enc._plain_rows_of[player], enc._fact_rows,
            enc._ids_list, enc._powers, st.area, st.rested, st.don, st.played_turn, st.owner,
            st.turn, st.turn_player, O._NO_CARDS, O._NO_CARDS, O._NO_CARDS, O._NO_CARDS,
            enc._hand_costs, st, O.stats.power, O.stats.cost, O.stats.keywords]


def test_c_rows_refuse_bad_input_with_python_errors():
    """A card number out of range, a short buffer, a wrong argument list or
    a list in place of a set raise, naming what is wrong; nothing crashes."""
    _need_c()
    game, _ = next(iter(random_positions(("st01", "st02"), 1, seed=3)))
    st = game.state
    enc = O.Encoder(st.defs)
    enc.encode(st, 0)
    c = enc.native
    good = _args(enc, st)
    assert c.write_rows(*good) is None
    bad = list(good)
    bad[2] = list(good[2])
    bad[2][0] = enc.hidden_row + 1
    with pytest.raises(IndexError, match="not in 0"):
        c.write_rows(*bad)
    bad[2][0] = -1
    with pytest.raises(IndexError):
        c.write_rows(*bad)
    bad = list(good)
    bad[0] = bytearray(8)
    with pytest.raises(ValueError, match="too small"):
        c.write_rows(*bad)
    bad = list(good)
    bad[0] = bytes(4 * O.OBSERVATION)       # read-only
    with pytest.raises((BufferError, TypeError)):
        c.write_rows(*bad)
    bad = list(good)
    bad[14] = []
    with pytest.raises(TypeError, match="sets"):
        c.write_rows(*bad)
    with pytest.raises(TypeError, match="arguments"):
        c.write_rows(*good[:-1])
    # a Leader row whose card's lists are too short for it
    bad = list(good)
    bad[2] = [st.leaders[0]] + [enc.hidden_row] * (O.ROWS - 1)
    bad[8] = []
    with pytest.raises(IndexError, match="rested"):
        c.write_rows(*bad)
    sides = [enc.seen[0].buf, 0, st.life, st.hand, st.deck, st.trash, st.don_deck,
             st.don_active, st.don_rested, st.don, st.leaders, st.chars, st.face_up]
    assert c.write_sides(*sides) is None
    with pytest.raises(ValueError, match="player 2"):
        c.write_sides(*sides[:1], 2, *sides[2:])
    with pytest.raises(IndexError, match="don"):
        c.write_sides(*sides[:9], [], *sides[10:])
    with pytest.raises(TypeError, match="pair"):
        c.write_sides(*sides[:2], [], *sides[3:])
    with pytest.raises(TypeError, match="arguments"):
        c.write_sides(*sides[:-1])


def test_optcg_pure_loads_the_python_encoder():
    env = {k: v for k, v in os.environ.items() if k != native.PURE_VARIABLE}
    env[native.PURE_VARIABLE] = "1"
    code = ("import json, sys, optcg.rl.observation as O\n"
            "print(json.dumps([O._NATIVE is None, 'optcg.rl._encoder_c' in sys.modules]))")
    result = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [True, False]


def test_the_c_source_is_listed_for_the_builds():
    assert ("optcg.rl._encoder_c", "optcg/rl/_encoder.c") in native.C_EXTENSIONS
    assert (ROOT / "src" / "optcg" / "rl" / "_encoder.c").is_file()
