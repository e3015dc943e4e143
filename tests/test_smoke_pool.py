"""The pool-wide smoke run (optcg.cards.smoke) and the tournament-deck report
(optcg.decks.meta), and their commands."""

from __future__ import annotations

import json
import random
import shutil

import pytest
from typer.testing import CliRunner

from optcg.cards.smoke import (
    SmokePool,
    automated_numbers,
    build_deck,
    don_needed,
    game_seed,
    smoke_card,
    smoke_game,
    smoke_pool,
)
from optcg.cli.main import app
from optcg.decks import DeckEntry, DeckList, load_deck, validate_deck
from optcg.cards.database import default_database
from optcg.cards.defs import card_def
from optcg.decks.meta import deck_status, meta_report
from optcg.engine.effects.language import ON_PLAY, Ability, Python
from optcg.testing import InvariantError, check_invariants, custom_card

runner = CliRunner()

# Starter cards verified by their own tests: a sample that must smoke clean.
CLEAN = ("ST01-012", "ST01-004", "ST02-007", "ST03-004", "ST04-004", "ST01-001")


def _boom(st, frame):
    raise RuntimeError("smoke test: a deliberately broken card")


def _corrupt(st, frame):
    # lists the Leader in its owner's hand too: a card in two places
    st.hand[frame.ctl].append(st.leaders[frame.ctl])


BROKEN = custom_card("TEST-901", "Broken on play", "Character",
                     Ability(ON_PLAY, steps=(Python(_boom, "Explode."),)),
                     cost=1, power=1000, colors=("Red",))
CORRUPTING = custom_card("TEST-902", "Corrupts the state", "Character",
                         Ability(ON_PLAY, steps=(Python(_corrupt, "Corrupt."),)),
                         cost=1, power=1000, colors=("Red",))


@pytest.fixture(scope="module")
def pool() -> SmokePool:
    return SmokePool()


def _decklist(leader, cards) -> DeckList:
    counts: dict[str, int] = {}
    for d in cards:
        counts[d.number] = counts.get(d.number, 0) + 1
    return DeckList(DeckEntry(1, leader.number, 1),
                    [DeckEntry(c, n, k + 2) for k, (n, c) in enumerate(counts.items())])


def test_decks_built_around_a_card_are_legal_and_hold_it_four_times(pool):
    """CR 5-1-2: one Leader of the card's colors, 50 cards, at most 4 of each;
    a Leader under test leads the deck itself."""
    rng = random.Random(3)
    subjects = ["ST01-012", "OP01-016", "ST04-004", "ST01-001"]
    subjects += rng.sample([n for n in automated_numbers() if n not in subjects], 12)
    for number in subjects:
        from optcg.cards.defs import card_def
        d = card_def(number)
        built = build_deck(d, pool, random.Random(number))
        assert built is not None, number
        leader, cards, fallback = built
        assert len(cards) == 50
        assert validate_deck(_decklist(leader, cards)) == [], number
        if d.is_leader:
            assert leader is d
        else:
            assert cards.count(d) == 4
            assert not fallback or not any(x.implemented and set(d.colors) <= set(x.colors)
                                           for x in pool.leaders)


def test_a_card_no_leader_can_hold_is_skipped_not_failed(pool):
    rainbow = custom_card("TEST-903", "Every color", "Character",
                          colors=("Red", "Green", "Blue", "Purple", "Black", "Yellow"))
    result = smoke_card(rainbow, games=2, pool=pool)
    assert result.games == 0 and not result.failures
    assert "no legal deck" in result.skipped


