"""CR 8-1-3-3: permanent effects, read the quick way and the general way.

`statics.static_power` sums the power effects on the field in one pass, and
every permanent effect reads its [DON!! xN], [Your Turn] and [Opponent's
Turn] conditions before its targets and before the guard against an effect
whose condition depends on itself (CR 8-1-3-3-5).  Both are shortcuts of the
general reading: each effect whose source is not negated, whose targets
include the card (`_applies`) and whose conditions all hold under the guard
(`_guarded`).  Seeded random games, starters and tournament decks, compare
the two for every card on the field at every decision, and check that no
card has a keyword from them outside `statics.keywords_given`.
"""

from __future__ import annotations

import os
import random

import optcg
from optcg.engine.carddef import STATIC_BASE_POWER, STATIC_KEYWORD, STATIC_KO, STATIC_POWER
from optcg.engine.constants import CHARACTER_AREA, LEADER_AREA, STAGE_AREA
from optcg.engine.effects import statics, targets

from conftest import SHARED

META = SHARED / "decks" / "meta"


def _general(st, i: int, kind: int) -> list:
    """The effects of `kind` that apply to card i, read the general way."""
    negated = statics._negated(st)
    out = []
    for s in st.field_statics:
        if s in negated:
            continue
        p = st.owner[s]
        for k, sa in st.defs[s].statics_by_kind[kind]:
            if (statics._applies(st, sa.effect.target, s, p, i)
                    and statics._guarded(st, s, k, p, sa.conditions)):
                out.append((sa.effect, s, p))
    return out


def _general_power(st, i: int) -> int:
    total = 0
    for e, s, p in _general(st, i, STATIC_POWER):
        total += e.amount if e.per is None else (
            e.amount * (targets.count_of(st, e.per, s, p) // e.per_count))
    if statics.on_field(st, STATIC_BASE_POWER):
        base = -1
        for e, s, p in _general(st, i, STATIC_BASE_POWER):
            base = max(base, statics._base_value(st, e, p))
        if base >= 0:
            return total + statics._past_base(st, i, base)
    return total


def _pairs() -> list[tuple[str, str]]:
    # six seeds of each starter pair: enough positions even without ../shared
    pairs = [("st01", "st02"), ("st03", "st04"), ("st02", "st01")] * 6
    if META.is_dir():
        from optcg.decks.meta import deck_status
        decks = sorted(str(META / f) for f in os.listdir(META) if f.endswith(".txt"))
        decks = [d for d in decks if deck_status(d)[0].automated]
        pairs += [(decks[k], decks[(k + 1) % len(decks)]) for k in range(0, len(decks), 2)]
    return pairs


def test_cr_8_1_3_3_quick_reading_of_permanent_effects_equals_the_general_one():
    on_field = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA)
    compared = applying = keywords_given = 0
    for n, (a, b) in enumerate(_pairs()):
        g = optcg.new_game(a, b, seed=n, log=False)
        choice = random.Random(n).choice
        while not g.over:
            st = g.state
            if st.field_statics:
                # the keywords the field's effects may give (the Block Step
                # reads printed keywords outside them)
                given = statics.keywords_given(st)
                for i in range(len(st.defs)):
                    if st.area[i] not in on_field:
                        continue
                    quick = statics.static_power(st, i)
                    assert quick == _general_power(st, i), (a, b, n, st.turn, i)
                    applying += quick != 0
                    for kind in (STATIC_KEYWORD, STATIC_KO):
                        assert (statics._sourced_effects(st, i, kind)
                                == _general(st, i, kind)), (a, b, n, st.turn, i, kind)
                    got = statics.static_keywords(st, i)
                    assert got & ~given == 0, (a, b, n, st.turn, i, got, given)
                    keywords_given += got != 0
                    compared += 1
            g.apply(choice(g.legal_actions()))
    assert compared > 1000 and applying > 50      # effects that applied were met
    assert keywords_given > 0
