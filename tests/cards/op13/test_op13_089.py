"""OP13-089 St. Topman Warcury (Character): "If you have 7 or more cards in
your trash, this Character cannot be removed from the field by your
opponent's effects and gains [Blocker]." and "[On K.O.] Draw 1 card."."""

from optcg.engine.constants import BLOCKER
from optcg.engine.stats import has_keyword
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, on_field
from .five_elders import check_kept_with_7_in_trash

WARCURY = "OP13-089"


def test_op13_089_kept_with_7_in_trash_and_koed_with_6_draws_1():
    koed = check_kept_with_7_in_trash(WARCURY)
    expect(koed.game, "main", P2)
    assert len(koed.game.state.hand[P1]) == 1           # [On K.O.] drew


def test_op13_089_gains_blocker_with_7_in_trash_only():
    for trash, blocker in ((7, True), (6, False)):
        b = on_field(WARCURY, trash=[PLAIN] * trash)
        assert has_keyword(b.game.state, b.card, BLOCKER) is blocker, trash
