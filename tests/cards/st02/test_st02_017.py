"""ST02-017 Straw Sword (Event): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import BEGE, FRANKY, HEAT, KILLER, KOBY, STRAW_SWORD, UROUGE, VIVI


def test_st02_017_straw_sword_rests_an_opponent_character():
    s = Scenario(turn=3)
    sword = s.p1.hand(STRAW_SWORD)[0]
    s.p1.don(active=2)
    attacker = s.p1.character(FRANKY)
    vivi = s.p2.character(VIVI)
    koby = s.p2.character(KOBY)
    game = s.build()
    st = game.state

    assert Action("attack", attacker, koby) not in opts(game)
    game.apply(Action("play", sword))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", vivi), Action("select", koby),
                          Action("select_done")}
    game.apply(Action("select", vivi))
    back_to_main(game)
    assert st.rested[vivi] and not st.rested[koby]
    assert sword in st.trash[0] and st.don_rested[0] == 2
    # Now a rested Character: it can be attacked.
    game.apply(Action("attack", attacker, vivi))
    back_to_main(game)
    assert vivi in st.trash[1]


def test_st02_017_straw_sword_up_to_none():
    s = Scenario(turn=3)
    sword = s.p1.hand(STRAW_SWORD)[0]
    s.p1.don(active=2)
    vivi = s.p2.character(VIVI)
    game = s.build()

    game.apply(Action("play", sword))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert not game.state.rested[vivi] and sword in game.state.trash[0]


def test_st02_017_straw_sword_trigger_plays_a_cheap_supernovas_from_hand():
    s = Scenario(turn=3)
    sword = s.p2.life(STRAW_SWORD)[0]
    urouge, bege, heat, killer = s.p2.hand(UROUGE, BEGE, HEAT, KILLER)
    s.p2.don(active=2)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "counter")                 # Counter cards in hand: none used
    game.apply(Action("end_counters"))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    # Supernovas, cost 2 or less: not Heat (Kid Pirates), not Killer (cost 3).
    assert opts(game) == {Action("select", urouge), Action("select", bege),
                          Action("select_done")}
    game.apply(Action("select", urouge))
    back_to_main(game)
    assert urouge in st.chars[1] and urouge not in st.hand[1]
    assert bege in st.hand[1] and heat in st.hand[1] and killer in st.hand[1]
    assert st.don_active[1] == 2                        # played without paying
    assert sword in st.trash[1] and st.life[1] == []


def test_st02_017_straw_sword_trigger_may_play_nothing():
    s = Scenario(turn=3)
    sword = s.p2.life(STRAW_SWORD)[0]
    bege = s.p2.hand(BEGE)[0]
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert bege in st.hand[1] and st.chars[1] == []
    assert sword in st.trash[1]
