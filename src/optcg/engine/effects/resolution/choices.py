"""Choices inside effects (CR 8-4-4): choosing cards, DON!! cards, numbers and
places, and the decisions that ask them (select, arrange, number, DON!!
return, making room)."""

from __future__ import annotations

from typing import Any, Final
from ... import rng, stats, zones
from ...actions import (NUMBER_CHOICE, PLACE_BOTTOM_CARD, PLACE_TOP_CARD, SELECT_CARD, Action,
                        Purpose)
from ...decisions import (describe_card_choice, describe_number, don_place, effect_purpose,
                          wording)
from ...legality import not_an_option
from ...constants import CHARACTER_AREA, LEADER_AREA, TRASH, DecisionKind, ActionKind
from ...constants import MOD_CANNOT_BE_RESTED
from ... import events as E
from ...log import card_name
from ...loop import decision
from ...records import Looking
from ...state import GameState
from .. import instructions as I
from .. import language as L
from ..compiler import LOOK_SLOT, owners_order
from ..targets import (concealed_choice, cost_candidates, find, is_secret, players_of,
                       don_on_field)
from ..runtime import (limits, number_limit, Frame, instruction, pause, resolve_target, store,
                       top_frame)
from .costs import returns_given_don, given_don_sources, rest_cards_don_range, return_given_don
from .don import (don_or_character_options, moving_target, rest_don_or_character_one, don_sources,
                  move_given_don, moving_don_sources, owner_of_recipient, owners_don_options,
                  return_one_don, don_count_words)
from .hand_deck import trash_down_one
from .life import may_take_life_ends
from .search import place


_SELECT_DONE: Final = Action(ActionKind.SELECT_DONE)


@instruction(I.Select)
def i_select(st: GameState, f: Frame, instr: I.Select):
    slot = instr.slot
    choose = instr.choose
    chosen = f.slots[slot]
    if f.sub:                                  # the player said "done"
        return None
    remaining = choose.count.high - len(chosen)
    if remaining <= 0:
        return None
    options = select_candidates(st, f, choose, chosen, _ref(f, instr))
    # conceal_decisions: a choice among cards the other player cannot see is
    # asked even when none fits or all must be taken, "none" then the only
    # option, so that whether it is asked tells them nothing of those cards
    conceal = st.conceal_decisions and concealed_choice(choose.cards)
    if not options and not conceal:
        return None
    if (choose.count.low and not is_secret(choose.cards.area)
            and len(options) <= remaining and not st.strict and not conceal
            and not (len(options) > 1 and _placed_in_order(f))):
        f.slots[slot] = chosen + tuple(options)     # forced: CR 8-4-4-1
        return None
    chooser = f.ctl if choose.chooser == L.YOU else 1 - f.ctl
    if choose.cards.area == L.DECK:
        st.looking = Looking(chooser, tuple(st.deck[f.ctl]))     # CR 8-4-4-4
    if choose.total_power_max is not None:      # "with a total power of"
        options = [i for i in options if _within_total(st, choose, chosen, i)]
        if not options and not conceal:
            return None
    return pause(st, f, chooser, DecisionKind.SELECT)


def _placed_in_order(f: Frame) -> bool:
    """Whether the cards chosen next go to the bottom of the deck in the
    order they are chosen: all of them being forced, their owner still
    orders them (CR 3-1-7), by choosing them one by one."""
    code = f.ability.code
    if f.pc + 1 >= len(code):
        return False
    nxt = code[f.pc + 1]
    # (owners_order: an arrangement by each owner follows instead)
    return type(nxt) is I.Act and type(nxt.step) is L.ToDeckBottom and not owners_order(nxt.step)


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
    if f.ability.timing in _REPLACEMENTS and _rests(f.ability, choose):
        # a replacement is carried out in full (CR 8-1-3-4-5): only cards
        # that can be rested (official ruling on PRB02-006)
        found = [i for i in found if not st.rested[i]
                 and not (st.mods and stats.has_mod(st, i, MOD_CANNOT_BE_RESTED))]
    if choose.cards.area in _EVENT_AREAS and _activates_event(f.ability, choose):
        # only an Event with a [Main] effect can be activated so (official
        # rulings on OP12-041: not a [Counter] or [Trigger] alone)
        found = [i for i in found if st.defs[i].main_ability >= 0]
    if ref:                                 # the cards of an earlier choice
        found = [i for i in found if i not in ref]
        if choose.cards.other_color:
            colors = {c for r in ref for c in st.defs[r].colors}
            found = [i for i in found if not colors & set(st.defs[i].colors)]
    return found


