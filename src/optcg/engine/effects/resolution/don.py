"""Steps on DON!! cards (CR 6-5-5, 10-2-10): give, add, set active, rest,
return and move."""

from __future__ import annotations

from ...actions import COST_AREA_DON, NUMBER_CHOICE, SELECT_CARD, Action
from ...constants import (CHARACTER, CHARACTER_AREA, LEADER_AREA, MOD_NO_DON_ACTIVE_BY_CHARACTERS,
                          ActionKind, DecisionKind)
from ... import events as E
from ...records import player_mod
from ...state import GameState
from .. import instructions as I
from .. import language as L
from ..targets import find, players_of
from ..triggers import became_rested, don_given, don_returned
from ..runtime import (limits, Frame, STOP, WAIT, ask_number, duration, how_many, pause, resolves,
                       resolves_each)
from .restrictions import s_rest


def pay_don_minus(st: GameState, f: Frame, count: int, player: int = -1):
    """DON!! -X (CR 8-3-1-6): the player picks where each DON!! comes from
    (`player`: the one who returns them, when not f's)."""
    p = f.ctl if player < 0 else player
    while f.sub < count:
        sources = don_sources(st, p)
        if not sources:
            if st.listeners:
                don_returned(st, p, f.sub, f.ctl)
            return STOP                         # CR 8-3-1-3-1: paid what we could
        if len(sources) > 1 or st.strict:
            return pause(st, f, p, DecisionKind.RETURN_DON)
        return_one_don(st, p, sources[0])
        f.sub += 1
    if st.listeners:
        don_returned(st, p, count, f.ctl)
    return None


def don_sources(st: GameState, p: int) -> list[Action]:
    out = []
    if st.don_rested[p]:
        out.append(Action(ActionKind.RETURN_DON, -1, 0))
    if st.don_active[p]:
        out.append(Action(ActionKind.RETURN_DON, -1, 1))
    for i in (st.leaders[p], *st.chars[p]):
        if st.don[i]:
            out.append(Action(ActionKind.RETURN_DON, i))
    return out


def return_one_don(st: GameState, p: int, a: Action) -> None:
    """The DON!! of option `a` (a RETURN_DON option) to p's DON!! deck."""
    if a.card == -1:
        if a.target == 0:
            st.don_rested[p] -= 1
        else:
            st.don_active[p] -= 1
    else:
        st.don[a.card] -= 1
    st.don_deck[p] += 1
    if st.log is not None:
        state = "given" if a.card >= 0 else "active" if a.target else "rested"
        st.log.append(E.DonReturned(st.turn, "10-2-10", p, 1, state, a.card))


@resolves(L.RestDonOrCharacter)
def s_rest_don_or_character(st, f, step, targets):
    """One choice among the opponent's active DON!! cards and the matching
    Characters: f.sub counts the cards rested so far."""
    if f.sub >= step.count.high or not don_or_character_options(st, f, step):
        return None
    return pause(st, f, f.ctl, DecisionKind.SELECT)


def don_or_character_options(st: GameState, f: Frame, step) -> list:
    """A Character by SELECT_CARD; "one of the opponent's active DON!! cards"
    by the DON option of an active DON!! of the cost area (the active ones
    are alike: one option).  A rested Character is not offered: resting it
    would do nothing."""
    out: list = [SELECT_CARD[i] for i in find(st, step.cards, f.src, f.ctl)
                 if not st.rested[i]]
    if st.don_active[1 - f.ctl]:
        out.append(COST_AREA_DON[1])
    return out


def rest_don_or_character_one(st: GameState, f: Frame, action: Action) -> None:
    opp = 1 - f.ctl
    if action.kind == ActionKind.DON:
        st.don_active[opp] -= 1
        st.don_rested[opp] += 1
        if st.log is not None:
            st.log.append((E.DonRested, st.turn, "8-4-3", f.ctl, opp, 1, False))
    else:
        st.rested[action.card] = True
        if st.log is not None:
            st.log.append((E.Rested, st.turn, "8-4-3", action.card, -1, False))
        if st.listeners:
            became_rested(st, action.card, f.ctl)
    f.sub += 1


