"""Resolving effects: the effect frame and its instructions.

A frame on the task stack is plain data (records.EffectTask: card,
incarnation, player, ability, pc, slots, sub).

`slots` holds the cards chosen so far (slot 0: the cards being looked at),
`sub` the progress inside the current instruction.  The frame runs its
instructions until one needs a choice; it then stays on the stack with the
decision open, and the decision's resolver writes the answer into it.
"""

from __future__ import annotations

from typing import Final

from .. import rng, stats, zones
from ..zones import on_field
from ..actions import (NUMBER_CHOICE, PLACE_BOTTOM_CARD, PLACE_TOP_CARD, SELECT_CARD, Action,
                       Purpose)
from ..decisions import describe_card_choice, describe_number, effect_purpose
from ..legality import not_an_option
from ..constants import (ATTACK_ACTIVE, MOD_CANNOT_BE_RESTED, MOD_NO_KO, ARRANGE, BAN_ALL, BLOCKER_BAN, BLOCKER_BAN_COST, BLOCKER_BAN_MAX, CHARACTER, CHARACTER_AREA,
                         CHOOSE_NUMBER, DECK, EVERYONE, HAND, KEYWORD_BITS, LEADER_AREA,
                         LIFE, MAKE_ROOM, MAX_CHARACTERS, MOD_BASE_COST,
                         MOD_BASE_POWER, MOD_CANNOT_ATTACK, MOD_CANNOT_BLOCK,
                         MOD_COST, MOD_KEYWORD, MOD_LOSE_KEYWORD, MOD_NEGATED,
                         REASON_EFFECT,
                         MOD_NO_BLOCK_ATTACKER, MOD_POWER, NOWHERE, NUMBER,
                         PLACE_TOP, RETURN_DON,
                         SELECT, SELECT_DONE, STAGE, STAGE_AREA, THIS_BATTLE,
                         THIS_TURN, TRASH, TRASH_FOR_ROOM, UNTIL_END_OF_TURN,
                         UNTIL_NEXT_TURN_START, MOD_NO_REFRESH, PERMANENT,
                         MOD_NO_DON_ACTIVE_BY_CHARACTERS, MOD_NO_PLAY_CHARACTER,
                         MOD_NO_REFRESH_DON, MOD_NEXT_PLAY_COST, MOD_EXTRA_TURN,
                         MOD_NO_LIFE_TO_HAND, ActionKind, CONFIRM)
from .. import events as E
from ..log import card_name
from ..loop import ask, decision, task
from ..rules import end_game, life_to_deck_instead
from ..records import (DamageTask, Delayed, EffectTask, KoTask, Looking, OnceUsed, RemoveTask,
                       TaskKind, card_mod, player_mod)
from ..state import GameState
from ..stats import has_mod
from . import language as L
from . import statics
from .compiler import LOOK_SLOT
from .targets import (all_hold, cost_candidates, cost_count, find, holds, is_secret,
                      life_to_hand_banned, players_of, step_cost_payable, turnable_life,
                      matches, don_on_field, rest_cards_candidates, count_of, leader_restable)
from .triggers import (ability_index, begin, fire, may_replace_removal, protected,
                       may_replace_leaving, played_from_hand, fire_event,
                       became_rested, character_played, don_given, don_returned, drew_by_effect,
                       hand_trashed, life_left, removed_by_effect, returned_to_hand)

WAIT: Final = -1          # an instruction asked a question: the frame waits
_SELECT_DONE: Final = Action(SELECT_DONE)
STOP: Final = -2          # the effect ends here (a cost was not paid)

_DURATIONS: Final = {L.THIS_BATTLE: THIS_BATTLE, L.THIS_TURN: THIS_TURN,
              L.UNTIL_NEXT_TURN: UNTIL_NEXT_TURN_START,
              L.WHILE_ON_FIELD: PERMANENT}


def duration(st: GameState, f: "Frame", name: str) -> int:
    """The duration code of a continuous effect started now by f's player."""
    if name == L.UNTIL_END_OF_YOUR_NEXT_TURN:
        return UNTIL_END_OF_TURN + st.turn + (2 if st.turn_player == f.ctl else 1)
    if name == L.UNTIL_END_OF_OPPONENTS_NEXT_TURN or name == L.UNTIL_END_OF_OPPONENTS_NEXT_END_PHASE:
        # the opponent's next turn: the coming one, or the one after when
        # the opponent's turn is in progress
        return UNTIL_END_OF_TURN + st.turn + (1 if st.turn_player == f.ctl else 2)
    return _DURATIONS[name]


class Frame:
    """The mutable working copy of an effect frame while it runs."""

    __slots__ = ("src", "inc", "ctl", "ab", "ability", "pc", "slots", "sub")

    def __init__(self, st: GameState, t: EffectTask):
        self.src = t.card
        self.inc = t.incarnation
        self.ctl = t.player
        self.ab = t.ability
        self.pc = t.pc
        self.slots = list(t.slots)
        self.sub = t.sub
        self.ability = st.defs[self.src].abilities[self.ab]

    def freeze(self) -> EffectTask:
        return EffectTask(self.src, self.inc, self.ctl, self.ab, self.pc, tuple(self.slots),
                          self.sub)


def keep(st: GameState, f: Frame) -> EffectTask:
    """The task of frame f, with f kept as its working frame: the decision
    it waits for and the resumption read f instead of building a new one.
    A task kept before is held by st alone (GameState.clone gives it up),
    so it is brought up to date rather than built anew."""
    t = st.frame_task
    if t is not None and st.frame is f:
        assert isinstance(t, EffectTask)
        t.pc = f.pc
        t.slots = tuple(f.slots)
        t.sub = f.sub
        return t
    t = f.freeze()
    st.frame_task = t
    st.frame = f
    return t


def top_frame(st: GameState) -> Frame:
    t = st.tasks[-1]
    assert isinstance(t, EffectTask)
    if t is st.frame_task:
        if st.frame is None:
            st.frame = Frame(st, t)
        f: Frame = st.frame
        return f
    # not kept: t may be shared with a clone, so f is not kept either
    return Frame(st, t)


def store(st: GameState, f: Frame) -> None:
    st.tasks[-1] = keep(st, f)


@task(TaskKind.EFFECT)
def run_effect(st: GameState, t: EffectTask) -> None:
    if t is st.frame_task:
        # f runs on, and t comes back if it waits again
        if st.frame is None:
            st.frame = Frame(st, t)
        f: Frame = st.frame
    else:
        f = Frame(st, t)
    code = f.ability.code
    while f.pc < len(code):
        instr = code[f.pc]
        r = INSTRUCTIONS[instr[0]](st, f, instr)
        if r == WAIT:
            return
        if r == STOP:
            break
        f.pc = f.pc + 1 if r is None else r
        f.sub = 0
        if st.result is not None:
            return
    finish(st, f)


def pause(st: GameState, f: Frame, player: int, kind: str) -> int:
    st.tasks.append(keep(st, f))
    ask(st, player, kind, f.src)
    return WAIT


def finish(st: GameState, f: Frame) -> None:
    if st.looking is not None:
        st.looking = None                      # CR 11-2-2, 11-3
    if st.log is not None:
        a = st.area[f.src]
        st.log.append(E.EffectResolved(st.turn, "8-4-1-5", f.ctl, f.src, f.ab,
                                       E.seen_moving(st.owner[f.src], a, a, st.face_up[f.src])))


# -- instructions ----------------------------------------------------------------

def i_cost(st: GameState, f: Frame, instr: tuple):
    cost = instr[1]
    t = type(cost)
    p = f.ctl
    if t is L.RestDon:
        n = min(cost.count, st.don_active[p])
        st.don_active[p] -= n
        st.don_rested[p] += n
        if st.log is not None:
            st.log.append(E.DonRested(st.turn, "8-3-1-5", p, p, n, True))
        return STOP if n < cost.count else None
    if t is L.DonMinus:
        return pay_don_minus(st, f, cost.count)
    if t is L.RestThis:
        if st.rested[f.src] or cannot_be_rested(st, f.src):
            return STOP                         # CR 8-3-1-3-1
        st.rested[f.src] = True
        if st.log is not None:
            st.log.append(E.Rested(st.turn, "8-3-1", f.src, p, False))
        if st.listeners:
            became_rested(st, f.src)
        return None
    if t is L.TrashFromHand:
        chosen = f.slots[LOOK_SLOT]            # scratch: slot 0 is free before "paid"
        hand = [i for i in st.hand[p] if i != f.src and i not in chosen]
        if len(chosen) < cost.count and hand:
            if len(hand) <= cost.count - len(chosen):
                f.slots[LOOK_SLOT] = chosen + tuple(hand)
            else:
                return pause(st, f, p, SELECT)
        for i in f.slots[LOOK_SLOT]:
            zones.move(st, i, TRASH)
            if st.log is not None:
                st.log.append(E.CardMoved(st.turn, "10-2-14", i, p, p, HAND, TRASH, False,
                                          False, E.ALL))
        done = len(f.slots[LOOK_SLOT]) == cost.count
        if f.slots[LOOK_SLOT] and st.listeners:
            hand_trashed(st, p)
        f.slots[LOOK_SLOT] = ()
        return None if done else STOP
    if t is L.StepCost:
        # a third element keeps the cards of the cost ("the revealed card")
        return pay_step_cost(st, f, cost.step, instr[2] if len(instr) > 2 else -1)
    if t is L.RestLeaderOrDon:
        return pay_leader_or_don(st, f, cost)
    raise TypeError(f"unknown cost {cost!r}")


# -- costs written as actions (L.StepCost) -------------------------------------------

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
    if t is L.ReturnDonOrMore:
        return pay_return_don_or_more(st, f, step)
    if t is L.ReturnActiveDon:
        return pay_return_active_don(st, f, step.count)
    if t is L.GiveActiveDon and st.don_active[p] < step.count:
        return STOP
    if t is L.GiveOpponentDon and st.don_rested[1 - p] < step.count:
        return STOP                                    # as a cost
    if t is L.RestDonCards or t is L.TrashFromDeck:
        if not step_cost_payable(st, step, f.src, p) or (
                t is L.RestDonCards and st.don_active[p] < step.count):
            return STOP
        return STEPS[t](st, f, step, [])
    if t is L.KO and f.sub:
        return ko_cost_paid(st, f)
    need = cost_count(step)
    if need:
        chosen = f.slots[LOOK_SLOT]
        options = cost_candidates(st, step, f.src, p, chosen)
        if len(chosen) < need and options:
            if len(options) > need - len(chosen):
                return pause(st, f, p, SELECT)
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
    r = STEPS[t](st, f, step, targets)
    if r == WAIT:
        return WAIT
    f.slots[LOOK_SLOT] = ()
    if t is L.LifeCards and step.to == L.HAND and any(st.area[i] != HAND for i in targets):
        return STOP           # placed in the deck instead (ruling on ST13-003)
    return None


# -- "You may K.O. 1 of your Characters:" as a cost --

def pay_ko_cost(st: GameState, f: Frame, targets: list[int]):
    """K.O. the chosen cards as a cost.  One that cannot be K.O.'d leaves the
    cost unpaid, and so does one whose K.O. a replacement effect prevents
    (official rulings on OP05-087): the K.O.s run as tasks, then the frame
    comes back to this instruction (f.sub 1) to see whether they happened."""
    if any(protected(st, i, L.BY_EFFECTS) for i in targets):
        return STOP                                  # CR 8-3-1-3-1
    f.slots[LOOK_SLOT] = tuple(targets)
    f.sub = 1
    st.tasks.append(keep(st, f))
    st.tasks.extend(KoTask(i, st.incarnation[i], L.BY_EFFECTS, "10-2-1-2", (), 1, f.ctl)
                    for i in reversed(targets))
    return WAIT


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
        return pause(st, f, p, CHOOSE_NUMBER)
    elif leader_ok or don_ok:
        rest_leader = leader_ok
    else:
        return STOP                                  # CR 8-3-1-3-1
    if rest_leader:
        st.rested[leader] = True
        if st.log is not None:
            st.log.append(E.Rested(st.turn, "8-3-1", leader, p, False))
        if st.listeners:
            became_rested(st, leader)
    else:
        st.don_active[p] -= 1
        st.don_rested[p] += 1
        if st.log is not None:
            st.log.append(E.DonRested(st.turn, "8-3-1-5", p, p, 1, True))
    return None


