"""Deck lists: parsing (OPTCGSim format), files, built-ins and CR 5-1-2 validation."""

from __future__ import annotations

from pathlib import Path

import pytest

from optcg.decks import (
    DeckEntry,
    DeckError,
    DeckFormatError,
    DeckList,
    DeckProblem,
    UnknownDeckError,
    builtin_decks,
    check_deck,
    don_deck_size,
    load_deck,
    parse_deck,
    read_deck_file,
    validate_deck,
)
from optcg.errors import OptcgError

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
DECKS = SHARED / "decks"

needs_shared_decks = pytest.mark.skipif(
    not DECKS.is_dir(), reason=f"shared deck lists not found at {DECKS}"
)

ST01_MAIN = [
    ("ST01-002", 4), ("ST01-003", 4), ("ST01-004", 4), ("ST01-005", 4), ("ST01-006", 4),
    ("ST01-007", 4), ("ST01-008", 4), ("ST01-009", 4), ("ST01-010", 4), ("ST01-011", 2),
    ("ST01-012", 2), ("ST01-013", 2), ("ST01-014", 2), ("ST01-015", 2), ("ST01-016", 2),
    ("ST01-017", 2),
]


def st01_text(sep: str = "x", leader: str = "ST01-001") -> str:
    lines = [f"1{sep}{leader}"] + [f"{n}{sep}{num}" for num, n in ST01_MAIN]
    return "\n".join(lines) + "\n"


def rules(problems: list[DeckProblem]) -> list[str]:
    return [p.rule for p in problems]


# --- parsing ----------------------------------------------------------------------

@pytest.mark.parametrize("sep", ["x", "X", " ", "x ", " x ", "\t", "  "])
def test_parse_separators(sep):
    deck = parse_deck(st01_text(sep))
    assert deck.leader == DeckEntry(1, "ST01-001", 1)
    assert deck.total() == 50
    assert deck.entries[0] == DeckEntry(4, "ST01-002", 2)
    assert validate_deck(deck) == []


def test_parse_whitespace_comments_crlf_bom():
    text = (
        "\ufeff# My Luffy deck\r\n"
        "\r\n"
        "   1xST01-001   # the Leader\r\n"
        "# a whole-line comment\r\n"
        "\t4x st01-002\r\n"
        "   \r\n"
        "4 ST01-003#trailing\r\n"
    )
    deck = parse_deck(text, source="mine.txt")
    assert deck.name == "My Luffy deck"
    assert deck.source == "mine.txt"
    assert deck.leader == DeckEntry(1, "ST01-001", 3)
    assert deck.entries == [DeckEntry(4, "ST01-002", 5), DeckEntry(4, "ST01-003", 7)]
    assert deck.main_deck() == ["ST01-002"] * 4 + ["ST01-003"] * 4
    assert deck.total() == 8


def test_parse_bytes_with_bom():
    deck = parse_deck(("\ufeff" + st01_text()).encode("utf-8"))
    assert deck.total() == 50


def test_leader_found_even_when_not_first():
    text = "4xST01-002\n1xST01-001\n"
    deck = parse_deck(text)
    assert deck.leader == DeckEntry(1, "ST01-001", 2)
    assert deck.entries == [DeckEntry(4, "ST01-002", 1)]


def test_main_deck_order_and_counts():
    deck = parse_deck("1xST01-001\n2xST01-003\n1xST01-002\n1xST01-003\n")
    assert deck.main_deck() == ["ST01-003", "ST01-003", "ST01-002", "ST01-003"]
    assert deck.counts() == {"ST01-003": 3, "ST01-002": 1}


def test_round_trip_text():
    deck = parse_deck("# Straw Hats\n" + st01_text(" "))
    text = deck.to_text()
    assert text.splitlines()[:3] == ["# Straw Hats", "1xST01-001", "4xST01-002"]
    again = parse_deck(text)
    assert again.leader.number == deck.leader.number
    assert [(e.count, e.number) for e in again.entries] == [(e.count, e.number) for e in deck.entries]
    assert again.name == deck.name
    assert again.to_text() == text


def test_round_trip_builtin_file(tmp_path):
    deck = load_deck("st02")
    path = tmp_path / "st02-copy.txt"
    path.write_text(deck.to_text(), encoding="utf-8")
    copy = read_deck_file(path)
    assert copy.main_deck() == deck.main_deck()
    assert copy.leader.number == deck.leader.number
    assert copy.source == str(path)


