"""ST27-003 Kuzan (Character): a Blocker; K.O.'d, he plays a Blackbeard Pirates
Character of cost 5 or less from the trash rested."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import selectable
from ..strict_battle import attacked_by_opponent

CARD = "ST27-003"
PIZARRO = "OP09-082"         # {Blackbeard Pirates}, cost 4
BIG = custom_card("T-ATK7000", "Big", cost=5, power=7000)


def test_st27_003_koed_plays_a_blackbeard_character_from_the_trash_rested():
    s = Scenario(turn=4, turn_player=1, strict=True)
    kuzan = s.p1.character(CARD)
    pizarro, = s.p1.trash(PIZARRO)
    g, att = attacked_by_opponent(s, BIG)
    expect_decision(g, 0, "block")
    g.apply(Action("block", kuzan))                    # [Blocker]: 6000 against 7000
    g.apply(Action("end_counters"))
    expect_decision(g, 0, SELECT)
    assert kuzan in g.state.trash[0]
    assert selectable(g) == {pizarro}                  # not Kuzan himself
    g.apply(Action("select", pizarro))
    expect_decision(g, 1, "main")
    assert pizarro in g.state.chars[0] and g.state.rested[pizarro]


def test_st27_003_nothing_in_the_trash_nothing_played():
    s = Scenario(turn=4, turn_player=1, strict=True)
    kuzan = s.p1.character(CARD, rested=True)
    g, att = attacked_by_opponent(s, BIG, target=kuzan)
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert g.state.chars[0] == []
