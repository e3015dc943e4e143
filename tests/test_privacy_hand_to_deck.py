"""A card put from the hand on top of or under a deck without being
revealed stays unknown to the opponent (CR 3-1-5, 3-4-3): its owner is
told which card went where, the others that a card did.  EB03-034's case
is in test_privacy; these are the other forms of the pool."""

from __future__ import annotations

from optcg import Action
from optcg.engine import events as E
from optcg.testing import Scenario, answer, expect
from optcg.text.english import log_lines

P1, P2 = 0, 1


def _play(number: str):
    s = Scenario(turn=3)
    card = s.p1.hand(number)[0]
    kept = s.p1.hand("ST01-012")[0]
    s.p1.deck("ST01-006", "ST01-002", "ST01-003")
    s.p1.don(active=5)
    game = s.build()
    game.apply(Action("play", card))
    return game, kept


def _label(game, i: int) -> str:
    d = game.state.defs[i]
    return f"{d.name} ({d.number})"


def test_cr_3_4_3_cards_placed_under_the_deck_from_the_hand_are_not_named_to_the_opponent():
    """OP05-054 [On Play]: "Draw 2 cards and place 2 cards from your hand at
    the bottom of your deck in any order"."""
    game, kept = _play("OP05-054")
    for _ in range(2):                                  # chosen one by one: their order
        answer(game, "select", game.decision.options[0], P1)
    expect(game, "main", P1)
    placed = [e for e in game.events if type(e) is E.CardMoved and e.dst == 0]
    assert len(placed) == 2 and all(e.card in game.state.deck[P1] for e in placed)
    names = [_label(game, e.card) for e in placed]
    for viewer in (P2, None):
        lines = log_lines(game, viewer)
        assert lines.count("A card is placed at the bottom of P1's deck.") == 2
        assert not any(n in line for n in names for line in lines if "deck" in line)
        assert all(e.card == E.HIDDEN for e in game.events_for(viewer)
                   if type(e) is E.CardMoved and e.dst == 0)
    mine = log_lines(game, P1)
    assert sum(1 for line in mine if "placed at the bottom of P1's deck" in line
               and any(n in line for n in names)) == 2


def test_cr_11_3_1_the_owner_arranges_the_cards_of_their_hand_on_the_deck_unseen():
    """OP07-053 [On Play]: "Draw 2 cards and place 2 cards from your hand at
    the top or bottom of your deck in any order": P1 arranges the cards as
    cards they look at (CR 11-3-1), shown to no one else: not in P2's view,
    not in P2's log."""
    game, kept = _play("OP07-053")
    for _ in range(2):                                  # the two cards placed
        answer(game, "select", game.decision.options[0], P1)
    d = game.decision
    assert (d.player, d.kind) == (P1, "arrange")
    arranged = sorted({a.card for a in d.options})
    assert sorted(game.view(P1).looking_at()) == arranged
    assert game.view(P2).looking_at() == [] and game.view(P2).to_dict()["looking_at"] == []
    moved = [e for e in game.events_for(P2) if type(e) is E.CardsMoved]
    assert [(e.count, e.shuffled) for e in moved] == [(2, False)]
    answer(game, "arrange", game.decision.options[0], P1)   # the other card follows by itself
    expect(game, "main", P1)
    names = {_label(game, i) for i in arranged}
    theirs = log_lines(game, P2)
    assert "P1 places a card at the top of P1's deck." in theirs
    assert not any(n in line for n in names for line in theirs[-3:])
    assert any(n in line for n in names for line in log_lines(game, P1)[-3:])
