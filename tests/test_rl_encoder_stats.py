"""The stats the encoder shows are the engine's: at every decision of many
random games, each card on the fields shows the power, cost and keywords
that `optcg.engine.stats` works out for it now.  The encoder asks the
engine only about the cards that modifiers and the field's permanent
effects may change (optcg.rl.touched), so this is what checks that those
sets hold every card whose stats did change."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.engine import stats  # noqa: E402
from optcg.engine.carddef import (STATIC_BASE_POWER, STATIC_COST, STATIC_KEYWORD,  # noqa: E402
                                  STATIC_POWER)
from optcg.engine.effects.nodes.filters import This  # noqa: E402
from optcg.engine.constants import CHARACTER_AREA, LEADER_AREA, STAGE_AREA  # noqa: E402
from optcg.rl.touched import touched_by_kind  # noqa: E402
from optcg.rl.observation import (D_COST, D_KEYWORDS, D_POWER, DYN, KEYWORDS,  # noqa: E402
                                  O_CARD_STATE, ROW_HAND, Encoder)

from rl_helpers import BUILTIN, playable_meta_decks, random_positions  # noqa: E402


_KINDS = (STATIC_POWER, STATIC_BASE_POWER, STATIC_COST, STATIC_KEYWORD)


def _field_errors(enc: Encoder, st, p: int, obs) -> list:
    """The field rows of `obs` (player p's) whose power, cost or keywords
    are not what the engine says."""
    errors = []
    rows = enc.seen[p].rows
    for r in range(ROW_HAND):
        c = rows[r]
        if c == enc.hidden_row:
            continue
        at = O_CARD_STATE + r * DYN
        area = st.area[c]
        want = {}
        if area in (LEADER_AREA, CHARACTER_AREA):
            want["power"] = np.float32(stats.power(st, c) / 10000.0)
            bits = stats.keywords(st, c)
            want["keywords"] = [np.float32(1.0 if bits & b else 0.0) for b in KEYWORDS]
        if area in (CHARACTER_AREA, STAGE_AREA):
            want["cost"] = np.float32(stats.cost(st, c) / 10.0)
        got = {"power": obs[at + D_POWER], "cost": obs[at + D_COST],
               "keywords": list(obs[at + D_KEYWORDS:at + D_KEYWORDS + len(KEYWORDS)])}
        for k, v in want.items():
            if got[k] != v:
                errors.append((st.defs[c].number, k, got[k], v))
    return errors


def _check(decks, games: int, seed: int) -> tuple[int, list, int, int]:
    """(encodings checked, errors, encodings with an effect that reaches
    other cards than its own and a narrowed answer, encodings with a card
    whose stats were read only as its short key changed)."""
    kept: dict[int, Encoder] = {}
    errors: list = []
    n = reaching = shortened = 0
    for game, d in random_positions(decks, games, seed):
        st = game.state
        enc = kept.get(id(st.defs)) or kept.setdefault(id(st.defs),
                                                       Encoder(st.defs, native=False))
        for p in (0, 1):
            obs, _ = enc.encode(st, p, d if d.player == p else None, len(d.options))
            errors += _field_errors(enc, st, p, obs)
            n += 1
        if st.field_statics:
            _, _, _, touched, keyed, gated = touched_by_kind(st)
            if touched is not None and any(
                    not isinstance(sa.effect.target, This)
                    for s in st.field_statics for kind in _KINDS
                    for _, sa in st.defs[s].statics_by_kind[kind]):
                reaching += 1
            if keyed or gated:
                shortened += 1
    return n, errors, reaching, shortened


def test_field_stats_are_the_engines_starter_decks():
    n, errors, reaching, shortened = _check(BUILTIN, 12, seed=5)
    assert n > 2000
    assert errors == []
    assert reaching > 0 and shortened > 0       # ST02-014's types, ST01-013's own +1000


def test_field_stats_are_the_engines_tournament_decks(shared_dir):
    decks = playable_meta_decks(shared_dir)
    if len(decks) < 2:
        pytest.skip("fewer than two fully automated tournament decks in ../shared")
    n, errors, reaching, shortened = _check(decks, 24, seed=11)
    assert n > 2000
    assert errors == []
    assert reaching > 0 and shortened > 0
