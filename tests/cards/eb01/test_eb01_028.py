"""EB01-028 Gum-Gum Champion Rifle (Event, cost 1): [Counter] if your Leader
has the {Impel Down} type, up to 1 of your Leader or Character cards gains
+2000 power during this battle.  Then, your opponent returns 1 of their
active Characters to the owner's hand.  [Trigger] return up to 1 Character
with a cost of 3 or less to the bottom of the owner's deck.

Official Q&A on EB01-028: the opponent chooses the Character they return;
without an {Impel Down} Leader, nothing is returned either.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
RIFLE = "EB01-028"
IMPEL_DOWN = custom_card("T-ID", "Warden", "Leader", power=5000, types=("Impel Down",))
OTHER_LEADER = custom_card("T-OL", "Other", "Leader", power=5000, types=("Navy",))
ATTACKER = custom_card("T-ATK", "Attacker", "Character", cost=4, power=6000)
SMALL = custom_card("T-S3", "Small", "Character", cost=3, power=2000)
LARGE = custom_card("T-L4", "Large", "Character", cost=4, power=5000)


def _countered(leader):
    s = Scenario(turn=4, turn_player=P2)
    me = s.p1.leader(leader)
    [rifle] = s.p1.hand(RIFLE)
    s.p1.don(active=1)
    attacker = s.p2.character(ATTACKER)
    active = s.p2.characters(SMALL, LARGE)
    rested = s.p2.character(LARGE, rested=True)
    game = s.build()
    game.apply(Action("attack", attacker, me))       # the attacker is rested now
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", rifle))
    return game, me, attacker, active, rested


def test_eb01_028_gives_2000_and_the_opponent_returns_one_of_their_active_characters():
    game, me, attacker, (small, large), rested = _countered(IMPEL_DOWN)
    expect_decision(game, P1, "select")
    game.apply(Action("select", me))
    # official Q&A on EB01-028: the opponent chooses, among their active ones
    expect_decision(game, P2, "select")
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {small, large}
    game.apply(Action("select", large))
    st = game.state
    assert game.last_battle.defender_power == 7000 and game.last_battle.damage == 0
    assert large in st.hand[P2] and small in st.chars[P2] and rested in st.chars[P2]


def test_eb01_028_without_an_impel_down_leader_does_nothing():
    # official Q&A on EB01-028: no return either
    game, me, attacker, (small, large), rested = _countered(OTHER_LEADER)
    st = game.state
    assert game.last_battle.defender_power == 5000 and game.last_battle.damage == 1
    assert {small, large, rested} <= set(st.chars[P2]) and st.hand[P2] == []


def test_eb01_028_trigger_returns_a_cost_3_or_less_character_to_the_deck_bottom():
    s = Scenario(turn=4, turn_player=P2)
    me = s.p1.leader(OTHER_LEADER)
    [rifle] = s.p1.life(RIFLE)
    mine = s.p1.character(SMALL)
    attacker = s.p2.character(ATTACKER)
    small, large = s.p2.character(SMALL), s.p2.character(LARGE)
    game = s.build()
    game.apply(Action("attack", attacker, me))
    expect_decision(game, P1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, P1, "select")
    # either player's Character with a cost of 3 or less
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {mine, small}
    game.apply(Action("select", small))
    st = game.state
    assert st.deck[P2][0] == small or st.deck[P2][-1] == small
    assert small not in st.chars[P2] and large in st.chars[P2]
