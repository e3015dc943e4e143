"""OP09-098 Black Hole (Event, cost 4): [Main] if your Leader has the
{Blackbeard Pirates} type, negate the effect of up to 1 of your opponent's
Characters during this turn.  Then, if that Character has a cost of 4 or
less, K.O. it.  [Trigger] negate the effect of up to 1 of your opponent's
Leader or Character cards during this turn.

Official Q&A on OP09-098: a Character K.O.'d with its effect negated does
not activate its [On K.O.] effect.
"""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects.triggers import negated
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
BLACK_HOLE = "OP09-098"
TEACH = custom_card("T-BB", "Teach", "Leader", power=5000, types=("Blackbeard Pirates",))
OTHER = custom_card("T-OT", "Other", "Leader", power=5000, types=("Navy",))
FILLER = "ST01-003"
# [On K.O.] Draw 1 card.
def _ko_draws(cost: int):
    return custom_card(f"T-KD{cost}", f"Keeper {cost}", "Character", L.Ability(
        L.ON_KO, steps=(L.Draw(L.exactly(1)),)), cost=cost, power=5000)


FOUR, FIVE = _ko_draws(4), _ko_draws(5)


def _main(leader=TEACH):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    [hole] = s.p1.hand(BLACK_HOLE)
    s.p1.don(active=4)
    four, five = s.p2.character(FOUR), s.p2.character(FIVE)
    s.p2.deck(*[FILLER] * 5)
    game = s.build()
    game.apply(Action("play", hole))
    return game, four, five


def test_op09_098_negates_and_kos_a_cost_4_character_without_its_on_ko():
    game, four, five = _main()
    expect_decision(game, P1, "select")
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {four, five}
    game.apply(Action("select", four))
    expect_decision(game, P1, "main")
    st = game.state
    # official Q&A on OP09-098: negated, its [On K.O.] does not activate
    assert four in st.trash[P2] and st.hand[P2] == [] and len(st.deck[P2]) == 5


def test_op09_098_a_cost_5_character_is_only_negated():
    game, four, five = _main()
    game.apply(Action("select", five))
    expect_decision(game, P1, "main")
    st = game.state
    assert five in st.chars[P2] and negated(st, five) and not negated(st, four)


def test_op09_098_does_nothing_without_a_blackbeard_pirates_leader():
    game, four, five = _main(OTHER)
    expect_decision(game, P1, "main")
    st = game.state
    assert four in st.chars[P2] and not negated(st, four) and not negated(st, five)


def test_op09_098_trigger_negates_an_opponents_leader_for_the_turn():
    s = Scenario(turn=4, turn_player=P2)
    me = s.p1.leader(OTHER)
    [hole] = s.p1.life(BLACK_HOLE)
    attacker = s.p2.character(custom_card("T-ATK", "Attacker", power=6000))
    game = s.build()
    game.apply(Action("attack", attacker, me))
    expect_decision(game, P1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, P1, "select")
    their_leader = game.state.leaders[P2]
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {their_leader,
                                                                             attacker}
    game.apply(Action("select", their_leader))
    assert negated(game.state, their_leader) and not negated(game.state, attacker)
