"""OP12-114 Wyper (Character, no effect): played for its printed cost
of 6 it enters the field with 7000 power and nothing else
happens; with one DON!! fewer it cannot be played (CR 2-7-2)."""

from ..common import check_vanilla


def test_op12_114_wyper_is_vanilla_and_plays_for_6():
    check_vanilla("OP12-114", 7000, 6)
