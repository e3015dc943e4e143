"""EB01-003 Kid & Killer (Character, cost 4, 5000): "[Rush]" and "[When
Attacking] If your opponent has 2 or less Life cards, this Character gains
+2000 power during this turn."  The keyword runs into the timing in the card
data; it is a line of its own (CR 10-1-1 [Rush])."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword, power
from optcg.testing import Scenario, expect_decision

from ..common import P2, attacks_of

KID_KILLER = "EB01-003"
LIFE = "ST01-006"


def _attacking(opponents_life: int):
    s = Scenario(turn=3, strict=True)
    kk = s.p1.character(KID_KILLER, played_this_turn=True)
    s.p2.life(*[LIFE] * opponents_life)
    g = s.build()
    assert attacks_of(g, kk) != []                 # [Rush]: the turn it is played
    g.apply(Action("attack", kk, s.p2.leader_id))
    expect_decision(g, P2, "block")
    return g, kk


def test_eb01_003_has_rush():
    s = Scenario()
    kk = s.p1.character(KID_KILLER)
    assert has_keyword(s.build().state, kk, KEYWORD_BITS["Rush"])


def test_eb01_003_gains_2000_when_the_opponent_has_2_life():
    g, kk = _attacking(2)
    assert power(g.state, kk) == 7000


def test_eb01_003_no_power_with_3_life():
    g, kk = _attacking(3)
    assert power(g.state, kk) == 5000


def test_eb01_003_keeps_the_power_when_the_life_grows_back():
    """Q&A EB01-003: the +2000 stays for the turn when the opponent's Life
    becomes 3 afterwards (the condition is checked as the effect resolves)."""
    from test_card_compiler import card_of
    grow = card_of("[Counter] Add up to 1 card from the top of your deck to the top of your "
                   "Life cards.", category="Event", name="Grow", number="T-GROW", cost=0)
    s = Scenario(turn=3, strict=True)
    kk = s.p1.character(KID_KILLER)
    s.p2.life(LIFE, LIFE)
    event, = s.p2.hand(grow)
    g = s.build()
    g.apply(Action("attack", kk, s.p2.leader_id))
    g.apply(Action("no_block"))
    expect_decision(g, P2, "counter")
    g.apply(Action("counter_event", event))
    expect_decision(g, P2, "choose_number")         # "up to 1"
    g.apply(Action("number", -1, 1))
    expect_decision(g, P2, "counter")
    assert len(g.state.life[P2]) == 3
    assert power(g.state, kk) == 7000
