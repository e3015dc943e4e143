"""OP11-046 Vinsmoke Yonji: [Blocker]; while every Character of its player
has a type including "GERMA", the opponent's effects can neither K.O. nor
rest this Character (CR 10-2-1-3, 8-1-3-3)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

YONJI = "OP11-046"
SHANKS = "OP06-007"       # [On Play] K.O. up to 1 of your opponent's Characters
TIGER = "OP11-035"        # [On Play] rest up to 1 of your opponent's Characters
OTHER = "OP14-083"        # a Character without a "GERMA" type


def _play_at_yonji(source: str, other: bool):
    s = Scenario(turn=3)
    yonji = s.p2.character(YONJI)
    if other:
        s.p2.character(OTHER)
    card, = s.p1.hand(source)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("play", card))
    expect_decision(game, 0, "select")
    game.apply(Action("select", yonji))
    expect_decision(game, 0, "main")
    return game.state, yonji


def test_op11_046_not_koed_by_opponents_effect_with_only_germa_characters():
    st, yonji = _play_at_yonji(SHANKS, other=False)
    assert yonji in st.chars[1]


def test_op11_046_not_rested_by_opponents_effect_with_only_germa_characters():
    st, yonji = _play_at_yonji(TIGER, other=False)
    assert not st.rested[yonji]


def test_op11_046_koed_with_a_character_of_another_type():
    st, yonji = _play_at_yonji(SHANKS, other=True)
    assert yonji in st.trash[1]


def test_op11_046_rested_with_a_character_of_another_type():
    st, yonji = _play_at_yonji(TIGER, other=True)
    assert st.rested[yonji]


def test_op11_046_can_still_attack_on_its_own_turn():
    """The protection is from the opponent's effects only: attacking rests it."""
    s = Scenario(turn=3)
    yonji = s.p1.character(YONJI)
    game = s.build()
    game.apply(Action("attack", yonji, s.p2.leader_id))
    assert game.state.rested[yonji]
