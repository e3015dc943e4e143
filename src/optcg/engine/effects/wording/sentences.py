"""Sentences: steps joined into clauses and sentences (`render_body`,
`read_body`), conditions before or after them, and where reading stopped."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .. import language as L
from ..phrasing import made, wording
from .core import Ctx, Parse, STEP_FORMS, Unreadable, _FORMS_BY_NODE
from .conditions import read_condition, render_condition


# "Then, ..." on its own line after the options of a "Choose one:"
LINE_JOINS = {"line then": ".\nThen, "}


def render_step(step: Any, ctx: Ctx) -> str | None:
    if isinstance(step, L.If):
        return render_body((step,), (), ctx, sentence=False)
    for form in _FORMS_BY_NODE.get(type(step), ()):
        text = form.render(step, ctx)
        if text is not None:
            return text
    return None


def read_step(s: str, ctx: Ctx) -> Parse:
    """One step: a form, or "if <condition>, <clauses>" (an If governs every
    clause after it, so it is read with all of them: see `_read_clauses`)."""
    for form in STEP_FORMS:
        yield from form.read(s, ctx)
    for steps, _, rest in _read_if(s, ctx):
        yield steps[0], rest


def _read_if(s: str, ctx: Ctx) -> Iterator[tuple[tuple, tuple, str]]:
    """("if X, A and B. Then, C"): (If(X, (A, B, C)),), the joins of its
    clauses, and the rest."""
    for cond, rest in read_condition(s, ctx):
        if rest.startswith(", "):
            _reached(rest)
            for steps, joins, after in _read_clauses(rest[2:], ctx, sentence=False):
                yield (L.If(cond, steps),), joins, after


# The bodies being read, each with the shortest rest reached in it: a
# condition read before clauses that do not read still counts as read, so
# the words reported unreadable are those after it.
_READING: list[list] = []


def _reached(rest: str) -> None:
    if _READING and len(rest) < _READING[-1][1] and _READING[-1][0].endswith(rest):
        _READING[-1][1] = len(rest)


# -- bodies: clauses, sentences and joins -------------------------------------------

# How a clause follows the one before it (the wording entry "joins" of an Ability).
JOINS = {"sentence": ". ", "then": ". Then, ", "and": " and ", "comma then": ", then "}
JOINS["semicolon"] = "; "      # "look at 5 cards ...; reveal up to 1 ..."

# "reveal 1 card from the top of your deck, play up to 1 ..., and place the rest ..."
JOINS["comma"] = ", "
JOINS["comma and"] = ", and "

# "A and, if X, B" (the If governs B only)
JOINS["and if"] = " and, "
JOINS.update(LINE_JOINS)

# "K.O. up to 1 ... and up to 1 ...": the second clause shares
# the verb of the first (written once)
JOINS["and again"] = " and "

# "draw ... and then play up to 1 ..." (in order, as any join)
JOINS["and then"] = " and then "


def _shared_verb(text: str) -> str | None:
    """The verb a clause written "<verb> up to N ..." may share ("K.O.")."""
    verb, sep, _ = text.partition(" up to ")
    if not sep:
        # "rest this Character and up to 1 of ...": the verb
        # of a clause on this card
        verb, sep, _ = text.partition(" this ")
    return verb if sep and verb and " " not in verb else None


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _uncap(s: str) -> str:
    """Lower the first letter of a sentence for reading, unless the word is
    all capitals or a name ("K.O.", "DON!!", "[Nami]")."""
    if len(s) > 1 and s[0].isupper() and s[1].islower():
        return s[0].lower() + s[1:]
    return s


def _clauses(steps: tuple) -> list[tuple[tuple, Any]] | None:
    """The clauses of a body in text order, each with the conditions written
    before it.  An If is its condition followed by its steps, and it governs
    everything after it in the text (CR 8-3-3; e.g. "If ..., A. Then, B":
    no B either when the condition fails), so a step after an If has no
    wording: None."""
    out: list[tuple[tuple, Any]] = []
    for k, step in enumerate(steps):
        if isinstance(step, L.If):
            inner = _clauses(step.steps)
            if not inner or k != len(steps) - 1:
                return None
            (conds, first), *more = inner
            if wording(step, "after"):
                # "A if X. Then, B" (the If still governs B)
                if conds:
                    return None
                conds = (_After(step.condition),)
            else:
                conds = (step.condition,) + conds
            out.append((conds, first))
            out.extend(more)
        else:
            out.append(((), step))
    return out


@dataclass(frozen=True)
class _After:
    """A condition written after its clause ("draw 1 card if ...")."""

    condition: Any


def render_body(steps: tuple, joins: tuple, ctx: Ctx, sentence: bool = True) -> str | None:
    """`joins`: how each clause follows the one before, one per clause in
    text order, the steps of an If counted in line (`_clauses`)."""
    clauses = _clauses(steps)
    if clauses is None:
        return None
    out = ""
    before = ""
    for k, (conds, step) in enumerate(clauses):
        text = render_step(step, ctx)
        if text is None:
            return None
        if k < len(joins) and joins[k] == "and again":
            verb = _shared_verb(before)
            if conds or verb is None or _shared_verb(text) != verb \
                    or type(step) is not type(clauses[k - 1][1]):
                return None
            before, text = text, text[len(verb) + 1:]
        else:
            before = text
        for cond in reversed(conds):
            if isinstance(cond, _After):
                words = render_condition(cond.condition, ctx)
                if words is None:
                    return None
                text = f"{text} {words}"
                continue
            words = render_condition(cond, ctx)
            if words is None:
                return None
            text = f"{words}, {text}"
        join = joins[k] if k < len(joins) else ("" if k == 0 else "sentence")
        if k == 0:
            out = _cap(text) if sentence else text
        elif join in ("sentence",):
            out += ". " + _cap(text)
        else:
            out += JOINS[join] + text
    return out + "." if sentence else out


def _read_clauses(s: str, ctx: Ctx, sentence: bool) -> Iterator[tuple[tuple, tuple, str]]:
    """(steps, joins, rest) for every way to read clauses off s."""
    s = _uncap(s) if sentence else s
    # "if X, ...": the If takes every clause after it (`_clauses`)
    yield from _read_if(s, ctx)
    for form in STEP_FORMS:
        for step, rest in form.read(s, ctx):
            yield (step,), ("",), rest
            for join, words in JOINS.items():
                if rest.startswith(words):
                    for steps, joins, after in _read_clauses(rest[len(words):], ctx,
                                                             sentence=join == "sentence"):
                        yield (step,) + steps, ("", join) + joins[1:], after
            if rest.startswith(" if "):
                yield from _read_postfix_if(step, rest[1:], ctx)
            if rest.startswith(" and up to "):
                yield from _read_shared_verb(step, rest[len(" and "):], ctx)


def _read_shared_verb(step: Any, s: str, ctx: Ctx) -> Iterator[tuple[tuple, tuple, str]]:
    """"K.O. up to 1 A and up to 1 B": B read with the verb of A."""
    text = render_step(step, ctx)
    verb = _shared_verb(text) if text is not None else None
    if verb is None:
        return
    for steps, joins, after in _read_clauses(f"{verb} {s}", ctx, sentence=False):
        if type(steps[0]) is type(step):
            yield (step,) + steps, ("", "and again") + joins[1:], after


def _read_postfix_if(step: Any, s: str, ctx: Ctx) -> Iterator[tuple[tuple, tuple, str]]:
    """"Draw 1 card if X" and the clauses after it, which
    the If governs too (CR 4-10-1)."""
    for cond, rest in read_condition(s, ctx):
        yield (made(L.If, cond, (step,), after=True),), ("",), rest
        for join, words in JOINS.items():
            if rest.startswith(words):
                for steps, joins, after in _read_clauses(rest[len(words):], ctx,
                                                         sentence=join == "sentence"):
                    yield (made(L.If, cond, (step,) + steps, after=True),), ("", join) + joins[1:], \
                        after


def read_body(s: str, ctx: Ctx) -> tuple[tuple, tuple]:
    """Read a whole body ("K.O. ... . Then, draw 1 card.")."""
    best = ""
    _READING.append([s, len(s)])
    try:
        for steps, joins, rest in _read_clauses(s, ctx, sentence=True):
            if rest == ".":
                return steps, joins
            if len(s) - len(rest) > len(best):
                best = s[:len(s) - len(rest)]
        reached = len(s) - _READING[-1][1]
    finally:
        _READING.pop()
    raise Unreadable(_stuck_at(s, s[:max(reached, len(best))]))


def _stuck_at(s: str, read: str) -> str:
    """The words from where reading stopped: past a join that was read
    (". Then, frobnicate": "frobnicate"), since the join is not the problem."""
    rest = s[len(read):]
    for words in sorted(JOINS.values(), key=len, reverse=True):
        if rest.startswith(words) and rest[len(words):].strip():
            rest = rest[len(words):]
            break
    return rest.strip() or s
