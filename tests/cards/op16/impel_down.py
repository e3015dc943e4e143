"""Made-up {Impel Down} cards shared by the OP16 card tests."""

from optcg.testing import custom_card

IMPEL_LEADER = custom_card("T-ID-LEADER", "Impel Down Leader", "Leader", power=5000,
                           colors=("Blue",), types=("Impel Down",))
IMPEL_2 = custom_card("T-ID2", "Inmate", cost=2, power=3000, colors=("Blue",),
                      types=("Impel Down",))
IMPEL_3 = custom_card("T-ID3", "Big Inmate", cost=3, power=4000, colors=("Blue",),
                      types=("Impel Down",))
GREEN_5 = custom_card("T-G5", "Green Five", cost=5, power=6000, colors=("Green",))
GREEN_6 = custom_card("T-G6", "Green Six", cost=6, power=7000, colors=("Green",))
