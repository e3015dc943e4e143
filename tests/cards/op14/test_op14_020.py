"""OP14-020 Dracule Mihawk (Leader): +1000 power while the opponent's Leader
has the <Slash> attribute; [Activate: Main] [Once Per Turn] "you may rest 1
of your cards": if there is a Character with a cost of 5 or more, set up to
3 DON!! active, then no Character cards may be played this turn.

Official Q&A on OP14-020: the rested card may be an active Leader,
Character, Stage or DON!! card; after the effect, no Character can be played
this turn, not even by other effects.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

MIHAWK = "OP14-020"
SLASH_LEADER = "OP01-001"        # Roronoa Zoro, <Slash>
STRIKE_LEADER = "ST01-001"       # Monkey.D.Luffy, <Strike>
SMALL = "ST01-006"               # a cost-1 Character for the hand
COST_5 = custom_card("T-COST5", "Cost Five", "Character", cost=5, power=6000)
EVENT = "ST01-014"               # Guard Point, an Event (not a Character)


def _game(opponent_leader=STRIKE_LEADER, big_owner=P1, rested_don=5):
    s = Scenario(turn=3)
    mihawk = s.p1.leader(MIHAWK)
    s.p2.leader(opponent_leader)
    if big_owner is not None:
        s.players[big_owner].character(COST_5)
    small, = s.p1.hand(SMALL)
    s.p1.don(active=2, rested=rested_don)
    return mihawk, small, s.build()


def _activate_resting_a_don(g, mihawk) -> None:
    g.apply(Action("activate", mihawk, 0))
    expect(g, "choose_number", P1)                 # how many of the rested cards are DON!!
    g.apply(Action("number", -1, 1))


def test_op14_020_gains_1000_against_a_slash_leader_only():
    mihawk, _, g = _game(SLASH_LEADER)
    assert power(g.state, mihawk) == 6000
    mihawk, _, g = _game(STRIKE_LEADER)
    assert power(g.state, mihawk) == 5000


def test_op14_020_resting_a_don_sets_three_active_and_bars_characters():
    mihawk, small, g = _game()
    _activate_resting_a_don(g, mihawk)
    expect(g, "choose_number", P1)                 # "up to 3" (CR 8-4-4-1)
    g.apply(Action("number", -1, 3))
    expect(g, "main", P1)
    # 2 active - 1 rested for the cost + 3 set active
    assert g.state.don_active[P1] == 4 and g.state.don_rested[P1] == 3
    plays = {a.card for a in g.legal_actions() if a.kind == "play"}
    assert small not in plays, "Q&A OP14-020: no Character may be played this turn"
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == mihawk], \
        "[Once Per Turn]"


def test_op14_020_a_cost_5_character_of_the_opponent_counts_too():
    mihawk, _, g = _game(big_owner=P2)
    _activate_resting_a_don(g, mihawk)
    g.apply(Action("number", -1, 3))
    assert g.state.don_active[P1] == 4


def test_op14_020_the_leader_itself_may_be_the_rested_card():
    mihawk, _, g = _game()
    g.apply(Action("activate", mihawk, 0))
    g.apply(Action("number", -1, 0))               # no DON!!: a card of the field
    expect(g, "select", P1)
    g.apply(Action("select", mihawk))
    assert g.state.rested[mihawk]
    g.apply(Action("number", -1, 3))
    assert g.state.don_active[P1] == 5 and g.state.don_rested[P1] == 2


def test_op14_020_without_a_cost_5_character_nothing_is_set_and_characters_stay_playable():
    mihawk, small, g = _game(big_owner=None)
    _activate_resting_a_don(g, mihawk)
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 1 and g.state.don_rested[P1] == 6, "the cost alone was paid"
    assert Action("play", small) in g.legal_actions()
