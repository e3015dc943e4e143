"""OP16-034 Monkey.D.Luffy (Character, cost 1, 0 power): [DON!! x1] [Your
Turn] this Character gains +1000 power for each of your Characters with a
different card name.  [On Play] look at 3 cards from the top of your deck;
reveal up to 1 {Impel Down} type card and add it to your hand.  Then, place
the rest at the bottom of your deck in any order.

No official Q&A on this card: "a different card name" is read as a name
other than this Character's own, so a second [Monkey.D.Luffy] does not
count and two Characters sharing another name count once each.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
LUFFY = "OP16-034"
ACE = custom_card("T-ACE", "Portgas.D.Ace", power=5000)
SABO = custom_card("T-SABO", "Sabo", power=5000)
OTHER_LUFFY = custom_card("T-LUF", "Monkey.D.Luffy", power=5000)
WARDEN = custom_card("T-ID", "Warden", power=3000, types=("Impel Down",))
NAVY = custom_card("T-NAVY", "Sailor", power=3000, types=("Navy",))


def _field(given: int = 1, turn_player: int = P1):
    s = Scenario(turn=3 if turn_player == P1 else 4, turn_player=turn_player)
    luffy = s.p1.character(LUFFY, don=given)
    s.p1.characters(ACE, ACE, SABO, OTHER_LUFFY)
    return s.build(), luffy


def test_op16_034_gains_1000_for_each_character_with_another_name():
    game, luffy = _field()
    assert power(game.state, luffy) == 0 + 1000 + 3 * 1000     # DON!! and 2 Ace, 1 Sabo


def test_op16_034_no_bonus_without_don_or_in_the_opponents_turn():
    game, luffy = _field(given=0)
    assert power(game.state, luffy) == 0
    game, luffy = _field(turn_player=P2)
    assert power(game.state, luffy) == 0                       # given DON!! count only in your turn


def _play(deck):
    s = Scenario(turn=3)
    [luffy] = s.p1.hand(LUFFY)
    top = s.p1.deck(*deck)
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("play", luffy))
    return game, top


def test_op16_034_on_play_adds_an_impel_down_card_and_bottoms_the_rest():
    game, top = _play((NAVY, WARDEN, ACE, NAVY))
    expect_decision(game, P1, "select")
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {top[1]}
    game.apply(Action("select", top[1]))
    expect_decision(game, P1, "arrange")            # the last of the 2 goes by itself
    game.apply(next(a for a in game.legal_actions() if a.kind == "place_bottom"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [top[1]] and set(st.deck[P1][:2]) == {top[0], top[2]}
    assert st.deck[P1][-1] == top[3]


def test_op16_034_on_play_with_no_impel_down_card_adds_nothing():
    game, top = _play((NAVY, SABO, ACE, NAVY))
    for _ in range(2):                              # no card to reveal: the 3 go back
        expect_decision(game, P1, "arrange")
        game.apply(next(a for a in game.legal_actions() if a.kind == "place_bottom"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [] and set(st.deck[P1][:3]) == set(top[:3])
