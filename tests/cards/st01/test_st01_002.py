"""ST01-002 Usopp (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import BEGE, FILLER, KID

USOPP = "ST01-002"


def test_st01_002_usopp_with_two_don_bans_blockers_of_5000_or_more():
    s = Scenario(turn=3)
    usopp = s.p1.character(USOPP, don=2)
    kid = s.p2.character(KID)          # 7000 [Blocker]: banned
    bege = s.p2.character(BEGE)        # 1000 [Blocker]: still allowed
    s.p2.life(FILLER)
    game = s.build()
    p2_leader = s.p2.leader_id

    assert power(game.state, usopp) == 4000
    game.apply(Action("attack", usopp, p2_leader))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", bege), Action("no_block")}
    game.apply(Action("no_block"))
    back_to_main(game)
    assert len(game.state.life[1]) == 1                 # 4000 < 5000: lost, no block

    # The ban lasts during that battle only: the Leader's attack can be
    # blocked by the 7000 Blocker.
    leader = s.p1.leader_id
    game.apply(Action("attack", leader, p2_leader))
    expect_decision(game, 1, "block")
    assert Action("block", kid) in opts(game)


def test_st01_002_usopp_without_two_don_does_not_ban_blockers():
    s = Scenario(turn=3)
    usopp = s.p1.character(USOPP, don=1)               # [DON!! x2] not met
    kid = s.p2.character(KID)
    bege = s.p2.character(BEGE)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("attack", usopp, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert opts(game) == {Action("block", kid), Action("block", bege), Action("no_block")}


def test_st01_002_usopp_trigger_plays_it():
    s = Scenario(turn=3)
    usopp = s.p2.life(USOPP)[0]
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    back_to_main(game)
    assert usopp in st.chars[1]
    assert usopp not in st.trash[1] and usopp not in st.hand[1]
    assert not st.rested[usopp]
    assert st.life[1] == []


def test_st01_002_usopp_ban_includes_a_blocker_of_exactly_5000_power():
    """"5000 power or more" includes 5000: a 5000 [Blocker] is banned, a
    4000 one is not."""
    from optcg.engine import CardDef
    from optcg.engine.constants import BLOCKER, CHARACTER

    def blocker(number, power):
        return CardDef(number, "Test Blocker", CHARACTER, colors=("Green",), cost=3,
                       power=power, counter=1000, keywords=BLOCKER)

    s = Scenario(turn=3)
    usopp = s.p1.character(USOPP, don=2)
    at_5000 = s.p2.character(blocker("TEST-5000", 5000))
    at_4000 = s.p2.character(blocker("TEST-4000", 4000))
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("attack", usopp, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert power(game.state, at_5000) == 5000
    assert opts(game) == {Action("block", at_4000), Action("no_block")}