_REPLACEMENTS: Final = frozenset(L.WOULD_BE_KO_TIMINGS)
# where an Event is chosen to be activated (ActivateEvent) or to have its
# [Main] effect activated (ActivateMainOf)
_EVENT_AREAS: Final = frozenset((L.HAND, L.TRASH))
_ACTIVATES: Final = (L.ActivateEvent, L.ActivateMainOf)


def _activates_event(a: L.Ability, choose: L.Choose) -> bool:
    """Whether the ability activates the Event of this choice (directly or
    under an "If")."""
    for step in a.steps:
        if type(step) is L.If:
            if any(type(s) in _ACTIVATES and s.target == choose for s in step.steps):
                return True
        elif type(step) in _ACTIVATES and step.target == choose:
            return True
    return False


def _rests(a: L.Ability, choose: L.Choose) -> bool:
    """Whether the ability rests the cards of this choice."""
    for step in a.steps:
        if type(step) is L.Rest and step.target == choose:
            return True
    return False


def _ref(f: Frame, instr: I.Select) -> tuple:
    """The cards of the earlier choice a Select refers to (its `ref`): a
    second target of the same step, or "the returned Character" whose
    colors the choice must avoid."""
    return f.slots[instr.ref] if instr.ref >= 0 else ()


def don_choice_pool(st: GameState, cards: L.Cards, ctl: int) -> tuple[int, int]:
    """Whose DON!! cards a description covers and how many there are: the
    rested ones of the cost area, or the active ones (not those given to
    cards: official ruling on OP07-026)."""
    p = players_of(cards.owner, ctl)[0]
    return p, (st.don_rested[p] if cards.rested else st.don_active[p])


@instruction(I.Dons)
def i_dons(st: GameState, f: Frame, instr: I.Dons):
    """How many DON!! cards the player chooses (CR 8-4-4-1: up to the count);
    each is a -1 in the slot, and the cards chosen next fill the rest."""
    slot = instr.slot
    if not f.sub:
        low, high = dons_range(st, f, instr.choose)
        if not high:
            return None
        if low < high or st.strict:
            return pause(st, f, f.ctl, DecisionKind.CHOOSE_NUMBER)
        f.sub = low + 1
    f.slots[slot] = f.slots[slot] + (-1,) * (f.sub - 1)
    return None


def dons_range(st: GameState, f: Frame, choose: L.Choose) -> tuple[int, int]:
    """How many DON!! cards may be chosen: up to the count; for a fixed
    count, enough that the cards can make up the rest (CR 8-4-4-1)."""
    high = min(choose.count.high, don_choice_pool(st, choose.cards, f.ctl)[1])
    if not choose.count.low:
        return 0, high
    cards = len(select_candidates(st, f, choose, ()))
    return min(high, max(0, choose.count.low - cards)), high


def _instr(st: GameState) -> tuple[Frame, Any]:
    f = top_frame(st)
    return f, f.ability.code[f.pc]


