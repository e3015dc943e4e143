"""ST02-012 Bepo (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from ..common import vanilla_plays_for_cost
from .numbers import BEPO


def test_st02_012_bepo_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(BEPO, 1, 3000)
