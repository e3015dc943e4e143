"""PRB02-006 Roronoa Zoro (Character, [Blocker]): "[Opponent's Turn] If this
Character would be rested by your opponent's Character's effect, you may
rest 1 of your other Characters instead."  A replacement effect (CR
8-1-3-4); official ruling qa_prb02.md PRB02-006 Q1: a Character that cannot
be rested cannot be chosen, and with none that can, the effect cannot be
used (CR 8-1-3-4-5)."""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.testing import Scenario, expect_decision

from ..common import selectable

ZORO = "PRB02-006"
RESTER = "OP04-024"          # Character, cost 2: [On Play] rest up to 1 of your
                             # opponent's Characters with a cost of 4 or less
REST_EVENT = "ST02-017"      # Event, cost 2: [Main] rest up to 1 of your
                             # opponent's Characters
VANILLA = "ST01-008"         # vanilla Character, cost 3


def opponent_rests(card, *others_rested):
    """P2's turn: P2 plays `card`, aimed at P1's active Zoro; P1 has the
    other Characters given, rested or not."""
    s = Scenario(turn=4, turn_player=1, strict=True)
    zoro = s.p1.character(ZORO)
    others = [s.p1.character(VANILLA, rested=r) for r in others_rested]
    [c] = s.p2.hand(card)
    s.p2.don(active=2)
    game = s.build()
    game.apply(Action("play", c))
    expect_decision(game, 1, "select")
    game.apply(Action("select", zoro))
    return game, zoro, others


def test_prb02_006_is_automated_with_blocker():
    assert card_def(ZORO).implemented and "Blocker" in card_def(ZORO).keyword_names()


def test_prb02_006_rests_another_character_instead():
    game, zoro, (active, other, rested) = opponent_rests(RESTER, False, False, True)
    expect_decision(game, 0, "confirm")                # CR 8-1-3-4-1: its owner chooses
    game.apply(Action("accept"))
    expect_decision(game, 0, "select")
    assert selectable(game) == {active, other}         # not Zoro, not the rested one
    game.apply(Action("select", active))
    expect_decision(game, 1, "main")
    st = game.state
    assert not st.rested[zoro] and st.rested[active] and not st.rested[other]


def test_prb02_006_declined_zoro_is_rested():
    game, zoro, (active,) = opponent_rests(RESTER, False)
    expect_decision(game, 0, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, 1, "main")
    st = game.state
    assert st.rested[zoro] and not st.rested[active]


def test_qa_prb02_006_q1_no_other_character_that_can_be_rested_no_replacement():
    game, zoro, (rested,) = opponent_rests(RESTER, True)
    expect_decision(game, 1, "main")                   # not offered
    assert game.state.rested[zoro]


def test_prb02_006_an_event_is_not_a_characters_effect():
    game, zoro, (active,) = opponent_rests(REST_EVENT, False)
    expect_decision(game, 1, "main")                   # not offered
    st = game.state
    assert st.rested[zoro] and not st.rested[active]
