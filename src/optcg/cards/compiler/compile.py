"""Official card text to a verified script.

A card compiles when every line reads into the effect language and the
script renders back to the same normalized text (the round trip).  A line
that fails is reported with the phrase where the reading that got furthest
stopped, or the first phrase where the rendering differs."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...engine.effects import language as L
from ...engine.effects.compiler import compile_ability
from ...engine.effects.phrasing import replace, wording
from ...engine.effects.wording import Ctx, Unreadable, blocking_phrase, read_line, render_line


@dataclass(frozen=True)
class Compiled:
    number: str
    parts: tuple = ()               # keywords, Abilities and Statics in text order
    #                                 (a tuple of Abilities: one "[A]/[B] ..." line)
    problem: str | None = None      # the first phrase that blocks it, or None

    @property
    def ok(self) -> bool:
        return self.problem is None


def compile_card(number: str, lines: list[str], category: str) -> Compiled:
    ctx = Ctx(category)
    parts = []
    for line in modal_lines(lines):
        try:
            part = read_line(line, ctx)
        except Unreadable as e:
            # not where the first reading failed: where the furthest stopped
            return Compiled(number, problem=blocking_phrase(line, ctx) or e.phrase)
        back = render_line(part, ctx)
        if back != line:
            return Compiled(number, problem=first_difference(line, back or _rendered_head(part, ctx)))
        abilities = part if isinstance(part, tuple) else (part,)    # "[A]/[B] ..."
        for a in abilities:
            if isinstance(a, L.Ability):
                try:
                    compile_ability(a)          # e.g. "that card" with nothing selected
                except ValueError:
                    return Compiled(number, problem=first_difference(line, _compiled_head(a, ctx)))
        parts.append(part)
    return Compiled(number, tuple(parts))


def _rendered_head(part, ctx: Ctx) -> str:
    """Where no form writes an ability back: its longest first steps that
    are written, without the final period, so that the blame starts at the
    first step no form writes (not at the start of the line)."""
    if not isinstance(part, L.Ability):
        return ""
    for k in range(len(part.steps) - 1, 0, -1):
        joins = wording(part, "joins")[:k]
        text = render_line(replace(part, steps=part.steps[:k], joins=joins), ctx)
        if text:
            return text[:-1] if text.endswith(".") else text
    return ""


def _compiled_head(a: L.Ability, ctx: Ctx) -> str:
    """Where an ability reads but cannot run: the text of its first steps
    that compile, so that the blame starts at the first step that does not."""
    for k in range(len(a.steps) - 1, 0, -1):
        head = replace(a, steps=a.steps[:k], joins=wording(a, "joins")[:k])
        try:
            compile_ability(head)
        except ValueError:
            continue
        text = render_line(head, ctx) or ""
        return text[:-1] if text.endswith(".") else text
    return ""


def modal_lines(lines: list[str]) -> list[str]:
    """A line ending "Choose one:" ("Your opponent chooses
    one:") takes its "• ..." (or "- ...") option
    lines and a "Then, ..." line after them, joined by newlines, so the
    ability is read (and rendered back) whole."""
    out: list[str] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        k += 1
        # ("If ..., choose one:" too)
        if line.endswith(("Choose one:", "chooses one:", "choose one:")):
            while k < len(lines) and lines[k].startswith(("• ", "- ")):
                line += "\n" + lines[k]
                k += 1
            if k < len(lines) and lines[k].startswith("Then, ") and "\n" in line:
                line += "\n" + lines[k]
                k += 1
        out.append(line)
    return out


def first_difference(official: str, rendered: str) -> str:
    """The official words from the first one that differs."""
    a, b = official.split(" "), rendered.split(" ")
    k = 0
    while k < min(len(a), len(b)) and a[k] == b[k]:
        k += 1
    return " ".join(a[k:]) or official


def blocker_key(phrase: str, words: int = 6) -> str:
    """A short, anonymised key of a blocking phrase for the coverage report:
    numbers, card names and types replaced, first few words only."""
    s = re.sub(r"\[(?!DON|Once|Your|Opponent|On |When|Activate|Main|Counter|Trigger|End)"
               r"[^\]]*\]", "[NAME]", phrase)
    s = re.sub(r"\{[^}]*\}", "{TYPE}", s)
    s = re.sub(r"\d+", "N", s)
    return " ".join(s.split(" ")[:words])


def split_parts(parts: tuple) -> tuple[tuple, tuple, tuple]:
    """(keywords, abilities, statics) of compiled parts."""
    keywords = tuple(p for p in parts if isinstance(p, str))
    # (a tuple may hold a deck rule and its start-of-game effect: one line)
    statics = tuple(s for p in parts for s in (p if isinstance(p, tuple) else (p,))
                    if isinstance(s, L.Static))
    abilities = tuple(a for p in parts for a in (p if isinstance(p, tuple) else (p,))
                      if isinstance(a, L.Ability))
    return keywords, abilities, statics
