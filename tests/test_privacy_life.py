"""Face-down Life cards are chosen by place, never by id (CR 3-1-5, 3-10-2):
their owner does not know them either, so no option, description or
event before the choice names one (the leak test of test_privacy checks
every choice; these are the forms of the pool that choose among them)."""

from __future__ import annotations

from optcg import Action
from optcg.engine import events as E
from optcg.testing import Scenario, answer, expect_decision

P1, P2 = 0, 1


def _no_life_card_named(game, lives) -> None:
    d = game.decision
    assert all(a.card == -1 for a in d.options)
    names = {f"{game.state.defs[i].name} (" for i in lives}
    for a in d.options:
        text = game.describe(a)
        assert not any(n in text for n in names), text


def test_cr_3_1_5_turn_a_card_from_the_top_or_bottom_face_up_is_chosen_by_place():
    """ST36-005 [Activate: Main]: "You may turn 1 card from the top or bottom
    of your Life cards face-up": the options were the two face-down cards by
    id; they are the top and the bottom, and the card at the place chosen
    is turned (and only then shown, CR 3-10-2-1)."""
    s = Scenario(turn=3)
    kid = s.p1.character("ST36-005")
    top, middle, bottom = s.p1.life("ST01-006", "ST01-012", "ST01-002")    # top first
    s.p1.don(active=3, rested=1)
    game = s.build()
    game.apply(Action("activate", kid, 1))
    d = game.decision
    assert (d.player, d.kind) == (P1, "select")
    assert [(a.kind, a.target) for a in d.options] == [("number", 0), ("number", 1)]
    assert [game.describe(a) for a in d.options] == ["Choose the top Life card",
                                                     "Choose the bottom Life card"]
    _no_life_card_named(game, (top, middle, bottom))
    game.apply(Action("number", -1, 1))
    st = game.state
    assert st.face_up[bottom] and not st.face_up[top] and not st.face_up[middle]
    turned = [e for e in game.events if type(e) is E.LifeTurned]
    assert [e.card for e in turned] == [bottom] and turned[0].seen == E.ALL


def test_cr_3_1_5_look_at_the_top_of_your_or_your_opponents_life_names_neither_before():
    """OP03-104 [On Play]: "Look at up to 1 card from the top of your or your
    opponent's Life cards": the options named both players' top Life cards;
    they are the two places, and the card is named to P1 alone once looked
    at (CR 11-3-1)."""
    s = Scenario(turn=3)
    shirley = s.p1.hand("OP03-104")[0]
    mine = s.p1.life("ST01-006", "ST01-012")
    theirs = s.p2.life("ST01-002", "ST01-003")
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("play", shirley))
    d = game.decision
    assert (d.player, d.kind) == (P1, "select")
    assert {(a.kind, a.target) for a in d.options} == {("number", 0), ("number", 1),
                                                      ("select_done", -1)}
    assert game.describe(Action("number", -1, 0)) == "Choose the top Life card"
    assert game.describe(Action("number", -1, 1)) == "Choose your opponent's top Life card"
    _no_life_card_named(game, (*mine, *theirs))
    assert not any(type(e) is E.Looked for e in game.events)
    game.apply(Action("number", -1, 1))
    looked = [e for e in game.events if type(e) is E.Looked]
    assert [(e.owner, e.cards) for e in looked] == [(P2, (theirs[0],))]
    assert E.event_for(looked[0], P1) == looked[0]
    assert E.event_for(looked[0], P2).cards == (E.HIDDEN,)
    assert game.decision.kind == "arrange" and game.view(P1).looking_at() == [theirs[0]]


def test_cr_3_1_5_add_a_card_from_the_top_or_bottom_of_life_describes_places():
    """OP08-116 [Counter]: "you may add 1 card from the top or bottom of your
    Life cards to your hand": the top and the bottom, by place."""
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-012", don=1)
    bazooka = s.p2.hand("OP08-116")[0]
    top, bottom = s.p2.life("ST01-006", "ST01-002")
    s.p2.don(active=2)
    game = s.build()
    game.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, P2, "counter")          # no [Blocker]: no Block Step asked
    game.apply(Action("counter_event", bazooka))
    answer(game, "select", game.decision.options[0], P2)   # the +4000 to the Leader
    d = game.decision
    assert (d.player, d.kind) == (P2, "select")
    assert [game.describe(a) for a in d.options] == ["Choose the top Life card",
                                                     "Choose the bottom Life card",
                                                     "Choose no more"]
    _no_life_card_named(game, (top, bottom))
    game.apply(Action("number", -1, 1))
    assert bottom in game.state.hand[P2] and top in game.state.life[P2]
