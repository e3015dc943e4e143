"""EB04-033 Groggy Monsters (Character): when played, for DON!! −1 and with 3
or more Foxy Pirates Characters, K.O. one opposing Character of 6000 base
power or less."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, RETURN_DON, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable

CARD = "EB04-033"            # itself {Foxy Pirates}
KOMEI = "EB02-034"           # {Foxy Pirates}
FRANKY = "ST01-010"          # 6000
KID = "ST02-013"             # 7000


def _play(komeis):
    s = Scenario(strict=True)
    groggy, = s.p1.hand(CARD)
    s.p1.characters(*[KOMEI] * komeis)
    s.p1.don(active=6)
    franky, kid = s.p2.character(FRANKY), s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", groggy))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 0))
    return g, franky, kid


def test_eb04_033_three_foxy_pirates_kos_a_6000():
    g, franky, kid = _play(2)                          # 2 and Groggy Monsters
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert franky in g.state.trash[1]


def test_eb04_033_two_foxy_pirates_nothing():
    g, franky, kid = _play(1)
    expect_decision(g, 0, "main")
    assert g.state.chars[1] == [franky, kid]
