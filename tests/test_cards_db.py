"""The card database: generated facts, loader and queries."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from optcg.cards import (
    CardDatabase,
    CardInfo,
    UnknownCardError,
    default_database,
    load_card_database,
)
from optcg.errors import OptcgError

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
CARDS_JSON = REPO / "src" / "optcg" / "cards" / "data" / "cards.json"
BUILD_SCRIPT = REPO / "scripts" / "build_card_db.py"
PUNK_DATA = SHARED / "cards" / "punk-records" / "english" / "data"

needs_shared = pytest.mark.skipif(
    not PUNK_DATA.is_dir(),
    reason=f"reference card data not found at {SHARED} (the shared data directory)",
)

RECORD_KEYS = {
    "number", "name", "category", "colors", "cost", "life", "power", "counter",
    "attributes", "types", "block", "set", "packs", "rarity", "has_effect", "has_trigger",
}


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return default_database()


@pytest.fixture(scope="module")
def raw_text() -> str:
    return CARDS_JSON.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def builder():
    spec = importlib.util.spec_from_file_location("build_card_db", BUILD_SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- the committed file ----------------------------------------------------------

def test_file_shape(raw_text):
    doc = json.loads(raw_text)
    assert doc["format"] == 1
    assert doc["generated_from"] and all(isinstance(s, str) for s in doc["generated_from"])
    numbers = [c["number"] for c in doc["cards"]]
    assert len(numbers) == len(set(numbers))
    assert 2700 <= len(numbers) <= 3500  # 2,785 when written
    for card in doc["cards"]:
        assert set(card) == RECORD_KEYS, card["number"]
    # one record per line, for readable diffs
    assert raw_text.count("\n") == len(numbers) + 2


def test_no_effect_text_in_cards_json(raw_text):
    doc = json.loads(raw_text)
    forbidden = re.compile(r"effect|trigger|text", re.I)
    for card in doc["cards"]:
        for key in card:
            if key in ("has_effect", "has_trigger"):
                continue
            assert not forbidden.search(key), f"{card['number']} has a key {key!r}"
        for key, value in card.items():
            if isinstance(value, str):
                assert len(value) <= 100, (card["number"], key)
                assert "[" not in value and "<br>" not in value, (card["number"], key)
    assert "[Trigger]" not in raw_text
    assert "[On Play]" not in raw_text
    assert "<br>" not in raw_text
    assert "&amp;" not in raw_text


@needs_shared
def test_no_reference_effect_sentence_leaked(raw_text):
    snippets = set()
    for path in sorted(PUNK_DATA.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")):
            for key in ("effect", "trigger"):
                text = (card.get(key) or "").strip()
                if len(text) >= 40:
                    snippets.add(text[:40])
    assert len(snippets) > 1000
    leaked = [s for s in snippets if s in raw_text]
    assert not leaked, leaked[:3]


@needs_shared
def test_generator_is_deterministic_and_matches_committed_file(builder, raw_text):
    first = builder.dumps(builder.build(SHARED))
    second = builder.dumps(builder.build(SHARED))
    assert first == second
    assert first == raw_text, "cards.json is out of date: run python scripts/build_card_db.py"


@needs_shared
def test_generator_check_mode(builder, tmp_path, capsys):
    out = tmp_path / "cards.json"
    assert builder.main(["--shared", str(SHARED), "--output", str(out), "--quiet"]) == 0
    assert builder.main(["--shared", str(SHARED), "--output", str(out), "--check"]) == 0
    out.write_text(out.read_text(encoding="utf-8").replace("Monkey.D.Luffy", "X", 1), encoding="utf-8")
    assert builder.main(["--shared", str(SHARED), "--output", str(out), "--check", "--quiet"]) == 1
    assert builder.main(["--shared", str(tmp_path / "nowhere"), "--output", str(out)]) == 2


def test_generator_helpers(builder):
    assert builder.set_of("ST01-001") == "ST-01"
    assert builder.set_of("OP14-120") == "OP-14"
    assert builder.set_of("EB04-061") == "EB-04"
    assert builder.set_of("PRB02-018") == "PRB-02"
    assert builder.set_of("P-001") == "P"
    assert builder.split_variant("OP05-060_p3") == ("OP05-060", "p3")
    assert builder.split_variant("OP01-001") == ("OP01-001", "")
    assert builder.to_int("-") is None and builder.to_int("5000") == 5000 and builder.to_int(None) is None
    assert builder.clean_text("Kid &amp; Killer") == "Kid & Killer"
    assert builder.npm_label("-THE AZURE SEA’S SEVEN- [OP-14-EB04]") == "OP14-EB04"
    assert builder.npm_label("BOOSTER PACK -X- [OP-17]") == "OP-17"
    assert builder.npm_label("4th Anniversary Event") == "4th Anniversary Event"


# --- facts ----------------------------------------------------------------------

def test_st01_001_is_red_leader(db):
    card = db.get("ST01-001")
    assert card.is_leader and not card.is_character
    assert card.category == "Leader"
    assert card.colors == ("Red",)
    assert card.life == 5
    assert card.power == 5000
    assert card.cost is None
    assert card.counter == 0
    assert card.set == "ST-01"
    assert "ST-01" in card.packs
    assert card.rarity == "Leader"
    assert card.name == "Monkey.D.Luffy"


def test_st01_012_character_and_str(db):
    card = db.get("ST01-012")
    assert card.is_character
    assert (card.cost, card.power, card.life) == (5, 6000, None)
    assert str(card) == "ST01-012 Monkey.D.Luffy (Character, Red, cost 5, 6000)"
    assert str(db.get("ST01-001")) == "ST01-001 Monkey.D.Luffy (Leader, Red, life 5, 5000)"


def test_op01_001_exists(db):
    assert "OP01-001" in db
    assert "op01-001" in db
    card = db.get("op01-001")
    assert card.number == "OP01-001" and card.is_leader


def test_distinct_numbers_and_category_counts(db):
    assert len(db) == len(list(db)) == 2785
    counts = {cat: len(db.search(category=cat)) for cat in ("Leader", "Character", "Event", "Stage")}
    assert counts == {"Leader": 142, "Character": 2185, "Event": 410, "Stage": 48}


def test_alternate_arts_are_folded(db, raw_text):
    assert "_p1" not in raw_text and "_r1" not in raw_text
    assert all("_" not in card.number for card in db)
    # an alternate art number still finds its card
    assert db.get("OP05-060_p3").number == "OP05-060"


def test_category_invariants(db):
    for card in db:
        assert card.colors, card.number
        if card.is_leader:
            assert card.cost is None and isinstance(card.life, int) and card.life > 0
            assert isinstance(card.power, int)
            assert card.counter == 0
        elif card.is_character:
            assert isinstance(card.cost, int) and isinstance(card.power, int)
            assert card.life is None
            assert card.counter in (0, 1000, 2000)
        else:
            assert isinstance(card.cost, int) and card.power is None and card.life is None
            assert card.counter == 0


def test_character_with_null_power_has_zero_power(db):
    zero = [c for c in db if c.is_character and c.power == 0]
    assert len(zero) >= 149
    assert all(c.cost is not None for c in zero)


@needs_shared
def test_null_power_in_source_becomes_zero(db):
    numbers = set()
    for path in sorted(PUNK_DATA.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")):
            if card["category"] == "Character" and card["power"] is None and "_" not in card["id"]:
                numbers.add(card["id"])
    assert numbers
    for number in numbers:
        assert db.get(number).power == 0


def test_event_or_stage_without_cost_costs_zero(db):
    free = [c for c in db if (c.is_event or c.is_stage) and c.cost == 0]
    assert free  # printed 0 stored as null/'-' in the sources
    assert all(c.power is None for c in free)


def test_html_entities_unescaped(db):
    names = {c.name for c in db}
    assert "Kid & Killer" in names
    assert not any("&amp;" in n or "<" in n for n in names)
    assert not any("&amp;" in t for c in db for t in c.types)


def test_npm_only_cards_present(db):
    card = db.get("OP17-001")
    assert card.set == "OP-17"
    assert "OP-17" in card.packs
    assert "P-110" in db


def test_rarity_vocabulary(db):
    allowed = {"Leader", "Common", "Uncommon", "Rare", "Super Rare", "Secret Rare",
               "Treasure Rare", "Special", "Promo"}
    assert {c.rarity for c in db} <= allowed


def test_types_are_spelled_one_way(db):
    by_folded: dict[str, set[str]] = {}
    for c in db:
        for t in c.types:
            by_folded.setdefault(t.casefold().replace(" ", ""), set()).add(t)
    assert all(len(v) == 1 for v in by_folded.values()), [v for v in by_folded.values() if len(v) > 1]


def test_triggers(db):
    assert any(c.has_trigger for c in db)
    assert any(c.is_vanilla for c in db)
    # OP01-009 carries its [Trigger] in the source's effect field
    assert db.get("OP01-009").has_trigger


# --- loader and queries --------------------------------------------------------

def test_unknown_card_error(db):
    with pytest.raises(UnknownCardError) as info:
        db.get("ST01-0012")
    err = info.value
    assert isinstance(err, OptcgError) and isinstance(err, LookupError)
    assert err.number == "ST01-0012"
    assert "ST01-012" in str(err) and "did you mean" in str(err)
    with pytest.raises(UnknownCardError) as info:
        db.get("op1-1")
    assert info.value.suggestions[0] == "OP01-001"
    with pytest.raises(UnknownCardError):
        db.get("XYZ")
    assert db.find("XYZ") is None


def test_search_by_type(db):
    found = db.search(type="Straw Hat Crew")
    numbers = [c.number for c in found]
    assert numbers == sorted(numbers, key=lambda n: (re.match(r"[A-Z]+", n).group(), n))
    st01 = [n for n in numbers if n.startswith("ST01-")]
    assert "ST01-001" in st01 and "ST01-012" in st01 and len(st01) >= 10
    assert all(c.has_type_including("Straw Hat Crew") for c in found)
    # case-insensitive substring
    assert [c.number for c in db.search(type="straw hat")] == numbers


def test_search_filters(db):
    red_leaders = db.search(category="leader", color="RED")
    assert red_leaders and all(c.is_leader and "Red" in c.colors for c in red_leaders)
    luffys = db.search(name="luffy", cost=5, set="ST-01")
    assert [c.number for c in luffys] == ["ST01-012"]
    assert db.search(set="st01") == db.search(set="ST-01")
    assert len(db.search(set="ST-01")) == 17
    assert all(c.power == 0 for c in db.search(power=0))
    assert db.search(name="no such card name") == []


def test_sets(db):
    sets = db.sets()
    for s in ("ST-01", "OP-01", "EB-01", "P", "PRB-01", "OP-17"):
        assert s in sets
    assert len(sets) == len(set(sets))
    assert sets.index("OP-02") < sets.index("OP-10")  # numeric, not text, order


def test_has_type_exact_vs_including(db):
    card = db.get("ST01-001")
    assert card.has_type("Straw Hat Crew")
    assert not card.has_type("Straw Hat")
    assert card.has_type_including("Straw Hat")


def test_cardinfo_is_frozen_and_round_trips(db):
    card = db.get("OP01-001")
    with pytest.raises(Exception):
        card.power = 1  # type: ignore[misc]
    assert CardInfo.from_record(card.to_record()) == card
    assert isinstance(card.colors, tuple) and isinstance(card.packs, tuple)


def test_default_database_is_cached():
    assert default_database() is default_database()


def test_load_from_path(tmp_path):
    path = tmp_path / "mini.json"
    record = default_database().get("ST01-001").to_record()
    path.write_text(json.dumps({"format": 1, "generated_from": [], "cards": [record]}), encoding="utf-8")
    mini = load_card_database(path)
    assert len(mini) == 1 and "ST01-001" in mini
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    with pytest.raises(OptcgError):
        load_card_database(bad)


def test_cards_modules_are_stdlib_only():
    src = REPO / "src" / "optcg" / "cards"
    allowed = {"__future__", "dataclasses", "typing", "difflib", "json", "re", "functools",
               "importlib", "os", "pathlib"}
    for name in ("card.py", "database.py", "__init__.py"):
        text = (src / name).read_text(encoding="utf-8")
        for m in re.finditer(r"^(?:from|import) ([A-Za-z_][\w.]*)", text, re.M):
            top = m.group(1).split(".")[0]
            assert top in allowed or m.group(1).startswith("."), f"{name} imports {m.group(1)}"
