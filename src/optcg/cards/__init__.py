"""Card facts for the whole card pool (no effect text).

    >>> from optcg.cards import default_database
    >>> db = default_database()
    >>> str(db.get("ST01-001"))
    'ST01-001 Monkey.D.Luffy (Leader, Red, life 5, 5000)'
"""

from .card import CardInfo
from .database import (
    CardDatabase,
    UnknownCardError,
    default_database,
    load_card_database,
    normalize_number,
)

__all__ = [
    "CardInfo",
    "CardDatabase",
    "UnknownCardError",
    "default_database",
    "load_card_database",
    "normalize_number",
]
