"""Paying costs (CR 8-3): DON!! costs, resting, trashing from the hand, and
cost steps written as actions (language.StepCost), paid in full or not at all."""

from __future__ import annotations

from typing import Final

from ... import zones
from ...actions import Action
from ...constants import CHARACTER_AREA, DECK, HAND, STAGE_AREA, TRASH, ActionKind, DecisionKind
from ... import events as E
from ...rules import life_to_deck_instead
from ...records import KoTask, RemoveTask
from ...state import GameState
from .. import instructions as I
from .. import language as L
from ..compiler import LOOK_SLOT
from ..targets import (all_hold, cost_candidates, cost_count, life_to_hand_banned,
                       step_cost_payable, don_on_field, rest_cards_candidates, leader_restable,
                       concealed_choice)
from ..triggers import (protected, became_rested, don_returned, hand_trashed, life_left,
                        may_replace_leaving)
from ..runtime import (STEPS, limits, Frame, STOP, WAIT, instruction, keep, pause, resolve_target,
                       resolves)
from .don import pay_don_minus, rest_don_of
from .restrictions import cannot_be_rested, s_rest


@instruction(I.Cost)
def i_cost(st: GameState, f: Frame, instr: I.Cost):
    cost = instr.cost
    t = type(cost)
    p = f.ctl
    if t is L.RestDon:
        n = min(cost.count, st.don_active[p])
        st.don_active[p] -= n
        st.don_rested[p] += n
        if st.log is not None:
            st.log.append((E.DonRested, st.turn, "8-3-1-5", p, p, n, True))
        return STOP if n < cost.count else None
    if t is L.DonMinus:
        return pay_don_minus(st, f, cost.count)
    if t is L.RestThis:
        if st.rested[f.src] or cannot_be_rested(st, f.src):
            return STOP                         # CR 8-3-1-3-1
        st.rested[f.src] = True
        if st.log is not None:
            st.log.append((E.Rested, st.turn, "8-3-1", f.src, p, False))
        if st.listeners:
            became_rested(st, f.src, p)
        return None
    if t is L.TrashFromHand:
        chosen = f.slots[LOOK_SLOT]            # scratch: slot 0 is free before "paid"
        hand = [i for i in st.hand[p] if i != f.src and i not in chosen]
        if len(chosen) < cost.count and hand:
            if len(hand) <= cost.count - len(chosen) and not st.strict:
                f.slots[LOOK_SLOT] = chosen + tuple(hand)
            else:
                return pause(st, f, p, DecisionKind.SELECT)
        for i in f.slots[LOOK_SLOT]:
            zones.move(st, i, TRASH)
            if st.log is not None:
                st.log.append((E.CardMoved, st.turn, "10-2-14", i, p, p, HAND, TRASH, False,
                                            False, E.ALL))
        done = len(f.slots[LOOK_SLOT]) == cost.count
        if f.slots[LOOK_SLOT] and st.listeners:
            hand_trashed(st, p)
        f.slots[LOOK_SLOT] = ()
        return None if done else STOP
    if t is L.StepCost:
        # the slot keeps the cards of the cost ("the revealed card")
        return pay_step_cost(st, f, cost.step, instr.slot)
    if t is L.RestLeaderOrDon:
        return pay_leader_or_don(st, f, cost)
    raise TypeError(f"unknown cost {cost!r}")


