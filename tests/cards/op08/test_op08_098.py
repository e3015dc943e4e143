"""OP08-098 Kalgara (Leader): [DON!! x1] [When Attacking] play up to 1
{Shandian Warrior} type Character card from your hand with a cost of at most
the number of DON!! cards on your field (given DON!! included: they are on the
field, CR 6-5-5); if you do, the top Life card goes to your hand.

Official Q&A on OP08-098: with 0 Life cards the Character can still be played.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
KALGARA = "OP08-098"
FILLER = "ST01-003"


def warrior(cost: int, types=("Shandian Warrior",)):
    return custom_card(f"T-W{cost}{len(types)}", f"Warrior {cost}", "Character", cost=cost,
                       power=1000, types=types)


def _attack(life: int, given: int = 1, hand=(3, 4)):
    """Kalgara with `given` DON!! attacks; 2 more DON!! active: 2 + `given` on the field."""
    s = Scenario(turn=3)
    leader = s.p1.leader(KALGARA, don=given)
    cards = s.p1.hand(*[warrior(c) for c in hand])
    s.p1.don(active=2)
    lives = s.p1.life(*[FILLER] * life)
    s.p2.life(FILLER, FILLER)
    game = s.build()
    game.apply(Action("attack", leader, s.p2.leader_id))
    return game, cards, lives


def test_op08_098_plays_a_warrior_up_to_the_don_on_the_field_and_takes_a_life_card():
    game, (three, four), lives = _attack(life=2)
    expect_decision(game, P1, "select")
    # 3 DON!! on the field (1 of them given to Kalgara): cost 3 may be played, cost 4 not
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {three}
    game.apply(Action("select", three))
    st = game.state
    assert three in st.chars[P1] and four in st.hand[P1]
    assert lives[0] in st.hand[P1] and st.life[P1] == [lives[1]]


def test_op08_098_declined_no_life_card_is_taken():
    game, (three, _), lives = _attack(life=2)
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    st = game.state
    assert three in st.hand[P1] and len(st.life[P1]) == 2 and lives[0] not in st.hand[P1]


def test_op08_098_other_types_are_not_offered_and_nothing_is_taken():
    s = Scenario(turn=3)
    leader = s.p1.leader(KALGARA, don=1)
    [other] = s.p1.hand(warrior(1, types=("Sky Island",)))
    s.p1.don(active=2)
    s.p1.life(FILLER, FILLER)
    s.p2.life(FILLER, FILLER)
    game = s.build()
    game.apply(Action("attack", leader, s.p2.leader_id))
    expect_decision(game, P1, "main")                     # nothing could be played: no choice
    assert other in game.state.hand[P1] and len(game.state.life[P1]) == 2


def test_op08_098_with_0_life_the_warrior_is_still_played():
    # official Q&A on OP08-098
    game, (three, _), _ = _attack(life=0)
    expect_decision(game, P1, "select")
    game.apply(Action("select", three))
    assert three in game.state.chars[P1] and game.state.life[P1] == []


def test_op08_098_without_a_given_don_the_ability_does_not_apply():
    game, (three, four), _ = _attack(life=2, given=0)
    expect_decision(game, P1, "main")                     # no choice asked: the attack resolved
    st = game.state
    assert three in st.hand[P1] and four in st.hand[P1] and len(st.life[P1]) == 2
