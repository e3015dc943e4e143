"""The card-text compiler, deck-construction and setup rules (CR 5-1-2-4):
"Under the rules of this game, ..." sentences that change what a deck may
hold or how many DON!! cards a player starts with.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file).
"""

from __future__ import annotations

import pytest

from optcg.cards.compiler.compile import compile_card
from optcg.engine.effects import language as L
from optcg.engine.effects.wording import Ctx, read_line

EXAMPLES: dict[str, tuple[str, str]] = {}

# whole lines: a deck rule alone, or with the rule stated in the same sentence
STATIC_EXAMPLES = {
    "don_deck_size": ("Leader", "Under the rules of this game, your DON!! deck consists of 8 "
                                "cards."),
    "deck_only": ("Leader", "Under the rules of this game, you can only include {Test Crew} "
                            "type cards in your deck."),
    "deck_only_two_types": ("Leader", "Under the rules of this game, you can only include "
                                      "{Test Crew} or {Other Crew} type cards in your deck."),
}
LINE_EXAMPLES = {
    "deck_only_and_deck_out_wins": ("Leader", (
        "Under the rules of this game, you can only include {Test Crew} type cards in your "
        "deck and when your deck is reduced to 0, you win the game instead of losing.")),
}


def test_don_deck_size_reads_its_count():
    part = read_line(STATIC_EXAMPLES["don_deck_size"][1], Ctx("Leader"))
    assert part == L.Static(L.DonDeckSize(8))


def test_deck_only_reads_its_types():
    part = read_line(STATIC_EXAMPLES["deck_only_two_types"][1], Ctx("Leader"))
    assert part == L.Static(L.DeckOnly(L.Cards(L.YOU, L.DECK, (),
                                               types=("Test Crew", "Other Crew"))))


def test_deck_rule_and_deck_out_win_in_one_sentence():
    """P-117's form: the deck rule and the victory at 0 cards (CR 1-2-5) are
    two permanent effects of one line, both kept."""
    part = read_line(LINE_EXAMPLES["deck_only_and_deck_out_wins"][1], Ctx("Leader"))
    assert isinstance(part, tuple) and len(part) == 2
    assert isinstance(part[0].effect, L.DeckOnly)
    assert part[1] == L.Static(L.DeckOutWins())


@pytest.mark.parametrize("line", [
    "Under the rules of this game, your DON!! deck consists of 0 cards.",
    "Under the rules of this game, you can only include Character cards in your deck.",
])
def test_unwritten_deck_rules_do_not_compile(line):
    """A DON!! deck of no cards, or a rule by category alone, has no form:
    the card is reported, not read as something else."""
    result = compile_card("TEST-001", [line], "Leader")
    assert not result.ok and result.problem
