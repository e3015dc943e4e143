"""OP06-116 Reject (Event): [Main] choose one: K.O. up to 1 of the
opponent's Characters with a cost of 5 or less; or, if the opponent has 1
Life card, deal them 1 damage, then add your top Life card to your hand (not
when they have another number of Life cards: the OP06-116 Q&A). [Trigger]
Draw 1 card."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable

REJECT = "OP06-116"
FIVE = custom_card("T-C5", "Five", cost=5, power=6000)
SIX = custom_card("T-C6", "Six", cost=6, power=7000)
LIFE = custom_card("T-LIF", "Life", cost=1, power=1000)


def _played(their_life: int, option: int):
    s = Scenario(turn=3)
    [reject] = s.p1.hand(REJECT)
    s.p1.don(active=4)
    mine = s.p1.life(LIFE, LIFE)
    five, six = s.p2.character(FIVE), s.p2.character(SIX)
    theirs = s.p2.life(*[LIFE] * their_life)
    game = s.build()
    game.apply(Action("play", reject))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, option))
    return game, mine, theirs, five, six


def test_op06_116_first_option_kos_a_cost_5_or_less_character():
    game, _, _, five, six = _played(3, 0)
    expect_decision(game, P1, "select")
    assert selectable(game) == {five}
    game.apply(Action("select", five))
    assert five in game.state.trash[P2] and six in game.state.chars[P2]


def test_op06_116_second_option_at_1_life_deals_damage_then_takes_a_life_card():
    game, mine, theirs, _, _ = _played(1, 1)
    while game.decision.kind != "main":                  # the opponent's Life: no [Trigger]
        game.apply(game.legal_actions()[0])
    st = game.state
    assert st.life[P2] == [] and theirs[0] in st.hand[P2]
    assert len(st.life[P1]) == 1 and len(st.hand[P1]) == 1


def test_op06_116_second_option_at_2_life_does_nothing():
    """Q&A: without 1 Life card, no Life card goes to your hand either."""
    game, _, _, _, _ = _played(2, 1)
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.life[P2]) == 2 and len(st.life[P1]) == 2 and st.hand[P1] == []


def test_op06_116_with_st13_003_a_face_up_life_card_goes_to_the_deck_bottom():
    """Q&A on ST13-003 (Q3): with that Leader, 1 face-up Life card and the
    opponent at 1 Life, the damage is dealt, then the Life card goes to the
    bottom of the deck instead of the hand."""
    s = Scenario(turn=3)
    s.p1.leader("ST13-003")
    [reject] = s.p1.hand(REJECT)
    s.p1.don(active=4)
    [mine] = s.p1.life(LIFE, face_up=True)
    s.p2.life(LIFE)
    game = s.build()
    game.apply(Action("play", reject))
    game.apply(Action("number", -1, 1))
    while game.decision.kind != "main":
        game.apply(game.legal_actions()[0])
    st = game.state
    assert st.life[P2] == [] and st.life[P1] == []
    assert st.deck[P1][:1] == [mine] and mine not in st.hand[P1]
