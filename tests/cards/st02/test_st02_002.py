"""ST02-002 Vito (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from ..common import vanilla_plays_for_cost
from .numbers import VITO


def test_st02_002_vito_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(VITO, 3, 5000)
