"""OP14-104 Gecko Moria (Character, cost 8):
- "[On Play] Select up to 1 {Thriller Bark Pirates} type Character with a cost
  of 4 or less from your trash and play it or add it to the top of your Life
  cards face-up";
- "[Trigger] Play up to 1 Character card with a cost of 4 or less from your
  trash."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import use_life_trigger

MORIA = "OP14-104"
ZOMBIE = custom_card("T-TB4", "Zombie", cost=4, power=5000, types=("Thriller Bark Pirates",))
BIG_ZOMBIE = custom_card("T-TB5", "Big Zombie", cost=5, power=6000,
                         types=("Thriller Bark Pirates",))
OTHER = custom_card("T-NAVY4", "Navy Four", cost=4, power=5000, types=("Navy",))


def _play(*trash):
    s = Scenario(turn=3)
    moria, = s.p1.hand(MORIA)
    ids = s.p1.trash(*trash)
    s.p1.life("ST01-006")
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", moria))
    return ids, g


def test_op14_104_plays_a_thriller_bark_character_from_the_trash():
    (zombie, big, other), g = _play(ZOMBIE, BIG_ZOMBIE, OTHER)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {zombie}
    g.apply(Action("select", zombie))
    expect(g, "choose_number", P1)
    assert g.describe(Action("number", -1, 0)) == "Play it"
    g.apply(Action("number", -1, 0))
    expect(g, "main", P1)
    assert zombie in g.state.chars[P1] and g.state.don_active[P1] == 0, "played for free"


def test_op14_104_or_adds_it_to_the_top_of_life_face_up():
    (zombie,), g = _play(ZOMBIE)
    g.apply(Action("select", zombie))
    g.apply(Action("number", -1, 1))
    assert g.state.life[P1][-1] == zombie and g.state.face_up[zombie]
    assert len(g.state.life[P1]) == 2


def test_op14_104_trigger_plays_any_character_of_cost_4_or_less_from_the_trash():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(MORIA, "ST01-006")
    other, big = s.p1.trash(OTHER, BIG_ZOMBIE)
    g = use_life_trigger(s)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {other}
    g.apply(Action("select", other))
    assert other in g.state.chars[P1]
