"""The card numbers (and made-up cards) that the ST-02 card tests share."""

KID_LEADER = "ST02-001"
VITO = "ST02-002"        # vanilla, cost 3, 5000
UROUGE = "ST02-003"
BEGE = "ST02-004"        # [Blocker], cost 1, 1000, Supernovas
KILLER = "ST02-005"      # cost 3, Supernovas
KOBY = "ST02-006"        # vanilla, cost 4, 6000, Navy

HEAT = "ST02-011"        # vanilla, cost 2, 4000, Kid Pirates
BEPO = "ST02-012"        # vanilla, cost 1, 3000, Heart Pirates
KID = "ST02-013"         # [Blocker], cost 7, 7000, Supernovas

STRAW_SWORD = "ST02-017"

LUFFY_LEADER = "ST01-001"
KAROO = "ST01-003"       # vanilla, cost 1, 3000, Counter +1000
CHOPPER = "ST01-006"     # [Blocker], cost 1, 1000, no Counter
VIVI = "ST01-009"        # vanilla, cost 2, 4000
FRANKY = "ST01-010"      # vanilla, cost 4, 6000
FILLER = CHOPPER         # a Life card with no [Trigger] and no Counter: no decisions
