"""Simulation at scale (optcg.simulation): seeds, records, statistics, the
SQLite store, backends, the gauntlet and its report."""

from __future__ import annotations

import csv
import sqlite3

import pytest

from optcg.simulation import (DECK_A, DECK_B, DRAW, Deck, GameRecord, LocalBackend,
                              Matchup, Rate, ResultStore, ResultStoreError, Summary,
                              game_seed, simulate, wilson)
from optcg.simulation import games as games_module
from optcg.simulation.export import ExportError, export
from optcg.simulation.gauntlet import gauntlet, unique_labels
from optcg.simulation.run import batches


@pytest.fixture(scope="module")
def decks():
    return {name: Deck.load(name) for name in ("st01", "st02", "st03")}


@pytest.fixture(scope="module")
def matchup(decks):
    return Matchup(decks["st01"], decks["st02"], "greedy", "random", master_seed=7)


def record(index, winner, a_first, turns=9, mull_a=False, reason="life"):
    return GameRecord(index, game_seed(0, index), index % 2, a_first, winner, reason,
                      turns, mull_a, False, 100)


# -- seeds --------------------------------------------------------------------

def test_game_seeds_depend_on_the_master_seed_and_the_game_only():
    assert game_seed(3, 10) == game_seed(3, 10)
    seeds = {game_seed(3, i) for i in range(1000)}
    assert len(seeds) == 1000                        # no collision in a run
    assert game_seed(3, 0) != game_seed(4, 0)
    assert all(0 <= s < 2**31 for s in seeds)


# -- statistics -----------------------------------------------------------------

def test_wilson_interval_known_values():
    lo, hi = wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    assert wilson(0, 0) == (0.0, 1.0)
    assert str(Rate(62, 100)).startswith("62.0% [")


def test_summary_splits_going_first_and_second_and_counts_reasons():
    records = [record(0, DECK_A, True), record(1, DECK_A, False, mull_a=True),
               record(2, DECK_B, True, turns=11, reason="deck_out"),
               record(3, DRAW, False, reason="unfinished"), record(4, DECK_B, False)]
    s = Summary.of(records)
    assert (s.games, s.wins_a, s.wins_b, s.draws) == (5, 2, 2, 1)
    assert (s.a_first.wins, s.a_first.games) == (1, 2)
    assert (s.a_second.wins, s.a_second.games) == (1, 3)
    assert (s.b_first.wins, s.b_first.games) == (1, 3)     # B first = A second
    assert (s.b_second.wins, s.b_second.games) == (1, 2)
    assert s.reasons == {"life": 3, "deck_out": 1, "unfinished": 1}
    assert s.average_turns == pytest.approx((9 * 4 + 11) / 5)
    assert s.mulligan_rate(DECK_A) == pytest.approx(0.2) and s.mulligan_rate(DECK_B) == 0


# -- games ----------------------------------------------------------------------

def test_decks_carry_their_numbers_and_a_digest_of_their_contents(decks):
    d = decks["st01"]
    assert d.label == "st01" and d.numbers[0] == "ST01-001" and len(d.numbers) == 51
    shuffled = Deck("x", d.numbers[:1] + tuple(reversed(d.numbers[1:])))
    assert shuffled.digest == d.digest and decks["st02"].digest != d.digest
    assert not d.unimplemented()


def test_a_game_record_is_told_from_deck_a_side(matchup):
    even, odd = games_module.play_game(matchup.task(0)), games_module.play_game(matchup.task(1))
    assert (even.a_seat, odd.a_seat) == (0, 1)
    for r in (even, odd):
        assert r.winner in (DECK_A, DECK_B) and r.reason == "life" and r.turns > 0
        assert r.a_first is not None and r.actions > 0 and not r.error
    assert games_module.play_game(matchup.task(1)) == odd          # the same game again


def test_a_game_that_raises_is_recorded_not_fatal(matchup, monkeypatch):
    def broken(name, seed=None):
        raise RuntimeError("agent exploded")
    monkeypatch.setattr(games_module, "make_agent", broken)
    r = games_module.play_game(matchup.task(0))
    assert r.winner == DRAW and r.reason == "error" and "agent exploded" in r.error


def test_a_game_without_end_is_stopped_and_recorded_unfinished(matchup, monkeypatch):
    monkeypatch.setattr(games_module, "MAX_ACTIONS", 5)
    r = games_module.play_game(matchup.task(0))
    assert (r.winner, r.reason, r.actions) == (DRAW, "unfinished", 5)


# -- runs: reproducible whatever the workers ---------------------------------------

def test_batches_cover_every_game_once(matchup):
    todo = list(range(0, 103, 1))
    cut = batches(matchup, todo, workers=2)
    assert sorted(i for b in cut for i in b.indices) == todo
    assert max(len(b.indices) for b in cut) <= 50


def test_batches_of_fast_agents_are_larger_and_of_searching_agents_stay_small(matchup):
    todo = list(range(4000))
    fast = batches(matchup, todo, workers=2)              # greedy v greedy
    assert max(len(b.indices) for b in fast) == 200
    searching = Matchup(matchup.deck_a, matchup.deck_b, "search-easy", "greedy", 1)
    assert max(len(b.indices) for b in batches(searching, todo, workers=2)) == 50
    for cut in (fast, batches(searching, todo, workers=2)):
        assert sorted(i for b in cut for i in b.indices) == todo


