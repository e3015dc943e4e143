"""ST02-011 Heat (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from ..common import vanilla_plays_for_cost
from .numbers import HEAT


def test_st02_011_heat_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(HEAT, 2, 4000)
