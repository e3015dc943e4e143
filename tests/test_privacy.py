"""What each player receives names no card that player may not see
(CR 3-1-5, 3-4-3, 10-1-5, 11-2, 11-3).

The oracle reads the state, not the filter: before and after each action it
lists, for each viewer, the cards in a secret area (the opponent's hand,
both decks, face-down Life, the opponent's [Trigger] card in no area)
except those the viewer is looking at (`st.looking`, CR 11-3).  A card an
event names must have been visible to the viewer before or after the
action, or the event must be a reveal to them (a reveal to both players,
or their own look).  The same goes for `game.view(p).to_dict()`, the options
of the viewer's decisions, `game.describe()` of each and their purpose.

Nor may anything else depend on what a viewer may not know.  Twin games,
the game with two hidden cards of one owner trading places (`swapped_twin`),
must give the same `game.determinized()` copy to a player who sees neither,
and must read the same to such a viewer (`check_wording`) when played on
alike, until one of the two cards is shown to them.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import optcg
from optcg import Action
from optcg.engine import events as E
from optcg.engine.constants import (CHARACTER_AREA, EVERYONE, HAND, LEADER_AREA, LIFE, NOWHERE,
                                    STAGE_AREA, TRASH)
from optcg.engine.events import events_for
from optcg.engine.records import ActivateTask, EffectTask
from optcg.engine.serialize import state_from_dict, state_to_dict
from optcg.testing import Scenario, answer
from optcg.text.english import log_lines, render

META = Path(__file__).resolve().parents[2] / "shared" / "decks" / "meta"
STARTERS = ("st01", "st02", "st03", "st04")
VIEWERS = (0, 1, None)


# -- the oracle ----------------------------------------------------------------------

def secret_cards(st, viewer, revealed: frozenset = frozenset()) -> set[int]:
    """The cards `viewer` (0, 1, None: a spectator) cannot see now; a
    [Trigger] card in no area is secret to its owner's opponent until it is
    revealed (`revealed`, CR 10-1-5-1)."""
    out: set[int] = set()
    for p in (0, 1):
        out.update(st.deck[p])
        out.update(i for i in st.life[p] if not st.face_up[i])
        if viewer != p:
            out.update(st.hand[p])
            out.update(i for i in range(len(st.area))
                       if st.area[i] == NOWHERE and st.owner[i] == p and i not in revealed)
    looking = st.looking
    if looking is not None and (looking.player == EVERYONE or looking.player == viewer):
        out.difference_update(looking.cards)
    return out


def _card_fields(kind) -> tuple[tuple[str, bool], ...]:
    """The fields of an event kind that name cards, from its annotations
    (not from the filter's table): (name, several)."""
    names = {name: getattr(ann, "__forward_arg__", ann)      # a ForwardRef or a str
             for name, ann in kind.__annotations__.items()}
    return tuple((name, ann == "CardIds") for name, ann in names.items()
                 if ann in ("CardId", "CardIds"))


_FIELDS: dict = {}


def named_cards(event) -> list[int]:
    kind = type(event)
    fields = _FIELDS.get(kind)
    if fields is None:
        fields = _FIELDS[kind] = _card_fields(kind)
    out = []
    for name, several in fields:
        value = getattr(event, name)
        out.extend(value if several else (value,))
    return [i for i in out if i >= 0]


def reveals_to(event, viewer) -> bool:
    """A reveal to both players (CR 11-2-1), or the viewer's own look (CR 11-3-1)."""
    return type(event) is E.Revealed or (type(event) is E.Looked and event.player == viewer)


def labels(st, cards) -> set[str]:
    return {f"{st.defs[i].name} ({st.defs[i].number})" for i in cards}


def unknowable_labels(st, before: set[int], after: set[int]) -> set[str]:
    """Labels of cards hidden before and after whose number no visible card
    shares: text naming one of them identifies a hidden card."""
    hidden = before & after
    visible = set(range(len(st.area))) - hidden
    return labels(st, hidden) - labels(st, visible)


class Leak(AssertionError):
    pass


_OPEN = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA, TRASH)


