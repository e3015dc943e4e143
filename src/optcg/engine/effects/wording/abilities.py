"""The forms of an ability's structure: choices of one option, either action,
may steps, steps repeated for every card, and this card's own effects."""

from __future__ import annotations

import re
from typing import Any, Final

from .. import language as L
from ..phrasing import made, wording
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot, _plain, _read_choice
from .filters import ALL_CATEGORIES
from .targets import render_target
from .sentences import _read_clauses, read_step, render_body, render_step


STEP_FORMS += [
    Form(L.ActivateOwn, "activate this card's [{timing:timing}] effect", priority=1370),
    Form(L.ActivateEvent, "activate {target}",
         when=lambda n: isinstance(n.target, L.Choose) and n.target.cards.area == L.HAND
         and tuple(n.target.cards.categories) == (L.EVENT,), priority=1372),
]

# "... in your trash": a card that stays where it is, whose area reads as
# "in", where a card taken from it reads "from your trash"
_FROM_TRASH: Final = " from your trash"
_IN_TRASH: Final = " in your trash"


def _read_in_trash(s: str, ctx: Ctx) -> Parse:
    at = s.find(_IN_TRASH)
    if at < 0:
        return
    whole = s[:at] + _FROM_TRASH + s[at + len(_IN_TRASH):]
    for target, rest in SLOTS["target"].read(whole, ctx):
        if isinstance(target, L.Choose) and target.cards.area == L.TRASH \
                and len(rest) == len(s) - at - len(_IN_TRASH):
            yield target, rest


def _render_in_trash(target: Any, ctx: Ctx) -> str | None:
    if not isinstance(target, L.Choose) or target.cards.area != L.TRASH:
        return None
    text = render_target(target, ctx)
    if text is None or not text.endswith(_FROM_TRASH):
        return None
    return text[:-len(_FROM_TRASH)] + _IN_TRASH


SLOTS["target kept in trash"] = Slot(_read_in_trash, _render_in_trash)
STEP_FORMS += [
    Form(L.ActivateMainOf, "activate the [Main] effect of {target:target kept in trash}",
         when=lambda n: isinstance(n.target, L.Choose)
         and tuple(n.target.cards.categories) == (L.EVENT,), priority=1373),
]

SLOTS["timing"] = Slot(_read_choice((L.MAIN, L.COUNTER, L.ON_PLAY, L.ON_KO, L.WHEN_ATTACKING,
                                     L.TRIGGER)), _plain)


def _read_one_step(s: str, ctx: Ctx) -> Parse:
    """A single step (not itself delayed), as a 1-tuple."""
    for form in STEP_FORMS:
        if form.node is not L.AtEndOfTurn:
            for step, rest in form.read(s, ctx):
                yield (step,), rest


def _render_one_step(steps: Any, ctx: Ctx) -> str | None:
    if len(steps) != 1 or isinstance(steps[0], (L.If, L.AtEndOfTurn)):
        return None
    return render_step(steps[0], ctx)


SLOTS["one step"] = Slot(_read_one_step, _render_one_step)


def _bullets(mark: str) -> Slot:
    """"\n• A.\n• B" (the last option's period closes the body): the options
    of a "Choose one:" (CR 8-4-4); `mark`: the bullet as printed."""
    head = f"\n{mark} "

    def read_from(s: str, ctx: Ctx, got: tuple) -> Parse:
        if not s.startswith(head):
            return
        for steps, joins, rest in _read_clauses(s[len(head):], ctx, sentence=True):
            if not rest.startswith("."):
                continue
            options = got + (made(L.Option, steps, joins=joins),)
            if rest.startswith("." + head):
                yield from read_from(rest[1:], ctx, options)
            elif len(options) > 1 and (rest == "." or rest.startswith(".\n")):
                # the last option's line is all its own: a "Then, ..." on that
                # line is part of it (official Q&A on OP06-116), one after the
                # options is on a line of its own
                yield options, rest

    def read(s: str, ctx: Ctx) -> Parse:
        yield from read_from(s, ctx, ())

    def render(options: Any, ctx: Ctx) -> str | None:
        out = []
        for o in options:
            text = render_body(o.steps, wording(o, "joins"), ctx)
            if text is None:
                return None
            out.append(head + text)
        return "".join(out)[:-1] if out else None
    return Slot(read, render)


