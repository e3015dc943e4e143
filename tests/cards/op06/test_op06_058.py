"""OP06-058 Gravity Blade Raging Tiger (Event): "[Main] place up to 2
Characters with a cost of 6 or less at the bottom of the owner's deck in any
order"; [Trigger] the same for 1 Character with a cost of 5 or less.  The
owner orders them, and the other player may not know the order
(official rulings, qa_op06.md OP06-058 Q1-Q2; CR 3-1-7, 3-1-8)."""

from optcg import Action
from optcg.engine import events as E
from optcg.testing import Scenario, custom_card, expect_decision

from ..strict_battle import life_trigger_offered

ROBIN, VIVI = "ST01-008", "ST01-009"       # vanilla, cost 3 and 2


def tiger_game():
    s = Scenario()
    e = s.p1.hand("OP06-058")[0]
    s.p1.don(active=7)
    mine = s.p1.character(ROBIN)
    theirs = s.p2.characters(ROBIN, VIVI)
    return s.build(), e, mine, theirs


def test_qa_op06_058_q1_q2_the_owner_orders_the_opponents_characters_unseen():
    game, e, _mine, theirs = tiger_game()
    game.apply(Action("play", e))
    game.apply(Action("select", theirs[0]))
    game.apply(Action("select", theirs[1]))
    expect_decision(game, 1, "arrange")                # the owner, not the player of the Event
    game.apply(Action("place_bottom", theirs[0]))
    expect_decision(game, 0, "main")
    assert game.state.deck[1][:2] == [theirs[1], theirs[0]]
    assert not any(isinstance(ev, E.CardPlaced) and ev.card in theirs
                   for ev in game.events_for(0))


def test_op06_058_one_card_of_each_player_is_placed_without_ordering():
    game, e, mine, theirs = tiger_game()
    game.apply(Action("play", e))
    game.apply(Action("select", mine))
    game.apply(Action("select", theirs[1]))
    expect_decision(game, 0, "main")
    assert game.state.deck[0][0] == mine and game.state.deck[1][0] == theirs[1]


def test_op06_058_main_takes_cost_6_or_less_not_cost_7():
    s = Scenario()
    e = s.p1.hand("OP06-058")[0]
    s.p1.don(active=7)
    six = s.p2.character(custom_card("T-C6", "Six", cost=6, power=7000))
    seven = s.p2.character(custom_card("T-C7", "Seven", cost=7, power=8000))
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, "select")
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {six}
    g.apply(Action("select", six))
    expect_decision(g, 0, "main")
    assert g.state.deck[1][0] == six and seven in g.state.chars[1]


def test_op06_058_trigger_places_a_cost_5_character_not_a_cost_6():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life("OP06-058", "ST01-006")
    five = s.p2.character(custom_card("T-C5", "Five", cost=5, power=6000))
    six = s.p2.character(custom_card("T-C6", "Six", cost=6, power=7000))
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, "select")
    chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert five in chosen and six not in chosen
    g.apply(Action("select", five))
    assert g.state.deck[1][0] == five and six in g.state.chars[1]