def check_events(game, new: list, viewer, before: set[int], after: set[int],
                 chosen: frozenset = frozenset()) -> None:
    """`chosen`: the cards of the action the viewer just chose (an option of
    their decision, checked there)."""
    st = game.state
    words = None
    shown = set(chosen)             # and those revealed earlier in `new`
    for e in events_for(new, viewer):
        if reveals_to(e, viewer):
            shown.update(named_cards(e))
            continue
        if type(e) is E.CardMoved and e.src == HAND and e.owner == viewer:
            continue            # a card of their own hand (drawn by this action, say)
        if type(e) is E.CardMoved and (e.dst in _OPEN or (e.dst == LIFE and e.face_up)):
            shown.add(e.card)   # put in the open, if only for a moment of this action
            continue
        for i in named_cards(e):
            if i in before and i in after and i not in shown:
                raise Leak(f"{e} names card {i} to {viewer}")
        text = render(e, st.defs)
        if text and "(" in text:
            if words is None:
                words = unknowable_labels(st, before - shown, after)
            for label in words:
                if label in text:
                    raise Leak(f"{text!r} names {label} to {viewer}")


def _ids(x, out: set[int]) -> None:
    if isinstance(x, dict):
        if "id" in x:
            out.add(x["id"])
        for y in x.values():
            _ids(y, out)
    elif isinstance(x, (list, tuple)):
        for y in x:
            _ids(y, out)


def check_view(game, p: int, hidden: set[int]) -> None:
    shown: set[int] = set()
    _ids(game.view(p).to_dict(), shown)
    leaked = shown & hidden
    if leaked:
        raise Leak(f"view of P{p + 1} shows hidden cards {sorted(leaked)}")


# Action kinds whose `target` is a card (the others: an ability, a number)
_CARD_TARGETS = ("play", "give_don", "attack", "use_counter")


def option_cards(a) -> list[int]:
    cards = [a.card] if a.card >= 0 and a.kind != "concede" else []
    if a.kind in _CARD_TARGETS and a.target >= 0:
        cards.append(a.target)
    return cards


def check_decision(game, hidden: set[int]) -> None:
    """`hidden`: the cards the deciding player could not see when this run
    of decisions of one kind began (the cards of their hand they just put on
    their deck, to arrange, are theirs to know) nor now."""
    st = game.state
    d = game.decision
    words = None
    attacker = st.battle.attacker if st.battle is not None else -1
    if d.card >= 0 and d.card in hidden and d.card != attacker:
        # (the attacker was declared in the open, CR 7-1-1, and stays the
        # subject of the Counter Step after an effect returns it to the hand)
        raise Leak(f"the {d.kind} decision of P{d.player + 1} names hidden card {d.card}")
    purpose = d.purpose
    if purpose is not None and purpose.card >= 0 and purpose.card in hidden \
            and purpose.card != attacker:
        raise Leak(f"the purpose of the {d.kind} decision of P{d.player + 1} names hidden "
                   f"card {purpose.card}")
    texts = [game.describe(a) for a in d.options]
    if purpose is not None:
        texts.append(purpose.text)
    for a in d.options:
        for i in option_cards(a):
            if i in hidden:
                raise Leak(f"option {a} of P{d.player + 1} names hidden card {i}")
    for text in texts:
        if "(" in text:
            if words is None:
                words = labels(st, hidden) - labels(st, set(range(len(st.area))) - hidden)
            for label in words:
                if label in text:
                    raise Leak(f"{text!r} names {label} to P{d.player + 1}")


# -- determinization (Game.determinized) -------------------------------------------------

# the fields of the saved records that hold a card id, or (card, ability) pairs
_CARD_FIELDS = ("card", "attacker", "target", "cards", "slots", "deck")
_PAIR_FIELDS = ("tried", "source")
_PER_CARD = ("area", "incarnation", "rested", "don", "played_turn", "face_up")


def _swapped(x, a: int, b: int):
    if isinstance(x, list):
        return [_swapped(y, a, b) for y in x]
    if isinstance(x, int) and not isinstance(x, bool):
        return b if x == a else a if x == b else x
    return x


