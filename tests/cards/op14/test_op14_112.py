"""OP14-112 Boa Hancock (Character, cost 9):
- "[On Play] If your Leader has the {The Seven Warlords of the Sea} type, add
  up to 1 card from the top of your deck to the top of your Life cards. Then,
  add up to 1 card from the top of your opponent's Life cards to the owner's
  hand" (Q&A on OP14-112: without that Leader type, not the "Then" part
  either);
- "[Trigger] Play up to 1 Character card with 6000 power or less and a
  [Trigger] from your hand."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import use_life_trigger
from test_card_compiler import card_of

HANCOCK = "OP14-112"
WARLORD_LEADER = "OP14-020"      # Dracule Mihawk, {The Seven Warlords of the Sea}
TRIGGER_6000 = card_of("[Trigger] Draw 1 card.", name="Trigger Six", number="T-TRIG6",
                       cost=5, power=6000)
TRIGGER_7000 = card_of("[Trigger] Draw 1 card.", name="Trigger Seven", number="T-TRIG7",
                       cost=6, power=7000)
PLAIN_6000 = custom_card("T-PLAIN6", "Plain Six", cost=5, power=6000)


def _play(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    hancock, = s.p1.hand(HANCOCK)
    top, _ = s.p1.deck("ST01-004", "ST01-005")
    s.p1.life("ST01-006")
    theirs = s.p2.life("ST01-006", "ST01-004")
    s.p1.don(active=9)
    g = s.build()
    g.apply(Action("play", hancock))
    return top, theirs, g


def test_op14_112_adds_a_life_card_and_takes_the_opponents_top_life_card():
    top, theirs, g = _play(WARLORD_LEADER)
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    expect(g, "main", P1)
    assert g.state.life[P1][-1] == top and len(g.state.life[P1]) == 2
    assert g.state.hand[P2] == [theirs[0]] and g.state.life[P2] == [theirs[1]]


def test_op14_112_without_a_warlord_leader_nothing_happens():
    top, theirs, g = _play("ST01-001")
    expect(g, "main", P1)
    assert len(g.state.life[P1]) == 1 and len(g.state.life[P2]) == 2


def test_op14_112_trigger_plays_a_6000_character_with_a_trigger():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(HANCOCK, "ST01-006")
    ok, big, plain = s.p1.hand(TRIGGER_6000, TRIGGER_7000, PLAIN_6000)
    g = use_life_trigger(s)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {ok}
    g.apply(Action("select", ok))
    assert ok in g.state.chars[P1]
