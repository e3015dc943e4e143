"""The events a reader gets do not depend on when the log is read.

The most frequent events are recorded raw and built only when the log is
read (engine/events/deferred.py).  Seeded games, starters and tournament
decks, read after every action and read once at the end, give the same
full and filtered streams and the same text; and the rule a DecisionAsked
cites without working out the decision's purpose (loop.ASKED_RULES) is the
one the purpose cites.  `benchmarks/event_streams.py` hashes the same
streams over a few hundred games, to compare two versions of the engine.
"""

from __future__ import annotations

import os
import random

import pytest

import optcg
from optcg.engine import events as E
from optcg.engine.events.deferred import settle
from optcg.engine.loop import ASKED_RULES, PURPOSE
from optcg.text import log_lines

from conftest import SHARED

META = SHARED / "decks" / "meta"
VIEWERS = (0, 1, None)


def _streams(g) -> dict:
    out = {"full": list(g.events), "text": log_lines(g, None, full=True)}
    for v in VIEWERS:
        out[v] = g.events_for(v)
        out[f"text {v}"] = log_lines(g, v)
    return out


def _play(a: str, b: str, seed: int, read_every_action: bool):
    g = optcg.new_game(a, b, seed=seed)
    choice = random.Random(seed).choice
    asked = 0
    while not g.over:
        d = g.state.decision
        rule = ASKED_RULES.get(d.kind)
        if rule is not None:     # the rule recorded for it, as its purpose cites it
            assert PURPOSE[d.kind](g.state).rule == rule, d
            asked += 1
        g.apply(choice(g.legal_actions()))
        if read_every_action:
            g.events
    return g, asked


def _pairs() -> list[tuple[str, str]]:
    pairs = [("st01", "st02"), ("st03", "st04"), ("st02", "st03")]
    if META.is_dir():
        from optcg.decks.meta import deck_status
        decks = sorted(str(META / f) for f in os.listdir(META) if f.endswith(".txt"))
        decks = [d for d in decks if deck_status(d)[0].automated]
        pairs += [(decks[k], decks[(k + 1) % len(decks)]) for k in range(0, len(decks), 3)]
    return pairs


def test_streams_read_late_equal_streams_read_after_every_action():
    asked = 0
    for k, (a, b) in enumerate(_pairs()):
        for seed in (k, 100 + k):
            eager, n = _play(a, b, seed, True)
            late, _ = _play(a, b, seed, False)
            asked += n
            assert _streams(late) == _streams(eager), (a, b, seed)
            assert all(type(e) is not tuple for e in late.events)
    assert asked > 50       # the decisions whose rule is taken from ASKED_RULES were met


def test_tournament_decks_are_played_when_the_reference_data_is_there():
    if not META.is_dir():
        pytest.skip(f"tournament deck lists not found at {META}")
    assert len(_pairs()) > 3


def test_a_raw_record_out_of_step_with_its_event_is_an_error_naming_it():
    log = [(E.KOd, 3, "8-4-3")]             # KOd has its card field too
    with pytest.raises(TypeError, match="event 0 of the log: KOd has 3 fields, recorded with 2"):
        settle(log, 0)


def test_a_log_is_settled_in_place_once():
    g = optcg.new_game("st01", "st02", seed=3)
    first = g.events
    assert g.events is first and g.events is g.state.log
    while not g.over and g.state.turn < 3:
        g.apply(g.legal_actions()[0])
    assert g.events is first and all(type(e) is not tuple for e in first)
