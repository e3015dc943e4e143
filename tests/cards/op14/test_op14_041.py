"""OP14-041 Boa Hancock (Leader): [Opponent's Turn] when you play a
Character, draw 1 card.  [DON!! x1] [Once Per Turn] when one of your {Amazon
Lily} or {Kuja Pirates} type Characters with 5000 base power or more is
K.O.'d, add up to 1 card from the top of your opponent's Life cards to the
owner's hand.

Official Q&A on OP14-041: the draw of the [Opponent's Turn] effect is not
optional.
"""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects.phrasing import made
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
HANCOCK = "OP14-041"
FILLER = "ST01-003"
KUJA_5000 = custom_card("T-K5", "Kuja Five", "Character", power=5000, types=("Kuja Pirates",))
LILY_5000 = custom_card("T-L5", "Lily Five", "Character", power=5000, types=("Amazon Lily",))
KUJA_4000 = custom_card("T-K4", "Kuja Four", "Character", power=4000, types=("Kuja Pirates",))
OTHER_6000 = custom_card("T-O6", "Other Six", "Character", power=6000, types=("Navy",))
BIG = custom_card("T-BIG", "Big", "Character", power=9000)
# [Trigger] Play this card.
PLAYS_ITSELF = custom_card("T-PLAY", "Plays itself", "Character", L.Ability(
    L.TRIGGER, steps=(L.PlayCard(made(L.This, word="this card")),)), power=1000)


def _p2_attacks(mine, given: int = 1):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(HANCOCK, don=given)
    chars = [s.p1.character(c, rested=True) for c in mine]
    s.p1.deck(*[FILLER] * 5)
    lives = s.p2.life(FILLER, FILLER)
    attackers = s.p2.characters(BIG, BIG)
    return s.build(), chars, lives, attackers


def test_op14_041_a_kuja_5000_koed_takes_the_opponents_top_life_card_once_per_turn():
    game, (k5, l5), lives, (a, b) = _p2_attacks((KUJA_5000, LILY_5000))
    game.apply(Action("attack", a, k5))
    expect_decision(game, P1, "choose_number")          # "up to 1"
    game.apply(Action("number", -1, 1))
    expect_decision(game, P2, "main")
    st = game.state
    assert k5 in st.trash[P1]
    assert lives[0] in st.hand[P2] and lives[1] in st.life[P2]   # the top card, to its owner
    game.apply(Action("attack", b, l5))                 # [Once Per Turn]: nothing more
    expect_decision(game, P2, "main")
    st = game.state
    assert l5 in st.trash[P1] and len(st.life[P2]) == 1


def test_op14_041_an_amazon_lily_5000_koed_may_take_none():
    game, (l5,), lives, (a, _) = _p2_attacks((LILY_5000,))
    game.apply(Action("attack", a, l5))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 0))
    expect_decision(game, P2, "main")
    assert sorted(game.state.life[P2]) == sorted(lives)


def test_op14_041_does_not_apply_to_small_or_other_type_characters_or_without_don():
    game, (k4, o6), lives, (a, b) = _p2_attacks((KUJA_4000, OTHER_6000))
    game.apply(Action("attack", a, k4))                 # 4000 base power
    expect_decision(game, P2, "main")
    game.apply(Action("attack", b, o6))                 # not Amazon Lily nor Kuja Pirates
    expect_decision(game, P2, "main")
    st = game.state
    assert k4 in st.trash[P1] and o6 in st.trash[P1] and sorted(st.life[P2]) == sorted(lives)
    game, (k5,), lives, (a, _) = _p2_attacks((KUJA_5000,), given=0)
    game.apply(Action("attack", a, k5))                 # [DON!! x1] not met
    expect_decision(game, P2, "main")
    assert k5 in game.state.trash[P1] and sorted(game.state.life[P2]) == sorted(lives)


def test_op14_041_playing_a_character_in_the_opponents_turn_draws_1_card():
    # official Q&A on OP14-041: the draw is not optional
    s = Scenario(turn=4, turn_player=P2)
    hancock = s.p1.leader(HANCOCK)
    [played] = s.p1.life(PLAYS_ITSELF)
    s.p1.deck(*[FILLER] * 5)
    a, = s.p2.characters(BIG)
    game = s.build()
    game.apply(Action("attack", a, hancock))
    expect_decision(game, P1, "trigger")               # no hand: no Counter Step choice
    game.apply(Action("use_trigger"))
    expect_decision(game, P2, "main")                   # no yes/no for the draw
    st = game.state
    assert played in st.chars[P1] and len(st.hand[P1]) == 1 and len(st.deck[P1]) == 4


def test_op14_041_playing_a_character_in_your_own_turn_draws_nothing():
    s = Scenario(turn=3)
    s.p1.leader(HANCOCK)
    [c] = s.p1.hand(FILLER)
    s.p1.deck(*[FILLER] * 5)
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", c))
    expect_decision(game, P1, "main")
    st = game.state
    assert c in st.chars[P1] and st.hand[P1] == [] and len(st.deck[P1]) == 5
