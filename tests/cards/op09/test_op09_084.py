"""OP09-084 Catarina Devon (Character, cost 5, 6000 power): [Activate: Main]
[Once Per Turn] if your Leader has the {Blackbeard Pirates} type, this
Character gains [Double Attack], [Banish] or [Blocker] until the end of your
opponent's next turn.

Official Q&A on OP09-084 (that a "negate the effect" effect does not take
away the [Blocker] gained) is about other cards' negation, not checked here.
"""

import pytest

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
DEVON = "OP09-084"
TEACH = custom_card("T-BB", "Teach", "Leader", power=5000, types=("Blackbeard Pirates",))
OTHER = custom_card("T-OT", "Other", "Leader", power=5000, types=("Navy",))
CHOICES = ("Double Attack", "Banish", "Blocker")


def _board(leader=TEACH):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    devon = s.p1.character(DEVON)
    return s.build(), devon


@pytest.mark.parametrize("pick", range(3))
def test_op09_084_gains_the_chosen_keyword_until_the_end_of_the_opponents_next_turn(pick):
    game, devon = _board()
    game.apply(Action("activate", devon, 0))
    expect_decision(game, P1, "choose_number")
    assert [game.describe(a).split("[")[1].split("]")[0] for a in game.legal_actions()] \
        == list(CHOICES)
    game.apply(Action("number", -1, pick))
    expect_decision(game, P1, "main")
    st = game.state
    for k, name in enumerate(CHOICES):
        assert has_keyword(st, devon, KEYWORD_BITS[name]) is (k == pick)
    assert Action("activate", devon, 0) not in game.legal_actions()    # [Once Per Turn]
    game.apply(Action("end_phase"))                     # the opponent's turn: still there
    assert has_keyword(game.state, devon, KEYWORD_BITS[CHOICES[pick]])


def test_op09_084_does_nothing_without_a_blackbeard_pirates_leader():
    game, devon = _board(OTHER)
    game.apply(Action("activate", devon, 0))
    expect_decision(game, P1, "main")
    assert not any(has_keyword(game.state, devon, KEYWORD_BITS[n]) for n in CHOICES)
