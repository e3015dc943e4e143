"""OP12-073 Trafalgar Law (Character, cost 7): [On Play] if you have as many
DON!! cards on your field as your opponent or fewer, add up to 1 DON!! card
from your DON!! deck, active; then all of your [Donquixote Rosinante] and
{Heart Pirates} type Characters (either the name or the type) gain +1000 power
until the end of your opponent's next End Phase.

Official Q&A on OP12-073: with more DON!! cards than the opponent, no
Character gains the +1000 either (the "Then" is under the condition).
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
LAW = "OP12-073"
ROSINANTE = custom_card("T-ROSI", "Donquixote Rosinante", "Character", power=3000,
                        types=("Donquixote Pirates",))
BEPO = custom_card("T-BEPO", "Bepo", "Character", power=3000, types=("Heart Pirates",))
OTHER = custom_card("T-OTHER", "Other", "Character", power=3000, types=("Navy",))


def _play(mine: int, theirs: int):
    s = Scenario(turn=3)
    [law] = s.p1.hand(LAW)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    rosi, bepo, other = s.p1.characters(ROSINANTE, BEPO, OTHER)
    foe = s.p2.character(BEPO)
    game = s.build()
    game.apply(Action("play", law))
    return game, law, (rosi, bepo, other, foe)


def test_op12_073_with_fewer_don_adds_an_active_don_and_powers_up_until_the_opponents_end():
    game, law, (rosi, bepo, other, foe) = _play(mine=7, theirs=8)
    expect_decision(game, P1, "choose_number")            # "up to 1" DON!! card
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    st = game.state
    assert (st.don_active[P1], st.don_rested[P1], st.don_deck[P1]) == (1, 7, 2)
    assert [power(st, c) for c in (rosi, bepo, other, foe)] == [4000, 4000, 3000, 3000]
    assert power(st, law) == 9000                         # Law is {Heart Pirates} himself
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")                     # the opponent's turn: still +1000
    assert power(game.state, rosi) == 4000 and power(game.state, bepo) == 4000
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")                     # after their End Phase: gone
    assert power(game.state, rosi) == 3000 and power(game.state, bepo) == 3000


def test_op12_073_with_as_many_don_the_ability_applies():
    game, _, (rosi, _, _, _) = _play(mine=7, theirs=7)
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 0))                   # no DON!! added: the rest applies
    expect_decision(game, P1, "main")
    assert game.state.don_deck[P1] == 3 and power(game.state, rosi) == 4000


def test_op12_073_with_more_don_nothing_happens():
    # official Q&A on OP12-073
    game, law, (rosi, bepo, _, _) = _play(mine=8, theirs=7)
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don_deck[P1] == 2 and st.don_active[P1] == 1
    assert power(st, rosi) == 3000 and power(st, bepo) == 3000 and power(st, law) == 8000
