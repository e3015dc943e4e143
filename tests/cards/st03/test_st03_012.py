"""ST03-012 Pacifista (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from ..common import check_vanilla


def test_st03_012_pacifista_is_vanilla_and_plays_for_4():
    check_vanilla("ST03-012", 6000, 4)