def test_smoke_sample_runs_clean_and_counts_plays_and_resolutions():
    report = smoke_pool(list(CLEAN), games=3, seed=11, jobs=1)
    assert [c.number for c in report.cards] == list(CLEAN)
    assert report.games == 3 * len(CLEAN)
    assert report.failures == []
    for c in report.cards:
        assert c.games == c.finished == 3
        assert c.actions > 0
    by = {c.number: c for c in report.cards}
    # ST04-004 Kaido [On Play] and ST01-012 Luffy [DON!! x2][When Attacking]
    # are played and their abilities resolve
    assert by["ST04-004"].plays > 0 and by["ST04-004"].abilities[0][1] > 0
    assert by["ST01-012"].plays > 0 and by["ST01-012"].activations > 0
    assert by["ST01-001"].category == "Leader" and by["ST01-001"].plays == 0
    doc = json.loads(json.dumps(report.to_json()))
    assert doc["format"] == 1 and doc["summary"]["cards"] == len(CLEAN)
    assert doc["summary"]["failures"] == 0


def test_don_needed_reads_the_don_requirements():
    from optcg.cards.defs import card_def
    assert don_needed(card_def("ST01-012")) == 2      # [DON!! x2] [When Attacking]
    assert don_needed(card_def("ST04-004")) == 0


def test_a_card_that_raises_is_reported_with_seed_error_and_suspect():
    report = smoke_pool(["ST01-004", BROKEN], games=3, seed=5, jobs=1)
    clean, broken = report.cards
    assert clean.failures == []
    assert broken.number == "TEST-901" and broken.games == 3
    assert broken.failures, "the broken card was never played"
    f = broken.failures[0]
    assert f.kind == "exception"
    assert "RuntimeError: smoke test: a deliberately broken card" in f.error
    assert f.where.endswith("in _boom")
    assert f.suspect == "TEST-901"
    assert f.seed in {game_seed(5, "TEST-901", k) for k in range(3)}
    assert "RuntimeError" in f.traceback
    assert [c.number for c, _ in report.failures] == ["TEST-901"] * len(broken.failures)
    assert report.suspects()[0][0] == "TEST-901"
    # the seed reproduces the same failure on its own
    again = smoke_game(BROKEN, f.seed)
    assert again.failure is not None
    assert (again.failure.error, again.failure.step) == (f.error, f.step)


def test_a_card_that_breaks_an_invariant_is_reported():
    result = smoke_card(CORRUPTING, games=3, seed=2)
    assert result.failures
    f = result.failures[0]
    assert f.kind == "invariant"
    assert "in two places" in f.error or "listed in hand" in f.error


def test_check_invariants_catches_a_card_in_two_places():
    import optcg
    g = optcg.new_game("st01", "st02", seed=1, log=False)
    check_invariants(g)
    g.state.hand[0].append(g.state.deck[0][0])
    with pytest.raises(InvariantError):
        check_invariants(g)


def test_a_game_that_does_not_end_is_a_failure():
    result = smoke_card("ST01-004", games=1, seed=0, max_actions=10)
    assert [f.kind for f in result.failures] == ["no_end"]


def test_parallel_run_matches_the_serial_one():
    cards = ["ST01-004", "ST02-007", "ST03-004"]
    one = smoke_pool(cards, games=2, seed=7, jobs=1)
    two = smoke_pool(cards, games=2, seed=7, jobs=2)
    assert two.jobs == 2
    key = [(c.number, c.games, c.plays, c.activations, c.actions) for c in one.cards]
    assert key == [(c.number, c.games, c.plays, c.activations, c.actions) for c in two.cards]


def test_test_cards_need_one_process():
    with pytest.raises(ValueError, match="jobs=1"):
        smoke_pool([BROKEN, "ST01-004"], games=1, jobs=2)


