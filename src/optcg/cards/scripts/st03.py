"""ST-03 The Seven Warlords of the Sea.  Cards not listed have no text."""

from ...engine.effects.language import (
    ACTIVATE_MAIN, ANY, CHARACTER, COUNTER, DECK, LEADER, MAIN, ON_BLOCK, ON_PLAY,
    THIS_BATTLE, TRASH, TRIGGER, WHEN_ATTACKING, YOU, Ability, ActivateOwn,
    AddToHand, Cards, Choose, DonAttached, DonMinus, Draw, HAND, HandAtMost, If,
    LookAtTop, PlayCard, PowerChange, RestDon, ReturnToHand, ShuffleDeck, This,
    ToDeckBottom, Trash)
from . import script

LEADER_OR_CHARACTER = Cards(YOU, categories=(LEADER, CHARACTER))
PLAY_THIS = Ability(TRIGGER, steps=(PlayCard(This()),))


def bounce(cost_max: int) -> ReturnToHand:
    return ReturnToHand(Choose(Cards(ANY, cost_max=cost_max)))


SCRIPTS = {
    # Crocodile (Leader)
    "ST03-001": script(
        Ability(ACTIVATE_MAIN, once_per_turn=True, cost=(DonMinus(4),),
                steps=(bounce(5),))),
    # Crocodile
    "ST03-003": script(
        Ability(ON_BLOCK, conditions=(DonAttached(1),),
                steps=(ToDeckBottom(Choose(Cards(ANY, cost_max=2))),)),
        keywords=("Blocker",)),
    # Gecko Moria
    "ST03-004": script(
        Ability(ON_PLAY, steps=(AddToHand(Choose(Cards(
            YOU, area=TRASH, types=("The Seven Warlords of the Sea", "Thriller Bark Pirates"),
            cost_max=4, exclude_names=("Gecko Moria",)))),))),
    # Dracule Mihawk
    "ST03-005": script(
        Ability(WHEN_ATTACKING, conditions=(DonAttached(1),),
                steps=(Draw(2), Trash(Choose(Cards(YOU, area=HAND,
                                                   categories=(LEADER, CHARACTER, "Event", "Stage")),
                                             count=2, up_to=False))))),
    # Sentomaru
    "ST03-007": script(
        Ability(ACTIVATE_MAIN, once_per_turn=True, conditions=(DonAttached(1),),
                cost=(RestDon(2),),
                steps=(PlayCard(Choose(Cards(YOU, area=DECK, names=("Pacifista",),
                                             cost_max=4))),
                       ShuffleDeck()))),
    # Trafalgar Law
    "ST03-008": script(keywords=("Blocker",)),
    # Donquixote Doflamingo
    "ST03-009": script(Ability(ON_PLAY, steps=(bounce(7),))),
    # Bartholomew Kuma
    "ST03-010": script(Ability(ON_PLAY, steps=(LookAtTop(3),)), PLAY_THIS),
    # Boa Hancock
    "ST03-013": script(PLAY_THIS, keywords=("Blocker",)),
    # Marshall.D.Teach
    "ST03-014": script(Ability(ON_PLAY, steps=(bounce(3),))),
    # Sables
    "ST03-015": script(
        Ability(MAIN, steps=(bounce(7),)),
        Ability(TRIGGER, steps=(ActivateOwn(MAIN),))),
    # Thrust Pad Cannon
    "ST03-016": script(
        Ability(COUNTER, steps=(bounce(3),)),
        Ability(TRIGGER, steps=(ActivateOwn(COUNTER),))),
    # Love-Love Mellow
    "ST03-017": script(
        Ability(COUNTER, steps=(PowerChange(Choose(LEADER_OR_CHARACTER), 4000, THIS_BATTLE),
                                If(HandAtMost(3), (Draw(1),))))),
}
