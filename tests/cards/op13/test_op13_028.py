"""OP13-028 Shanks (Character, cost 10): [On Play] set all of your DON!! cards
as active; then you cannot play cards from your hand during this turn.

Official Q&A on OP13-028: the restriction stops playing Characters and Stages
from the hand for their cost and activating Events for their cost; an effect
that plays a Character card from the hand still may.
"""

import pytest

from optcg import Action, IllegalActionError
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
SHANKS = "OP13-028"
CHEAP = custom_card("T-CHEAP", "Cheap", "Character", cost=1, power=2000)
STAGE = custom_card("T-STAGE", "Port", "Stage", cost=1)
EVENT = custom_card("T-EVENT", "Draw Event", "Event", L.Ability(L.MAIN, steps=(L.Draw(L.exactly(1)),)),
                    cost=1)
# a Character whose effect plays a Character card from the hand
CALLER = custom_card("T-CALLER", "Caller", "Character", L.Ability(
    L.ACTIVATE_MAIN, steps=(L.PlayCard(L.Choose(L.Cards(area=L.HAND,
                                                        categories=(L.CHARACTER,)))),),
    once_per_turn=True), cost=1, power=1000)


def _play_shanks(don: int = 10):
    s = Scenario(turn=3)
    shanks, cheap, stage, event = s.p1.hand(SHANKS, CHEAP, STAGE, EVENT)
    s.p1.don(active=don)
    caller = s.p1.character(CALLER)
    game = s.build()
    game.apply(Action("play", shanks))                    # 10 DON!! rested for the cost
    expect_decision(game, P1, "main")
    return game, s, (shanks, cheap, stage, event, caller)


def test_op13_028_sets_every_don_active_and_no_card_can_be_played_from_the_hand():
    game, _, (shanks, cheap, stage, event, _) = _play_shanks(don=10)
    st = game.state
    assert shanks in st.chars[P1]
    assert (st.don_active[P1], st.don_rested[P1]) == (10, 0)
    plays = [a for a in game.legal_actions() if a.kind == "play"]
    assert plays == []                                    # Character, Stage, Event alike
    with pytest.raises(IllegalActionError, match="cannot play cards from their hand"):
        game.apply(Action("play", cheap))
    assert cheap in game.state.hand[P1] and st.don_active[P1] == 10


def test_op13_028_an_effect_may_still_play_a_character_from_the_hand():
    # official Q&A on OP13-028
    game, _, (_, cheap, _, _, caller) = _play_shanks(don=10)
    game.apply(Action("activate", caller, 0))
    expect_decision(game, P1, "select")
    game.apply(Action("select", cheap))
    assert cheap in game.state.chars[P1]


def test_op13_028_the_ban_ends_with_the_turn():
    game, s, (_, cheap, _, _, _) = _play_shanks(don=10)
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")                     # P1's next turn: plays again
    assert Action("play", cheap) in game.legal_actions()


def test_op13_028_the_opponent_is_not_restricted():
    s = Scenario(turn=3)
    [shanks] = s.p1.hand(SHANKS)
    s.p1.don(active=10)
    [theirs] = s.p2.hand(CHEAP)
    s.p2.don(active=2)
    game = s.build()
    game.apply(Action("play", shanks))
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert Action("play", theirs) in game.legal_actions()


def test_op13_028_without_the_on_play_cards_are_played_normally():
    s = Scenario(turn=3)
    [cheap] = s.p1.hand(CHEAP)
    s.p1.don(active=1)
    s.p1.character(SHANKS)                                # on the field already: no [On Play]
    game = s.build()
    game.apply(Action("play", cheap))
    assert cheap in game.state.chars[P1]
