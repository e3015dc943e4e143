"""Cards as numbers: the facts of a card number as a fixed-length vector, and
a stable integer id per card number.

Both depend on the card number alone (never on the pool or on the order in
which sets were added), so a policy trained today reads tomorrow's cards the
same way. docs/rl/observation.md lists the fields.
"""

from __future__ import annotations

import dataclasses
import zlib
from functools import lru_cache

import numpy as np

from ..engine.carddef import CardDef
from ..engine.constants import KEYWORD_BITS

COLORS = ("Red", "Green", "Blue", "Purple", "Black", "Yellow")
ATTRIBUTES = ("Slash", "Strike", "Ranged", "Special", "Wisdom")
# the commonest ability timings, each with its own count; the rest share "other"
TIMINGS = ("On Play", "Trigger", "Activate: Main", "Main", "When Attacking", "Counter",
           "On K.O.", "On Your Opponent's Attack", "End of Your Turn", "On Block")
TYPE_BUCKETS = 16       # types (Straw Hat Crew, Navy, ...) hashed into buckets
NODE_BUCKETS = 32       # effect-node class names hashed into buckets
RULE_BUCKETS = 16       # a decision purpose's rule number, hashed (observation.G_RULE)
KEYWORDS = tuple(KEYWORD_BITS.values())

# Offsets of the fields of a card's fact vector (see docs/rl/observation.md).
F_CATEGORY = 0                          # 4: Leader, Character, Event, Stage
F_COLORS = F_CATEGORY + 4               # 6
F_COST = F_COLORS + len(COLORS)         # printed cost / 10
F_POWER = F_COST + 1                    # printed power / 10000
F_COUNTER = F_POWER + 1                 # printed counter / 2000
F_LIFE = F_COUNTER + 1                  # a Leader's Life / 5
F_ATTRIBUTES = F_LIFE + 1               # 5
F_KEYWORDS = F_ATTRIBUTES + len(ATTRIBUTES)   # 6 innate keywords
F_TRIGGER = F_KEYWORDS + len(KEYWORDS)  # has a [Trigger]
F_IMPLEMENTED = F_TRIGGER + 1           # its effects are automated
F_ABILITIES = F_IMPLEMENTED + 1         # number of abilities / 3
F_STATICS = F_ABILITIES + 1             # number of permanent effects / 3
F_TIMINGS = F_STATICS + 1               # 10 + 1 (other): abilities by timing
F_TYPES = F_TIMINGS + len(TIMINGS) + 1  # 16 type buckets
F_NODES = F_TYPES + TYPE_BUCKETS        # 32 node buckets (counts, capped at 3, / 3)
FACTS = F_NODES + NODE_BUCKETS          # the length of a fact vector

# Series of card numbers, in the order they are assigned a code: append only.
SERIES = ("OP", "ST", "EB", "PRB", "P")
_UNKNOWN_SERIES = 900


def _bucket(name: str, n: int) -> int:
    return zlib.crc32(name.encode("utf-8")) % n


def stable_id(number: str) -> int:
    """A positive integer naming a card number, fixed for ever: series code
    * 100,000 + set * 1,000 + number in the set ("OP01-016" -> 101016).

    A number of an unknown series or shape gets an id from a checksum, above
    every regular id (90,000,000 and up)."""
    prefix, _, rest = number.partition("-")
    series = prefix.rstrip("0123456789")
    digits = prefix[len(series):]
    if series in SERIES and (digits == "" or digits.isdigit() and int(digits) < 100) \
            and rest.isdigit() and int(rest) < 1000:      # "P-001" has set 0
        return (SERIES.index(series) + 1) * 100_000 + int(digits or 0) * 1_000 + int(rest)
    return _UNKNOWN_SERIES * 100_000 + zlib.crc32(number.encode("utf-8")) % 10_000_000


