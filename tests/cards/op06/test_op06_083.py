"""OP06-083 Oars (Character, cost 4, 7000): it cannot attack; its
[Activate: Main] cost, K.O.-ing one of your {Thriller Bark Pirates} type
Characters, negates this Character's own effect for the turn, so that it
may attack."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, activations, attacks_of, selectable

OARS = "OP06-083"
ZOMBIE = custom_card("T-TBP", "Zombie", "Character", cost=2, power=2000,
                     types=("Thriller Bark Pirates",))
OTHER = custom_card("T-OTH", "Other", "Character", cost=2, power=2000, types=("Navy",))


def _board(played_this_turn: bool = False):
    s = Scenario(turn=3)
    oars = s.p1.character(OARS, played_this_turn=played_this_turn)
    zombie = s.p1.character(ZOMBIE)
    other = s.p1.character(OTHER)
    return s, oars, zombie, other


def _activate(game, oars, zombie):
    [act] = activations(game, oars)
    game.apply(act)                                 # activating pays the cost
    expect_decision(game, P1, "select")
    game.apply(Action("select", zombie))


def test_op06_083_cannot_attack_until_its_effect_is_negated_by_its_cost():
    s, oars, zombie, other = _board()
    game = s.build()
    assert attacks_of(game, oars) == []
    _activate(game, oars, zombie)
    st = game.state
    assert zombie in st.trash[P1] and other in st.chars[P1]
    expect_decision(game, P1, "main")
    assert Action("attack", oars, s.p2.leader_id) in attacks_of(game, oars)


def test_op06_083_only_thriller_bark_pirates_characters_pay_the_cost():
    s, oars, zombie, other = _board()
    game = s.build()
    [act] = activations(game, oars)
    game.apply(act)
    assert selectable(game) == {oars, zombie}        # Oars is one of them itself


def test_op06_083_power_changes_stay_after_the_negation():
    """Q&A: the [Activate: Main] does not reset the power gained this turn."""
    s, oars, zombie, _ = _board()
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("give_don", -1, oars))
    assert power(game.state, oars) == 8000
    _activate(game, oars, zombie)
    assert power(game.state, oars) == 8000


def test_op06_083_played_this_turn_it_still_cannot_attack():
    """Q&A: negated on the turn it is played, it has no [Rush]."""
    s, oars, zombie, _ = _board(played_this_turn=True)
    game = s.build()
    _activate(game, oars, zombie)
    expect_decision(game, P1, "main")
    assert attacks_of(game, oars) == []