def _swap_in_record(r: dict, a: int, b: int) -> None:
    for name, value in r.items():
        if name in _CARD_FIELDS:
            r[name] = _swapped(value, a, b)
        elif name in _PAIR_FIELDS:
            if isinstance(value, int):                  # Modifier.source: a card
                r[name] = _swapped(value, a, b)
            elif value and isinstance(value[0], list):  # tried: pairs
                r[name] = [[_swapped(v[0], a, b), v[1]] for v in value]
            elif value:                                 # source: one pair
                r[name] = [_swapped(value[0], a, b), value[1]]


def swapped_twin(game, a: int, b: int, log: list | None = None):
    """The game with hidden cards `a` and `b` trading places, and every
    record that names one naming the other (read from the save format,
    field by field): a game whoever cannot see either card cannot tell
    from this one."""
    st = game.state
    if not {a, b} & pending_cards(game, every=True):
        # no record names either: trading places in the lists is all
        s = st.clone()
        for name in _PER_CARD:
            lst = getattr(s, name)
            lst[a], lst[b] = lst[b], lst[a]
        for pair in (s.deck, s.hand, s.life):
            for lst in pair:
                for k, i in enumerate(lst):
                    if i == a or i == b:
                        lst[k] = b if i == a else a
        return optcg.Game(s, log)
    d = state_to_dict(st)
    for name in _PER_CARD:
        if name in d:
            lst = d[name]
            lst[a], lst[b] = lst[b], lst[a]
    for name in ("deck", "hand", "life"):
        d[name] = _swapped(d[name], a, b)
    for name in ("mods", "pending", "once_used", "delayed", "tasks"):
        for r in d[name]:
            _swap_in_record(r, a, b)
    for name in ("battle", "looking"):
        if d[name] is not None:
            _swap_in_record(d[name], a, b)
    if d["decision"] is not None:
        d["decision"][2] = _swapped(d["decision"][2], a, b)
    defs = {x.number: x for x in st.defs}
    return optcg.Game(state_from_dict(d, defs.__getitem__), log)


def pending_cards(game, every: bool = False) -> set[int]:
    """The cards the pending work names (the records' card fields, by name);
    `every`: and the other records (modifiers, the battle, abilities used)."""
    st = game.state
    out: set = set()
    records = [*st.tasks, *st.pending, *st.delayed, *((st.looking,) if st.looking else ())]
    if every:
        records += [*st.mods, *st.once_used, *((st.battle,) if st.battle else ())]
    for r in records:
        for name in getattr(r, "FIELDS", ()):
            if name in _CARD_FIELDS or name in _PAIR_FIELDS:
                stack = [getattr(r, name)]
                while stack:
                    v = stack.pop()
                    if isinstance(v, tuple):
                        stack.extend(v)
                    elif isinstance(v, int) and not isinstance(v, bool):
                        out.add(v)
    if st.decision is not None:
        out.add(st.decision.card)
    return {i for i in out if i >= 0}


def effect_sources(st) -> set[int]:
    """The cards whose effects are under way or waiting: whatever hidden
    place one has gone to since (a Character returned to the hand by its
    own cost), both players saw it when its effect activated."""
    tasks = [t for t in st.tasks if isinstance(t, (EffectTask, ActivateTask))]
    return {r.card for r in (*tasks, *st.pending, *st.delayed)}


def check_determinized(game, p: int, hidden: set[int], rng: random.Random) -> None:
    """`game.determinized(p, seed)` depends only on what P`p` may know
    (CR 3-1-5): the same copy for a game whose two hidden cards of one
    owner traded places, one of them a card the pending work names when
    there is one."""
    st = game.state
    b = st.battle
    hidden = hidden - ({b.attacker, b.target} if b is not None else set())  # shown in the view
    hidden = hidden - effect_sources(st)     # seen when their effects activated (CR 8-1-3)
    for q in (0, 1):
        mine = sorted(i for i in hidden if st.owner[i] == q)
        if len(mine) < 2:
            continue
        named = sorted(set(mine) & pending_cards(game))
        a = rng.choice(named) if named else rng.choice(mine)
        other = rng.choice([i for i in mine if i != a])
        twin = swapped_twin(game, a, other)
        seed = rng.randrange(1 << 30)
        one = state_to_dict(game.determinized(p, seed).state)
        two = state_to_dict(twin.determinized(p, seed).state)
        if one != two:
            diff = [k for k in one if one[k] != two[k]]
            raise Leak(f"P{p + 1}'s determinized copy differs in {diff} when hidden cards "
                       f"{a} and {other} trade places")