def _life_ends(st: GameState, f: Frame, instr: I.Instruction) -> list[int]:
    """The Life cards a choice among Life cards is between, offered by place
    and never by id (face-down Life cards are secret even to their owner,
    CR 3-1-5): May of a TakeLife, a LifeCards cost, a TurnLife cost that turns
    cards face-up, a choice of Life cards (LookAtLife's "the top of your or
    your opponent's Life cards").  The chooser's first, each player's from
    the top, an order that names no card; [] for the other choices."""
    if type(instr) is I.Each:
        found = may_take_life_ends(st, f)
        chooser = f.ctl
    elif type(instr) is I.Cost and type(instr.cost) is L.StepCost:
        step = instr.cost.step
        if not (type(step) is L.LifeCards or (type(step) is L.TurnLife and step.face_up)):
            return []
        found = cost_candidates(st, step, f.src, f.ctl, f.slots[LOOK_SLOT])
        chooser = f.ctl
    elif type(instr) is I.Select and instr.choose.cards.area == L.LIFE:
        choose = instr.choose
        found = select_candidates(st, f, choose, f.slots[instr.slot], _ref(f, instr))
        chooser = f.ctl if choose.chooser == L.YOU else 1 - f.ctl
    else:
        return []
    return sorted(found, key=lambda i: (st.owner[i] != chooser, _from_the_top(st, i)))


def _from_the_top(st: GameState, i: int) -> int:
    life = st.life[st.owner[i]]
    return len(life) - 1 - life.index(i)


def life_place(st: GameState, i: int, viewer: int) -> str:
    """Life card i named by its place, as `viewer` says it: "the top Life
    card", "your opponent's bottom Life card", "the Life card 2 from the top"."""
    k = _from_the_top(st, i)
    n = len(st.life[st.owner[i]])
    whose = "the" if st.owner[i] == viewer else "your opponent's"
    if k == 0:
        return f"{whose} top Life card"
    if k == n - 1:
        return f"{whose} bottom Life card"
    return f"{whose} Life card {k} below the top"


def _is_life_choice(instr: I.Instruction) -> bool:
    """A choice of Life cards, made by place (see _life_ends)."""
    if type(instr) is I.Each:
        return True
    if type(instr) is I.Cost and type(instr.cost) is L.StepCost:
        step = instr.cost.step
        return type(step) is L.LifeCards or (type(step) is L.TurnLife and step.face_up)
    return type(instr) is I.Select and instr.choose.cards.area == L.LIFE