def _node_names(node, out: list[str], depth: int = 0) -> None:
    """Class names of an effect node and every node inside it."""
    if depth > 12 or node is None:
        return
    if isinstance(node, (tuple, list)):
        for x in node:
            _node_names(x, out, depth + 1)
        return
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return
    out.append(type(node).__name__)
    for f in dataclasses.fields(node):
        if f.name in ("code", "joins"):
            continue        # compiled forms, not the card's meaning
        _node_names(getattr(node, f.name, None), out, depth + 1)


def step_buckets(d, ability: int, step: int) -> tuple[int, ...]:
    """The node buckets (hashed class names) of one step of a card's ability
    (step -1: its cost), kept by card number."""
    key = (d.number, ability, step)
    got = _STEP_BUCKETS.get(key)
    if got is None:
        names: list[str] = []
        if 0 <= ability < len(d.abilities):
            steps = d.abilities[ability].steps
            if 0 <= step < len(steps):
                _node_names(steps[step], names)
            elif step < 0:
                _node_names(d.abilities[ability].cost, names)
        got = _STEP_BUCKETS[key] = tuple(sorted({_bucket(n, NODE_BUCKETS) for n in names}))
    return got


_STEP_BUCKETS: dict[tuple, tuple[int, ...]] = {}


def rule_bucket(rule: str) -> int:
    """The bucket of a purpose's rule number (for readers of G_RULE)."""
    b = _RULE_BUCKETS.get(rule)
    if b is None:
        b = _RULE_BUCKETS[rule] = zlib.crc32(rule.encode("utf-8")) % RULE_BUCKETS
    return b


_RULE_BUCKETS: dict[str, int] = {}


@lru_cache(maxsize=None)
def _facts_of(d: CardDef) -> bytes:
    v = np.zeros(FACTS, dtype=np.float32)
    v[F_CATEGORY + d.category] = 1.0
    for c in d.colors:
        if c in COLORS:
            v[F_COLORS + COLORS.index(c)] = 1.0
    v[F_COST] = d.cost / 10.0
    v[F_POWER] = d.power / 10000.0
    v[F_COUNTER] = d.counter / 2000.0
    v[F_LIFE] = d.life / 5.0
    for a in d.attributes:
        if a in ATTRIBUTES:
            v[F_ATTRIBUTES + ATTRIBUTES.index(a)] = 1.0
    for k, bit in enumerate(KEYWORDS):
        if d.keywords & bit:
            v[F_KEYWORDS + k] = 1.0
    v[F_TRIGGER] = float(d.has_trigger)
    v[F_IMPLEMENTED] = float(d.implemented)
    v[F_ABILITIES] = len(d.abilities) / 3.0
    v[F_STATICS] = len(d.statics) / 3.0
    for a in d.abilities:
        k = TIMINGS.index(a.timing) if a.timing in TIMINGS else len(TIMINGS)
        v[F_TIMINGS + k] += 1.0
    for t in d.types:
        v[F_TYPES + _bucket(t, TYPE_BUCKETS)] = 1.0
    names: list[str] = []
    for a in d.abilities:
        _node_names((a.cost, a.conditions, a.steps), names)
    for s in d.statics:
        _node_names(s, names)
    counts = np.zeros(NODE_BUCKETS, dtype=np.float32)
    for name in names:
        counts[_bucket(name, NODE_BUCKETS)] += 1.0
    v[F_NODES:F_NODES + NODE_BUCKETS] = np.minimum(counts, 3.0) / 3.0
    return v.tobytes()


def card_facts(d: CardDef) -> np.ndarray:
    """The fact vector of a card (a new float32 array of length FACTS)."""
    return np.frombuffer(_facts_of(d), dtype=np.float32).copy()


def game_tables(defs) -> tuple[np.ndarray, np.ndarray]:
    """For the cards of one game (by instance id): their fact vectors, and
    their stable ids; each with one extra last row of zeros, the row that an
    empty or hidden slot points to (index -1)."""
    facts = np.zeros((len(defs) + 1, FACTS), dtype=np.float32)
    ids = np.zeros(len(defs) + 1, dtype=np.int64)
    for i, d in enumerate(defs):
        facts[i] = np.frombuffer(_facts_of(d), dtype=np.float32)
        ids[i] = stable_id(d.number)
    return facts, ids
