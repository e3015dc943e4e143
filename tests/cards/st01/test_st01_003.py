"""ST01-003 Karoo (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from ..common import vanilla_plays_for_cost
from .numbers import KAROO


def test_st01_003_karoo_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(KAROO, 1, 3000)
