"""The printed facts of one card number (no effect text).

Pure and stdlib-only: the engine may import this module freely.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

__all__ = ["CardInfo", "CATEGORIES", "COLORS"]

CATEGORIES = ("Leader", "Character", "Event", "Stage")
COLORS = ("Red", "Green", "Blue", "Purple", "Black", "Yellow")


@dataclass(frozen=True, slots=True)
class CardInfo:
    """What is printed on a card, apart from its text.

    `cost` is None for Leaders; `life` is set for Leaders only; `power` is set
    for Leaders and Characters only (a printed 0 is 0, never None); `counter`
    is 0 when the card has none.  `block` is the block icon of the card's
    original printing (None when unreadable).  `has_effect` / `has_trigger`
    tell whether the card has effect / [Trigger] text, which this database
    deliberately does not contain.
    """

    number: str
    name: str
    category: str
    colors: tuple[str, ...]
    cost: int | None
    life: int | None
    power: int | None
    counter: int
    attributes: tuple[str, ...]
    types: tuple[str, ...]
    block: int | None
    set: str
    packs: tuple[str, ...]
    rarity: str
    has_effect: bool
    has_trigger: bool

    # -- construction -----------------------------------------------------

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> "CardInfo":
        """Build from one record of cards.json (lists become tuples)."""
        return cls(
            number=str(record["number"]),
            name=str(record["name"]),
            category=str(record["category"]),
            colors=tuple(record.get("colors") or ()),
            cost=record.get("cost"),
            life=record.get("life"),
            power=record.get("power"),
            counter=int(record.get("counter") or 0),
            attributes=tuple(record.get("attributes") or ()),
            types=tuple(record.get("types") or ()),
            block=record.get("block"),
            set=str(record.get("set") or ""),
            packs=tuple(record.get("packs") or ()),
            rarity=str(record.get("rarity") or ""),
            has_effect=bool(record.get("has_effect")),
            has_trigger=bool(record.get("has_trigger")),
        )

    def to_record(self) -> dict[str, Any]:
        """The inverse of `from_record` (tuples become lists)."""
        out: dict[str, Any] = {}
        for name in self.__slots__:
            value = getattr(self, name)
            out[name] = list(value) if isinstance(value, tuple) else value
        return out

    # -- convenience --------------------------------------------------------

    @property
    def is_leader(self) -> bool:
        return self.category == "Leader"

    @property
    def is_character(self) -> bool:
        return self.category == "Character"

    @property
    def is_event(self) -> bool:
        return self.category == "Event"

    @property
    def is_stage(self) -> bool:
        return self.category == "Stage"

    @property
    def is_multicolored(self) -> bool:
        return len(self.colors) > 1

    @property
    def is_vanilla(self) -> bool:
        """No effect and no [Trigger] text at all."""
        return not (self.has_effect or self.has_trigger)

    def has_color(self, color: str) -> bool:
        """Case-insensitive color test: has_color('red')."""
        c = color.casefold()
        return any(x.casefold() == c for x in self.colors)

    def has_type(self, type_: str) -> bool:
        """Exactly this type, e.g. has_type('Straw Hat Crew')."""
        return type_ in self.types

    def has_type_including(self, text: str) -> bool:
        """A type whose name contains `text` (case-sensitive, as printed
        effects say "a type including 'Whitebeard Pirates'")."""
        return any(text in t for t in self.types)

    def has_attribute(self, attribute: str) -> bool:
        return attribute in self.attributes

    def __str__(self) -> str:
        parts = [self.category, "/".join(self.colors)]
        if self.cost is not None:
            parts.append(f"cost {self.cost}")
        if self.life is not None:
            parts.append(f"life {self.life}")
        if self.power is not None:
            parts.append(str(self.power))
        return f"{self.number} {self.name} ({', '.join(parts)})"