def pay_step_cost(st: GameState, f: Frame, step, keep: int = -1):
    """Carry out a cost step in full or stop the effect (CR 8-3-1-3).  The
    cards it needs are chosen by the player into the scratch LOOK slot (free
    before "paid"), emptied again so that no later step sees them."""
    p = f.ctl
    t = type(step)
    if t is L.RestCards:
        return pay_rest_cards(st, f, step)
    if t is L.ReturnGivenDon:
        return pay_return_given_don(st, f, step.count)
    if t is L.ReturnDon:
        return pay_return_don(st, f, step)
    if t is L.ReturnActiveDon:
        return pay_return_active_don(st, f, step.count)
    if t is L.GiveActiveDon and st.don_active[p] < step.count:
        return STOP
    if t is L.GiveOpponentDon and st.don_rested[1 - p] < step.count.high:
        return STOP                                    # as a cost
    if t is L.RestDonCards or t is L.TrashFromDeck:
        if not step_cost_payable(st, step, f.src, p) or (
                t is L.RestDonCards and st.don_active[p] < step.count):
            return STOP
        return STEPS[t](st, f, step, [])
    if t is L.KO and f.sub:
        return ko_cost_paid(st, f)
    dest = _REMOVAL_COSTS.get(t)
    if dest is not None and f.sub:
        return removal_cost_paid(st, f, dest)
    need = cost_count(step)
    if need:
        chosen = f.slots[LOOK_SLOT]
        options = cost_candidates(st, step, f.src, p, chosen)
        if len(chosen) < need and options:
            # several cards to the bottom of the deck: in the order their
            # owner chooses them, even when all of them must go (CR 3-1-7)
            # conceal_decisions: cards the other player cannot see are
            # chosen even when all must go, as when some could stay
            if len(options) > need - len(chosen) or st.strict or (
                    t is L.ToDeckBottom and len(options) > 1) or (
                    st.conceal_decisions and _concealed_cost(step)):
                return pause(st, f, p, DecisionKind.SELECT)
            f.slots[LOOK_SLOT] = chosen = chosen + tuple(options)
        if t is not L.PlayCard:       # a play may wait for room (MAKE_ROOM)
            f.slots[LOOK_SLOT] = ()
        if len(chosen) < need:
            f.slots[LOOK_SLOT] = ()
            return STOP
        targets = list(chosen)
        if keep >= 0:                           # L.RevealedCost
            f.slots[keep] = tuple(chosen)
        if t is L.KO:
            return pay_ko_cost(st, f, targets)
    else:
        if not step_cost_payable(st, step, f.src, p):
            return STOP
        targets = resolve_target(st, f, step.target)
    if dest is not None and targets and all(
            st.area[i] == CHARACTER_AREA or st.area[i] == STAGE_AREA for i in targets) \
            and any(may_replace_leaving(st, i) for i in targets):
        return pay_removal_cost(st, f, targets, dest)
    r = STEPS[t](st, f, step, targets)
    if r == WAIT:
        return WAIT
    f.slots[LOOK_SLOT] = ()
    if t is L.LifeCards and step.to == L.HAND and any(st.area[i] != HAND for i in targets):
        return STOP           # placed in the deck instead (ruling on ST13-003)
    return None


def pay_ko_cost(st: GameState, f: Frame, targets: list[int]):
    """K.O. the chosen cards as a cost.  One that cannot be K.O.'d leaves the
    cost unpaid, and so does one whose K.O. a replacement effect prevents
    (official rulings on OP05-087): the K.O.s run as tasks, then the frame
    comes back to this instruction (f.sub 1) to see whether they happened."""
    if any(protected(st, i, L.BY_EFFECTS, f.src) for i in targets):
        return STOP                                  # CR 8-3-1-3-1
    f.slots[LOOK_SLOT] = tuple(targets)
    f.sub = 1
    st.tasks.append(keep(st, f))
    st.tasks.extend(KoTask(i, st.incarnation[i], L.BY_EFFECTS, "10-2-1-2", (), 1, f.ctl)
                    for i in reversed(targets))
    return WAIT


# cost steps that take your cards from the field, and where they go
_REMOVAL_COSTS: Final = {L.ReturnToHand: "hand", L.ToDeckBottom: "bottom", L.ToDeckTop: "top",
                         L.Trash: "trash"}


def pay_removal_cost(st: GameState, f: Frame, targets: list[int], dest: str):
    """Take the chosen cards from the field as a cost, when a "would leave
    the field" replacement may apply to one: replaced, it leaves the cost
    unpaid, and the effect after the colon does not happen (official ruling
    on OP05-100; CR 8-3-1-7).  The moves run as tasks, then the frame comes
    back to this instruction (f.sub 1) to see whether they happened."""
    f.slots[LOOK_SLOT] = tuple(targets)
    f.sub = 1
    st.tasks.append(keep(st, f))
    st.tasks.extend(RemoveTask(i, st.incarnation[i], dest, (), False) for i in reversed(targets))
    return WAIT


def removal_cost_paid(st: GameState, f: Frame, dest: str):
    """Back from the moves of a cost: paid only if every card went where it was sent."""
    chosen = f.slots[LOOK_SLOT]
    f.slots[LOOK_SLOT] = ()
    area = HAND if dest == "hand" else TRASH if dest == "trash" else DECK
    return None if all(st.area[i] == area for i in chosen) else STOP


