"""ST01-010 Franky (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from ..common import vanilla_plays_for_cost
from .numbers import FRANKY


def test_st01_010_franky_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(FRANKY, 4, 6000)
