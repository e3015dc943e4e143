"""The card numbers (and made-up cards) that the ST-03 card tests share."""

from __future__ import annotations

# Cards used as plain bodies on the board (all from ST-03 / ST-04).
WEEVIL = "ST03-002"       # vanilla, cost 3, 5000, SWS type
CROCODILE = "ST03-003"    # cost 5, [Blocker]

MIHAWK = "ST03-005"       # cost 4, SWS type
JINBE = "ST03-006"        # vanilla, cost 2, 4000

DOFLAMINGO = "ST03-009"   # cost 7

BUGGY = "ST03-011"        # vanilla, cost 1, 3000
PACIFISTA = "ST03-012"    # vanilla, cost 4, 6000, not SWS
HANCOCK = "ST03-013"      # cost 3, [Blocker], [Trigger]

SABLES = "ST03-015"       # Event, cost 4

BIG_KAIDO = "ST04-003"    # cost 9
