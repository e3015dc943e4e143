"""Made-up {Donquixote Pirates} cards shared by the OP14 card tests."""

from optcg.testing import custom_card

DQ_LEADER = custom_card("T-DQ-LEADER", "Donquixote Leader", "Leader", power=5000,
                        colors=("Purple",), types=("Donquixote Pirates",))
DQ_CHAR = custom_card("T-DQ-CHAR", "Donquixote Grunt", cost=3, power=4000,
                      colors=("Purple",), types=("Donquixote Pirates",))