@decision(DecisionKind.SELECT)
class SelectCards:
    RULE = "8-4-4"

    @staticmethod
    def enumerate(st: GameState) -> list:
        f, instr = _instr(st)
        if type(instr) is I.Each:                      # May of a Life card from an end
            # face-down Life cards are chosen by place, not by id (CR 3-1-5)
            return NUMBER_CHOICE[:len(may_take_life_ends(st, f))] + [_SELECT_DONE]
        if type(instr) is I.Cost and type(instr.cost) is L.StepCost:
            if _is_life_choice(instr):            # by place (CR 3-1-5)
                return NUMBER_CHOICE[:len(_life_ends(st, f, instr))]
            return [SELECT_CARD[i] for i in cost_candidates(st, instr.cost.step, f.src, f.ctl,
                                                            f.slots[LOOK_SLOT])]
        if type(instr) is I.Cost:              # trashing cards from the hand as a cost
            return [SELECT_CARD[i] for i in st.hand[f.ctl]
                    if i != f.src and i not in f.slots[LOOK_SLOT]]
        if type(instr) is I.Act:               # steps that choose
            return _act_options(st, f, instr.step)
        slot = instr.slot
        choose = instr.choose
        found = select_candidates(st, f, choose, f.slots[slot], _ref(f, instr))
        if face_down(choose) or choose.cards.area == L.LIFE:     # positions, not cards
            opts = list(NUMBER_CHOICE[:len(found)])
        elif choose.total_power_max is not None:
            opts = [SELECT_CARD[i] for i in found if _within_total(st, choose, f.slots[slot], i)]
        else:
            opts = [SELECT_CARD[i] for i in found]
        if not choose.count.low or is_secret(choose.cards.area) or not opts:
            opts.append(_SELECT_DONE)       # (no option: asked to conceal it)
        return opts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        f, instr = _instr(st)
        if type(instr) is I.Each:                      # May of a Life card from an end
            f.sub = 1
            if action.kind != ActionKind.SELECT_DONE:
                f.slots[instr.slot] = (_life_ends(st, f, instr)[action.target],)
            store(st, f)
            return
        if type(instr) is I.Act:
            _act_resolve(st, f, instr.step, action)
            store(st, f)
            return
        slot = LOOK_SLOT if type(instr) is I.Cost else instr.slot
        if action.kind == ActionKind.SELECT_DONE:
            f.sub = 1
        elif action.kind == ActionKind.NUMBER and _is_life_choice(instr):     # a Life card by place
            f.slots[slot] = f.slots[slot] + (_life_ends(st, f, instr)[action.target],)
        elif action.kind == ActionKind.NUMBER:                # a face-down position
            found = select_candidates(st, f, instr.choose, f.slots[slot], _ref(f, instr))
            card = pick_face_down(st, found, action.target)
            f.slots[slot] = f.slots[slot] + (card,)
            if st.log is not None:
                chooser = f.ctl if instr.choose.chooser == L.YOU else 1 - f.ctl
                st.log.append((E.HandCardChosen, st.turn, "3-4-2", chooser, st.owner[card]))
        else:
            f.slots[slot] = f.slots[slot] + (action.card,)
        store(st, f)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == ActionKind.SELECT:
            return describe_card_choice(st, action)
        if action.kind == ActionKind.SELECT_DONE:
            return "Choose no more"
        if action.kind == ActionKind.NUMBER:
            f, instr = _instr(st)
            if _is_life_choice(instr):             # a place, never the face-down card
                ends = _life_ends(st, f, instr)
                if 0 <= action.target < len(ends):
                    return f"Choose {life_place(st, ends[action.target], st.decision.player)}"
            return describe_number(action)
        if action.kind == ActionKind.DON:          # RestDonOrCharacter
            f, _ = _instr(st)
            return f"Rest {don_place(st, action, 1 - f.ctl, st.decision.player)}"
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind == ActionKind.SELECT and action.card != -1:
            return (f"{card_name(st, action.card)} is not one of the cards this effect "
                    "can choose now"), "8-4-4"
        if action.kind == ActionKind.SELECT_DONE:
            return "this effect must choose as many cards as it can", "8-4-4-1"
        return not_an_option(st, action, "8-4-4")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, DecisionKind.SELECT, SelectCards.RULE)


def _act_options(st: GameState, f: Frame, step) -> list:
    """The choices of a step that asks them itself."""
    if type(step) is L.TrashHandsDownTo:
        return [SELECT_CARD[i] for i in st.hand[st.decision.player]]
    return don_or_character_options(st, f, step) + [_SELECT_DONE]


def _act_resolve(st: GameState, f: Frame, step, action: Action) -> None:
    if type(step) is L.TrashHandsDownTo:
        trash_down_one(st, f, action.card)
    elif action.kind == ActionKind.SELECT_DONE:
        f.sub = step.count.high
    else:
        rest_don_or_character_one(st, f, action)


@decision(DecisionKind.ARRANGE)
class Arrange:
    RULE = "3-1-7"

    @staticmethod
    def enumerate(st: GameState) -> list:
        f, instr = _instr(st)
        places = instr.places
        # All the cards go to the same side, chosen with the first one
        # (official rulings on "the top or bottom of the deck in any order").
        top = "top" in places and f.sub != 2
        bottom = "bottom" in places and f.sub != 1
        opts = []
        cards = f.slots[LOOK_SLOT]
        if instr.by_owner:              # the deciding owner's cards
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
        f.sub = 1 if action.kind == ActionKind.PLACE_TOP else 2
        place(st, action.card, action.kind == ActionKind.PLACE_TOP)
        f.slots[LOOK_SLOT] = tuple(i for i in f.slots[LOOK_SLOT] if i != action.card)
        if st.log is not None:
            st.log.append((E.CardPlaced, st.turn, "3-1-8", action.card, st.owner[action.card],
                                         f.ctl, st.area[action.card],
                                         action.kind == ActionKind.PLACE_TOP,
                                         E.only(st.decision[0])))
        store(st, f)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        k = action.kind
        if k == ActionKind.PLACE_TOP or k == ActionKind.PLACE_BOTTOM:
            where = "top" if k == ActionKind.PLACE_TOP else "bottom"
            instr = _instr(st)[1]
            if instr.area == L.LIFE:                      # into Life, not the deck
                whose = "your" if st.owner[action.card] == st.decision.player \
                    else "your opponent's"
                return f"Put {card_name(st, action.card)} on the {where} of {whose} Life cards"
            return f"Put {card_name(st, action.card)} on the {where} of the deck"
        return k.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind in (ActionKind.PLACE_TOP, ActionKind.PLACE_BOTTOM):
            return ("place one of the cards looked at, on the side the first one went "
                    "to (all go to the same side)"), "3-1-7"
        return not_an_option(st, action, "3-1-7")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, DecisionKind.ARRANGE, Arrange.RULE)


