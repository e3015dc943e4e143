"""Determinization for search (engine/determinize.py): a copy of the game
consistent with one player's view, with everything that player cannot see
dealt again among the hidden places."""

from __future__ import annotations

import random

import pytest

import optcg
from optcg import Action
from optcg.agents import GreedyAgent
from optcg.engine.constants import DECK, HAND, LIFE, NOWHERE
from optcg.engine.determinize import hidden_from
from optcg.engine.records import LifeCardTask
from optcg.engine.serialize import state_to_dict
from optcg.testing import Scenario, check_invariants

P1, P2 = 0, 1


def mid_game(seed: int, decisions: int, deck1: str = "st01", deck2: str = "st02"):
    """A game after `decisions` decisions of two greedy players that take
    a random option now and then (so effects are used and interrupted)."""
    game = optcg.new_game(deck1, deck2, seed=seed, log=False)
    agents = [GreedyAgent(seed=1), GreedyAgent(seed=2)]
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.over:
            break
        d = game.decision
        if rng.random() < 0.2:
            game.apply(d.options[rng.randrange(len(d.options))])
        else:
            game.apply(agents[d.player].choose(game.view(d.player), d))
    return game


def sizes(game, p: int) -> tuple:
    st = game.state
    return (len(st.deck[p]), len(st.hand[p]), len(st.life[p]), len(st.trash[p]),
            len(st.chars[p]), len(st.stage[p]))


def check_sample(game, sample, player: int, cards: int | None = 51) -> None:
    """Everything a determinized sample must keep."""
    st, s = game.state, sample.state
    check_invariants(sample, cards)
    for p in (P1, P2):
        assert sizes(sample, p) == sizes(game, p)
        # a card keeps its owner: only that player's hidden cards are dealt
        assert sorted(s.deck[p] + s.hand[p] + s.life[p]) == \
            sorted(st.deck[p] + st.hand[p] + st.life[p])
    # what the player sees is exactly the same: both fields and trashes,
    # the own hand, face-up Life, looked-at cards, every count
    assert sample.view(player).to_dict() == game.view(player).to_dict()
    view = game.view(player)
    for i in range(len(st.defs)):
        if view.visible(i):
            assert s.area[i] == st.area[i]
    for p in (P1, P2):
        for pos, i in enumerate(st.life[p]):
            if st.face_up[i]:
                assert s.life[p][pos] == i
    if game.decision.player == player:
        # the player's options depend on nothing hidden from them
        assert sample.legal_actions() == game.legal_actions()
        assert sample.decision == game.decision


@pytest.mark.parametrize("decks", [("st01", "st02"), ("st03", "st04")])
def test_samples_keep_sizes_and_everything_the_player_sees(decks):
    for seed in range(6):
        for decisions in (0, 15, 40, 70):
            game = mid_game(seed, decisions, *decks)
            if game.over:
                continue
            for player in (P1, P2):
                check_sample(game, game.determinized(player, seed * 100 + decisions), player)


def test_the_cards_a_player_looks_at_stay_put():
    """An effect in progress: the looked-at cards are visible to the player
    looking (CR 11-3-1) and are neither moved nor replaced."""
    found = 0
    for seed in range(40):
        game = optcg.new_game("st01", "st03", seed=seed, log=False)
        rng = random.Random(seed)
        while not game.over and found < 5:
            st = game.state
            if st.looking is not None and st.looking.player in (P1, P2):
                who = st.looking.player
                looked = list(st.looking.cards)
                sample = game.determinized(who, seed)
                check_sample(game, sample, who)
                for i in looked:
                    assert sample.state.area[i] == st.area[i]
                    assert sample.view(who).visible(i)
                found += 1
            d = game.decision
            game.apply(d.options[rng.randrange(len(d.options))])
        if found >= 5:
            break
    assert found >= 5


def test_face_up_life_stays_and_face_down_life_is_dealt():
    s = Scenario(turn=3)
    s.p1.hand("ST01-004", "ST01-005")
    s.p1.life("ST01-006", "ST01-007", face_up=True)
    s.p1.life("ST01-008", "ST01-009", "ST01-010")
    s.p2.hand("ST02-004", "ST02-005", "ST02-006")
    s.p2.life("ST02-007", "ST02-008", face_up=True)
    s.p2.life("ST02-009", "ST02-010")
    s.p1.deck(*["ST01-011"] * 8)
    s.p2.deck(*["ST02-011"] * 8, "ST02-013", "ST02-014")
    game = s.build(log=False)
    st = game.state
    moved_life = set()
    for seed in range(30):
        sample = game.determinized(P1, seed)
        check_sample(game, sample, P1, None)
        s2 = sample.state
        for p in (P1, P2):
            for i in st.life[p]:
                if st.face_up[i]:
                    assert s2.area[i] == LIFE and s2.face_up[i]
        moved_life |= {i for i in st.life[P2] if s2.area[i] != LIFE}
        assert s2.hand[P1] == st.hand[P1]                  # the own hand is known
    # the opponent's face-down Life and hand cards trade places
    assert moved_life == {i for i in st.life[P2] if not st.face_up[i]}


