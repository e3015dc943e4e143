"""ST02-014 X.Drake (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario

from ..common import back_to_main, end_turn_to_p2_main
from .numbers import FILLER, HEAT, KID_LEADER, KOBY, LUFFY_LEADER

DRAKE = "ST02-014"


def test_st02_014_drake_rested_with_don_powers_supernovas_and_navy():
    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER)                    # Supernovas
    drake = s.p1.character(DRAKE, don=1)                # Navy and Supernovas
    koby = s.p1.character(KOBY)                         # Navy
    heat = s.p1.character(HEAT)                         # Kid Pirates only
    s.p2.leader(LUFFY_LEADER)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    assert (power(st, leader), power(st, drake), power(st, koby), power(st, heat)) == \
        (5000, 6000, 6000, 4000)                        # active: no bonus
    game.apply(Action("attack", drake, s.p2.leader_id))
    back_to_main(game)
    assert st.rested[drake]
    assert (power(st, leader), power(st, drake), power(st, koby), power(st, heat)) == \
        (6000, 7000, 7000, 4000)
    # [Your Turn]: still rested with its DON!!, but not on the opponent's turn.
    end_turn_to_p2_main(game)
    assert st.rested[drake] and st.don[drake] == 1
    assert (power(st, leader), power(st, drake), power(st, koby)) == (5000, 5000, 6000)


def test_st02_014_drake_rested_without_don_gives_nothing():
    s = Scenario(turn=3)
    leader = s.p1.leader(KID_LEADER)
    drake = s.p1.character(DRAKE, rested=True)          # [DON!! x1] not met
    koby = s.p1.character(KOBY)
    game = s.build()
    st = game.state
    assert (power(st, leader), power(st, drake), power(st, koby)) == (5000, 5000, 6000)
