"""OP13-001 Monkey.D.Luffy (Leader): [DON!! x1] [On Your Opponent's Attack] if
you have 5 or less active DON!! cards, you may rest any number of your DON!!
cards; for every DON!! card rested this way, this Leader or up to 1 of your
{Straw Hat Crew} type Characters gains +2000 power during this battle.

Official Q&A on OP13-001: with 6 active DON!! when the attack comes, the effect
does nothing, even if a [Counter] Event later leaves 5 active (the effect is
activated before the Counter Step).
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
LUFFY = "OP13-001"
FILLER = "ST01-003"
CREW = custom_card("T-SHC", "Crewmate", "Character", power=3000, types=("Straw Hat Crew",))
OTHER = custom_card("T-OTHER", "Stranger", "Character", power=3000, types=("Navy",))
BIG = custom_card("T-BIG", "Big", "Character", power=12000)
COUNTER_EVENT = "OP13-057"          # cost 1, [Counter] your Leader +3000 during this battle
# a card with a [Counter] value in hand: the Counter Step is asked, so the
# battle's power can be read before it ends
SPARE = custom_card("T-SPARE", "Spare", "Character", power=1000, counter=1000)


def _attacked(active: int = 4, given: int = 1, hand=(SPARE,)):
    s = Scenario(turn=4, turn_player=P2)
    luffy = s.p1.leader(LUFFY, don=given)
    s.p1.don(active=active)
    crew, other = s.p1.characters(CREW, OTHER)
    cards = s.p1.hand(*hand)
    s.p1.life(FILLER, FILLER)
    attacker = s.p2.character(BIG)
    game = s.build()
    game.apply(Action("attack", attacker, luffy))
    return game, luffy, crew, other, cards


def test_op13_001_rests_3_don_and_this_leader_gains_6000():
    game, luffy, crew, other, _ = _attacked(active=4)
    expect_decision(game, P1, "choose_number")            # any number: 0 to 4 active DON!!
    assert [a.target for a in game.legal_actions()] == [0, 1, 2, 3, 4]
    game.apply(Action("number", -1, 3))
    expect_decision(game, P1, "select")                   # then the card that gains
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {luffy, crew}
    game.apply(Action("select", luffy))
    expect_decision(game, P1, "counter")
    st = game.state
    assert (st.don_active[P1], st.don_rested[P1]) == (1, 3)
    assert power(st, luffy) == 5000 + 6000 and power(st, other) == 3000


def test_op13_001_a_straw_hat_crew_character_may_gain_instead():
    game, luffy, crew, _, _ = _attacked(active=2)
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "select")
    game.apply(Action("select", crew))
    expect_decision(game, P1, "counter")
    st = game.state
    assert power(st, crew) == 3000 + 4000 and power(st, luffy) == 5000


def test_op13_001_resting_none_asks_for_no_card_and_gives_nothing():
    game, luffy, crew, _, _ = _attacked(active=4)
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "counter")                  # no card to choose was asked
    st = game.state
    assert st.don_active[P1] == 4 and power(st, luffy) == 5000 and power(st, crew) == 3000


def test_op13_001_with_6_active_don_nothing_is_asked_even_after_a_counter():
    # official Q&A on OP13-001
    game, luffy, _, _, (event,) = _attacked(active=6, hand=(COUNTER_EVENT,))
    expect_decision(game, P1, "counter")                  # no number was asked
    game.apply(Action("counter_event", event))            # 5 active DON!! left now
    st = game.state
    assert st.don_active[P1] == 5 and st.don_rested[P1] == 1
    assert len(st.life[P1]) == 1                          # 12000 against 8000: damage


def test_op13_001_without_a_given_don_the_effect_does_not_apply():
    game, luffy, _, _, _ = _attacked(active=4, given=0)
    expect_decision(game, P1, "counter")                  # no number was asked
    st = game.state
    assert st.don_active[P1] == 4 and power(st, luffy) == 5000
