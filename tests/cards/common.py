"""Helpers shared by the card tests: reading options and scripting steps."""

from __future__ import annotations

import random

import optcg
from optcg import Action
from optcg.cards.defs import card_def
from optcg.decks import check_deck, load_deck, validate_deck
from optcg.cards.scripts import script_for
from optcg.engine.stats import power
from optcg.engine.effects.wording import Ctx, read_line
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1


def legal(game, kind: str | None = None) -> list[Action]:
    return [a for a in game.legal_actions() if kind is None or a.kind == kind]


def step(game, player: int, kind: str, action: Action) -> None:
    expect_decision(game, player, kind)
    game.apply(action)


def selectable(game) -> set[int]:
    return {a.card for a in legal(game, "select")}


def attack_leader_with_leader(game, s) -> None:
    """P1's Leader (5000) attacks P2's Leader (5000): the attack hits."""
    step(game, P1, "main", Action("attack", s.p1.leader_id, s.p2.leader_id))


def check_vanilla(number: str, printed_power: int, printed_cost: int) -> None:
    d = card_def(number)
    assert d.implemented is True
    assert script_for(number) is None
    assert d.abilities == () and d.statics == () and d.keywords == 0
    assert d.cost == printed_cost and d.power == printed_power
    s = Scenario(turn=3)
    c, = s.p1.hand(number)
    s.p1.don(active=printed_cost)
    game = s.build()
    expect_decision(game, P1, "main")
    game.apply(Action("play", c))
    st = game.state
    assert c in st.chars[P1] and c not in st.hand[P1]
    assert st.don_active[P1] == 0 and st.don_rested[P1] == printed_cost
    assert power(st, c) == printed_power
    expect_decision(game, P1, "main")          # nothing else happened

    s = Scenario(turn=3)
    c, = s.p1.hand(number)
    s.p1.don(active=printed_cost - 1)
    game = s.build()
    assert Action("play", c) not in game.legal_actions()


def opts(game) -> set:
    return set(game.legal_actions())


def activations(game, card) -> list:
    return [a for a in game.legal_actions() if a.kind == "activate" and a.card == card]


def attacks_of(game, card) -> list:
    return [a for a in game.legal_actions() if a.kind == "attack" and a.card == card]


def back_to_main(game, player: int = 0) -> None:
    expect_decision(game, player, "main")


def vanilla_plays_for_cost(number: str, cost: int, printed_power: int) -> None:
    d = card_def(number)
    assert d.implemented is True
    assert d.abilities == () and d.statics == () and d.keywords == 0
    assert d.cost == cost and d.power == printed_power

    s = Scenario(turn=3)
    card = s.p1.hand(number)[0]
    s.p1.don(active=cost + 1)
    game = s.build()
    st = game.state
    game.apply(Action("play", card))
    back_to_main(game)
    assert card in st.chars[0] and card not in st.hand[0]
    assert st.don_active[0] == 1 and st.don_rested[0] == cost
    assert power(st, card) == printed_power
    assert attacks_of(game, card) == []                 # CR 3-7-4: no [Rush]


def end_turn_to_p2_main(game) -> None:
    """P1 ends the turn; P2's turn runs to its Main Phase."""
    game.apply(Action("end_phase"))
    expect_decision(game, 1, "main")


def check_set_and_deck(prefix: str, deck_name: str, opponent: str, seeds) -> None:
    """Every card of a 17-card starter set is implemented, its built-in deck
    is legal, and seeded random games with it play to the end."""
    for n in range(1, 18):
        number = f"{prefix}-{n:03d}"
        assert card_def(number).implemented, number
    deck = load_deck(deck_name)
    assert validate_deck(deck) == []
    check_deck(deck)
    for seed in seeds:
        game = optcg.new_game(deck_name, opponent, seed=seed, log=False)
        rng = random.Random(seed)
        steps = 0
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
            steps += 1
            assert steps < 5000, "the game does not end"
        assert game.result.reason in ("life", "deck_out")


def drawing_character(timing: str):
    """A made-up cost-3 Character whose only effect is "[<timing>] Draw 1
    card" (an [On Play] or a [When Attacking] effect to have, or not)."""
    return custom_card(f"T-DRW-{timing}", f"{timing} drawer", "Character",
                       read_line(f"[{timing}] Draw 1 card.", Ctx("Character")), cost=3, power=4000)