@resolves_each(L.GiveDonEach)
def e_give_don_each(st, f, step, targets, scratch):
    """Each target in turn: up to `count` rested DON!!, as many as the player
    picks (0 for one lets another have them: official ruling on OP04-004)."""
    p = f.ctl
    done = f.slots[scratch]
    todo = [i for i in targets if i not in done and st.area[i] in (LEADER_AREA, CHARACTER_AREA)]
    if not todo:
        f.slots[scratch] = ()
        return None
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    t = todo[0]
    st.don_rested[p] -= n
    st.don[t] += n
    f.slots[scratch] = done + (t,)
    if st.log is not None:
        st.log.append((E.DonGiven, st.turn, "6-5-5", p, p, n, t, "rested", 0, -1))
    if n and st.listeners:
        don_given(st, t, n)
    return f.pc                                         # the next target


def rest_cards_don_limit(st: GameState, f: Frame, step) -> int:
    """How many DON!! "rest up to N of ... cards" may still rest after the
    cards chosen for it (the slot of the "each" instruction running)."""
    instr = f.ability.code[f.pc]
    chosen = len(f.slots[instr.chosen]) if type(instr) is I.Each and instr.chosen >= 0 else 0
    return min(step.count.high - chosen, st.don_active[players_of(step.owner, f.ctl)[0]])


@resolves_each(L.RestCards)
def e_rest_cards(st, f, step, targets, scratch):
    """"rest up to N of your opponent's cards": the cards chosen, then how
    many of the owner's active DON!! make up the rest of the N."""
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    r = s_rest(st, f, step, targets)        # WAIT when a replacement may apply
    rest_don_of(st, f, players_of(step.owner, f.ctl)[0], n)
    return r


def rest_don_of(st: GameState, f: Frame, p: int, n: int) -> None:
    if n <= 0:
        return
    st.don_active[p] -= n
    st.don_rested[p] += n
    if st.log is not None:
        st.log.append((E.DonRested, st.turn, "8-4-3", f.ctl, p, n, False))


@resolves(L.GiveActiveDon)
def s_give_active_don(st, f, step, targets):
    p = f.ctl
    for t in targets[:1]:
        n = min(step.count, st.don_active[p])
        st.don_active[p] -= n
        st.don[t] += n
        if st.log is not None:
            st.log.append((E.DonGiven, st.turn, "6-5-5", p, p, n, t, "active", 0, -1))
        if n and st.listeners:
            don_given(st, t, n)


@resolves(L.GiveOpponentDon)
def s_give_opponent_don(st, f, step, targets):
    """The opponent's rested DON!! to one of their Characters, as the
    player who activated the effect picks (official ruling on OP15-026)."""
    opp = 1 - f.ctl
    return give_rested_don(st, f, step, [i for i in targets if st.owner[i] == opp], opp)


def moving_target(st: GameState, f: Frame) -> int:
    """MoveGivenDon: the card the DON!! go to (the "each" instruction's slot)."""
    instr = f.ability.code[f.pc]
    chosen = [i for i in f.slots[instr.chosen_slot()]
              if st.area[i] in (LEADER_AREA, CHARACTER_AREA)]
    return chosen[0] if chosen else -1


def moving_don_sources(st: GameState, f: Frame) -> list[Action]:
    """The player's other cards with DON!! given, for MoveGivenDon."""
    t = moving_target(st, f)
    p = f.ctl
    return [Action(ActionKind.RETURN_DON, i) for i in (st.leaders[p], *st.chars[p])
            if st.don[i] and i != t]


@resolves_each(L.MoveGivenDon)
def e_move_given_don(st, f, step, targets, scratch):
    """How many DON!! first (kept in `scratch`), then each from the card the
    player picks (f.sub counts them)."""
    t = moving_target(st, f)
    if t < 0:
        return None
    if not f.slots[scratch]:
        n = how_many(st, f, step)
        if n == WAIT:
            return WAIT
        if n == 0:
            return None
        f.slots[scratch] = (n,)
        f.sub = 0
    while f.sub < f.slots[scratch][0]:
        sources = moving_don_sources(st, f)
        if not sources:
            break
        if len(sources) > 1 or st.strict:
            return pause(st, f, f.ctl, DecisionKind.RETURN_DON)
        move_given_don(st, sources[0].card, t)
        f.sub += 1
    f.slots[scratch] = ()
    return None


def move_given_don(st: GameState, source: int, t: int) -> None:
    st.don[source] -= 1
    st.don[t] += 1
    if st.log is not None:
        st.log.append((E.DonGiven, st.turn, "6-5-5", st.owner[t], st.owner[source], 1, t, "",
                                   0, source))
    if st.listeners:
        don_given(st, t, 1)