SLOTS["bullets"] = _bullets("•")
SLOTS["dash bullets"] = _bullets("-")

STEP_FORMS += [
    Form(L.ChooseOne, "choose one:{options:bullets}", {"chooser": L.YOU, "bullet": "•"},
         priority=2220),
    Form(L.ChooseOne, "your opponent chooses one:{options:bullets}",
         {"chooser": L.OPPONENT, "bullet": "•"}, priority=2230),
    Form(L.ChooseOne, "your opponent chooses one:{options:dash bullets}",
         {"chooser": L.OPPONENT, "bullet": "-"}, priority=2240),
]

# "Select up to 1 ... and play it or add it to the top of your Life cards
# face-up": a choice of two steps on the selected card (a ChooseOne, CR
# 8-4-4), written "play it or <step>"
_PLAY_IT: Final = L.PlayCard(made(L.Selected, word="it"))
_PLAY_IT_OR: Final = "play it or "


def _read_play_it_or(s: str, ctx: Ctx) -> Parse:
    if not s.startswith(_PLAY_IT_OR):
        return
    for other, rest in read_step(s[len(_PLAY_IT_OR):], ctx):
        if isinstance(getattr(other, "target", None), L.Selected):
            yield (L.Option((_PLAY_IT,)), L.Option((other,))), rest


def _render_play_it_or(options: Any, ctx: Ctx) -> str | None:
    if len(options) != 2 or options[0] != L.Option((_PLAY_IT,)) or len(options[1].steps) != 1:
        return None
    other = options[1].steps[0]
    text = render_step(other, ctx)
    if text is None or not isinstance(getattr(other, "target", None), L.Selected):
        return None
    return _PLAY_IT_OR + text


SLOTS["play it or"] = Slot(_read_play_it_or, _render_play_it_or)

STEP_FORMS += [
    Form(L.ChooseOne, "{options:play it or}", {"chooser": L.YOU, "bullet": "or"}, priority=2280),
]

# "K.O. or rest up to 1 of your opponent's Characters ...": a choice of two
# acts on the same cards (a ChooseOne, CR 8-4-4), one verb or the other
_VERB_PAIRS: Final = (("K.O.", "rest"),)


def _read_verb_or(s: str, ctx: Ctx) -> Parse:
    for first, second in _VERB_PAIRS:
        head = f"{first} or {second} "
        if not s.startswith(head):
            continue
        shared_object = s[len(head):]
        for a, rest in read_step(f"{first} {shared_object}", ctx):
            for b, rest_b in read_step(f"{second} {shared_object}", ctx):
                if rest_b == rest and getattr(a, "target", None) is not None \
                        and getattr(b, "target", None) == a.target:
                    yield (L.Option((a,)), L.Option((b,))), rest


def _render_verb_or(options: Any, ctx: Ctx) -> str | None:
    if len(options) != 2 or any(len(o.steps) != 1 for o in options):
        return None
    a, b = options[0].steps[0], options[1].steps[0]
    if getattr(a, "target", None) is None or getattr(b, "target", None) != a.target:
        return None
    for first, second in _VERB_PAIRS:
        text_a, text_b = render_step(a, ctx), render_step(b, ctx)
        if text_a is None or text_b is None or not text_a.startswith(first + " ") \
                or not text_b.startswith(second + " "):
            continue
        shared_object = text_a[len(first) + 1:]
        if text_b[len(second) + 1:] == shared_object:
            return f"{first} or {second} {shared_object}"
    return None


SLOTS["verb or"] = Slot(_read_verb_or, _render_verb_or)

STEP_FORMS += [
    Form(L.ChooseOne, "{options:verb or}", {"chooser": L.YOU, "bullet": "verb or"},
         priority=2281),
]


# -- DON!! distribution, either action, rest N cards, Life top or bottom --
def _read_either_first(s: str, ctx: Ctx) -> Parse:
    """The first action of "K.O. up to 1 ..., or return it to ...": a step
    on a choice of cards."""
    for form in STEP_FORMS:
        if form.node is not L.EitherAction and form.node is not L.AtEndOfTurn:
            for step, rest in form.read(s, ctx):
                if isinstance(getattr(step, "target", None), L.Choose) and rest.startswith(","):
                    yield step, rest


