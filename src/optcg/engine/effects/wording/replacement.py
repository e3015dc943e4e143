"""Replacement effects (CR 8-1-3-4): "If this Character would be K.O.'d, you
may ... instead", and their targets."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Final

from .. import language as L
from ..phrasing import made, replace, worded, wording
from .core import Ctx, Form, Parse, SLOTS, STEP_FORMS, Slot
from .filters import _adjectives, _noun, _qualifiers, _read_cards, render_cards
from .conditions import read_condition, render_condition
from .sentences import _cap, _read_clauses, _uncap, render_body
from .lines import render_line


# -- replacement effects (CR 8-1-3-4) ---------------------------------

_WOULD_BE_KO_WORDS = {L.WOULD_BE_KO: "", L.WOULD_BE_KO_BY_EFFECT: " by an effect",
                      L.WOULD_BE_KO_IN_BATTLE: " in battle",
                      L.WOULD_BE_KO_BY_OPPONENT: " by your opponent's effect"}

# the words after the subject, by replacement timing
_WOULD_WORDS = {t: f" would be K.O.'d{w}" for t, w in _WOULD_BE_KO_WORDS.items()}
_WOULD_WORDS[L.WOULD_BE_REMOVED_BY_OPPONENT] = (" would be removed from the field by your "
                                                "opponent's effect")
_WOULD_WORDS[L.WOULD_LEAVE_FIELD] = " would leave the field"
_WOULD_WORDS[L.WOULD_BE_REMOVED] = " would be removed from the field"
_WOULD_WORDS[L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT] = (" would be K.O.'d or would be removed "
                                                      "from the field by your opponent's effect")
_WOULD_WORDS[L.WOULD_BE_RESTED_BY_OPPONENT_CHARACTER] = (" would be rested by your opponent's "
                                                         "Character's effect")
# Other printed forms of a timing, the same meaning: form k of the Ability's
# wording entry `event_form` is the k-th (from 1)
_WOULD_VARIANTS = {
    L.WOULD_BE_REMOVED_BY_OPPONENT: (" would be removed from the field by your opponent",),
    L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT: (" would be removed from the field by your "
                                           "opponent's effect or K.O.'d",),
}


def _would_words(timing: str, form: int) -> str:
    return _WOULD_VARIANTS[timing][form - 1] if form else _WOULD_WORDS[timing]


def _would_forms():
    """(timing, form, words) of every printed form of a replacement timing."""
    for timing, words in _WOULD_WORDS.items():
        yield timing, 0, words
        for k, variant in enumerate(_WOULD_VARIANTS.get(timing, ()), 1):
            yield timing, k, variant


def _render_replacement(a: L.Ability, ctx: Ctx) -> str | None:
    """"[Once Per Turn] If this Character would be K.O.'d, you may <steps>
    instead."  The steps replace the K.O.; declining them lets it happen."""
    whose = [c for c in a.conditions if isinstance(c, L.WouldBeKOd)]
    negated_if = [c for c in a.conditions if isinstance(c, L.NegatedIf)]
    # "If your Leader has the {X} type and this Character would ..."
    general = [c for c in a.conditions if not isinstance(
        c, (L.DonAttached, L.YourTurn, L.OpponentsTurn, L.WouldBeKOd, L.NegatedIf))]
    if a.cost or len(whose) > 1 or len(negated_if) > 1 or len(general) > 1 \
            or (general and whose):
        return None
    subject = (_your_card(whose[0].cards, ctx, wording(whose[0], "one_of")) if whose
               else ctx.this)
    if whose and wording(whose[0], "word") == _HAVE_A:
        subject = _have_a(whose[0].cards, ctx)
    if subject is None:
        return None
    body = render_body(a.steps, wording(a, "joins"), ctx, sentence=False)
    if body is None:
        return None
    parts = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    instead = _INSTEAD_OF_KO if _names_replaced(a.steps) else " instead."
    if negated_if:
        cond = render_condition(negated_if[0].condition, ctx)
        if cond is None or not cond.startswith("if "):
            return None
        instead += f" {_cap(cond)}, this effect is negated."
    if general:
        cond = render_condition(general[0], ctx)
        if cond is None or not cond.startswith("if "):
            return None
        subject = f"{cond[3:]} and {subject}"
    may = "" if a.forced else "you may "
    parts.append(f"If {subject}{_would_words(a.timing, wording(a, 'event_form'))}, {may}"
                 f"{body}{instead}")
    return " ".join(parts)