@resolves(L.NoDonActiveByCharacters)
def s_no_don_active_by_characters(st, f, step, targets):
    p = f.ctl
    st.mods.append(player_mod(MOD_NO_DON_ACTIVE_BY_CHARACTERS, p, 0,
                              duration(st, f, step.duration), p, f.src))
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "8-1-4-2", p, E.NO_DON_ACTIVE_BY_CHARACTERS,
                                           0, step.duration))


def don_active_banned(st: GameState, f: Frame) -> bool:
    """Whether f is a Character's effect and its player cannot set DON!!
    as active using Character effects now (L.NoDonActiveByCharacters)."""
    if st.defs[f.src].category != CHARACTER:
        return False
    for m in st.mods:
        if m.kind == MOD_NO_DON_ACTIVE_BY_CHARACTERS and m.player == f.ctl:
            return True
    return False


def owners_don_limit(st: GameState, f: Frame, step) -> int:
    """GiveDonToOwner: the rested DON!! of the chosen card's owner (the
    slot of the "act" instruction running)."""
    q = owner_of_recipient(st, f)
    if q < 0:
        return 0
    if not step.rested:             # 0 none, 1 a rested one, 2 an active one
        return (st.don_rested[q] > 0) + (st.don_active[q] > 0)
    return min(step.count.high, st.don_rested[q])


def owner_of_recipient(st: GameState, f: Frame) -> int:
    """GiveDonToOwner: the owner of the card chosen to receive the DON!!, -1
    before it is chosen."""
    instr = f.ability.code[f.pc]
    chosen = f.slots[instr.slot] if type(instr) is I.Act and instr.slot >= 0 else ()
    return st.owner[chosen[0]] if chosen else -1


def owners_don_options(st: GameState, f: Frame) -> list[Action]:
    """GiveDonToOwner "1 DON!! card from its owner's cost area": none, or
    which DON!!, a rested or an active one (official rulings on OP15-023),
    each a DON option (the chosen number is 1 for rested, 2 for active)."""
    q = owner_of_recipient(st, f)
    out = [NUMBER_CHOICE[0]]
    if q >= 0 and st.don_rested[q]:
        out.append(COST_AREA_DON[0])
    if q >= 0 and st.don_active[q]:
        out.append(COST_AREA_DON[1])
    return out


@resolves(L.GiveDonToOwner)
def s_give_don_to_owner(st, f, step, targets):
    """Up to N rested DON!! of the chosen card's owner's cost area to it
    (official rulings on OP15-010)."""
    targets = [i for i in targets if st.area[i] in (LEADER_AREA, CHARACTER_AREA)]
    if not targets:
        return None
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    t = targets[0]
    p = st.owner[t]
    active = False
    if not step.rested and n:       # "1 DON!! card from its owner's cost area"
        active = n == 2 or not st.don_rested[p]
        n = 1
    if active:
        st.don_active[p] -= n
    else:
        st.don_rested[p] -= n
    st.don[t] += n
    if st.log is not None:
        st.log.append((E.DonGiven, st.turn, "6-5-5", f.ctl, p, n, t,
                                   "active" if active else "rested", 0, -1))
    if n and st.listeners:
        don_given(st, t, n)
    return None


@resolves(L.GiveDon)
def s_give_don(st, f, step, targets):
    return give_rested_don(st, f, step, targets, f.ctl)


def give_rested_don(st: GameState, f: Frame, step, targets: list[int], owner: int):
    """Up to the step's count of `owner`'s rested DON!! to the first of
    `targets` still a Leader or Character (CR 6-5-5), as many as the player picks."""
    targets = [i for i in targets if st.area[i] in (LEADER_AREA, CHARACTER_AREA)]
    if not targets:
        return None
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    t = targets[0]
    st.don_rested[owner] -= n
    st.don[t] += n
    if st.log is not None:
        st.log.append((E.DonGiven, st.turn, "6-5-5", f.ctl, owner, n, t, "rested", 0, -1))
    if n and st.listeners:
        don_given(st, t, n)
    return None


@resolves(L.AddDon)
def s_add_don(st, f, step, targets):
    p = f.ctl
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    st.don_deck[p] -= n
    if step.active:
        st.don_active[p] += n
    else:
        st.don_rested[p] += n
    if st.log is not None:
        st.log.append((E.DonAdded, st.turn, "8-4-3", p, n, step.active))
    return None


@resolves(L.SetDonActive)
def s_set_don_active(st, f, step, targets):
    p = f.ctl
    if st.mods and don_active_banned(st, f):
        return None
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    st.don_rested[p] -= n
    st.don_active[p] += n
    if st.log is not None:
        st.log.append((E.DonSetActive, st.turn, "8-4-3", p, n))
    return None


