"""ST03-010 Bartholomew Kuma (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, step
from .numbers import BUGGY, JINBE, PACIFISTA, WEEVIL

KUMA = "ST03-010"         # cost 2, [Trigger]


def test_st03_010_bartholomew_kuma_looks_at_3_and_returns_them_on_top_in_any_order():
    s = Scenario(turn=3)
    kuma, = s.p1.hand(KUMA)
    s.p1.don(active=2)
    a, b, c, d = s.p1.deck(WEEVIL, JINBE, BUGGY, PACIFISTA)    # a on top
    game = s.build()
    st = game.state
    game.apply(Action("play", kuma))
    assert kuma in st.chars[P1] and st.don_rested[P1] == 2
    expect_decision(game, P1, "arrange")
    # Only the top 3 cards are looked at; d is not offered.
    opts = set(game.legal_actions())
    assert opts == {Action(k, x) for x in (a, b, c) for k in ("place_top", "place_bottom")}
    game.apply(Action("place_top", c))
    step(game, P1, "arrange", Action("place_top", a))
    # b, the last card, can only follow the others to the top: no question.
    # The list ends with the top card: b, then a, then c on top of d.
    assert st.deck[P1] == [d, c, a, b]
    expect_decision(game, P1, "main")


def test_st03_010_bartholomew_kuma_may_return_them_all_to_the_bottom():
    s = Scenario(turn=3)
    kuma, = s.p1.hand(KUMA)
    s.p1.don(active=2)
    a, b, c, d = s.p1.deck(WEEVIL, JINBE, BUGGY, PACIFISTA)
    game = s.build()
    st = game.state
    game.apply(Action("play", kuma))
    step(game, P1, "arrange", Action("place_bottom", a))
    step(game, P1, "arrange", Action("place_bottom", b))
    # c, the last card, follows to the bottom without a question.
    assert st.deck[P1] == [c, b, a, d]                # d is now the top card
    expect_decision(game, P1, "main")


def test_st03_010_bartholomew_kuma_cannot_split_the_cards_between_top_and_bottom():
    """The looked-at cards all go back to the same side, top or bottom, in
    the order the player likes.  Official Q&A on the same wording (OP01-073
    Doflamingo, OP01-077 Perona, OP01-088 Desert Spada): "After looking at 3
    cards ... can I place 1 card on the top and 2 cards on the bottom?  No
    ... you must choose whether to return all 3 cards to the top or bottom
    of the deck."  So once one card went to the bottom, the others must too.
    """
    s = Scenario(turn=3)
    kuma, = s.p1.hand(KUMA)
    s.p1.don(active=2)
    a, _, _, _ = s.p1.deck(WEEVIL, JINBE, BUGGY, PACIFISTA)
    game = s.build()
    game.apply(Action("play", kuma))
    step(game, P1, "arrange", Action("place_bottom", a))
    expect_decision(game, P1, "arrange")
    kinds = {x.kind for x in game.legal_actions()}
    assert kinds == {"place_bottom"}, (
        f"after one card went to the bottom, the others are offered {sorted(kinds)}")


def test_st03_010_bartholomew_kuma_trigger_plays_it_and_its_on_play_resolves():
    s = Scenario(turn=3)
    kuma, = s.p2.life(KUMA)
    a, b = s.p2.deck(WEEVIL, JINBE)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    expect_decision(game, P2, "trigger")
    game.apply(Action("use_trigger"))
    assert kuma in st.chars[P2] and kuma not in st.trash[P2]
    # It was played, so its [On Play] happens for P2 (only 2 cards to look at).
    expect_decision(game, P2, "arrange")
    game.apply(Action("place_bottom", a))
    # b follows a to the bottom on its own
    assert st.deck[P2] == [b, a]
    expect_decision(game, P1, "main")
    assert kuma in st.chars[P2] and st.life[P2] == [] and st.hand[P2] == []


def test_st03_010_bartholomew_kuma_trigger_declined_goes_to_hand():
    s = Scenario(turn=3)
    kuma, = s.p2.life(KUMA)
    game = s.build()
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("decline_trigger"))
    assert kuma in game.state.hand[P2] and kuma not in game.state.chars[P2]
