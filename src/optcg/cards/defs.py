"""Build the engine's CardDefs from card facts and effect scripts."""

from __future__ import annotations

from functools import lru_cache

from ..engine.carddef import CardDef
from ..engine.constants import CATEGORY_BY_NAME, LEADER
from .card import CardInfo
from .database import CardDatabase, UnknownCardError, default_database
from .scripts import script_for


def make_card_def(info: CardInfo) -> CardDef:
    script = script_for(info.number)
    implemented = (not info.has_effect and not info.has_trigger) or (
        script is not None and script.complete)
    category = CATEGORY_BY_NAME[info.category]
    return CardDef(
        number=info.number,
        name=info.name,
        category=category,
        colors=info.colors,
        cost=info.cost or 0,
        power=info.power or 0,
        counter=info.counter or 0,
        life=(info.life or 0) if category == LEADER else 0,
        attributes=info.attributes,
        types=info.types,
        keywords=script.keyword_bits if script else 0,
        has_trigger=info.has_trigger,
        implemented=implemented,
        script=script,
        abilities=script.compiled if script else (),
        statics=script.statics if script else (),
    )


@lru_cache(maxsize=None)
def _default_def(number: str) -> CardDef:
    return make_card_def(default_database().get(number))


def card_def(number: str, db: CardDatabase | None = None) -> CardDef:
    """The CardDef of a card number; one shared object per number."""
    if not isinstance(number, str):
        raise UnknownCardError(repr(number))
    if db is None:
        return _default_def(number.strip().upper())
    return make_card_def(db.get(number))