def ko_cost_paid(st: GameState, f: Frame):
    """Back from the K.O.s of a cost: paid only if every card went to the trash."""
    chosen = f.slots[LOOK_SLOT]
    f.slots[LOOK_SLOT] = ()
    return None if all(st.area[i] == TRASH for i in chosen) else STOP


def s_rest_don_cards(st, f, step, targets):
    p = f.ctl
    n = min(step.count, st.don_active[p])
    st.don_active[p] -= n
    st.don_rested[p] += n
    if st.log is not None:
        st.log.append(E.DonRested(st.turn, "8-3-1-5", p, p, n, True))


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
            st.log.append(E.LifeTaken(st.turn, "8-4-3", p, i, to_hand, False, -1, False,
                                      E.only(p) if to_hand else E.ALL))
    if targets and st.listeners:              # as for TrashLife and TakeLife
        life_left(st, p, step.to == L.HAND)


def s_reveal(st, f, step, targets):
    if st.log is not None and targets:
        st.log.append(E.Revealed(st.turn, "11-2-1", f.ctl, E.REVEAL_CARDS, len(targets),
                                 tuple(targets)))


def pay_don_minus(st: GameState, f: Frame, count: int, player: int = -1):
    """DON!! -X (CR 8-3-1-6): the player picks where each DON!! comes from
    (`player`: the one who returns them, when not f's)."""
    p = f.ctl if player < 0 else player
    while f.sub < count:
        sources = don_sources(st, p)
        if not sources:
            if st.listeners:
                don_returned(st, p, f.sub)
            return STOP                         # CR 8-3-1-3-1: paid what we could
        if len(sources) > 1:
            return pause(st, f, p, RETURN_DON)
        return_one_don(st, p, sources[0])
        f.sub += 1
    if st.log is not None:
        st.log.append(E.DonReturned(st.turn, "10-2-10", p, count, ""))
    if st.listeners:
        don_returned(st, p, count)
    return None


def don_sources(st: GameState, p: int) -> list[Action]:
    out = []
    if st.don_rested[p]:
        out.append(Action(RETURN_DON, -1, 0))
    if st.don_active[p]:
        out.append(Action(RETURN_DON, -1, 1))
    for i in (st.leaders[p], *st.chars[p]):
        if st.don[i]:
            out.append(Action(RETURN_DON, i))
    return out


def return_one_don(st: GameState, p: int, a: Action) -> None:
    if a.card == -1:
        if a.target == 0:
            st.don_rested[p] -= 1
        else:
            st.don_active[p] -= 1
    else:
        st.don[a.card] -= 1
    st.don_deck[p] += 1


def i_paid(st: GameState, f: Frame, instr: tuple):
    """CR 8-3-2-3: the conditions must still hold when the effect activates,
    after its cost is paid (a [DON!! x1] whose DON!! paid a DON!! -1 fails)."""
    a = f.ability
    # [On K.O.] conditions are checked on the field only (CR 10-2-17-1)
    if a.conditions and a.timing != L.ON_KO and a.timing not in L.THIS_KOED_TIMINGS \
            and not all_hold(st, a.conditions, f.src, f.ctl):
        if st.log is not None:
            st.log.append(E.EffectLapsed(st.turn, "8-3-2-3", f.src, False))
        return STOP
    return None


def i_unless(st: GameState, f: Frame, instr: tuple):
    cond = instr[1]
    if type(cond) is L.RevealedIs:
        if len(instr) > 3:      # the card chosen before, with no Look
            ok = any(matches(st, i, cond.cards, f.src) for i in f.slots[instr[3]])
        else:
            ok = bool(find(st, cond.cards, f.src, f.ctl, f.slots[LOOK_SLOT]))
    elif type(cond) is L.YouDid:                # a card was chosen
        ok = bool(f.slots[instr[3]])
    elif type(cond) is L.TheyDidNot:
        ok = not f.slots[instr[3]]
    else:
        ok = holds(st, cond, f.src, f.ctl)
    if ok:
        return None
    return instr[2]


def i_look(st: GameState, f: Frame, instr: tuple):
    deck = st.deck[f.ctl]
    n = min(instr[1], len(deck))
    looked = tuple(reversed(deck[len(deck) - n:]))      # top card first
    f.slots[LOOK_SLOT] = looked
    st.looking = Looking(f.ctl, looked)
    if st.log is not None:
        st.log.append(E.Looked(st.turn, "11-3-1", f.ctl, f.ctl, DECK, n, looked,
                               E.only(f.ctl)))
    return None


def i_arrange(st: GameState, f: Frame, instr: tuple):
    pile = LIFE if len(instr) == 3 else DECK            # where the looked-at cards are
    remaining = [i for i in f.slots[LOOK_SLOT] if st.area[i] == pile]
    f.slots[LOOK_SLOT] = tuple(remaining)
    if len(instr) > 3:
        return _arrange_by_owner(st, f, remaining)
    if not remaining:
        st.looking = None
        return None
    places = instr[1]
    if f.sub:
        places = ("top",) if f.sub == 1 else ("bottom",)
    if len(remaining) == 1 and len(places) == 1:
        place(st, remaining[0], places[0] == "top")
        f.slots[LOOK_SLOT] = ()
        st.looking = None
        return None
    return pause(st, f, f.ctl, ARRANGE)


def _arrange_by_owner(st: GameState, f: Frame, remaining: list[int]):
    """Cards placed at the bottom of their owner's deck "in any
    order": each owner orders their own, unseen by the other player
    (official ruling on OP06-058)."""
    while remaining:
        mine = [i for i in remaining if st.owner[i] == st.owner[remaining[0]]]
        if len(mine) > 1:
            return pause(st, f, st.owner[mine[0]], ARRANGE)
        place(st, mine[0], False)
        remaining.remove(mine[0])
        f.slots[LOOK_SLOT] = tuple(remaining)
    return None


def place(st: GameState, i: int, top: bool) -> None:
    """Put a looked-at card on the top or the bottom of its deck (or, for
    LookAtLife, of its Life area)."""
    deck = st.deck[st.owner[i]] if st.area[i] == DECK else st.life[st.owner[i]]
    deck.remove(i)
    if top:
        deck.append(i)
    else:
        deck.insert(0, i)


def i_select(st: GameState, f: Frame, instr: tuple):
    slot, choose = instr[1], instr[2]
    chosen = f.slots[slot]
    if f.sub:                                  # the player said "done"
        return None
    remaining = choose.count - len(chosen)
    if remaining <= 0:
        return None
    options = select_candidates(st, f, choose, chosen, _ref(f, instr))
    if not options:
        return None
    if (not choose.up_to and not is_secret(choose.cards.area)
            and len(options) <= remaining):
        f.slots[slot] = chosen + tuple(options)     # forced: CR 8-4-4-1
        return None
    chooser = f.ctl if choose.chooser == L.YOU else 1 - f.ctl
    if choose.cards.area == L.DECK:
        st.looking = Looking(chooser, tuple(st.deck[f.ctl]))     # CR 8-4-4-4
    if choose.total_power_max is not None:      # "with a total power of"
        options = [i for i in options if _within_total(st, choose, chosen, i)]
        if not options:
            return None
    return pause(st, f, chooser, SELECT)


# -- choices from a hand the chooser does not own, total power --------

def face_down(choose: L.Choose) -> bool:
    """A choice from the hand of the player who does not choose: made without
    seeing the faces, the owner arranging the hand as they like (CR 3-4-2;
    official rulings on OP01-038, OP01-063, OP01-105, OP03-078, ST10-010)."""
    c = choose.cards
    return c.area == L.HAND and c.owner != L.ANY and (choose.chooser == L.YOU) != (c.owner == L.YOU)


def pick_face_down(st: GameState, candidates: list[int], position: int) -> int:
    """The card at `position` of the hand as the owner holds it out face-down:
    an order the chooser cannot know, so a random arrangement."""
    order = list(candidates)
    st.rng = rng.shuffle(st.rng, order)
    return order[position]


def _within_total(st: GameState, choose: L.Choose, chosen, i: int) -> bool:
    """"up to 2 ... with a total power of 4000 or less": the powers of all the
    chosen cards, negative ones included, add up to at most the limit
    (official rulings on OP05-007)."""
    limit = choose.total_power_max
    total = sum(stats.power(st, c) for c in chosen) + stats.power(st, i)
    return limit is None or total <= limit


def i_merge(st: GameState, f: Frame, instr: tuple):
    """Two targets of one step (language.Both): the second choice's cards
    join the first's, so the step applies to all of them at once."""
    f.slots[instr[1]] = f.slots[instr[1]] + f.slots[instr[2]]


def s_opponent_reveals(st, f, step, targets):
    """The chosen cards of the opponent's hand are shown to both players, all
    at once (CR 11-2-1; official ruling on OP01-105); they stay in the hand."""
    if st.log is not None and targets:
        st.log.append(E.Revealed(st.turn, "11-2-1", 1 - f.ctl, E.REVEAL_FROM_HAND,
                                 len(targets), tuple(targets)))


def s_trash_hands_down_to(st, f, step, targets):
    """Each player trashes cards of their choice from their own hand down to
    step.count: the turn player first (official ruling on OP05-058).  One
    card per decision; f.sub remembers whose hand lost cards."""
    players = (st.turn_player, 1 - st.turn_player) if step.owner == L.ANY else (f.ctl,)
    for p in players:
        if len(st.hand[p]) > step.count:
            return pause(st, f, p, SELECT)
    if st.listeners:
        for p in (0, 1):
            if f.sub & (1 << p):
                hand_trashed(st, p)
    return None


def _trash_down_one(st: GameState, f: Frame, card: int) -> None:
    p = st.owner[card]
    zones.move(st, card, TRASH)
    f.sub |= 1 << p
    if st.log is not None:
        st.log.append(E.CardMoved(st.turn, "10-2-14", card, p, p, HAND, TRASH, False, False,
                                  E.ALL))


def s_opponent_reveals_hand(st, f, step, targets):
    opp = 1 - f.ctl
    if st.log is not None:
        st.log.append(E.Revealed(st.turn, "11-2-1", opp, E.REVEAL_HAND, len(st.hand[opp]),
                                 tuple(st.hand[opp])))


def s_to_hand_or_deck_bottom(st, f, step, targets):
    """The player who activated the effect picks where the chosen cards go
    (official ruling on OP04-043): number 0 the owner's hand, 1 the bottom
    of the owner's deck."""
    targets = [i for i in targets if st.area[i] == CHARACTER_AREA or st.area[i] == STAGE_AREA]
    if not targets:
        return None
    if not f.sub:
        return pause(st, f, f.ctl, CHOOSE_NUMBER)
    if f.sub == 1:
        return s_return_to_hand(st, f, step, targets)
    return s_to_deck_bottom(st, f, step, targets)


def s_life_to_deck_bottom(st, f, step, targets):
    p = players_of(step.owner, f.ctl)[0]
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    for _ in range(n):
        i = st.life[p][-1]
        zones.move(st, i, DECK, bottom=True)
        if st.log is not None:
            st.log.append(E.LifeToDeck(st.turn, "3-10-2", p, E.HIDDEN))
    if n and st.listeners:
        life_left(st, p, False)
    return None


