"""How much of the card pool plays as printed: per set and in total.

    >>> from optcg.cards.coverage import coverage
    >>> report = coverage()
    >>> report.sets["ST01"].unimplemented
    0

Each distinct card number counts once, in one of three columns:

- *automated*: a vanilla card (no effect or [Trigger] text: nothing to
  script), or a complete script made by the card-text compiler
  (`CardScript.origin == "compiled"`);
- *hand_scripted*: a complete script written by hand (`origin == "hand"`);
- *unimplemented*: anything else (no script, or one with `complete=False`).
  These cards are the ones a game must opt in to
  (`optcg.new_game(..., allow_unimplemented=True)`).

Why a card is not compiled comes from the compiler's report,
`optcg/cards/data/compile_report.json` (written by scripts/compile_cards.py)::

    {"format": 1, "cards": {"OP01-016": {"status": "failed",
                                         "blocker": "<short normalized phrase>"}, ...}}

`blockers` counts those phrases over the cards that are still unimplemented,
commonest first.  Without a report, `blockers` is empty and
`report_found` is False.  Pure: no printing; the command is
`optcg cards coverage`.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from importlib import resources
from os import PathLike
from pathlib import Path
from typing import Any, Mapping

from ..errors import OptcgError
from .database import CardDatabase, default_database

__all__ = ["CoverageReport", "SetCoverage", "CompileReportError", "coverage",
           "set_of", "classify", "load_compile_report", "REPORT_FORMAT"]

#: The format number of the compile report and of `CoverageReport.to_json()`.
REPORT_FORMAT = 1

AUTOMATED = "automated"
HAND_SCRIPTED = "hand_scripted"
UNIMPLEMENTED = "unimplemented"


class CompileReportError(OptcgError, ValueError):
    """The compile report exists but cannot be read."""


@dataclass(frozen=True)
class SetCoverage:
    """Distinct cards of one set (or of the whole pool) by how they play."""

    total: int = 0
    automated: int = 0
    hand_scripted: int = 0
    unimplemented: int = 0

    @property
    def covered(self) -> int:
        """Cards that play as printed: automated + hand_scripted."""
        return self.automated + self.hand_scripted

    @property
    def percent(self) -> float:
        """Covered cards as a percentage of the total (100.0 for an empty set)."""
        return 100.0 * self.covered / self.total if self.total else 100.0

    def to_json(self) -> dict[str, int]:
        return {"total": self.total, "automated": self.automated,
                "hand_scripted": self.hand_scripted, "unimplemented": self.unimplemented}

    def _add(self, kind: str) -> "SetCoverage":
        return SetCoverage(self.total + 1,
                           self.automated + (kind == AUTOMATED),
                           self.hand_scripted + (kind == HAND_SCRIPTED),
                           self.unimplemented + (kind == UNIMPLEMENTED))


@dataclass(frozen=True)
class CoverageReport:
    """`sets` maps a set ('OP01', 'ST01', 'EB01', 'P', ...) to its counts, in
    set order; `total` sums them; `blockers` lists (phrase, cards) pairs,
    commonest first; `report_found` tells whether a compile report was read."""

    sets: dict[str, SetCoverage]
    total: SetCoverage
    blockers: list[tuple[str, int]] = field(default_factory=list)
    report_found: bool = False

    def top_blockers(self, n: int = 15) -> list[tuple[str, int]]:
        return self.blockers[:n]

    def to_json(self) -> dict[str, Any]:
        """{"format": 1, "sets": {set: counts}, "total": counts,
        "blockers": [[phrase, count], ...]} (every blocker, commonest first)."""
        return {"format": REPORT_FORMAT,
                "sets": {name: s.to_json() for name, s in self.sets.items()},
                "total": self.total.to_json(),
                "blockers": [[phrase, count] for phrase, count in self.blockers]}


_SET_RE = re.compile(r"^([A-Z]+)(\d*)$")


def set_of(number: str) -> str:
    """The set of a card number: its prefix before the dash ('OP01-016' -> 'OP01',
    'P-001' -> 'P')."""
    return number.split("-", 1)[0]


def _set_sort_key(name: str) -> tuple[str, int, str]:
    m = _SET_RE.match(name)
    if not m:
        return (name, 0, name)
    return (m.group(1), int(m.group(2) or 0), name)


def classify(info, script) -> str:
    """'automated', 'hand_scripted' or 'unimplemented' for a CardInfo and its
    CardScript (None when there is none)."""
    if not info.has_effect and not info.has_trigger:
        return AUTOMATED
    if script is not None and script.complete:
        origin = getattr(script, "origin", "hand")
        if origin == "compiled":
            return AUTOMATED
        if origin == "hand":
            return HAND_SCRIPTED
    return UNIMPLEMENTED


def _default_report_path() -> Path:
    return Path(str(resources.files("optcg.cards").joinpath("data")
                    .joinpath("compile_report.json")))


def load_compile_report(path: str | PathLike[str] | None = None) -> dict[str, dict] | None:
    """The per-card entries of the compile report ({number: {"status", "blocker"}}),
    or None if there is no report file.  The packaged report unless `path`."""
    p = Path(path) if path is not None else _default_report_path()
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise CompileReportError(f"{p}: cannot read the compile report ({exc})") from None
    except UnicodeDecodeError:
        raise CompileReportError(f"{p}: not a compile report (not UTF-8 text)") from None
    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise CompileReportError(f"{p}: not a compile report ({exc})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("cards"), dict):
        raise CompileReportError(f"{p}: not a compile report (no 'cards' object)")
    if doc.get("format") != REPORT_FORMAT:
        raise CompileReportError(
            f"{p}: unsupported compile report format {doc.get('format')!r}")
    return {str(k).strip().upper(): v for k, v in doc["cards"].items()
            if isinstance(v, dict)}


def coverage(db: CardDatabase | None = None,
             scripts: Mapping[str, Any] | None = None,
             report_path: str | PathLike[str] | None = None) -> CoverageReport:
    """Count the card pool by how it plays (see the module docstring).

    `db` defaults to the packaged card database, `scripts` to
    `optcg.cards.scripts.SCRIPTS`, `report_path` to the packaged
    compile report (absent: no blockers).
    """
    if db is None:
        db = default_database()
    if scripts is None:
        from .scripts import SCRIPTS
        scripts = SCRIPTS
    report = load_compile_report(report_path)

    per_set: dict[str, SetCoverage] = {}
    total = SetCoverage()
    blockers: Counter[str] = Counter()
    for info in db:
        kind = classify(info, scripts.get(info.number))
        name = set_of(info.number)
        per_set[name] = per_set.get(name, SetCoverage())._add(kind)
        total = total._add(kind)
        if kind == UNIMPLEMENTED and report is not None:
            entry = report.get(info.number)
            if entry is not None and entry.get("status") != "compiled":
                phrase = str(entry.get("blocker") or "").strip()
                if phrase:
                    blockers[phrase] += 1

    ordered = {name: per_set[name] for name in sorted(per_set, key=_set_sort_key)}
    ranked = sorted(blockers.items(), key=lambda kv: (-kv[1], kv[0]))
    return CoverageReport(ordered, total, ranked, report is not None)
