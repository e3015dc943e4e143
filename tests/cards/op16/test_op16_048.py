"""OP16-048 Buggy (Character): "[On Play] If your Leader has the {Impel Down}
type, draw 1 card and play up to 1 [Prisoner of Impel Down] card from your
hand." and "[Once Per Turn] This effect can be activated when your opponent
attacks. Up to 1 of your [Prisoner of Impel Down] cards gains [Blocker]
during this turn."."""

from optcg import Action
from optcg.engine.constants import BLOCKER
from optcg.engine.stats import has_keyword
from optcg.testing import expect

from ..common import selectable
from ..common_play import (P1, PLAIN, accept, decline, opponent_attacks, pick, play_from_hand,
                           second_attack)
from .impel_down import IMPEL_LEADER

BUGGY = "OP16-048"
PRISONER = "OP16-042"


def test_op16_048_on_play_draws_and_plays_a_prisoner_free():
    b = play_from_hand(BUGGY, leader=IMPEL_LEADER, hand=[PRISONER, PLAIN], deck=[PLAIN] * 2,
                       active=5)
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}
    pick(g, b.hand[0])
    expect(g, "main", P1)
    st = g.state
    assert b.hand[0] in st.chars[P1] and b.deck[0] in st.hand[P1] and st.don_active[P1] == 0


def test_op16_048_on_play_not_with_another_leader():
    b = play_from_hand(BUGGY, hand=[PRISONER], deck=[PLAIN] * 2)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [b.hand[0]]


def test_op16_048_when_the_opponent_attacks_a_prisoner_gains_blocker():
    b = opponent_attacks(BUGGY, chars=[PRISONER])
    g = b.game
    accept(g)
    pick(g, b.chars[1])
    expect(g, "block", P1)
    assert has_keyword(g.state, b.chars[1], BLOCKER)
    assert Action("block", b.chars[1]) in g.legal_actions()


def test_op16_048_declined_no_blocker():
    b = opponent_attacks(BUGGY, chars=[PRISONER])
    decline(b.game)
    expect(b.game, "block", P1)
    assert not has_keyword(b.game.state, b.chars[1], BLOCKER)


def test_op16_048_when_the_opponent_attacks_once_per_turn():
    b = opponent_attacks(BUGGY, chars=[PRISONER], theirs=[PLAIN], life=[PLAIN] * 2)
    g = b.game
    accept(g)
    pick(g, b.chars[1])
    second_attack(b)
    expect(g, "block", P1)                             # not offered again