def test_cli_smoke_writes_json_and_replays_a_game(tmp_path):
    out = tmp_path / "smoke.json"
    result = runner.invoke(app, ["cards", "smoke", "ST01-004", "ST04-004", "--games", "2",
                                 "--jobs", "1", "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "2 cards, 4 games" in result.output and "0 failed" in result.output
    doc = json.loads(out.read_text())
    assert [c["number"] for c in doc["cards"]] == ["ST01-004", "ST04-004"]
    seed = game_seed(0, "ST04-004", 1)
    result = runner.invoke(app, ["cards", "smoke", "ST04-004", "--game-seed", str(seed)])
    assert result.exit_code == 0, result.output
    assert f"ST04-004 game {seed}" in result.output


def test_cli_smoke_rejects_unknown_cards_and_empty_sets():
    result = runner.invoke(app, ["cards", "smoke", "ZZ99-999"])
    assert result.exit_code == 2
    result = runner.invoke(app, ["cards", "smoke", "--set", "NOPE99"])
    assert result.exit_code == 2


# -- the tournament-deck report ------------------------------------------------

def _write_starters(folder):
    folder.mkdir()
    for name in ("st01", "st02", "st03"):
        (folder / f"{name}.txt").write_text(load_deck(name).to_text())
    return folder


def test_meta_report_round_robin_of_automated_decks(tmp_path):
    folder = _write_starters(tmp_path / "decks")
    (folder / "short.txt").write_text("1xST01-001\n4xST01-004\n")      # 4 cards: illegal
    report = meta_report(folder, games=2, agent="random", seed=3)
    names = [d.name for d in report.decks]
    assert names == ["short", "st01", "st02", "st03"]
    assert [d.name for d in report.automated] == ["st01", "st02", "st03"]
    short = report.decks[0]
    assert not short.legal and not short.automated and short.problems
    assert len(report.matches) == 3                    # 3 pairs
    assert all(m.games + len(m.errors) == 2 for m in report.matches)
    assert all(m.errors == [] for m in report.matches)
    standings = report.standings()
    assert sorted(r[0] for r in standings) == ["st01", "st02", "st03"]
    assert sum(w for _, w, _, _ in standings) == sum(lo for _, _, lo, _ in standings)
    assert sum(w + lo + d for _, w, lo, d in standings) == 2 * 3 * 2
    doc = json.loads(json.dumps(report.to_json()))
    assert doc["summary"]["automated"] == ["st01", "st02", "st03"]


def test_meta_report_with_no_games_lists_the_automation_status_only(tmp_path):
    folder = _write_starters(tmp_path / "decks")
    report = meta_report(folder, games=0)
    assert [d.name for d in report.automated] == ["st01", "st02", "st03"]
    assert report.matches == []
    assert json.loads(json.dumps(report.to_json()))["summary"]["automated"] == [
        "st01", "st02", "st03"]
    with pytest.raises(ValueError, match="games must be 0 or more"):
        meta_report(folder, games=-1)


def test_cli_meta_report_with_no_games_plays_nothing(tmp_path):
    folder = _write_starters(tmp_path / "decks")
    result = runner.invoke(app, ["deck", "meta-report", str(folder), "--games", "0"])
    assert result.exit_code == 0, result.output
    assert "3 fully automated" in result.output and "not played (--games 0)" in result.output
    assert "Win rate" not in result.output


def test_meta_report_of_the_tournament_decks(shared_dir, tmp_path):
    meta = shared_dir / "decks" / "meta"
    if not meta.is_dir():
        pytest.skip(f"no tournament decks at {meta}")
    report = meta_report(meta, games=1)
    assert len(report.decks) == len(list(meta.glob("*.txt")))
    assert all(d.legal for d in report.decks), [d.problems for d in report.decks if d.problems]
    for d in report.decks:
        status, deck = deck_status(d.path)
        assert status == d
        from optcg.cards.defs import card_def
        every = set(deck.counts()) | {deck.leader.number}
        blocked = {n for n in every if not card_def(n).implemented}
        assert {n for n, _, _ in d.missing} == blocked
        assert d.automated == (not blocked)
    pairs = len(report.automated) * (len(report.automated) - 1) // 2
    assert len(report.matches) == pairs
    blockers = report.blocking_cards()
    assert sum(k for _, _, k, _ in blockers) == sum(len(d.missing) for d in report.decks)
    # an illegal real list is reported, not played
    invalid = shared_dir / "decks" / "invalid"
    if invalid.is_dir():
        folder = tmp_path / "mixed"
        folder.mkdir()
        bad = min(invalid.glob("*.txt"))
        shutil.copy(bad, folder / bad.name)
        mixed = meta_report(folder, games=1)
        assert not mixed.decks[0].legal and mixed.matches == []


def test_cli_meta_report(tmp_path):
    folder = _write_starters(tmp_path / "decks")
    out = tmp_path / "meta.json"
    result = runner.invoke(app, ["deck", "meta-report", str(folder), "--games", "1",
                                 "--agent", "random", "--jobs", "1", "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "3 fully automated" in result.output
    assert "Round robin" in result.output
    doc = json.loads(out.read_text())
    assert len(doc["matches"]) == 3 and len(doc["standings"]) == 3
    result = runner.invoke(app, ["deck", "meta-report", str(tmp_path / "missing")])
    assert result.exit_code == 2


def _partly_unautomated(name: str, db) -> DeckList:
    """Starter `name` with its first main-deck entry swapped for as many copies
    of an unautomated Character of its Leader's color: every tournament deck is
    automated now, so the partial decks are made here."""
    deck = load_deck(name)
    colors = set(db.get(deck.leader.number).colors)
    card = next(c for c in db if c.is_character and colors & set(c.colors)
                and not card_def(c.number).implemented
                and c.number not in {e.number for e in deck.entries})
    first = deck.entries[0]
    entries = [DeckEntry(first.count, card.number)] + deck.entries[1:]
    return DeckList(deck.leader, entries, name=f"{name}-partial")


def test_meta_report_plays_partial_decks_only_when_asked(tmp_path):
    db = default_database()
    folder = tmp_path / "partial"
    folder.mkdir()
    for name in ("st01", "st02"):
        deck = _partly_unautomated(name, db)
        assert not validate_deck(deck), deck.to_text()
        (folder / f"{name}-partial.txt").write_text(deck.to_text())
    statuses = [deck_status(p)[0] for p in sorted(folder.glob("*.txt"))]
    assert [s.automated for s in statuses] == [False, False]
    assert all(len(s.missing) == 1 for s in statuses)
    assert meta_report(folder, games=1).matches == []
    report = meta_report(folder, games=2, include_partial=True)
    (m,) = report.matches
    assert (m.a, m.b) == ("st01-partial", "st02-partial")
    assert m.games + len(m.errors) == 2
    assert m.wins_a + m.wins_b + m.draws == m.games
    assert report.to_json()["include_partial"] is True


def test_cr_3_7_3_an_effect_that_plays_a_card_never_plays_an_event():
    """Found by the smoke run (ST31-002, game seed 357520111 of seed 0): Jinbe's
    [On Play] "play up to 1 {Straw Hat Crew} type card with a cost of 1 from
    your hand" put the Event Diable Jambe in the Character area, a sixth
    Character.  Only Characters and Stages are played (CR 3-7-3, 3-8-3); an
    Event chosen for it stays where it is (CR 1-3-2)."""
    from optcg import Action
    from optcg.engine.constants import ActionKind
    from optcg.testing import Scenario, expect

    s = Scenario(turn=3)
    s.p1.characters("ST01-003", "ST01-003", "ST01-003", "ST01-003")
    jinbe, event = s.p1.hand("ST31-002", "ST01-016")
    s.p1.deck("ST01-003", "ST01-003")
    s.p1.don(active=5)
    game = s.build()
    game.apply(Action("play", jinbe))
    choice = Action(ActionKind.SELECT, event)
    assert choice not in game.legal_actions()          # the Event is not even offered
    expect(game, "main", 0)                            # nothing else to choose: no choice asked
    check_invariants(game, cards_per_player=None)
    assert event not in game.state.chars[0]
    assert event in game.state.hand[0]
    assert jinbe in game.state.chars[0] and len(game.state.chars[0]) == 5
