"""The card numbers (and made-up cards) that the ST-04 card tests share."""

from __future__ import annotations

KAIDO_LEADER = "ST04-001"

KING = "ST04-004"         # cost 6

GINRUMMY = "ST04-009"     # vanilla, cost 1, 3000

PAGE_ONE = "ST04-012"     # vanilla, cost 4, 6000
DRAKE = "ST04-013"        # vanilla, cost 3, 5000

DOFLAMINGO = "ST03-009"   # cost 7
PACIFISTA = "ST03-012"    # cost 4

BUGGY = "ST03-011"        # cost 1, 3000
