"""Shared helpers for the engine tests."""

from __future__ import annotations

from optcg.engine.constants import (CHARACTER_AREA, DECK, DON_DECK_SIZE, HAND,
                                    LEADER_AREA, LIFE, MAX_CHARACTERS, NOWHERE,
                                    STAGE_AREA, TRASH)

AREA_LISTS = {DECK: "deck", HAND: "hand", TRASH: "trash", LIFE: "life",
              CHARACTER_AREA: "chars", STAGE_AREA: "stage"}


def check_invariants(game, cards_per_player: int | None = 51) -> None:
    """Every card accounted for, area limits held, DON!! counts consistent."""
    st = game.state
    seen = set()
    for p in (0, 1):
        total = 0
        for area, name in AREA_LISTS.items():
            lst = getattr(st, name)[p]
            for i in lst:
                assert st.area[i] == area, f"card {i} listed in {name} but marked {st.area[i]}"
                assert st.owner[i] == p, f"card {i} of P{st.owner[i] + 1} in P{p + 1}'s {name}"
                assert i not in seen, f"card {i} is in two places"
                seen.add(i)
            total += len(lst)
        leader = st.leaders[p]
        assert st.area[leader] == LEADER_AREA
        seen.add(leader)
        limbo = sum(1 for i in range(len(st.defs))
                    if st.owner[i] == p and st.area[i] == NOWHERE)
        total += 1 + limbo
        if cards_per_player is not None:
            assert total == cards_per_player, f"P{p + 1} has {total} cards, not {cards_per_player}"
        assert len(st.chars[p]) <= MAX_CHARACTERS
        assert len(st.stage[p]) <= 1
        given = sum(st.don[i] for i in range(len(st.defs)) if st.owner[i] == p)
        for x in (st.don_deck[p], st.don_active[p], st.don_rested[p], given):
            assert x >= 0
        assert st.don_deck[p] + st.don_active[p] + st.don_rested[p] + given == DON_DECK_SIZE
        for i in range(len(st.defs)):
            if st.don[i]:
                assert st.area[i] in (LEADER_AREA, CHARACTER_AREA), f"DON!! on card {i} off the field"
    if not game.over:
        assert game.legal_actions(), "a decision with no legal option"