def test_hidden_placements_change_across_seeds_and_repeat_for_a_seed():
    game = mid_game(3, 30)
    st = game.state
    opp = 1 - game.decision.player
    me = game.decision.player
    deals = set()
    for seed in range(8):
        s = game.determinized(me, seed).state
        deals.add((tuple(s.hand[opp]), tuple(s.deck[me]), tuple(s.deck[opp])))
        again = game.determinized(me, seed).state
        assert (again.hand, again.deck, again.life, again.rng) == (s.hand, s.deck, s.life, s.rng)
    assert len(deals) == 8
    # some hand card of the opponent is dealt away from the hand
    moved = set()
    for seed in range(8):
        s = game.determinized(me, seed).state
        moved |= {i for i in st.hand[opp] if s.area[i] != HAND}
    assert moved
    # the player's own deck is shuffled too: its order is unknown to them
    assert any(game.determinized(me, seed).state.deck[me] != st.deck[me] for seed in range(4))


def test_the_real_game_is_untouched_and_plays_on_the_same():
    game = mid_game(5, 25)
    twin = game.clone()
    before = game.hash()
    me = game.decision.player
    sample = game.determinized(me, 1)
    assert game.hash() == before
    # play the sample to its end: the real game does not move
    agents = [GreedyAgent(1), GreedyAgent(2)]
    while not sample.over:
        d = sample.decision
        sample.apply(agents[d.player].choose(sample.view(d.player), d))
        check_invariants(sample)
    assert game.hash() == before
    for g in (game, twin):
        while not g.over:
            d = g.decision
            g.apply(agents[d.player].choose(g.view(d.player), d))
    assert game.hash() == twin.hash()


def test_the_sample_owes_nothing_to_the_real_generator():
    game = mid_game(7, 20)
    me = game.decision.player
    sample = game.determinized(me, 42)
    assert sample.state.rng != game.state.rng
    assert sample.state.seed == 42
    # no history and no log: earlier actions (a card put on top of a deck,
    # say) would tell where hidden cards are
    assert sample.history == [] and sample.events == []


def test_the_view_samples_the_same_game():
    game = mid_game(9, 30)
    me = game.decision.player
    a = game.view(me).sample_game(11)
    b = game.determinized(me, 11)
    assert a.hash() == b.hash()


def test_hidden_from_matches_the_view():
    game = mid_game(2, 35)
    for player in (P1, P2):
        view = game.view(player)
        hidden = hidden_from(game.state, player)
        for i, h in enumerate(hidden):
            if game.state.area[i] in (DECK, HAND, LIFE):
                assert h == (not view.visible(i))


def test_an_action_on_the_sample_is_legal_on_the_real_game():
    game = mid_game(4, 10)
    me = game.decision.player
    sample = game.determinized(me, 3)
    for a in sample.legal_actions():
        assert a in game.legal_actions()
    game.apply(Action(*sample.legal_actions()[0]))


# -- the copy is a function of what the player may know (CR 3-1-5) -------------------------

def test_games_the_player_cannot_tell_apart_give_the_same_copy():
    """CR 3-1-5: a copy is dealt from what the player may know and the seed,
    not from the true order: two games that differ only in where two hidden
    cards of one owner lie (a hand card of the opponent and a card of their
    deck, or two cards of the player's own deck) give the same copy, so no
    copy can be inverted to the true hands, decks and Life."""
    from test_privacy import swapped_twin
    compared = 0
    for seed in range(4):
        for decisions in (10, 30, 50):
            game = mid_game(seed, decisions)
            st = game.state
            if game.over or not (st.hand[P1] and st.hand[P2]):
                continue
            for player in (P1, P2):
                opp = 1 - player
                pairs = [(st.hand[opp][0], st.deck[opp][-1]), (st.deck[player][0],
                                                               st.deck[player][-1])]
                for a, b in pairs:
                    twin = swapped_twin(game, a, b)
                    assert twin.state.area[a] != st.area[a] or twin.state.deck != st.deck
                    for k in (1, 2):
                        one = state_to_dict(game.determinized(player, 7 * seed + k).state)
                        two = state_to_dict(twin.determinized(player, 7 * seed + k).state)
                        assert one == two
                        compared += 1
    assert compared >= 40


