"""EB03-008 Hibari (Character): when played or attacking, one SWORD Leader or
Character may attack active Characters this turn; once per turn, −1000 to an
opposing Character. Q&A (qa_eb03.md, EB03-008): with OP11-001 Koby as Leader
she may choose herself and attack an active Character at once."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable

CARD = "EB03-008"
KOBY_LEADER = "OP11-001"     # Navy/SWORD Leader
FRANKY = "ST01-010"          # 6000, active


def _play(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    hibari, = s.p1.hand(CARD)
    s.p1.don(active=3)
    franky = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", hibari))
    return s, g, hibari, franky


def test_eb03_008_qa_with_koby_hibari_chooses_herself_and_attacks_an_active_character():
    """qa_eb03.md, EB03-008."""
    s, g, hibari, franky = _play(KOBY_LEADER)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {s.p1.leader_id, hibari}   # both {SWORD}
    g.apply(Action("select", hibari))
    expect_decision(g, 0, "main")
    assert Action("attack", hibari, franky) in g.legal_actions()
    assert Action("attack", s.p1.leader_id, franky) not in g.legal_actions()


def test_eb03_008_a_non_sword_leader_is_not_chosen_and_cannot_attack_active():
    s, g, hibari, franky = _play("ST01-001")
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {hibari}
    g.apply(Action("select", hibari))
    expect_decision(g, 0, "main")
    assert Action("attack", s.p1.leader_id, franky) not in g.legal_actions()


def test_eb03_008_activate_gives_minus_1000_once_per_turn():
    s = Scenario(strict=True)
    hibari = s.p1.character(CARD)
    franky = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("activate", hibari, 2))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert power(g.state, franky) == 5000
    assert Action("activate", hibari, 2) not in g.legal_actions()
