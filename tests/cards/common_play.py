"""Boards shared by the behaviour tests of tournament-deck cards, all in strict
mode (every decision asked): a card played from P1's hand, P1's Character
K.O.'d by the opponent's effect, a card's [Trigger] revealed from P1's Life,
and an attack of the opponent on P1's Leader.  Each returns a `Board` with
the game and the ids of the cards it set."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

P1, P2 = 0, 1

PLAIN = custom_card("T-PLAIN", "Plain", cost=2, power=3000)     # vanilla filler
ATTACKER_7000 = custom_card("T-ATK7000", "Attacker", cost=4, power=7000)


class Board(NamedTuple):
    game: object
    scenario: Scenario
    card: int              # the card the test is about
    hand: list             # P1's other hand cards, in the order given
    deck: list             # P1's deck, top first
    trash: list
    life: list             # P1's Life, top first
    chars: list            # P1's other Characters
    theirs: list           # P2's Characters
    leader: int            # P1's Leader


def _board(turn_player: int, *, leader=None, hand=(), deck=(), trash=(), life=None, chars=(),
           theirs=(), active=0, rested=0, their_active=0, their_hand=(), stage=None,
           given=0, leader_rested=False, their_life=None, their_rested=0,
           life_face_up=False):
    s = Scenario(turn=3 if turn_player == P1 else 4, turn_player=turn_player, strict=True)
    ldr = s.p1.leader(leader or "ST01-001", don=given, rested=leader_rested)
    ids = {"hand": s.p1.hand(*hand), "deck": s.p1.deck(*deck) if deck else [],
           "trash": s.p1.trash(*trash),
           "life": s.p1.life(*life, face_up=life_face_up) if life is not None else [],
           "chars": [s.p1.character(c) for c in chars],
           "theirs": [s.p2.character(c) for c in theirs]}
    if stage is not None:
        s.p1.stage(stage)
    s.p1.don(active=active, rested=rested)
    s.p2.don(active=their_active, rested=their_rested)
    s.p2.hand(*their_hand)
    if their_life is not None:
        s.p2.life(*their_life)
    return s, ldr, ids


def play_from_hand(number, **setup) -> Board:
    """P1 plays `number` from hand in their Main Phase (turn 3), paying its
    cost from `active` DON!! (10 unless said); the game stops at whatever the
    play asks next."""
    setup.setdefault("active", 10)
    hand = setup.pop("hand", ())
    s, ldr, ids = _board(P1, hand=(number, *hand), **setup)
    card, *rest = ids.pop("hand")
    g = s.build()
    g.apply(Action("play", card))
    return Board(g, s, card, rest, leader=ldr, **ids)


def on_field(number, turn_player: int = P1, card_rested: bool = False, **setup) -> Board:
    """P1 has `number` on the field (rested if `card_rested`); the game is
    at the Main Phase of `turn_player` (P1's turn 3 or P2's turn 4)."""
    chars = setup.pop("chars", ())
    s, ldr, ids = _board(turn_player, chars=chars, **setup)
    card = s.p1.character(number, rested=card_rested)
    rest = ids.pop("chars")
    return Board(s.build(), s, card, ids.pop("hand"), leader=ldr, chars=rest, **ids)


@lru_cache(maxsize=None)
def ko_one_event():
    """A made-up Event: "[Main] K.O. up to 1 of your opponent's Characters" (cost 0)."""
    from test_card_compiler import card_of
    return card_of("[Main] K.O. up to 1 of your opponent's Characters.",
                   category="Event", name="K.O. One", number="T-KO1", cost=0)


def koed_by_opponent(number, **setup) -> Board:
    """P1's Character `number` is K.O.'d in P2's turn by P2's Event "[Main]
    K.O. up to 1 of your opponent's Characters"; the game stops at whatever
    its [On K.O.] asks first."""
    setup["their_hand"] = (ko_one_event(), *setup.get("their_hand", ()))
    b = on_field(number, turn_player=P2, **setup)
    g = b.game
    event = g.state.hand[P2][0]
    g.apply(Action("play", event))
    expect(g, "select", P2)
    g.apply(Action("select", b.card))
    return b


def trigger_from_life(number, **setup) -> Board:
    """`number` is P1's top Life card; P2's 7000 Character attacks P1's Leader
    in P2's turn, P1 neither blocks nor counters, and uses the [Trigger]."""
    life = setup.pop("life", ())
    setup["theirs"] = (ATTACKER_7000, *setup.get("theirs", ()))
    s, ldr, ids = _board(P2, life=(number, *life), **setup)
    card, *rest = ids.pop("life")
    g = s.build()
    attacker = ids["theirs"][0]
    g.apply(Action("attack", attacker, ldr))
    expect(g, "block", P1)
    g.apply(Action("no_block"))
    expect(g, "counter", P1)
    g.apply(Action("end_counters"))
    expect(g, "trigger", P1)
    g.apply(Action("use_trigger"))
    return Board(g, s, card, ids.pop("hand"), leader=ldr, life=rest, **ids)


