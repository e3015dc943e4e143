"""Made-up cards shared by the OP15 card tests of the yellow {Sky Island} and
black {Thriller Bark Pirates} cards."""

from optcg.testing import custom_card

SKY_ISLAND = custom_card("T-SKY", "Sky Islander", cost=3, power=4000, colors=("Yellow",),
                         types=("Sky Island",))
SKY_ISLAND_6 = custom_card("T-SKY6", "Big Sky Islander", cost=6, power=7000,
                           colors=("Yellow",), types=("Sky Island",))
SHANDIAN = custom_card("T-SHANDIAN", "Shandian", cost=2, power=3000, colors=("Yellow",),
                       types=("Shandian Warrior",))
NOLAND = custom_card("T-NOLAND", "Mont Blanc Noland", cost=4, power=5000,
                     colors=("Yellow",), types=("Explorer",))
SKY_LEADER = custom_card("T-SKY-LEADER", "Sky Leader", "Leader", power=5000,
                         colors=("Yellow",), types=("Sky Island",))
THRILLER_LEADER = custom_card("T-TB-LEADER", "Thriller Leader", "Leader", power=5000,
                              colors=("Black",), types=("Thriller Bark Pirates",))