# --- bad input: every error names where it is -----------------------------------

@pytest.mark.parametrize(
    "text, line, words",
    [
        ("1xST01-001\n4xST01-002\nfoo\n", 3, ["expected 'COUNTxCARD-NUMBER'", "'foo'"]),
        ("1xST01-001\n0xST01-002\n", 2, ["at least 1", "0xST01-002"]),
        ("1xST01-001\nST01-002\n", 2, ["count is missing"]),
        ("1xST01-001\nx ST01-002\n", 2, ["expected"]),
        ("1xST01-001\n-4xST01-002\n", 2, ["expected"]),
        ("1xST01-001\n4xST01-002 Usopp\n", 2, ["expected"]),
        ("1xST01-001\n4xOP99-001\n", 2, ["unknown card number", "OP99-001"]),
        ("1xST01-001\n4xST01-02\n", 2, ["unknown card number", "did you mean ST01-002"]),
        ("1xST01-001\n4x\n", 2, ["expected"]),
    ],
)
def test_format_errors_name_the_line(text, line, words):
    with pytest.raises(DeckFormatError) as info:
        parse_deck(text, source="deck.txt")
    err = info.value
    assert isinstance(err, OptcgError)
    assert err.line == line and err.source == "deck.txt"
    assert str(err).startswith(f"deck.txt line {line}: ")
    for w in words:
        assert w in str(err)


def test_exact_message_for_bad_line():
    with pytest.raises(DeckFormatError) as info:
        parse_deck("1xST01-001\n4xST01-002\nfoo\n", source="deck.txt")
    assert str(info.value) == (
        "deck.txt line 3: expected 'COUNTxCARD-NUMBER' such as '4xST01-002', got 'foo'"
    )


@pytest.mark.parametrize("text", ["", "   \n\n", "# just a comment\n"])
def test_empty_lists(text):
    with pytest.raises(DeckFormatError) as info:
        parse_deck(text, source="empty.txt")
    assert info.value.line is None
    assert "empty.txt" in str(info.value)
    assert "empty" in str(info.value) or "no card lines" in str(info.value)


def test_empty_file(tmp_path):
    path = tmp_path / "empty.txt"
    path.write_bytes(b"")
    with pytest.raises(DeckFormatError, match="empty"):
        read_deck_file(path)


@pytest.mark.parametrize(
    "data",
    [
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
        bytes(range(256)),
        b"\xff\xd8\xff\xe0garbage\xc3\x28",
        b"1xST01-001\n\xe9\xe8\n",
        b"1xST01-001\n4xST01-002\x07\n",
    ],
)
def test_binary_files_are_not_deck_lists(tmp_path, data):
    path = tmp_path / "junk.bin"
    path.write_bytes(data)
    with pytest.raises(DeckFormatError) as info:
        read_deck_file(path)
    assert "not a text deck list" in str(info.value)
    assert str(path) in str(info.value)


def test_utf16_file_is_read(tmp_path):
    path = tmp_path / "utf16.txt"
    path.write_bytes(st01_text().encode("utf-16"))
    assert read_deck_file(path).total() == 50


def test_missing_file_and_directory(tmp_path):
    with pytest.raises(DeckFormatError, match="cannot read"):
        read_deck_file(tmp_path / "nope.txt")
    with pytest.raises(DeckFormatError, match="directory"):
        read_deck_file(tmp_path)


def test_too_many_copies_across_two_lines_names_the_line():
    text = st01_text().replace("4xST01-003\n", "4xST01-003\n1xST01-002\n")
    deck = parse_deck(text, source="deck.txt")
    problems = validate_deck(deck)
    copies = [p for p in problems if p.rule == "5-1-2-3"]
    assert len(copies) == 1
    p = copies[0]
    assert p.number == "ST01-002"
    assert p.line == 4  # the line that takes the total over 4
    assert "5 copies of ST01-002" in p.message and "lines 2, 4" in p.message
    assert str(p).startswith("line 4: ") and str(p).endswith("[CR 5-1-2-3]")
    # and the deck now has 51 cards
    assert "5-1-2" in rules(problems)


def test_five_copies_on_one_line():
    deck = parse_deck(st01_text().replace("4xST01-002", "5xST01-002"))
    problems = validate_deck(deck)
    assert rules(problems) == ["5-1-2-3", "5-1-2"]
    assert problems[0].line == 2


# --- validation (CR 5-1-2) -------------------------------------------------------

