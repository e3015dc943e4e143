"""ST-01 Straw Hat Crew.  Cards not listed have no text."""

from ...engine.effects.language import (
    ACTIVATE_MAIN, CHARACTER, COUNTER, LEADER, MAIN, OPPONENT, THIS_BATTLE,
    TRIGGER, WHEN_ATTACKING, YOU, Ability, ActivateOwn, CannotBlock, Cards,
    Choose, DonAttached, GiveDon, KO, PlayCard, PowerChange,
    RestThis, Select, Selected, Static, StaticKeyword, StaticPower, This,
    UnblockableWhenAttacking)
from . import script

LEADER_OR_CHARACTER = Cards(YOU, categories=(LEADER, CHARACTER))
STRAW_HAT = Cards(YOU, categories=(LEADER, CHARACTER), types=("Straw Hat Crew",))
PLAY_THIS = Ability(TRIGGER, steps=(PlayCard(This()),))

SCRIPTS = {
    # Monkey.D.Luffy (Leader)
    "ST01-001": script(
        Ability(ACTIVATE_MAIN, once_per_turn=True,
                steps=(GiveDon(Choose(LEADER_OR_CHARACTER, up_to=False), count=1),))),
    # Usopp
    "ST01-002": script(
        Ability(WHEN_ATTACKING, conditions=(DonAttached(2),),
                steps=(CannotBlock(min_power=5000),)),
        PLAY_THIS),
    # Sanji
    "ST01-004": script(Static(StaticKeyword(This(), "Rush"), conditions=(DonAttached(2),))),
    # Jinbe
    "ST01-005": script(
        Ability(WHEN_ATTACKING, conditions=(DonAttached(1),),
                steps=(PowerChange(Choose(Cards(YOU, categories=(LEADER, CHARACTER),
                                                other_than_this=True)), 1000),))),
    # Tony Tony.Chopper
    "ST01-006": script(keywords=("Blocker",)),
    # Nami
    "ST01-007": script(
        Ability(ACTIVATE_MAIN, once_per_turn=True,
                steps=(GiveDon(Choose(LEADER_OR_CHARACTER, up_to=False), count=1),))),
    # Brook
    "ST01-011": script(
        Ability("On Play", steps=(GiveDon(Choose(LEADER_OR_CHARACTER, up_to=False), count=2),))),
    # Monkey.D.Luffy
    "ST01-012": script(
        Ability(WHEN_ATTACKING, conditions=(DonAttached(2),), steps=(CannotBlock(),)),
        keywords=("Rush",)),
    # Roronoa Zoro
    "ST01-013": script(Static(StaticPower(This(), 1000), conditions=(DonAttached(1),))),
    # Guard Point
    "ST01-014": script(
        Ability(COUNTER, steps=(PowerChange(Choose(LEADER_OR_CHARACTER), 3000, THIS_BATTLE),)),
        Ability(TRIGGER, steps=(PowerChange(Choose(LEADER_OR_CHARACTER), 1000),))),
    # Gum-Gum Jet Pistol
    "ST01-015": script(
        Ability(MAIN, steps=(KO(Choose(Cards(OPPONENT, power_max=6000))),)),
        Ability(TRIGGER, steps=(ActivateOwn(MAIN),))),
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
