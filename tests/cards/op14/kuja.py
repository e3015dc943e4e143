"""Made-up {Kuja Pirates} and {Thriller Bark Pirates} cards shared by the OP14 card tests."""

from optcg.testing import custom_card

KUJA_LEADER = custom_card("T-KUJA-LEADER", "Kuja Leader", "Leader", power=5000,
                          colors=("Yellow",), types=("Kuja Pirates",))
TWO_COLORS = custom_card("T-YG-LEADER", "Two Colors", "Leader", power=5000,
                         colors=("Yellow", "Green"))
THRILLER_4 = custom_card("T-TB4", "Thriller Four", cost=4, power=5000,
                         colors=("Black",), types=("Thriller Bark Pirates",))
THRILLER_5 = custom_card("T-TB5", "Thriller Five", cost=5, power=6000,
                         colors=("Black",), types=("Thriller Bark Pirates",))
