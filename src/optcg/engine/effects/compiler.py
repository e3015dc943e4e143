"""Compile abilities into flat instruction lists.

The runtime executes an ability as a list of small instructions with a
program counter, so an effect paused for a choice is fully described by
(card, ability index, pc, chosen cards): plain data in the game state.

Instructions are tuples:
    ("cost", cost_node)          pay one activation cost
    ("paid",)                    costs done: the effect is activated
    ("select", slot, Choose)     the player chooses cards into a slot
    ("act", step, slot)          apply a step to the cards of a slot (-1: its own target)
    ("unless", condition, pc)    jump to pc when the condition does not hold
    ("look", count)              look at the top cards of the deck into the LOOK slot
    ("arrange", places)          put the looked-at cards back where `places` allow
    ("arrange", places, LIFE)    the same for looked-at Life cards
    ("arrange", places, DECK, "owner")  the owner of each card orders it
    ("dons", Choose, slot)       how many DON!! cards of a Choose with `don`:
                                 each is a -1 in the slot, before the cards chosen
    ("act", step, slot, "don")   the step also applies to the DON!! cards chosen
    ("delay", pc)                keep the steps up to pc for the end of the turn; jump
    ("stop",)                    the end of delayed steps
    ("choose", ChooseOne, pcs)   the player picks an option; jump to its pc
    ("jump", pc)                 go on at pc (the end of an option)
    ("each", step, slot, scratch)  a step that goes on over several
                                 decisions, keeping its progress in `scratch`
    ("trash_into", step, slot)   apply a step; the cards it trashed fill the slot
    ("act_same", step, slot, source)  a BasePowerSameAs, the source in a slot (-1: none)
    ("opponent_may", step, slot)  the opponent may carry out the step; what it moved fills
                                 the slot ("If they do not")
    ("delay_battle", pc)         the same as "delay", for the end of this battle
    ("act_per", step, slot, counted)  a PowerPerCard on the slot's cards (-1: its
                                 own target), once per card of `counted` now trashed
    ("act_per_don", step, slot, counted)  a PowerPerDonRested on the slot's cards,
                                 once per DON!! card rested (the number in `counted`)
    ("may", May, slot, pc)       "you may": the player accepts (the slot marks it) or
                                 declines (jump to pc, past the step)
"""

from __future__ import annotations

from dataclasses import replace

from .language import (
    ANY,
    CHARACTER,
    DECK,
    EVENT,
    LEADER,
    LIFE,
    LOOKED,
    STAGE,
    Ability,
    AddToHand,
    AddToLife,
    AtEndOfTurn,
    Cards,
    Choose,
    DonMinus,
    If,
    Look,
    PlayCard,
    LookAtAllLife,
    LookAtLife,
    LookAtTop,
    PlaceRest,
    RestDon,
    RestDonCards,
    RevealedIs,
    Search,
    SearchToLife,
    Select,
    Selected,
    StepCost,
)
from .language import ChooseOne
from .language import LifeCards
from .language import RevealLife, YouDid
from .language import Option, EitherAction, GiveDonEach, RestCards, TakeLife, PlayCard
from .language import MoveGivenDon
from .language import GiveDonToOwner
from .language import ANY_NUMBER, May, Rest, YOU, exactly, up_to
from .language import Both, RevealCards, RevealedCost
from .language import GiveActiveDon, GivenCost
from .language import KO, ChooseInstead, Draw, DrawInstead, ForEvery
from .language import REPLACED, WHEN_PLAYED_FROM_TRASH, WOULD_BE_KO_TIMINGS
from .language import HandToDeck, ToDeckBottom
from .language import FIELD
from .language import AtEndOfBattle, PowerPerCard, TrashFromDeck
from .language import PowerPerDonRested, RestDonAnyNumber
from .language import OPPONENT, AttackTax, HAND, Trash
from .language import SAME_AS_SELECTED, BasePowerSameAs
from .language import ChangeAttackTarget, Every
from .language import OpponentMayReturnDon, OpponentMayTrashLife, TheyDidNot
from .phrasing import carry

LOOK_SLOT = 0   # slot 0 always holds the cards being looked at


