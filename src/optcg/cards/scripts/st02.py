"""ST-02 Worst Generation: the cards the text compiler cannot read yet (the rest
are compiled: scripts/generated/st02.py; cards not listed anywhere have no text)."""

from ...engine.effects.language import (
    CHARACTER,
    END_OF_BATTLE,
    LEADER,
    YOU,
    Ability,
    BattledCharacter,
    Cards,
    DonAttached,
    Every,
    SetActive,
    Static,
    StaticPower,
    This,
    ThisRested,
    YourTurn,
)
from . import script

SCRIPTS = {
    # Basil Hawkins
    "ST02-010": script(
        Ability(END_OF_BATTLE, once_per_turn=True,
                conditions=(DonAttached(1), YourTurn(), BattledCharacter()),
                steps=(SetActive(This()),))),
    # X.Drake
    "ST02-014": script(
        Static(StaticPower(Every(Cards(YOU, categories=(LEADER, CHARACTER),
                                       types=("Supernovas", "Navy"))), 1000),
               conditions=(DonAttached(1), YourTurn(), ThisRested()))),
}
