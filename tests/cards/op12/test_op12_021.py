"""OP12-021 Ipponmatsu: if its player's Leader has the <Slash> attribute and
6 or more of their DON!! cards are rested, the opponent's effects cannot rest
this Character (CR 8-1-3-3); [Blocker]."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

IPPONMATSU = "OP12-021"
ZORO = "OP01-001"          # a <Slash> Leader
NEKOMAMUSHI = "OP01-048"   # [On Play] rest up to 1 of your opponent's Characters with cost 3 or less


def _rest_it(rested_don: int, leader: str = ZORO) -> bool:
    s = Scenario(turn=3)
    s.p2.leader(leader)
    ippon = s.p2.character(IPPONMATSU)
    s.p2.don(rested=rested_don)
    card, = s.p1.hand(NEKOMAMUSHI)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("play", card))
    expect_decision(game, 0, "select")
    game.apply(Action("select", ippon))
    expect_decision(game, 0, "main")
    return game.state.rested[ippon]


def test_op12_021_not_rested_with_slash_leader_and_6_rested_don():
    assert _rest_it(6) is False


def test_op12_021_rested_with_5_rested_don():
    assert _rest_it(5) is True


def test_op12_021_rested_without_a_slash_leader():
    assert _rest_it(6, leader="OP01-060") is True