def owners_order(step: ToDeckBottom) -> bool:
    """Whether each owner orders the cards the step places at the bottom of
    their deck: several cards from the field, which their owners place, the
    turn player first (official rulings on OP05-058 and OP06-058), whether
    the text says "in any order" or not.  Cards chosen one by one from a hand
    or a trash are placed in the order their owner chose them, which is the
    order they chose ("in any order")."""
    t = step.target
    if isinstance(t, Both):
        return t.first.cards.area == FIELD and t.second.cards.area == FIELD
    if isinstance(t, Every):
        return t.cards.area == FIELD
    if isinstance(t, Choose):
        return t.count.high > 1 and t.cards.area == FIELD
    return False


class _Builder:
    def __init__(self) -> None:
        self.code: list = []
        self.names: dict[str, int] = {}
        self.slots = 1
        self.looks = False      # a Look came before: LOOKED cards can be chosen
        self.selected_it = False    # an explicit Select names "that card"
        self.last_slot = -1         # the choice "If you do" looks at

    def new_slot(self, name: str | None = None) -> int:
        slot = self.slots
        self.slots += 1
        if name is not None:
            self.names[name] = slot
        return slot

    def target_slot(self, target) -> int:
        """Emit a selection for a Choose target; the slot it fills (-1: none)."""
        if isinstance(target, Both):            # two choices, one step
            first = self.target_slot(target.first)
            second = self.new_slot()
            self.code.append(("select", second, target.second, first))
            self.code.append(("merge", first, second))
            return first
        if isinstance(target, RevealedCost):    # the card the cost revealed
            if "revealed" not in self.names:
                raise ValueError("'the revealed card' with no reveal cost before it")
            return self.names["revealed"]
        if isinstance(target, GivenCost):       # the card the cost gave DON!! to
            if "given" not in self.names:
                raise ValueError("'the card given these DON!! cards' with no such cost before it")
            return self.names["given"]
        if isinstance(target, Choose) and target.cards.other_color:
            # "a different color than the returned Character"
            if self.last_slot < 0:
                raise ValueError("'a different color than' with no choice before it")
            slot = self.new_slot()
            self.code.append(("select", slot, target, self.last_slot))
            return slot
        if isinstance(target, Choose):
            if target.cards.area == LOOKED and not self.looks:
                raise ValueError("a choice among looked-at cards with no Look before it")
            slot = self.new_slot()
            if target.cards.don:
                # how many DON!! cards first, then the cards
                self.code.append(("dons", target, slot))
            self.code.append(("select", slot, target))
            if not self.selected_it:
                # "that card" after "up to 1 of your ... gains
                # +2000 power": the card chosen last
                self.names["it"] = slot
            return slot
        if isinstance(target, Selected):
            if target.name not in self.names:
                raise ValueError(f"no earlier Select named {target.name!r}")
            return self.names[target.name]
        return -1

    def choose_one(self, step: ChooseOne) -> None:
        """Each option's steps in turn, each ending with a jump past the rest."""
        at = len(self.code)
        self.code.append(None)                     # patched below
        starts, ends = [], []
        for option in step.options:
            starts.append(len(self.code))
            for s in option.steps:
                self.step(s)
            ends.append(len(self.code))
            self.code.append(None)
        for e in ends:
            self.code[e] = ("jump", len(self.code))
        self.code[at] = ("choose", step, tuple(starts))

    def for_every(self, step: ForEvery) -> None:
        """Count once into a slot, then repeat the steps that
        many times, emptying their choices' slots before each round."""
        counter = self.new_slot()
        self.code.append(("count", step.per, counter))
        at = len(self.code)
        self.code.append(None)                     # patched below
        first = self.slots
        for s in step.steps:
            self.step(s)
        self.code.append(("jump", at))
        self.code[at] = ("loop", counter, len(self.code), tuple(range(first, self.slots)))

    def choose_instead(self, step: ChooseInstead) -> None:
        """The K.O. of a choice among `instead` if the condition
        holds, else among `target`."""
        at = len(self.code)
        self.code.append(None)                     # patched below
        instead = step.instead
        if step.either:
            # "you may select ... instead": either description may be chosen
            cards = instead.cards
            instead = replace(instead, cards=replace(cards, alt=cards.alt + (step.target.cards,)))
        self.step(KO(instead))
        skip = len(self.code)
        self.code.append(None)
        self.code[at] = ("unless", step.condition, len(self.code))
        self.step(KO(step.target))
        self.code[skip] = ("jump", len(self.code))

    def draw_instead(self, step: DrawInstead) -> None:
        """With the condition, a choice between the alternative
        (option 1) and the draw (option 2); without it, the draw."""
        at = len(self.code)
        self.code.append(None)                     # patched below
        draw = Draw(exactly(step.count))
        self.choose_one(ChooseOne((Option(step.alternative), Option((draw,)))))
        skip = len(self.code)
        self.code.append(None)
        self.code[at] = ("unless", step.condition, len(self.code))
        self.step(draw)
        self.code[skip] = ("jump", len(self.code))

    def step(self, step) -> None:
        if isinstance(step, AtEndOfTurn):
            at = len(self.code)
            self.code.append(None)                     # patched below
            for s in step.steps:
                self.step(s)
            self.code.append(("stop",))
            self.code[at] = ("delay", len(self.code))
        elif isinstance(step, AtEndOfBattle):
            at = len(self.code)
            self.code.append(None)                     # patched below
            for s in step.steps:
                self.step(s)
            self.code.append(("stop",))
            self.code[at] = ("delay_battle", len(self.code))
        elif isinstance(step, ChooseOne):
            self.choose_one(step)
        elif isinstance(step, ForEvery):
            self.for_every(step)
        elif isinstance(step, ChooseInstead):
            self.choose_instead(step)
        elif isinstance(step, DrawInstead):
            self.draw_instead(step)
        elif isinstance(step, If):
            # with no Look, "If that card is a Character" tests
            # the card chosen before ("up to 1 of your Leader or Character cards")
            chosen = -1
            if isinstance(step.condition, RevealedIs) and not self.looks:
                if "it" not in self.names:
                    raise ValueError("a condition on a revealed card with no Look before it")
                chosen = self.names["it"]
            done = self.last_slot                      # "If you do"
            if isinstance(step.condition, (YouDid, TheyDidNot)) and done < 0:
                raise ValueError("'If you do' with no choice of cards before it")
            at = len(self.code)
            self.code.append(None)                     # patched below
            for s in step.steps:
                self.step(s)
            if chosen >= 0:
                self.code[at] = ("unless", step.condition, len(self.code), chosen)
            elif isinstance(step.condition, (YouDid, TheyDidNot)):
                self.code[at] = ("unless", step.condition, len(self.code), done)
            else:
                self.code[at] = ("unless", step.condition, len(self.code))
        elif isinstance(step, Select):
            slot = self.new_slot(step.name)
            self.selected_it = self.selected_it or step.name == "it"
            self.code.append(("select", slot, step.target))
        elif isinstance(step, LookAtTop):
            self.code.append(("look", step.count))
            self.code.append(("arrange", step.places))
        # -- a search in steps (language.Look) --
        elif isinstance(step, (Look, LookAtAllLife, RevealLife)):
            self.looks = True
            self.code.append(("act", step, -1))
        elif isinstance(step, LookAtLife):
            top_life = Choose(Cards(ANY, LIFE, (LEADER, CHARACTER, EVENT, STAGE)))
            slot = self.new_slot()
            self.code.append(("select", slot, top_life))
            self.code.append(("act", step, slot))
            self.code.append(("arrange", ("top", "bottom"), LIFE))
        elif isinstance(step, PlaceRest):
            self.code.append(("arrange", step.places) if step.area == DECK
                             else ("arrange", step.places, step.area))
        # -- a search to Life, cards added to the top or bottom of Life --
        elif isinstance(step, SearchToLife):
            self.code.append(("look", step.count))
            chosen = Choose(replace(step.cards, area=LOOKED), up_to(1))
            slot = self.new_slot()
            self.code.append(("select", slot, chosen))
            self.code.append(("act", AddToLife(Selected(), face_up=step.face_up), slot))
            self.code.append(("arrange", ("bottom",)))
        elif isinstance(step, AddToLife) and "bottom" in step.places:
            slot = self.target_slot(step.target)
            self.code.append(("act", step, slot))
            self.code.append(("arrange", step.places, LIFE))
        elif isinstance(step, LifeCards) and "bottom" in step.places and not self.looks:
            # "trash 1 card from the top or bottom of your Life
            # cards" as a step: the player picks each end as for the same
            # cost (resolution.costs.pay_step_cost; its scratch slot is free with no Look)
            self.code.append(("cost", StepCost(step)))
        elif isinstance(step, EitherAction):
            self.either_action(step)
        elif isinstance(step, GiveDonEach) and isinstance(step.target, tuple):
            for target in step.target:                 # "your Leader and 1 Character"
                self.step(replace(step, target=target))
        elif isinstance(step, RestCards) and step.count.low and not self.looks:
            # "you may rest 2 of your cards instead": all N or
            # nothing, as the same cost (resolution.costs.pay_step_cost)
            self.code.append(("cost", StepCost(step)))
        elif isinstance(step, (GiveDonEach, RestCards, MoveGivenDon)):
            self.each_step(step)
        elif isinstance(step, AttackTax):
            # the act marks the Characters; the block after it, jumped over
            # here, runs on its own as one of them attacks: its player
            # trashes the cards (resolution.restrictions.pay_attack_taxes)
            slot = self.target_slot(step.target)
            self.code.append(("act", step, slot))
            at = len(self.code)
            self.code.append(None)                     # patched below
            hand = Cards(OPPONENT, area=HAND, categories=(LEADER, CHARACTER, EVENT, STAGE))
            self.step(Trash(Choose(hand, exactly(step.count), chooser=OPPONENT)))
            self.code.append(("stop",))
            self.code[at] = ("jump", len(self.code))
            self.last_slot = slot
        elif isinstance(step, May) and isinstance(step.step, RestDonAnyNumber):
            self.step(step.step)                       # resting none is declining
        elif isinstance(step, RestDonAnyNumber):
            # the number rested fills a scratch slot (empty: none), which
            # "for every DON!! card rested this way" reads
            slot = self.new_slot()
            self.code.append(("each", step, -1, slot))
            self.last_slot = slot
        elif isinstance(step, PowerPerDonRested):
            if self.last_slot < 0:
                raise ValueError("'for every DON!! card rested this way' with no rest before it")
            counted = self.last_slot
            at = len(self.code)
            self.code.append(None)                     # patched below: no DON!!, no choice
            slot = self.target_slot(step.target)
            self.code.append(("act_per_don", step, slot, counted))
            self.code[at] = ("unless", YouDid(), len(self.code), counted)
        elif isinstance(step, TakeLife) and "bottom" in step.places:
            raise ValueError("a Life card from the top or bottom taken with no 'you may'")
        elif isinstance(step, May) and (isinstance(step.step, RestDonCards) or (
                isinstance(step.step, TakeLife) and "bottom" in step.step.places)):
            # all the DON!! or none; the top or bottom Life card or none
            self.each_step(step)
        elif isinstance(step, May) and isinstance(step.step, TrashFromDeck):
            # "you may trash N cards from the top of your deck. If you do,
            # ...": all or none, the trashed cards fill a slot
            slot = self.new_slot()
            self.code.append(("trash_into", step, slot))
            self.last_slot = slot
        elif isinstance(step, May) and _one_to_play(step.step):
            # "you may play that card": that card or none
            inner = step.step
            self.step(replace(inner, target=Choose(inner.target.cards, up_to(1))))
        elif isinstance(step, May) and _one_of_yours(step.step):
            # "you may rest 1 of ...": its one card or none, "If you do" looks at it
            # (an active card: resting a rested one would do nothing, CR 4-4-1)
            inner = step.step
            cards = replace(inner.target.cards, rested=False)
            self.step(replace(inner, target=replace(inner.target, cards=cards,
                                                    count=up_to(inner.target.count.high))))
        elif isinstance(step, May) and _any_number(step.step):
            self.step(step.step)                       # choosing none is declining
        elif isinstance(step, May):
            self.may(step)
        elif isinstance(step, Search):
            self.code.append(("look", step.count))
            chosen = Choose(replace(step.cards, area=LOOKED), step.take)
            slot = self.new_slot()
            self.code.append(("select", slot, chosen))
            self.code.append(("act", AddToHand(Selected(), reveal=True), slot))
            self.code.append(("arrange", ("bottom",)))
        elif isinstance(step, HandToDeck):
            if self.looks:
                raise ValueError("cards placed from the hand after a Look")
            slot = self.target_slot(step.target)
            self.code.append(("act", step, slot))
            self.code.append(("arrange", step.places))
            self.last_slot = slot
        elif isinstance(step, ToDeckBottom) and owners_order(step):
            # the cards placed go to the LOOK slot, then each
            # owner orders their own at the bottom of their deck
            if self.looks:
                raise ValueError("an ordering of placed cards after a Look")
            slot = self.target_slot(step.target)
            self.code.append(("act", step, slot))
            self.code.append(("arrange", ("bottom",), DECK, "owner"))
            self.last_slot = slot
        elif isinstance(step, PowerPerCard):
            # "for every card trashed" counts the
            # cards of the choice just before
            if self.last_slot < 0:
                raise ValueError("'for every card trashed' with no choice of cards before it")
            counted = self.last_slot
            slot = self.target_slot(step.target)
            self.code.append(("act_per", step, slot, counted))
        elif isinstance(step, BasePowerSameAs):
            # the selected card's power (slot), or -1
            source = -1
            if step.source == SAME_AS_SELECTED:
                if "it" not in self.names:
                    raise ValueError("'the selected Character' with no Select before it")
                source = self.names["it"]
            slot = self.target_slot(step.target)
            self.code.append(("act_same", step, slot, source))
        elif isinstance(step, GiveDonToOwner) and not step.rested and step.count.high > 1:
            # "up to 2 DON!! cards from its owner's cost area": one DON!! at a
            # time to the same card, each an active or a rested one
            slot = self.target_slot(step.target)
            for _ in range(step.count.high):
                self.code.append(("act", replace(step, count=up_to(1)), slot))
            self.last_slot = slot
        elif isinstance(step, (OpponentMayTrashLife, OpponentMayReturnDon)):
            slot = self.new_slot()
            self.code.append(("opponent_may", step, slot))
            self.last_slot = slot
        else:
            target = getattr(step, "target", None)
            if isinstance(step, PlayCard) and isinstance(target, Choose):
                target = playable(target)
            if isinstance(step, ChangeAttackTarget) and isinstance(target, Every):
                # "to your [Name]": one card, the player's pick
                target = Choose(target.cards, exactly(1))
            slot = self.target_slot(target) if target is not None else -1
            if isinstance(target, Choose) and target.cards.don:
                self.code.append(("act", step, slot, "don"))
            else:
                self.code.append(("act", step, slot))
            self.last_slot = slot                      # "If you do"


    def may(self, step: May) -> None:
        """Ask, then the step; "If you do" reads the step's own choice, or,
        when it has none, the mark that the player accepted."""
        mark = self.new_slot()
        at = len(self.code)
        self.code.append(None)                     # patched below
        self.last_slot = -1
        self.step(step.step)
        self.code[at] = ("may", step, mark, len(self.code))
        if self.last_slot < 0:
            self.last_slot = mark

    # -- DON!! -------------------------------------------------------------------------
    def either_action(self, step: EitherAction) -> None:
        """The card first, then which action it receives (a "choose" over the
        two acts on its slot); nothing to choose when no card was chosen."""
        slot = self.target_slot(step.first.target)
        skip = len(self.code)
        self.code.append(None)                     # patched below
        choose = len(self.code)
        self.code.append(None)
        first = len(self.code)
        self.code.append(("act", step.first, slot))
        jump = len(self.code)
        self.code.append(None)
        second = len(self.code)
        self.code.append(("act", step.second, slot))
        end = len(self.code)
        self.code[jump] = ("jump", end)
        options = ChooseOne((Option((step.first,)), Option((step.second,))))
        self.code[choose] = ("choose", options, (first, second))
        self.code[skip] = ("unless", YouDid(), end, slot)
        self.last_slot = slot

    def each_step(self, step) -> None:
        """GiveDonEach, RestCards, May of DON!! or of a Life card, MoveGivenDon:
        a step with a scratch slot of its own, the cards it has dealt with
        (GiveDonEach), the Life card taken or the DON!! rested ("If you do":
        May) or the number of DON!! to move (MoveGivenDon)."""
        target = getattr(step, "target", None)
        if isinstance(step, RestCards):
            own = Cards(step.owner, categories=(LEADER, CHARACTER, STAGE), rested=False)
            target = Choose(own, up_to(step.count.high))
        chosen = self.target_slot(target) if target is not None else -1
        slot = self.new_slot()
        self.code.append(("each", step, chosen, slot))
        self.last_slot = slot if isinstance(step, May) else chosen
        if isinstance(step, RestCards):
            self.last_slot = -1


