"""EB02-019 Roronoa Zoro (Character): while the opponent has 2 or more
Characters he may attack Characters the turn he comes out; when played with
a Straw Hat Crew Leader he rests one opposing Character of cost 4 or less.
Q&A (qa_eb02.md, EB02-019): once the opponent is down to 1 Character he may
no longer attack that turn."""

from test_card_compiler import card_of, leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable

CARD = "EB02-019"
FRANKY = "ST01-010"          # cost 4
KID = "ST02-013"             # cost 7


def _play(lead, *foes):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    zoro, = s.p1.hand(CARD)
    s.p1.don(active=4)
    ids = [s.p2.character(f) for f in foes]
    g = s.build()
    g.apply(Action("play", zoro))
    return s, g, zoro, ids


def test_eb02_019_rests_a_cost_4_and_attacks_a_character_the_turn_played():
    s, g, zoro, (franky, kid) = _play("ST01-001", FRANKY, KID)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert g.state.rested[franky]
    assert Action("attack", zoro, franky) in g.legal_actions()
    assert Action("attack", zoro, s.p2.leader_id) not in g.legal_actions()   # Characters only


def test_eb02_019_one_opponents_character_no_early_attack_and_no_rest_without_straw_hat():
    s, g, zoro, (franky,) = _play(leader("Plain"), FRANKY)
    expect_decision(g, 0, "main")
    assert not g.state.rested[franky]
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card == zoro]


def test_eb02_019_qa_down_to_1_opponents_character_he_can_no_longer_attack():
    """qa_eb02.md, EB02-019."""
    ko_one = card_of("[Main] K.O. up to 1 of your opponent's Characters.", category="Event",
                     name="KO One", number="T-KO-ONE", cost=0)
    s = Scenario(strict=True)
    zoro, ko = s.p1.hand(CARD, ko_one)
    s.p1.don(active=4)
    franky, kid = s.p2.character(FRANKY, rested=True), s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", zoro))
    g.apply(Action("select_done"))                     # rest nothing
    assert Action("attack", zoro, franky) in g.legal_actions()
    g.apply(Action("play", ko))
    g.apply(Action("select", kid))
    expect_decision(g, 0, "main")
    assert Action("attack", zoro, franky) not in g.legal_actions()