def s_rest_don_or_character(st, f, step, targets):
    """One choice among the opponent's active DON!! cards and the matching
    Characters: f.sub counts the cards rested so far."""
    if f.sub >= step.count or not _don_or_character_options(st, f, step):
        return None
    return pause(st, f, f.ctl, SELECT)


def _don_or_character_options(st: GameState, f: Frame, step) -> list:
    """A Character by SELECT_CARD; "one of the opponent's active DON!! cards"
    by NUMBER_CHOICE[1] (DON!! cards have no ids).  A rested Character is not
    offered: resting it would do nothing."""
    out: list = [SELECT_CARD[i] for i in find(st, step.cards, f.src, f.ctl)
                 if not st.rested[i]]
    if st.don_active[1 - f.ctl]:
        out.append(NUMBER_CHOICE[1])
    return out


def _rest_don_or_character_one(st: GameState, f: Frame, action: Action) -> None:
    opp = 1 - f.ctl
    if action.kind == NUMBER:
        st.don_active[opp] -= 1
        st.don_rested[opp] += 1
        if st.log is not None:
            st.log.append(E.DonRested(st.turn, "8-4-3", f.ctl, opp, 1, False))
    else:
        st.rested[action.card] = True
        if st.log is not None:
            st.log.append(E.Rested(st.turn, "8-4-3", action.card, -1, False))
        if st.listeners:
            became_rested(st, action.card)
    f.sub += 1


def select_candidates(st: GameState, f: Frame, choose: L.Choose, chosen,
                      ref: tuple = ()) -> list[int]:
    looked = f.slots[LOOK_SLOT] if choose.cards.area == L.LOOKED else ()
    found = [i for i in find(st, choose.cards, f.src, f.ctl, looked) if i not in chosen]
    for alt in choose.cards.alt:            # "up to 1 [Sanji] or Event card"
        found += [i for i in find(st, alt, f.src, f.ctl, looked)
                  if i not in chosen and i not in found]
    if choose.each:                         # "up to 1 each of [A], [B] ..."
        names = {st.defs[i].name for i in chosen}
        found = [i for i in found if st.defs[i].name not in names]
    if ref:                                 # the cards of an earlier choice
        found = [i for i in found if i not in ref]
        if choose.cards.other_color:
            colors = {c for r in ref for c in st.defs[r].colors}
            found = [i for i in found if not colors & set(st.defs[i].colors)]
    return found


def _ref(f: Frame, instr: tuple) -> tuple:
    """The cards of the earlier choice a "select" refers to (its
    fourth element): a second target of the same step, or "the returned
    Character" whose colors the choice must avoid."""
    return f.slots[instr[3]] if len(instr) > 3 else ()


def i_act(st: GameState, f: Frame, instr: tuple):
    if len(instr) > 3:
        return act_with_don(st, f, instr)
    _, step, slot = instr
    if slot >= 0:
        targets = [i for i in f.slots[slot] if st.area[i] != NOWHERE or i == f.src]
    else:
        target = getattr(step, "target", None)
        targets = resolve_target(st, f, target) if target is not None else []
    return STEPS[type(step)](st, f, step, targets)


def i_trash_into(st: GameState, f: Frame, instr: tuple):
    """A step that puts cards into the controller's
    trash (an optional TrashFromDeck); those cards fill the slot, for an
    "If you do" after it."""
    _, step, slot = instr
    trash = st.trash[f.ctl]
    before = len(trash)
    r = STEPS[type(step)](st, f, step, [])
    if r != WAIT:
        f.slots[slot] = tuple(trash[before:])
    return r


def i_may(st: GameState, f: Frame, instr: tuple):
    """"You may <step>": the controller confirms (CR 8-3-1-4; f.sub 2) or
    declines (f.sub 1: the step is skipped); accepting marks the slot, for
    an "If you do" after a step that chooses nothing."""
    _, _, slot, end = instr
    if not f.sub:
        return pause(st, f, f.ctl, CONFIRM)
    if f.sub == 1:
        return end
    f.slots[slot] = (f.src,)
    return None


def s_change_attack_target(st, f, step, targets):
    """The attacked card becomes the chosen one of
    the attacked player's cards, if it is still on the field."""
    b = st.battle
    if b is None or not targets:
        return
    new = targets[0]
    defender = st.owner[b.target]
    if not on_field(st, new) or st.owner[new] != defender or new == b.target:
        return
    b.target = new
    b.target_incarnation = st.incarnation[new]
    if st.log is not None:
        st.log.append(E.AttackRetargeted(st.turn, "7-1-1-2", new))


def i_opponent_may(st: GameState, f: Frame, instr: tuple):
    """"your opponent may trash N cards from the top
    of their Life cards": the opponent answers 1 (do it) or 0 (a
    CHOOSE_NUMBER decision), unless they cannot; the trashed cards fill the
    slot."""
    _, step, slot = instr
    p = 1 - f.ctl
    life = st.life[p]
    can = (st.don_active[p] if type(step) is L.OpponentMayReturnDon else len(life))
    if can < step.count:
        f.slots[slot] = ()
        return None
    if not f.sub:
        return pause(st, f, p, CHOOSE_NUMBER)
    if f.sub == 1:                                     # declined
        f.slots[slot] = ()
        return None
    if type(step) is L.OpponentMayReturnDon:
        _opponent_returns_don(st, p, step.count)
        f.slots[slot] = (f.src,)                       # done (no card to name)
        return None
    moved = []
    for _ in range(step.count):
        i = life[-1]
        zones.move(st, i, TRASH)
        moved.append(i)
        if st.log is not None:
            st.log.append(E.LifeTrashed(st.turn, "8-4-3", p, i, False, True, False, -1))
    if st.listeners:
        life_left(st, p, False)
    f.slots[slot] = tuple(moved)
    return None


def _opponent_returns_don(st: GameState, p: int, n: int) -> None:
    """Player p returns n active DON!! of their cost area to their DON!! deck
    (by the other player's effect)."""
    st.don_active[p] -= n
    st.don_deck[p] += n
    if st.log is not None:
        st.log.append(E.DonReturned(st.turn, "6-4", p, n, "active"))
    if st.listeners:
        fire_event(st, L.WHEN_DON_RETURNED, p)
        fire_event(st, L.WHEN_ANY_DON_RETURNED, p)
        fire_event(st, L.WHEN_ANY_DON_RETURNED, 1 - p)


def s_power_per_cost(st, f, step, targets):
    """N power per 1 cost of the revealed card."""
    revealed = f.slots[LOOK_SLOT]
    if not revealed:
        return None
    amount = step.amount * stats.cost(st, revealed[0])
    return s_power(st, f, L.PowerChange(step.target, amount, step.duration), targets)


def s_next_play_cost(st, f, step, targets):
    """See language.NextPlayCostReduction."""
    st.mods.append(player_mod(MOD_NEXT_PLAY_COST, f.ctl, step.amount, THIS_TURN, f.ctl, f.src))
    if st.log is not None:
        st.log.append(E.PlayerRestricted(st.turn, "8-1-4-2", f.ctl, E.NEXT_PLAY_COST,
                                         step.amount, L.THIS_TURN))


def i_act_per(st: GameState, f: Frame, instr: tuple):
    """"+N power for every card trashed": N times
    the chosen cards of slot `counted` that went to the trash."""
    _, step, slot, counted = instr
    n = sum(1 for i in f.slots[counted] if st.area[i] == TRASH)
    if n == 0:
        return None
    if slot >= 0:
        targets = [i for i in f.slots[slot] if st.area[i] != NOWHERE or i == f.src]
    else:
        targets = resolve_target(st, f, step.target)
    return s_power(st, f, L.PowerChange(step.target, step.amount * n, step.duration), targets)


def i_act_same(st: GameState, f: Frame, instr: tuple):
    """"base power becomes the same as" the
    source's power now (a fixed value: official rulings on OP06-009)."""
    _, step, slot, source = instr
    src = _same_as_source(st, f, step.source, source)
    if src < 0:
        return None
    value = stats.power(st, src)
    if slot >= 0:
        targets = [i for i in f.slots[slot] if st.area[i] != NOWHERE or i == f.src]
    else:
        targets = resolve_target(st, f, step.target)
    return s_set_base(st, f, L.SetBasePower(step.target, value, step.duration), targets)


def _same_as_source(st: GameState, f: Frame, source: str, slot: int) -> int:
    """The card whose power is copied, if it is on the field, or -1."""
    if source == L.SAME_AS_OPPONENTS_LEADER or source == L.SAME_AS_OPPONENTS_LEADER_POWER:
        return st.leaders[1 - f.ctl]
    if source == L.SAME_AS_ATTACKER:
        b = st.battle
        if (b is None or st.owner[b.attacker] == f.ctl
                or st.incarnation[b.attacker] != b.attacker_incarnation):
            return -1
        return b.attacker
    chosen = [i for i in f.slots[slot] if on_field(st, i)] if slot >= 0 else []
    return chosen[0] if chosen else -1


def resolve_target(st: GameState, f: Frame, target) -> list[int]:
    t = type(target)
    if t is L.This:
        return [f.src] if st.incarnation[f.src] == f.inc else []
    if t is L.Every:
        return find(st, target.cards, f.src, f.ctl)
    raise TypeError(f"cannot resolve target {target!r}")


def i_delay(st: GameState, f: Frame, instr: tuple):
    """CR 6-6-1-2: "at the end of this turn" steps wait for the End Phase."""
    st.delayed.append(Delayed(f.ctl, f.src, f.inc, f.ab, f.pc + 1, tuple(f.slots), False))
    return instr[1]


def i_delay_battle(st: GameState, f: Frame, instr: tuple):
    """"at the end of this battle" steps wait for
    the End of the Battle (CR 7-1-5-2); kept with the delayed effects,
    marked, and taken out there (battle.end_of_battle)."""
    if st.battle is not None:
        st.delayed.append(Delayed(f.ctl, f.src, f.inc, f.ab, f.pc + 1, tuple(f.slots), True))
    return instr[1]


def i_stop(st: GameState, f: Frame, instr: tuple):
    return STOP


# -- "Choose one:" ----------------------------------------------------

def i_choose(st: GameState, f: Frame, instr: tuple):
    """CR 8-4-4: the player picks an option as the effect resolves (a
    CHOOSE_NUMBER decision: number k is option k + 1)."""
    if f.sub:
        k = f.sub - 1
        if st.log is not None:
            chooser = f.ctl if instr[1].chooser == L.YOU else 1 - f.ctl
            st.log.append(E.OptionChosen(st.turn, "8-4-4", chooser, f.src, k))
        return instr[2][k]
    return pause(st, f, f.ctl if instr[1].chooser == L.YOU else 1 - f.ctl, CHOOSE_NUMBER)


def i_jump(st: GameState, f: Frame, instr: tuple):
    return instr[1]


# -- choices of cards or DON!! cards (L.Cards.don) ----------------------

def don_choice_pool(st: GameState, cards: L.Cards, ctl: int) -> tuple[int, int]:
    """Whose DON!! cards a description covers and how many there are: the
    rested ones of the cost area, or the active ones (not those given to
    cards: official ruling on OP07-026)."""
    p = players_of(cards.owner, ctl)[0]
    return p, (st.don_rested[p] if cards.rested else st.don_active[p])


def i_dons(st: GameState, f: Frame, instr: tuple):
    """How many DON!! cards the player chooses (CR 8-4-4-1: up to the count);
    each is a -1 in the slot, and the cards chosen next fill the rest."""
    _, choose, slot = instr
    if not f.sub:
        low, high = dons_range(st, f, choose)
        if not high:
            return None
        if low < high:
            return pause(st, f, f.ctl, CHOOSE_NUMBER)
        f.sub = low + 1
    f.slots[slot] = f.slots[slot] + (-1,) * (f.sub - 1)
    return None