def _one_of_yours(step) -> bool:
    """"rest 1 of your Characters ...": the step a "you may" makes a choice
    of that one card or none."""
    t = getattr(step, "target", None)
    return isinstance(step, Rest) and isinstance(t, Choose) and t.count == exactly(1) \
        and t.cards.owner == YOU


def answered_in_step(may: May) -> bool:
    """Whether a "you may" is answered inside its step, which offers none
    itself: all N cards or none (TrashFromDeck), that card or none (a play of
    the looked-at card or of this card, a Life card from the top or bottom).
    Such a step alone is not an optional effect declined before it
    activates (CR 8-1-2): the player answers it as it resolves."""
    step = may.step
    return isinstance(step, TrashFromDeck) or _one_to_play(step) or (
        isinstance(step, TakeLife) and "bottom" in step.places)


def declined_before_activation(ability: Ability) -> bool:
    """Whether the "you may" of `ability` is the whole ability's: it has no
    cost and its body is one May whose step does not answer it itself
    (answered_in_step).  The player then declines the ability before it
    activates (CR 8-1-2): nothing of it resolves, a [Once Per Turn] is not
    used (CR 10-2-13-1).  Any other May is a step of an ability that
    activates and resolves, and declining skips that step only.  Both ask
    the same CONFIRM decision; this is the one place that tells them apart."""
    steps = ability.steps
    return (not ability.cost and len(steps) == 1 and isinstance(steps[0], May)
            and not answered_in_step(steps[0]))


