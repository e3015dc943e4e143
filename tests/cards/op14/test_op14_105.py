"""OP14-105 Gorgon Sisters (Character, cost 6, 5000 power): [Activate: Main]
[Once Per Turn] you may reveal 3 {Amazon Lily} or {Kuja Pirates} type cards
from your hand: give your Leader and all of your Characters up to 1 rested
DON!! card each.  [Trigger] if your Leader has the {Kuja Pirates} type, play
this card.  (No official Q&A on this card.)
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
GORGON = "OP14-105"
KUJA_LEADER = "OP14-041"            # Boa Hancock: Kuja Pirates
RED_LEADER = "ST01-001"             # Monkey.D.Luffy: Straw Hat Crew
FILLER = "ST01-003"
KUJA = custom_card("T-KUJA", "Kuja card", "Character", power=1000, types=("Kuja Pirates",))
LILY = custom_card("T-LILY", "Lily card", "Event", types=("Amazon Lily",))
BIG = custom_card("T-BIG", "Big", "Character", power=9000)


def _main(hand, rested_don: int):
    s = Scenario(turn=3)
    leader = s.p1.leader(RED_LEADER)
    gorgon = s.p1.character(GORGON)
    other = s.p1.character(FILLER)
    cards = s.p1.hand(*hand)
    s.p1.don(rested=rested_don)
    return s.build(), leader, gorgon, other, cards


def test_op14_105_reveals_3_and_gives_the_leader_and_every_character_1_rested_don_each():
    game, leader, gorgon, other, (k1, k2, l1, k3) = _main((KUJA, KUJA, LILY, KUJA), 4)
    game.apply(Action("activate", gorgon, 0))
    expect_decision(game, P1, "select")                 # 3 of the 4 to reveal
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {k1, k2, l1, k3}
    for c in (k1, l1, k3):
        game.apply(Action("select", c))
    for _ in range(3):                                  # the Leader, then each Character
        expect_decision(game, P1, "choose_number")
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    don = game.don(P1)
    assert don.given == {leader: 1, gorgon: 1, other: 1} and don.rested == 1
    assert len(game.state.hand[P1]) == 4                # revealed, not spent
    assert Action("activate", gorgon, 0) not in game.legal_actions()   # [Once Per Turn]


def test_op14_105_with_too_few_rested_don_the_last_ones_get_none():
    game, leader, gorgon, other, _ = _main((KUJA, KUJA, KUJA), 1)
    game.apply(Action("activate", gorgon, 0))           # exactly 3: revealed as they are
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))                 # to the Leader
    expect_decision(game, P1, "main")
    assert game.don(P1).given == {leader: 1}


def test_op14_105_cannot_be_activated_without_3_matching_cards_in_hand():
    game, _, gorgon, _, _ = _main((KUJA, LILY, FILLER), 3)
    expect_decision(game, P1, "main")
    assert Action("activate", gorgon, 0) not in game.legal_actions()


def _trigger(leader: str):
    s = Scenario(turn=4, turn_player=P2)
    me = s.p1.leader(leader)
    [gorgon] = s.p1.life(GORGON)
    a, = s.p2.characters(BIG)
    game = s.build()
    game.apply(Action("attack", a, me))
    expect_decision(game, P1, "trigger")
    game.apply(Action("use_trigger"))
    return game, gorgon


def test_op14_105_trigger_plays_it_under_a_kuja_pirates_leader():
    game, gorgon = _trigger(KUJA_LEADER)
    assert gorgon in game.state.chars[P1]


def test_op14_105_trigger_does_not_play_it_under_another_leader():
    game, gorgon = _trigger(RED_LEADER)
    st = game.state
    assert gorgon not in st.chars[P1] and gorgon in st.trash[P1]
