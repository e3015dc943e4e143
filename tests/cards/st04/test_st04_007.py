"""ST04-007 Sheepshead (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from ..common import check_vanilla


def test_st04_007_sheepshead_is_vanilla_and_plays_for_2():
    check_vanilla("ST04-007", 4000, 2)
