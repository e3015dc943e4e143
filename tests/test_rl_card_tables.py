"""The encoders of games of one deck pair share their cards' tables
(optcg.rl.card_tables): built once, never written, and each encoder still
writes the bytes of an encoder with tables of its own while another game of
the pair plays on."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.rl import card_tables as T  # noqa: E402
from optcg.rl.core import Match  # noqa: E402
from optcg.rl.observation import Encoder  # noqa: E402


def _tables(enc: Encoder) -> tuple:
    # (the pairs of lists by observing player are compared list by list: the
    # compiled encoder hands out a new tuple of them at each read)
    return (enc.facts, enc.ids, enc._fact_arrays, enc._fact_rows, enc._fact_views,
            enc._ids_list, enc._powers, enc._hand_cost_flags, enc.plain, *enc._plain_arrays_of,
            *enc._plain_rows_of, enc.option_rows, enc._heads, enc._asks, enc._touched_of)


def _started(decks, seed: int) -> Match:
    m = Match(decks=decks)
    m.start(np.random.default_rng(seed))
    m.observe(0)            # the printed rows follow the owners, met at the first encoding
    return m


def _play(m: Match, own: Encoder, rng: random.Random, decisions: int) -> int:
    """Play `decisions` random answers in `m`, checking at each that what
    its encoder writes for both players is what `own` writes; the number
    of encodings compared."""
    compared = 0
    for _ in range(decisions):
        st = m.state
        if st.result is not None:
            break
        for p in (0, 1):
            d = m.decision_for(p)
            got = m.observe(p)
            want, want_ids = own.encode(st, p, d, len(d.options) if d is not None else 0)
            assert got["observation"].tobytes() == want.tobytes()
            assert got["card_ids"].tobytes() == want_ids.tobytes()
            compared += 1
        options = m.game.legal_actions()
        m.apply_action(options[rng.randrange(len(options))])
    return compared


def test_two_games_of_one_deck_pair_share_their_tables_and_encode_as_unshared_ones(monkeypatch):
    a, b = _started(("st01", "st02"), 1), _started(("st01", "st02"), 2)
    assert a.encoder is not b.encoder
    assert a.state.seed != b.state.seed
    for mine, theirs in zip(_tables(a.encoder), _tables(b.encoder)):
        assert mine is theirs
    assert not a.encoder.facts.flags.writeable and not a.encoder.plain.flags.writeable
    facts = a.encoder.facts.tobytes()
    plain = a.encoder.plain.tobytes()
    rows = [bytes(r) for r in a.encoder._fact_arrays + a.encoder._fact_rows]
    # encoders with tables of their own: the cache of tables emptied
    monkeypatch.setattr(T, "_TABLES", {})
    own_a = Encoder(a.state.defs, native=False)
    own_b = Encoder(b.state.defs, native=False)
    for mine, theirs in zip(_tables(own_b), _tables(b.encoder)):
        assert mine is not theirs
    rng = random.Random(5)
    # one game plays on, then the other, then both in turn
    compared = _play(a, own_a, rng, 150) + _play(b, own_b, rng, 150)
    for _ in range(5):
        compared += _play(a, own_a, rng, 20) + _play(b, own_b, rng, 20)
    assert compared > 600
    # nothing wrote the shared tables
    assert a.encoder.facts.tobytes() == facts and b.encoder.plain.tobytes() == plain
    assert [bytes(r) for r in b.encoder._fact_arrays + b.encoder._fact_rows] == rows


def test_a_new_game_of_a_pair_met_builds_no_tables_and_another_pair_has_its_own():
    a = _started(("st01", "st02"), 3)
    again = _started(("st01", "st02"), 4)
    assert again.encoder.facts is a.encoder.facts
    for mine, theirs in zip((*again.encoder._plain_arrays_of, *again.encoder._plain_rows_of),
                            (*a.encoder._plain_arrays_of, *a.encoder._plain_rows_of)):
        assert mine is theirs
    for decks in (("st01", "st03"), ("st02", "st01")):
        other = _started(decks, 3)
        for mine, theirs in zip(_tables(a.encoder), _tables(other.encoder)):
            assert mine is not theirs
        assert other.encoder.facts.tobytes() != a.encoder.facts.tobytes()
