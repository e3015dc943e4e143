"""OP13-002 Portgas.D.Ace (Leader, 6000 power): [On Your Opponent's Attack]
[Once Per Turn] you may trash 1 card from your hand: up to 1 of your
opponent's Leader or Character cards −2000 power during this battle.
[DON!! x1] [Once Per Turn] when you take damage or your Character with 6000
base power or more is K.O.'d, draw 1 card.

Official Q&A on OP13-002: a [Trigger] revealed by the damage resolves first,
then this Leader's draw.  Official Q&A on OP14-053: a Character K.O.'d while
its base power had become 6000 counts.
"""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision
from optcg.text import log_lines

P1, P2 = 0, 1
ACE = "OP13-002"
FILLER = "ST01-003"
TRIGGER_DRAW = "OP12-077"           # [Trigger] Draw 1 card.
BIG = custom_card("T-BIG", "Big", "Character", power=9000)
SIX = custom_card("T-SIX", "Six", "Character", power=6000)
FIVE = custom_card("T-FIVE", "Five", "Character", power=5000)
# [On Play] this Character's base power becomes 6000 during this turn
GROWN = custom_card("T-GROWN", "Grown", "Character", L.Ability(
    L.ON_PLAY, steps=(L.SetBasePower(L.This(), 6000, L.THIS_TURN),)), cost=1, power=2000)


def _p2_turn(given: int = 1, life=(FILLER, FILLER), chars=()):
    s = Scenario(turn=4, turn_player=P2)
    ace = s.p1.leader(ACE, don=given)
    lives = s.p1.life(*life)
    s.p1.deck(*[FILLER] * 5)
    mine = [s.p1.character(c, rested=True) for c in chars]
    attackers = s.p2.characters(BIG, BIG)
    game = s.build()
    return game, ace, lives, mine, attackers


def test_op13_002_draws_1_card_when_taking_damage_once_per_turn():
    game, ace, lives, _, (a, b) = _p2_turn()
    game.apply(Action("attack", a, ace))                  # no hand: no cost, no counter
    expect_decision(game, P2, "main")
    st = game.state
    assert lives[0] in st.hand[P1] and len(st.hand[P1]) == 2 and len(st.deck[P1]) == 4
    game.apply(Action("attack", b, ace))
    expect_decision(game, P1, "confirm")                  # the first ability's cost: declined
    game.apply(Action("decline"))
    expect_decision(game, P1, "counter")
    game.apply(Action("end_counters"))
    expect_decision(game, P2, "main")                     # [Once Per Turn]: no second draw
    st = game.state
    assert lives[1] in st.hand[P1] and len(st.hand[P1]) == 3 and len(st.deck[P1]) == 4


def test_op13_002_the_damage_trigger_resolves_before_the_draw():
    # official Q&A on OP13-002
    game, ace, _, _, (a, _) = _p2_turn(life=(TRIGGER_DRAW, FILLER))
    game.apply(Action("attack", a, ace))
    expect_decision(game, P1, "trigger")
    assert len(game.state.hand[P1]) == 0                  # not drawn yet
    game.apply(Action("use_trigger"))
    lines = log_lines(game, P1)
    trigger = next(k for k, x in enumerate(lines) if "[Trigger] Draw 1 card" in x)
    leader = next(k for k, x in enumerate(lines) if "activates Portgas.D.Ace" in x)
    assert trigger < leader and len(game.state.deck[P1]) == 3


def test_op13_002_draws_when_a_6000_base_power_character_is_koed():
    game, ace, _, (six,), (a, _) = _p2_turn(chars=(SIX,))
    game.apply(Action("attack", a, six))
    expect_decision(game, P2, "main")
    st = game.state
    assert six in st.trash[P1] and len(st.hand[P1]) == 1 and len(st.deck[P1]) == 4


def test_op13_002_a_5000_base_power_character_koed_draws_nothing():
    game, ace, _, (five,), (a, _) = _p2_turn(chars=(FIVE,))
    game.apply(Action("attack", a, five))
    expect_decision(game, P2, "main")
    st = game.state
    assert five in st.trash[P1] and st.hand[P1] == [] and len(st.deck[P1]) == 5


def test_op13_002_base_power_made_6000_counts_when_koed():
    # official Q&A on OP14-053: the base power when K.O.'d
    s = Scenario(turn=3)
    ace = s.p1.leader(ACE, don=1)
    [grown] = s.p1.hand(GROWN)
    s.p1.don(active=1)
    s.p1.deck(*[FILLER] * 5)
    [ko] = s.p1.hand(custom_card("T-KO", "Self K.O.", "Event", L.Ability(
        L.MAIN, steps=(L.KO(L.Choose(L.Cards(L.YOU))),)), cost=0))
    game = s.build()
    game.apply(Action("play", grown))
    assert power(game.state, grown) == 6000
    game.apply(Action("play", ko))
    expect_decision(game, P1, "select")
    game.apply(Action("select", grown))
    expect_decision(game, P1, "main")
    st = game.state
    assert grown in st.trash[P1] and len(st.deck[P1]) == 4 and len(st.hand[P1]) == 1


def test_op13_002_without_a_given_don_nothing_is_drawn():
    game, ace, lives, _, (a, _) = _p2_turn(given=0)
    game.apply(Action("attack", a, ace))
    expect_decision(game, P2, "main")
    st = game.state
    assert st.hand[P1] == [lives[0]] and len(st.deck[P1]) == 5


def test_op13_002_trashes_a_card_to_give_the_attacker_minus_2000():
    s = Scenario(turn=4, turn_player=P2)
    ace = s.p1.leader(ACE)
    spare, kept = s.p1.hand(FILLER, custom_card("T-CTR", "Ctr", "Character", counter=1000))
    s.p1.life(FILLER)
    attacker = s.p2.character(custom_card("T-SEVEN", "Seven", "Character", power=7000))
    game = s.build()
    game.apply(Action("attack", attacker, ace))
    expect_decision(game, P1, "confirm")                  # "You may trash 1 card"
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", spare))
    expect_decision(game, P1, "select")
    game.apply(Action("select", attacker))
    expect_decision(game, P1, "counter")
    st = game.state
    assert spare in st.trash[P1] and kept in st.hand[P1] and power(st, attacker) == 5000


def test_op13_002_declining_the_cost_changes_nothing():
    s = Scenario(turn=4, turn_player=P2)
    ace = s.p1.leader(ACE)
    [spare] = s.p1.hand(custom_card("T-CTR", "Ctr", "Character", counter=1000))
    s.p1.life(FILLER)
    attacker = s.p2.character(custom_card("T-SEVEN", "Seven", "Character", power=7000))
    game = s.build()
    game.apply(Action("attack", attacker, ace))
    expect_decision(game, P1, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, P1, "counter")
    assert spare in game.state.hand[P1] and power(game.state, attacker) == 7000
