"""OP14-102 Kumacy (Character, cost 1): "[Trigger] Play up to 1 {Thriller Bark
Pirates} type Character card with a cost of 4 or less from your trash
rested."  Official Q&A on OP14-102: Kumacy itself cannot be played (a card
is not in the trash while its [Trigger] resolves).
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import use_life_trigger

KUMACY = "OP14-102"
ZOMBIE = custom_card("T-TB4", "Zombie", cost=4, power=5000, types=("Thriller Bark Pirates",))
BIG = custom_card("T-TB5", "Big Zombie", cost=5, power=6000, types=("Thriller Bark Pirates",))


def test_op14_102_trigger_plays_a_thriller_bark_character_rested_not_itself():
    s = Scenario(turn=4, turn_player=P2)
    kumacy, _ = s.p1.life(KUMACY, "ST01-006")
    zombie, big = s.p1.trash(ZOMBIE, BIG)
    g = use_life_trigger(s)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {zombie}
    g.apply(Action("select", zombie))
    assert zombie in g.state.chars[P1] and g.state.rested[zombie]
    assert kumacy in g.state.trash[P1]
