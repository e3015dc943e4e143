"""OP14-061 Vergo (Character): "[Once Per Turn] If your {Donquixote Pirates}
type Character would be removed from the field by your opponent's effect, you
may return 1 DON!! card from your field to your DON!! deck instead." and
"[When Attacking] DON!! −1: Give up to 1 of your opponent's Characters −2000
power during this turn."."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect

from ..common_play import (P1, P2, PLAIN, accept, decline, ko_one_event, koed_by_opponent,
                           on_field, pay_don, pick)
from .donquixote import DQ_CHAR

VERGO = "OP14-061"       # a {Donquixote Pirates} Character itself


def test_op14_061_returns_a_don_instead_of_being_removed():
    b = koed_by_opponent(VERGO, active=2)
    g = b.game
    accept(g)
    pay_don(g, 1)
    expect(g, "main", P2)
    assert b.card in g.state.chars[P1] and g.state.don_active[P1] == 1


def test_op14_061_without_a_don_it_is_koed():
    b = koed_by_opponent(VERGO)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]


def test_op14_061_when_attacking_pays_a_don_for_minus_2000():
    b = on_field(VERGO, active=2, theirs=[PLAIN])
    g = b.game
    g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
    accept(g)
    pay_don(g, 1)
    pick(g, b.theirs[0])
    expect(g, "block", P2)
    assert power(g.state, b.theirs[0]) == 1000 and g.state.don_active[P1] == 1


def test_op14_061_when_attacking_declined_changes_nothing():
    b = on_field(VERGO, active=2, theirs=[PLAIN])
    g = b.game
    g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
    decline(g)
    expect(g, "block", P2)
    assert power(g.state, b.theirs[0]) == 3000 and g.state.don_active[P1] == 2


def test_op14_061_replaces_once_per_turn():
    b = on_field(VERGO, turn_player=P2, chars=[DQ_CHAR], active=3,
                 their_hand=[ko_one_event(), ko_one_event()])
    g = b.game
    first, second = g.state.hand[P2]
    g.apply(Action("play", first))
    pick(g, b.chars[0], player=P2)
    accept(g)
    pay_don(g, 1)
    expect(g, "main", P2)
    g.apply(Action("play", second))
    pick(g, b.card, player=P2)
    expect(g, "main", P2)                              # not offered a second time
    assert b.card in g.state.trash[P1] and b.chars[0] in g.state.chars[P1]
