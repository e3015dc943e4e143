"""Board builders and card texts that the form tests of several concepts share."""

from __future__ import annotations

from test_card_compiler import card_of, scenario, vanilla

from optcg import Action
from optcg.testing import custom_card


OPPONENT_CHOOSES = ("[On Play] Your opponent chooses one:\n"
                    "- Trash 1 card from the top of your opponent's Life cards.\n"
                    "- Draw 2 cards.")


OPPONENT_CHOOSES_DOTS = ("[On Play] Your opponent chooses one:\n"
                         "• Your opponent trashes 1 card from their hand.\n"
                         "• Draw 1 card.")


def _foe_hand(s, n):
    return s.p2.hand(*[vanilla(f"Foe card {k}") for k in range(n)])


def _ko_from_p2(s, *victims):
    for _ in victims:
        s.p2.hand(card_of("[On Play] K.O. up to 1 of your opponent's Characters.",
                          name="Killer"))
    s.p2.don(active=len(victims))
    return s.build()


def _ko_mine_from_p2(line: str, hand: int, **stats):
    """P1's Character with `line`, `hand` cards in P1's hand; P2 plays a
    K.O. effect on its turn."""
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(line, **stats))
    s.p1.hand(*[vanilla(f"H{n}") for n in range(hand)])
    s.p1.deck(vanilla("Top"))
    k = s.p2.hand(card_of("[On Play] K.O. up to 1 of your opponent's Characters.",
                          name="Killer"))[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    return game, me


def _strong(name: str, attribute: str | None = None, category: str = "Character"):
    d = custom_card(f"A-{name}", name, category, power=6000, life=5)
    d.attributes = (attribute,) if attribute else ()
    return d


_BOUNCE = "[On Play] Return up to 1 of your opponent's Characters to the owner's hand."


_BOTTOM = ("[On Play] Place up to 1 of your opponent's Characters at the bottom of the owner's "
           "deck.")


_KO = "[On Play] K.O. up to 1 of your opponent's Characters."


_KO_COST_3_OR_LESS = "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less."