# -- wording: what a player reads depends on nothing hidden from them ---------------------

# the answers that do the least: a run of them keeps two twin games comparable
_QUIET = ("decline_trigger", "decline", "no_block", "end_counters", "select_done",
          "end_phase")
TWIN_STEPS = 3


def _swap_action(a, x: int, y: int):
    def f(i):
        return y if i == x else x if i == y else i
    if a.kind in _CARD_TARGETS:
        return Action(a.kind, f(a.card), f(a.target))
    return Action(a.kind, f(a.card), a.target)


def _quiet(options):
    return next((a for a in options if a.kind in _QUIET), None)


def _told(game, viewer, x: int, y: int, swap: bool) -> list:
    """The events `viewer` is told (the twin's with x and y named back), up
    to the first that shows them x or y."""
    out = []
    for e in events_for(game.events, viewer):
        shown = named_cards(e)
        if x in shown or y in shown:
            break
        if swap and shown:
            kind = type(e)
            e = e._replace(**{name: tuple(_swapped(list(getattr(e, name)), x, y)) if several
                              else _swapped(getattr(e, name), x, y)
                              for name, several in _FIELDS[kind]})
        out.append(e)
    return out


def _lines(events, defs) -> list[str]:
    return [text for text in (render(e, defs) for e in events) if text is not None]


def check_wording(game, action, rng: random.Random) -> None:
    """Two games that differ only in two cards of one owner that a viewer
    cannot see (a card of the hand or the top Life card, and a card of the
    deck), played on from `action` by the same answers while the deciding
    player's options agree and then by the quietest answers, must read the
    same to that viewer until one of the cards is shown to them (CR 3-1-5,
    3-4-3): no wording may depend on a hidden fact."""
    st = game.state
    q = rng.randrange(2)
    deck = st.deck[q]
    # a card whose effect is resolving is known by that effect, even back in
    # the hand (OP16-045 returning itself as its own cost): not swapped
    running = {t.card for t in st.tasks if isinstance(t, EffectTask)}
    firsts = [i for i in (*st.hand[q], *st.life[q][-1:])
              if not st.face_up[i] and i not in running]
    if not deck or not firsts:
        return
    x, y = rng.choice(firsts), rng.choice(deck)
    if st.defs[x].number == st.defs[y].number:
        return
    viewers = [v for v in VIEWERS if {x, y} <= secret_cards(st, v)]
    if not viewers:
        return
    one = optcg.Game(st.clone(), [])
    two = swapped_twin(game, x, y, [])
    a1, a2 = action, _swap_action(action, x, y)
    if a2 not in two.legal_actions():
        return                                      # the player chose by the card itself
    for _ in range(TWIN_STEPS):                    # in step while the options agree
        one.apply(a1)
        two.apply(a2)
        if one.over or two.over:
            break
        d1, d2 = one.decision, two.decision
        if (d1.player, d1.kind, d1.options) != \
                (d2.player, d2.kind, tuple(_swap_action(a, x, y) for a in d2.options)):
            break
        a1 = _quiet(d1.options) or d1.options[0]
        a2 = _swap_action(a1, x, y)
    for g in (one, two):                            # then each by the quietest answers
        for _ in range(TWIN_STEPS):
            quiet = None if g.over else _quiet(g.decision.options)
            if quiet is None:
                break
            g.apply(quiet)
    for v in viewers:
        told1, told2 = _told(one, v, x, y, False), _told(two, v, x, y, True)
        n = min(len(told1), len(told2))
        if told1[:n] == told2[:n]:
            continue
        lines1, lines2 = _lines(told1, st.defs), _lines(told2, st.defs)
        n = min(len(lines1), len(lines2))
        for k in range(n):
            if lines1[k] != lines2[k]:
                who = "a spectator" if v is None else f"P{v + 1}"
                raise Leak(f"{who} reads {lines1[k]!r} or {lines2[k]!r} as card {x} or card "
                           f"{y} of P{q + 1} lies in the hand, Life or deck")


