"""Made-up yellow {Blackbeard Pirates} cards shared by the OP16 card tests."""

from optcg.testing import custom_card

BB_LEADER = custom_card("T-BB-LEADER", "Blackbeard Leader", "Leader", power=5000,
                        colors=("Yellow",), types=("Blackbeard Pirates",))
BB_1 = custom_card("T-BB1", "Pirate", cost=1, power=2000, colors=("Yellow",),
                   types=("Blackbeard Pirates",))
BB_2 = custom_card("T-BB2", "Big Pirate", cost=2, power=3000, colors=("Yellow",),
                   types=("Blackbeard Pirates",))
BB_7 = custom_card("T-BB7", "Huge Pirate", cost=7, power=8000, colors=("Yellow",),
                   types=("Blackbeard Pirates",))
FULLALEAD = custom_card("T-FULLALEAD", "Fullalead", "Stage", cost=1, colors=("Yellow",),
                        types=("Blackbeard Pirates",))
TEACH = custom_card("T-TEACH", "Marshall.D.Teach", cost=10, power=12000, colors=("Yellow",),
                    types=("Blackbeard Pirates",))
