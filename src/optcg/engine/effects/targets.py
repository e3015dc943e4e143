"""Finding cards, checking conditions and costs: the read-only half of effects."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from .. import stats
from ..constants import (CATEGORY_BY_NAME, CHARACTER, CHARACTER_AREA, DECK, MOD_CANNOT_BE_RESTED,
                         KEYWORD_BITS, LEADER_AREA, LIFE, STAGE_AREA, MOD_NO_LIFE_TO_HAND,
                         MOD_HAND_TRASHED, MOD_EVENT_ACTIVATED)
from ..carddef import CardDef
from ..records import OnceUsed
from ..state import GameState
from . import language as L
from .language import (Ability, BattledCharacter, DonAttached, DonMinus, OpponentsTurn, RestDon,
                       RestThis, TrashFromHand, YourTurn)

_FIELD: Final = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA)


def players_of(owner: str, ctl: int) -> tuple[int, ...]:
    if owner == L.YOU:
        return (ctl,)
    if owner == L.OPPONENT:
        return (1 - ctl,)
    return (ctl, 1 - ctl)


def area_cards(st: GameState, p: int, area: str, looked=()) -> list[int]:
    if area == L.FIELD:
        return [st.leaders[p], *st.chars[p], *st.stage[p]]   # (no method calls)
    if area == L.HAND:
        return list(st.hand[p])
    if area == L.TRASH:
        return list(st.trash[p])
    if area == L.HAND_OR_TRASH:
        return list(st.hand[p]) + list(st.trash[p])
    if area == L.DECK:
        return list(st.deck[p])
    if area == L.LIFE:
        return list(st.life[p][-1:])          # only the top card (CR 3-10-2)
    if area == L.LOOKED:
        # still in the deck (or the Life area, for LookAtAllLife)
        return [i for i in looked if st.owner[i] == p and (st.area[i] == DECK
                                                           or st.area[i] == LIFE)]
    raise ValueError(f"unknown area {area!r}")


def matches(st: GameState, i: int, c: L.Cards, src: int) -> bool:
    d = st.defs[i]
    if not matches_printed(d, i, c, src):
        return False
    if c.battled_with and not _battled_with(st, i, src):
        return False
    if c.cost_max is not None or c.cost_min is not None:
        cost = stats.cost(st, i)
        if c.cost_max is not None and cost > c.cost_max:
            return False
        if c.cost_min is not None and cost < c.cost_min:
            return False
    if c.power_max is not None or c.power_min is not None:
        p = stats.power(st, i) if st.area[i] in _FIELD else d.power
        if c.power_max is not None and p > c.power_max:
            return False
        if c.power_min is not None and p < c.power_min:
            return False
    if c.rested is not None and st.rested[i] != c.rested:
        return False
    if c.keyword is not None and not stats.keywords(st, i) & KEYWORD_BITS[c.keyword]:
        return False
    return _matches_more(st, i, c, src)


def matches_printed(d: CardDef, i: int, c: L.Cards, src: int) -> bool:
    """Whether card i (its definition d) fits description c of an effect of
    card src by what never changes in a game: its category, being src or
    not, its types, attributes, colors and names.  `matches` checks these
    first; optcg.rl.touched reads them alone, to know which cards an effect
    may ever reach."""
    ids = _CAT_CACHE.get(c.categories)            # _category_ids, without the call
    if ids is None:
        ids = _category_ids(c.categories)
    if d.category not in ids:
        return False
    if c.other_than_this and i == src:
        return False
    if c.this_card and i != src:
        return False
    if c.types and not _named(d.types, c.types) and not (     # (no generator made)
            c.or_names and _named(d.names, c.or_names)):
        return False
    if c.type_includes is not None and not any(c.type_includes in t for t in d.types):
        return False
    if c.attributes and not _named(d.attributes, c.attributes):
        return False
    if c.colors and not _named(d.colors, c.colors):
        return False
    if c.names and not _named(d.names, c.names):
        return False
    if c.exclude_names and _named(d.names, c.exclude_names):
        return False
    return True


def _named(names: tuple, wanted: tuple) -> bool:
    """Whether any of `names` (a card's names, types, colors...) is wanted."""
    for n in names:
        if n in wanted:
            return True
    return False


# -- more qualifiers -----------------------------------------------

def _matches_more(st: GameState, i: int, c: L.Cards, src: int) -> bool:
    d = st.defs[i]
    if c.base_power_max is not None or c.base_power_min is not None:
        p = stats.base_power(st, i)
        if c.base_power_max is not None and p > c.base_power_max:
            return False
        if c.base_power_min is not None and p < c.base_power_min:
            return False
    if c.base_cost_max is not None or c.base_cost_min is not None:
        b = stats.base_cost(st, i)
        if c.base_cost_max is not None and b > c.base_cost_max:
            return False
        if c.base_cost_min is not None and b < c.base_cost_min:
            return False
    if c.has_trigger is not None and d.has_trigger != c.has_trigger:
        return False
    if c.no_base_effect and not has_no_base_effect(d):
        return False
    if c.without_timing is not None and (not d.implemented or c.without_timing in d.by_timing):
        return False
    if c.no_counter and d.counter:
        return False
    if c.cost_max_count is not None and stats.cost(st, i) > description_count(
            st, c.cost_max_count, st.owner[src]):
        return False
    if c.don_min is not None and st.don[i] < c.don_min:
        return False
    return True


def description_count(st: GameState, what: str, p: int) -> int:
    """A count a description compares with (language.DON_ON_FIELD, ...), for
    player p."""
    if what == L.DON_ON_FIELD:
        return don_on_field(st, p)
    if what == L.OPPONENTS_LIFE:
        return len(st.life[1 - p])
    if what == L.YOUR_LIFE:
        return len(st.life[p])
    if what == L.OPPONENTS_DON:
        return don_on_field(st, 1 - p)
    if what == L.TOTAL_LIFE:
        return len(st.life[0]) + len(st.life[1])
    raise ValueError(f"unknown count {what!r}")


def _battled_with(st: GameState, i: int, src: int) -> bool:
    """Whether i is the card `src` battles (or battled: the
    end of the battle), as it was then (CR 7-1-5-2)."""
    b = st.battle
    if b is None:
        return False
    if b.attacker == src and st.incarnation[src] == b.attacker_incarnation:
        return i == b.target and st.incarnation[i] == b.target_incarnation
    if b.target == src and st.incarnation[src] == b.target_incarnation:
        return i == b.attacker and st.incarnation[i] == b.attacker_incarnation
    return False


def has_no_base_effect(d) -> bool:
    """CR 2-8-5: a card without card text (an unscripted card is never one)."""
    return (d.implemented and not d.abilities and not d.statics and not d.keywords
            and not d.has_trigger)


_CAT_CACHE: dict = {}


def _category_ids(names: tuple) -> frozenset:
    ids = _CAT_CACHE.get(names)
    if ids is None:
        ids = _CAT_CACHE[names] = frozenset(CATEGORY_BY_NAME[n] for n in names)
    return ids


def find(st: GameState, c: L.Cards, src: int, ctl: int, looked=()) -> list[int]:
    out = []
    for p in players_of(c.owner, ctl):
        for i in area_cards(st, p, c.area, looked):
            if matches(st, i, c, src):
                out.append(i)
    return out


def is_secret(area: str) -> bool:
    """Choices from secret areas may come up empty (CR 8-4-4-2)."""
    return area in (L.DECK, L.LIFE)


# The areas whose cards a player's opponent does not see: the hand (with or
# without the trash), the deck, the Life cards and the cards a player looks
# at (CR 3-1-5, 11-3).
_CONCEALED_AREAS: Final = frozenset((L.HAND, L.HAND_OR_TRASH, L.DECK, L.LIFE, L.LOOKED))


def concealed_choice(cards: L.Cards) -> bool:
    """Whether a choice of `cards` is among cards the other player cannot see
    (Game.conceal_decisions asks it whether or not one fits)."""
    if cards.area in _CONCEALED_AREAS:
        return True
    for alt in cards.alt:               # "... or 1 card from your hand"
        if concealed_choice(alt):
            return True
    return False


# -- conditions ----------------------------------------------------------------

def holds(st: GameState, cond, src: int, ctl: int) -> bool:
    if isinstance(cond, L.OnActivation):
        return holds(st, cond.condition, src, ctl)
    if isinstance(cond, DonAttached):
        return st.don[src] >= cond.count
    if isinstance(cond, YourTurn):
        return st.turn_player == ctl
    if isinstance(cond, OpponentsTurn):
        return st.turn_player != ctl
    if isinstance(cond, L.Has):
        return _has(st, cond, src, ctl)
    if isinstance(cond, L.CardIs):
        return _card_is(st, cond, src, ctl)
    if isinstance(cond, L.HasDifferentNames):
        return _compared(len(_names_of(st, cond.has.what, src, ctl)), cond.has)
    if isinstance(cond, L.HasFaceUpLife):
        return any(st.face_up[i] for i in st.life[ctl])
    if isinstance(cond, L.LeaderNameIncludes):
        return any(cond.text in n for n in st.defs[st.leaders[ctl]].names)
    if isinstance(cond, L.DonOnFieldEither):
        n = don_on_field(st, ctl)
        return n == cond.exactly or n >= cond.at_least
    if isinstance(cond, L.NotDrawnByThis):
        return OnceUsed(src, st.incarnation[src], L.DREW_MARK) not in st.once_used
    if isinstance(cond, L.WouldBeKOd):
        return True            # checked where the K.O. happens (ko_and_removal.ko_task)
    if isinstance(cond, L.BattledCharacterThisTurn):
        return OnceUsed(src, st.incarnation[src], L.BATTLED_MARK) in st.once_used
    if isinstance(cond, BattledCharacter):
        b = st.battle
        # a battle cut short before its Damage Step (CR 7-1-1-4, 7-1-2-3) was
        # with no Character that left: it is not a battle with it
        if b is None or b.cut_short or src not in (b.attacker, b.target):
            return False
        other = b.target if b.attacker == src else b.attacker
        # the other card may already be K.O.'d (CR 7-1-4-1-2, then 7-1-5-2)
        if cond.cards is not None and not (
                _battled_with(st, other, src) and matches(st, other, cond.cards, src)):
            return False
        return st.defs[other].category == CHARACTER and st.owner[other] != st.owner[src]
    return _holds_general(st, cond, src, ctl)


# -- general counts, comparisons, card checks, conjunctions --

def _has(st: GameState, cond: L.Has, src: int, ctl: int) -> bool:
    what = cond.what
    shape = _shape(what)
    if _WHOLE_HAND <= shape <= _DON_ON_FIELD:
        p = ctl if what.owner == L.YOU else 1 - ctl
        if shape == _WHOLE_HAND:
            return _compared(len(st.hand[p]), cond)
        if shape == _WHOLE_LIFE:
            return _compared(len(st.life[p]), cond)
        if shape == _WHOLE_TRASH:
            return _compared(len(st.trash[p]), cond)
        return _compared(don_on_field(st, p), cond)
    if isinstance(what, (L.Cards, L.DonCards)) and what.owner == L.EITHER:
        mine = replace(what, owner=L.YOU)
        return (_compared(count_of(st, mine, src, ctl), cond)
                or _compared(count_of(st, mine, src, 1 - ctl), cond))
    return _compared(count_of(st, what, src, ctl), cond)


def _names_of(st: GameState, what: L.Cards, src: int, ctl: int) -> set[str]:
    """The different card names among the cards `what` describes."""
    names: set[str] = set()
    for p in players_of(what.owner, ctl):
        for i in area_cards(st, p, what.area):
            if matches(st, i, what, src):
                names.add(st.defs[i].name)
    return names


def _compared(n: int, cond: L.Has) -> bool:
    if cond.compare == L.AT_LEAST:
        return n >= cond.count
    if cond.compare == L.AT_MOST:
        return n <= cond.count
    if cond.compare == L.LESS:
        return n < cond.count
    return n == cond.count


def _card_is(st: GameState, cond: L.CardIs, src: int, ctl: int) -> bool:
    i = _the_card(st, cond.card, src, ctl)
    if i < 0:
        return False
    c = cond.cards
    shape = _shape(c)
    if shape == _NAMED:
        return _named(st.defs[i].names, c.names)                    # CR 2-1-3
    if shape == _TYPED:
        types = st.defs[i].types
        for t in c.types:
            if t in types:
                return True
        return False
    if shape == _RESTED:
        return st.rested[i] == c.rested
    return matches(st, i, c, src)


# -- fast paths of the general conditions --
# Most conditions of the pool count a whole hand, Life area or trash, or the
# DON!! cards on a field, or ask only a card's name, type or state.  Has and
# CardIs say so with a description; its shape is found once per description
# object (the scripts' nodes live as long as the process), so that the test
# skips matching card by card.  A player's own card of a CardIs is always of
# the category its description names (the card text's subject).

_GENERAL: Final = 0
_WHOLE_HAND: Final = 1
_WHOLE_LIFE: Final = 2
_WHOLE_TRASH: Final = 3
_DON_ON_FIELD: Final = 4
_NAMED: Final = 5
_TYPED: Final = 6
_RESTED: Final = 7
_WHOLE_AREAS: Final = {L.HAND: _WHOLE_HAND, L.LIFE: _WHOLE_LIFE, L.TRASH: _WHOLE_TRASH}
_ALL_CATEGORIES: Final = (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE)
_SHAPES: dict[int, tuple[object, int]] = {}


def _shape(what: object) -> int:
    found = _SHAPES.get(id(what))
    if found is not None and found[0] is what:
        return found[1]
    shape = _shape_of(what)
    if len(_SHAPES) > 100000:        # descriptions made on the fly (tests) never pile up
        _SHAPES.clear()
    _SHAPES[id(what)] = (what, shape)
    return shape


def _shape_of(what: object) -> int:
    if isinstance(what, L.DonCards):
        plain = what.rested is None and not what.given and what.owner != L.EITHER
        return _DON_ON_FIELD if plain and what.owner != L.ANY else _GENERAL
    if not isinstance(what, L.Cards) or what.owner not in (L.YOU, L.OPPONENT, L.ANY):
        return _GENERAL
    whole = L.Cards(what.owner, what.area, _ALL_CATEGORIES)
    if what == whole and what.area in _WHOLE_AREAS and what.owner != L.ANY:
        return _WHOLE_AREAS[what.area]
    one = L.Cards(what.owner, what.area, what.categories)
    if what.names and what == replace(one, names=what.names):
        return _NAMED
    if what.types and what == replace(one, types=what.types):
        return _TYPED
    if what.rested is not None and what == replace(one, rested=what.rested):
        return _RESTED
    return _GENERAL


def _holds_general(st: GameState, cond, src: int, ctl: int) -> bool:
    if isinstance(cond, L.Compare):
        left = count_of(st, cond.left, src, ctl) + cond.by
        right = count_of(st, cond.right, src, ctl)
        if cond.op == L.AT_MOST:
            return left <= right
        if cond.op == L.LESS:
            return left < right
        if cond.op == L.MORE:
            return left > right
        return left == right
    if isinstance(cond, L.OnlyHave):
        chars = st.chars[ctl]
        for i in chars:
            if not matches(st, i, cond.cards, src):
                return False
        return len(chars) > 0
    if isinstance(cond, L.AllDonRested):
        given = don_on_field(st, ctl) - st.don_active[ctl] - st.don_rested[ctl]
        return st.don_active[ctl] == 0 and given == 0 and st.don_rested[ctl] > 0
    if isinstance(cond, L.PlayedThisTurn):
        return st.played_turn[src] == st.turn
    if isinstance(cond, L.LeaderMulticolored):
        return len(st.defs[st.leaders[ctl]].colors) >= 2
    if isinstance(cond, L.AllOf):
        return all_hold(st, cond.conditions, src, ctl)
    if isinstance(cond, L.HasEachNamed):
        for name in cond.names:
            if not find(st, replace(cond.cards, names=(name,)), src, ctl):
                return False
        return True
    if isinstance(cond, L.AnyOf):
        for c in cond.conditions:
            if holds(st, c, src, ctl):
                return True
        return False
    if isinstance(cond, L.NegatedIf):
        return not holds(st, cond.condition, src, ctl)
    if isinstance(cond, L.HandTrashedThisTurn):
        return any(m.kind == MOD_HAND_TRASHED and m.player == ctl for m in st.mods)
    if isinstance(cond, L.EventActivatedThisTurn):
        return any(m.kind == MOD_EVENT_ACTIVATED and m.player == ctl
                   and m.value >= cond.base_cost_min for m in st.mods)
    if isinstance(cond, L.YourTurnOrLater):
        # the first player's turns are 1, 3, 5...; the other's 2, 4, 6...
        own = (st.turn + 1) // 2 if ctl == st.first_player else st.turn // 2
        return own >= cond.count
    raise TypeError(f"unknown condition {cond!r}")


def _the_card(st: GameState, card: str, src: int, ctl: int) -> int:
    if card == "attacker":                  # the Character whose attack the effect answers
        b = st.battle
        return b.attacker if b is not None else -1
    if card == "leader":
        return st.leaders[ctl]
    if card == "opponent's leader":
        return st.leaders[1 - ctl]
    return src


def count_of(st: GameState, what, src: int, ctl: int) -> int:
    """How many cards a condition counts: a description (in any area, the
    whole Life area included) or DON!! cards on the field."""
    n = 0
    if isinstance(what, tuple):               # "cards in your Life area and hand"
        for part in what:
            n += count_of(st, part, src, ctl)
        return n
    if isinstance(what, L.OtherNamedCharacters):
        name = st.defs[src].name
        for p in players_of(what.owner, ctl):
            for i in st.chars[p]:
                if st.defs[i].name != name:
                    n += 1
        return n
    if isinstance(what, L.RestedCards):
        for p in players_of(what.owner, ctl):
            n += st.don_rested[p]
            for i in area_cards(st, p, L.FIELD):
                if st.rested[i]:
                    n += 1
        return n
    if isinstance(what, L.DonCards):
        for p in players_of(what.owner, ctl):
            if what.given:
                n += don_on_field(st, p) - st.don_active[p] - st.don_rested[p]
            elif what.rested is None:
                n += don_on_field(st, p)
            elif what.rested:
                n += st.don_rested[p]
            else:
                n += st.don_active[p]
        return n
    for p in players_of(what.owner, ctl):
        cards = st.life[p] if what.area == L.LIFE else area_cards(st, p, what.area)
        for i in cards:
            if matches(st, i, what, src):
                n += 1
    return n


def all_hold(st: GameState, conds: tuple, src: int, ctl: int) -> bool:
    for c in conds:
        if not holds(st, c, src, ctl):
            return False
    return True


def hold_when_fired(st: GameState, conds: tuple, src: int, ctl: int) -> bool:
    """The conditions checked as an auto effect's timing comes; those of
    "This effect can be activated when ..." wait for its activation."""
    for c in conds:
        if not isinstance(c, L.OnActivation) and not holds(st, c, src, ctl):
            return False
    return True


# -- costs ---------------------------------------------------------------------

def don_on_field(st: GameState, p: int) -> int:
    given = st.don[st.leaders[p]]
    for c in st.chars[p]:
        given += st.don[c]
    return st.don_active[p] + st.don_rested[p] + given


def can_pay(st: GameState, cost, src: int, ctl: int, spent: int = 0) -> bool:
    if isinstance(cost, RestDon):
        return st.don_active[ctl] - spent >= cost.count
    if isinstance(cost, DonMinus):
        return don_on_field(st, ctl) >= cost.count
    if isinstance(cost, RestThis):
        return (st.area[src] in _FIELD and not st.rested[src]
                and not (st.mods and stats.has_mod(st, src, MOD_CANNOT_BE_RESTED)))
    if isinstance(cost, TrashFromHand):
        hand = st.hand[ctl]
        # the card paying the cost cannot be one of the cards trashed for it
        return len(hand) - (1 if src in hand else 0) >= cost.count
    if isinstance(cost, L.StepCost):
        return step_cost_payable(st, cost.step, src, ctl, spent)
    if isinstance(cost, L.RestLeaderOrDon):
        return leader_restable(st, cost, ctl) or st.don_active[ctl] - spent > 0
    raise TypeError(f"unknown cost {cost!r}")


def leader_restable(st: GameState, cost: L.RestLeaderOrDon, ctl: int) -> bool:
    """Whether player ctl's Leader can pay "rest your <X>
    attribute Leader or 1 of your DON!! cards" (active, with the attribute)."""
    i = st.leaders[ctl]
    return (not st.rested[i] and cost.attribute in st.defs[i].attributes
            and not (st.mods and stats.has_mod(st, i, MOD_CANNOT_BE_RESTED)))


# -- costs written as actions (L.StepCost) ----------------------------------------

def cost_candidates(st: GameState, step, src: int, ctl: int, chosen=()) -> list[int]:
    """The cards the player may choose to carry out a cost step (CR 8-3-1):
    only cards the action can change (an active card to rest), never the
    card whose effect it is when it is being used from the hand."""
    t = type(step)
    if t is L.LifeCards:
        if step.to == L.HAND and life_to_hand_banned(st, ctl):
            return []
        life = st.life[ctl]
        ends = life[-1:] if "bottom" not in step.places else life[-1:] + life[:1]
        return [i for i in dict.fromkeys(ends) if i not in chosen]
    if t is L.TurnLife:
        return [i for i in turnable_life(st, step, ctl) if i not in chosen]
    if t is L.RestCards:
        return [i for i in rest_cards_candidates(st, players_of(step.owner, ctl)[0])
                if i not in chosen]
    target = step.target
    if not isinstance(target, L.Choose):
        return []
    out = []
    found = find(st, target.cards, src, ctl)
    for alt in target.cards.alt:        # "1 of your {X} type Characters or 1 card from your hand"
        found += [i for i in find(st, alt, src, ctl) if i not in found]
    for i in found:
        if i in chosen or (i == src and target.cards.area != L.FIELD):
            continue
        if t is L.Rest and st.rested[i]:
            continue
        out.append(i)
    return out


def life_to_hand_banned(st: GameState, p: int) -> bool:
    """Whether player p cannot add Life cards to their hand using their own
    effects now (L.NoLifeToHand)."""
    if not st.mods:
        return False
    for m in st.mods:
        if m.kind == MOD_NO_LIFE_TO_HAND and m.player == p:
            return True
    return False


def turnable_life(st: GameState, step: L.TurnLife, ctl: int) -> list[int]:
    """The Life cards "turn N cards from the top (or bottom) of your Life
    cards face-up" can turn: the top N when none of them is face-up already
    (official ruling on OP08-058), or for 1 card from the top or bottom,
    each end that is not face-up already, or with no places any card that
    is not so already."""
    life = st.life[ctl]
    n = step.count
    if len(life) < n:
        return []
    face_up = st.face_up
    if not step.places:
        return [i for i in life if face_up[i] != step.face_up]
    top = life[len(life) - n:]
    if "bottom" not in step.places:
        return top if all(face_up[i] != step.face_up for i in top) else []
    ends = dict.fromkeys(life[-1:] + life[:1])
    return [i for i in ends if face_up[i] != step.face_up]


def cost_count(step) -> int:
    """How many cards a cost step needs chosen (0: it chooses none)."""
    if type(step) is L.LifeCards or type(step) is L.TurnLife:
        return step.count
    target = getattr(step, "target", None)
    return target.count.high if isinstance(target, L.Choose) else 0


def this_payable(st: GameState, step, src: int) -> bool:
    """Whether the cost step can be done to the card itself ("rest this
    Character", "trash this Character")."""
    if st.area[src] not in _FIELD:
        return False
    return not (type(step) is L.Rest and st.rested[src])


def step_cost_payable(st: GameState, step, src: int, ctl: int, spent: int = 0) -> bool:
    t = type(step)
    if t is L.RestDonCards:
        return True                     # counted with the ① costs (can_pay_all)
    if t is L.TrashFromDeck:
        return len(st.deck[ctl]) >= step.count
    if t is L.RestCards:
        return st.don_active[ctl] - spent + len(rest_cards_candidates(st, ctl)) >= step.count.low
    if t is L.ReturnGivenDon:
        return don_on_field(st, ctl) - st.don_active[ctl] - st.don_rested[ctl] >= step.count
    if t is L.ReturnDon:
        return don_on_field(st, ctl) >= step.count.low
    if t is L.ReturnActiveDon:
        return st.don_active[ctl] - spent >= step.count
    if t is L.GiveActiveDon and st.don_active[ctl] - spent < step.count:
        return False
    if t is L.GiveOpponentDon and st.don_rested[1 - ctl] < step.count.high:
        return False                    # the card and the DON!! too
    if t is L.LifeCards or t is L.TurnLife or isinstance(getattr(step, "target", None), L.Choose):
        return len(cost_candidates(st, step, src, ctl)) >= cost_count(step)
    target = step.target
    if isinstance(target, L.This):
        return this_payable(st, step, src)
    if isinstance(target, L.Every):
        cards = find(st, target.cards, src, ctl)
        return bool(cards) and all(this_payable(st, step, i) for i in cards)
    return False


def rest_don_cards(costs: tuple) -> int:
    """The DON!! "rest N of your DON!! cards" costs rest (like ①)."""
    return sum(c.step.count for c in costs
               if isinstance(c, L.StepCost) and isinstance(c.step, L.RestDonCards))


def can_pay_all(st: GameState, costs: tuple, src: int, ctl: int, spent: int = 0,
                ability: Ability | None = None) -> bool:
    """CR 8-3-1-3: a cost that cannot be paid in full cannot be paid at all.

    A DON!! rested for ① stays on the field, so DON!! -X may still return it.
    """
    if ability is not None:
        rest, minus = ability.rest_don, ability.don_minus
    else:
        rest = sum(c.count for c in costs if isinstance(c, RestDon)) + rest_don_cards(costs)
        minus = sum(c.count for c in costs if isinstance(c, DonMinus))
    if rest and st.don_active[ctl] - spent < rest:
        return False
    if minus and don_on_field(st, ctl) < minus:
        return False
    chosen = False              # a part paid with cards the player chooses
    for c in costs:
        if isinstance(c, (RestDon, DonMinus)):
            continue
        if not can_pay(st, c, src, ctl, spent):
            return False
        if isinstance(c, L.StepCost):
            chosen = True
    # (_this_pays_twice finds nothing without such a part)
    if chosen and len(costs) > 1 and _this_pays_twice(st, costs, src, ctl):
        return False
    return True


def _this_pays_twice(st: GameState, costs: tuple, src: int, ctl: int) -> bool:
    """"Rest this Character and 1 of your Characters": the card paying one
    part cannot pay the other too, so a choice of cards must do without it."""
    for c in costs:             # a part this card pays
        if isinstance(c, RestThis) or (isinstance(c, L.StepCost)
                                       and isinstance(getattr(c.step, "target", None), L.This)):
            break
    else:
        return False
    for c in costs:
        if isinstance(c, L.StepCost) and cost_count(c.step):
            others = [i for i in cost_candidates(st, c.step, src, ctl) if i != src]
            if len(others) < cost_count(c.step):
                return True
    return False


# -- "rest N of your cards" ---------------------------------------------------------

def rest_cards_candidates(st: GameState, p: int) -> list[int]:
    """The cards "rest N of your cards" may rest besides DON!!: player p's
    active Leader, Characters and Stage that can be rested (official
    rulings on OP14-020, OP14-029)."""
    out = []
    for i in area_cards(st, p, L.FIELD):
        if not st.rested[i] and not (st.mods and stats.has_mod(st, i, MOD_CANNOT_BE_RESTED)):
            out.append(i)
    return out
