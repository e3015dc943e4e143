"""The option table written in C (optcg.rl._options_c, where it is built)
holds the bytes the Python writer holds, and bad input raises a Python
exception naming what is wrong."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import weakref
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from rl_helpers import BUILTIN, playable_meta_decks, random_positions  # noqa: E402

from optcg import native  # noqa: E402
from optcg.engine.constants import ActionKind  # noqa: E402
from optcg.rl import options as O  # noqa: E402
from optcg.rl.actions import card_ref, known_refs, legal_ids  # noqa: E402
from optcg.rl.observation import Encoder  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _need_c():
    if O._NATIVE is None:
        if os.environ.get("OPTCG_EXPECT_NATIVE"):
            pytest.fail("OPTCG_EXPECT_NATIVE=1 but optcg.rl._options_c is not loaded")
        pytest.skip("optcg.rl._options_c is not built here or OPTCG_PURE=1 "
                    "(python scripts/build_native.py --c-only builds it in place)")


def _compare(decks, games, seed):
    """(tables compared, [(decision kind, which array)]): the C and the
    Python writer at every decision of random games, at a few table sizes,
    with and without the fixed ids (and given none, the ids they find are
    option_ids's) and the references known beforehand."""
    found = []
    n = 0
    encoders: dict[int, Encoder] = {}
    for k, (game, d) in enumerate(random_positions(decks, games, seed)):
        st = game.state
        enc = encoders.get(id(st.defs)) or encoders.setdefault(id(st.defs), Encoder(st.defs))
        step = d.purpose.step if d.purpose is not None else -1
        ids = list(legal_ids(st, d.player, d.options)) if k % 3 else [-1] * len(d.options)
        rows = (len(d.options), len(d.options) + 3, 128)[k % 3] if len(d.options) <= 128 else \
            len(d.options)
        known = known_refs(st, d.player) if k % 2 else None
        given = None if k % 4 == 0 else ids       # None: each writer finds them
        got = O.option_table(st, d.player, d.options, given, enc.facts, step, rows,
                             None, dict(known) if known is not None else None)
        want = O.option_table(st, d.player, d.options, given, enc.facts, step, rows,
                              enc.option_rows, dict(known) if known is not None else None,
                              native=False)
        n += 1
        for name, g, w in zip(("features", "mask", "ids", "refs"), got, want):
            if g.dtype != w.dtype or g.shape != w.shape or g.tobytes() != w.tobytes():
                found.append((d.kind, name))
        if given is None and list(got[2][:len(d.options)]) != \
                O.option_ids(st, d.player, d.options):
            found.append((d.kind, "ids found"))
    return n, found


def test_c_option_table_holds_the_python_bytes_starter_decks():
    _need_c()
    n, found = _compare(BUILTIN, 12, seed=31)
    assert n > 1000
    assert found == []


def test_c_option_table_holds_the_python_bytes_tournament_decks(shared_dir):
    _need_c()
    decks = playable_meta_decks(shared_dir)
    if len(decks) < 2:
        pytest.skip("fewer than two fully automated tournament decks in ../shared")
    n, found = _compare(decks, 10, seed=32)
    assert n > 500
    assert found == []


def test_c_option_table_hides_what_the_player_may_not_see():
    """An option naming a card the player cannot see (CR 3-1-5) shows no
    reference and no facts in C as in Python: here the opponent's cards in
    hand, named by made-up options."""
    _need_c()
    game, d = next(iter(random_positions(("st01", "st02"), 1, seed=4)))
    st = game.state
    enc = Encoder(st.defs)
    hidden = st.hand[1 - d.player][:3]
    options = [(ActionKind.PLAY, c, -1) for c in hidden] + \
        [(ActionKind.ATTACK, st.leaders[d.player], c) for c in hidden]
    got = O.option_table(st, d.player, options, [-1] * len(options), enc.facts, 0, 8)
    want = O.option_table(st, d.player, options, [-1] * len(options), enc.facts, 0, 8,
                          native=False)
    assert [g.tobytes() for g in got] == [w.tobytes() for w in want]
    feats, _, _, refs = got
    assert (refs[:3, 0] == -1).all() and (refs[3:6, 1] == -1).all()
    assert not feats[:3, O.C_CARD_FACTS:O.C_TARGET_FACTS].any()
    assert not feats[3:6, O.C_TARGET_FACTS:].any()


def _tables(seed, count):
    """`count` (state, decision, encoder) positions of a random starter game
    pair, each with its own clone of the state."""
    out = []
    for game, d in random_positions(("st01", "st02"), 2, seed=seed):
        g = game.clone()
        out.append((g.state, g.decision))
        if len(out) == count:
            break
    return out, Encoder(out[0][0].defs)


def _both(st, d, enc, rows=128):
    """The C and the Python tables of one position."""
    ids = list(legal_ids(st, d.player, d.options))
    step = d.purpose.step if d.purpose is not None else -1
    return (O.option_table(st, d.player, d.options, ids, enc.facts, step, rows),
            O.option_table(st, d.player, d.options, ids, enc.facts, step, rows, native=False))


def test_tables_kept_by_the_caller_are_never_written_over():
    """Every table handed out and still held keeps its bytes while later
    ones are written: the C writer reuses only arrays nobody holds."""
    _need_c()
    positions, enc = _tables(6, 60)
    kept = []
    for st, d in positions:
        got, want = _both(st, d, enc)
        kept.append((got, [w.tobytes() for w in want]))
    assert len({id(got[0]) for got, _ in kept}) == len(kept)
    assert all([g.tobytes() for g in got] == want for got, want in kept)


def test_a_dropped_table_is_written_again_to_the_bytes_of_a_new_one():
    """A table nobody holds any more is taken again, whatever its last
    holder wrote into it (every row, the padding too), and holds the Python
    writer's bytes; one that was reshaped or made read-only is let go, and
    one whose view is still held is not taken."""
    _need_c()
    positions, enc = _tables(7, 40)
    for k, (st, d) in enumerate(positions):
        got, want = _both(st, d, enc)
        assert [g.tobytes() for g in got] == [w.tobytes() for w in want]
        table = weakref.ref(got[0])
        for array in got:               # what a caller might do before dropping it
            array[...] = 7 if k % 2 else -1
        del got, want, array
        again, want = _both(*positions[(k + 1) % len(positions)], enc)
        assert again[0] is table(), "a table nobody holds is written again"
        assert [g.tobytes() for g in again] == [w.tobytes() for w in want]
        del again
    st, d = positions[0]
    got, _ = _both(st, d, enc)
    got[0].shape = (-1,)
    flat = weakref.ref(got[0])
    del got
    again, want = _both(st, d, enc)
    assert again[0] is not flat() and again[0].shape == want[0].shape
    assert [g.tobytes() for g in again] == [w.tobytes() for w in want]
    again[1].flags.writeable = False
    mask = weakref.ref(again[1])
    view = again[0][:3]
    before = view.tobytes()
    del again
    for st, d in positions[1:6]:
        got, want = _both(st, d, enc)
        assert got[1] is not mask() and not np.shares_memory(got[0], view)
        assert [g.tobytes() for g in got] == [w.tobytes() for w in want]
    assert view.tobytes() == before


def _write_args(st, d, enc, rows=8):
    return [rows, d.options, [-1] * len(d.options), enc.facts, 0, known_refs(st, d.player),
            card_ref, st, d.player]


def test_c_option_table_refuses_bad_input_with_python_errors():
    """Too few rows, an option that is no action, an unknown kind, a card
    beyond the fact table, too few ids, facts of the wrong type, a wrong
    argument count: each raises, naming what is wrong; nothing crashes."""
    _need_c()
    game, d = next(iter(random_positions(("st01", "st02"), 1, seed=5)))
    st = game.state
    enc = Encoder(st.defs)
    c = O._NATIVE
    good = _write_args(st, d, enc)
    assert len(c.write_options(*good)) == 4
    bad = list(good)
    bad[0] = 0
    with pytest.raises(ValueError, match="0 rows"):
        c.write_options(*bad)
    bad = list(good)
    bad[1] = [(ActionKind.PLAY, 0)]
    bad[2] = [-1]
    with pytest.raises(TypeError, match="option 0"):
        c.write_options(*bad)
    bad[1] = [("no such kind", 0, -1)]
    with pytest.raises(KeyError, match="unknown kind"):
        c.write_options(*bad)
    bad[1] = [(ActionKind.PLAY, len(st.defs) + 5, -1)]
    with pytest.raises(IndexError, match="fact table"):
        c.write_options(*bad)
    bad = list(good)
    bad[1] = [tuple(a) for a in d.options] * 3
    with pytest.raises(IndexError, match="option_ids"):
        c.write_options(*bad)
    bad[0] = len(bad[1]) - 1
    bad[2] = [-1] * len(bad[1])
    with pytest.raises(ValueError, match="options for"):
        c.write_options(*bad)
    bad = list(good)
    bad[3] = enc.facts.astype(np.float64)
    with pytest.raises(ValueError, match="float32"):
        c.write_options(*bad)
    bad = list(good)
    bad[5] = []
    with pytest.raises(TypeError, match="dict"):
        c.write_options(*bad)
    with pytest.raises(TypeError, match="arguments"):
        c.write_options(*good[:-1])
    # the tables written after the errors hold the right bytes
    got, want = _both(st, d, enc, 8)
    assert [g.tobytes() for g in got] == [w.tobytes() for w in want]


def test_optcg_pure_writes_the_option_table_in_python():
    env = {k: v for k, v in os.environ.items() if k != native.PURE_VARIABLE}
    env[native.PURE_VARIABLE] = "1"
    code = ("import json, sys, optcg.rl.options as O\n"
            "print(json.dumps([O._NATIVE is None, 'optcg.rl._options_c' in sys.modules]))")
    result = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [True, False]


def test_the_c_source_is_listed_for_the_builds():
    assert ("optcg.rl._options_c", "optcg/rl/_options.c") in native.C_EXTENSIONS
    assert (ROOT / "src" / "optcg" / "rl" / "_options.c").is_file()