def test_the_same_master_seed_gives_the_same_games_on_any_number_of_workers(matchup):
    one = simulate(matchup, 12)
    with LocalBackend(2) as backend:
        two = simulate(matchup, 12, backend=backend, batch_size=1)
    assert one.records == two.records
    assert [r.index for r in one.records] == list(range(12))
    other = simulate(Matchup(matchup.deck_a, matchup.deck_b, "greedy", "random", 8), 12)
    assert [r.seed for r in other.records] != [r.seed for r in one.records]


def test_greedy_beats_random_in_a_short_run(matchup):
    # a sanity check of the whole chain, not the strength benchmark
    s = simulate(matchup, 20).summary
    assert s.wins_a > s.wins_b


# -- the store ----------------------------------------------------------------------

def test_a_stored_run_is_resumed_not_played_again(matchup, tmp_path):
    path = tmp_path / "r.db"
    with ResultStore(path) as store:
        first = simulate(matchup, 6, store=store)
        assert (first.played, first.resumed) == (6, 0)
    with ResultStore(path) as store:                      # a new session, the same file
        second = simulate(matchup, 10, store=store)
        assert (second.played, second.resumed) == (4, 6)
        assert second.records == simulate(matchup, 10).records
        (info,) = store.runs()
        assert (info.games_stored, info.games_requested) == (10, 10)
        assert store.records(info.id) == second.records


def test_another_matchup_is_another_run(matchup, decks, tmp_path):
    with ResultStore(tmp_path / "r.db") as store:
        simulate(matchup, 2, store=store)
        simulate(Matchup(decks["st01"], decks["st03"], "greedy", "random", 7), 2, store=store)
        assert [(r.label_a, r.label_b) for r in store.runs()] == [("st01", "st02"),
                                                                   ("st01", "st03")]


def test_the_store_refuses_another_schema_version_and_non_sqlite_files(tmp_path):
    path = tmp_path / "old.db"
    ResultStore(path).close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE meta SET value='99' WHERE key='schema_version'")
    with pytest.raises(ResultStoreError, match="schema version 99"):
        ResultStore(path)
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not a database" * 100)
    with pytest.raises(ResultStoreError, match="not an optcg results file"):
        ResultStore(junk)


def test_export_to_csv_and_parquet(matchup, tmp_path):
    with ResultStore(tmp_path / "r.db") as store:
        simulate(matchup, 4, store=store)
        assert export(store, tmp_path / "g.csv") == 4
        rows = list(csv.DictReader((tmp_path / "g.csv").open()))
        assert [r["idx"] for r in rows] == ["0", "1", "2", "3"]
        assert {r["label_a"] for r in rows} == {"st01"}
        assert {r["winner"] for r in rows} <= {DECK_A, DECK_B, DRAW}
        with pytest.raises(ExportError, match="format"):
            export(store, tmp_path / "g.xlsx")
        pq = pytest.importorskip("pyarrow.parquet", reason="pyarrow is not installed")
        assert export(store, tmp_path / "g.parquet") == 4
        table = pq.read_table(tmp_path / "g.parquet")
        assert table.num_rows == 4 and table.column("idx").to_pylist() == [0, 1, 2, 3]


# -- the gauntlet -----------------------------------------------------------------

def test_gauntlet_matrix_is_consistent_and_the_report_is_written(decks, tmp_path):
    pytest.importorskip("matplotlib", reason="matplotlib is not installed")
    from optcg.simulation.report import write_report
    g = gauntlet([decks["st01"], decks["st02"], decks["st03"]], 4, agent="random",
                 master_seed=1)
    m = g.matrix()
    assert [m[i][i] for i in range(3)] == [None, None, None]
    for i in range(3):
        for j in range(3):
            if i != j:
                draws = g.results[min(i, j), max(i, j)].summary.draws
                assert m[i][j] + m[j][i] + draws / 4 == pytest.approx(1.0)
    assert sum(r.games for _, r in g.standings()) == 3 * 2 * 4
    paths = write_report(g, tmp_path / "out")
    for name in ("heatmap", "standings", "lengths"):
        assert paths[name].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    page = paths["html"].read_text()
    assert page.count("data:image/png;base64,") == 3 and "<script" not in page
    assert "src=\"http" not in page and "st03" in page


def test_gauntlet_labels_are_made_unique(decks):
    d = decks["st01"]
    assert [x.label for x in unique_labels([d, d, decks["st02"]])] == [
        "st01", "st01 #2", "st02"]


# -- Ray --------------------------------------------------------------------------

def test_the_ray_backend_gives_the_local_results(matchup):
    pytest.importorskip("ray", reason="Ray is not installed (pip install 'optcg[ray]')")
    from optcg.simulation import RayBackend
    with RayBackend(workers=2) as backend:
        on_ray = simulate(matchup, 8, backend=backend, batch_size=2)
    assert on_ray.records == simulate(matchup, 8).records
