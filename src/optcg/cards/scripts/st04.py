"""ST-04 Animal Kingdom Pirates: the cards the text compiler cannot read yet (the rest
are compiled: scripts/generated/st04.py; cards not listed anywhere have no text)."""

from ...engine.effects.language import (
    HAND,
    KO,
    ON_PLAY,
    OPPONENT,
    YOU,
    Ability,
    Cards,
    Choose,
    DonMinus,
    PlayCard,
)
from . import script


def ko(cost_max: int) -> KO:
    return KO(Choose(Cards(OPPONENT, cost_max=cost_max)))


SCRIPTS = {
    # Ulti
    "ST04-002": script(
        Ability(ON_PLAY, cost=(DonMinus(1),),
                steps=(PlayCard(Choose(Cards(YOU, area=HAND, names=("Page One",),
                                             cost_max=4))),))),
}
