"""Made-up vanilla {Admiral} type Characters shared by the OP16 Admiral card tests."""

from optcg.testing import custom_card

ADMIRAL_A = custom_card("T-ADMIRAL-A", "Admiral A", "Character", cost=7, power=8000,
                        colors=("Purple",), types=("Navy", "Admiral"))
ADMIRAL_B = custom_card("T-ADMIRAL-B", "Admiral B", "Character", cost=7, power=8000,
                        colors=("Purple",), types=("Navy", "Admiral"))
NAVY = custom_card("T-NAVY", "Navy Officer", "Character", cost=3, power=5000,
                   colors=("Purple",), types=("Navy",))
