"""ST02-006 Koby (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from ..common import vanilla_plays_for_cost
from .numbers import KOBY


def test_st02_006_koby_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(KOBY, 4, 6000)
