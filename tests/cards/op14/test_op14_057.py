"""OP14-057 Don't Worry!! I'm Here!! (Event, cost 2):
- "[Main] All of your {Fish-Man} or {Merfolk} type Leader and Character cards
  gain +1000 power during this turn.";
- "[Trigger] Draw 2 cards." (CR 10-1-5)."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card

from ..common import P1
from ..common_battle import use_life_trigger

EVENT = "OP14-057"
FISHMAN_LEADER = custom_card("T-FML", "Captain", "Leader", power=5000, types=("Fish-Man",))
MERFOLK = custom_card("T-MER", "Mermaid", cost=2, power=3000, types=("Merfolk",))
FISHMAN = custom_card("T-FM", "Sailor", cost=2, power=3000, types=("Fish-Man",))
PLAIN = custom_card("T-PL", "Human", cost=2, power=3000, types=("Navy",))


def test_op14_057_main_every_fish_man_or_merfolk_card_gains_1000():
    s = Scenario(turn=3)
    leader = s.p1.leader(FISHMAN_LEADER)
    merfolk, fishman, plain = s.p1.characters(MERFOLK, FISHMAN, PLAIN)
    event, = s.p1.hand(EVENT)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", event))
    st = g.state
    assert power(st, leader) == 6000
    assert power(st, merfolk) == 4000 and power(st, fishman) == 4000
    assert power(st, plain) == 3000
    g.apply(Action("end_phase"))
    assert power(g.state, merfolk) == 3000         # during this turn only


def test_op14_057_main_another_leader_type_gains_nothing():
    s = Scenario(turn=3)
    leader = s.p1.leader("ST01-001")
    event, = s.p1.hand(EVENT)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", event))
    assert power(g.state, leader) == 5000


def test_op14_057_trigger_draws_2_cards():
    s = Scenario(turn=4, turn_player=1)
    s.p1.life(EVENT)
    s.p1.deck("ST01-004", "ST01-005", "ST01-006")
    g = use_life_trigger(s)
    assert len(g.state.hand[P1]) == 2 and len(g.state.deck[P1]) == 1
