"""OP15-053 Rebecca (Character): "[DON!! x1] This Character gains [Blocker]."
and "[On Play] Look at 3 cards from the top of your deck; reveal up to 1
{Dressrosa} type card and add it to your hand. Then, place the rest at the
bottom of your deck in any order."."""

from optcg.engine.constants import BLOCKER
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario

from ..common_play import PLAIN, check_search_to_bottom, play_from_hand

REBECCA = "OP15-053"
VIOLA = "OP15-040"        # a {Dressrosa} Character


def test_op15_053_on_play_adds_a_dressrosa_card():
    b = play_from_hand(REBECCA, deck=[PLAIN, PLAIN, VIOLA, PLAIN])
    check_search_to_bottom(b, 2, 3)


def test_op15_053_blocker_with_a_don_given_only():
    for given, blocker in ((1, True), (0, False)):
        s = Scenario(turn=4, turn_player=1)
        rebecca = s.p1.character(REBECCA, don=given)
        assert has_keyword(s.build().state, rebecca, BLOCKER) is blocker, given
