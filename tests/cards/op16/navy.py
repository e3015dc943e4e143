"""A made-up {Navy} Leader shared by the OP16 Navy card tests."""

from optcg.testing import custom_card

NAVY_LEADER = custom_card("T-NAVY-LEADER", "Navy Leader", "Leader", power=5000,
                          colors=("Purple",), types=("Navy",))
