"""OP06-074 Zephyr (Navy) (Character, cost 7): [On Play] DON!! −1: negate the
effect of up to 1 of your opponent's Characters during this turn.  Then, if
that Character has 5000 power or less, K.O. it.

Official Q&A on OP06-074: the power compared is the current one (a 7000
Character given −2000 first is K.O.'d), and a Character K.O.'d with its
effect negated does not activate its [On K.O.] effect.
"""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects.triggers import negated
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
ZEPHYR = "OP06-074"
FILLER = "ST01-003"
# [On K.O.] Draw 1 card.
SEVEN = custom_card("T-K7", "Seven", "Character", L.Ability(
    L.ON_KO, steps=(L.Draw(L.exactly(1)),)), cost=5, power=7000)
SIX = custom_card("T-K6", "Six", "Character", cost=5, power=6000)
# [On Play] Give up to 1 of your opponent's Characters −2000 power during this turn.
WEAKEN = custom_card("T-WK", "Weakener", "Character", L.Ability(
    L.ON_PLAY, steps=(L.PowerChange(L.Choose(L.Cards(L.OPPONENT)), -2000),)), cost=1)


def _board():
    s = Scenario(turn=3)
    zephyr, weaken = s.p1.hand(ZEPHYR, WEAKEN)
    s.p1.don(active=9)
    seven, six = s.p2.character(SEVEN), s.p2.character(SIX)
    s.p2.deck(*[FILLER] * 5)
    return s.build(), zephyr, weaken, seven, six


def _play_zephyr(game, zephyr):
    game.apply(Action("play", zephyr))
    expect_decision(game, P1, "confirm")                # DON!! −1
    game.apply(Action("accept"))
    expect_decision(game, P1, "return_don")             # which DON!! goes back
    game.apply(Action("return_don", -1, 0))
    expect_decision(game, P1, "select")


def test_op06_074_kos_a_negated_character_at_5000_power_or_less_without_its_on_ko():
    game, zephyr, weaken, seven, six = _board()
    game.apply(Action("play", weaken))
    expect_decision(game, P1, "select")
    game.apply(Action("select", seven))                 # 7000 −2000: 5000
    _play_zephyr(game, zephyr)
    game.apply(Action("select", seven))
    expect_decision(game, P1, "main")
    st = game.state
    # official Q&A on OP06-074: the current power counts; no [On K.O.]
    assert seven in st.trash[P2] and st.hand[P2] == [] and len(st.deck[P2]) == 5
    assert game.don(P1).deck == 2                       # the DON!! −1 paid


def test_op06_074_a_6000_power_character_is_only_negated():
    game, zephyr, _, seven, six = _board()
    _play_zephyr(game, zephyr)
    game.apply(Action("select", six))
    expect_decision(game, P1, "main")
    st = game.state
    assert six in st.chars[P2] and negated(st, six) and not negated(st, seven)
