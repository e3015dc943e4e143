"""OP12-077 (Event, cost 2): [Main] select up to 1 of your [Trafalgar Law]
cards (Leader or Character): +2000 power during this turn, and if it attacks
during this turn the opponent cannot activate [Blocker] (CR 10-1-4);
[Trigger] draw 1 card.

No official Q&A for this card in ../shared/faq."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
EVENT = "OP12-077"
FILLER = "ST01-003"
LAW = custom_card("T-LAW", "Trafalgar Law", "Character", cost=5, power=6000)
OTHER = custom_card("T-OTHER", "Bepo", "Character", cost=4, power=6000)
WALL = custom_card("T-WALL", "Wall", "Character", power=1000, keywords=("Blocker",))


def _main(select_law: bool):
    s = Scenario(turn=3)
    [event] = s.p1.hand(EVENT)
    s.p1.don(active=2)
    law = s.p1.character(LAW)
    other = s.p1.character(OTHER)
    wall = s.p2.character(WALL)
    s.p2.life(FILLER, FILLER, FILLER)
    game = s.build()
    game.apply(Action("play", event))
    expect_decision(game, P1, "select")
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {law}
    game.apply(Action("select", law) if select_law else Action("select_done"))
    expect_decision(game, P1, "main")
    return game, s, law, other, wall


def test_op12_077_law_gains_2000_and_attacks_without_any_blocker():
    game, s, law, _, wall = _main(select_law=True)
    assert power(game.state, law) == 8000
    game.apply(Action("attack", law, s.p2.leader_id))
    expect_decision(game, P1, "main")                     # no Block Step was asked of P2
    assert len(game.state.life[P2]) == 2 and wall in game.state.chars[P2]


def test_op12_077_another_attacker_can_still_be_blocked():
    game, s, _, other, wall = _main(select_law=True)
    game.apply(Action("attack", other, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert Action("block", wall) in game.legal_actions()


def test_op12_077_nothing_selected_law_can_be_blocked_and_gains_nothing():
    game, s, law, _, wall = _main(select_law=False)
    assert power(game.state, law) == 6000
    game.apply(Action("attack", law, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert Action("block", wall) in game.legal_actions()


def test_op12_077_a_law_leader_can_be_selected():
    s = Scenario(turn=3)
    law = s.p1.leader(custom_card("T-LAWL", "Trafalgar Law", "Leader", power=5000))
    [event] = s.p1.hand(EVENT)
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", event))
    expect_decision(game, P1, "select")
    game.apply(Action("select", law))
    assert power(game.state, law) == 7000


def test_op12_077_trigger_draws_1_card():
    s = Scenario(turn=4, turn_player=P2)
    [life] = s.p1.life(EVENT)
    s.p1.deck(FILLER, FILLER)
    attacker = s.p2.character(custom_card("T-BIG", "Big", "Character", power=7000))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "trigger")
    game.apply(Action("use_trigger"))
    st = game.state
    assert life in st.trash[P1] and len(st.hand[P1]) == 1 and len(st.deck[P1]) == 1
