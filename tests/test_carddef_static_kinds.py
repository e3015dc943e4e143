"""CardDef.static_kinds and CardDef.keywords_given, the summaries of a card's
permanent effects that the Main Phase, the Block Step and the power of a
card read instead of the effects themselves, agree with the effects for
every card of the pool (tests/test_rules_permanent_effects_read.py checks
in play that the field gives no keyword outside statics.keywords_given)."""

from __future__ import annotations

from optcg.cards.database import default_database
from optcg.cards.defs import card_def
from optcg.engine.carddef import _KIND_COUNT, STATIC_ATTACK_ACTIVE_BIT, STATIC_KEYWORD
from optcg.engine.constants import KEYWORD_BITS


def test_static_kinds_and_keywords_given_agree_with_every_card_s_effects():
    with_statics = 0
    for number in default_database().numbers():
        d = card_def(number)
        with_statics += bool(d.statics)
        for kind in range(_KIND_COUNT):
            assert bool(d.static_kinds & (1 << kind)) == bool(d.statics_by_kind[kind]), \
                (number, kind)
        names = [type(sa.effect).__name__ for _, sa in d.statics_by_kind[STATIC_KEYWORD]]
        assert bool(d.static_kinds & STATIC_ATTACK_ACTIVE_BIT) == ("StaticAttackActive" in names)
        for _, sa in d.statics_by_kind[STATIC_KEYWORD]:
            if type(sa.effect).__name__ == "StaticKeyword":
                bit = KEYWORD_BITS[sa.effect.keyword]
                assert d.keywords_given & bit == bit, number
            else:
                assert d.keywords_given == -1, number      # any keyword
        if not d.statics_by_kind[STATIC_KEYWORD]:
            assert d.keywords_given == 0, number
    assert with_statics > 100          # the pool was read
