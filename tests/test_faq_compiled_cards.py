"""Official Q&A rulings about cards that the engine now plays as printed.

tests/test_faq_rulings.py checks the rulings of the Q&A files with made-up
cards.  The rulings of qa_op01.md .. qa_op05.md and of the starter-deck
files (qa_st-05.md .. qa_st-29.md) that are filed under a card whose effects
are automated now (a compiled script, see
src/optcg/cards/data/compile_report.json, or a hand-written one) are checked
in that card's file, tests/cards/<set>/test_<set>_<number>.py: every test
sets the situation up with the real card, `card_def(number)`, and asserts the
answer of the ruling.  This file keeps what is not about one card: that
every card covered there is automated, the rulings shared by several cost-0
[Counter] Events, and the rulings not covered yet.

Each test names its ruling ("qa_op01.md, OP01-016 Q4": the file, the card
the question is filed under, the rank of the question under that card) and
says in its docstring, in our own words, what is asked.  No Q&A text or
card text is reproduced.  The Q&A files are not read at run time.

Two headings of qa_op01.md are broken by the "!!" in a card name: the
question under the empty heading before OP01-030 is OP01-030's first
question, the one under "OP01-030" its second, and the one under
"OP01-030 OP01-035" is OP01-035's.

The rulings of those files not tested yet are listed at the end of the
file with the reason.
"""

import pytest

from optcg import Action
from optcg.cards.defs import card_def
from optcg.cards.scripts import all_scripts
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from cards.qa import BLANK, FRANKY, NO_COUNTER_LIFE


def is_compiled(number: str) -> bool:
    return number in all_scripts() and card_def(number).implemented


def test_every_card_of_this_file_is_automated():
    """The cards whose rulings are tested in tests/cards all play as printed."""
    for number in COVERED:
        assert is_compiled(number), number


@pytest.mark.parametrize("number,ruling", [
    ("OP02-068", "qa_op02.md, OP02-068 Q2"),
    ("OP03-072", "qa_op03.md, OP03-072 Q1"),
    ("OP03-097", "qa_op03.md, OP03-097 Q1"),
    ("OP04-016", "qa_op04.md, OP04-016 Q1"),
])
def test_counter_with_an_unpaid_trash_cost_gives_no_power(number, ruling):
    """qa_op02.md, OP02-068 Q2; qa_op03.md, OP03-072 Q1 and OP03-097 Q1;
    qa_op04.md, OP04-016 Q1: these cost-0 [Counter] Events can be activated
    without trashing a card from the hand; then no card gains +3000."""
    s = Scenario()
    a = s.p1.character(FRANKY)                    # 6000
    ev, other = s.p2.hand(number, BLANK)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", ev))
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    assert ev in g.state.trash[1] and other in g.state.hand[1], ruling
    assert power(g.state, s.p2.leader_id) == 5000, ruling
    assert len(g.state.life[1]) == 1, ruling


COVERED = ("OP01-001", "OP01-016", "OP01-020", "OP01-022", "OP01-026", "OP01-030",
           "OP01-035", "OP01-039", "OP01-046", "OP01-052", "OP01-057", "OP01-064",
           "OP01-070", "OP01-071", "OP01-080", "OP01-084", "OP01-086", "OP01-087",
           "OP01-089", "OP01-093", "OP01-094", "OP01-101", "OP01-108", "OP01-109",
           "OP01-113", "OP01-115", "OP01-118", "OP01-119",
           "OP02-001", "OP02-050", "OP02-059", "OP02-065", "OP02-067", "OP02-068",
           "OP02-070", "OP02-082", "OP02-112", "OP03-033", "OP03-066", "OP03-072",
           "OP03-097", "OP03-118", "OP04-008", "OP04-016", "OP04-018", "OP04-019",
           "OP04-036", "OP04-064", "OP05-008", "OP05-019", "OP05-022", "OP05-031",
           "OP05-039", "OP05-075", "OP05-086", "OP05-095", "ST05-001", "ST05-008",
           "ST05-011", "ST06-002", "ST06-017", "ST08-005", "ST09-001", "ST09-002",
           "ST09-009", "ST11-004", "ST12-011", "ST18-002", "OP01-006")


# =============================================================================
# Rulings not covered here
# =============================================================================
#
# Every card once listed here as "not automated yet" is automated now; the
# rulings filed under those cards are checked with the real cards in
# tests/test_faq_rulings_<mechanic>.py (and in tests/cards/<set>/ for the
# cards with a behaviour test file), except these, not tested yet:
# - qa_op05.md OP05-107 Q1: the ST09-002 [Trigger] would have to be
#   checked in your own turn (damage taken in your own turn), which no
#   scenario here builds.
# - qa_op04.md OP04-090 Q1 and qa_op01.md OP01-063 Q3, OP01-105 Q2,
#   OP03-078 Q2: what the opponent sees of cards put in an order or of a
#   hand being reordered; no game state to assert.
# - qa_st-14.md ST14-002 Q1 and ST14-007 Q1: the Character itself made
#   cost 8 or more (+5 over its printed cost): not built.
# - qa_op02.md OP02-025 Q3-Q4 and qa_st-23-28.md ST26-001 Q3 (with the
#   OP01-047 Law play), qa_st-10.md ST10-002 Q1 (the start of the game),
#   qa_op05.md OP05-003 Q2, qa_op04.md OP04-031 Q1, qa_st-21.md ST21-015 Q2
#   (OP09-013 Yasopp), qa_st-23-28.md ST24-002 Q1-Q2, qa_op05.md
#   OP05-058 Q1, qa_op02.md OP02-018 Q2: the rest of the card is tested,
#   these questions are not yet.
