"""OP14-096 Ground Death (Event, cost 1):
- "[Main] You may rest 2 of your DON!! cards: Negate the effect of up to 1 of
  your opponent's Characters with a cost of 5 or less during this turn";
- "[Counter] If you have 10 or more cards in your trash, up to 1 of your Leader
  or Character cards gains +4000 power during this battle."
Official Q&A on OP14-096: with 9 cards in the trash as it is activated, the
+4000 applies: the Event is in the trash by the time its effect resolves.
"""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword, power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import ATTACKER_6000
from test_card_compiler import card_of

GROUND_DEATH = "OP14-096"


def _counter(in_trash):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    gd, = s.p1.hand(GROUND_DEATH)
    s.p1.trash(*["ST01-006"] * in_trash)
    s.p1.don(active=1)
    s.p1.life("ST01-006")
    att = s.p2.character(ATTACKER_6000)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", gd))
    return s, g


def test_op14_096_counter_with_9_cards_in_the_trash_counts_itself():
    s, g = _counter(9)
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 9000


def test_op14_096_counter_with_8_cards_in_the_trash_gives_nothing():
    s, g = _counter(8)
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 5000


def test_op14_096_main_negates_a_cost_5_characters_effect():
    blocker = card_of("[Blocker]", name="Wall", number="T-WALL5", cost=5, power=3000)
    s = Scenario(turn=3)
    gd, = s.p1.hand(GROUND_DEATH)
    s.p1.don(active=3)
    wall = s.p2.character(blocker)
    s.p2.character(custom_card("T-C6", "Six", cost=6, power=7000))    # cost 6: not offered
    g = s.build()
    assert has_keyword(g.state, wall, KEYWORD_BITS["Blocker"])
    g.apply(Action("play", gd))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {wall}, "not cost 6"
    g.apply(Action("select", wall))
    assert not has_keyword(g.state, wall, KEYWORD_BITS["Blocker"]), "negated this turn"