def _read_either_second(s: str, ctx: Ctx) -> Parse:
    """The second action, on "it": the card chosen for the first."""
    for form in STEP_FORMS:
        if form.node is not L.EitherAction and form.node is not L.AtEndOfTurn:
            for step, rest in form.read(s, ctx):
                if getattr(step, "target", None) == L.Selected():
                    yield step, rest


def _render_either_step(step: Any, ctx: Ctx) -> str | None:
    return render_step(step, ctx)


SLOTS["either first"] = Slot(_read_either_first, _render_either_step)
SLOTS["either second"] = Slot(_read_either_second, _render_either_step)

STEP_FORMS += [
    Form(L.EitherAction, "{first:either first}, or {second:either second}", priority=340),
    Form(L.May, "you may {step:may rest}", priority=430),
]


def _read_may_rest(s: str, ctx: Ctx) -> Parse:
    """"rest 1 of your Characters with ...": one card of yours to rest;
    "rest 1 of your DON!! cards"."""
    m = re.match(r"rest (\d+) of your DON!! cards", s)
    if m:
        yield L.RestDonCards(int(m.group(1))), s[m.end():]
    if s.startswith("rest "):
        for t, rest in SLOTS["target"].read(s[len("rest "):], ctx):
            step = L.Rest(t)
            if _may_rest_ok(step):
                yield step, rest


def _may_rest_ok(step: Any) -> bool:
    t = getattr(step, "target", None)
    return isinstance(step, L.Rest) and isinstance(t, L.Choose) and t.count == L.exactly(1) \
        and t.cards.owner == L.YOU


def _render_may_rest(step: Any, ctx: Ctx) -> str | None:
    if isinstance(step, L.RestDonCards):
        return f"rest {step.count} of your DON!! cards"
    if not _may_rest_ok(step):
        return None
    text = render_target(step.target, ctx)
    return None if text is None else "rest " + text


SLOTS["may rest"] = Slot(_read_may_rest, _render_may_rest)


# the priority of the general "you may <step>"
_LAST_RESORT: Final = 3000


def _read_may_step(s: str, ctx: Ctx) -> Parse:
    """The step after a general "you may": only where no more specific form
    reads the same words with its own "you may", so that May is the wording
    of last resort and a text reads one way."""
    specific = {rest for form in STEP_FORMS
                if form.template.startswith("you may ") and form.priority < _LAST_RESORT
                for _, rest in form.read("you may " + s, ctx)}
    for form in STEP_FORMS:
        if form.node is not L.May and form.node is not L.AtEndOfTurn and form.node is not L.If:
            for step, rest in form.read(s, ctx):
                if rest not in specific:
                    yield step, rest


def _render_may_step(step: Any, ctx: Ctx) -> str | None:
    if isinstance(step, (L.May, L.If, L.AtEndOfTurn)):
        return None
    return render_step(step, ctx)


SLOTS["may step"] = Slot(_read_may_step, _render_may_step)

STEP_FORMS += [
    # after every other form: a specific "you may" wording wins where one reads
    Form(L.May, "you may {step:may step}", priority=_LAST_RESORT),
]

# =============================================================================
# -- replacement effects, K.O. as a cost, more permanent effects --
# =============================================================================

_FIELD_TYPE_CARD = re.compile(r"\{([^}]+)\} type card on your field")


def _read_field_type_card(s: str, ctx: Ctx) -> Parse:
    m = _FIELD_TYPE_CARD.match(s)
    if m:
        yield L.Cards(L.YOU, categories=ALL_CATEGORIES, types=(m.group(1),)), s[m.end():]


def _render_field_type_card(c: Any, ctx: Ctx) -> str | None:
    if isinstance(c, L.Cards) and len(c.types) == 1 \
            and c == L.Cards(L.YOU, categories=ALL_CATEGORIES, types=c.types):
        return f"{{{c.types[0]}}} type card on your field"
    return None


SLOTS["field type card"] = Slot(_read_field_type_card, _render_field_type_card)

STEP_FORMS += [
    # "For every {X} type card on your field, give up to 1 of ... −1000 power"
    Form(L.ForEvery, "for every {per:field type card}, {steps:one step}", priority=2360),
]
