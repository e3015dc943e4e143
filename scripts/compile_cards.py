#!/usr/bin/env python3
"""Compile the official card text into effect scripts, verify each by the
round trip, and write the generated modules and the compile report.

    python scripts/compile_cards.py [--shared ../shared] [--check] [--show OP01-016]

Writes `src/optcg/cards/scripts/generated/<set>.py` (one module per set,
the cards that compiled and have no hand script) and
`src/optcg/cards/data/compile_report.json` (per card: compiled, hand or
failed, with an anonymised key of the phrase that blocks it).  `--check`
writes nothing and fails if the committed files are out of date.  The
official text is read from ../shared and never written anywhere.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# after PYTHONPATH: a compiled engine put first (as CI's native run does) is the
# one that reads the cards, so a reading that differs under it is caught
sys.path.append(str(ROOT / "src"))

from optcg.cards.compiler.compile import blocker_key, compile_card  # noqa: E402
from optcg.cards.compiler.emit import module_source  # noqa: E402
from optcg.cards.compiler.source import official_lines  # noqa: E402
from optcg.cards.database import default_database  # noqa: E402
from optcg.cards.scripts import HAND_SCRIPTS  # noqa: E402
from optcg.engine.effects.wording import Ctx, render_line  # noqa: E402

GENERATED = ROOT / "src" / "optcg" / "cards" / "scripts" / "generated"
REPORT = ROOT / "src" / "optcg" / "cards" / "data" / "compile_report.json"


def set_of(number: str) -> str:
    return re.match(r"[A-Z]+\d*", number).group(0)


def hand_round_trip(number: str, lines: list[str], category: str) -> str | None:
    """None when the hand script renders back to the official lines (in any
    order), else the first official line it does not render."""
    s = HAND_SCRIPTS[number]
    ctx = Ctx(category)
    rendered = [render_line(k, ctx) for k in s.keywords]
    rendered += [render_line(p, ctx) for p in (*s.statics, *s.abilities)]
    missing = [line for line in lines if line not in rendered]
    if missing:
        return missing[0]
    extra = [r for r in rendered if r not in lines]
    return f"(script says) {extra[0]}" if extra else None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=None)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--show", metavar="NUMBER", help="print one card's lines and result")
    args = ap.parse_args()
    db = default_database()
    texts = official_lines(args.shared)
    by_set: dict[str, dict] = collections.defaultdict(dict)
    report: dict[str, dict] = {}
    for number in sorted(texts):
        try:
            info = db.get(number)
        except Exception:
            continue
        lines = texts[number]
        if not lines:
            continue
        result = compile_card(number, lines, info.category)
        if args.show == number:
            print("\n".join(lines))
            print(result)
        if number in HAND_SCRIPTS:
            problem = hand_round_trip(number, lines, info.category)
            entry = {"status": "hand", "verified": problem is None}
            if problem:
                entry["blocker"] = blocker_key(problem)
            report[number] = entry
        elif result.ok:
            report[number] = {"status": "compiled"}
            by_set[set_of(number)][number] = (info.name, result.parts)
        else:
            report[number] = {"status": "failed", "blocker": blocker_key(result.problem)}
    outputs = {GENERATED / f"{s.lower()}.py": module_source(s, scripts)
               for s, scripts in sorted(by_set.items())}
    outputs[GENERATED / "__init__.py"] = (
        '"""Generated scripts, one module per set (scripts/compile_cards.py)."""\n\n'
        f"MODULES = {tuple(sorted(s.lower() for s in by_set))!r}\n")
    outputs[REPORT] = json.dumps({"format": 1, "cards": report}, indent=1, sort_keys=True) + "\n"
    if args.check:
        stale = [str(p.relative_to(ROOT)) for p, text in outputs.items()
                 if not p.is_file() or p.read_text(encoding="utf-8") != text]
        if stale:
            print("out of date: " + ", ".join(stale), file=sys.stderr)
            return 1
        return 0
    for old in GENERATED.glob("*.py"):
        if old not in outputs:
            old.unlink()
    for path, text in outputs.items():
        path.write_text(text, encoding="utf-8")
    counts = collections.Counter(e["status"] for e in report.values())
    print(f"compiled {counts['compiled']}, hand {counts['hand']}, failed {counts['failed']} "
          f"of {len(report)} cards with text")
    return 0


if __name__ == "__main__":
    sys.exit(main())
