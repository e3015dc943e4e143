"""Made-up black {Land of Wano} cards shared by the OP16 card tests."""

from optcg.testing import custom_card

WANO_LEADER = custom_card("T-WANO-LEADER", "Wano Leader", "Leader", power=5000,
                          colors=("Black",), types=("Land of Wano",))
WANO_2 = custom_card("T-WANO2", "Samurai", cost=2, power=3000, colors=("Black",),
                     types=("Land of Wano",))
WANO_6 = custom_card("T-WANO6", "Big Samurai", cost=6, power=7000, colors=("Black",),
                     types=("Land of Wano",))
WANO_7 = custom_card("T-WANO7", "Huge Samurai", cost=7, power=8000, colors=("Black",),
                     types=("Land of Wano",))
GREEN_WANO = custom_card("T-WANO-G", "Green Samurai", cost=2, power=3000, colors=("Green",),
                         types=("Land of Wano",))
COST_8 = custom_card("T-C8", "Eight", cost=8, power=9000, colors=("Black",))