def _dealt_damage(swap: bool):
    """P1's attack deals damage and "When you deal damage" asks P1 a choice
    while P2's Life card waits between damage and hand (ruling on OP03-041);
    `swap`: P2's top and bottom Life cards trade places first."""
    from test_card_compiler import card_of
    dealer = card_of("When you deal damage to your opponent's Life, you may trash 2 cards "
                     "from the top of your deck. If you do, draw 1 card.", power=6000)
    s = Scenario(turn=3)
    attacker = s.p1.character(dealer)
    s.p1.deck(*["ST01-003"] * 6)
    s.p2.life("ST02-007", "ST02-008", "ST02-009")
    s.p2.hand("ST02-004", "ST02-005")
    s.p2.deck(*["ST02-011"] * 5)
    game = s.build()
    if swap:
        life = game.state.life[P2]
        life[0], life[-1] = life[-1], life[0]
    game.apply(Action("attack", attacker, s.p2.leader_id))
    while not any(isinstance(t, LifeCardTask) for t in game.state.tasks):
        d = game.decision
        assert d.player == P2 and d.kind in ("block", "counter")
        game.apply(d.options[-1])                  # no block, no counter
    assert game.decision.player == P1
    return game


def test_the_life_card_between_damage_and_hand_is_dealt_like_any_hidden_card():
    """CR 3-1-5, 7-1-4-1-1-2: P1 may not know which of P2's Life cards the
    damage took before it is revealed or added to the hand; the copy's
    pending work names the card dealt into its place, whichever card the
    true one is, and the copy plays on to its end."""
    one, two = _dealt_damage(False), _dealt_damage(True)
    taken = [next(t.card for t in g.state.tasks if isinstance(t, LifeCardTask))
             for g in (one, two)]
    assert taken[0] != taken[1]
    dealt = set()
    for seed in range(12):
        a, b = one.determinized(P1, seed), two.determinized(P1, seed)
        assert state_to_dict(a.state) == state_to_dict(b.state)
        card = next(t.card for t in a.state.tasks if isinstance(t, LifeCardTask))
        assert a.state.area[card] == NOWHERE and a.state.owner[card] == P2
        dealt.add(card)
        check_invariants(a, None)
        rng = random.Random(seed)
        while not a.over:
            a.apply(rng.choice(a.legal_actions()))
        check_invariants(a, None)
    assert len(dealt) > 1                          # not kept in place


# -- effects under way seen from the other side ------------------------------------

LAW = "OP13-031"           # [On Play] you may return 1 of your Characters: play a cost 5 or less
HAWKINS = "OP04-105"       # [Activate: Main] you may trash 1 card with a [Trigger] from your hand: ...
TRIGGER_CARD = "ST01-014"  # an Event with a [Trigger]
PLAIN = "ST01-006"


def test_an_effects_source_gone_to_the_hand_keeps_its_identity_in_the_copy():
    """OP13-031 Law returns itself to the hand as its cost: the opponent saw
    it go, and the rest of its effect runs from it (CR 8-1-3), so the
    opponent's copies keep Law where it went and can play the effect on."""
    s = Scenario(turn=3)
    law, five = s.p1.hand(LAW, "ST01-012")
    s.p1.deck(*[PLAIN] * 8)
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", law))
    g.apply(Action("accept"))                   # Law, the only Character, goes back to the hand
    assert law in g.state.hand[P1] and g.decision.player == P1
    for seed in range(40):
        copy = g.determinized(P2, seed)
        assert law in copy.state.hand[P1], seed
        assert Action("select", five) in copy.legal_actions() or five not in copy.state.hand[P1]
        copy.apply(copy.legal_actions()[-1])
        check_invariants(copy, None)


def test_a_copy_leaves_the_other_players_hand_cost_something_to_pay():
    """OP04-105 Hawkins: P1 activated it and is choosing which card with a
    [Trigger] to trash from the hand, so P1 holds one.  P2's copies deal P1's
    hidden cards again, but never into a hand with nothing to pay: P1 could
    not be choosing then."""
    s = Scenario(turn=3)
    hawkins = s.p1.character(HAWKINS)
    triggers = s.p1.hand(TRIGGER_CARD, TRIGGER_CARD, PLAIN, PLAIN)[:2]
    s.p1.deck(*[PLAIN] * 10)
    s.p1.life(PLAIN, PLAIN)
    s.p2.character(PLAIN)
    g = s.build()
    g.apply(Action("activate", hawkins, 0))
    assert g.decision.player == P1
    assert set(g.legal_actions()) == {Action("select", i) for i in triggers}
    dealt_elsewhere = 0
    for seed in range(60):
        copy = g.determinized(P2, seed)
        assert copy.legal_actions(), f"seed {seed}: P1 has nothing to choose in the copy"
        hand = copy.state.hand[P1]
        assert any(copy.card(i).has_trigger for i in hand)
        dealt_elsewhere += not set(triggers) <= set(hand)
    assert dealt_elsewhere > 0, "the copies still deal P1's hand"
