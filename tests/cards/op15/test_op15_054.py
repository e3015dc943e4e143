"""OP15-054 And No One Else Can Have It! It's Our Memento of Him (Event, cost
4): "[Main] If your Leader is [Lucy], choose one: • Draw 2 cards and trash 1
card from your hand. Then, play up to 1 {Dressrosa} type Character card with
a cost of 4 or less from your hand. • Return up to 1 Stage to the owner's
hand."."""

from optcg import Action
from optcg.testing import Scenario, expect

from ..common import selectable
from ..qa import bottom_all
from ..common_play import P1, P2, PLAIN, choose_number, pick, play_from_hand

MEMENTO = "OP15-054"
LUCY = "OP15-002"
VIOLA = "OP15-040"        # {Dressrosa}, cost 1
STAGE = "OP15-057"        # a Stage


def test_op15_054_first_choice_draws_trashes_and_plays_a_dressrosa_character():
    b = play_from_hand(MEMENTO, leader=LUCY, hand=[VIOLA], deck=[PLAIN, PLAIN, PLAIN])
    g = b.game
    choose_number(g, 0)
    pick(g, b.deck[0])                                 # the card to trash
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}
    pick(g, b.hand[0])
    bottom_all(g)                                      # Viola's own [On Play] search
    expect(g, "main", P1)
    st = g.state
    assert b.hand[0] in st.chars[P1] and st.hand[P1] == [b.deck[1]]


def test_op15_054_second_choice_returns_a_stage_to_its_owners_hand():
    s = Scenario(strict=True)
    s.p1.leader(LUCY)
    memento, = s.p1.hand(MEMENTO)
    s.p1.don(active=4)
    stage = s.p2.stage(STAGE)
    g = s.build()
    g.apply(Action("play", memento))
    choose_number(g, 1)
    pick(g, stage)
    expect(g, "main", P1)
    assert g.state.hand[P2] == [stage] and g.state.stage[P2] == []


def test_op15_054_without_lucy_nothing():
    b = play_from_hand(MEMENTO, hand=[VIOLA], deck=[PLAIN] * 3)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [b.hand[0]]
