"""The wording record: which of several equivalent printed phrasings a card
text used, kept beside the semantic node that says what the text does.

Two cards that do the same thing have equal nodes; how each card worded it
("Event" for "Event card", "1 of your other Characters", "... or up to 1
Event card") is recorded here, by the node object, and only the text forms
(`engine/effects/wording`) read or write it: nothing that plays the game
does.  A generated script writes a record as `worded(Cards(...),
noun='field card')`; a form that reads a phrasing writes it the same way.

Each node class declares its wording entries and their defaults in
`WORDING`; asking for an undeclared one is an error.  The record keeps the
node alive, so an entry can never pass to another object.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import replace as _replace
from typing import Any, Final, Iterator, TypeVar

from .nodes.abilities import Ability, Both, ChooseOne, If, Option, Static
from .nodes.abilities import StaticAnd
from .nodes.conditions import (AllOf, AnyOf, BattledCharacter, Compare, Has, OnlyHave,
                               RevealedIs)
from .nodes.costs import DonMinus, RestDon, RestDonCards, StepCost
from .nodes.don import AddDon, GiveActiveDon, GiveDon, MoveGivenDon, RestDonOrCharacter
from .nodes.durations import AtEndOfTurn
from .nodes.filters import Cards, Choose, Every, Selected, This
from .nodes.game import ChangeAttackTarget
from .nodes.hand_deck import (AddToHand, DrawToHandSize, OpponentRevealsHand, ToDeckBottom,
                              ToDeckTop, ToHandOrDeckBottom)
from .nodes.keywords import AlsoNamed, GainKeyword, Negate
from .nodes.ko_trash import ProtectFromKO, Trash
from .nodes.play import CannotPlayCharacters
from .nodes.life import AddToLife, LookAtAllLife, LookAtLife, SearchToLife, TakeLife, TrashLife
from .nodes.power_cost import CostChange, PowerChange, SetBasePower, StaticCounter, StaticPower
from .nodes.replacement import WouldBeKOd
from .nodes.restrictions import (Against, CanAttackActive, StaticAttackActive,
                                 StaticAttackCharactersWhenPlayed, StayRested,
                                 UnblockableWhenAttacking)
from .nodes.search import LookAtTop, PlaceRest

N = TypeVar("N")

# node class -> {wording entry: its default (the plain phrasing)}
WORDING: Final[dict[type, dict[str, Any]]] = {
    Cards: {
        # "short": "red Event", not "red Event card"; "named": "[A] or [B]
        # cards"; "of your": "up to 1 of your Character cards ... from your
        # trash"; "field card", "leader or characters", "total and", ...
        "noun": "",
        # how an `alt` is joined to the description before it: "" ("... or
        # Event card"), "up to" ("... or up to 1 Event card"), "count", ...
        "joined": "",
        # ids of wording.filters.PHRASINGS: "exclude_first", "short_noun", ...
        "phrasing": (),
        # "1 of your other Characters" (other_than_this said before the noun)
        "other_word": False,
    },
    # targets: how the text names the card the effect comes from, when not
    # "this Character" (or Leader...): "this card"
    This: {"word": ""},
    # "total" ("up to a total of 2 of ..."), "area first" ("... card from your
    # hand with a cost of ..."), "up to each", "different names", ...
    Choose: {"word": ""},
    # how the text says it, when not the plain "your Characters": "all of
    # your", "Leaders and Characters", "leader and all", ...
    Every: {"word": ""},
    # how the text names the cards, when not "that card": "that Character",
    # "that Leader or Character", "the card", "it", ...
    Selected: {"word": ""},
    # how each step of a body follows the one before (wording.JOINS: "",
    # "then", "sentence", "and", ...), one per step
    Ability: {"joins": (),
              # the event written after the body ("Draw 1 card when your
              # opponent activates an Event.")
              "event_after": False,
              # which printed form of its timing (0 the usual one, k the
              # k-th of wording.events.EVENT_VARIANTS or, for a replacement,
              # wording.replacement._WOULD_VARIANTS)
              "event_form": 0,
              # "This effect can be activated when your opponent attacks.
              # <body>" rather than "[On Your Opponent's Attack] <body>"
              "activated_when": False},
    Option: {"joins": ()},
    # the condition written after the step(s): "Draw 1 card if ..."
    If: {"after": False},
    Static: {"after": False},
    # the mark of each option as printed: "•", "-", or "or" (no marks)
    ChooseOne: {"bullet": "•"},
    # "" (each choice names its area), "area" (the area written once, after
    # the second), "each leader and character" ("up to 1 each of ...")
    Both: {"word": ""},
    # "If A, and B, ...": a comma before the "and" of the second condition;
    # `elide`: the words the text drops from the later conditions, shared
    # with the first ("your Leader " in "If your Leader has the {X} type and
    # is active")
    AllOf: {"comma": False, "elide": ""},
    AnyOf: {"elide": ""},
    # conditions: "a" (or "an"), "named" ("If you have [Name]") or "any" (1
    # or more), "don't have" / "no" (exactly 0), "do not have" (fewer than),
    # "a total of"; `on_field`: "on your field" written after the cards
    Has: {"word": "", "on_field": False},
    OnlyHave: {"word": ""},                  # "the only" ("If the only Characters on ...")
    Compare: {"word": ""},                   # "number" ("If the number of ... is ...")
    # how the text names the card: "that card", "the revealed card", with
    # the verb after it ("that card is", "the revealed card has", ...)
    RevealedIs: {"word": "that card"},
    # "At the end of a battle in which this Character battles ..."
    BattledCharacter: {"in_which": False},
    # replacement: "one of your {X} type Characters" (not "your {X} type
    # Character"); "have" ("If you have a green Character ... that would be
    # removed ...")
    WouldBeKOd: {"one_of": False, "word": ""},
    # the sign printed before a reduction: "−" (minus sign), "–" (en dash),
    # "-" (hyphen) or "－" (full-width minus)
    CostChange: {"sign": "−"},
    # Life: "" or "comma" (", and place it ...")
    LookAtLife: {"word": ""},
    LookAtAllLife: {"word": "all of your"},           # or "all your"
    # "from their Life area" rather than "from the top of their Life cards"
    # (the same top card, CR 3-10-2)
    TakeLife: {"from_area": False},
    # "up to 1 card from the top of your opponent's Life cards" rather than
    # "up to 1 of your opponent's Life cards"
    TrashLife: {"from_top": False},
    # how the Life area is named ("your", "your opponent's", "the owner's":
    # the cards go to their owner's Life all the same), whether a face-down
    # card is said to be so, and "place ... at" rather than "add ... to"
    AddToLife: {"whose": "your", "face_said": False, "verb": "add"},
    SearchToLife: {"semicolon": False},               # "; add up to 1" for " and add"
    # restrictions: "if first" ("If the selected Character attacks during
    # this turn, your opponent cannot activate [Blocker]"), "whenever", "when"
    UnblockableWhenAttacking: {"word": ""},
    # the attribute in full-width brackets ("＜Strike＞"), and how the
    # categories are named ("cards", "Leaders or Characters", ...)
    Against: {"wide": False, "noun": "cards"},
    # "your opponent's active Characters" rather than "active Characters"
    StaticAttackActive: {"opponents": False},
    CanAttackActive: {"opponents": False},
    # "it is" or "they are" (said of several Characters)
    StaticAttackCharactersWhenPlayed: {"word": "it is"},
    # "can attack" ("<target> can attack Characters on the turn in which it is
    # played": [Rush: Character] gained for the turn, not said by name)
    GainKeyword: {"word": ""},
    # "your", "the" ("in the next Refresh Phase", said of the opponent's
    # cards: their owner's next one), "select" (the selection sentence)
    StayRested: {"word": "your opponent's"},
    # DON!!: "to" ("give up to N rested DON!! cards to <target>")
    GiveDon: {"word": ""},
    AddDon: {"word": ""},                    # "them" for "... and rest them" (else "it")
    # "total" ("rest up to a total of 2 of your opponent's Characters or DON!! cards")
    RestDonOrCharacter: {"word": ""},
    GiveActiveDon: {"word": ""},             # "of your" ("1 of your active DON!! cards")
    MoveGivenDon: {"word": ""},              # "total" ("up to 2 total of ...")
    # hand and deck: "count" ("place 1 at the top of your deck")
    ToDeckTop: {"word": ""},
    # "return" ("return 7 cards from your trash to the bottom of your deck in
    # any order"), ANY_ORDER ("... at the bottom of the owner's deck in any
    # order"), YOUR_DECK_IN_ANY_ORDER ("... at the bottom of your deck in any
    # order"); "no order", "they", "must" (the opponent placing from their
    # hand), "owner's deck" (a cost); who orders the cards follows from where they come from
    # (compiler.owners_order), not from these words
    ToDeckBottom: {"word": ""},
    # "comma" ("reveal up to 1 ..., add it to your hand"), "total" ("reveal a
    # total of up to 2 ..."), "up to total" ("reveal up to a total of 2 ...")
    AddToHand: {"word": ""},
    DrawToHandSize: {"word": ""},            # "card(s)" ("Draw card(s) so that ...")
    # "and" ("your opponent trashes 1 card ... and reveals their hand")
    OpponentRevealsHand: {"word": ""},
    # "place it" ("... to the owner's hand or place it at the bottom of their deck")
    ToHandOrDeckBottom: {"word": ""},
    # looking at the deck: the verb of the text, "" ("return them to the top
    # or bottom of the deck"), "place" ("place them at ... of the deck"),
    # "place your" ("... of your deck"), "reorganize"
    LookAtTop: {"word": ""},
    # "" ("... in any order"), "no order" (a revealed card: "place the rest
    # at the bottom of your deck"), "revealed" ("place the revealed card
    # ..."), "life" / "life rest" ("place them / the rest back in your Life
    # area in any order"), "your deck" ("at the top or bottom of your deck in
    # any order", where "" says "of the deck")
    PlaceRest: {"word": ""},
    # K.O. and trash: "chooses" ("your opponent chooses ... and trashes it")
    Trash: {"word": ""},
    ProtectFromKO: {"word": ""},             # "none" ("None of your Characters can be K.O.'d ...")
    # "the target of the attack" or "the target of that attack"
    ChangeAttackTarget: {"word": "the attack target"},
    # written after its step ("A at the end of this turn")
    AtEndOfTurn: {"after": False},
    # keywords: "effect" ("negate the effect of <target>")
    Negate: {"word": ""},
    # where the text says "according to the rules" ("after") or "Under the
    # rules of this game" ("before")
    AlsoNamed: {"rules_word": "after"},
    # power: "additional" ("that card gains an additional +N power"), "to"
    # ("give −1000 power during this turn to <target>")
    PowerChange: {"word": ""},
    # "'" after a plural ("up to 1 of your opponent's Characters' base power
    # becomes 0")
    SetBasePower: {"word": "'s"},
    # "in your hand" or "rules": "All ... without a Counter have a +N Counter"
    # (not "The counter of all of ... becomes +N")
    StaticCounter: {"word": ""},
    StaticPower: {"word": ""},               # "give" ("give this Leader −1000 power")
    # "or": "cannot be K.O.'d or rested by ..." (two protections, one verb)
    StaticAnd: {"joined": ""},
    # costs: the ① symbol followed by its reminder text "(You may rest the
    # specified number of DON!! cards in your cost area)"
    # "reminder": the reminder text after ①; "words": "Rest 1 of your DON!!
    # cards and you may ...", the symbol written in words
    RestDon: {"reminder": False, "words": False},
    # "DON!! −1, You may ..." (a comma after it), "DON!! −4, you may ..." (in
    # lower case after it)
    DonMinus: {"comma": False, "lower": False},
    StepCost: {"word": ""},                  # "can" ("You can trash 1 ...:", not "You may")
    RestDonCards: {"word": ""},              # "active" ("rest 2 of your active DON!! cards")
    # "any" ("you cannot play any Character cards on your field ...")
    CannotPlayCharacters: {"word": ""},
}

# The record: id(node) -> the node (kept alive, so that no other object can
# take its id), and id(node) -> its entries that differ from the defaults, as
# (name, value) pairs: plain tuples, which the garbage collector need not
# follow, so the record costs a game nothing
_NODES: Final[dict[int, Any]] = {}
_ENTRIES: Final[dict[int, tuple[tuple[str, Any], ...]]] = {}
# entries written while text is rendered (copies made to word a part):
# dropped when the outermost rendering ends, so logs do not grow the record
_SCRATCH_NODES: Final[dict[int, Any]] = {}
_SCRATCH_ENTRIES: Final[dict[int, tuple[tuple[str, Any], ...]]] = {}
_rendering: list[int] = [0]


def _declared(node: Any) -> dict[str, Any]:
    declared = WORDING.get(type(node))
    if declared is None:
        raise TypeError(f"{type(node).__name__} has no wording entries "
                        f"(declared for: {', '.join(sorted(c.__name__ for c in WORDING))})")
    return declared


def worded(node: N, **entries: Any) -> N:
    """`node`, recorded as worded so (entries not given keep their value)."""
    declared = _declared(node)
    unknown = sorted(set(entries) - set(declared))
    if unknown:
        raise TypeError(f"{type(node).__name__} has no wording entry {', '.join(unknown)} "
                        f"(known: {', '.join(sorted(declared))})")
    kept = words(node)
    for name, value in entries.items():
        if value == declared[name]:
            kept.pop(name, None)
        else:
            kept[name] = value
    key = id(node)
    scratch = _rendering[0] and key not in _NODES
    nodes, record = (_SCRATCH_NODES, _SCRATCH_ENTRIES) if scratch else (_NODES, _ENTRIES)
    if kept:
        nodes[key] = node
        record[key] = tuple(sorted(kept.items()))
    else:
        nodes.pop(key, None)
        record.pop(key, None)
    return node


def _entry(node: Any) -> dict[str, Any] | None:
    key = id(node)
    for nodes, record in ((_NODES, _ENTRIES), (_SCRATCH_NODES, _SCRATCH_ENTRIES)):
        if nodes.get(key) is node:
            return dict(record[key])
    return None


def wording(node: Any, name: str) -> Any:
    """One wording entry of `node`: as recorded, else its default."""
    declared = _declared(node)
    if name not in declared:
        raise TypeError(f"{type(node).__name__} has no wording entry {name!r} "
                        f"(known: {', '.join(sorted(declared))})")
    entry = _entry(node)
    return entry[name] if entry is not None and name in entry else declared[name]


def words(node: Any) -> dict[str, Any]:
    """The wording entries of `node` that differ from the defaults."""
    entry = _entry(node)
    return entry if entry is not None else {}


def carry(old: Any, new: N, **entries: Any) -> N:
    """`new` (a changed copy of `old`) worded as `old` was, with `entries`
    changed."""
    return worded(new, **{**words(old), **entries})


def replace(node: N, **changes: Any) -> N:
    """`dataclasses.replace` for the text forms: the copy keeps the wording
    of `node`, and `changes` may name wording entries as well as fields."""
    declared = WORDING.get(type(node), {})
    entries = {k: v for k, v in changes.items() if k in declared}
    copy = _replace(node, **{k: v for k, v in changes.items() if k not in declared})  # type: ignore[type-var]
    return carry(node, copy, **entries) if declared else copy


@contextmanager
def rendering() -> Iterator[None]:
    """Scope of one rendering: the entries it writes are dropped at its end."""
    _rendering[0] += 1
    try:
        yield
    finally:
        _rendering[0] -= 1
        if not _rendering[0]:
            _SCRATCH_NODES.clear()
            _SCRATCH_ENTRIES.clear()


def made(cls: type[N], *args: Any, **kwargs: Any) -> N:
    """`cls(*args, **kwargs)` where `kwargs` may name wording entries too:
    the node is built from its fields and worded by the entries."""
    declared = WORDING.get(cls, {})
    node = cls(*args, **{k: v for k, v in kwargs.items() if k not in declared})
    entries = {k: v for k, v in kwargs.items() if k in declared}
    return worded(node, **entries) if entries else node
