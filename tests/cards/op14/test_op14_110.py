"""OP14-110 Dr. Hogback (Character, cost 4):
- "[On K.O.] Play up to 1 Character card with a cost of 4 or less and a
  [Trigger] other than [Dr. Hogback] from your trash";
- "[Trigger] Play up to 1 {Thriller Bark Pirates} type Character card with a
  cost of 4 or less from your trash rested."
Official Q&A on OP14-110: the [Trigger] cannot play Hogback itself.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import use_life_trigger
from test_card_compiler import card_of

HOGBACK = "OP14-110"
WITH_TRIGGER = card_of("[Trigger] Draw 1 card.", name="Trigger Four", number="T-TRIG4",
                       cost=4, power=5000)
ZOMBIE = custom_card("T-TB3", "Zombie", cost=3, power=4000, types=("Thriller Bark Pirates",))


def test_op14_110_koed_plays_a_cost_4_character_with_a_trigger_not_another_hogback():
    s = Scenario(turn=4, turn_player=P2)
    hogback = s.p1.character(HOGBACK, rested=True)
    ok, other_hogback, plain = s.p1.trash(WITH_TRIGGER, HOGBACK, ZOMBIE)
    att = s.p2.character(custom_card("T-ATK7", "Attacker", cost=5, power=7000))
    g = s.build()
    g.apply(Action("attack", att, hogback))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {ok}
    g.apply(Action("select", ok))
    assert ok in g.state.chars[P1]


def test_op14_110_trigger_plays_a_thriller_bark_character_rested_not_itself():
    s = Scenario(turn=4, turn_player=P2)
    hogback, _ = s.p1.life(HOGBACK, "ST01-006")
    zombie, = s.p1.trash(ZOMBIE)
    g = use_life_trigger(s)
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {zombie}
    g.apply(Action("select", zombie))
    assert zombie in g.state.chars[P1] and g.state.rested[zombie]
