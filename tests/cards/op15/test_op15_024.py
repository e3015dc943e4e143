"""OP15-024 Usopp: [Opponent's Turn] the opponent's Leader and Character
effects cannot rest this Character, and it gains [Blocker]; [On K.O.] rest
up to 1 of the opponent's Leader or Character cards with a cost of 7 or less."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import keywords
from optcg.testing import Scenario, expect_decision

USOPP = "OP15-024"
TIGER = "OP11-035"        # Character: [On Play] rest up to 1 of your opponent's Characters
LION_STRIKE = "ST12-016"  # Event: [Main] rest up to 1 of your opponent's Leader or Character, cost 4 or less
SHANKS = "OP06-007"       # [On Play] K.O. up to 1 of your opponent's Characters


def _rest_it(source: str):
    s = Scenario(turn=3)
    usopp = s.p2.character(USOPP)
    card, = s.p1.hand(source)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("play", card))
    expect_decision(game, 0, "select")
    game.apply(Action("select", usopp))
    return game, usopp


def test_op15_024_not_rested_by_an_opponents_character_effect_and_has_blocker():
    game, usopp = _rest_it(TIGER)
    expect_decision(game, 0, "main")
    assert not game.state.rested[usopp]
    assert keywords(game.state, usopp) & KEYWORD_BITS["Blocker"]


def test_op15_024_rested_by_an_opponents_event():
    game, usopp = _rest_it(LION_STRIKE)
    expect_decision(game, 0, "main")
    assert game.state.rested[usopp]


def test_op15_024_no_blocker_on_its_own_turn():
    s = Scenario(turn=3)
    usopp = s.p1.character(USOPP)
    game = s.build()
    assert not keywords(game.state, usopp) & KEYWORD_BITS["Blocker"]


def test_op15_024_on_ko_rests_an_opponents_leader_with_cost_7_or_less():
    """Shanks (cost 10) may not be chosen; the Leader may."""
    s = Scenario(turn=3)
    usopp = s.p2.character(USOPP)
    card, = s.p1.hand(SHANKS)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("play", card))
    game.apply(Action("select", usopp))
    assert usopp in game.state.trash[1]
    expect_decision(game, 1, "select")
    leader = s.p1.leader_id
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {leader}
    game.apply(Action("select", leader))
    assert game.state.rested[leader] and not game.state.rested[card]