def _your_card(c: L.Cards, ctx: Ctx, one_of: bool = False) -> str | None:
    """"your rested Character with a cost of 3 or less" or "one of your
    Characters": one of your cards."""
    if wording(c, "noun") == _CHARACTER_NAMED:
        named = len(c.names) == 1 and c == L.Cards(L.YOU, names=c.names)
        return f"your Character [{c.names[0]}]" if named and not one_of else None
    noun = _noun(c, one_of)
    if noun is None or c.owner != L.YOU or c.area != L.FIELD:
        return None
    return f"{'one of ' if one_of else ''}your {_adjectives(c)}{noun}{_qualifiers(c, ctx)}"


def _read_your_card(s: str, ctx: Ctx) -> Iterator[tuple[L.Cards, str]]:
    if not s.startswith("your "):
        return
    for (c, count, up_to), rest in _read_cards("1 " + s[len("your "):], ctx, L.FIELD,
                                               every=False):
        if c.owner == L.ANY and count == 1 and not up_to:
            yield replace(c, owner=L.YOU), rest


def _read_replacement(s: str, conds: tuple, once: bool, ctx: Ctx) -> L.Ability | None:
    subjects: list[tuple[tuple, str]] = []
    if s.startswith(f"If {ctx.this} would "):        # "would leave the field"
        subjects.append(((), s[len(f"If {ctx.this}"):]))
    if s.startswith("If your "):
        for c, rest in _read_your_card(_uncap(s[len("If "):]), ctx):
            subjects.append(((L.WouldBeKOd(c),), rest))
    if s.startswith("If one of your "):
        described = "1 of your " + s[len("If one of your "):]
        for (c, count, up_to), rest in _read_cards(described, ctx, L.FIELD, every=False):
            if c.owner == L.YOU and count == 1 and not up_to:
                subjects.append(((made(L.WouldBeKOd, c, one_of=True),), rest))
    subjects.extend(_repl_subjects(s, ctx))
    for whose, after in subjects:
        for timing, form, words in _would_forms():
            head = f"{words}, you may "
            forced = not after.startswith(head) and after.startswith(f"{words}, ")
            if forced:                                      # no "you may"
                head = f"{words}, "
            if not after.startswith(head):
                continue
            for steps, joins, rest in _read_clauses(after[len(head):], ctx, sentence=False):
                if rest == _INSTEAD_OF_KO and timing in _WOULD_BE_KO_WORDS:
                    steps = _replaced_card_steps(steps)
                    rest = " instead."
                steps = _replaced_it_steps(steps)
                more: tuple = ()
                if rest.startswith(" instead. If "):
                    for cond, after in read_condition("if " + rest[len(" instead. If "):], ctx):
                        if after == ", this effect is negated.":
                            more, rest = (L.NegatedIf(cond),), " instead."
                            break
                if rest == " instead.":
                    a = made(L.Ability, timing, steps=steps, conditions=conds + whose + more,
                                  once_per_turn=once, joins=joins, forced=forced,
                                  event_form=form)
                    if render_line(a, ctx) == (" ".join(_prefix_words(a)) + " " + s).strip():
                        return a
    return None


def _prefix_words(a: L.Ability) -> list[str]:
    out = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    out.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
               for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if a.once_per_turn:
        out.append("[Once Per Turn]")
    return out


def _read_cap_condition(s: str, ctx: Ctx) -> Parse:
    """A condition that starts a sentence: "If you have ..."."""
    if s.startswith("If "):
        yield from read_condition("if " + s[3:], ctx)


def _render_cap_condition(c: Any, ctx: Ctx) -> str | None:
    text = render_condition(c, ctx)
    return _cap(text) if text and text.startswith("if ") else None


def _read_a_described(s: str, ctx: Ctx) -> Parse:
    """"a Character with a cost of 4 or less": one card of a description."""
    if s.startswith("a "):
        for (c, count, up_to), rest in _read_cards("1 " + s[2:], ctx, None, every=False):
            if count == 1 and not up_to and c.owner == L.ANY:
                yield c, rest


def _render_a_described(c: Any, ctx: Ctx) -> str | None:
    text = render_cards(c, ctx, 1, False) if isinstance(c, L.Cards) else None
    return "a " + text[2:] if text and text.startswith("1 ") else None


SLOTS["cap condition"] = Slot(_read_cap_condition, _render_cap_condition)


def _read_opponents_one(s: str, ctx: Ctx) -> Parse:
    """"your opponent's Character with a cost of 6 or less": up to 1 of them."""
    head = "your opponent's "
    if s.startswith(head):
        for (c, count, up_to), rest in _read_cards("1 " + s[len(head):], ctx, None,
                                                   every=False):
            if count == 1 and not up_to and c.owner == L.ANY:
                yield L.Choose(replace(c, owner=L.OPPONENT)), rest


def _render_opponents_one(t: Any, ctx: Ctx) -> str | None:
    if not isinstance(t, L.Choose) or t.count != L.up_to(1) \
            or t.cards.owner != L.OPPONENT or t.chooser != L.YOU:
        return None
    text = render_cards(replace(t.cards, owner=L.ANY), ctx, 1, False)
    return "your opponent's " + text[2:] if text and text.startswith("1 ") else None


