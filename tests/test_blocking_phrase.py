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


def test_a_prefix_of_brackets_no_form_reads_is_the_blame_not_the_line():
    """A keyword glued to a timing ("[Rush][When Attacking]") blocks a line whose
    body reads: the blame is the prefix alone."""
    line = ("[Rush][When Attacking] If your opponent has 2 or less Life cards, this "
            "Character gains +2000 power during this turn.")
    assert blocking_phrase(line, CTX) == "[Rush][When Attacking]"


def test_the_sentence_no_form_reads_is_the_blame_when_the_others_read():
    line = "[On Play] Frobnicate all of your cards in every way. Then, draw 1 card."
    assert blocking_phrase(line, Ctx("Character")) == "Frobnicate all of your cards in every way."


def test_a_condition_no_form_reads_is_the_blame_when_its_steps_read():
    line = "[On Play] If the moon is full tonight, draw 1 card."
    assert blocking_phrase(line, CTX) == "If the moon is full tonight,"


def test_an_option_of_choose_one_is_the_blame_not_the_heading():
    line = "[On Play] Choose one:\n• Draw 1 card.\n• Frobnicate all of your cards in every way."
    assert blocking_phrase(line, CTX) == "Frobnicate all of your cards in every way."


def test_no_card_of_the_pool_is_blamed_on_a_whole_line_that_partly_reads(shared_dir):
    """A blame of more than a few words is never a whole line of the card
    unless no sentence of it (and not its body after the brackets) reads."""
    import re

    from optcg.cards.compiler.compile import modal_lines
    from optcg.cards.compiler.source import official_lines
    from optcg.cards.database import default_database
    from optcg.engine.effects.wording.lines import _reads

    db = default_database()
    whole = []
    for number, lines in sorted(official_lines(shared_dir).items()):
        info = db.find(number)
        if info is None or not lines:
            continue
        result = compile_card(number, lines, info.category)
        if result.ok:
            continue
        for line in modal_lines(lines):
            if result.problem == line and len(line.split()) > 4:
                whole.append(number)
                ctx = Ctx(info.category)
                body = re.sub(r"^(?:\[[^\]]*\] ?)+", "", line)
                sentences = [s for s in re.split(r"(?<=\.) (?=[A-Z])", body) if s]
                assert not any(_reads(s, ctx) for s in sentences), (number, line)
    assert len(whole) < 10, whole
