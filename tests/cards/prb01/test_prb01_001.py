"""PRB01-001 Sanji (Leader): [Activate: Main] [Once Per Turn] up to 1 of your
Characters without an [On Play] effect and with a cost of 8 or less gains
[Rush] during this turn. An [On Play] that cannot apply still counts (the
PRB01-001 Q&A)."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, activations, attacks_of, drawing_character, selectable

SANJI = "PRB01-001"
KARASU = "OP05-005"          # an [On Play] that needs a {Revolutionary Army} Leader
PLAIN = custom_card("T-PLN", "Plain", "Character", cost=8, power=8000)
BIG = custom_card("T-BIG", "Big", "Character", cost=9, power=9000)
WHEN_ATTACKING = drawing_character("When Attacking")
ON_PLAY = drawing_character("On Play")


def _board():
    s = Scenario(turn=3)
    s.p1.leader(SANJI)
    plain = s.p1.character(PLAIN, played_this_turn=True)
    big = s.p1.character(BIG, played_this_turn=True)
    attacker = s.p1.character(WHEN_ATTACKING, played_this_turn=True)
    player = s.p1.character(ON_PLAY, played_this_turn=True)
    karasu = s.p1.character(KARASU, played_this_turn=True)
    return s, plain, big, attacker, player, karasu


def test_prb01_001_only_characters_without_an_on_play_and_cost_8_or_less():
    s, plain, big, attacker, player, karasu = _board()
    game = s.build()
    [act] = activations(game, s.p1.leader_id)
    game.apply(act)
    expect_decision(game, P1, "select")
    # Karasu's [On Play] would not apply with this Leader: it is still one (Q&A)
    assert selectable(game) == {plain, attacker}


def test_prb01_001_the_chosen_character_gains_rush_and_attacks_the_turn_it_is_played():
    s, plain, *_ = _board()
    game = s.build()
    assert attacks_of(game, plain) == []
    [act] = activations(game, s.p1.leader_id)
    game.apply(act)
    game.apply(Action("select", plain))
    expect_decision(game, P1, "main")
    assert has_keyword(game.state, plain, KEYWORD_BITS["Rush"])
    assert Action("attack", plain, s.p2.leader_id) in attacks_of(game, plain)
    assert activations(game, s.p1.leader_id) == []          # once per turn