WORDING_EVERY = 32          # decisions between two checks of the wording
# the answers that start abilities, checked more often (play_checked)
_STARTS = ("play", "activate", "counter_event")


DETERMINIZE_EVERY = 32      # decisions between two checks of Game.determinized


def play_checked(game, seed: int, max_actions: int = 3000, starts_every: int = 3) -> int:
    """A random game, every step checked, and the wording of twin games
    after one answer that starts abilities in `starts_every`; returns the
    number of actions."""
    rng = random.Random(seed)
    st = game.state
    revealed: frozenset = frozenset()
    secret = {v: secret_cards(st, v) for v in VIEWERS}
    for v in VIEWERS:
        check_events(game, game.events, v, secret[v], secret[v])
    steps = 0
    run, run_hidden, previous = None, set(), secret
    det_rng = random.Random(seed ^ 0x5EED)
    while not game.over and steps < max_actions:
        d = game.decision
        if (d.player, d.kind) != run:
            run = (d.player, d.kind)
            run_hidden = previous[d.player] & secret[d.player]
        check_view(game, d.player, secret[d.player])
        check_decision(game, secret[d.player] & run_hidden)
        named = pending_cards(game)
        for v in (0, 1):
            if det_rng.randrange(DETERMINIZE_EVERY) == 0 or named & secret[v]:
                check_determinized(game, v, secret[v], det_rng)
        mark = len(game.events)
        action = rng.choice(game.legal_actions())
        every = starts_every if action.kind in _STARTS else WORDING_EVERY
        if det_rng.randrange(every) == 0:
            check_wording(game, action, det_rng)
        chosen = {v: frozenset() for v in VIEWERS}
        chosen[d.player] = frozenset(option_cards(action))
        game.apply(action)
        steps += 1
        new = game.events[mark:]
        revealed = frozenset(i for i in revealed.union(*(e.cards for e in new
                                                         if type(e) is E.Revealed))
                             if st.area[i] == NOWHERE)
        after = {v: secret_cards(st, v, revealed) for v in VIEWERS}
        for v in VIEWERS:
            check_events(game, new, v, secret[v], after[v], chosen[v])
        previous, secret = secret, after
    for p in (0, 1):
        check_view(game, p, secret[p])
    return steps


# -- 1,000 seeded games ---------------------------------------------------------------

STARTER_GAMES = 40          # 16 pairings: 640 games


@pytest.mark.slow
@pytest.mark.parametrize("deck1", STARTERS)
def test_starter_games_leak_nothing(deck1):
    """Every pairing of the built-in starter decks (640 games; with the
    tournament decks' 400, about 30 s of CPU on the development machine)."""
    base = 10_000 * (STARTERS.index(deck1) + 1)
    games = 0
    for k, deck2 in enumerate(STARTERS):
        for n in range(STARTER_GAMES):
            seed = base + 100 * k + n
            play_checked(optcg.new_game(deck1, deck2, seed=seed), seed)
            games += 1
    assert games == STARTER_GAMES * len(STARTERS)


def _automated_meta_decks() -> list[Path]:
    from optcg.decks.meta import deck_status
    return [p for p in sorted(META.glob("*.txt")) if deck_status(p)[0].automated]


META_GAMES = 400            # with the starters: 1,040 games


