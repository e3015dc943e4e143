"""Made-up opponent's Events that K.O. or return several Characters at
once, shared by the tests of replacement effects (CR 8-1-3-4)."""

from optcg.engine.effects.language import (KO, MAIN, OPPONENT, Ability, Cards, Every,
                                           ReturnToHand)
from optcg.testing import custom_card

# "[Main] K.O. all of your opponent's Characters with a cost of 5 or less."
KO_ALL = custom_card("T-KO-ALL", "KO All", "Event", Ability(
    MAIN, steps=(KO(target=Every(cards=Cards(owner=OPPONENT, cost_max=5))),)), cost=0)
# "[Main] Return all of your opponent's Characters with a cost of 5 or less
# to the owner's hand."
RETURN_ALL = custom_card("T-RETURN-ALL", "Return All", "Event", Ability(
    MAIN, steps=(ReturnToHand(target=Every(cards=Cards(owner=OPPONENT, cost_max=5))),)),
    cost=0)