def pay_leader_or_don(st: GameState, f: Frame, cost: L.RestLeaderOrDon):
    """"rest your <X> attribute Leader or 1 of your DON!! cards": the player
    picks (number 0: the Leader, 1: a DON!!) when both can be rested."""
    p = f.ctl
    leader = st.leaders[p]
    leader_ok = leader_restable(st, cost, p)
    don_ok = st.don_active[p] > 0
    if f.sub:
        rest_leader = f.sub == 1
    elif leader_ok and don_ok:
        return pause(st, f, p, DecisionKind.CHOOSE_NUMBER)
    elif leader_ok or don_ok:
        rest_leader = leader_ok
    else:
        return STOP                                  # CR 8-3-1-3-1
    if rest_leader:
        st.rested[leader] = True
        if st.log is not None:
            st.log.append((E.Rested, st.turn, "8-3-1", leader, p, False))
        if st.listeners:
            became_rested(st, leader, p)
    else:
        st.don_active[p] -= 1
        st.don_rested[p] += 1
        if st.log is not None:
            st.log.append((E.DonRested, st.turn, "8-3-1-5", p, p, 1, True))
    return None


def ko_cost_paid(st: GameState, f: Frame):
    """Back from the K.O.s of a cost: paid only if every card went to the trash."""
    chosen = f.slots[LOOK_SLOT]
    f.slots[LOOK_SLOT] = ()
    return None if all(st.area[i] == TRASH for i in chosen) else STOP


@resolves(L.RestDonCards)
def s_rest_don_cards(st, f, step, targets):
    p = f.ctl
    n = min(step.count, st.don_active[p])
    st.don_active[p] -= n
    st.don_rested[p] += n
    if st.log is not None:
        st.log.append((E.DonRested, st.turn, "8-3-1-5", p, p, n, True))


@resolves(L.LifeCards)
def s_life_cards(st, f, step, targets):
    """The Life cards chosen (by a cost) go to the hand or the trash; with
    none chosen, the top ones."""
    p = f.ctl
    if step.to == L.HAND and life_to_hand_banned(st, p):   # L.NoLifeToHand
        return
    if not targets:
        targets = list(reversed(st.life[p][-step.count:]))
    for i in targets:
        to_hand = step.to == L.HAND
        if to_hand and st.face_up[i] and life_to_deck_instead(st, p, i):
            continue
        zones.move(st, i, HAND if to_hand else TRASH)
        if st.log is not None:
            st.log.append((E.LifeTaken, st.turn, "8-4-3", p, i, to_hand, False, -1, False,
                                        E.only(p) if to_hand else E.ALL))
    if targets and st.listeners:              # as for TrashLife and TakeLife
        life_left(st, p, step.to == L.HAND)


@resolves(L.RevealCards)
def s_reveal(st, f, step, targets):
    if st.log is not None and targets:
        st.log.append((E.Revealed, st.turn, "11-2-1", f.ctl, E.REVEAL_CARDS, len(targets),
                                   tuple(targets)))


@instruction(I.Paid)
def i_paid(st: GameState, f: Frame, instr: I.Paid):
    """CR 8-3-2-3: the conditions must still hold when the effect activates,
    after its cost is paid (a [DON!! x1] whose DON!! paid a DON!! -1 fails)."""
    a = f.ability
    if st.log is not None and a.cost:
        # built when the log is read, from the events before it (deferred.py)
        st.log.append((_paid, st.turn, f.ctl, f.src, f.ab, a.cost))
    # [On K.O.] conditions are checked on the field only (CR 10-2-17-1)
    if a.conditions and a.timing != L.ON_KO and a.timing not in L.THIS_KOED_TIMINGS \
            and not all_hold(st, a.conditions, f.src, f.ctl):
        if st.log is not None:
            st.log.append((E.EffectLapsed, st.turn, "8-3-2-3", f.src, False))
        return STOP
    return None


def _paid(log: list, k: int, turn: int, player: int, card: int, ability: int,
          cost: tuple) -> tuple:
    """The CostPaid event recorded raw at index k of the log."""
    costs, counts = cost_steps(cost)
    return E.cost_paid(log, k, turn, player, card, ability, costs, counts)


def cost_steps(cost: tuple) -> tuple[tuple, tuple]:
    """The steps of an ability's cost as the CostPaid event names them: each
    one's node (the step of a cost written as an action) and how many DON!!
    or cards it takes."""
    names: list[str] = []
    counts: list[int] = []
    for c in cost:
        node = c.step if isinstance(c, L.StepCost) else c
        names.append(type(node).__name__)
        n = getattr(node, "count", None)
        if not isinstance(n, (int, L.Range)):
            target = getattr(node, "target", None)
            n = target.count if isinstance(target, L.Choose) else 1
        counts.append(n.high if isinstance(n, L.Range) else n)      # a cost takes all it says
    return tuple(names), tuple(counts)


