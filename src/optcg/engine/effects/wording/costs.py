"""Activation costs (CR 8-3): the symbols, and the "you may" costs joined by
"and" before the colon."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Final

from .. import language as L
from ..phrasing import made, replace, wording, worded
from .core import (COST_FORMS, COST_STEP_FORMS, Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot,
                   _CIRCLED, _fixed_target)
from .filters import _adjectives, _noun, _qualifiers, _read_cards, _split_braced
from .targets import _choice_of, _own_field_choice


STEP_FORMS += [
    # a cost node, as a step too
    Form(L.LifeCards, "trash {count:n card} from the top of your Life cards",
         {"to": L.TRASH, "places": ("top",)}, priority=2270),
]

STEP_FORMS += [
    # "trash 1 card from the top or bottom of your Life cards" as a step (the
    # the cost's wording; each end is the player's choice)
    Form(L.LifeCards, "trash {count:n card} from the top or bottom of your Life cards",
         {"to": L.TRASH, "places": ("top", "bottom")}, priority=520),
]


# -- activation costs ----------------------------------------
#
# Symbols first ("①", "DON!! −1"), then the "you may" costs, each a clause
# joined by "and": "② You may rest this Character and trash 1 card from your
# hand: ...".  A clause is a COST_FORMS wording of a cost node, or of a step
# (L.StepCost: the step's own wording, the player carrying it out).  After
# "and", a clause may share the verb of the one before ("rest this Character
# and 1 of your DON!! cards": StepCost(..., shared_verb=True)).


def _render_this(v: Any, ctx: Ctx) -> str:
    return ctx.this


def _read_this(s: str, ctx: Ctx) -> Parse:
    if s.startswith(ctx.this):
        yield None, s[len(ctx.this):]


SLOTS["this"] = Slot(_read_this, _render_this)
_YOUR_LEADER = L.Choose(L.Cards(L.YOU, categories=(L.LEADER,)), L.exactly(1))
_YOUR_ACTIVE_LEADER = L.Choose(L.Cards(L.YOU, categories=(L.LEADER,), rested=False), L.exactly(1))
_ACTIVE_LEADER = L.Every(L.Cards(L.YOU, categories=(L.LEADER,), rested=False))
SLOTS["your 1 leader"] = _fixed_target("your 1 Leader", _YOUR_LEADER)
SLOTS["your 1 active leader"] = _fixed_target("your 1 active Leader", _YOUR_ACTIVE_LEADER)
SLOTS["your active leader"] = _fixed_target("your active Leader", _ACTIVE_LEADER)

# the wordings of the cost nodes (no "you may")
COST_FORMS += [
    Form(L.RestThis, "rest {_:this}", priority=10),
    Form(L.TrashFromHand, "trash {count:n card} from your hand", priority=20),
]

# the wordings of steps carried out as costs
COST_STEP_FORMS += [
    Form(L.RestDonCards, "rest {count} of your DON!! cards", {"word": ""}, priority=30),
    Form(L.LifeCards, "add {count:n card} from the top or bottom of your Life cards to your "
         "hand", {"to": L.HAND, "places": ("top", "bottom")}, priority=40),
    Form(L.LifeCards, "add {count:n card} from the top of your Life cards to your hand",
         {"to": L.HAND, "places": ("top",)}, priority=50),
    Form(L.LifeCards, "trash {count:n card} from the top or bottom of your Life cards",
         {"to": L.TRASH, "places": ("top", "bottom")}, priority=60),
    Form(L.LifeCards, "trash {count:n card} from the top of your Life cards",
         {"to": L.TRASH, "places": ("top",)}, priority=70),
    Form(L.LifeCards, "add {count:n card} from your Life area to your hand",
         {"to": L.HAND, "places": ()}, priority=80),
    # "turn 1 card from the top of your Life cards face-up"
    Form(L.TurnLife, "turn {count:n card} from the top of your Life cards face-up",
         {"face_up": True, "places": ("top",)}, priority=90),
    Form(L.TurnLife, "turn {count:n card} from the top of your Life cards face-down",
         {"face_up": False, "places": ("top",)}, priority=100),
    Form(L.TurnLife, "turn {count:n card} from the top or bottom of your Life cards face-down",
         {"face_up": False, "places": ("top", "bottom")}, priority=110),
    Form(L.TurnLife, "turn {count:n card} from the top or bottom of your Life cards face-up",
         {"face_up": True, "places": ("top", "bottom")}, priority=120),
    Form(L.TurnLife, "turn {count} of your face-up Life cards face-down",
         {"face_up": False, "places": ()}, priority=130),
    Form(L.PowerChange, "give {target:your 1 active leader} {amount:minus} power {duration}",
         priority=140),
    Form(L.PowerChange, "give {target:your active leader} {amount:minus} power {duration}",
         priority=150),
    Form(L.RevealCards, "reveal {target:target in hand}", priority=160),
    # "place 1 of your Characters at the bottom of the owner's deck:" (this
    # one may be chosen: official ruling on EB03-026)
    Form(L.ToDeckBottom, "place {target} at the bottom of the owner's deck",
         {"word": "owner's deck"}, when=lambda n: _own_field_choice(n.target), priority=165),
    Form(L.ToDeckBottom, "place {target} at the bottom of your deck",
         when=lambda n: _own_field_choice(n.target), priority=170),
    Form(L.ToDeckTop, "place {target:target in hand} at the top of your deck",
         when=lambda n: isinstance(n.target, L.Choose), priority=180),
]

# ("place N cards from your hand/trash at the bottom of your
# deck" are STEP_FORMS, costs through COST_STEPS; "trash {target}" too)
COST_STEP_FORMS += [
    Form(L.Rest, "rest {target:your 1 leader}", priority=190),
]

# "add 1 of your Characters ... to the top of your Life cards
# face-up" as a cost (only to the top: a cost has no later placing step)
COST_STEP_FORMS += [
    Form(L.AddToLife, "add {target} to the top of your Life cards face-up",
         {"face_up": True, "places": ("top",), "verb": "add", "reveal": False},
         when=lambda n: _own_field_choice(n.target), priority=200),
]

# "trash this Character with a cost of 20 or more": a cost this card pays
# only while its cost is high enough (Cards.this_card)
_THIS_COST_MIN: Final = re.compile(r" with a cost of (\d+) or more")


def _this_with_cost(n: int) -> L.Every:
    return L.Every(L.Cards(L.YOU, categories=(L.CHARACTER,), this_card=True, cost_min=n))


def _read_this_with_cost(s: str, ctx: Ctx) -> Parse:
    if s.startswith(ctx.this) and ctx.category == "Character":
        m = _THIS_COST_MIN.match(s, len(ctx.this))
        if m:
            yield _this_with_cost(int(m.group(1))), s[m.end():]


def _render_this_with_cost(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Every) or t.cards.cost_min is None or ctx.category != "Character" \
            or t != _this_with_cost(t.cards.cost_min):
        return None
    return f"{ctx.this} with a cost of {t.cards.cost_min} or more"


SLOTS["this with cost"] = Slot(_read_this_with_cost, _render_this_with_cost)
COST_STEP_FORMS += [
    Form(L.Trash, "trash {target:this with cost}", priority=205),
]

# steps whose STEP_FORMS wordings are costs too ("trash this Character")
COST_STEPS: tuple[type, ...] = (L.Rest, L.Trash, L.ReturnToHand, L.ToDeckBottom,
                                 L.TrashFromDeck)

# -- "You may return 1 Character to your hand:" (a Character
# of yours: only the owner's cards go to their hand, CR 3-5) --
# (the noun marks the wording, first among the cost wordings of the node)
_N_OWN: Final = worded(L.Cards(L.YOU), noun="n own")


def _read_n_own_characters(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"(\d+) Characters?", s)
    if m and (m.group(0).endswith("s") == (m.group(1) != "1")):
        yield L.Choose(_N_OWN, L.exactly(int(m.group(1)))), s[m.end():]


def _render_n_own_characters(t: Any, ctx: Ctx) -> str | None:
    if isinstance(t, L.Choose) and t.cards == _N_OWN and wording(t.cards, "noun") == "n own" \
            and t.count.low and t.chooser == L.YOU:
        return f"{t.count.high} Character" + ("" if t.count.high == 1 else "s")
    return None


SLOTS["n own characters"] = Slot(_read_n_own_characters, _render_n_own_characters)
COST_STEP_FORMS += [
    Form(L.ReturnToHand, "return {target:n own characters} to your hand", priority=10),
]


# -- costs ("rest N of your cards", "return N total of your
# currently given DON!! cards ...", "play 1 [Name] from your hand") and the
# condition "If you have [A] and [B] Characters with ..." --
COST_STEP_FORMS += [
    Form(L.RestCards, "rest {count:exactly} of your cards", {"owner": L.YOU},
         priority=520),
    Form(L.ReturnGivenDon, "return {count} total of your currently given DON!! cards to your "
         "cost area rested", priority=530),
    Form(L.PlayCard, "play {target:target in hand}", {"rested": False},
         when=lambda n: _choice_of(n.target, 1), priority=540),
    Form(L.ReturnDon, "return {count:at least} DON!! cards from your field to your DON!! "
         "deck", {"owner": L.YOU}, priority=550),
    Form(L.ReturnActiveDon, "return {count} of your active DON!! cards to your DON!! deck",
         priority=560),
    Form(L.GiveActiveDon, "give {count:n active DON!! card} to {target}", {"word": ""},
         when=lambda n: _choice_of(n.target, 1), priority=570),
    Form(L.GiveActiveDon, "give {count} of your active DON!! cards to {target}",
         {"word": "of your"}, when=lambda n: _choice_of(n.target, 1), priority=580),
]


def _read_and_names(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"((?:\[[^\]]+\] and )+\[[^\]]+\]) ", s)
    if m:
        yield _split_braced(m.group(1).replace(" and ", " or "), "[", "]"), s[m.end() - 1:]


def _render_and_names(names: Any, ctx: Ctx) -> str | None:
    if len(names) < 2:
        return None
    return " and ".join(f"[{n}]" for n in names)


def _render_named_cards(c: Any, ctx: Ctx) -> str | None:
    """"Characters with 6000 base power": the plural noun and qualifiers."""
    if c.names or c.owner != L.YOU or c.area != L.FIELD:
        return None
    noun = _noun(c, True)
    return None if noun is None else f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)}"


def _read_named_cards(s: str, ctx: Ctx) -> Parse:
    for (c, count, up_to), rest in _read_cards("2 of your " + s, ctx, L.FIELD, every=False):
        text = _render_named_cards(c, ctx)
        if text is not None and s.startswith(text) and len(rest) == len(s) - len(text):
            yield c, rest


SLOTS["and names"] = Slot(_read_and_names, _render_and_names)
SLOTS["named cards"] = Slot(_read_named_cards, _render_named_cards)




def _cost_step_ok(step: Any) -> bool:
    """A cost is a fixed number of cards the player chooses: their own, or
    any ("place 1 Character with a cost of 2 or less at the bottom of the
    owner's deck")."""
    t = getattr(step, "target", None)
    if isinstance(step, L.GiveOpponentDon):      # to the opponent's card
        return isinstance(t, L.Choose) and t.count.low and t.chooser == L.YOU
    if isinstance(t, L.Choose):
        return t.count.low and t.cards.owner != L.OPPONENT and t.chooser == L.YOU
    if isinstance(t, L.Every):
        return t.cards.owner == L.YOU
    return t is None or isinstance(t, L.This)


def _render_clause(cost: Any, ctx: Ctx) -> str | None:
    if isinstance(cost, L.StepCost):
        if not _cost_step_ok(cost.step):
            return None
        forms, node = COST_STEP_FORMS, cost.step
    else:
        forms, node = COST_FORMS, cost
    for form in forms:
        text = form.render(node, ctx)
        if text is not None:
            return text
    return None


# the reminder text some cards print after the ① symbol
_REST_DON_REMINDER: Final = ("(You may rest the specified number of DON!! cards in your cost "
                             "area)")


# "Rest 1 of your DON!! cards and you may rest this Character:": ① in words,
# before the "you may" costs
_REST_DON_WORDS: Final = re.compile(r"Rest (\d+) of your DON!! cards and (?=you may )")


def _render_symbol(cost: Any) -> str | None:
    if isinstance(cost, L.RestDon) and wording(cost, "words"):
        return f"Rest {cost.count} of your DON!! cards and"      # "cards" even for 1
    if isinstance(cost, L.RestDon):
        if cost.count >= len(_CIRCLED):
            return None
        return _CIRCLED[cost.count] + (" " + _REST_DON_REMINDER if wording(cost, "reminder") else "")
    if isinstance(cost, L.DonMinus):
        return f"DON!! −{cost.count}" + ("," if wording(cost, "comma") else "")
    return None


def render_cost(cost: Any, ctx: Ctx) -> str | None:
    """One cost on its own: "①", "You may rest this Character"."""
    return render_costs((cost,), ctx)


def render_costs(costs: tuple, ctx: Ctx) -> str | None:
    symbols: list[str] = []
    clauses: list[str] = []
    verb = ""
    for cost in costs:
        if isinstance(cost, (L.RestDon, L.DonMinus)):
            text = _render_symbol(cost)
            if text is None or clauses:
                return None                     # the symbols come first
            symbols.append(text)
            continue
        text = _render_clause(cost, ctx)
        if text is None:
            return None
        if isinstance(cost, L.StepCost) and cost.shared_verb:
            if not clauses or not text.startswith(verb + " "):
                return None
            text = text[len(verb) + 1:]
        else:
            verb = text.split(" ", 1)[0]
        clauses.append(text)
    if clauses:
        # "You can trash 1 ...:", the first cost says so
        first = next(c for c in costs if not isinstance(c, (L.RestDon, L.DonMinus)))
        can = isinstance(first, L.StepCost) and wording(first, "word") == "can"
        # "DON!! −4, you may trash ...": lower case after the comma
        last = costs[len(symbols) - 1] if symbols else None
        lower = isinstance(last, L.DonMinus) and wording(last, "lower") \
            or isinstance(last, L.RestDon) and wording(last, "words")
        word = "can " if can else "may "
        symbols.append(("you " if lower else "You ") + word + " and ".join(clauses))
    return " ".join(symbols)


def _read_cost_clause(s: str, ctx: Ctx, verb: str) -> Iterator[tuple[Any, str, str]]:
    """(cost, its verb, rest); `verb`: the verb it may share after "and"."""
    for form in COST_FORMS:
        for node, rest in form.read(s, ctx):
            yield node, form.template.split(" ", 1)[0], rest
    for form in COST_STEP_FORMS:
        for step, rest in form.read(s, ctx):
            if _cost_step_ok(step):
                yield L.StepCost(step), form.template.split(" ", 1)[0], rest
        if verb and form.template.startswith(verb + " "):
            for step, rest in form.read(verb + " " + s, ctx):
                if _cost_step_ok(step):
                    yield L.StepCost(step, shared_verb=True), verb, rest


def _read_cost_clauses(s: str, ctx: Ctx, verb: str = "") -> Iterator[tuple[tuple, str]]:
    for cost, cost_verb, rest in _read_cost_clause(s, ctx, verb):
        if rest.startswith(": "):
            yield (cost,), rest
        if rest.startswith(" and "):
            for more, after in _read_cost_clauses(rest[5:], ctx, cost_verb):
                yield (cost,) + more, after


def _read_costs(s: str, ctx: Ctx) -> Iterator[tuple[tuple, str]]:
    """Costs before the colon: "② You may rest this Character: ..."."""
    symbols: list = []
    rest = s
    while True:
        if rest[:1] in _CIRCLED[1:]:
            symbols.append(L.RestDon(_CIRCLED.index(rest[0])))
            rest = rest[1:].lstrip()
            if rest.startswith(_REST_DON_REMINDER):
                symbols[-1] = made(L.RestDon, symbols[-1].count, reminder=True)
                rest = rest[len(_REST_DON_REMINDER):].lstrip()
            continue
        m = _REST_DON_WORDS.match(rest) if not symbols else None
        if m:
            symbols.append(made(L.RestDon, int(m.group(1)), words=True))
            rest = rest[m.end():]
            break
        m = re.match(r"DON!! −(\d+)(,?)\s*", rest)
        if m:
            symbols.append(made(L.DonMinus, int(m.group(1)), comma=bool(m.group(2))))
            rest = rest[m.end():]
            continue
        break
    if rest.startswith("you may ") and symbols and isinstance(symbols[-1], L.DonMinus):
        symbols[-1] = replace(symbols[-1], lower=True)     # "−4, you may"
    if rest.startswith(("You may ", "you may ")):
        for costs, after in _read_cost_clauses(rest[len("You may "):], ctx):
            costs = tuple(symbols) + costs
            if render_costs(costs, ctx) == s[:len(s) - len(after)]:
                yield costs, after[2:]
    if rest.startswith("You can "):
        for costs, after in _read_cost_clauses(rest[len("You can "):], ctx):
            if isinstance(costs[0], L.StepCost):
                costs = tuple(symbols) + (replace(costs[0], word="can"),) + costs[1:]
                if render_costs(costs, ctx) == s[:len(s) - len(after)]:
                    yield costs, after[2:]
    if symbols and rest.startswith(": "):
        yield tuple(symbols), rest[2:]
    yield (), s


STEP_FORMS += [
    # "you may rest 2 of your active DON!! cards instead" (a step)
    Form(L.RestDonCards, "rest {count} of your DON!! cards", {"word": ""}, priority=2380),
    Form(L.RestDonCards, "rest {count} of your active DON!! cards", {"word": "active"},
         priority=2390),
]

# "rest your <Slash> attribute Leader or 1 of your DON!! cards" (a cost)
_ATTR_NAME = re.compile(r"[^>＞\s]+")


def _read_attr_name(s: str, ctx: Ctx) -> Parse:
    m = _ATTR_NAME.match(s)
    if m:
        yield m.group(0), s[m.end():]


SLOTS["attr name"] = Slot(_read_attr_name, lambda v, ctx: v if isinstance(v, str) else None)
COST_FORMS += [
    Form(L.RestLeaderOrDon, "rest your <{attribute:attr name}> attribute Leader or 1 of your "
         "DON!! cards", priority=30),
]

# "You may K.O. 1 of your Characters other than this Character:" (a cost:
# only your own cards, a fixed number)
COST_STEP_FORMS += [
    Form(L.KO, "K.O. {target}", when=lambda n: _own_field_choice(n.target), priority=590),
]
