"""The cards a decision and a battle are about, as the observation shows
them to one player: the decision's card, its purpose's card, the attacker
and the attacked, each only where the player may see it (CR 3-1-5, 11-3;
optcg.rl.observation writes them in the rows from ROW_DECISION_CARD on)."""

from __future__ import annotations

from ..engine.state import GameState
from ..engine.view import _OPEN as _OPEN_AREAS
from ..engine.view import PlayerView


def shown_cards(st: GameState, player: int, decision, none: int) -> list[int] | None:
    """The decision's card, its purpose's card, the attacker and the attacked
    (`none` where absent or hidden from the player); None if all are absent."""
    card = purpose_card = attacker = target = -1
    if decision is not None:
        card, purpose = decision.card, decision.purpose
        if purpose is not None:
            purpose_card = purpose.card
    b = st.battle
    if b is not None:
        attacker, target = b.attacker, b.target
    if card < 0 and purpose_card < 0 and attacker < 0 and target < 0:
        return None
    area = st.area
    if (card < 0 or area[card] in _OPEN_AREAS) and (
            purpose_card < 0 or area[purpose_card] in _OPEN_AREAS) and (
            attacker < 0 or area[attacker] in _OPEN_AREAS) and (
            target < 0 or area[target] in _OPEN_AREAS):
        # none hidden (the fields and trashes are open to both): no view
        return [none if card < 0 else card, none if purpose_card < 0 else purpose_card,
                none if attacker < 0 else attacker, none if target < 0 else target]
    view = None
    cards = []
    for c in (card, purpose_card, attacker, target):
        if c >= 0 and area[c] not in _OPEN_AREAS:  # the fields and trashes: open to both
            if view is None:
                view = PlayerView(st, player)
            if not view.visible(c):
                c = -1
        cards.append(none if c < 0 else c)
    return cards
