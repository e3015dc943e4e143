"""OP10-086 Shiryu (Character): 2000 more power in the opponent's turn; once
per turn, on the turn he was played and with a Blackbeard Pirates Leader, he
K.O.s up to 1 opposing Character of base cost 3 or less.  The two conditions
are printed "If A, and B," (a comma before "and"), which the wording record
keeps."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import FRANKY, VIVI

CARD = "OP10-086"
BLACKBEARD_LEADER = leader("Blackbeard", types=("Blackbeard Pirates",))
KAROO = "ST01-003"           # cost 1


def _played(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    shiryu, = s.p1.hand(CARD)
    s.p1.don(active=4)
    karoo, vivi, franky = (s.p2.character(KAROO), s.p2.character(VIVI),
                           s.p2.character(FRANKY))
    g = s.build()
    g.apply(Action("play", shiryu))
    expect_decision(g, 0, "main")
    return g, shiryu, karoo, vivi, franky


def test_op10_086_played_this_turn_with_a_blackbeard_leader_kos_base_cost_3_or_less():
    g, shiryu, karoo, vivi, franky = _played(BLACKBEARD_LEADER)
    g.apply(Action("activate", shiryu, 0))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {karoo, vivi}              # Franky costs 4
    g.apply(Action("select", vivi))
    expect_decision(g, 0, "main")
    assert vivi in g.state.trash[1] and karoo in g.state.chars[1]
    assert Action("activate", shiryu, 0) not in g.legal_actions()    # once per turn


def test_op10_086_other_leader_kos_nothing():
    g, shiryu, karoo, vivi, franky = _played(leader("Plain"))
    g.apply(Action("activate", shiryu, 0))             # offered; the "if" then fails
    expect_decision(g, 0, "main")
    assert {karoo, vivi, franky} <= set(g.state.chars[1])


def test_op10_086_not_played_this_turn_kos_nothing():
    s = Scenario(strict=True)
    s.p1.leader(BLACKBEARD_LEADER)
    shiryu = s.p1.character(CARD)
    karoo = s.p2.character(KAROO)
    g = s.build()
    g.apply(Action("activate", shiryu, 0))
    expect_decision(g, 0, "main")
    assert karoo in g.state.chars[1]


def test_op10_086_gains_2000_in_the_opponents_turn_only():
    s = Scenario(strict=True)
    shiryu = s.p1.character(CARD)
    g = s.build()
    assert power(g.state, shiryu) == 5000
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert power(g.state, shiryu) == 7000


def test_op10_086_comma_before_and_reads_back_exactly(shared_dir):
    """"If A, and B," renders back with its comma."""
    from optcg.cards.compiler.compile import compile_card
    from optcg.cards.compiler.source import official_lines
    from optcg.engine.effects.wording import Ctx, render_line

    lines = official_lines(shared_dir)[CARD]
    abilities = compile_card(CARD, lines, "Character").parts
    activate = next(line for line in lines if line.startswith("[Activate: Main]"))
    assert ", and " in activate
    assert [render_line(a, Ctx("Character")) for a in abilities] == list(lines)
