"""The card numbers (and made-up cards) that the ST-01 card tests share."""

KAROO = "ST01-003"       # vanilla, cost 1, 3000, not Straw Hat Crew

CHOPPER = "ST01-006"     # [Blocker], cost 1, 1000

FRANKY = "ST01-010"      # vanilla, cost 4, 6000, Straw Hat Crew

BEGE = "ST02-004"        # [Blocker], cost 1, 1000
KID = "ST02-013"         # [Blocker], cost 7, 7000
FILLER = CHOPPER         # a Life card with no [Trigger] and no Counter: no decisions
