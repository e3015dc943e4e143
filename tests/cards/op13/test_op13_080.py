"""OP13-080 St. Ethanbaron V. Nusjuro (Character, cost 6, 5000): "If you have 7
or more cards in your trash, this Character cannot be removed from the field
by your opponent's effects and gains [Rush]." and "[When Attacking] If you
have 10 or more cards in your trash, give up to 1 of your opponent's
Characters −2000 power during this turn."."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect

from ..common import attacks_of
from ..common_play import P1, P2, PLAIN, on_field, pick, play_from_hand
from .five_elders import check_kept_with_7_in_trash

NUSJURO = "OP13-080"


def test_op13_080_cannot_be_removed_by_the_opponent_with_7_in_trash():
    koed = check_kept_with_7_in_trash(NUSJURO)
    expect(koed.game, "main", P2)


def test_op13_080_gains_rush_with_7_in_trash_only():
    for trash, rush in ((7, True), (6, False)):
        b = play_from_hand(NUSJURO, trash=[PLAIN] * trash)
        expect(b.game, "main", P1)
        assert bool(attacks_of(b.game, b.card)) is rush, trash


def test_op13_080_when_attacking_with_10_in_trash_gives_minus_2000():
    b = on_field(NUSJURO, trash=[PLAIN] * 10, theirs=[PLAIN])
    g, theirs = b.game, b.theirs[0]
    g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
    pick(g, theirs)
    assert power(g.state, theirs) == 1000


def test_op13_080_when_attacking_with_9_in_trash_does_nothing():
    b = on_field(NUSJURO, trash=[PLAIN] * 9, theirs=[PLAIN])
    g, theirs = b.game, b.theirs[0]
    g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
    expect(g, "block", P2)
    assert power(g.state, theirs) == 3000


def _returned_by_opponent(trash):
    from test_card_compiler import card_of
    bounce = card_of("[Main] Return up to 1 of your opponent's Characters to the owner's hand.",
                     category="Event", name="Bounce", number="T-BOUNCE", cost=0)
    b = on_field(NUSJURO, turn_player=P2, trash=[PLAIN] * trash, their_hand=[bounce])
    g = b.game
    g.apply(Action("play", g.state.hand[P2][0]))
    pick(g, b.card, player=P2)
    expect(g, "main", P2)
    return b.card, g.state


def test_op13_080_with_7_in_trash_not_returned_to_hand_by_the_opponent_either():
    card, st = _returned_by_opponent(7)
    assert card in st.chars[P1]
    card, st = _returned_by_opponent(6)
    assert card in st.hand[P1]
