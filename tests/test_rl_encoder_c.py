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


def test_c_encoder_kept_across_states_writes_a_fresh_encoders_bytes():
    """One C encoder kept over the positions of several games (its memory of
    what it wrote carried from step to step), handed now and then a clone,
    a determinized state (the hidden cards dealt again) and then the game
    again, for both players, its arrays taken without a copy: every encoding
    is the bytes a fresh Python encoder writes."""
    _need_c()
    from optcg.engine.determinize import determinize

    kept: dict[int, O.Encoder] = {}
    found = []
    n = elsewhere = 0
    for k, (game, d) in enumerate(random_positions(BUILTIN, 8, seed=31)):
        st = game.state
        enc = kept.get(id(st.defs)) or kept.setdefault(id(st.defs), O.Encoder(st.defs))
        for p in ((0, 1) if k % 3 else (1, 0)):
            target = st
            if k % 13 == 0:
                target = game.clone().state
            elif k % 11 == 0:
                target = determinize(st, p, seed=k)
            elsewhere += target is not st
            mine = d if d.player == p else None
            got, got_ids = enc.encode(target, p, mine, len(d.options), copy=False)
            want, want_ids = O.Encoder(st.defs, native=False).encode(target, p, mine,
                                                                     len(d.options))
            n += 1
            if got.tobytes() != want.tobytes() or got_ids.tobytes() != want_ids.tobytes():
                diff = np.flatnonzero(got != want)
                found.append((k, p, d.kind, int(diff[0]) if len(diff) else -1))
    assert n > 1500 and elsewhere > 200
    assert found == []


def _args(enc, st, player=0):
    """encode()'s arguments as Encoder._encode_native passes them, with no
    decision asked and no card looked at or shown."""
    seen = enc.seen[player]
    head = enc._head_bytes((st.turn, st.turn_player == player, st.first_player == player,
                            st.phase, st.step))
    return [seen.buf, seen.mv_ids, bytearray(O._MEMO_SIZE), player, enc._plain_rows_of[player],
            enc._fact_rows, enc._ids_list, enc._powers, enc._hand_cost_flags, head, None, 0,
            None, None, st.area, st.rested, st.don, st.played_turn, st.owner, st.turn,
            st.turn_player, st.leaders, st.chars, st.stage, st.hand, st.life, st.face_up,
            st.trash, st.deck, st.don_deck, st.don_active, st.don_rested, O._NO_CARDS,
            O._NO_CARDS, O._NO_CARDS, O._NO_CARDS, st, O.stats.power, O.stats.cost,
            O.stats.keywords]


def test_c_encoder_refuses_bad_input_with_python_errors():
    """A card number out of range, a short buffer, a wrong memory, a wrong
    argument list or a list in place of a set raise, naming what is wrong;
    nothing crashes, and a failed call leaves the memory to write all again."""
    _need_c()
    game, _ = next(iter(random_positions(("st01", "st02"), 1, seed=3)))
    st = game.state
    enc = O.Encoder(st.defs)
    want, _ = enc.encode(st, 0)
    c = enc.native
    good = _args(enc, st)
    assert c.encode(*good) is None
    assert enc.seen[0].out.tobytes() == want.tobytes()

    def bad(k, value, error, match=None):
        args = list(good)
        args[k] = value
        with pytest.raises(error, match=match):
            c.encode(*args)

    bad(12, [enc.hidden_row + 1], IndexError, "not in 0")     # a card looked at
    bad(13, [-2], IndexError)                                  # a card shown
    bad(0, bytearray(8), ValueError, "too small")
    bad(0, bytes(4 * O.OBSERVATION), (BufferError, TypeError))     # read-only
    bad(2, bytearray(8), ValueError, "memo")
    bad(3, 2, ValueError, "player 2")
    bad(9, bytearray(3), ValueError, "head")
    bad(32, [], TypeError, "sets")
    bad(8, frozenset(), TypeError, "bytes")
    bad(16, [], IndexError, "don")
    bad(23, [], TypeError, "pair")
    with pytest.raises(TypeError, match="arguments"):
        c.encode(*good[:-1])
    # a failed call asks for every row again: a memory that saw the failure
    # then writes the same bytes as a fresh one
    memo = good[2]
    args = list(good)
    args[12] = [enc.hidden_row + 1]
    with pytest.raises(IndexError):
        c.encode(*args)
    seen = enc.seen[0]
    seen.buf[:] = bytes(len(seen.buf))
    assert c.encode(*good) is None and args[2] is memo
    assert seen.out.tobytes() == want.tobytes()


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
