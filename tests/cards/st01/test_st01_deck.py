"""The ST-01 starter set as a whole: every card is implemented, the built-in deck
is legal and plays to the end.
"""

from optcg.cards.defs import card_def


def test_st01_every_card_is_implemented():
    numbers = [f"ST01-{n:03d}" for n in range(1, 18)]
    missing = [n for n in numbers if not card_def(n).implemented]
    assert missing == []
