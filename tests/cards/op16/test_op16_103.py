"""OP16-103 Van Augur (Character): "[Opponent's Turn] [On K.O.] If your Leader
has the {Blackbeard Pirates} type, draw 1 card and give up to 1 of your
opponent's Leader or Character cards −3000 power during this turn." and
"[Trigger] Activate this card's [On K.O.] effect."."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from ..common_play import P1, P2, PLAIN, koed_by_opponent, pick, times_activated, trigger_from_life
from .blackbeard import BB_LEADER

AUGUR = "OP16-103"


def test_op16_103_koed_in_the_opponents_turn_draws_and_gives_minus_3000():
    b = koed_by_opponent(AUGUR, leader=BB_LEADER, deck=[PLAIN, PLAIN])
    g = b.game
    their_leader = b.scenario.p2.leader_id
    pick(g, their_leader)
    expect(g, "main", P2)
    assert power(g.state, their_leader) == 2000 and g.state.hand[P1] == [b.deck[0]]


def test_op16_103_not_with_another_leader():
    b = koed_by_opponent(AUGUR, deck=[PLAIN, PLAIN])
    expect(b.game, "main", P2)
    assert b.game.state.hand[P1] == []


def test_op16_103_not_when_koed_in_your_own_turn():
    from test_card_compiler import card_of
    self_ko = card_of("[Main] K.O. up to 1 of your Characters.", category="Event",
                      name="Self K.O.", number="T-SELF-KO", cost=0)
    s = Scenario(strict=True)
    s.p1.leader(BB_LEADER)
    augur = s.p1.character(AUGUR)
    event, = s.p1.hand(self_ko)
    s.p1.deck(PLAIN, PLAIN)
    g = s.build()
    g.apply(Action("play", event))
    pick(g, augur)
    expect(g, "main", P1)
    assert augur in g.state.trash[P1] and times_activated(g, augur) == 0
    assert g.state.hand[P1] == []


def test_op16_103_trigger_runs_the_on_ko():
    b = trigger_from_life(AUGUR, leader=BB_LEADER, deck=[PLAIN, PLAIN])
    g = b.game
    pick(g, b.theirs[0])                               # the attacker
    expect(g, "main", P2)
    assert power(g.state, b.theirs[0]) == 4000 and b.deck[0] in g.state.hand[P1]
