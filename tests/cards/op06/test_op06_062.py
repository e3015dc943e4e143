"""OP06-062 Vinsmoke Judge (Character, cost 8): [On Play] DON!! −1 and trash
2 cards from your hand: play up to 4 {GERMA 66} type Character cards with
different card names and 4000 power or less from your trash; [Activate:
Main] [Once Per Turn] DON!! −1: rest up to 1 of the opponent's DON!! cards."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, selectable

JUDGE = "OP06-062"
ICHIJI = custom_card("T-G1", "Ichiji", cost=3, power=3000, types=("GERMA 66",))
NIJI = custom_card("T-G2", "Niji", cost=4, power=4000, types=("GERMA 66",))
YONJI = custom_card("T-G4", "Yonji", cost=5, power=5000, types=("GERMA 66",))
NAVY = custom_card("T-NAV", "Navy", cost=3, power=3000, types=("Navy",))
FILLER = custom_card("T-FIL", "Filler", cost=1, power=1000)


def test_op06_062_plays_germa_66_characters_of_different_names_from_the_trash():
    s = Scenario(turn=3)
    judge, f1, f2 = s.p1.hand(JUDGE, FILLER, FILLER)
    s.p1.don(active=9)
    ichiji, ichiji_2, niji, yonji, navy = s.p1.trash(ICHIJI, ICHIJI, NIJI, YONJI, NAVY)
    game = s.build()
    game.apply(Action("play", judge))
    expect_decision(game, P1, "confirm")                # the optional cost
    game.apply(Action("accept"))
    while game.decision.kind != "select" or not selectable(game) & {ichiji, niji}:
        game.apply(game.legal_actions()[0])             # DON!! −1, the two hand cards
    assert {f1, f2} <= set(game.state.trash[P1])
    assert selectable(game) == {ichiji, ichiji_2, niji}  # GERMA 66, 4000 power or less
    game.apply(Action("select", ichiji))
    assert ichiji_2 not in selectable(game)              # the same name
    game.apply(Action("select", niji))
    st = game.state
    assert {ichiji, niji} <= set(st.chars[P1])
    assert {ichiji_2, yonji, navy} <= set(st.trash[P1])
    assert st.don_deck[P1] == 1 + 1                      # 10 DON!!: 9 out, 1 returned


def test_op06_062_declined_nothing_is_played():
    s = Scenario(turn=3)
    judge, f1, f2 = s.p1.hand(JUDGE, FILLER, FILLER)
    s.p1.don(active=9)
    [ichiji] = s.p1.trash(ICHIJI)
    game = s.build()
    game.apply(Action("play", judge))
    game.apply(Action("decline"))
    expect_decision(game, P1, "main")
    assert ichiji in game.state.trash[P1] and {f1, f2} <= set(game.state.hand[P1])