def dons_range(st: GameState, f: Frame, choose: L.Choose) -> tuple[int, int]:
    """How many DON!! cards may be chosen: up to the count; for a fixed
    count, enough that the cards can make up the rest (CR 8-4-4-1)."""
    high = min(choose.count, don_choice_pool(st, choose.cards, f.ctl)[1])
    if choose.up_to:
        return 0, high
    cards = len(select_candidates(st, f, choose, ()))
    return min(high, max(0, choose.count - cards)), high


def act_with_don(st: GameState, f: Frame, instr: tuple):
    """StayRested on the cards and DON!! cards chosen into a slot (the one
    step with a L.Cards.don choice)."""
    _, step, slot, _don = instr
    chosen = f.slots[slot]
    targets = [i for i in chosen if i >= 0 and st.area[i] != NOWHERE]
    dons = len(chosen) - len([i for i in chosen if i >= 0])
    if dons:
        p = players_of(step.target.cards.owner, f.ctl)[0]
        keep_don_rested(st, f, p, dons)
    return STEPS[type(step)](st, f, step, targets)


def keep_don_rested(st: GameState, f: Frame, p: int, n: int) -> None:
    """N rested DON!! of player p stay rested in their next Refresh Phase
    (CR 6-2-4; turn.refresh_cards)."""
    dur = duration(st, f, L.UNTIL_END_OF_YOUR_NEXT_TURN if p == f.ctl
                   else L.UNTIL_END_OF_OPPONENTS_NEXT_TURN)
    st.mods.append(player_mod(MOD_NO_REFRESH_DON, p, n, dur, f.ctl, f.src))
    if st.log is not None:
        st.log.append(E.PlayerRestricted(st.turn, "6-2-4", p, E.DON_STAY_RESTED, n, ""))


# -- steps kept going over several decisions ----------------------------

def i_each(st: GameState, f: Frame, instr: tuple):
    """("each", step, slot, scratch): the step's cards (those of `slot`, or
    all its Every target) and a scratch slot for its progress."""
    _, step, slot, scratch = instr
    if slot >= 0:
        targets = [i for i in f.slots[slot] if st.area[i] != NOWHERE]
    else:
        target = getattr(step, "target", None)
        targets = resolve_target(st, f, target) if target is not None else []
    return EACH_STEPS[type(step)](st, f, step, targets, scratch)


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
        st.log.append(E.DonGiven(st.turn, "6-5-5", p, p, n, t, "rested", 0, -1))
    if n and st.listeners:
        don_given(st, t, n)
    return f.pc                                         # the next target


def _rest_cards_don_limit(st: GameState, f: Frame, step) -> int:
    """How many DON!! "rest up to N of ... cards" may still rest after the
    cards chosen for it (the slot of the "each" instruction running)."""
    instr = f.ability.code[f.pc]
    chosen = len(f.slots[instr[2]]) if instr[0] == "each" and instr[2] >= 0 else 0
    return min(step.count - chosen, st.don_active[players_of(step.owner, f.ctl)[0]])


def e_rest_cards(st, f, step, targets, scratch):
    """"rest up to N of your opponent's cards": the cards chosen, then how
    many of the owner's active DON!! make up the rest of the N."""
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    s_rest(st, f, step, targets)
    rest_don_of(st, f, players_of(step.owner, f.ctl)[0], n)
    return None


def rest_don_of(st: GameState, f: Frame, p: int, n: int) -> None:
    if n <= 0:
        return
    st.don_active[p] -= n
    st.don_rested[p] += n
    if st.log is not None:
        st.log.append(E.DonRested(st.turn, "8-4-3", f.ctl, p, n, False))


def may_take_life_ends(st: GameState, f: Frame) -> list[int]:
    """The Life cards "you may add 1 card from the top or bottom of your
    Life cards" can take: the top and the bottom one."""
    life = st.life[f.ctl]
    if not life or life_to_hand_banned(st, f.ctl):     # L.NoLifeToHand
        return []
    return list(dict.fromkeys(life[-1:] + life[:1]))


def e_may_take_life(st, f, step, targets, scratch):
    """The player picks the top or bottom Life card, or none (SELECT_DONE);
    the card taken stays in `scratch` for "If you do"."""
    if not f.sub:
        if not may_take_life_ends(st, f):
            return None
        return pause(st, f, f.ctl, SELECT)
    for i in f.slots[scratch]:
        zones.move(st, i, HAND)
        if st.log is not None:
            st.log.append(E.LifeTaken(st.turn, "8-4-3", f.ctl, i, True, False, -1, False,
                                      E.only(f.ctl)))
    if f.slots[scratch] and st.listeners:
        life_left(st, f.ctl, True)
    return None


def pay_rest_cards(st: GameState, f: Frame, step):
    """The cost "rest N of your cards": how many active DON!! first (f.sub
    holds the number + 1), then the other cards chosen (CR 8-3-1-3)."""
    p = f.ctl
    cards = rest_cards_candidates(st, p)
    if not f.sub:
        lo, hi = rest_cards_don_range(st, p, step.count)
        if lo > hi:
            return STOP
        if lo < hi:
            return pause(st, f, p, CHOOSE_NUMBER)
        f.sub = lo + 1
    k = f.sub - 1
    need = step.count - k
    chosen = f.slots[LOOK_SLOT]
    options = [i for i in cards if i not in chosen]
    if len(chosen) < need and options:
        if len(options) > need - len(chosen):
            return pause(st, f, p, SELECT)
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
    return [Action(RETURN_DON, i) for i in (st.leaders[p], *st.chars[p]) if st.don[i]]


def pay_return_given_don(st: GameState, f: Frame, count: int):
    """"return N total of your currently given DON!! cards to your cost area
    rested": one DON!! at a time, from the card the player picks."""
    p = f.ctl
    while f.sub < count:
        sources = given_don_sources(st, p)
        if not sources:
            return STOP                          # CR 8-3-1-3-1
        if len(sources) > 1:
            return pause(st, f, p, RETURN_DON)
        return_given_don(st, p, sources[0].card)
        f.sub += 1
    if st.log is not None:
        st.log.append(E.DonReturned(st.turn, "6-5-5", p, count, "given"))
    return None


def return_given_don(st: GameState, p: int, i: int) -> None:
    st.don[i] -= 1
    st.don_rested[p] += 1


def pay_return_don_or_more(st: GameState, f: Frame, step):
    """"return 1 or more DON!! cards from your field to your DON!! deck": the
    number first (kept in the scratch LOOK slot, free before "paid"), then
    each DON!! as for DON!! −X (f.sub counts them)."""
    p = f.ctl
    if not f.slots[LOOK_SLOT]:
        most = don_on_field(st, p)
        if most < step.count:
            return STOP
        if f.sub:                                   # the number chosen (CHOOSE_NUMBER)
            f.slots[LOOK_SLOT] = (f.sub - 1,)
            f.sub = 0
        elif most == step.count:
            f.slots[LOOK_SLOT] = (most,)
        else:
            return pause(st, f, p, CHOOSE_NUMBER)
    r = pay_don_minus(st, f, f.slots[LOOK_SLOT][0])
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
        don_returned(st, p, count)
    return None


def s_give_active_don(st, f, step, targets):
    p = f.ctl
    for t in targets[:1]:
        n = min(step.count, st.don_active[p])
        st.don_active[p] -= n
        st.don[t] += n
        if st.log is not None:
            st.log.append(E.DonGiven(st.turn, "6-5-5", p, p, n, t, "active", 0, -1))
        if n and st.listeners:
            don_given(st, t, n)


def s_give_opponent_don(st, f, step, targets):
    """The opponent's rested DON!! to one of their Characters, as the
    player who activated the effect picks (official ruling on OP15-026)."""
    opp = 1 - f.ctl
    return give_rested_don(st, f, step, [i for i in targets if st.owner[i] == opp], opp)


def e_may_rest_don(st, f, step, targets, scratch):
    """"you may rest 1 of your DON!! cards. If you do, ...": all of them or
    none (the player's choice, CR 8-3-3); `scratch` holds this card's id as
    the mark that it was done, for "If you do"."""
    p = f.ctl
    count = step.step.count
    if not f.sub:
        if st.don_active[p] < count:
            return None                              # cannot: "If you do" fails
        return pause(st, f, p, CHOOSE_NUMBER)
    if f.sub - 1 == count:
        rest_don_of(st, f, p, count)
        f.slots[scratch] = (f.src,)
    return None


def _moving_target(st: GameState, f: Frame) -> int:
    """MoveGivenDon: the card the DON!! go to (the "each" instruction's slot)."""
    instr = f.ability.code[f.pc]
    chosen = [i for i in f.slots[instr[2]] if st.area[i] in (LEADER_AREA, CHARACTER_AREA)]
    return chosen[0] if chosen else -1


def moving_don_sources(st: GameState, f: Frame) -> list[Action]:
    """The player's other cards with DON!! given, for MoveGivenDon."""
    t = _moving_target(st, f)
    p = f.ctl
    return [Action(RETURN_DON, i) for i in (st.leaders[p], *st.chars[p]) if st.don[i] and i != t]


def e_move_given_don(st, f, step, targets, scratch):
    """How many DON!! first (kept in `scratch`), then each from the card the
    player picks (f.sub counts them)."""
    t = _moving_target(st, f)
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
        if len(sources) > 1:
            return pause(st, f, f.ctl, RETURN_DON)
        move_given_don(st, sources[0].card, t)
        f.sub += 1
    f.slots[scratch] = ()
    return None


def move_given_don(st: GameState, source: int, t: int) -> None:
    st.don[source] -= 1
    st.don[t] += 1
    if st.log is not None:
        st.log.append(E.DonGiven(st.turn, "6-5-5", st.owner[t], st.owner[source], 1, t, "",
                                 0, source))
    if st.listeners:
        don_given(st, t, 1)


def s_extra_turn(st, f, step, targets):
    """L.ExtraTurn: turn.start_turn reads the mark as the turn ends."""
    p = f.ctl
    st.mods.append(player_mod(MOD_EXTRA_TURN, p, 1, PERMANENT, p, f.src))
    if st.log is not None:
        st.log.append(E.ExtraTurn(st.turn, "8-4-3", p, True))


