"""ST-04 Animal Kingdom Pirates.  Cards not listed have no text."""

from ...engine.effects.language import (
    ACTIVATE_MAIN, CHARACTER, COUNTER, HAND, LEADER, MAIN, ON_PLAY, OPPONENT,
    THIS_BATTLE, THIS_TURN, TRIGGER, YOU, Ability, ActivateOwn, AddDon, Cards,
    Choose, DonMinus, Draw, GainKeyword, If, KO, LeaderHasType, PlayCard,
    PowerChange, RestThis, This, Trash, TrashFromHand, TrashLife)
from . import script

LEADER_OR_CHARACTER = Cards(YOU, categories=(LEADER, CHARACTER))
ANY_CARD = (LEADER, CHARACTER, "Event", "Stage")
PLAY_THIS = Ability(TRIGGER, steps=(PlayCard(This()),))


def ko(cost_max: int) -> KO:
    return KO(Choose(Cards(OPPONENT, cost_max=cost_max)))


SCRIPTS = {
    # Kaido (Leader)
    "ST04-001": script(
        Ability(ACTIVATE_MAIN, once_per_turn=True, cost=(DonMinus(7),),
                steps=(TrashLife(OPPONENT, 1),))),
    # Ulti
    "ST04-002": script(
        Ability(ON_PLAY, cost=(DonMinus(1),),
                steps=(PlayCard(Choose(Cards(YOU, area=HAND, names=("Page One",),
                                             cost_max=4))),))),
    # Kaido
    "ST04-003": script(
        Ability(ON_PLAY, cost=(DonMinus(5),),
                steps=(ko(6), GainKeyword(This(), "Rush", THIS_TURN)))),
    # King
    "ST04-004": script(Ability(ON_PLAY, cost=(DonMinus(1),), steps=(ko(4),))),
    # Queen
    "ST04-005": script(
        Ability(ON_PLAY, cost=(DonMinus(1),),
                steps=(Draw(2), Trash(Choose(Cards(YOU, area=HAND, categories=ANY_CARD),
                                             count=1, up_to=False)))),
        keywords=("Blocker",)),
    # Sasaki
    "ST04-006": script(Ability(ON_PLAY, cost=(DonMinus(1),), steps=(Draw(1),))),
    # Jack
    "ST04-008": script(
        Ability(ON_PLAY, cost=(TrashFromHand(1),), steps=(AddDon(1, active=True),))),
    # Who's.Who
    "ST04-010": script(Ability(ON_PLAY, cost=(DonMinus(1),), steps=(ko(3),)), PLAY_THIS),
    # Black Maria
    "ST04-011": script(keywords=("Blocker",)),
    # Lead Performer "Disaster"
    "ST04-014": script(
        Ability(MAIN, steps=(Draw(1), AddDon(1, active=True))),
        Ability(TRIGGER, steps=(ActivateOwn(MAIN),))),
    # Brachio Bomber
    "ST04-015": script(
        Ability(MAIN, steps=(ko(6), AddDon(1, active=True))),
        Ability(TRIGGER, steps=(AddDon(1, active=True),))),
    # Blast Breath
    "ST04-016": script(
        Ability(COUNTER, cost=(DonMinus(1),),
                steps=(PowerChange(Choose(LEADER_OR_CHARACTER), 4000, THIS_BATTLE),))),
    # Onigashima Island
    "ST04-017": script(
        Ability(ACTIVATE_MAIN, cost=(RestThis(),),
                steps=(If(LeaderHasType("Animal Kingdom Pirates"),
                          (AddDon(1, active=False),)),))),
}
