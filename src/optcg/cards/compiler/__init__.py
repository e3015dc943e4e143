"""The card-text compiler: official English card text in, effect scripts out.

A developer tool (run `scripts/compile_cards.py`); its output, the
generated scripts in `optcg/cards/scripts/generated/`, is what games use.

- `normalize`: the documented normalization both texts go through before
  they are compared.
- `source`: reads the official text from the reference card data (never
  committed, never shipped).
- `compile`: reads every line with the effect language's wording
  (the package `engine/effects/wording`), renders the script back and keeps the card
  only if the two texts are equal.
- `emit`: writes scripts as Python source.
"""