def s_no_don_active_by_characters(st, f, step, targets):
    p = f.ctl
    st.mods.append(player_mod(MOD_NO_DON_ACTIVE_BY_CHARACTERS, p, 0,
                              duration(st, f, step.duration), p, f.src))
    if st.log is not None:
        st.log.append(E.PlayerRestricted(st.turn, "8-1-4-2", p, E.NO_DON_ACTIVE_BY_CHARACTERS,
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


def _owners_don_limit(st: GameState, f: Frame, step) -> int:
    """GiveDonToOwner: the rested DON!! of the chosen card's owner (the
    slot of the "act" instruction running)."""
    instr = f.ability.code[f.pc]
    chosen = f.slots[instr[2]] if instr[0] == "act" and instr[2] >= 0 else ()
    if not chosen:
        return 0
    q = st.owner[chosen[0]]
    if not step.rested:             # 0 none, 1 a rested one, 2 an active one
        return (st.don_rested[q] > 0) + (st.don_active[q] > 0)
    return min(step.count, st.don_rested[q])


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
        st.log.append(E.DonGiven(st.turn, "6-5-5", f.ctl, p, n, t,
                                 "active" if active else "rested", 0, -1))
    if n and st.listeners:
        don_given(st, t, n)
    return None


def _returns_given_don(instr: tuple) -> bool:
    return instr[0] == "cost" and type(instr[1]) is L.StepCost \
        and type(instr[1].step) is L.ReturnGivenDon


# -- "For every <counted>, <step>" -------------------------------------

def i_count(st: GameState, f: Frame, instr: tuple):
    """("count", description, slot): how many times the steps repeat,
    counted once as the repetition starts."""
    _, per, slot = instr
    f.slots[slot] = (count_of(st, per, f.src, f.ctl),)


def i_loop(st: GameState, f: Frame, instr: tuple):
    """("loop", counter slot, end, slots of the repeated choices): one more
    round while the count lasts, each with its own choices (CR 8-4-4)."""
    _, counter, end, slots = instr
    left = f.slots[counter][0]
    if left <= 0:
        return end
    f.slots[counter] = (left - 1,)
    for k in slots:
        f.slots[k] = ()
    return None


INSTRUCTIONS: Final = {"delay": i_delay, "stop": i_stop, "cost": i_cost, "paid": i_paid, "unless": i_unless,
                "look": i_look, "arrange": i_arrange, "select": i_select,
                "act": i_act, "choose": i_choose, "jump": i_jump,
                "each": i_each,
                "merge": i_merge,
                "count": i_count, "loop": i_loop,
                "trash_into": i_trash_into, "act_per": i_act_per,
                "delay_battle": i_delay_battle, "act_same": i_act_same,
                "opponent_may": i_opponent_may, "may": i_may,
                "dons": i_dons}


# -- steps ------------------------------------------------------------------------

def suspend_with(st: GameState, f: Frame, tasks: list) -> int:
    """Let `tasks` run before the rest of the effect (they may need choices)."""
    _advance(f)
    st.tasks.append(keep(st, f))
    st.tasks.extend(reversed(tasks))
    return WAIT


def s_ko(st, f, step, targets):
    # Whether each target is protected is decided for all of them at once,
    # before any leaves the field (official ruling on OP04-119).
    kos = [KoTask(i, st.incarnation[i], _ko_cause(st, f, i), "10-2-1-2", (), 1, f.ctl)
           for i in targets
           if (st.area[i] == CHARACTER_AREA or st.area[i] == STAGE_AREA)   # Stages too
           and not protected(st, i, _ko_cause(st, f, i))]
    if kos:
        return suspend_with(st, f, kos)


def _ko_cause(st: GameState, f: Frame, i: int) -> str:
    """An effect K.O.s card i: its owner's, or its owner's opponent's."""
    return L.BY_EFFECTS if st.owner[i] == f.ctl else L.BY_OPPONENTS_EFFECTS


def _removals(st: GameState, f: Frame, targets, dest: str):
    """When an opponent's card may replace its removal from
    the field ("would be removed from the field by your opponent's effect"),
    each card leaves the field as a task (triggers.remove_task); None when no
    replacement can apply, which is the usual case."""
    field = [i for i in targets if st.area[i] == CHARACTER_AREA or st.area[i] == STAGE_AREA]
    if not any(may_replace_removal(st, i) if st.owner[i] != f.ctl
               else may_replace_leaving(st, i) for i in field):     # own effects
        return None
    return suspend_with(st, f, [RemoveTask(i, st.incarnation[i], dest, (), st.owner[i] != f.ctl)
                                for i in field])


def _removable(st: GameState, f: Frame, targets) -> list:
    """The targets the effect may remove from the field: not the opponent's
    cards that "cannot be removed from the field by your opponent's effects"."""
    if not st.field_statics:
        return targets
    out = []
    for i in targets:
        if st.owner[i] != f.ctl and on_field(st, i) and statics.cannot_be_removed(st, i):
            if st.log is not None:
                st.log.append(E.Protected(st.turn, "8-1-3-3", i, ""))
            continue
        out.append(i)
    return out


def s_return_to_hand(st, f, step, targets):
    targets = _removable(st, f, targets)
    r = _removals(st, f, targets, "hand")
    if r is not None:
        return r
    for i in targets:
        if st.area[i] == CHARACTER_AREA or st.area[i] == STAGE_AREA:
            character = st.area[i] == CHARACTER_AREA
            if character and st.listeners:
                removed_by_effect(st, i, f.ctl)
            zones.move(st, i, HAND)
            if st.log is not None:
                st.log.append(E.CardMoved(st.turn, "8-4-3", i, st.owner[i], f.ctl,
                                          CHARACTER_AREA if character else STAGE_AREA, HAND,
                                          False, False, E.ALL))
            if character and st.listeners:
                returned_to_hand(st, i, f.ctl)


def s_to_deck_bottom(st, f, step, targets):
    targets = _removable(st, f, targets)
    if type(step) is L.ToDeckBottom and step.word == L.ANY_ORDER:     # owners order
        f.slots[LOOK_SLOT] = tuple(targets)
    r = _removals(st, f, targets, "bottom")
    if r is not None:
        return r
    for i in targets:
        if on_field(st, i) and st.area[i] != LEADER_AREA or st.area[i] in (HAND, TRASH):
            if st.area[i] == CHARACTER_AREA and st.listeners:
                removed_by_effect(st, i, f.ctl)
            src = st.area[i]
            zones.move(st, i, DECK, bottom=True)
            if st.log is not None:
                st.log.append(E.CardMoved(st.turn, "8-4-3", i, st.owner[i], f.ctl, src, DECK,
                                          False, False, E.seen_moving(st.owner[i], src, DECK)))


def s_to_deck_top(st, f, step, targets):
    targets = _removable(st, f, targets)
    r = _removals(st, f, targets, "top")
    if r is not None:
        for i in targets:
            if st.area[i] in (HAND, TRASH):
                zones.move(st, i, DECK)                 # not from the field
        return r
    for i in targets:
        if on_field(st, i) and st.area[i] != LEADER_AREA or st.area[i] in (HAND, TRASH, LIFE):
            if st.area[i] == CHARACTER_AREA and st.listeners:
                removed_by_effect(st, i, f.ctl)
            src, face_up = st.area[i], st.face_up[i]
            zones.move(st, i, DECK)
            if st.log is not None:
                st.log.append(E.CardMoved(st.turn, "8-4-3", i, st.owner[i], f.ctl, src, DECK,
                                          True, False,
                                          E.seen_moving(st.owner[i], src, DECK, face_up)))


def s_add_to_hand(st, f, step, targets):
    for i in targets:
        src, face_up = st.area[i], st.face_up[i]
        secret = src == DECK
        zones.move(st, i, HAND)
        if secret:
            # CR 11-2-1: a card moved between secret areas is revealed.
            if st.log is not None:
                st.log.append(E.Revealed(st.turn, "11-2-1", st.owner[i], E.REVEAL_TO_HAND, 1,
                                         (i,)))
        else:
            if st.log is not None:
                st.log.append(E.CardMoved(st.turn, "8-4-3", i, st.owner[i], st.owner[i], src,
                                          HAND, False, False,
                                          E.seen_moving(st.owner[i], src, HAND, face_up)))


def s_play(st, f, step, targets):
    while f.sub < len(targets):
        i = targets[f.sub]
        d = st.defs[i]
        p = st.owner[i]
        if d.category != CHARACTER and d.category != STAGE:
            f.sub += 1                   # a named card that cannot be played (CR 3-7, 3-8)
            continue
        if d.category == CHARACTER and st.mods and stats.cannot_play_characters(st, p, i):
            f.sub += 1                   # L.CannotPlayCharacters
            continue
        if d.category == CHARACTER and len(st.chars[p]) >= MAX_CHARACTERS:
            if not st.chars[p]:
                break
            return pause(st, f, p, MAKE_ROOM)
        play_card(st, i, step.rested)
        f.sub += 1
    return None


def play_card(st: GameState, i: int, rested: bool = False) -> None:
    """Play a Character or Stage card from wherever it is (CR 3-7-3, 3-8-3)."""
    d = st.defs[i]
    p = st.owner[i]
    from_hand = st.area[i] == HAND
    if d.category == STAGE:
        for old in list(st.stage[p]):
            zones.move(st, old, TRASH)                 # CR 3-8-5-1
        zones.move(st, i, STAGE_AREA)
    else:
        zones.move(st, i, CHARACTER_AREA)
    st.rested[i] = rested
    st.played_turn[i] = st.turn
    if st.log is not None:
        st.log.append(E.Played(st.turn, "3-7-3", p, i, -1, rested))
    fire(st, L.ON_PLAY, (i,))
    if d.category == CHARACTER and st.listeners:
        character_played(st, p)
        if from_hand:
            played_from_hand(st, i)


def s_rest(st, f, step, targets):
    for i in targets:
        if on_field(st, i) and not st.rested[i] and not cannot_be_rested(st, i):
            st.rested[i] = True
            if st.log is not None:
                st.log.append(E.Rested(st.turn, "4-4-1-2", i, -1, False))
            if st.listeners:
                became_rested(st, i)


def s_set_active(st, f, step, targets):
    for i in targets:
        if on_field(st, i) and st.rested[i]:
            st.rested[i] = False
            if st.log is not None:
                st.log.append(E.Rested(st.turn, "4-4-1-1", i, -1, True))


def s_draw(st, f, step, targets):
    count = step.count
    if step.up_to:                  # "draw up to N cards"
        count = how_many(st, f, step)
        if count == WAIT:
            return WAIT
    p = f.ctl if step.owner == L.YOU else 1 - f.ctl      # "your opponent draws"
    n = zones.draw(st, p, count)
    if st.log is not None:
        st.log.append(E.Drew(st.turn, "4-5", p, n))
    if n and st.listeners:
        drew_by_effect(st, p)
    if n and _asks_drawn(f.ability.code):
        mark = OnceUsed(f.src, f.inc, L.DREW_MARK)
        if mark not in st.once_used:
            st.once_used.append(mark)


def _asks_drawn(code: tuple) -> bool:
    """The ability tests L.NotDrawnByThis, so its
    draws are recorded (only then: other games keep their states)."""
    return any(instr[0] == "unless" and _mentions_drawn(instr[1]) for instr in code)


def _mentions_drawn(cond) -> bool:
    if type(cond) is L.NotDrawnByThis:
        return True
    if type(cond) is L.AllOf or type(cond) is L.AnyOf:
        return any(_mentions_drawn(c) for c in cond.conditions)
    return False


def s_draw_to_hand_size(st, f, step, targets):
    """Draw up to the hand size the card names (none if already there)."""
    n = zones.draw(st, f.ctl, max(0, step.count - len(st.hand[f.ctl])))
    if st.log is not None:
        st.log.append(E.Drew(st.turn, "4-5", f.ctl, n))
    if n and st.listeners:
        drew_by_effect(st, f.ctl)


def s_trash(st, f, step, targets):
    from_hand = [False, False]
    for i in _removable(st, f, targets):
        src = st.area[i]
        if src == HAND:
            from_hand[st.owner[i]] = True
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append(E.CardMoved(st.turn, "10-2-14", i, st.owner[i], st.owner[i], src,
                                      TRASH, False, False, E.ALL))
    if st.listeners:
        for p in (0, 1):
            if from_hand[p]:
                hand_trashed(st, p)


def s_power(st, f, step, targets):
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_POWER, i, step.amount, dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append(E.PowerChanged(st.turn, "8-1-4-2", i, step.amount, step.duration,
                                             stats.power(st, i)))


def s_set_base(st, f, step, targets):
    kind = MOD_BASE_POWER if type(step) is L.SetBasePower else MOD_BASE_COST
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(kind, i, step.value, duration(st, f, step.duration), f.ctl,
                                    f.src))
            if st.log is not None:
                st.log.append(E.BaseSet(st.turn, "4-9", i, kind == MOD_BASE_COST, step.value,
                                        step.duration, False))


def s_power_to_zero(st, f, step, targets):
    for i in targets:
        if on_field(st, i):
            p = stats.power(st, i)
            if p <= 0:
                continue                          # CR 4-12-2
            st.mods.append(card_mod(MOD_POWER, i, -p, duration(st, f, step.duration), f.ctl, f.src))
            if st.log is not None:
                st.log.append(E.BaseSet(st.turn, "4-12-1", i, False, 0, step.duration, True))


def s_cost(st, f, step, targets):
    for i in targets:
        if on_field(st, i) or st.area[i] == HAND:
            st.mods.append(card_mod(MOD_COST, i, step.amount, duration(st, f, step.duration),
                                    f.ctl, f.src))
            if st.log is not None:
                st.log.append(E.CostChanged(st.turn, "8-1-4-2", i, step.amount, step.duration))


def s_keyword(st, f, step, targets):
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_KEYWORD, i, KEYWORD_BITS[step.keyword], dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append(E.KeywordGained(st.turn, "8-1-4-2", i, step.keyword,
                                              step.duration))
            if step.amount:             # "gains [Blocker] and +1000 power"
                st.mods.append(card_mod(MOD_POWER, i, step.amount, dur, f.ctl, f.src))
                if st.log is not None:
                    st.log.append(E.PowerChanged(st.turn, "8-1-4-2", i, step.amount,
                                                 step.duration, stats.power(st, i)))


def how_many(st: GameState, f: Frame, step) -> int:
    """How many cards or DON!! a step moves: as many as it can (capped by
    `_number_limit`), or, for "up to N", the number the player chooses when
    more than one is possible.  Returns WAIT while the player chooses."""
    most = _number_limit(st, f, step)
    if most <= 0 or not getattr(step, "up_to", True):
        return max(most, 0)
    if f.sub:
        return f.sub - 1
    return pause(st, f, f.ctl, CHOOSE_NUMBER)


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
        st.log.append(E.DonGiven(st.turn, "6-5-5", f.ctl, owner, n, t, "rested", 0, -1))
    if n and st.listeners:
        don_given(st, t, n)
    return None


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
        st.log.append(E.DonAdded(st.turn, "8-4-3", p, n, step.active))
    return None


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
        st.log.append(E.DonSetActive(st.turn, "8-4-3", p, n))
    return None


def s_rest_opponent_don(st, f, step, targets):
    opp = 1 - f.ctl
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    st.don_active[opp] -= n
    st.don_rested[opp] += n
    if st.log is not None:
        st.log.append(E.DonRested(st.turn, "8-4-3", f.ctl, opp, n, False))
    return None


def s_add_life_from_deck(st, f, step, targets):
    p = f.ctl
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    for _ in range(n):
        i = st.deck[p][-1]
        zones.move(st, i, LIFE)
    if st.log is not None:
        st.log.append(E.LifeFromDeck(st.turn, "8-4-3", p, n, len(st.life[p])))
    return None


def s_take_life(st, f, step, targets):
    p = players_of(step.owner, f.ctl)[0]               # whose Life
    if p == f.ctl and life_to_hand_banned(st, p):       # L.NoLifeToHand
        return None
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    for _ in range(n):
        i = st.life[p][-1]                             # the top card (CR 3-10-2)
        if st.face_up[i] and life_to_deck_instead(st, p, i):
            continue
        face_up = st.face_up[i]
        zones.move(st, i, HAND)
        if st.log is not None:
            st.log.append(E.LifeTaken(st.turn, "8-4-3", p, i, True, False, -1, False,
                                      E.seen_moving(p, LIFE, HAND, face_up)))
    if n and st.listeners:
        life_left(st, p, True)
    return None


# -- face-up Life cards (CR 3-10-2-1) ------------------------------------

def s_turn_life(st, f, step, targets):
    """Turn the chosen Life cards (by a cost) or, as a step, the top ones
    that are not already so."""
    if not targets:
        targets = turnable_life(st, step, f.ctl)[:step.count]
    for i in targets:
        st.face_up[i] = step.face_up
        if st.log is not None:
            st.log.append(E.LifeTurned(st.turn, "3-10-2-1", f.ctl, i, step.face_up, False,
                                       E.ALL if step.face_up else E.NOBODY))


def s_turn_all_life(st, f, step, targets):
    for i in st.life[f.ctl]:
        st.face_up[i] = step.face_up
    if st.log is not None:
        st.log.append(E.LifeTurned(st.turn, "3-10-2-1", f.ctl, E.HIDDEN, step.face_up, True,
                                   E.ALL))


def s_trash_face_up_life(st, f, step, targets):
    p = f.ctl
    face_up = [i for i in st.life[p] if st.face_up[i]]
    for i in face_up:
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append(E.LifeTrashed(st.turn, "3-10-2-1", p, i, False, True, True, -1))
    if face_up and st.listeners:
        life_left(st, p, False)


def s_trash_life_until(st, f, step, targets):
    p = f.ctl
    life = st.life[p]
    before = len(life)
    while len(life) > step.count:
        i = life[-1]
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append(E.LifeTrashed(st.turn, "8-4-3", p, i, False, False, False, -1))
    if len(life) < before and st.listeners:
        life_left(st, p, False)


def s_no_life_to_hand(st, f, step, targets):
    p = f.ctl
    st.mods.append(player_mod(MOD_NO_LIFE_TO_HAND, p, 0, duration(st, f, step.duration), p, f.src))
    if st.log is not None:
        st.log.append(E.PlayerRestricted(st.turn, "8-1-4-2", p, E.NO_LIFE_TO_HAND, 0,
                                         step.duration))


_TO_LIFE_FROM: Final = (CHARACTER_AREA, HAND, TRASH, DECK)


def s_add_to_life(st, f, step, targets):
    """Add the cards to the top of their owner's Life area, face-up or not;
    when the bottom is allowed too, the "arrange" that follows lets the
    player move each to the top or bottom (CR 3-10-2, 3-10-2-1)."""
    added = []
    for i in _removable(st, f, targets):
        if st.area[i] not in _TO_LIFE_FROM:
            continue
        if st.area[i] == CHARACTER_AREA and st.listeners:
            removed_by_effect(st, i, f.ctl)
        if step.reveal and st.log is not None:
            st.log.append(E.Revealed(st.turn, "11-2-1", f.ctl, E.REVEAL_CARDS, 1, (i,)))
        src = st.area[i]
        zones.move(st, i, LIFE)
        st.face_up[i] = step.face_up
        added.append(i)
        if st.log is not None:
            st.log.append(E.CardMoved(st.turn, "3-10-2-1", i, st.owner[i], f.ctl, src, LIFE,
                                      True, step.face_up,
                                      E.seen_moving(st.owner[i], src, LIFE, step.face_up)))
    if "bottom" in step.places:
        f.slots[LOOK_SLOT] = tuple(added)


def s_return_don(st, f, step, targets):
    r = pay_don_minus(st, f, step.count, players_of(step.owner, f.ctl)[0])
    return None if r == STOP else r                    # CR 1-3-2: as many as possible


def _card_mod(kind: int, verb: str):
    def apply(st, f, step, targets):
        value = KEYWORD_BITS[step.keyword] if hasattr(step, "keyword") else 0
        for i in targets:
            if on_field(st, i):
                st.mods.append(card_mod(kind, i, value, duration(st, f, step.duration), f.ctl,
                                        f.src))
                if st.log is not None:
                    st.log.append(E.CardRestricted(st.turn, "8-1-4-2", i, st.owner[i], verb,
                                                   getattr(step, "keyword", ""),
                                                   step.duration))
    return apply


_NEGATE: Final = _card_mod(MOD_NEGATED, E.NEGATED)
_NO_ATTACK: Final = _card_mod(MOD_CANNOT_ATTACK, E.CANNOT_ATTACK)


def s_negate(st, f, step, targets):
    """CR 8-2; with "and that Character cannot attack" as well."""
    _NEGATE(st, f, step, targets)
    if step.cannot_attack:
        _NO_ATTACK(st, f, step, targets)


def s_hand_to_deck(st, f, step, targets):
    """The cards go to the top of the deck, then the "arrange"
    after this step puts them where the player chooses."""
    moved = []
    for i in targets:
        if st.area[i] == HAND:
            zones.move(st, i, DECK)
            moved.append(i)
    f.slots[LOOK_SLOT] = tuple(moved)
    if st.log is not None and moved:
        st.log.append(E.CardsMoved(st.turn, "8-4-3", f.ctl, len(moved), HAND, DECK, False))


def s_cannot_play_characters(st, f, step, targets):
    """Player f.ctl plays no Character card for the duration."""
    p = f.ctl
    least = step.base_cost_min or 0
    st.mods.append(player_mod(MOD_NO_PLAY_CHARACTER, p, least, duration(st, f, step.duration),
                              p, f.src))
    if st.log is not None:
        st.log.append(E.PlayerRestricted(st.turn, "3-7-3", p, E.NO_CHARACTER_PLAY, least,
                                         step.duration))


def s_attack_active(st, f, step, targets):
    """"can also attack active Characters" (an exception to CR 7-1-1-2)."""
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_KEYWORD, i, ATTACK_ACTIVE, dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append(E.CardRestricted(st.turn, "8-1-4-2", i, st.owner[i],
                                               E.ATTACKS_ACTIVE, "", step.duration))


def cannot_be_rested(st: GameState, i: int) -> bool:
    return bool(st.mods) and has_mod(st, i, MOD_CANNOT_BE_RESTED)


def s_cannot_be_rested(st, f, step, targets):
    """"cannot be rested": nor attack nor block, which rest the card."""
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            for kind in (MOD_CANNOT_BE_RESTED, MOD_CANNOT_ATTACK, MOD_CANNOT_BLOCK):
                st.mods.append(card_mod(kind, i, 0, dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append(E.CardRestricted(st.turn, "8-1-4-2", i, st.owner[i],
                                               E.CANNOT_BE_RESTED, "", step.duration))


def s_protect_from_ko(st, f, step, targets):
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_NO_KO, i, L.KO_CAUSES.index(step.by), dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append(E.CardRestricted(st.turn, "10-2-1-3", i, st.owner[i],
                                               E.CANNOT_BE_KOED, "", step.duration))


def s_win(st, f, step, targets):
    end_game(st, f.ctl, REASON_EFFECT, "1-2-5")


def s_lose(st, f, step, targets):
    end_game(st, 1 - f.ctl, REASON_EFFECT, "1-2-5")


def s_shuffle(st, f, step, targets):
    st.rng = rng.shuffle(st.rng, st.deck[f.ctl])
    if st.log is not None:
        st.log.append(E.Shuffled(st.turn, "3-2-4", f.ctl))


def s_trash_life(st, f, step, targets):
    p = players_of(step.owner, f.ctl)[0]
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    for _ in range(n):
        i = st.life[p][-1]
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append(E.LifeTrashed(st.turn, "8-4-3", p, i, False, False, False, -1))
    if n and st.listeners:
        life_left(st, p, False)
    return None


def s_cannot_block(st, f, step, targets):
    opp = 1 - f.ctl
    if step.max_power is not None or step.max_cost is not None:
        _cannot_block_weak(st, f, step, opp)
        return
    st.mods.append(player_mod(BLOCKER_BAN, opp,
                              step.min_power if step.min_power is not None else BAN_ALL,
                              duration(st, f, step.duration), f.ctl, f.src))
    if st.log is not None:
        st.log.append(E.PlayerRestricted(st.turn, "10-1-4", opp, E.NO_BLOCKER,
                                         step.min_power or 0, step.duration))


def _cannot_block_weak(st, f, step, opp: int) -> None:
    """No [Blocker] of a Character with `max_power` or less, or
    with a cost of `max_cost` or less (CR 10-1-4)."""
    if step.max_cost is not None:
        st.mods.append(player_mod(BLOCKER_BAN_COST, opp, step.max_cost,
                                  duration(st, f, step.duration), f.ctl, f.src))
        what, value = E.NO_BLOCKER_MAX_COST, step.max_cost
    else:
        st.mods.append(player_mod(BLOCKER_BAN_MAX, opp, step.max_power,
                                  duration(st, f, step.duration), f.ctl, f.src))
        what, value = E.NO_BLOCKER_MAX_POWER, step.max_power
    if st.log is not None:
        st.log.append(E.PlayerRestricted(st.turn, "10-1-4", opp, what, value, step.duration))


def s_unblockable_when_attacking(st, f, step, targets):
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_NO_BLOCK_ATTACKER, i, 0, duration(st, f, step.duration),
                                    f.ctl, f.src))
            if st.log is not None:
                st.log.append(E.CardRestricted(st.turn, "10-1-4", i, 1 - f.ctl,
                                               E.UNBLOCKED_ATTACKER, "", step.duration))


def s_activate_own(st, f, step, targets):
    ab = ability_index(st, f.src, step.timing)
    if ab is None:
        return None
    a = st.defs[f.src].abilities[ab]
    if a.conditions and not all_hold(st, a.conditions, f.src, f.ctl):
        return None
    # The frame of the activated effect goes on top: it resolves now, and
    # this frame finishes after it.
    st.tasks.append(keep(st, _advance(f)))
    begin(st, f.src, f.ctl, ab)
    return WAIT


def _advance(f: Frame) -> Frame:
    f.pc += 1
    f.sub = 0
    return f


def s_python(st, f, step, targets):
    step.fn(st, f)


# -- a search in steps: look, reveal, trash the rest (language.Look) ----------------

def s_look(st, f, step, targets):
    """Look at (CR 11-3-1) or reveal (CR 11-2) the top cards of the deck:
    they stay in the deck (CR 11-3-2) in the LOOK slot for the steps after."""
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    deck = st.deck[f.ctl]
    looked = tuple(reversed(deck[len(deck) - n:])) if n else ()     # top card first
    f.slots[LOOK_SLOT] = looked
    st.looking = Looking(EVERYONE if step.reveal else f.ctl, looked)
    if st.log is not None:
        if step.reveal:
            st.log.append(E.Revealed(st.turn, "11-2", f.ctl, E.REVEAL_DECK_TOP, n, looked))
        else:
            st.log.append(E.Looked(st.turn, "11-3-1", f.ctl, f.ctl, DECK, n, looked,
                                   E.only(f.ctl)))
    return None


def s_trash_rest(st, f, step, targets):
    for i in f.slots[LOOK_SLOT]:
        if st.area[i] == DECK:
            zones.move(st, i, TRASH)
            if st.log is not None:
                st.log.append(E.CardMoved(st.turn, "8-4-3", i, st.owner[i], f.ctl, DECK, TRASH,
                                          False, False, E.ALL))
    f.slots[LOOK_SLOT] = ()
    st.looking = None


def s_look_at_life(st, f, step, targets):
    """The chosen top Life card is looked at by this player only (CR 11-3-1)."""
    f.slots[LOOK_SLOT] = tuple(targets)
    st.looking = Looking(f.ctl, tuple(targets))
    if st.log is not None:
        for i in targets:
            st.log.append(E.Looked(st.turn, "11-3-1", f.ctl, st.owner[i], LIFE, 1, (i,),
                                   E.only(f.ctl)))


def s_look_at_all_life(st, f, step, targets):
    life = st.life[f.ctl]
    looked = tuple(reversed(life))                    # top card first
    f.slots[LOOK_SLOT] = looked
    st.looking = Looking(f.ctl, looked)
    if st.log is not None:
        st.log.append(E.Looked(st.turn, "11-3-1", f.ctl, f.ctl, LIFE, -1, looked,
                               E.only(f.ctl)))


def s_reveal_life(st, f, step, targets):
    """The top Life card(s) are revealed (CR 11-3-2) and
    become the looked-at cards; none when the Life area is empty."""
    life = st.life[f.ctl]
    n = min(step.count, len(life))
    if step.up_to and n:
        n = how_many(st, f, step)
        if n == WAIT:
            return WAIT
    looked = tuple(reversed(life[len(life) - n:]))   # top card first
    f.slots[LOOK_SLOT] = looked
    if st.log is not None:
        st.log.append(E.Revealed(st.turn, "11-3-2", f.ctl, E.REVEAL_LIFE_TOP, n, looked))


def s_redraw_hand(st, f, step, targets):
    """The hand into the deck, a shuffle, as many cards drawn."""
    p = f.ctl
    hand = list(st.hand[p])
    for i in hand:
        zones.move(st, i, DECK)
    st.rng = rng.shuffle(st.rng, st.deck[p])
    if st.log is not None:
        st.log.append(E.CardsMoved(st.turn, "3-2-4", p, len(hand), HAND, DECK, True))
    if hand:
        s_draw(st, f, L.Draw(len(hand)), targets)


def s_shuffle_into_deck(st, f, step, targets):
    """The cards into their owner's deck, then a shuffle."""
    for i in targets:
        zones.move(st, i, DECK)
    st.rng = rng.shuffle(st.rng, st.deck[f.ctl])
    if st.log is not None:
        st.log.append(E.CardsMoved(st.turn, "3-2-4", f.ctl, len(targets), -1, DECK, True))


def s_trash_from_deck(st, f, step, targets):
    deck = st.deck[f.ctl]
    n = min(step.count, len(deck))                   # CR 1-3-2: as many as possible
    if step.optional:                                # "you may": all or none
        n = how_many(st, f, step)
        if n == WAIT:
            return WAIT
    for _ in range(n):
        i = deck[-1]
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append(E.CardMoved(st.turn, "8-4-3", i, st.owner[i], f.ctl, DECK, TRASH,
                                      True, False, E.ALL))
def s_stay_rested(st, f, step, targets):
    """The targets stay rested in their owner's next Refresh
    Phase (CR 6-2-4), which comes before the end of the opponent's next turn."""
    for i in targets:
        # your own card stays rested in your next Refresh Phase
        dur = duration(st, f, L.UNTIL_END_OF_YOUR_NEXT_TURN if st.owner[i] == f.ctl
                       else L.UNTIL_END_OF_OPPONENTS_NEXT_TURN)
        if on_field(st, i):
            st.mods.append(card_mod(MOD_NO_REFRESH, i, 0, dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append(E.CardRestricted(st.turn, "6-2-4", i, st.owner[i],
                                               E.STAYS_RESTED, "", ""))


def s_deal_damage(st, f, step, targets):
    """Damage processing runs before the rest of the effect."""
    if st.log is not None:
        st.log.append(E.EffectDamage(st.turn, "4-6-2", f.ctl, 1 - f.ctl, step.count))
    return suspend_with(st, f, [DamageTask(1 - f.ctl, step.count, 0, -1)])


STEPS: Final = {
    L.KO: s_ko, L.ReturnToHand: s_return_to_hand, L.ToDeckBottom: s_to_deck_bottom,
    L.AddToHand: s_add_to_hand, L.PlayCard: s_play, L.Rest: s_rest,
    L.SetActive: s_set_active, L.Draw: s_draw, L.Trash: s_trash,
    L.PowerChange: s_power, L.GainKeyword: s_keyword, L.GiveDon: s_give_don,
    L.SetBasePower: s_set_base, L.SetBaseCost: s_set_base,
    L.SetPowerToZero: s_power_to_zero, L.CostChange: s_cost,
    L.AddDon: s_add_don, L.SetDonActive: s_set_don_active,
    L.RestOpponentDon: s_rest_opponent_don, L.ShuffleDeck: s_shuffle,
    L.TrashLife: s_trash_life, L.CannotBlock: s_cannot_block,
    L.UnblockableWhenAttacking: s_unblockable_when_attacking,
    L.ActivateOwn: s_activate_own, L.Python: s_python,
    L.ToDeckTop: s_to_deck_top, L.AddLifeFromDeck: s_add_life_from_deck,
    L.TakeLife: s_take_life, L.ReturnDon: s_return_don,
    L.LoseKeyword: _card_mod(MOD_LOSE_KEYWORD, E.LOSES_KEYWORD),
    L.Negate: s_negate,
    L.CannotAttack: _card_mod(MOD_CANNOT_ATTACK, E.CANNOT_ATTACK),
    L.CannotActivateBlocker: _card_mod(MOD_CANNOT_BLOCK, E.CANNOT_BLOCK),
    L.WinGame: s_win, L.LoseGame: s_lose,
    L.RestDonCards: s_rest_don_cards, L.LifeCards: s_life_cards, L.RevealCards: s_reveal,
    L.CanAttackActive: s_attack_active, L.CannotBeRested: s_cannot_be_rested,
    L.ProtectFromKO: s_protect_from_ko,
    L.Look: s_look, L.TrashRest: s_trash_rest, L.LookAtLife: s_look_at_life,
    L.LookAtAllLife: s_look_at_all_life, L.TrashFromDeck: s_trash_from_deck,
    L.StayRested: s_stay_rested, L.DealDamage: s_deal_damage,
    L.TurnLife: s_turn_life, L.TurnAllLife: s_turn_all_life, L.AddToLife: s_add_to_life,
    L.RevealLife: s_reveal_life, L.RedrawHand: s_redraw_hand,
    L.ShuffleIntoDeck: s_shuffle_into_deck,
    L.TrashFaceUpLife: s_trash_face_up_life, L.NoLifeToHand: s_no_life_to_hand, L.TrashLifeUntil: s_trash_life_until,
    L.DrawToHandSize: s_draw_to_hand_size,
    L.GiveActiveDon: s_give_active_don, L.GiveOpponentDon: s_give_opponent_don,
    L.GiveDonToOwner: s_give_don_to_owner,
    L.NoDonActiveByCharacters: s_no_don_active_by_characters,
    L.OpponentReveals: s_opponent_reveals, L.TrashHandsDownTo: s_trash_hands_down_to,
    L.ToHandOrDeckBottom: s_to_hand_or_deck_bottom, L.LifeToDeckBottom: s_life_to_deck_bottom,
    L.RestDonOrCharacter: s_rest_don_or_character, L.OpponentRevealsHand: s_opponent_reveals_hand,
    L.CannotPlayCharacters: s_cannot_play_characters, L.HandToDeck: s_hand_to_deck,
    L.ChangeAttackTarget: s_change_attack_target, L.PowerPerCost: s_power_per_cost,
    L.NextPlayCostReduction: s_next_play_cost,
    L.ExtraTurn: s_extra_turn,
}
EACH_STEPS: Final = {L.GiveDonEach: e_give_don_each, L.RestCards: e_rest_cards,
                     L.MayTakeLife: e_may_take_life, L.May: e_may_rest_don,
                     L.MoveGivenDon: e_move_given_don}


# -- decisions inside effects ----------------------------------------------------------

def _instr(st: GameState) -> tuple[Frame, tuple]:
    f = top_frame(st)
    return f, f.ability.code[f.pc]


def _life_ends(st: GameState, f: Frame, instr: tuple) -> list[int]:
    """The Life cards a choice of the top or bottom of the Life area is
    between (MayTakeLife, a LifeCards cost), top first; [] for other choices."""
    if instr[0] == "each":
        return may_take_life_ends(st, f)
    if instr[0] == "cost" and type(instr[1]) is L.StepCost and \
            type(instr[1].step) is L.LifeCards:
        return cost_candidates(st, instr[1].step, f.src, f.ctl, f.slots[LOOK_SLOT])
    return []


@decision(SELECT)
class SelectCards:
    @staticmethod
    def enumerate(st: GameState) -> list:
        f, instr = _instr(st)
        if instr[0] == "each":                                     # MayTakeLife
            # face-down Life cards are chosen by place, not by id (CR 3-1-5)
            return NUMBER_CHOICE[:len(may_take_life_ends(st, f))] + [_SELECT_DONE]
        if instr[0] == "cost" and type(instr[1]) is L.StepCost:
            if type(instr[1].step) is L.LifeCards:
                return NUMBER_CHOICE[:len(_life_ends(st, f, instr))]
            return [SELECT_CARD[i] for i in cost_candidates(st, instr[1].step, f.src, f.ctl,
                                                            f.slots[LOOK_SLOT])]
        if instr[0] == "cost":                 # trashing cards from the hand as a cost
            return [SELECT_CARD[i] for i in st.hand[f.ctl]
                    if i != f.src and i not in f.slots[LOOK_SLOT]]
        if instr[0] == "act":                  # steps that choose
            return _act_options(st, f, instr[1])
        slot, choose = instr[1], instr[2]
        found = select_candidates(st, f, choose, f.slots[slot], _ref(f, instr))
        if face_down(choose):                  # positions, not cards
            opts = list(NUMBER_CHOICE[:len(found)])
        elif choose.total_power_max is not None:
            opts = [SELECT_CARD[i] for i in found if _within_total(st, choose, f.slots[slot], i)]
        else:
            opts = [SELECT_CARD[i] for i in found]
        if choose.up_to or is_secret(choose.cards.area):
            opts.append(_SELECT_DONE)
        return opts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        f, instr = _instr(st)
        if instr[0] == "each":                                     # MayTakeLife
            f.sub = 1
            if action.kind != SELECT_DONE:
                f.slots[instr[3]] = (_life_ends(st, f, instr)[action.target],)
            store(st, f)
            return
        if instr[0] == "act":
            _act_resolve(st, f, instr[1], action)
            store(st, f)
            return
        slot = LOOK_SLOT if instr[0] == "cost" else instr[1]
        if action.kind == SELECT_DONE:
            f.sub = 1
        elif action.kind == NUMBER and instr[0] == "cost":     # the top or bottom Life card
            f.slots[slot] = f.slots[slot] + (_life_ends(st, f, instr)[action.target],)
        elif action.kind == NUMBER:                # a face-down position
            found = select_candidates(st, f, instr[2], f.slots[slot], _ref(f, instr))
            card = pick_face_down(st, found, action.target)
            f.slots[slot] = f.slots[slot] + (card,)
            if st.log is not None:
                chooser = f.ctl if instr[2].chooser == L.YOU else 1 - f.ctl
                st.log.append(E.HandCardChosen(st.turn, "3-4-2", chooser, st.owner[card]))
        else:
            f.slots[slot] = f.slots[slot] + (action.card,)
        store(st, f)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == ActionKind.SELECT:
            return describe_card_choice(st, action)
        if action.kind == SELECT_DONE:
            return "Choose no more"
        if action.kind == NUMBER:
            f, instr = _instr(st)
            if _life_ends(st, f, instr):           # a place, never the face-down card
                return ("Choose the top Life card" if action.target == 0
                        else "Choose the bottom Life card")
            return describe_number(action)
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind == ActionKind.SELECT and action.card != -1:
            return (f"{card_name(st, action.card)} is not one of the cards this effect "
                    "can choose now"), "8-4-4"
        if action.kind == SELECT_DONE:
            return "this effect must choose as many cards as it can", "8-4-4-1"
        return not_an_option(st, action, "8-4-4")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, SELECT, "8-4-4")


def _act_options(st: GameState, f: Frame, step) -> list:
    """The choices of a step that asks them itself."""
    if type(step) is L.TrashHandsDownTo:
        return [SELECT_CARD[i] for i in st.hand[st.decision.player]]
    return _don_or_character_options(st, f, step) + [_SELECT_DONE]


def _act_resolve(st: GameState, f: Frame, step, action: Action) -> None:
    if type(step) is L.TrashHandsDownTo:
        _trash_down_one(st, f, action.card)
    elif action.kind == SELECT_DONE:
        f.sub = step.count
    else:
        _rest_don_or_character_one(st, f, action)


@decision(ARRANGE)
class Arrange:
    @staticmethod
    def enumerate(st: GameState) -> list:
        f, instr = _instr(st)
        places = instr[1]
        # All the cards go to the same side, chosen with the first one
        # (official rulings on "the top or bottom of the deck in any order").
        top = "top" in places and f.sub != 2
        bottom = "bottom" in places and f.sub != 1
        opts = []
        cards = f.slots[LOOK_SLOT]
        if len(instr) > 3:              # the deciding owner's cards
            cards = tuple(i for i in cards if st.owner[i] == st.decision.player)
        for i in cards:
            if top:
                opts.append(PLACE_TOP_CARD[i])
            if bottom:
                opts.append(PLACE_BOTTOM_CARD[i])
        return opts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        f, _ = _instr(st)
        f.sub = 1 if action.kind == PLACE_TOP else 2
        place(st, action.card, action.kind == PLACE_TOP)
        f.slots[LOOK_SLOT] = tuple(i for i in f.slots[LOOK_SLOT] if i != action.card)
        if st.log is not None:
            st.log.append(E.CardPlaced(st.turn, "3-1-8", action.card, st.owner[action.card],
                                       f.ctl, st.area[action.card],
                                       action.kind == PLACE_TOP, E.only(st.decision[0])))
        store(st, f)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        k = action.kind
        if k == PLACE_TOP or k == ActionKind.PLACE_BOTTOM:
            where = "top" if k == PLACE_TOP else "bottom"
            return f"Put {card_name(st, action.card)} on the {where} of the deck"
        return k.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind in (PLACE_TOP, ActionKind.PLACE_BOTTOM):
            return ("place one of the cards looked at, on the side the first one went "
                    "to (all go to the same side)"), "3-1-7"
        return not_an_option(st, action, "3-1-7")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, ARRANGE, "3-1-7")


def _number_limit(st: GameState, f: Frame, step) -> int:
    """The most a counted step can move now (CR 1-3-2: as many as possible)."""
    p = f.ctl
    t = type(step)
    if t is L.GiveDon:
        return min(step.count, st.don_rested[p])
    if t is L.AddDon:
        return min(step.count, st.don_deck[p])
    if t is L.SetDonActive:
        if st.mods and don_active_banned(st, f):     # nothing to ask
            return 0
        return min(step.count, st.don_rested[p])
    if t is L.RestOpponentDon:
        return min(step.count, st.don_active[1 - p])
    if t is L.TrashLife:
        return min(step.count, len(st.life[players_of(step.owner, p)[0]]))
    if t is L.AddLifeFromDeck:
        return min(step.count, len(st.deck[p]))
    if t is L.TakeLife:
        return min(step.count, len(st.life[players_of(step.owner, p)[0]]))
    if t is L.Choose:                                  # DON!! cards chosen
        return min(step.count, don_choice_pool(st, step.cards, p)[1])
    if t is L.ChooseOne:                               # option numbers
        return len(step.options) - 1
    if t is L.RestLeaderOrDon:                         # Leader (0) or DON!! (1)
        return 1
    if t is L.OpponentMayTrashLife or t is L.OpponentMayReturnDon:   # events: 0 no, 1 yes
        return 1
    if t is L.RevealLife:
        return min(step.count, len(st.life[p]))
    if t is L.Look:
        return min(step.count, len(st.deck[p]))
    if t is L.TrashFromDeck:
        return min(step.count, len(st.deck[p]))
    if t is L.Draw:                 # "draw up to N cards"
        return min(step.count, len(st.deck[p]))
    if t is L.GiveDonEach:
        return min(step.count, st.don_rested[p])
    if t is L.RestCards:
        return _rest_cards_don_limit(st, f, step)
    if t is L.GiveOpponentDon:
        return min(step.count, st.don_rested[1 - p])
    if t is L.GiveDonToOwner:
        return _owners_don_limit(st, f, step)
    if t is L.May:                  # "you may rest N of your DON!! cards": N or none
        return step.step.count
    if t is L.MoveGivenDon:
        return min(step.count, sum(st.don[a.card] for a in moving_don_sources(st, f)))
    if t is L.ToHandOrDeckBottom:   # 0 the hand, 1 the deck's bottom
        return 1
    if t is L.LifeToDeckBottom:
        return min(step.count, len(st.life[players_of(step.owner, p)[0]]))
    raise TypeError(f"no number to choose for {step!r}")


@decision(CHOOSE_NUMBER)
class ChooseNumber:
    @staticmethod
    def enumerate(st: GameState) -> list:
        f, instr = _instr(st)
        if instr[0] == "cost" and type(instr[1]) is L.StepCost \
                and type(instr[1].step) is L.RestCards:    # its DON!!
            lo, hi = rest_cards_don_range(st, f.ctl, instr[1].step.count)
            return [Action(NUMBER, -1, n) for n in range(lo, hi + 1)]
        if instr[0] == "cost" and type(instr[1]) is L.StepCost \
                and type(instr[1].step) is L.ReturnDonOrMore:    # how many
            most = don_on_field(st, f.ctl)
            return [Action(NUMBER, -1, n) for n in range(instr[1].step.count, most + 1)]
        limit = _number_limit(st, f, instr[1])
        if type(instr[1]) is L.TrashFromDeck or type(instr[1]) is L.May:
            # "you may trash N" (or "you may rest N of your DON!!"): all or none
            return [NUMBER_CHOICE[0], Action(NUMBER, -1, limit)]
        if instr[0] == "dons":
            low = dons_range(st, f, instr[1])[0]
            return [Action(NUMBER, -1, n) for n in range(low, limit + 1)]
        if limit < len(NUMBER_CHOICE):
            return NUMBER_CHOICE[:limit + 1]
        return [Action(NUMBER, -1, n) for n in range(limit + 1)]

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        f, _ = _instr(st)
        f.sub = action.target + 1
        store(st, f)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == NUMBER:
            return describe_number(action)
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind == NUMBER:
            n = [a.target for a in ChooseNumber.enumerate(st)]
            return (f"{action.target} is not a number this effect allows now (from "
                    f"{min(n)} to {max(n)})"), "8-4-4-1"
        return not_an_option(st, action, "8-4-4-1")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, CHOOSE_NUMBER, "8-4-4-1")


