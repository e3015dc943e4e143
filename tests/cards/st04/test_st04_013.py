"""ST04-013 X.Drake (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from ..common import check_vanilla


def test_st04_013_x_drake_is_vanilla_and_plays_for_3():
    check_vanilla("ST04-013", 5000, 3)
