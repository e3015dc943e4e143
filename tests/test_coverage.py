"""optcg.cards.coverage and `optcg cards coverage`: how much of the pool plays
as printed, per set, and what blocks the rest."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from optcg.cards import CardDatabase, default_database
from optcg.cards.coverage import (CompileReportError, CoverageReport, SetCoverage,
                                  coverage, set_of)
from optcg.cards.defs import card_def
from optcg.cards.scripts import SCRIPTS, CardScript
from optcg.cli.main import app


def record(number: str, effect: bool = True, trigger: bool = False) -> dict:
    return {"number": number, "name": f"Card {number}", "category": "Character",
            "colors": ["Red"], "cost": 1, "power": 1000, "set": number.split("-")[0],
            "has_effect": effect, "has_trigger": trigger}


def write_report(path, cards: dict) -> str:
    path.write_text(json.dumps({"format": 1, "cards": cards}), encoding="utf-8")
    return str(path)


@pytest.fixture
def fake():
    """A tiny pool: every kind of card in three sets."""
    db = CardDatabase([
        record("OP01-001", effect=False),                 # vanilla: automated
        record("OP01-002"),                               # compiled: automated
        record("OP01-003"),                               # no script
        record("OP01-004", effect=False, trigger=True),   # [Trigger] only, no script
        record("ST01-001"),                               # hand-written
        record("ST01-002"),                               # hand-written, incomplete
        record("P-001"),                                  # compiled, incomplete
        record("P-002"),                                  # no script
    ])
    scripts = {
        "OP01-002": CardScript(origin="compiled"),
        "ST01-001": CardScript(),
        "ST01-002": CardScript(complete=False),
        "P-001": CardScript(origin="compiled", complete=False),
    }
    return db, scripts


def test_set_of_is_the_prefix_before_the_dash():
    assert set_of("OP01-016") == "OP01"
    assert set_of("P-001") == "P"
    assert set_of("EB01-001") == "EB01"


def test_scripts_are_hand_written_unless_they_say_otherwise():
    assert CardScript().origin == "hand"
    assert all(s.origin in ("hand", "compiled") for s in SCRIPTS.values())
    assert SCRIPTS["ST01-012"].origin == "compiled"      # the starter decks compile whole


def test_counts_on_a_tiny_pool(fake, tmp_path):
    db, scripts = fake
    report = coverage(db, scripts, report_path=tmp_path / "none.json")
    assert isinstance(report, CoverageReport)
    assert report.sets["OP01"] == SetCoverage(total=4, automated=2, hand_scripted=0,
                                              unimplemented=2)
    assert report.sets["ST01"] == SetCoverage(2, 0, 1, 1)
    assert report.sets["P"] == SetCoverage(2, 0, 0, 2)
    assert report.total == SetCoverage(8, 2, 1, 5)
    assert report.total.covered == 3 and report.total.percent == pytest.approx(37.5)
    assert report.blockers == [] and not report.report_found


def test_sets_are_in_set_order(fake, tmp_path):
    db, scripts = fake
    assert list(coverage(db, scripts, report_path=tmp_path / "x.json").sets) == \
        ["OP01", "P", "ST01"]


def test_blockers_count_the_unimplemented_cards_only(fake, tmp_path):
    db, scripts = fake
    path = write_report(tmp_path / "report.json", {
        "OP01-002": {"status": "compiled"},
        "OP01-003": {"status": "failed", "blocker": "look at the top N cards"},
        "OP01-004": {"status": "failed", "blocker": "trigger: play this card"},
        "P-001": {"status": "failed", "blocker": "look at the top N cards"},
        "P-002": {"status": "failed", "blocker": "  "},           # no phrase: not counted
        "ST01-001": {"status": "failed", "blocker": "hand-written anyway"},
        "ZZ99-001": {"status": "failed", "blocker": "not in the database"},
    })
    report = coverage(db, scripts, report_path=path)
    assert report.report_found
    assert report.blockers == [("look at the top N cards", 2),
                               ("trigger: play this card", 1)]
    assert report.top_blockers(1) == [("look at the top N cards", 2)]


def test_json_form(fake, tmp_path):
    db, scripts = fake
    path = write_report(tmp_path / "report.json",
                        {"OP01-003": {"status": "failed", "blocker": "x"}})
    data = coverage(db, scripts, report_path=path).to_json()
    assert data == {
        "format": 1,
        "sets": {"OP01": {"total": 4, "automated": 2, "hand_scripted": 0, "unimplemented": 2},
                 "P": {"total": 2, "automated": 0, "hand_scripted": 0, "unimplemented": 2},
                 "ST01": {"total": 2, "automated": 0, "hand_scripted": 1, "unimplemented": 1}},
        "total": {"total": 8, "automated": 2, "hand_scripted": 1, "unimplemented": 5},
        "blockers": [["x", 1]],
    }
    json.dumps(data)


@pytest.mark.parametrize("content", ["not json", '{"format": 2, "cards": {}}', "[]",
                                     '{"format": 1}'])
def test_an_unreadable_report_is_a_clear_error(fake, tmp_path, content):
    db, scripts = fake
    path = tmp_path / "report.json"
    path.write_text(content)
    with pytest.raises(CompileReportError, match="report"):
        coverage(db, scripts, report_path=path)


def test_the_real_pool_adds_up_and_the_starter_sets_are_covered(tmp_path):
    db = default_database()
    report = coverage(report_path=tmp_path / "none.json")
    assert report.total.total == len(db) == sum(s.total for s in report.sets.values())
    for name, s in [*report.sets.items(), ("total", report.total)]:
        assert s.total == s.automated + s.hand_scripted + s.unimplemented, name
    for key in ("automated", "hand_scripted", "unimplemented"):
        assert getattr(report.total, key) == sum(getattr(s, key)
                                                 for s in report.sets.values())
    for name in ("ST01", "ST02", "ST03", "ST04"):
        assert report.sets[name].unimplemented == 0 and report.sets[name].total == 17
        assert report.sets[name].percent == 100.0
    assert {"OP01", "EB01", "P", "ST01"} <= set(report.sets)
    # covered is exactly what the engine calls implemented
    implemented = sum(card_def(n).implemented for n in db.numbers())
    assert report.total.covered == implemented


# -- the command --------------------------------------------------------------------

runner = CliRunner()


def test_coverage_command_prints_the_table_and_writes_json(tmp_path):
    out = tmp_path / "coverage.json"
    result = runner.invoke(app, ["cards", "coverage", "--json", str(out),
                                 "--report", str(tmp_path / "missing.json")])
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    for word in ("Set", "Automated", "Hand-scripted", "Unimplemented", "Total",
                 "ST01", "OP01", "100.0%"):
        assert word in result.output, word
    assert "no compile report: run scripts/compile_cards.py" in result.output
    data = json.loads(out.read_text())
    assert data["format"] == 1 and data["blockers"] == []
    assert data["total"]["total"] == len(default_database())
    assert data["sets"]["ST01"]["unimplemented"] == 0


def test_coverage_command_lists_the_commonest_blockers(tmp_path):
    missing = [n for n in default_database().numbers() if not card_def(n).implemented]
    if len(missing) < 20:
        pytest.skip("fewer than 20 cards are left unimplemented")
    cards = {n: {"status": "failed", "blocker": f"phrase {i % 17:02d}"}
             for i, n in enumerate(missing[:200])}
    path = write_report(tmp_path / "report.json", cards)
    result = runner.invoke(app, ["cards", "coverage", "--report", path])
    assert result.exit_code == 0, result.output
    assert "(15 of 17)" in result.output
    shown = [f"phrase {i:02d}" for i in range(17) if f"phrase {i:02d}" in result.output]
    assert len(shown) == 15


def test_coverage_command_with_a_bad_report(tmp_path):
    path = tmp_path / "report.json"
    path.write_text("{}")
    result = runner.invoke(app, ["cards", "coverage", "--report", str(path)])
    assert result.exit_code == 1
    assert "not a compile report" in result.output
    assert "Traceback" not in result.output