@decision(RETURN_DON)
class ReturnDon:
    # the deciding player: f's, or its opponent's for "your opponent returns"
    @staticmethod
    def enumerate(st: GameState) -> list:
        f, instr = _instr(st)
        if _returns_given_don(instr):
            return given_don_sources(st, st.decision.player)
        if instr[0] == "each":                          # MoveGivenDon
            return moving_don_sources(st, f)
        return don_sources(st, st.decision.player)

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        f, instr = _instr(st)
        if _returns_given_don(instr):
            return_given_don(st, st.decision.player, action.card)
            f.sub += 1
            store(st, f)
            return
        if instr[0] == "each":                            # MoveGivenDon
            move_given_don(st, action.card, _moving_target(st, f))
            f.sub += 1
            store(st, f)
            return
        return_one_don(st, st.decision.player, action)
        f.sub += 1
        store(st, f)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == ActionKind.RETURN_DON:
            if action.card >= 0:
                return f"Return a DON!! given to {card_name(st, action.card)}"
            return f"Return an {'active' if action.target else 'rested'} DON!! from the cost area"
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind == ActionKind.RETURN_DON:
            return "there is no such DON!! card to return", "10-2-10-1"
        return not_an_option(st, action, "10-2-10-1")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, RETURN_DON, "10-2-10-1")


@decision(MAKE_ROOM)
class MakeRoom:
    @staticmethod
    def enumerate(st: GameState) -> list:
        p = st.decision.player
        return [Action(TRASH_FOR_ROOM, c) for c in st.chars[p]]

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        c = action.card
        zones.move(st, c, TRASH)
        if st.log is not None:
            st.log.append(E.TrashedForRoom(st.turn, "3-7-6-1-1", st.owner[c], c))

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == TRASH_FOR_ROOM:
            return f"Trash {card_name(st, action.card)} to make room"
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind == TRASH_FOR_ROOM and action.card != -1:
            return f"{card_name(st, action.card)} is not one of your Characters", "3-7-6-1"
        return not_an_option(st, action, "3-7-6-1")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, MAKE_ROOM, "3-7-6-1")

