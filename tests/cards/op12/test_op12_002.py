"""OP12-002 Edward.Newgate (Character, no effect): played for its printed cost
of 5 it enters the field with 6000 power and nothing else
happens; with one DON!! fewer it cannot be played (CR 2-7-2)."""

from ..common import check_vanilla


def test_op12_002_edward_newgate_is_vanilla_and_plays_for_5():
    check_vanilla("OP12-002", 6000, 5)
