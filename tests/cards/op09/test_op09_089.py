"""OP09-089 Stronger (Character): discarding a card and trashing himself, he
draws 1 with a Blackbeard Pirates Leader, then gives up to 1 opposing
Character -2 cost for the turn (printed with an en dash, which the wording
record keeps).  Q&A (qa_op09.md, OP09-089): the drawn card may be looked at
before the Character to reduce is chosen."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import cost
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI, FRANKY

CARD = "OP09-089"
BLACKBEARD_LEADER = leader("Blackbeard", types=("Blackbeard Pirates",))


def _activate(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    stronger = s.p1.character(CARD)
    discard, = s.p1.hand(VIVI)
    top = s.p1.deck(FRANKY, VIVI)[0]
    franky = s.p2.character(FRANKY)                    # cost 4
    g = s.build()
    g.apply(Action("activate", stronger, 0))
    return s, g, stronger, discard, top, franky


def _pay(g, discard):
    expect_decision(g, 0, SELECT)                      # the card trashed from hand
    g.apply(Action("select", discard))


def test_op09_089_qa_draws_then_gives_minus_2_cost_seeing_the_drawn_card():
    """qa_op09.md, OP09-089 Q1: the card drawn is in hand before the choice."""
    s, g, stronger, discard, top, franky = _activate(BLACKBEARD_LEADER)
    _pay(g, discard)
    expect_decision(g, 0, SELECT)
    assert g.state.hand[0] == [top]                    # drawn before the choice
    assert stronger in g.state.trash[0] and discard in g.state.trash[0]
    assert selectable(g) == {franky}
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert cost(g.state, franky) == 2
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert cost(g.state, franky) == 4                  # "during this turn" only


def test_op09_089_other_leader_neither_draws_nor_reduces():
    s, g, stronger, discard, top, franky = _activate(leader("Plain"))
    _pay(g, discard)
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [] and stronger in g.state.trash[0]
    assert cost(g.state, franky) == 4


def test_op09_089_not_offered_with_an_empty_hand():
    s = Scenario(strict=True)
    s.p1.leader(BLACKBEARD_LEADER)
    stronger = s.p1.character(CARD)
    g = s.build()
    assert Action("activate", stronger, 0) not in g.legal_actions()


def test_op09_089_en_dash_reads_back_exactly(shared_dir):
    """The printed "–2 cost" (en dash) renders back with the en dash, not "−"."""
    from optcg.cards.compiler.compile import compile_card
    from optcg.cards.compiler.source import official_lines
    from optcg.engine.effects.wording import Ctx, render_line

    line, = official_lines(shared_dir)[CARD]
    ability, = compile_card(CARD, (line,), "Character").parts
    assert render_line(ability, Ctx("Character")) == line
    assert "–2 cost" in line and "−" not in line
