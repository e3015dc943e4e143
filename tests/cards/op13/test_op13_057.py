"""OP13-057 (Event, cost 1): [Main] an optional cost of resting 1 DON!!; then,
at 1 or less Life, the opponent cannot activate [Blocker] whenever your Leader
attacks this turn (CR 10-1-4); [Counter] your Leader +3000 during this battle.

No official Q&A for this card in ../shared/faq."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
EVENT = "OP13-057"
FILLER = "ST01-003"
WALL = custom_card("T-WALL", "Wall", "Character", power=1000, keywords=("Blocker",))
SWORD = custom_card("T-SWORD", "Sword", "Character", power=5000)


def _main_event(life: int, pay: bool):
    s = Scenario(turn=3)
    [event] = s.p1.hand(EVENT)
    s.p1.don(active=3)
    s.p1.life(*[FILLER] * life)
    sword = s.p1.character(SWORD)
    wall = s.p2.character(WALL)
    s.p2.life(FILLER, FILLER, FILLER)
    game = s.build()
    game.apply(Action("play", event))                     # 1 DON!! rested for the cost
    expect_decision(game, P1, "confirm")                  # "You may rest 1 of your DON!!"
    game.apply(Action("accept" if pay else "decline"))
    expect_decision(game, P1, "main")
    st = game.state
    assert event in st.trash[P1]
    assert (st.don_active[P1], st.don_rested[P1]) == ((1, 2) if pay else (2, 1))
    return game, s, sword, wall


def test_op13_057_at_1_life_the_leader_attacks_without_any_blocker():
    game, s, _, wall = _main_event(life=1, pay=True)
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P1, "main")                     # no Block Step was asked of P2
    assert len(game.state.life[P2]) == 2 and wall in game.state.chars[P2]


def test_op13_057_only_the_leader_is_unblockable_a_character_can_be_blocked():
    game, s, sword, wall = _main_event(life=0, pay=True)
    game.apply(Action("attack", sword, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert Action("block", wall) in game.legal_actions()


def test_op13_057_with_2_life_the_leader_can_be_blocked():
    game, s, _, wall = _main_event(life=2, pay=True)
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert Action("block", wall) in game.legal_actions()


def test_op13_057_cost_declined_the_leader_can_be_blocked():
    game, s, _, wall = _main_event(life=1, pay=False)
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert Action("block", wall) in game.legal_actions()


def test_op13_057_counter_gives_the_leader_3000_during_the_battle():
    s = Scenario(turn=4, turn_player=P2)
    [event] = s.p1.hand(EVENT)
    s.p1.don(active=1)
    s.p1.life(FILLER)
    attacker = s.p2.character(custom_card("T-BIG", "Big", "Character", power=7000))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", event))           # the battle then resolves
    expect_decision(game, P2, "main")
    st = game.state
    assert event in st.trash[P1] and st.don_rested[P1] == 1
    assert len(st.life[P1]) == 1                          # 7000 against 8000: no damage
    assert power(st, s.p1.leader_id) == 5000              # "during this battle" is over


def test_op13_057_without_the_counter_the_same_attack_deals_damage():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.hand(EVENT)
    s.p1.don(active=1)
    s.p1.life(FILLER)
    attacker = s.p2.character(custom_card("T-BIG", "Big", "Character", power=7000))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "counter")
    game.apply(Action("end_counters"))
    assert len(game.state.life[P1]) == 0