def opponent_attacks(number=None, target=None, **setup) -> Board:
    """P2's 7000 Character attacks in P2's turn; P1 has `number` on the field
    (if given).  The attack goes to `target` ("leader", "card" or a P1
    Character index) and the game stops at P1's first decision."""
    setup["theirs"] = (ATTACKER_7000, *setup.get("theirs", ()))
    chars = setup.pop("chars", ())
    if number is not None:
        chars = (number, *chars)
    s, ldr, ids = _board(P2, chars=chars, **setup)
    g = s.build()
    mine = ids.pop("chars")
    card = mine[0] if number is not None else ldr
    aim = {None: ldr, "leader": ldr, "card": card}.get(target) if not isinstance(target, int) \
        else mine[target]
    g.apply(Action("attack", ids["theirs"][0], aim))
    return Board(g, s, card, ids.pop("hand"), leader=ldr, chars=mine, **ids)


def choose_number(game, n: int, player: int = P1) -> None:
    """Answer an "up to N" count decision (asked of `player`) with `n`."""
    expect(game, "choose_number", player)
    game.apply(Action("number", -1, n))


def pick(game, *cards, player: int = P1) -> None:
    """Choose `cards` one by one at select decisions of `player`."""
    for c in cards:
        expect(game, "select", player)
        game.apply(Action("select", c))


def pick_none(game, player: int = P1) -> None:
    """Stop choosing at a select decision of `player` ("up to")."""
    expect(game, "select", player)
    game.apply(Action("select_done"))


def accept(game, player: int = P1) -> None:
    """Say yes to a "you may" of `player`."""
    expect(game, "confirm", player)
    game.apply(Action("accept"))


def decline(game, player: int = P1) -> None:
    """Say no to a "you may" of `player`."""
    expect(game, "confirm", player)
    game.apply(Action("decline"))


def times_activated(game, card: int) -> int:
    """How many times an ability of `card` was activated so far (the game's
    log of AbilityActivated events, CR 10-2-7)."""
    return sum(1 for e in game.events
               if type(e).__name__ == "AbilityActivated" and e.card == card)


def pay_don(game, n: int, player: int = P1) -> None:
    """Pay a DON!! −n cost (CR 10-2-9): return n DON!! cards, each asked."""
    for _ in range(n):
        expect(game, "return_don", player)
        game.apply(game.legal_actions()[0])


def check_search_to_bottom(b: Board, take, looked: int, after=("main", P1)) -> None:
    """At a "look at `looked` cards from the top of your deck; reveal up to 1
    ... and add it to your hand; place the rest at the bottom" effect: only
    the deck card at index `take` (None: no card) may be taken; it is, the
    rest go to the bottom, and the game goes on to `after`."""
    from .qa import bottom_all
    g = b.game
    if take is not None:
        expect(g, "select", P1)
        assert {a.card for a in g.legal_actions() if a.kind == "select"} == {b.deck[take]}
        g.apply(Action("select", b.deck[take]))
    bottom_all(g)
    expect(g, *after)
    st = g.state
    rest = set(b.deck[:looked]) - {b.deck[take] if take is not None else -1}
    assert set(st.deck[P1][:len(rest)]) == rest              # the bottom of the deck
    assert (b.deck[take] in st.hand[P1]) if take is not None else not \
        set(b.deck) & set(st.hand[P1])


def only_option(game, kind: str, player: int = P1) -> None:
    """Answer a decision of `kind` that must have exactly one option (strict
    mode asks it anyway), e.g. "the top Life card"."""
    expect(game, kind, player)
    options = game.legal_actions()
    assert len(options) == 1, [game.describe(a) for a in options]
    game.apply(options[0])


def check_blocker(number) -> None:
    """`number` on P1's field may block the opponent's attack (CR 10-1-4)."""
    b = opponent_attacks(number)
    expect(b.game, "block", P1)
    assert Action("block", b.card) in b.game.legal_actions()


def blockers_offered(game) -> set:
    """The cards the defending player may block with now."""
    return {a.card for a in game.legal_actions() if a.kind == "block"}


def counter_event_used(b: Board):
    """At the Block Step of `opponent_attacks`: no block, then P1 uses its
    first hand card as a [Counter] Event; returns the game."""
    g = b.game
    g.apply(Action("no_block"))
    expect(g, "counter", P1)
    g.apply(Action("counter_event", b.hand[0]))
    return g


def second_attack(b: Board) -> None:
    """After `opponent_attacks` (P1 answered what it asks first): P1 takes
    the first attack without blocking or countering, and P2's second
    Character (`theirs[1]`) attacks P1's Leader."""
    g = b.game
    expect(g, "block", P1)
    g.apply(Action("no_block"))
    expect(g, "counter", P1)
    g.apply(Action("end_counters"))
    expect(g, "main", P2)
    g.apply(Action("attack", b.theirs[1], b.leader))
