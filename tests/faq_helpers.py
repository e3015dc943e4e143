"""Cards and small helpers the Q&A ruling tests with made-up cards share
(tests/test_faq_rulings*.py): scripted starter-deck cards used as plain
bodies, blank bodies with no Counter value, and option queries.
"""

from optcg.engine.effects.language import CHARACTER, EVENT, LEADER, STAGE, YOU, Cards, Python
from optcg.testing import custom_card

# Scripted starter-deck cards used as plain bodies.
LUFFY_LEADER = "ST01-001"   # Leader, 5000, {Straw Hat Crew}
CHOPPER = "ST01-006"        # [Blocker], cost 1, 1000, no Counter
NAMI = "ST01-007"           # Character named [Nami], {Straw Hat Crew}
ROBIN = "ST01-008"          # vanilla, cost 3, 5000
VIVI = "ST01-009"           # vanilla, cost 2, 4000
FRANKY = "ST01-010"         # vanilla, cost 4, 6000, {Straw Hat Crew}
HAWKINS = "ST02-010"        # "if this battles": set active (DON!! x1, Your Turn, once)
CROCODILE = "ST03-003"      # [Blocker]; DON!! x1 On Block: bottom-deck cost <= 2
MELLOW = "ST03-017"         # Event [Counter] +4000, then draw if hand <= 3
KAIDO_LEADER = "ST04-001"   # Leader with the {Animal Kingdom Pirates} type
DISASTER = "ST04-014"       # Event [Main] draw 1, add 1 DON!!

ALL_CATEGORIES = (LEADER, CHARACTER, EVENT, STAGE)
LEADER_OR_CHARACTER = Cards(YOU, categories=(LEADER, CHARACTER))

# Plain bodies with no Counter value, so that no unwanted Counter decision
# appears when they sit in a hand.
BLANK = custom_card("T-BLANK", "Blank", "Character", cost=1, power=2000)
BIG = custom_card("T-BIG", "Big", "Character", cost=5, power=7000)
NO_COUNTER_LIFE = CHOPPER   # a Life card with neither [Trigger] nor Counter


def opts(game) -> set:
    return set(game.legal_actions())


def attacks_of(game, card) -> set:
    return {a for a in game.legal_actions() if a.kind == "attack" and a.card == card}


def counter_plus(value: int = 1000):
    """A hand card with only a Counter value."""
    return custom_card(f"T-CTR{value}", f"Counter {value}", "Character",
                       cost=1, power=1000, counter=value)


def record(name, log):
    """A step that records when it resolves."""
    return Python(lambda st, f: log.append(name), f"(records {name})")
