"""Made-up {East Blue} cards shared by the OP15 card tests."""

from optcg.testing import custom_card

EAST_BLUE_LEADER = custom_card("T-EB-LEADER", "East Blue Leader", "Leader", power=5000,
                               colors=("Red",), types=("East Blue",))
EAST_BLUE_CARD = custom_card("T-EB-CARD", "East Blue Sailor", cost=2, power=3000,
                             colors=("Green",), types=("East Blue",))
