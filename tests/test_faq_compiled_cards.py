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

Rulings about cards that are not automated yet are listed at the end of the
file with the mechanic that is missing.
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
# qa_op04.md, OP04-064 Q1 is filed under an automated card but turns on the
# OP04-058 Crocodile Leader, whose "when a DON!! card is returned to your
# DON!! deck" timing the effect language does not have (see below).
#
# Rulings of qa_op01.md .. qa_op05.md and of the starter-deck files filed
# under a card that is not automated yet, by the mechanic the compiler
# cannot express (src/optcg/cards/data/compile_report.json has the clause
# each card stops at).  The question under the empty heading of qa_op02.md
# is OP02-023 Q1, and the one under the empty heading of qa_op04.md is
# OP04-038 Q1.  Several of them are checked with made-up cards in
# tests/test_faq_rulings.py; OP02-018 Q1, OP02-049 Q1 and ST06-004 Q2 are
# checked in tests/cards with the automated card they name and a made-up stand-in.
#
# - Timings the language has no trigger for: when an Event or a [Trigger] or
#   a [Blocker] is activated, a Character is K.O.'d or played, DON!! is
#   given or returned, Life is added to the hand or reaches 0, an attack
#   deals damage, a Character battles or its battle ends, the Leader attacks
#   or is attacked: OP01-004 Q1-Q4, OP01-061 Q1, OP01-062 Q1-Q4,
#   OP02-002 Q1-Q2, OP02-026 Q1-Q3, OP02-071 Q1-Q2, OP03-001 Q1-Q6,
#   OP03-040 Q1, OP03-041 Q1, OP03-043 Q1-Q4, OP03-047 Q1-Q2, OP03-051 Q1,
#   OP03-076 Q1-Q2, OP04-024 Q1-Q4, OP04-047 Q1, OP04-053 Q1, OP04-058 Q1,
#   OP05-098 Q1-Q4, OP05-107 Q1, OP05-109 Q1, ST05-010 Q1, ST08-001 Q1,
#   ST08-013 Q1, ST10-006 Q1-Q2, ST10-007 Q1, ST10-011 Q1, ST10-014 Q1-Q2.
# - Replacement effects for other cards, for removal other than K.O., or
#   with a cost paid instead (WOULD_BE_KO replaces only the card's own
#   K.O.): OP04-082 Q1, OP05-001 Q1-Q3, OP05-030 Q1-Q3, OP05-032 Q1,
#   OP05-100 Q1-Q3, ST09-010 Q1, ST20-002 Q1, ST22-005 Q1, ST22-012 Q1,
#   ST25-003 Q1, ST29-008 Q1.
# - Attacking the opponent's active Characters: OP01-021 Q1, OP01-112 Q1,
#   OP02-014 Q1, OP04-081 Q1, OP04-090 Q1.
# - Protection with a condition or a filter, or given to other cards (from
#   K.O. by effects, from K.O. in battle by an attribute, from removal by
#   the opponent): OP01-024 Q1, OP02-027 Q1-Q2, OP02-102 Q1, OP04-083 Q1,
#   OP04-119 Q1-Q2, ST05-017 Q1, ST06-004 Q1-Q2, ST06-016 Q1, ST14-009 Q1.
# - Deck-top handling other than looking, taking up to N and putting the
#   rest at the bottom: top-or-bottom placement, revealing the top card and
#   acting on what it is, playing from the looked-at cards, trashing the
#   rest, trashing from the top of the deck, searches for names or for types
#   that include a word: OP01-060 Q1, OP01-073 Q1-Q2, OP01-077 Q1-Q2,
#   OP01-088 Q1-Q2, OP01-116 Q1-Q2, OP03-054 Q1-Q2, OP03-055 Q1,
#   OP03-089 Q1, OP03-094 Q1, OP03-112 Q1, OP04-011 Q1, OP04-046 Q1,
#   OP04-066 Q1-Q2, OP04-079 Q1-Q3, OP04-091 Q1, OP05-101 Q1, ST11-001 Q1,
#   ST12-010 Q1-Q2, ST17-001 Q1-Q2, ST22-002 Q1, ST22-003 Q1-Q2,
#   ST22-006 Q1-Q2, ST22-007 Q1, ST22-016 Q1.
# - Choose-one modes, chosen by the player or by the opponent:
#   OP03-028 Q1-Q2, ST07-010 Q1-Q3, ST07-015 Q1-Q4, ST20-005 Q1-Q3.
# - Acting on the opponent's hand or trash: the opponent chooses, reveals,
#   trashes or places cards: OP01-038 Q1, OP01-063 Q1-Q4, OP01-102 Q1,
#   OP01-105 Q1-Q3, OP01-114 Q1-Q2, OP03-095 Q1, OP05-079 Q1,
#   ST06-015 Q1-Q2, ST10-010 Q1.
# - Life handling: face-up Life, the top or bottom Life card, looking at and
#   reordering all Life cards, adding a hand card or a Character to Life,
#   forbidding Life cards from going to the hand: OP02-004 Q1,
#   OP02-023 Q1-Q3, OP03-099 Q1-Q2, OP03-100 Q1, OP03-123 Q1,
#   ST07-001 Q1-Q3, ST07-017 Q1-Q3, ST09-008 Q1, ST13-001 Q1, ST13-002 Q1,
#   ST13-003 Q1-Q4, ST13-004 Q1-Q2, ST13-009 Q1, ST13-012 Q1, ST13-016 Q1,
#   ST13-017 Q1, ST20-001 Q1, ST29-007 Q1.
# - Conditions on the number of DON!! cards (on the field, active, or
#   compared with the opponent's) and the opponent returning DON!!:
#   OP01-091 Q1, OP01-095 Q1-Q2, OP02-085 Q1-Q2, OP02-089 Q1-Q5,
#   OP02-090 Q1-Q2, OP02-091 Q1-Q2, OP04-028 Q1, OP04-034 Q1,
#   OP05-062 Q1-Q2, ST05-005 Q1, ST10-002 Q1-Q2.
# - Conditions on Life counts compared with the opponent's or added to the
#   hand count, or a cost bound by the Life total: OP03-108 Q1, OP03-119 Q1,
#   OP04-040 Q1, ST13-011 Q1, ST29-013 Q1.
# - Conditions on other cards' cost or power (a Character of yours with a
#   high cost or power, any Character with cost 0, this Character's own
#   power) and on counts of Characters, rested cards or cards played this
#   turn: OP02-025 Q1-Q5, OP02-093 Q1-Q2, OP02-113 Q1-Q2, OP05-003 Q1-Q3,
#   OP05-005 Q1, OP05-084 Q1, OP05-092 Q1, ST10-004 Q1, ST12-003 Q1,
#   ST14-002 Q1, ST14-003 Q1-Q2, ST14-012 Q1, ST16-003 Q1, ST19-003 Q1-Q2,
#   ST21-017 Q1.
# - Permanent or conditional cost changes (all opposing Characters cheaper,
#   own Characters dearer, a card cheaper in the hand, a cost set to 0):
#   OP01-067 Q1, OP02-121 Q1-Q3, OP03-078 Q1-Q2, OP03-091 Q1, OP04-020 Q1,
#   ST14-001 Q1-Q2, ST14-017 Q1, ST19-004 Q1, ST23-001 Q1-Q2, ST23-002 Q1,
#   ST26-001 Q1-Q3, ST27-004 Q1.
# - Costs the language cannot pay: resting, returning, trashing or K.O.ing
#   other cards of your own, giving the Leader -5000, placing hand or trash
#   cards at the bottom of the deck, a typed or named card from the hand:
#   OP01-011 Q1, OP01-047 Q1, OP01-055 Q1-Q2, OP01-059 Q1, OP02-018 Q1,
#   OP02-035 Q1, OP03-012 Q1-Q2, OP03-036 Q1, OP03-070 Q1, OP04-002 Q1,
#   OP04-006 Q1, OP04-009 Q1, OP04-055 Q1-Q3, OP04-111 Q1, OP05-002 Q1,
#   OP05-082 Q1, OP05-087 Q1-Q2, ST06-012 Q1, ST12-001 Q1, ST17-002 Q1,
#   ST19-005 Q1, ST24-002 Q1-Q2, ST27-002 Q1, ST28-004 Q1, ST29-014 Q1-Q2.
# - Types matched by a word they include (Whitebeard Pirates, CP):
#   OP02-009 Q1-Q3, OP02-013 Q1-Q3, OP02-024 Q1-Q2, OP03-090 Q1,
#   ST15-004 Q1-Q2.
# - Color filters on cards to play, add or affect, and playing from the deck
#   with a shuffle: OP01-014 Q1-Q2, OP02-030 Q1-Q2, OP02-063 Q1,
#   OP04-118 Q1, OP05-091 Q1, ST21-015 Q1-Q2, ST27-005 Q1-Q2.
# - Effects about named cards: playing a named card when none is on the
#   field, conditions on having a named Character, targets limited to a
#   name, a named Leader gaining a keyword, name exclusions when playing:
#   OP01-049 Q1, OP01-044 Q1, OP01-050 Q1, OP02-031 Q1, OP03-016 Q1,
#   OP03-027 Q1, OP03-117 Q1, ST07-011 Q1, ST07-013 Q1, ST29-016 Q1-Q2.
# - Delayed actions at the end of the turn or of the battle, other than
#   power changes: OP02-064 Q1-Q3, OP03-005 Q1, OP04-026 Q1, OP04-033 Q1-Q2,
#   ST24-005 Q1-Q2.
# - Restrictions on chosen Characters or on the opponent: cannot attack,
#   does not become active in the Refresh Phase, cannot activate [Blocker],
#   may attack only a named card: OP01-051 Q1-Q3, OP01-085 Q1,
#   OP02-110 Q1-Q3, OP04-031 Q1-Q3, OP05-040 Q1-Q2, ST21-003 Q1,
#   ST24-004 Q1.
# - Base power and base cost (filters on them, or a base power that becomes
#   another card's): OP04-003 Q1, OP04-069 Q1.
# - Rules text: a card also named another name, any number of copies in a
#   deck: OP01-075 Q1, OP03-122 Q1, OP04-099 Q1.
# - Drawing or trashing until a hand size is reached, and hand-size
#   conditions on an exact size or written after their action:
#   OP02-049 Q1-Q2, OP02-051 Q1-Q3, OP02-069 Q1-Q3, OP05-047 Q1-Q2,
#   OP05-058 Q1-Q2.
# - Power for every card (in hand, or trashed by the effect), trashing any
#   number of cards: OP01-072 Q1, ST16-002 Q1.
# - Several targets or references in one effect: two targets with different
#   filters, a count or a power shared by several cards, a later reference
#   to the chosen card, the Leader and all Characters at once, a choice
#   between the hand and the deck bottom, several {types} in one filter:
#   OP01-003 Q1, OP01-040 Q1, OP01-096 Q1, OP02-120 Q1, OP04-004 Q1-Q2,
#   OP04-043 Q1-Q2, OP04-093 Q1, OP04-094 Q1, OP04-095 Q1-Q2,
#   OP05-007 Q1-Q2, ST10-001 Q1-Q3.
# - A cost written with its reminder text, or a DON!! cost before a Leader
#   condition: OP01-041 Q1-Q3, OP01-042 Q1.
# - Targets or conditions on the Leader alone (the Leader as the only
#   target, the Leader being active) and a duration to the end of the next
#   turn: OP04-017 Q1, OP04-035 Q1-Q2, ST10-016 Q1.
# - An ability printed with two timings at once ([On Play] and [When
#   Attacking], [Main] and [Counter]): OP02-062 Q1-Q3, OP04-038 Q1,
#   OP04-085 Q1, ST14-007 Q1, ST26-005 Q1.
# - Draws of a chosen number of cards (up to N): OP02-066 Q1.
