"""OP16-058 (Event): [Main] with 10 DON!! cards on its player's field, the
base power of all of their [Prisoner of Impel Down] cards becomes 7000 for
this turn (CR 4-9); [Counter] up to 1 of their [Buggy] cards gains +4000
power for this battle."""

from optcg import Action
from optcg.engine.stats import base_power, power
from optcg.testing import Scenario, custom_card, expect_decision

EVENT = "OP16-058"                      # cost 1
PRISONER = custom_card("T-PRISONER", "Prisoner of Impel Down", "Character", power=2000)
OTHER = custom_card("T-OTHER", "Other", "Character", power=2000)
BUGGY = custom_card("T-BUGGY", "Buggy", "Character", power=3000)


def _main(don: int):
    s = Scenario(turn=3)
    a = s.p1.character(PRISONER)
    b = s.p1.character(PRISONER)
    other = s.p1.character(OTHER)
    theirs = s.p2.character(PRISONER)
    event, = s.p1.hand(EVENT)
    s.p1.don(active=don, deck=10 - don)
    game = s.build()
    game.apply(Action("play", event))
    expect_decision(game, 0, "main")
    return game.state, (a, b), other, theirs


def test_op16_058_main_sets_every_prisoner_to_7000_with_10_don():
    st, mine, other, theirs = _main(10)
    assert all(base_power(st, i) == 7000 and power(st, i) == 7000 for i in mine)
    assert base_power(st, other) == 2000 and base_power(st, theirs) == 2000


def test_op16_058_main_does_nothing_with_9_don():
    st, mine, other, theirs = _main(9)
    assert all(base_power(st, i) == 2000 for i in mine)


def test_op16_058_counter_gives_buggy_4000_power():
    s = Scenario(turn=3)
    attacker = s.p1.character(custom_card("T-ATK", "Attacker", "Character", power=6000))
    buggy = s.p2.character(BUGGY)
    s.p2.character(OTHER)
    event, = s.p2.hand(EVENT)
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, 1, "counter")
    game.apply(next(a for a in game.legal_actions() if a.card == event))
    expect_decision(game, 1, "select")
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {buggy}
    game.apply(Action("select", buggy))
    assert power(game.state, buggy) == 7000
