"""The card-text compiler: a permanent reduction of the cost of playing
cards from the hand ("[Your Turn] The cost of playing {X} type Character
cards with a cost of 2 or more from your hand will be reduced by 1.",
language.PlayCostReduction).  Only the DON!! paid to play by the rules
(CR 6-5-3-1) change; the card's cost itself does not.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from test_card_compiler import P1, card_of, opts, scenario, vanilla

from optcg import Action
from optcg.engine.stats import cost
from optcg.testing import expect_decision

LINE = ("[Your Turn] The cost of playing {Test Crew} type Character cards with a cost of 2 "
        "or more from your hand will be reduced by 1.")
EXAMPLES: dict = {}        # no step form: the sentence is a permanent effect
STATIC_EXAMPLES = {
    "play_cost_reduction": ("Stage", LINE),
}


def _game(card, don: int, stage: bool = True):
    s = scenario()
    if stage:
        s.p1.stage(card_of(LINE, category="Stage", cost=1))
    c = s.p1.hand(card)[0]
    s.p1.don(active=don)
    return s.build(), c


def test_a_matching_card_costs_one_less_to_play():
    game, c = _game(vanilla("Crew", cost=3, types=("Test Crew",)), don=2)
    assert Action("play", c) in opts(game)
    game.apply(Action("play", c))
    expect_decision(game, P1, "main")
    st = game.state
    assert c in st.chars[P1] and (st.don_active[P1], st.don_rested[P1]) == (0, 2)
    assert cost(st, c) == 3                          # the card's own cost is unchanged


@pytest.mark.parametrize("card, stage", [
    (vanilla("Other", cost=3, types=("Other Crew",)), True),     # not of the type
    (vanilla("Crew", cost=3, types=("Test Crew",)), False),      # no Stage on the field
])
def test_no_reduction_without_a_match_or_without_the_stage(card, stage):
    game, c = _game(card, don=2, stage=stage)
    assert Action("play", c) not in opts(game)


def test_a_card_below_the_cost_filter_pays_its_full_cost():
    game, c = _game(vanilla("Small", cost=1, types=("Test Crew",)), don=1)
    game.apply(Action("play", c))
    expect_decision(game, P1, "main")
    assert game.state.don_rested[P1] == 1            # cost 1 is below "2 or more"