@resolves(L.SetAllDonActive)
def s_set_all_don_active(st, f, step, targets):
    """Every rested DON!! card of the cost area becomes active: no number is asked."""
    p = f.ctl
    n = st.don_rested[p]
    if n == 0 or (st.mods and don_active_banned(st, f)):
        return None
    st.don_rested[p] = 0
    st.don_active[p] += n
    if st.log is not None:
        st.log.append((E.DonSetActive, st.turn, "8-4-3", p, n))
    return None


@resolves_each(L.RestDonAnyNumber)
def e_rest_don_any_number(st, f, step, targets, scratch):
    """The player chooses how many active DON!! to rest; the number rested
    is kept in `scratch` (empty when none) for PowerPerDonRested."""
    n = ask_number(st, f) if st.don_active[f.ctl] else 0     # 0 to all: "any number"
    if n == WAIT:
        return WAIT
    rest_don_of(st, f, f.ctl, n)
    f.slots[scratch] = (n,) if n > 0 else ()
    return None


@resolves(L.RestOpponentDon)
def s_rest_opponent_don(st, f, step, targets):
    opp = 1 - f.ctl
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    st.don_active[opp] -= n
    st.don_rested[opp] += n
    if st.log is not None:
        st.log.append((E.DonRested, st.turn, "8-4-3", f.ctl, opp, n, False))
    return None


@resolves(L.ReturnDon)
def s_return_don(st, f, step, targets):
    r = pay_don_minus(st, f, step.count.high, players_of(step.owner, f.ctl)[0])
    return None if r == STOP else r                    # CR 1-3-2: as many as possible


# -- how many DON!! a counted step can move now (runtime.how_many) --

@limits(L.GiveDon, L.GiveDonEach)
def _rested_don_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, st.don_rested[f.ctl])


@limits(L.AddDon)
def _don_deck_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, st.don_deck[f.ctl])


@limits(L.SetDonActive)
def _set_active_limit(st: GameState, f: Frame, step) -> int:
    if st.mods and don_active_banned(st, f):     # nothing to ask
        return 0
    return min(step.count.high, st.don_rested[f.ctl])


@limits(L.RestDonAnyNumber)
def _own_active_limit(st: GameState, f: Frame, step) -> int:
    return st.don_active[f.ctl]


@limits(L.RestOpponentDon)
def _opponents_active_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, st.don_active[1 - f.ctl])


@limits(L.GiveOpponentDon)
def _opponents_rested_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, st.don_rested[1 - f.ctl])


@limits(L.RestCards)
def _rest_cards_limit(st: GameState, f: Frame, step) -> int:
    return rest_cards_don_limit(st, f, step)


@limits(L.GiveDonToOwner)
def _owners_limit(st: GameState, f: Frame, step) -> int:
    return owners_don_limit(st, f, step)


@limits(L.MoveGivenDon)
def _moving_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, sum(st.don[a.card] for a in moving_don_sources(st, f)))


# -- the words of a number of DON!! chosen (ChooseNumber.describe) --

def don_count_words(st: GameState, f: Frame, instr: I.Instruction, n: int, viewer: int,
                    card: str) -> str:
    """What choosing n does for a step that moves n DON!! of one place (they
    are alike there, so a number says which), or "" for another step.
    `card` names the card chosen to receive them ("" when none is)."""
    step = instr.node()
    t = type(step)
    if type(instr) is I.Cost and t is L.StepCost:
        step = step.step
        t = type(step)
    count = str(n) if n else "no"
    to = f" to {card}" if card else ""
    if t is L.GiveDon or t is L.GiveDonEach:
        return f"Give {count} rested DON!! in your cost area{to}"
    if t is L.GiveOpponentDon:
        return f"Give {count} rested DON!! in your opponent's cost area{to}"
    if t is L.GiveDonToOwner:
        q = owner_of_recipient(st, f)
        whose = "your" if q == viewer else "your opponent's"
        return f"Give {count} rested DON!! in {whose} cost area{to}"
    if t is L.SetDonActive:
        return f"Set {count} rested DON!! in your cost area as active"
    if t is L.RestOpponentDon:
        return f"Rest {count} active DON!! in your opponent's cost area"
    if t is L.AddDon:
        return (f"Add {count} DON!! from your DON!! deck to your cost area, "
                f"{'active' if step.active else 'rested'}")
    if t is L.MoveGivenDon:
        return f"Give {count if n else 'none'} of your given DON!!{to}"
    return ""
