"""EB03-001 Nefeltari Vivi (Leader): [Activate: Main] rest this Leader: give
up to 1 of the opponent's Characters −2000 power during this turn, then up to
1 of your Characters without a [When Attacking] effect gains [Rush] during this
turn."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2, activations, attacks_of, drawing_character, selectable

VIVI = "EB03-001"
PLAIN = custom_card("T-PLN", "Plain", "Character", cost=9, power=9000)
WHEN_ATTACKING = drawing_character("When Attacking")
ON_PLAY = drawing_character("On Play")
THEIRS = custom_card("T-THR", "Theirs", "Character", cost=3, power=4000)


def test_eb03_001_rests_itself_weakens_a_character_and_gives_rush():
    s = Scenario(turn=3)
    s.p1.leader(VIVI)
    plain = s.p1.character(PLAIN, played_this_turn=True)
    attacker = s.p1.character(WHEN_ATTACKING, played_this_turn=True)
    player = s.p1.character(ON_PLAY, played_this_turn=True)
    theirs = s.p2.character(THEIRS)
    game = s.build()
    [act] = activations(game, s.p1.leader_id)
    game.apply(act)
    assert game.state.rested[s.p1.leader_id]
    expect_decision(game, P1, "select")
    game.apply(Action("select", theirs))
    assert power(game.state, theirs) == 2000
    expect_decision(game, P1, "select")
    assert selectable(game) == {plain, player}          # no [When Attacking] effect
    game.apply(Action("select", player))
    expect_decision(game, P1, "main")
    assert has_keyword(game.state, player, KEYWORD_BITS["Rush"])
    assert not has_keyword(game.state, plain, KEYWORD_BITS["Rush"])
    assert Action("attack", player, s.p2.leader_id) in attacks_of(game, player)
    assert attacks_of(game, attacker) == []


def test_eb03_001_cannot_be_activated_while_rested():
    s = Scenario(turn=3)
    s.p1.leader(VIVI, rested=True)
    s.p2.character(THEIRS)
    game = s.build()
    assert activations(game, s.p1.leader_id) == []
    assert game.state.chars[P2]