@decision(DecisionKind.CHOOSE_NUMBER)
class ChooseNumber:
    RULE = "8-4-4-1"

    @staticmethod
    def enumerate(st: GameState) -> list:
        f, instr = _instr(st)
        node = instr.node()
        if type(instr) is I.Cost and type(node) is L.StepCost \
                and type(node.step) is L.RestCards:    # its DON!!
            lo, hi = rest_cards_don_range(st, f.ctl, node.step.count.high)
            return [Action(ActionKind.NUMBER, -1, n) for n in range(lo, hi + 1)]
        if type(instr) is I.Cost and type(node) is L.StepCost \
                and type(node.step) is L.ReturnDon:          # how many
            count = node.step.count
            most = min(don_on_field(st, f.ctl), count.high)
            return [Action(ActionKind.NUMBER, -1, n) for n in range(count.low, most + 1)]
        if type(node) is L.GiveDonToOwner and not node.rested:    # which DON!!
            return owners_don_options(st, f)
        limit = number_limit(st, f, node)
        if type(node) is L.May:
            # "you may trash N" (or "you may rest N of your DON!!"): all or none
            return [NUMBER_CHOICE[0], Action(ActionKind.NUMBER, -1, limit)]
        if type(instr) is I.Dons:
            low = dons_range(st, f, instr.choose)[0]
            return [Action(ActionKind.NUMBER, -1, n) for n in range(low, limit + 1)]
        if limit < len(NUMBER_CHOICE):
            return NUMBER_CHOICE[:limit + 1]
        return [Action(ActionKind.NUMBER, -1, n) for n in range(limit + 1)]

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        f, _ = _instr(st)
        # a DON option stands for the number 1 (a rested DON!!) or 2 (an active one)
        f.sub = action.target + (2 if action.kind == ActionKind.DON else 1)
        store(st, f)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == ActionKind.NUMBER:
            f, instr = _instr(st)
            node = instr.node()
            if type(instr) is I.Branch and 0 <= action.target < len(node.options):
                return _option_words(st, f, node.options[action.target])
            if type(node) is L.GiveDonToOwner and not node.rested:
                return "Give no DON!!"
            words = don_count_words(st, f, instr, action.target, st.decision.player,
                                    _recipient(st, f, instr))
            return words or describe_number(action)
        if action.kind == ActionKind.DON:          # GiveDonToOwner
            f, instr = _instr(st)
            chosen = f.slots[instr.chosen_slot()]
            return (f"Give {don_place(st, action, owner_of_recipient(st, f), st.decision.player)}"
                    f" to {card_name(st, chosen[0])}")
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        f, instr = _instr(st)
        node = instr.node()
        if type(node) is L.GiveDonToOwner and not node.rested:
            return ("this effect gives one DON!! of the cost area: choose a DON option "
                    "(a rested or an active one) or the number 0"), "8-4-4-1"
        if action.kind == ActionKind.NUMBER:
            n = [a.target for a in ChooseNumber.enumerate(st)]
            return (f"{action.target} is not a number this effect allows now (from "
                    f"{min(n)} to {max(n)})"), "8-4-4-1"
        return not_an_option(st, action, "8-4-4-1")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, DecisionKind.CHOOSE_NUMBER, ChooseNumber.RULE)


