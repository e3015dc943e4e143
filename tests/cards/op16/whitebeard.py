"""Made-up red cards shared by the OP16 Whitebeard Pirates and Red-Haired
Pirates card tests."""

from optcg.testing import custom_card

BIG_8000 = custom_card("T-WB8000", "Big Brother", cost=7, power=8000, colors=("Red",),
                       types=("Whitebeard Pirates",))
WB_CAPTAIN = custom_card("T-WB-CAPTAIN", "Captain", cost=8, power=9000, colors=("Red",),
                         types=("Whitebeard Pirates",))
WB_ALLY = custom_card("T-WB-ALLY", "Ally Captain", cost=8, power=9000, colors=("Red",),
                      types=("Whitebeard Pirates Allies",))
RED_HAIRED_LEADER = custom_card("T-RH-LEADER", "Red-Haired Leader", "Leader", power=5000,
                                colors=("Red",), types=("Red-Haired Pirates",))
RED_HAIRED = custom_card("T-RH", "Red-Haired Sailor", cost=3, power=4000, colors=("Red",),
                         types=("Red-Haired Pirates",))
SHANKS = custom_card("T-SHANKS", "Shanks", cost=10, power=12000, colors=("Red",),
                     types=("Red-Haired Pirates",))
SMALL = custom_card("T-2000", "Small", cost=1, power=2000)
