"""OP16-017 LittleOars Jr. (Character, 8000): "If you have no Characters with
a type including "Whitebeard Pirates" and a cost of 8 or more, give this
Character −4000 power." and "[Blocker]"."""

from optcg.engine.stats import power

from ..common_play import check_blocker, on_field
from .whitebeard import BIG_8000, WB_ALLY, WB_CAPTAIN

OARS = "OP16-017"


def test_op16_017_keeps_8000_with_a_whitebeard_character_of_cost_8():
    for captain in (WB_CAPTAIN, WB_ALLY):          # a type *including* the words
        b = on_field(OARS, chars=[captain])
        assert power(b.game.state, b.card) == 8000, captain.name


def test_op16_017_minus_4000_without_one():
    b = on_field(OARS, chars=[BIG_8000])            # Whitebeard Pirates, but cost 7
    assert power(b.game.state, b.card) == 4000


def test_op16_017_has_blocker():
    check_blocker(OARS)
