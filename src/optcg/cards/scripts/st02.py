"""ST-02 Worst Generation.  Cards not listed have no text."""

from ...engine.effects.language import (
    ACTIVATE_MAIN, CHARACTER, COUNTER, END_OF_BATTLE, END_OF_YOUR_TURN, LEADER,
    MAIN, ON_PLAY, OPPONENT, THIS_BATTLE, TRIGGER, WHEN_ATTACKING, YOU, Ability,
    BattledCharacter, Cards, Choose, CountAtLeast, DonAttached, Every, HAND, KO,
    PlayCard, PowerChange, Rest, RestDon, RestOpponentDon, RestThis, Search,
    SetActive, SetDonActive, Static, StaticPower, This, ThisRested,
    TrashFromHand, YourTurn)
from . import script

LEADER_OR_CHARACTER = Cards(YOU, categories=(LEADER, CHARACTER))
PLAY_THIS = Ability(TRIGGER, steps=(PlayCard(This()),))

SCRIPTS = {
    # Eustass"Captain"Kid (Leader)
    "ST02-001": script(
        Ability(ACTIVATE_MAIN, once_per_turn=True, cost=(RestDon(3), TrashFromHand(1)),
                steps=(SetActive(This()),))),
    # Urouge
    "ST02-003": script(
        Static(StaticPower(This(), 2000),
               conditions=(DonAttached(1), CountAtLeast(Cards(YOU), 3)))),
    # Capone"Gang"Bege
    "ST02-004": script(keywords=("Blocker",)),
    # Killer
    "ST02-005": script(
        Ability(ON_PLAY, steps=(KO(Choose(Cards(OPPONENT, rested=True, cost_max=3))),)),
        PLAY_THIS),
    # Jewelry Bonney
    "ST02-007": script(
        Ability(ACTIVATE_MAIN, cost=(RestDon(1), RestThis()),
                steps=(Search(5, Cards(categories=(LEADER, CHARACTER, "Event", "Stage"),
                                       types=("Supernovas",))),))),
    # Scratchmen Apoo
    "ST02-008": script(
        Ability(WHEN_ATTACKING, conditions=(DonAttached(1),), steps=(RestOpponentDon(1),))),
    # Trafalgar Law
    "ST02-009": script(
        Ability(ON_PLAY, steps=(SetActive(Choose(Cards(
            YOU, types=("Supernovas", "Heart Pirates"), rested=True, cost_max=5))),))),
    # Basil Hawkins
    "ST02-010": script(
        Ability(END_OF_BATTLE, once_per_turn=True,
                conditions=(DonAttached(1), YourTurn(), BattledCharacter()),
                steps=(SetActive(This()),))),
    # Eustass"Captain"Kid
    "ST02-013": script(
        Ability(END_OF_YOUR_TURN, conditions=(DonAttached(1),), steps=(SetActive(This()),)),
        keywords=("Blocker",)),
    # X.Drake
    "ST02-014": script(
        Static(StaticPower(Every(Cards(YOU, categories=(LEADER, CHARACTER),
                                       types=("Supernovas", "Navy"))), 1000),
               conditions=(DonAttached(1), YourTurn(), ThisRested()))),
    # Scalpel
    "ST02-015": script(
        Ability(COUNTER, steps=(PowerChange(Choose(LEADER_OR_CHARACTER), 2000, THIS_BATTLE),
                                SetDonActive(1))),
        Ability(TRIGGER, steps=(SetDonActive(2),))),
    # Repel
    "ST02-016": script(
        Ability(COUNTER, steps=(PowerChange(Choose(LEADER_OR_CHARACTER), 4000, THIS_BATTLE),
                                SetDonActive(1)))),
    # Straw Sword
    "ST02-017": script(
        Ability(MAIN, steps=(Rest(Choose(Cards(OPPONENT))),)),
        Ability(TRIGGER, steps=(PlayCard(Choose(Cards(
            YOU, area=HAND, categories=(CHARACTER, "Stage"), types=("Supernovas",),
            cost_max=2))),))),
}