SLOTS["opponents one"] = Slot(_read_opponents_one, _render_opponents_one)
SLOTS["a described"] = Slot(_read_a_described, _render_a_described)


def _replaces_target(n: L.ChooseInstead) -> bool:
    return (isinstance(n.target, L.Choose) and isinstance(n.instead, L.Choose)
            and n.replaced == replace(n.target.cards, owner=L.ANY))


STEP_FORMS += [
    # "Choose up to 1 ... and K.O. it. If ..., choose up to 1 ... instead of a
    # Character with a cost of 4 or less"
    Form(L.ChooseInstead, "choose {target} and K.O. it. {condition:cap condition}, choose "
         "{instead:target} instead of {replaced:a described}", {"either": False},
         when=_replaces_target, priority=2330),
    Form(L.ChooseInstead, "K.O. {target}. {condition:cap condition}, you may select "
         "{instead:opponents one} instead", {"either": True},
         when=lambda n: n.replaced is None and isinstance(n.target, L.Choose)
         and isinstance(n.instead, L.Choose) and n.target.count == L.up_to(1),
         priority=2340),
    # "draw 1 card. If ..., you may add up to 1 card ... instead of drawing 1 card"
    Form(L.DrawInstead, "draw {count:n card}. {condition:cap condition}, you may "
         "{alternative:one step} instead of drawing {count:n card}", priority=2350),
]

# -- "you may give that Character −1000 power during this turn instead of that
# Character being K.O.'d": the steps act on the card about to be K.O.'d --
_INSTEAD_OF_KO: Final = " instead of that Character being K.O.'d."
_THAT_CHARACTER = made(L.Selected, word="that Character")
_REPLACED_CARD = made(L.Selected, L.REPLACED, word="that Character")


def _replaced_card_steps(steps: tuple) -> tuple:
    return tuple(replace(s, target=_REPLACED_CARD)
                 if getattr(s, "target", None) == _THAT_CHARACTER else s for s in steps)


def _names_replaced(steps: tuple) -> bool:
    """Whether the steps say "that Character" of the card about to be K.O.'d."""
    return any(getattr(s, "target", None) == _REPLACED_CARD
               and wording(s.target, "word") == "that Character" for s in steps)


def _replaced_it_steps(steps: tuple) -> tuple:
    """"you may add it to the top of your Life cards face-down instead": "it"
    is the card about to leave the field when no choice comes before it."""
    if not steps or any(isinstance(getattr(s, "target", None), (L.Choose, L.Select))
                        or isinstance(s, L.Select) for s in steps):
        return steps
    return tuple(replace(s, target=made(L.Selected, L.REPLACED, word="it"))
                 if isinstance(getattr(s, "target", None), L.Selected)
                 and s.target.name == "it" and wording(s.target, "word") == "it" else s
                 for s in steps)


# "If your Character [Bonk Punch] would be K.O.'d": your Characters so named
_YOUR_CHARACTER_NAMED = re.compile(r"If your Character \[([^\]]+)\]")
_CHARACTER_NAMED: Final = "character named"


def _repl_subjects(s: str, ctx: Ctx) -> list[tuple[tuple, str]]:
    out: list[tuple[tuple, str]] = []
    m = _YOUR_CHARACTER_NAMED.match(s)
    if m:
        c = worded(L.Cards(L.YOU, names=(m.group(1),)), noun=_CHARACTER_NAMED)
        out.append(((L.WouldBeKOd(c),), s[m.end():]))
    if s.startswith("If you have a "):
        # "If you have a green Character other than [Tashigi] that would be ..."
        for (c, count, up_to), rest in _read_cards("1 " + s[len("If you have a "):], ctx,
                                                   L.FIELD, every=False):
            if count == 1 and not up_to and c.owner == L.ANY and rest.startswith(" that would "):
                out.append(((made(L.WouldBeKOd, replace(c, owner=L.YOU), word=_HAVE_A),),
                            rest[len(" that"):]))
    and_this = f" and {ctx.this} would "
    if s.startswith("If ") and and_this in s:
        # "If your Leader has the {X} type and this Character would be ..."
        for cond, rest in read_condition("if " + s[3:], ctx):
            if rest.startswith(and_this):
                out.append(((cond,), rest[len(and_this) - len(" would "):]))
    return out


_HAVE_A: Final = "have"


def _have_a(c: L.Cards, ctx: Ctx) -> str | None:
    """"you have a green Character other than [Tashigi] that"."""
    text = render_cards(replace(c, owner=L.ANY), ctx, 1, False) if c.owner == L.YOU else None
    return f"you have a {text[2:]} that" if text and text.startswith("1 ") else None
