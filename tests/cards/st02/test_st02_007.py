"""ST02-007 Jewelry Bonney (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import activations, back_to_main, opts
from .numbers import BEPO, HEAT, KILLER, KOBY, STRAW_SWORD, VITO

BONNEY = "ST02-007"


def test_st02_007_bonney_searches_five_for_a_supernovas_card():
    s = Scenario(turn=3)
    bonney = s.p1.character(BONNEY, played_this_turn=True)   # resting is not attacking
    vito, killer, heat, bepo, sword, koby = s.p1.deck(
        VITO, KILLER, HEAT, BEPO, STRAW_SWORD, KOBY)     # top first
    s.p1.don(active=2)
    game = s.build()
    st = game.state

    game.apply(Action("activate", bonney, 0))
    assert st.rested[bonney]
    assert st.don_active[0] == 1 and st.don_rested[0] == 1
    expect_decision(game, 0, "select")
    # Supernovas cards among the top 5 (an Event counts); the 6th is not seen.
    assert opts(game) == {Action("select", killer), Action("select", sword),
                          Action("select_done")}
    game.apply(Action("select", killer))
    assert killer in st.hand[0]
    expect_decision(game, 0, "arrange")
    assert opts(game) == {Action("place_bottom", c) for c in (vito, heat, bepo, sword)}
    game.apply(Action("place_bottom", heat))
    game.apply(Action("place_bottom", sword))
    game.apply(Action("place_bottom", vito))
    back_to_main(game)                                  # the last one goes by itself
    # deck lists keep the top last: bottom first here.
    assert st.deck[0] == [bepo, vito, sword, heat, koby]
    assert activations(game, bonney) == []              # rested: cannot pay again


def test_st02_007_bonney_may_take_nothing_and_needs_its_costs():
    s = Scenario(turn=3)
    bonney = s.p1.character(BONNEY)
    deck = s.p1.deck(VITO, HEAT, BEPO, KOBY, KILLER)
    s.p1.don(active=1)
    game = s.build()
    st = game.state

    game.apply(Action("activate", bonney, 0))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))                   # "up to": nothing revealed
    assert st.hand[0] == []
    expect_decision(game, 0, "arrange")
    for c in deck[:4]:
        game.apply(Action("place_bottom", c))
    back_to_main(game)
    assert sorted(st.deck[0]) == sorted(deck) and st.hand[0] == []

    s = Scenario(turn=3)
    bonney = s.p1.character(BONNEY)
    s.p1.don(active=0, rested=1)                        # no active DON!! for the cost
    game = s.build()
    assert activations(game, bonney) == []

    s = Scenario(turn=3)
    bonney = s.p1.character(BONNEY, rested=True)        # cannot rest it again
    s.p1.don(active=1)
    game = s.build()
    assert activations(game, bonney) == []
