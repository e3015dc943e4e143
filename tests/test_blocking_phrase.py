"""The phrase that blocks a card: where the reading that got
furthest stopped, as the compile report and `optcg cards show` name it."""

from __future__ import annotations

from typer.testing import CliRunner

from optcg.cards.compiler.compile import compile_card
from optcg.cards.coverage import load_compile_report
from optcg.cli.main import app
from optcg.engine.effects.wording import Ctx, Unreadable, blocking_phrase, read_line

CTX = Ctx("Character")


def test_a_line_that_reads_has_no_blocking_phrase():
    assert blocking_phrase("[On Play] Draw 1 card.", CTX) is None


def test_the_words_after_a_condition_that_reads_block_the_line():
    line = "[On Play] If you have 2 or less Life cards, frobnicate 1 card."
    assert blocking_phrase(line, CTX) == "frobnicate 1 card."
    assert compile_card("XX-001", [line], "Character").problem == "frobnicate 1 card."


def test_the_words_after_a_join_and_after_costs_block_the_line():
    assert blocking_phrase("[On Play] Draw 1 card. Then, frobnicate 1 card.", CTX) == \
        "frobnicate 1 card."
    line = ("[On Play] You may trash 1 card from your hand: If you have 2 or less Life "
            "cards, frobnicate.")
    assert blocking_phrase(line, CTX) == "frobnicate."


def test_the_furthest_reading_wins_over_the_first_that_failed():
    line = "[On Play] If you have 2 or less Life cards, frobnicate 1 card."
    try:
        read_line(line, CTX)
    except Unreadable as e:
        first = e.phrase
    else:
        raise AssertionError("the line should not read")
    assert len(blocking_phrase(line, CTX)) <= len(first)


def test_cards_show_names_the_blocking_phrase_of_an_unautomated_card():
    report = load_compile_report()
    assert report is not None
    number, entry = next((n, e) for n, e in sorted(report.items())
                         if e.get("status") == "failed" and e.get("blocker"))
    out = CliRunner().invoke(app, ["cards", "show", number])
    assert out.exit_code == 0, out.output
    assert f"Blocked at: {entry['blocker']}" in out.output


def test_a_permanent_effect_is_blocked_at_the_words_after_its_subject():
    """A permanent effect is read by no form: the words after the subject
    read furthest block it, not the whole line."""
    line = "[DON!! x1] This Character gains +1000 power for every frobnicated card."
    assert blocking_phrase(line, CTX) == "gains +1000 power for every frobnicated card."
    assert compile_card("XX-002", [line], "Character").problem == \
        "gains +1000 power for every frobnicated card."
