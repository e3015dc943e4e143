"""ST-03 The Seven Warlords of the Sea: the cards the text compiler cannot read yet (the rest
are compiled: scripts/generated/st03.py; cards not listed anywhere have no text)."""

from ...engine.effects.language import (
    ACTIVATE_MAIN,
    ANY,
    CHARACTER,
    COUNTER,
    DECK,
    LEADER,
    ON_PLAY,
    THIS_BATTLE,
    TRASH,
    YOU,
    Ability,
    AddToHand,
    Cards,
    Choose,
    DonAttached,
    Draw,
    HandAtMost,
    If,
    PlayCard,
    PowerChange,
    RestDon,
    ReturnToHand,
    ShuffleDeck,
)
from . import script

LEADER_OR_CHARACTER = Cards(YOU, categories=(LEADER, CHARACTER))


def bounce(cost_max: int) -> ReturnToHand:
    return ReturnToHand(Choose(Cards(ANY, cost_max=cost_max)))


SCRIPTS = {
    # Gecko Moria
    "ST03-004": script(
        Ability(ON_PLAY, steps=(AddToHand(Choose(Cards(
            YOU, area=TRASH, types=("The Seven Warlords of the Sea", "Thriller Bark Pirates"),
            cost_max=4, exclude_names=("Gecko Moria",)))),))),
    # Sentomaru
    "ST03-007": script(
        Ability(ACTIVATE_MAIN, once_per_turn=True, conditions=(DonAttached(1),),
                cost=(RestDon(2),),
                steps=(PlayCard(Choose(Cards(YOU, area=DECK, names=("Pacifista",),
                                             cost_max=4))),
                       ShuffleDeck()))),
    # Love-Love Mellow
    "ST03-017": script(
        Ability(COUNTER, steps=(PowerChange(Choose(LEADER_OR_CHARACTER), 4000, THIS_BATTLE),
                                If(HandAtMost(3), (Draw(1),))))),
}