def _concealed_cost(step) -> bool:
    """Whether a cost step chooses among cards the other player cannot see."""
    target = getattr(step, "target", None)
    return isinstance(target, L.Choose) and concealed_choice(target.cards)


def pay_rest_cards(st: GameState, f: Frame, step):
    """The cost "rest N of your cards": how many active DON!! first (f.sub
    holds the number + 1), then the other cards chosen (CR 8-3-1-3)."""
    p = f.ctl
    cards = rest_cards_candidates(st, p)
    if not f.sub:
        lo, hi = rest_cards_don_range(st, p, step.count.high)
        if lo > hi:
            return STOP
        if lo < hi or st.strict:
            return pause(st, f, p, DecisionKind.CHOOSE_NUMBER)
        f.sub = lo + 1
    k = f.sub - 1
    need = step.count.high - k
    chosen = f.slots[LOOK_SLOT]
    options = [i for i in cards if i not in chosen]
    if len(chosen) < need and options:
        if len(options) > need - len(chosen) or st.strict:
            return pause(st, f, p, DecisionKind.SELECT)
        chosen = chosen + tuple(options)
    f.slots[LOOK_SLOT] = ()
    if len(chosen) < need or st.don_active[p] < k:
        return STOP
    s_rest(st, f, step, list(chosen))
    rest_don_of(st, f, p, k)
    return None


def rest_cards_don_range(st: GameState, p: int, count: int) -> tuple[int, int]:
    """The numbers of DON!! the cost "rest N of your cards" may rest."""
    lo = max(0, count - len(rest_cards_candidates(st, p)))
    return lo, min(count, st.don_active[p])


def given_don_sources(st: GameState, p: int) -> list[Action]:
    return [Action(ActionKind.RETURN_DON, i) for i in (st.leaders[p], *st.chars[p]) if st.don[i]]


def pay_return_given_don(st: GameState, f: Frame, count: int):
    """"return N total of your currently given DON!! cards to your cost area
    rested": one DON!! at a time, from the card the player picks."""
    p = f.ctl
    while f.sub < count:
        sources = given_don_sources(st, p)
        if not sources:
            return STOP                          # CR 8-3-1-3-1
        if len(sources) > 1 or st.strict:
            return pause(st, f, p, DecisionKind.RETURN_DON)
        return_given_don(st, p, sources[0].card)
        f.sub += 1
    return None


def return_given_don(st: GameState, p: int, i: int) -> None:
    """A DON!! given to card i back to p's cost area, rested."""
    st.don[i] -= 1
    st.don_rested[p] += 1
    if st.log is not None:
        st.log.append((E.DonReturned, st.turn, "6-5-5", p, 1, "given", i, False))


def pay_return_don(st: GameState, f: Frame, step):
    """"return 1 or more DON!! cards from your field to your DON!! deck": the
    number first, in the step's Range (kept in the scratch LOOK slot, free
    before "paid", as -1 - n: a slot's entries >= 0 are card ids, which a
    determinized copy deals again), then each DON!! as for DON!! −X (f.sub
    counts them)."""
    p = f.ctl
    if not f.slots[LOOK_SLOT]:
        most = min(don_on_field(st, p), step.count.high)
        if most < step.count.low:
            return STOP
        if f.sub:                                   # the number chosen (CHOOSE_NUMBER)
            f.slots[LOOK_SLOT] = (-f.sub,)
            f.sub = 0
        elif most == step.count.low and not st.strict:
            f.slots[LOOK_SLOT] = (-1 - most,)
        else:
            return pause(st, f, p, DecisionKind.CHOOSE_NUMBER)
    r = pay_don_minus(st, f, -1 - f.slots[LOOK_SLOT][0])
    if r != WAIT:
        f.slots[LOOK_SLOT] = ()
    return r


def pay_return_active_don(st: GameState, f: Frame, count: int):
    p = f.ctl
    if st.don_active[p] < count:
        return STOP                                 # CR 8-3-1-3-1
    st.don_active[p] -= count
    st.don_deck[p] += count
    if st.log is not None:
        st.log.append(E.DonReturned(st.turn, "10-2-10", p, count, "active"))
    if st.listeners:
        don_returned(st, p, count, p)
    return None


def returns_given_don(instr: I.Instruction) -> bool:
    return type(instr) is I.Cost and type(instr.cost) is L.StepCost \
        and type(instr.cost.step) is L.ReturnGivenDon


@limits(L.RestLeaderOrDon)                         # Leader (0) or DON!! (1)
def _leader_or_don_limit(st: GameState, f: Frame, step) -> int:
    return 1