@pytest.mark.slow
def test_tournament_deck_games_leak_nothing():
    """Every fully automated tournament deck of ../shared/decks/meta, each
    against the next ones in turn."""
    if not META.is_dir():
        pytest.skip("../shared/decks/meta is absent: the tournament decks are not here")
    decks = _automated_meta_decks()
    assert decks, "no tournament deck plays fully automated"
    for n in range(META_GAMES):
        a = decks[n % len(decks)]
        b = decks[(n // len(decks) + 1 + n) % len(decks)]
        seed = 50_000 + n
        play_checked(optcg.new_game(str(a), str(b), seed=seed), seed)


PRIVACY_DECKS = sorted((Path(__file__).parent / "data" / "privacy").glob("*.txt"))
PRIVACY_GAMES = 12          # per pairing: 3 decks against themselves and 2 starters, 180 games


@pytest.mark.slow
@pytest.mark.parametrize("deck1", PRIVACY_DECKS, ids=lambda p: p.stem)
def test_games_of_the_decks_built_for_this_test_leak_nothing(deck1):
    """tests/data/privacy: decks that choose among face-down Life cards, look
    at either player's top Life card, put cards of the hand on the deck
    unrevealed and pay costs that need a certain card of the hidden hand:
    what the starter and tournament decks meet too seldom."""
    base = 70_000 + 1000 * PRIVACY_DECKS.index(deck1)
    opponents = [*map(str, PRIVACY_DECKS), "st01", "st03"]
    for k, deck2 in enumerate(opponents):
        for n in range(PRIVACY_GAMES):
            seed = base + 100 * k + n
            play_checked(optcg.new_game(str(deck1), deck2, seed=seed), seed, starts_every=1)


def test_the_oracle_reads_the_card_fields_of_every_kind():
    assert named_cards(E.CardMoved(1, "", 7, 0, 0, 1, 0, True, False, E.ALL)) == [7]
    assert named_cards(E.Looked(1, "", 0, 0, 0, 2, (5, E.HIDDEN), 1)) == [5]
    assert named_cards(E.BattleResult(1, "", 3, 4, 1000, 2000, False, 0)) == [3, 4]
    assert named_cards(E.Drew(1, "", 0, 2)) == []


def test_the_oracle_catches_a_leak():
    """An event that names a card of the opponent's hand to them fails."""
    game = optcg.new_game("st01", "st02", seed=3)
    st = game.state
    card = st.hand[1][0] if st.hand[1] else st.deck[1][0]
    leak = E.CardMoved(st.turn, "8-4-3", card, 1, 1, 1, 0, True, False, E.ALL)
    hidden = secret_cards(st, 0)
    with pytest.raises(Leak):
        check_events(game, [leak], 0, hidden, hidden)
    private = leak._replace(seen=E.only(1))
    check_events(game, [private], 0, hidden, hidden)        # redacted for P1: fine


# -- leaks found and fixed ---------------------------------------------------------------

def test_a_card_put_from_the_hand_on_the_deck_is_not_named_to_the_opponent():
    """EB03-034 places a card of its owner's hand at the top of their deck: the
    opponent is told a card went there, not which (the log named it)."""
    s = Scenario()
    linlin = s.p1.hand("EB03-034")[0]
    kept = s.p1.hand("ST01-012")[0]
    s.p1.deck("ST01-006", "ST01-006")
    s.p1.don(active=7)
    game = s.build()
    game.apply(Action("play", linlin))
    answer(game, "select", Action("select", kept))
    moved = [e for e in game.events if type(e) is E.CardMoved and e.dst == 0]
    assert moved and moved[0].card in game.state.deck[0]
    mine, theirs = log_lines(game, 0), log_lines(game, 1) + log_lines(game, None)
    name = game.state.defs[moved[0].card].name
    assert any(f"{name} (" in line and "top of P1's deck" in line for line in mine)
    assert not any("top of P1's deck" in line and f"{name} (" in line for line in theirs)
    assert any(line.startswith("A card is placed at the top of P1's deck") for line in theirs)


def test_the_top_or_bottom_life_card_is_chosen_by_place_not_by_id():
    """OP11-106's cost "add 1 card from the top or bottom of your Life cards to
    your hand" offered the two face-down Life cards by id, naming them to
    their owner (CR 3-1-5): the options are now the places, 0 the top and 1
    the bottom, and the card at the chosen place is taken."""
    s = Scenario()
    zeus = s.p1.hand("OP11-106")[0]
    top, bottom = s.p1.life("ST01-006", "ST01-012")       # the top card first
    s.p2.character("ST01-006")
    s.p1.don(active=5)
    game = s.build()
    game.apply(Action("play", zeus))
    answer(game, "confirm", Action("accept"), 0)
    d = game.decision
    assert d.kind == "select" and d.player == 0
    assert {(a.kind, a.card, a.target) for a in d.options} == {("number", -1, 0),
                                                               ("number", -1, 1)}
    assert not any("Life" in game.describe(a) and "(" in game.describe(a) for a in d.options)
    game.apply(Action("number", -1, 1))
    assert bottom in game.state.hand[0] and top in game.state.life[0]
