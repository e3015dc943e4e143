"""The Python option-table writer keeps its arrays and writes them again
once nothing outside holds them: a table a caller keeps is never written
over, and a table taken again holds, byte for byte, what a table built
from nothing holds (a reference built here with NumPy, column by column),
whatever its last holder did to it."""

from __future__ import annotations

import weakref

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from rl_helpers import BUILTIN, random_positions  # noqa: E402

from optcg.engine.constants import ActionKind  # noqa: E402
from optcg.rl import options as O  # noqa: E402
from optcg.rl.actions import ABILITY_SLOTS, REFS, card_ref, legal_ids  # noqa: E402
from optcg.rl.cards import FACTS  # noqa: E402
from optcg.rl.observation import Encoder  # noqa: E402


def _reference(st, player, options, ids, facts, step, rows):
    """The four arrays of an option table, from zeroed arrays, as
    docs/rl/actions.md describes the columns."""
    feats = np.zeros((rows, O.OPTION_FEATURES), dtype=np.float32)
    mask = np.zeros(rows, dtype=np.int8)
    out_ids = np.full(rows, -1, dtype=np.int64)
    refs = np.full((rows, 2), -1, dtype=np.int64)
    for k, (kind, card, target) in enumerate(options):
        row = feats[k]
        mask[k] = 1
        out_ids[k] = ids[k]
        row[O.C_KIND + O.ACTION_KINDS.index(kind)] = 1.0
        row[O.C_STEP] = (step + 1) / 5.0
        named = [(card, 0, O.C_CARD_REF, O.C_CARD_FACTS)]
        if kind in O._TARGET_IS_CARD:
            named.append((target, 1, O.C_TARGET_REF, O.C_TARGET_FACTS))
        elif kind in O._TARGET_IS_ABILITY:
            if 0 <= target < ABILITY_SLOTS:
                row[O.C_ABILITY + target] = 1.0
        elif target >= 0:
            row[O.C_NUMBER] = target / 10.0
        for c, side, ref_column, facts_column in named:
            if c < 0:
                continue
            ref = card_ref(st, player, c)
            if ref >= 0:
                refs[k, side] = ref
                row[ref_column] = (ref + 1) / REFS
            if ref != -1:           # -1: hidden from the player, no facts either
                row[facts_column:facts_column + FACTS] = facts[c]
    return feats, mask, out_ids, refs


def _positions(seed, games=3):
    """(state, decision, ids, step) of random starter games, each a clone."""
    out = []
    for game, d in random_positions(BUILTIN, games, seed):
        g = game.clone()
        st, d = g.state, g.decision
        step = d.purpose.step if d.purpose is not None else -1
        out.append((st, d, list(legal_ids(st, d.player, d.options)), step))
    return out


def _both(st, d, ids, step, enc, rows):
    """The Python writer's table and the reference, as bytes for the latter."""
    got = O.option_table(st, d.player, d.options, ids, enc.facts, step, rows, enc.option_rows,
                         native=False)
    want = _reference(st, d.player, d.options, ids, enc.facts, step, rows)
    return got, want


def _same(got, want):
    return all(g.dtype == w.dtype and g.shape == w.shape and g.tobytes() == w.tobytes()
               for g, w in zip(got, want))


def test_python_tables_hold_the_reference_bytes_and_kept_ones_are_never_written_over():
    """Every table (at 128 rows and at a size the options nearly fill) holds
    the reference's bytes; the tables kept (one in three) still hold them
    after all the later ones were written, and the others are taken again."""
    positions = _positions(41)
    enc = Encoder(positions[0][0].defs)
    kept = []
    taken = set()
    for k, (st, d, ids, step) in enumerate(positions):
        rows = 128 if k % 2 else max(len(d.options) + 1, 8)
        got, want = _both(st, d, ids, step, enc, rows)
        assert _same(got, want), (k, d.kind)
        taken.add(id(got[0].base))
        if k % 3 == 0:
            kept.append((got, [w.tobytes() for w in want]))
    assert len(positions) > 300
    assert all([g.tobytes() for g in got] == want for got, want in kept)
    # the arrays behind the tables handed out: far fewer than the tables
    assert len(taken) < len(positions) // 2


