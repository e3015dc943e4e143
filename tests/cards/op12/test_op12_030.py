"""OP12-030 Dracule Mihawk (Character): a Blocker; when played, up to 4 DON!!
stand up, and no Character of base cost 7 or more may be played this turn."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.testing import Scenario, expect_decision

from ..strict_battle import attacked_by_opponent

CARD = "OP12-030"
SHANKS = "ST23-002"          # base cost 9, −3 in the hand against 8000 base power
FOE_8000 = "EB02-042"        # All-Hunt Grount, 8000 base power (P2's)
COST_6 = "EB02-042"          # the same card in P1's hand: base cost 6


def _play(*hand):
    s = Scenario(strict=True)
    mihawk, *held = s.p1.hand(CARD, *hand)
    s.p1.don(active=10)
    s.p2.character(FOE_8000)
    g = s.build()
    g.apply(Action("play", mihawk))
    return g, mihawk, held


def test_op12_030_sets_4_don_active_and_bans_base_cost_7_or_more():
    g, mihawk, (shanks, six) = _play(SHANKS, COST_6)
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 4))
    expect_decision(g, 0, "main")
    assert g.don(0).active == 6 and g.don(0).rested == 4
    # Shanks costs 6 here (9 − 3) and 6 DON!! are active, but his base cost is 9
    assert Action("play", shanks) not in g.legal_actions()
    assert Action("play", six) in g.legal_actions()    # base cost 6: allowed
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")                      # the ban was for this turn


def test_op12_030_without_mihawk_shanks_is_playable():
    s = Scenario(strict=True)
    shanks, = s.p1.hand(SHANKS)
    s.p1.don(active=6)
    s.p2.character(FOE_8000)
    g = s.build()
    assert Action("play", shanks) in g.legal_actions()


def test_op12_030_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    mihawk = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", mihawk))
    assert g.state.rested[mihawk]
