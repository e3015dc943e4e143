"""OP16-032 Boa Hancock (Character): "[Unblockable]" and "[On Play] Up to 1
of your opponent's Characters other than [Monkey.D.Luffy] cannot be rested
until the end of your opponent's next End Phase."."""

from optcg import Action
from optcg.testing import expect

from ..common import attacks_of, selectable
from ..common_play import P1, P2, PLAIN, blockers_offered, on_field, pick, play_from_hand

HANCOCK = "OP16-032"
LUFFY = "ST01-012"        # a [Monkey.D.Luffy] Character
CHOPPER = "ST01-006"      # [Blocker]


def test_op16_032_on_play_a_character_other_than_luffy_cannot_attack_next_turn():
    b = play_from_hand(HANCOCK, theirs=[PLAIN, LUFFY])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}
    pick(g, b.theirs[0])
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert attacks_of(g, b.theirs[0]) == [] and attacks_of(g, b.theirs[1])


def test_op16_032_cannot_be_blocked():
    b = on_field(HANCOCK, theirs=[CHOPPER], their_life=[PLAIN])
    g = b.game
    g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
    expect(g, "block", P2)
    assert blockers_offered(g) == set()
