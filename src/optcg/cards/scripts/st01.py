"""ST-01 Straw Hat Crew: the cards the text compiler cannot read yet (the rest
are compiled: scripts/generated/st01.py; cards not listed anywhere have no text)."""

from ...engine.effects.language import (
    ACTIVATE_MAIN,
    CHARACTER,
    KO,
    LEADER,
    MAIN,
    OPPONENT,
    TRIGGER,
    WHEN_ATTACKING,
    YOU,
    Ability,
    CannotBlock,
    Cards,
    Choose,
    DonAttached,
    GiveDon,
    PowerChange,
    RestThis,
    Select,
    Selected,
    UnblockableWhenAttacking,
)
from . import script

LEADER_OR_CHARACTER = Cards(YOU, categories=(LEADER, CHARACTER))
STRAW_HAT = Cards(YOU, categories=(LEADER, CHARACTER), types=("Straw Hat Crew",))

SCRIPTS = {
    # Monkey.D.Luffy (Leader)
    "ST01-001": script(
        Ability(ACTIVATE_MAIN, once_per_turn=True,
                steps=(GiveDon(Choose(LEADER_OR_CHARACTER, up_to=False), count=1),))),
    # Jinbe
    "ST01-005": script(
        Ability(WHEN_ATTACKING, conditions=(DonAttached(1),),
                steps=(PowerChange(Choose(Cards(YOU, categories=(LEADER, CHARACTER),
                                                other_than_this=True)), 1000),))),
    # Monkey.D.Luffy
    "ST01-012": script(
        Ability(WHEN_ATTACKING, conditions=(DonAttached(2),), steps=(CannotBlock(),)),
        keywords=("Rush",)),
    # Diable Jambe
    "ST01-016": script(
        Ability(MAIN, steps=(Select(Choose(STRAW_HAT)),
                             UnblockableWhenAttacking(Selected()))),
        Ability(TRIGGER, steps=(KO(Choose(Cards(OPPONENT, keyword="Blocker", cost_max=3))),))),
    # Thousand Sunny
    "ST01-017": script(
        Ability(ACTIVATE_MAIN, cost=(RestThis(),),
                steps=(PowerChange(Choose(STRAW_HAT), 1000),))),
}
