"""OP15-114 Wyper (Character): "[On Play] You may turn 1 card from the top of
your Life cards face-up: Give all of your opponent's Characters −2000 power
during this turn. Then, K.O. all of your opponent's Characters with 0 power
or less." and "[Activate: Main] [Once Per Turn] Give up to 1 rested DON!!
card to 1 of your {Sky Island} type Leader or Character cards."  Official
ruling faq_op15-eb04.md OP15-114: with the top Life card already face-up, or
no Life card, the cost cannot be paid."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect

from ..common import activations
from ..common_play import (P1, P2, PLAIN, accept, choose_number, on_field, only_option, pick,
                           play_from_hand)
from .sky_island import SKY_LEADER

WYPER = "OP15-114"
TWO_K = "ST01-006"        # 1000 power: 0 or less after −2000


def test_op15_114_turns_a_life_card_up_to_weaken_and_ko():
    b = play_from_hand(WYPER, life=[PLAIN, PLAIN], theirs=[TWO_K, PLAIN])
    g = b.game
    accept(g)
    only_option(g, "select")                         # the top Life card
    expect(g, "main", P1)
    st = g.state
    assert st.face_up[b.life[0]]
    assert b.theirs[0] in st.trash[P2] and power(st, b.theirs[1]) == 1000


def test_qa_op15_114_not_with_the_top_life_card_face_up_nor_with_no_life():
    for life, face_up in (([PLAIN], True), ([], False)):
        b = play_from_hand(WYPER, life=life, life_face_up=face_up, theirs=[TWO_K])
        expect(b.game, "main", P1)                     # the cost cannot be paid: not offered
        assert b.theirs[0] in b.game.state.chars[P2], life


def test_op15_114_gives_a_rested_don_to_a_sky_island_card_once_per_turn():
    b = on_field(WYPER, leader=SKY_LEADER, rested=2)
    g = b.game
    g.apply(Action("activate", b.card, 1))
    pick(g, b.leader)
    choose_number(g, 1)
    expect(g, "main", P1)
    assert g.state.don[b.leader] == 1 and activations(g, b.card) == []
