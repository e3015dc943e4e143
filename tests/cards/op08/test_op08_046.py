"""OP08-046 Shakuyaku (Character, cost 5): [Your Turn] [Once Per Turn] when a
Character is removed from the field by your effect, if your opponent has 5
or more cards in their hand, they place 1 card of their choice from it at
the bottom of their deck (the owner of the hand chooses: official ruling on
P-048); then this Character is rested, which does not stop the effect when
she is rested already (official ruling on OP08-046)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2
from ..placing import FILLER, placed_at_bottom, places

SHAKUYAKU = "OP08-046"
BOUNCER = "ST03-009"        # [On Play] returns a Character of cost 7 or less to its hand
FOE = custom_card("T-FOE", "Foe", cost=3, power=4000)


def _bounced(hand_size, rested=False):
    s = Scenario(turn=3)
    shakuyaku = s.p1.character(SHAKUYAKU, rested=rested)
    bouncer, = s.p1.hand(BOUNCER)
    s.p1.don(active=7)
    foe = s.p2.character(FOE)
    theirs = s.p2.hand(*[FILLER] * hand_size)
    g = s.build()
    g.apply(Action("play", bouncer))
    expect_decision(g, P1, "select")
    g.apply(Action("select", foe))
    return g, shakuyaku, foe, theirs


def test_op08_046_a_removal_by_your_effect_makes_them_place_a_card_then_she_rests():
    g, shakuyaku, foe, theirs = _bounced(5)
    assert foe in g.state.hand[P2]
    places(g, P2, theirs[2])
    st = g.state
    assert len(st.hand[P2]) == 5 and st.rested[shakuyaku]
    placed_at_bottom(g, P2, theirs[2])


def test_op08_046_works_when_she_is_rested_already():
    g, _, _, theirs = _bounced(5, rested=True)
    places(g, P2, theirs[0])
    placed_at_bottom(g, P2, theirs[0])


def test_op08_046_with_4_cards_nothing_is_placed_and_she_stays_active():
    # 3 cards and the returned Character: 4 as the effect resolves; the
    # condition governs the "Then" clause too
    g, shakuyaku, foe, theirs = _bounced(3)
    expect_decision(g, P1, "main")
    st = g.state
    assert st.hand[P2] == theirs + [foe] and not st.rested[shakuyaku]
