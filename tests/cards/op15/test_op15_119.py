"""OP15-119 Monkey.D.Luffy (Character, cost 5, 7000):
- "If you have 6 or more DON!! cards on your field, this Character gains
  [Rush]";
- "When your opponent activates an Event or [Blocker], reveal up to 1 card
  from the top of your Life cards. This Character gains +1000 power during
  this turn per 1 cost on the revealed card."
"""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword, power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

LUFFY = "OP15-119"
COST_3 = custom_card("T-C3", "Three", cost=3, power=4000)
BLOCKER = custom_card("T-BLOCK", "Wall", cost=2, power=3000, keywords=("Blocker",))


def test_op15_119_has_rush_with_6_don_on_the_field():
    for don, rush in ((6, True), (5, False)):
        s = Scenario(turn=3)
        luffy = s.p1.character(LUFFY)
        s.p1.don(rested=don)
        g = s.build()
        assert has_keyword(g.state, luffy, KEYWORD_BITS["Rush"]) is rush, don


def test_op15_119_a_block_reveals_the_top_life_card_for_1000_per_cost():
    s = Scenario(turn=3)
    luffy = s.p1.character(LUFFY)
    revealed, _ = s.p1.life(COST_3, "ST01-006")
    wall = s.p2.character(BLOCKER)
    s.p2.life("ST01-006")
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    expect(g, "block", P2)
    g.apply(Action("block", wall))
    expect(g, "choose_number", P1)                 # "up to 1"
    g.apply(Action("number", -1, 1))
    assert power(g.state, luffy) == 10000, "7000 + 3 x 1000"
    assert g.state.life[P1][-1] == revealed, "revealed, not moved"


def _blocked(life_cards, face_up=False):
    """P1's Luffy attacks and P2's Blocker blocks; returns (game, luffy)."""
    s = Scenario(strict=True)
    luffy = s.p1.character(LUFFY)
    s.p1.life(*life_cards, face_up=face_up)
    wall = s.p2.character(BLOCKER)
    s.p2.life("ST01-006")
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    expect(g, "block", P2)
    g.apply(Action("block", wall))
    return g, luffy


def test_op15_119_a_face_up_top_life_card_can_be_revealed():
    """faq_op15-eb04.md, OP15-119 Q1: a top Life card that is already face-up
    may be the revealed card; Luffy gains +1000 per cost on it."""
    g, luffy = _blocked([COST_3], face_up=True)
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    assert power(g.state, luffy) == 10000, "7000 + 3 x 1000"


def test_op15_119_an_event_activated_by_sabos_on_play_counts():
    """faq_op15-eb04.md, OP15-119 Q2: an Event activated by the opponent's
    OP15-046 Sabo [On Play] is an Event activation, so Luffy reveals."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    luffy = s.p1.character(LUFFY)
    s.p1.life(COST_3)
    s.p2.leader("OP15-002")                           # Lucy, {Dressrosa}
    sabo, fruit = s.p2.hand("OP15-046", "OP15-056")   # a {Dressrosa} Event
    s.p2.deck(*["ST01-006"] * 3)
    s.p2.don(active=7)
    g = s.build()
    g.apply(Action("play", sabo))
    expect(g, "select", P2)
    g.apply(Action("select", fruit))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    expect(g, "main", P2)
    assert fruit in g.state.trash[P2]
    assert power(g.state, luffy) == 10000, "in the opponent's turn too"


def test_op15_119_an_events_main_used_from_the_trash_is_not_an_activation():
    """faq_op15-eb04.md, OP15-119 Q3: using the [Main] effect of an Event in
    the trash (EB03-031 Vinsmoke Reiju's [On Play]) is not activating an
    Event, so Luffy does not reveal; the [Main] effect still resolves."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    luffy = s.p1.character(LUFFY)
    s.p1.life(COST_3)
    s.p2.leader("OP12-041")                           # Sanji
    reiju, = s.p2.hand("EB03-031")
    pilaf, = s.p2.trash("OP03-056")                   # [Main] Draw 2 cards.
    s.p2.deck(*["ST01-006"] * 3)
    s.p2.don(active=6)
    g = s.build()
    g.apply(Action("play", reiju))
    expect(g, "confirm", P2)                          # the DON!! −1 cost is optional
    g.apply(Action("accept"))
    expect(g, "return_don", P2)                       # DON!! −1
    g.apply(Action("return_don", -1, 1))
    expect(g, "select", P2)
    g.apply(Action("select", pilaf))
    expect(g, "main", P2)                             # P1 is not asked to reveal
    assert len(g.state.hand[P2]) == 2 and power(g.state, luffy) == 7000


def _life_trigger(event):
    """P1's Luffy (6 DON!!) attacks; P2's damage Life card is `event` and P2
    uses its [Trigger]; returns (game, luffy) once P1's turn resumes."""
    s = Scenario(strict=True)
    luffy = s.p1.character(LUFFY)
    s.p1.life(COST_3)
    s.p1.don(active=6)
    s.p2.life(event, "ST01-006")
    s.p2.deck(*["ST01-006"] * 3)
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    expect(g, "block", P2)
    g.apply(Action("no_block"))
    expect(g, "counter", P2)
    g.apply(Action("end_counters"))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    return g, luffy


def test_op15_119_an_events_trigger_is_not_an_activation():
    """faq_op15-eb04.md, OP15-119 Q4: using an Event's [Trigger] (OP02-090
    Hydra: P1 returns 1 DON!!) is not activating the Event: no reveal."""
    g, luffy = _life_trigger("OP02-090")
    expect(g, "return_don", P1)                       # the [Trigger] resolves
    g.apply(Action("return_don", -1, 1))
    expect(g, "main", P1)                             # P1 is not asked to reveal
    assert power(g.state, luffy) == 7000 and g.don(P1).active == 5


def test_op15_119_a_trigger_using_the_events_main_is_not_an_activation():
    """faq_op15-eb04.md, OP15-119 Q5: a [Trigger] that uses the Event's own
    [Main] effect (OP03-056 Sanji's Pilaf: draw 2) is still a [Trigger], not
    an Event activation: no reveal."""
    g, luffy = _life_trigger("OP03-056")
    expect(g, "main", P1)                             # P1 is not asked to reveal
    assert len(g.state.hand[P2]) == 2, "the [Main] effect resolved: 2 drawn"
    assert power(g.state, luffy) == 7000


def test_op15_119_with_0_life_cards_nothing_is_revealed():
    """faq_op15-eb04.md, OP15-119 Q6: with 0 Life cards the effect cannot
    be used: a block gives Luffy no power."""
    g, luffy = _blocked([])
    expect(g, "counter", P2)                          # not asked to reveal
    assert power(g.state, luffy) == 7000
