"""ST01-008 Nico Robin (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from ..common import vanilla_plays_for_cost

ROBIN = "ST01-008"       # vanilla, cost 3, 5000


def test_st01_008_nico_robin_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(ROBIN, 3, 5000)
