"""PRB02-001 Koby (Character, 5000): +1000 in the opponent's turn with a Navy
Leader; when attacking, K.O. an opposing Character of 3000 base power or
less, then draw 1 holding 6 cards or fewer. Q&A (qa_prb02.md, PRB02-001):
the draw happens with no K.O. too."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "PRB02-001"
NAVY_LEADER = leader("Navy", types=("Navy",))
KAROO = "ST01-003"           # 3000


def test_prb02_001_plus_1000_in_the_opponents_turn_with_a_navy_leader():
    for lead, turn_player, expected in ((NAVY_LEADER, 1, 6000), (NAVY_LEADER, 0, 5000),
                                        (leader("Plain"), 1, 5000)):
        s = Scenario(turn=4 - turn_player, turn_player=turn_player, strict=True)
        s.p1.leader(lead)
        koby = s.p1.character(CARD)
        g = s.build()
        assert power(g.state, koby) == expected


def _attack(hand):
    s = Scenario(strict=True)
    koby = s.p1.character(CARD)
    s.p1.hand(*[VIVI] * hand)
    top = s.p1.deck(VIVI, VIVI)[0]
    karoo, vivi = s.p2.character(KAROO), s.p2.character(VIVI)
    s.p2.life(VIVI)
    g = s.build()
    g.apply(Action("attack", koby, s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {karoo}
    return g, top, karoo


def test_prb02_001_kos_a_3000_and_draws():
    g, top, karoo = _attack(6)
    g.apply(Action("select", karoo))
    expect_decision(g, 1, "block")
    assert karoo in g.state.trash[1] and top in g.state.hand[0]


def test_prb02_001_qa_draws_even_without_a_ko():
    """qa_prb02.md, PRB02-001."""
    g, top, karoo = _attack(6)
    g.apply(Action("select_done"))
    expect_decision(g, 1, "block")
    assert karoo in g.state.chars[1] and top in g.state.hand[0]


def test_prb02_001_seven_cards_in_hand_no_draw():
    g, top, karoo = _attack(7)
    g.apply(Action("select", karoo))
    expect_decision(g, 1, "block")
    assert top not in g.state.hand[0]
