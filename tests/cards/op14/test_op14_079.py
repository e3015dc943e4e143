"""OP14-079 Crocodile (Leader): the opponent's Characters cannot be removed
from the field by this Leader's player's effects (official Q&A on OP14-079:
"your effects" are those of the player whose Leader it is, so a K.O. they
choose does not happen); [Activate: Main] [Once Per Turn] K.O. one of your
"Baroque Works" Characters: up to 1 opposing Character gets −10 cost this
turn, then you may trash 2 cards from the top of your deck."""

from optcg import Action
from optcg.engine.stats import cost
from optcg.testing import Scenario, expect_decision

CROCODILE = "OP14-079"
WEDNESDAY = "OP14-083"    # a "Baroque Works" Character, no effect
SHANKS = "OP06-007"       # [On Play] K.O. up to 1 of your opponent's Characters
SMOKER = "OP11-005"       # an opposing Character with a cost of 4


def _shanks_kos(leader: str | None) -> bool:
    s = Scenario(turn=3)
    if leader:
        s.p1.leader(leader)
    victim = s.p2.character(SMOKER)
    card, = s.p1.hand(SHANKS)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("play", card))
    expect_decision(game, 0, "select")
    game.apply(Action("select", victim))
    expect_decision(game, 0, "main")
    return victim in game.state.trash[1]


def test_op14_079_opponents_character_not_koed_by_your_effect():
    assert _shanks_kos(CROCODILE) is False


def test_op14_079_without_crocodile_the_ko_happens():
    assert _shanks_kos(None) is True


def _activate(trash: int):
    s = Scenario(turn=3)
    croc = s.p1.leader(CROCODILE)
    wednesday = s.p1.character(WEDNESDAY)
    victim = s.p2.character(SMOKER)
    s.p1.deck(WEDNESDAY, WEDNESDAY, WEDNESDAY)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("activate", croc, 0))
    expect_decision(game, 0, "select")
    game.apply(Action("select", victim))
    expect_decision(game, 0, "choose_number")          # "you may trash 2": 0 or 2
    game.apply(Action("number", -1, trash))
    expect_decision(game, 0, "main")
    return game, wednesday, victim


def test_op14_079_activate_kos_your_baroque_works_character_as_its_cost():
    """Its own K.O. cost is not prevented: only the opponent's Characters
    are protected."""
    game, wednesday, victim = _activate(2)
    st = game.state
    assert wednesday in st.trash[0]
    assert cost(st, victim) == 0                        # 4 − 10, no lower than 0
    assert len(st.deck[0]) == 1 and len(st.trash[0]) == 3
    assert not [a for a in game.legal_actions() if a.kind == "activate"]   # once per turn


def test_op14_079_activate_may_keep_the_deck():
    game, _, _ = _activate(0)
    assert len(game.state.deck[0]) == 3


def test_op14_079_cannot_activate_without_a_baroque_works_character():
    s = Scenario(turn=3)
    s.p1.leader(CROCODILE)
    s.p1.character(SMOKER)
    s.p1.don(active=10)
    game = s.build()
    assert not [a for a in game.legal_actions() if a.kind == "activate"]
