"""OP09-086 Jesus Burgess (Character, 5000): the opponent's effects cannot K.O.
him; with a Blackbeard Pirates Leader he has +1000 per 4 trash cards. Q&A
(qa_op09.md, OP09-086): a Counter trashed from the hand counts at once."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..replacing import KO_ALL
from ..strict_battle import attacked_by_opponent

CARD = "OP09-086"
BLACKBEARD_LEADER = leader("Blackbeard", types=("Blackbeard Pirates",))
KAROO = "ST01-003"           # Counter +1000


def test_op09_086_plus_1000_for_every_4_trash_cards_with_a_blackbeard_leader():
    for lead, trash, expected in ((BLACKBEARD_LEADER, 8, 7000), (BLACKBEARD_LEADER, 7, 6000),
                                  (leader("Plain"), 8, 5000)):
        s = Scenario(strict=True)
        s.p1.leader(lead)
        burgess = s.p1.character(CARD)
        s.p1.trash(*[VIVI] * trash)
        g = s.build()
        assert power(g.state, burgess) == expected, (trash, expected)


def test_op09_086_qa_a_counter_trashed_in_battle_raises_his_power():
    """qa_op09.md, OP09-086: 7 in the trash, a +1000 Counter trashed: 8 in
    the trash, so 5000 + 2000 + 1000."""
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.leader(BLACKBEARD_LEADER)
    burgess = s.p1.character(CARD, rested=True)
    s.p1.trash(*[VIVI] * 7)
    karoo, = s.p1.hand(KAROO)
    g, att = attacked_by_opponent(s, target=burgess)
    g.apply(Action("no_block"))
    assert power(g.state, burgess) == 6000
    g.apply(Action("counter", karoo, burgess))
    expect_decision(g, 0, "counter")
    assert power(g.state, burgess) == 8000


def test_op09_086_cannot_be_koed_by_the_opponents_effects():
    s = Scenario(turn=4, turn_player=1, strict=True)
    burgess = s.p1.character(CARD)
    vivi = s.p1.character(VIVI)
    e, = s.p2.hand(KO_ALL)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 1, "main")
    assert burgess in g.state.chars[0] and vivi in g.state.trash[0]
