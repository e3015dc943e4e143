"""The option list: the legal answers to the open decision as a padded table.

One row per legal option, in the engine's order (`Game.legal_actions()`),
for policies that score options one by one (pointer networks): this covers
every decision kind, the choices of N cards (one row per card, then "choose
no more"), the order of simultaneous effects and the arranging of cards.
Each row holds the option's kind, the cards it names (their references and
facts, zero where the player may not see them), its number or ability, the
effect step it belongs to and its id in the fixed action space.
docs/rl/actions.md lists the columns.
"""

from __future__ import annotations

from typing import Final

import numpy as np

from ..engine.constants import ActionKind
from ..engine.state import GameState
from .actions import ABILITY_SLOTS, REFS, card_ref, known_refs
from .cards import FACTS

ACTION_KINDS: Final = tuple(v for k, v in vars(ActionKind).items()
                            if k.isupper() and isinstance(v, str))
# kinds whose `target` is a card (the rest: an ability, a number or nothing)
_TARGET_IS_CARD: Final = frozenset((ActionKind.ATTACK, ActionKind.USE_COUNTER, ActionKind.PLAY,
                                    ActionKind.GIVE_DON))
_TARGET_IS_ABILITY: Final = frozenset((ActionKind.ACTIVATE, ActionKind.RESOLVE_EFFECT))
_KIND: Final = {k: n for n, k in enumerate(ACTION_KINDS)}

# Columns of a row.
C_KIND: Final = 0                               # one-hot, ACTION_KINDS
C_CARD_REF: Final = C_KIND + len(ACTION_KINDS)  # (card ref + 1) / REFS, 0: none or hidden
C_TARGET_REF: Final = C_CARD_REF + 1            # the same for a target card
C_NUMBER: Final = C_TARGET_REF + 1              # a number, a position or 1 active / 0 rested, / 10
C_ABILITY: Final = C_NUMBER + 1                 # the ability, one-hot (4)
C_STEP: Final = C_ABILITY + ABILITY_SLOTS       # the purpose's step index + 1, / 5
C_CARD_FACTS: Final = C_STEP + 1                # facts of the card (FACTS)
C_TARGET_FACTS: Final = C_CARD_FACTS + FACTS    # facts of the target card (FACTS)
OPTION_FEATURES: Final = C_TARGET_FACTS + FACTS


class OptionOverflowError(ValueError):
    """More legal options than the table has rows."""


def option_table(st: GameState, player: int, options, ids, facts: np.ndarray,
                 step: int, rows: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(features float32[rows, OPTION_FEATURES], mask int8[rows], fixed action
    ids int64[rows] (-1 padding), card refs int64[rows, 2] (card, target;
    -1 none or hidden)) of the options of `player`'s decision.  `ids` are the
    options' fixed ids in order, `facts` the game's fact table (encoder),
    `step` the purpose's step index."""
    n = len(options)
    if n > rows:
        raise OptionOverflowError(f"the decision has {n} legal options and the option table "
                                  f"{rows} rows: make the environment with max_options >= {n}")
    feats = np.zeros((rows, OPTION_FEATURES), dtype=np.float32)
    mask = np.zeros(rows, dtype=np.int8)
    mask[:n] = 1
    out_ids = np.full(rows, -1, dtype=np.int64)
    out_ids[:n] = ids
    refs = np.full((rows, 2), -1, dtype=np.int64)
    f = memoryview(feats.reshape(-1))
    r = memoryview(refs.reshape(-1))
    known = known_refs(st, player)      # card -> its reference, filled as cards are met
    # the facts of the options' cards (the last row of `facts`, zeros, where
    # there is none or it is hidden); padding rows stay zero
    card_rows = [facts.shape[0] - 1] * n
    target_rows = [facts.shape[0] - 1] * n
    for k, (kind, card, target) in enumerate(options):
        at = k * OPTION_FEATURES
        f[at + C_KIND + _KIND[kind]] = 1.0
        f[at + C_STEP] = (step + 1) / 5.0
        if card >= 0:
            ref = known.get(card)
            if ref is None:
                ref = known[card] = card_ref(st, player, card)
            if ref >= 0:
                r[2 * k] = ref
                f[at + C_CARD_REF] = (ref + 1) / REFS
                card_rows[k] = card
        if kind in _TARGET_IS_CARD:
            if target >= 0:
                ref = known.get(target)
                if ref is None:
                    ref = known[target] = card_ref(st, player, target)
                if ref >= 0:
                    r[2 * k + 1] = ref
                    f[at + C_TARGET_REF] = (ref + 1) / REFS
                    target_rows[k] = target
        elif kind in _TARGET_IS_ABILITY:
            if 0 <= target < ABILITY_SLOTS:
                f[at + C_ABILITY + target] = 1.0
        elif target >= 0:
            f[at + C_NUMBER] = target / 10.0
    if n:
        facts.take(card_rows, axis=0, out=feats[:n, C_CARD_FACTS:C_CARD_FACTS + FACTS])
        facts.take(target_rows, axis=0, out=feats[:n, C_TARGET_FACTS:C_TARGET_FACTS + FACTS])
    return feats, mask, out_ids, refs
