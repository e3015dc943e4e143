"""Immutable card definitions the engine plays with.

A CardDef joins a card's printed facts with its effect script.  One CardDef
exists per card number and is shared by every game and every clone: only
the small mutable GameState is ever copied (see DESIGN.md).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from .constants import CATEGORY_NAMES, CHARACTER, EVENT, KEYWORD_BITS, KEYWORD_NAMES, LEADER, STAGE

if TYPE_CHECKING:       # typed, so the native build reads abilities without lookups
    from .effects.language import Ability, Static

# Kinds of permanent effect, the index into CardDef.statics_by_kind.
STATIC_POWER: Final = 0
STATIC_KEYWORD: Final = 1
STATIC_KO: Final = 2
STATIC_COST: Final = 3
STATIC_CANNOT_ATTACK: Final = 4
STATIC_RULE: Final = 5          # rule texts (names, deck construction): never applied on the field
STATIC_HAND_COST: Final = 6     # "give this card in your hand −N cost": applies in the hand
_STATIC_KINDS: Final = {"StaticPower": STATIC_POWER, "StaticKeyword": STATIC_KEYWORD,
                        "CannotBeKOd": STATIC_KO, "CannotBeRemoved": STATIC_KO,
                        "StaticCannotBeRested": STATIC_KO,     # protections all
                        "StaticCost": STATIC_COST, "StaticCannotAttack": STATIC_CANNOT_ATTACK,
                        "StaticAttackActive": STATIC_KEYWORD,
                        "StaticAttackCharactersWhenPlayed": STATIC_KEYWORD,
                        "StaticNoLeaderAttackWhenPlayed": STATIC_KEYWORD,
                        "AlsoNamed": STATIC_RULE, "AnyNumberInDeck": STATIC_RULE,
                        "DeckOutWins": STATIC_RULE,       # read by rules.py
                        "PlayedRested": STATIC_RULE,      # read as Characters are played
                        "HandCost": STATIC_HAND_COST}
STATIC_REFRESH_LOCK: Final = 7  # Characters that stay rested in every Refresh Phase
STATIC_ATTACK_ONLY: Final = 8   # the only cards the opponent may attack
STATIC_PLAY_COST: Final = 9     # "the cost of playing ... will be reduced": read by costs.py
_STATIC_KINDS.update({"PlayCostReduction": STATIC_PLAY_COST})
_STATIC_KINDS.update({"RefreshLock": STATIC_REFRESH_LOCK, "AttackOnly": STATIC_ATTACK_ONLY,
                      "FaceUpLifeToDeck": STATIC_RULE})     # read by rules.py
STATIC_COUNTER: Final = 10      # the Counter value of hand cards: read by stats.counter
_STATIC_KINDS.update({"StaticCounter": STATIC_COUNTER})
# "base power becomes N": a kind of its own, so that the power of every card
# asks for it only while such a card is on the field (statics.on_field)
STATIC_BASE_POWER: Final = 11
_STATIC_KINDS.update({"StaticBasePower": STATIC_BASE_POWER})
_STATIC_KINDS.update({"DeckExcludes": STATIC_RULE})      # read by decks.validation
_STATIC_KINDS.update({"DeckOnly": STATIC_RULE,           # read by decks.validation
                      "DonDeckSize": STATIC_RULE})       # read by setup and decks.validation
_STATIC_KINDS.update({"OnPlayNegated": STATIC_RULE})     # read as [On Play] effects fire
_STATIC_KINDS.update({"DeckOutAtEndOfTurn": STATIC_RULE})  # read by rules.py
_KIND_COUNT: Final = 12                # the kinds 0 to 11 (STATIC_BASE_POWER last)
# CardDef.static_kinds: a bit (1 << kind) for each kind a card has, and this
# one for a permanent "can also attack active Characters" among its
# STATIC_KEYWORD effects (what the Main Phase's attack listing asks)
STATIC_ATTACK_ACTIVE_BIT: Final = 1 << _KIND_COUNT

# A bit for each ability timing, given as timings are first met (the pool
# names a few dozen): `CardDef.timings` holds the bits of a card's, so that
# firing a timing passes over the cards without it with no dict lookup.
TIMING_BITS: Final[dict[str, int]] = {}


def timing_bit(timing: str) -> int:
    bit = TIMING_BITS.get(timing)
    if bit is None:
        bit = TIMING_BITS[timing] = 1 << len(TIMING_BITS)
    return bit


def _flat(statics: tuple) -> list:
    """Permanent effects one by one: a StaticAnd's effects each with its
    conditions."""
    out: list = []
    for sa in statics:
        if type(sa.effect).__name__ == "StaticAnd":
            out.extend(replace(sa, effect=e) for e in sa.effect.effects)
        elif type(sa.effect).__name__ == "StaticSentences":
            out.extend(_flat(tuple(replace(p, conditions=sa.conditions + p.conditions)
                                   for p in sa.effect.parts)))
        else:
            out.append(sa)
    return out


class CardDef:
    """What the engine knows about one card number.

    `keywords` is a bit set of the keyword effects the card has innately
    (CR 10-1).  `implemented` is False while any part of the card's text is
    not yet scripted; such a card is never played silently as vanilla: games
    announce it at their start.
    """

    __slots__ = (
        "number", "name", "category", "colors", "cost", "power", "counter",
        "life", "attributes", "types", "keywords", "has_trigger",
        "implemented", "script", "abilities", "statics", "by_timing", "timings",
        "activate_main", "main_ability", "counter_ability",
        "statics_by_kind", "static_kinds", "keywords_given", "names",
    )

    number: str
    name: str
    category: int
    colors: tuple
    cost: int
    power: int
    counter: int
    life: int
    attributes: tuple
    types: tuple
    keywords: int
    has_trigger: bool
    implemented: bool
    script: Any
    abilities: tuple[Ability, ...]
    statics: tuple[Static, ...]
    by_timing: dict[str, tuple[int, ...]]
    timings: int                # the timing_bit of each timing of by_timing
    activate_main: tuple[int, ...]
    main_ability: int
    counter_ability: int
    statics_by_kind: tuple[tuple[tuple[int, Static], ...], ...]
    static_kinds: int           # the kinds of statics_by_kind present, as bits
    keywords_given: int         # the keyword bits its permanent effects may give
    names: tuple[str, ...]      # the printed name and those its text adds (CR 2-1-3)

    def __init__(self, number: str, name: str, category: int, colors=(),
                 cost: int = 0, power: int = 0, counter: int = 0, life: int = 0,
                 attributes=(), types=(), keywords: int = 0,
                 has_trigger: bool = False, implemented: bool = True,
                 script=None, abilities=(), statics=()) -> None:
        self.number = number
        self.name = name
        self.category = category
        self.colors = tuple(colors)
        self.cost = cost
        self.power = power
        self.counter = counter
        self.life = life
        self.attributes = tuple(attributes)
        self.types = tuple(types)
        self.keywords = keywords
        self.has_trigger = has_trigger
        self.implemented = implemented
        self.script = script
        # Compiled abilities (effects/language.py) and, for the core's
        # quick lookups, their indexes by timing.
        self.abilities = tuple(abilities)
        self.statics = tuple(statics)
        by_timing: dict[str, tuple[int, ...]] = {}
        for n, a in enumerate(self.abilities):
            by_timing[a.timing] = by_timing.get(a.timing, ()) + (n,)
        self.by_timing = by_timing
        timings = 0
        for timing in by_timing:
            timings |= timing_bit(timing)
        self.timings = timings
        self.activate_main = by_timing.get("Activate: Main", ())
        # an Event's [Main] and [Counter] ability indexes (-1: none)
        self.main_ability = by_timing.get("Main", (-1,))[0]
        self.counter_ability = by_timing.get("Counter", (-1,))[0]
        # permanent effects by what they change (STATIC_POWER, ...):
        # ((index in statics, Static), ...) for each kind
        kinds: list[list[tuple[int, Static]]] = [[] for _ in range(_KIND_COUNT)]
        names = [name]
        for k, sa in enumerate(_flat(self.statics)):
            kind = _STATIC_KINDS[type(sa.effect).__name__]
            if kind == STATIC_RULE:
                if type(sa.effect).__name__ == "AlsoNamed":
                    names.extend(sa.effect.names)
                continue                    # rule texts do nothing on the field
            kinds[kind].append((k, sa))
        self.statics_by_kind = tuple(tuple(x) for x in kinds)
        static_kinds = 0
        for kind, effs in enumerate(kinds):
            if effs:
                static_kinds |= 1 << kind
        # the keywords its permanent keyword effects may give, to itself or
        # others, whatever their conditions and targets (statics.static_keywords
        # gives no other); an effect that is not a plain keyword counts as
        # giving any
        given = 0
        for _, sa in kinds[STATIC_KEYWORD]:
            name = type(sa.effect).__name__
            if name == "StaticKeyword":
                given |= KEYWORD_BITS.get(sa.effect.keyword, -1)
            else:
                given = -1
                if name == "StaticAttackActive":
                    static_kinds |= STATIC_ATTACK_ACTIVE_BIT
        self.static_kinds = static_kinds
        self.keywords_given = given
        self.names = tuple(names)

    @property
    def is_leader(self) -> bool:
        return self.category == LEADER

    @property
    def is_character(self) -> bool:
        return self.category == CHARACTER

    @property
    def is_event(self) -> bool:
        return self.category == EVENT

    @property
    def is_stage(self) -> bool:
        return self.category == STAGE

    @property
    def category_name(self) -> str:
        return CATEGORY_NAMES[self.category]

    def keyword_names(self) -> list[str]:
        return [name for bit, name in KEYWORD_NAMES.items() if self.keywords & bit]

    def __repr__(self) -> str:
        return f"CardDef({self.number} {self.name})"

    def __str__(self) -> str:
        return f"{self.number} {self.name}"