def test_builtins():
    assert builtin_decks() == ["st01", "st02", "st03", "st04"]
    for name in ("st01", "ST01", "st02", "St02", "st01.txt", "st03", "st04"):
        deck = load_deck(name)
        assert deck.total() == 50
        assert validate_deck(deck) == []
        assert check_deck(deck) is deck
    assert load_deck("st01").leader.number == "ST01-001"
    assert load_deck("st02").leader.number == "ST02-001"


def test_unknown_deck_name_lists_builtins():
    with pytest.raises(UnknownDeckError) as info:
        load_deck("st99")
    assert isinstance(info.value, OptcgError)
    assert "st01" in str(info.value) and "st02" in str(info.value) and "st99" in str(info.value)


def test_load_deck_from_path(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text(st01_text(), encoding="utf-8")
    assert load_deck(str(path)).total() == 50
    assert load_deck(path).total() == 50


def test_missing_leader():
    deck = parse_deck("".join(f"{n}x{num}\n" for num, n in ST01_MAIN))
    assert deck.leader is None
    problems = validate_deck(deck)
    assert rules(problems) == ["5-1-2"]
    assert "no Leader" in problems[0].message


def test_two_leaders():
    deck = parse_deck(st01_text() + "1xOP01-001\n")
    problems = validate_deck(deck)
    assert "5-1-2-1" in rules(problems)  # a Leader card in the deck
    assert any(p.rule == "5-1-2" and "2 Leader cards" in p.message for p in problems)
    assert any(p.rule == "5-1-2" and "51 cards" in p.message for p in problems)


def test_leader_count_two_on_one_line():
    deck = parse_deck(st01_text().replace("1xST01-001", "2xST01-001"))
    problems = validate_deck(deck)
    assert rules(problems) == ["5-1-2"]
    assert problems[0].line == 1 and "2 Leader cards" in problems[0].message


def test_wrong_size_reports_actual_count():
    deck = parse_deck(st01_text().replace("4xST01-002", "3xST01-002"))
    problems = validate_deck(deck)
    assert rules(problems) == ["5-1-2"]
    assert "49 cards" in problems[0].message and "exactly 50" in problems[0].message
    assert problems[0].line is None


def test_color_rule_message():
    # OP01-035 is a Green Character; ST01-001 is a Red Leader
    text = st01_text().replace("4xST01-002", "4xOP01-035")
    problems = validate_deck(parse_deck(text))
    assert rules(problems) == ["5-1-2-2"]
    assert str(problems[0]) == (
        "line 2: OP01-035 is Green, not a color of the Leader (Red) [CR 5-1-2-2]"
    )
    assert problems[0].number == "OP01-035"


def _record(number, category, colors, **kw):
    base = {"number": number, "name": f"Card {number}", "category": category,
            "colors": colors, "cost": None if category == "Leader" else 1,
            "life": 5 if category == "Leader" else None,
            "power": None if category in ("Event", "Stage") else 5000, "counter": 0,
            "attributes": [], "types": [], "block": 1, "set": "TS-01", "packs": [],
            "rarity": "Common", "has_effect": False, "has_trigger": False}
    base.update(kw)
    return base


def test_multicolor_card_needs_all_its_colors_on_the_leader():
    # No multicolored non-Leader card is printed yet, so use a small test database.
    from optcg.cards import CardDatabase

    db = CardDatabase([
        _record("TS01-001", "Leader", ["Red"]),
        _record("TS01-002", "Leader", ["Red", "Green"]),
        _record("TS01-003", "Character", ["Red", "Green"]),
        _record("TS01-004", "Character", ["Green"]),
    ])
    red = parse_deck("1xTS01-001\n4xTS01-003\n4xTS01-004\n", db=db)
    problems = [p for p in validate_deck(red, db) if p.rule == "5-1-2-2"]
    assert [str(p) for p in problems] == [
        "line 2: TS01-003 is Red/Green; Green is not a color of the Leader (Red) [CR 5-1-2-2]",
        "line 3: TS01-004 is Green, not a color of the Leader (Red) [CR 5-1-2-2]",
    ]
    red_green = parse_deck("1xTS01-002\n4xTS01-003\n4xTS01-004\n", db=db)
    assert [p.rule for p in validate_deck(red_green, db)] == ["5-1-2"]  # only the size


def test_only_character_event_stage_in_deck():
    text = st01_text().replace("4xST01-002", "3xST01-002\n1xST02-001")
    problems = validate_deck(parse_deck(text))
    assert "5-1-2-1" in rules(problems)
    bad = next(p for p in problems if p.rule == "5-1-2-1")
    assert bad.number == "ST02-001" and bad.line == 3


def test_unlimited_copies_card():
    # CR 5-1-2-4: OP01-075 (Blue) may be in the deck in any number
    from optcg.cards import default_database

    blue_leader = next(c for c in default_database().search(category="Leader", color="Blue")
                       if c.colors == ("Blue",) and c.number != "P-117")
    deck = parse_deck(f"1x{blue_leader.number}\n30xOP01-075\n20xOP01-075\n")
    assert validate_deck(deck) == []


@pytest.mark.parametrize(
    "leader, card, forbids",
    [
        ("OP12-001", "EB01-002", "costing 5 or more"),      # Red Leader, Red cost-5 Character
        ("OP13-079", "EB01-050", "Event costing 2"),  # Black Leader, Black cost-3 Event
        ("P-117", "OP01-075", "East Blue"),                 # Blue Leader, Blue non-East Blue card
    ],
)
def test_leader_deck_construction_restrictions(leader, card, forbids):
    deck = parse_deck(f"1x{leader}\n4x{card}\n")
    problems = [p for p in validate_deck(deck) if p.rule == "5-1-2-4"]
    assert len(problems) == 1
    assert problems[0].line == 2 and problems[0].number == card
    assert forbids in problems[0].message and leader in problems[0].message


def test_don_deck_size():
    assert don_deck_size(parse_deck("1xOP15-058\n")) == 6
    assert don_deck_size(load_deck("st01")) == 10


def test_check_deck_raises_with_every_problem():
    text = st01_text().replace("4xST01-002", "4xOP01-035") + "1xST01-003\n"
    deck = parse_deck(text, source="bad.txt")
    with pytest.raises(DeckError) as info:
        check_deck(deck)
    err = info.value
    assert isinstance(err, OptcgError)
    assert rules(err.problems) == rules(validate_deck(deck))
    assert "bad.txt" in str(err) and "[CR 5-1-2-2]" in str(err) and "[CR 5-1-2-3]" in str(err)


def test_deck_problem_str_without_line():
    p = DeckProblem("5-1-2", "the main deck has 49 cards", None, None)
    assert str(p) == "the main deck has 49 cards [CR 5-1-2]"


def test_decklist_defaults():
    deck = DeckList(leader=None, entries=[], name=None, source="x")
    assert deck.total() == 0 and deck.main_deck() == [] and deck.to_text() == "\n"


# --- the shared deck lists -------------------------------------------------------

@needs_shared_decks
def test_starter_decks_in_shared_match_builtins():
    for name in ("st01", "st02"):
        shared = read_deck_file(DECKS / "starter" / f"{name}.txt")
        assert shared.main_deck() == load_deck(name).main_deck()
        assert validate_deck(shared) == []


META = sorted((DECKS / "meta").glob("*.txt")) if DECKS.is_dir() else []


@needs_shared_decks
def test_there_are_38_meta_decks():
    assert len(META) == 38


@needs_shared_decks
@pytest.mark.parametrize("path", META, ids=[p.stem for p in META])
def test_meta_decks_validate_clean(path):
    deck = read_deck_file(path)
    assert deck.leader is not None
    assert validate_deck(deck) == []


# Each list in invalid/ is a real tournament list that was copied wrong: the
# main deck does not have 50 cards.
INVALID_EXPECTED = {
    "op16-blue-buggy.txt": ("OP16-041", 35),
    "op16-p-enel.txt": ("OP15-058", 51),
    "op16-uy-nami.txt": ("OP11-041", 52),
}


@needs_shared_decks
def test_invalid_decks_are_exactly_the_expected_ones():
    assert sorted(p.name for p in (DECKS / "invalid").glob("*.txt")) == sorted(INVALID_EXPECTED)


@needs_shared_decks
@pytest.mark.parametrize("name", sorted(INVALID_EXPECTED))
def test_invalid_decks_report_the_right_problem(name):
    leader, size = INVALID_EXPECTED[name]
    deck = read_deck_file(DECKS / "invalid" / name)
    assert deck.leader is not None and deck.leader.number == leader
    problems = validate_deck(deck)
    assert rules(problems) == ["5-1-2"]
    assert f"has {size} cards" in problems[0].message
    assert str(problems[0]).endswith("[CR 5-1-2]")
    with pytest.raises(DeckError):
        check_deck(deck)
