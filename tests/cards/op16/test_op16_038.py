"""OP16-038 Let's Go!! To the Navy Headquarters!! (Event, cost 1): [Main] you
may rest 6 of your DON!! cards: if you have 5 {Impel Down} type Characters
with different card names, set your Leader and all of your Characters as
active.  [Counter] your Leader gains +3000 power during this battle.  (No
official Q&A on this card.)"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
EVENT = "OP16-038"
ATTACKER = custom_card("T-ATK", "Attacker", "Character", cost=4, power=6000)


def _impel_down(name: str):
    return custom_card(f"T-{name}", name, "Character", power=3000, types=("Impel Down",))


NAMES = [_impel_down(n) for n in ("Magellan", "Hannyabal", "Sadi", "Domino", "Shiliew")]


def _main(chars):
    s = Scenario(turn=3)
    leader = s.p1.leader("ST01-001", rested=True)
    mine = [s.p1.character(c, rested=True) for c in chars]
    [event] = s.p1.hand(EVENT)
    s.p1.don(active=7)
    game = s.build()
    game.apply(Action("play", event))                   # 1 DON!! for its cost
    expect_decision(game, P1, "confirm")                # the optional cost: rest 6
    game.apply(Action("accept"))
    return game, leader, mine


def test_op16_038_sets_the_leader_and_every_character_active_with_5_impel_down_names():
    game, leader, mine = _main(NAMES)
    expect_decision(game, P1, "main")
    st = game.state
    assert not st.rested[leader] and not any(st.rested[c] for c in mine)
    assert game.don(P1).rested == 7 and game.don(P1).active == 0


def test_op16_038_five_impel_down_characters_sharing_a_name_do_nothing():
    game, leader, mine = _main(NAMES[:4] + [NAMES[0]])   # only 4 different names
    expect_decision(game, P1, "main")
    st = game.state
    assert st.rested[leader] and all(st.rested[c] for c in mine)
    assert game.don(P1).rested == 7                     # the cost is paid all the same


def test_op16_038_counter_gives_the_leader_3000_during_the_battle():
    s = Scenario(turn=4, turn_player=P2)
    leader = s.p1.leader("ST01-001")
    [event] = s.p1.hand(EVENT)
    s.p1.don(active=1)
    attacker = s.p2.character(ATTACKER)
    game = s.build()
    game.apply(Action("attack", attacker, leader))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", event))
    expect_decision(game, P2, "main")
    assert game.last_battle.defender_power == 8000 and game.last_battle.damage == 0