def _option_words(st: GameState, f: Frame, option) -> str:
    """One option of "Choose one:" (or of "..., or ..."), in the card's words:
    what the player picks, not its number."""
    category = st.defs[f.src].category_name
    words = [wording(step, category) for step in option.steps]
    return ". ".join(w[:1].upper() + w[1:] for w in words if w) or "Choose this option"


def _recipient(st: GameState, f: Frame, instr: I.Instruction) -> str:
    """The card a counted DON!! step gives its DON!! to, named, when it is
    chosen already ("" otherwise)."""
    if type(instr) is I.Each and type(instr.step) is L.MoveGivenDon:
        t = moving_target(st, f)
        return card_name(st, t) if t >= 0 else ""
    if type(instr) is I.Each and type(instr.step) is L.GiveDonEach:    # the next one given none
        slot = instr.chosen
        targets = f.slots[slot] if slot >= 0 else resolve_target(st, f, instr.step.target)
        done = f.slots[instr.slot]
        todo = [i for i in targets if i not in done
                and st.area[i] in (LEADER_AREA, CHARACTER_AREA)]
        return card_name(st, todo[0]) if todo else ""
    if type(instr) is not I.Each and instr.chosen_slot() >= 0:
        chosen = [i for i in f.slots[instr.chosen_slot()] if i >= 0]
        if chosen:
            return card_name(st, chosen[0])
    return ""


@decision(DecisionKind.RETURN_DON)
class ReturnDon:
    RULE = "10-2-10-1"

    # the deciding player: f's, or its opponent's for "your opponent returns"
    @staticmethod
    def enumerate(st: GameState) -> list:
        f, instr = _instr(st)
        if returns_given_don(instr):
            return given_don_sources(st, st.decision.player)
        if type(instr) is I.Each:                       # MoveGivenDon
            return moving_don_sources(st, f)
        return don_sources(st, st.decision.player)

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        f, instr = _instr(st)
        if returns_given_don(instr):
            return_given_don(st, st.decision.player, action.card)
            f.sub += 1
            store(st, f)
            return
        if type(instr) is I.Each:                         # MoveGivenDon
            move_given_don(st, action.card, moving_target(st, f))
            f.sub += 1
            store(st, f)
            return
        return_one_don(st, st.decision.player, action)
        f.sub += 1
        store(st, f)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == ActionKind.RETURN_DON:
            f, instr = _instr(st)
            p = st.decision.player
            where = don_place(st, action, p, p)
            if returns_given_don(instr):
                return f"Return {where} to your cost area rested"
            if type(instr) is I.Each:                       # MoveGivenDon
                return f"Give {where} to {card_name(st, moving_target(st, f))} instead"
            return f"Return {where} to your DON!! deck"
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind == ActionKind.RETURN_DON:
            return "there is no such DON!! card to return", "10-2-10-1"
        return not_an_option(st, action, "10-2-10-1")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, DecisionKind.RETURN_DON, ReturnDon.RULE)


@decision(DecisionKind.MAKE_ROOM)
class MakeRoom:
    RULE = "3-7-6-1"

    @staticmethod
    def enumerate(st: GameState) -> list:
        p = st.decision.player
        return [Action(ActionKind.TRASH_FOR_ROOM, c) for c in st.chars[p]]

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        c = action.card
        zones.move(st, c, TRASH)
        if st.log is not None:
            st.log.append((E.TrashedForRoom, st.turn, "3-7-6-1-1", st.owner[c], c))

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == ActionKind.TRASH_FOR_ROOM:
            return f"Trash {card_name(st, action.card)} to make room"
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind == ActionKind.TRASH_FOR_ROOM and action.card != -1:
            return f"{card_name(st, action.card)} is not one of your Characters", "3-7-6-1"
        return not_an_option(st, action, "3-7-6-1")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return effect_purpose(st, DecisionKind.MAKE_ROOM, MakeRoom.RULE)


@limits(L.Choose)                                  # DON!! cards chosen
def _don_choice_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, don_choice_pool(st, step.cards, f.ctl)[1])