def _one_to_play(step) -> bool:
    """"play that card" (the looked-at card) or "play this Character card
    from your trash": the one card a "you may" makes a choice of, or none."""
    if not isinstance(step, PlayCard):
        return False
    t = step.target
    if isinstance(t, Every):
        return t.cards.this_card
    return isinstance(t, Choose) and t.count == exactly(1) and t.cards.area == LOOKED


def _any_number(step) -> bool:
    """"trash any number of ...": a choice that may be empty (CR 8-4-4-1),
    so its "you may" asks nothing more."""
    t = getattr(step, "target", None)
    return isinstance(t, Choose) and t.count == up_to(ANY_NUMBER)


def playable(choose: Choose) -> Choose:
    """"Play up to 1 ... card": only Characters and Stages can be played
    (CR 3-7-3, 3-8-3), so the choice offers no Leader or Event."""
    cards = choose.cards
    kinds = tuple(c for c in cards.categories if c in (CHARACTER, STAGE))
    if kinds == tuple(cards.categories):
        return choose
    return replace(choose, cards=replace(cards, categories=kinds))


def compile_ability(ability: Ability) -> Ability:
    """Return the ability with its `code` and `slots` filled in."""
    optional = declined_before_activation(ability)
    if ability.optional and not optional:
        raise ValueError(f"{ability.timing} ability: `optional` is filled in by the compiler; "
                         "write a \"you may\" on the whole body as steps=(May(step),)")
    b = _Builder()
    if ability.timing in WOULD_BE_KO_TIMINGS or ability.timing == WHEN_PLAYED_FROM_TRASH:
        # slot 1 holds the card whose K.O. the effect replaces
        # ("give that Character −1000 power ... instead of that Character
        # being K.O.'d"), filled by ko_and_removal.replace_ko
        b.new_slot(REPLACED)
    for c in ability.cost:
        if isinstance(c, StepCost) and isinstance(c.step, RevealCards):
            b.code.append(("cost", c, b.new_slot("revealed")))
        elif isinstance(c, StepCost) and isinstance(c.step, GiveActiveDon):
            b.code.append(("cost", c, b.new_slot("given")))
        else:
            b.code.append(("cost", c))
    b.code.append(("paid",))
    # a whole ability declined before it activates: accepted once it runs
    for s in (ability.steps[0].step,) if optional else ability.steps:
        b.step(s)
    rest = sum(c.count for c in ability.cost if isinstance(c, RestDon))
    # "rest N of your DON!! cards" is the ① cost in words
    rest += sum(c.step.count for c in ability.cost
                if isinstance(c, StepCost) and isinstance(c.step, RestDonCards))
    minus = sum(c.count for c in ability.cost if isinstance(c, DonMinus))
    # the compiled copy keeps the wording of the ability (effects.phrasing)
    return carry(ability, replace(ability, code=tuple(b.code), slots=b.slots, rest_don=rest,
                                  don_minus=minus, optional=optional))
