"""ST04-012 Page One (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from ..common import check_vanilla


def test_st04_012_page_one_is_vanilla_and_plays_for_4():
    check_vanilla("ST04-012", 6000, 4)
