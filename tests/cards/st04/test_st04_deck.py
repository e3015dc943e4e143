"""The ST-04 starter set as a whole: every card is implemented, the built-in deck
is legal and plays to the end.
"""

from __future__ import annotations

from __future__ import annotations

from ..common import check_set_and_deck


def test_st04_every_card_is_implemented_and_the_builtin_deck_plays_to_the_end():
    check_set_and_deck("ST04", "st04", "st03", seeds=(4, 23))
