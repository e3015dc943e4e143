"""OP03-008 Buggy (Character, 3000): Slash cards cannot K.O. him in battle;
when played, searches the top 5 for one red Event; the rest go under the
deck."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP03-008"
RED_EVENT = "OP15-020"       # Fire Fist
BLUE_EVENT = "EB02-030"      # a blue Event
SLASH_6000 = "OP02-003"      # Atmos, <Slash>
STRIKE_6000 = "OP01-018"     # Hajrudin, <Strike>


def test_op03_008_on_play_adds_a_red_event():
    g, ids, _ = played_searcher(CARD, [VIVI, BLUE_EVENT, RED_EVENT, VIVI, VIVI])
    add_one(g, ids, addable=[ids[2]], pick=ids[2])
    back_at_main(g)


def test_op03_008_on_play_no_red_event():
    g, ids, _ = played_searcher(CARD, [VIVI, BLUE_EVENT, VIVI, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)


def _attacked_by(attacker):
    s = Scenario(turn=4, turn_player=1, strict=True)
    buggy = s.p1.character(CARD, rested=True)
    att = s.p2.character(attacker)
    g = s.build()
    g.apply(Action("attack", att, buggy))
    expect_decision(g, 0, "block")
    g.apply(Action("no_block"))
    expect_decision(g, 0, "counter")
    g.apply(Action("end_counters"))
    back_at_main(g, 1)
    return g, buggy


def test_op03_008_a_slash_attacker_does_not_ko_him_in_battle():
    g, buggy = _attacked_by(SLASH_6000)                # 6000 against 3000
    assert buggy in g.state.chars[0]


def test_op03_008_a_strike_attacker_kos_him():
    g, buggy = _attacked_by(STRIKE_6000)
    assert buggy in g.state.trash[0]
