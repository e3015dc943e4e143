"""The code is organised by concept, not by the history of its writing
(issue 12): no hand-written module, of the package or of its tests, grows
past about 800 lines, no label naming code by when it was written, and each card's
behaviour tests sit in one file named by its number.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "optcg"
GENERATED = SRC / "cards" / "scripts" / "generated"       # written by compile_cards.py
TESTS = ROOT / "tests"
TEST_DATA = TESTS / "data"          # fixtures written by scripts/make_*_fixtures.py
MOST_LINES = 800


def _hand_written() -> list[Path]:
    return [p for p in sorted(SRC.rglob("*.py")) if GENERATED not in p.parents]


def _hand_written_tests() -> list[Path]:
    return [p for p in sorted(TESTS.rglob("*.py")) if TEST_DATA not in p.parents]


def test_no_hand_written_module_is_over_about_800_lines():
    src, tests = _hand_written(), _hand_written_tests()
    assert len(src) > 100 and len(tests) > 500 and Path(__file__).resolve() in tests
    long = {str(p.relative_to(ROOT)): n for p in src + tests
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert not long, f"split these by concept: {long}"


def test_no_code_is_named_by_when_it_was_written():
    # card names ("The Vinsmoke Family") live only in the generated scripts
    label = re.compile(r"famil(y|ies)|\bwave\b|round \d|_tail\b|tail_[a-z]\b", re.I)
    found = []
    for p in _hand_written():
        for k, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
            if label.search(line.replace("font-family", "")):
                found.append(f"{p.relative_to(ROOT)}:{k}: {line.strip()}")
    assert not found, found


def test_card_behaviour_tests_are_one_file_per_card_named_by_its_number():
    cards = ROOT / "tests" / "cards"
    files = sorted(p for p in cards.rglob("test_*.py"))
    assert len(files) > 500
    named = re.compile(r"test_([a-z]+\d*)_(\d{3})\.py")
    for p in files:
        m = named.fullmatch(p.name)
        if m is None:                      # a set's own tests: its decks as a whole
            assert p.name == f"test_{p.parent.name}_deck.py", p
            continue
        assert m.group(1) == p.parent.name, f"{p} is not in its set's folder"
