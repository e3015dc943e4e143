"""OP11-096 Ripper (Character): a Blocker while you have another black Navy
Character."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..strict_battle import attacked_by_opponent

CARD = "OP11-096"
BLACK_NAVY = "OP02-097"      # Komille, black {Navy}
BLUE_NAVY = "OP01-065"       # Vergo, blue {Navy}


def _attacked(*others):
    s = Scenario(turn=4, turn_player=1, strict=True)
    ripper = s.p1.character(CARD)
    s.p1.characters(*others)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    return g, ripper


def test_op11_096_with_a_black_navy_character_ripper_blocks():
    g, ripper = _attacked(BLACK_NAVY)
    assert Action("block", ripper) in g.legal_actions()
    g.apply(Action("block", ripper))
    assert g.state.rested[ripper]


def test_op11_096_without_one_no_blocker():
    for others in ((), (BLUE_NAVY,), (CARD,)):
        g, ripper = _attacked(*others)
        assert Action("block", ripper) not in g.legal_actions(), others
