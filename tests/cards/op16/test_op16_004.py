"""OP16-004 Curiel (Character, cost 7, 8000): no effect."""

from ..common import check_vanilla


def test_op16_004_is_a_vanilla_character_of_cost_7_and_8000_power():
    check_vanilla("OP16-004", 8000, 7)