def test_a_dropped_python_table_holds_the_reference_whatever_its_holder_did():
    """A table nobody holds is taken again even when its holder wrote into
    every row (the padding too) and changed its views' shape and flags; a
    table of which a view is still held is not taken."""
    positions = _positions(42, games=1)
    enc = Encoder(positions[0][0].defs)
    for k, (st, d, ids, step) in enumerate(positions[:60]):
        got, want = _both(st, d, ids, step, enc, 128)
        assert _same(got, want)
        base = weakref.ref(got[0].base)
        for array in got:                   # what a caller might do before dropping it
            array[...] = 7 if k % 2 else -1
        got[0].shape = (-1,)
        got[1].flags.writeable = False
        del got, want, array
        again, want = _both(*positions[k + 1], enc, 128)
        assert again[0].base is base(), "a table nobody holds is written again"
        assert _same(again, want) and again[1].flags.writeable
        del again
    st, d, ids, step = positions[0]
    got, _ = _both(st, d, ids, step, enc, 128)
    view = got[0][:3]
    before = view.tobytes()
    del got
    for st, d, ids, step in positions[1:9]:
        got, want = _both(st, d, ids, step, enc, 128)
        assert not np.shares_memory(got[0], view) and _same(got, want)
    assert view.tobytes() == before


def test_a_dropped_python_table_written_in_one_padding_byte_is_zeroed_again():
    """A holder that wrote a single byte somewhere in the padding (the first
    padding row left zero) before dropping its table: the table taken again
    holds the reference's bytes, wherever that byte was."""
    positions = _positions(46, games=1)
    enc = Encoder(positions[0][0].defs)
    rows = 128
    written = 0
    for k, (st, d, ids, step) in enumerate(positions[:80]):
        got, want = _both(st, d, ids, step, enc, rows)
        assert _same(got, want)
        base = weakref.ref(got[0].base)
        table = got[0].view(np.uint8).reshape(-1)
        first = (len(d.options) + 1) * O._ROW_BYTES          # past the first padding row
        table[first + k * 997 % (table.size - first)] = 1 + k % 255
        del got, want, table
        again, want = _both(*positions[k + 1], enc, rows)
        assert _same(again, want), k
        written += again[0].base is base()
        del again
    assert written > 40         # the tables written into were taken again


def test_python_table_hides_what_the_player_may_not_see():
    """An option naming a card the player cannot see (CR 3-1-5) shows no
    reference and no facts, on arrays written before with visible cards."""
    positions = _positions(43, games=1)
    st, d, ids, step = positions[5]
    enc = Encoder(st.defs)
    mine = [a for a in d.options if a.card >= 0] or list(d.options)
    hidden = st.hand[1 - d.player][:3]
    options = [tuple(a) for a in mine] + [(ActionKind.PLAY, c, -1) for c in hidden]
    for _ in range(3):
        got = O.option_table(st, d.player, options, [-1] * len(options), enc.facts, 0, 16,
                             native=False)
        want = _reference(st, d.player, options, [-1] * len(options), enc.facts, 0, 16)
        assert _same(got, want)
    feats, _, _, refs = got
    first = len(mine)
    assert (refs[first:first + len(hidden), 0] == -1).all()
    assert not feats[first:first + len(hidden), O.C_CARD_FACTS:].any()


def test_python_tables_given_no_ids_find_the_ids_of_option_ids():
    """Given no ids, the Python writer finds each option's fixed id (-1
    where the fixed ids cannot name it) with its row: option_ids's ids at
    every position, the second time from the rows it keeps, and the table
    otherwise the one written with the ids given."""
    positions = _positions(44)
    enc = Encoder(positions[0][0].defs)
    for _ in range(2):
        for st, d, ids, step in positions:
            n = len(d.options)
            got = O.option_table(st, d.player, d.options, None, enc.facts, step, 128,
                                 enc.option_rows, native=False)
            assert list(got[2][:n]) == O.option_ids(st, d.player, d.options) == ids
            assert (got[2][n:] == -1).all()
            got = [a.tobytes() for a in got]
            given = O.option_table(st, d.player, d.options, ids, enc.facts, step, 128,
                                   native=False)
            assert got == [a.tobytes() for a in given]
