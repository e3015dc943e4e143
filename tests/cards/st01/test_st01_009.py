"""ST01-009 Nefeltari Vivi (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from ..common import vanilla_plays_for_cost

VIVI = "ST01-009"        # vanilla, cost 2, 4000


def test_st01_009_nefeltari_vivi_vanilla_plays_for_its_cost():
    vanilla_plays_for_cost(VIVI, 2, 4000)
