"""`optcg deck ...`: check deck lists against the deck construction rules."""

from typing import Annotated

import typer
from rich.text import Text

from ..cards import default_database
from ..cards.defs import card_def
from ..decks import builtin_decks, load_deck, validate_deck
from ..errors import OptcgError
from .common import EXIT_FAILURE, friendly_errors, out_console

deck_app = typer.Typer(
    help="Deck lists: check them against the deck construction rules (CR 5-1-2).",
    no_args_is_help=True,
)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def deck_summary(deck) -> str:
    """'Leader ST01-001 Monkey.D.Luffy · 50 cards (34 Characters, ...) · Red'."""
    db = default_database()
    leader = db.get(deck.leader.number)
    by_category: dict[str, int] = {}
    for number, count in deck.counts().items():
        category = db.get(number).category
        by_category[category] = by_category.get(category, 0) + count
    kinds = ", ".join(_plural(n, c) for c, n in by_category.items())
    return (f"Leader {leader.number} {leader.name} · {_plural(deck.total(), 'card')} "
            f"({kinds}) · colors {'/'.join(leader.colors)}")


def not_automated(deck) -> list[tuple[str, str, int]]:
    """(number, name, copies) of the deck's cards whose effects are not yet
    automated, the Leader included, sorted by card number."""
    copies = dict(deck.counts())
    if deck.leader is not None:
        copies[deck.leader.number] = copies.get(deck.leader.number, 0) + 1
    return sorted((n, card_def(n).name, c) for n, c in copies.items()
                  if not card_def(n).implemented)


def not_automated_text(missing: list[tuple[str, str, int]]) -> str:
    """'3 cards (7 copies) are not automated yet: OP01-016 Nami x4, ...'."""
    copies = sum(c for _, _, c in missing)
    listed = ", ".join(f"{n} {name} x{c}" for n, name, c in missing)
    verb = "is" if len(missing) == 1 else "are"
    return (f"{_plural(len(missing), 'card')} ({copies} {'copy' if copies == 1 else 'copies'}) "
            f"{verb} not automated yet: {listed}")


def _check_one(console, name: str, strict: bool = False) -> bool:
    """Validate one deck list and print the verdict; True if it is legal
    (and, with `strict`, every card of it is automated)."""
    try:
        deck = load_deck(name)
    except OptcgError as exc:
        console.print(Text("✗ ", style="bold red") + Text(str(exc), style="red"),
                      soft_wrap=True)
        return False
    problems = validate_deck(deck)
    if problems:
        head = Text("✗ ", style="bold red")
        head.append(f"{deck.source}: not a legal deck "
                    f"({_plural(len(problems), 'problem')})", style="red")
        console.print(head, soft_wrap=True)
        for p in problems:
            line = Text("  ")
            if p.line is not None:
                line.append(f"line {p.line}", style="bold")
                if p.number:
                    line.append(f" ({p.number})")
                line.append(": ")
            line.append(p.message)
            line.append(f"  [CR {p.rule}]", style="dim")
            console.print(line, soft_wrap=True)
        return False
    missing = not_automated(deck)
    if missing and strict:
        head = Text("✗ ", style="bold red")
        head.append(f"{deck.source}: a legal deck, but (--strict) "
                    f"{not_automated_text(missing)}", style="red")
        console.print(head, soft_wrap=True)
        return False
    ok = Text("OK ", style="bold green")
    ok.append(f"{deck.source}: {deck_summary(deck)}")
    console.print(ok, soft_wrap=True)
    if missing:
        console.print(Text(
            f"  warning: {not_automated_text(missing)}; games with this deck need "
            f"--allow-unimplemented", style="yellow"), soft_wrap=True)
    return True


@deck_app.command("validate")
@friendly_errors
def validate(
    files: Annotated[list[str], typer.Argument(
        metavar="FILE...",
        help="Deck list files (OPTCGSim format), or built-in deck names.")],
    strict: Annotated[bool, typer.Option(
        "--strict", help="Fail (exit code 1) when a card of a deck is not automated "
                         "yet, instead of warning.")] = False,
) -> None:
    """Check deck lists against the deck construction rules (CR 5-1-2).

    Cards whose effects are not automated yet are listed in a warning (games
    with them need `optcg play --allow-unimplemented`).  Exits with 1 if any
    list cannot be read or is not a legal deck, or, with --strict, has such
    cards.
    """
    console = out_console()
    results = [_check_one(console, name, strict) for name in files]
    if not all(results):
        raise typer.Exit(EXIT_FAILURE)


@deck_app.command("list")
@friendly_errors
def list_decks() -> None:
    """List the built-in decks (usable wherever a deck is asked for)."""
    console = out_console()
    for name in builtin_decks():
        deck = load_deck(name)
        console.print(Text(f"{name:<6}", style="bold") + Text(f" {deck.name or ''}"),
                      soft_wrap=True)
        console.print(f"       {deck_summary(deck)}", soft_wrap=True)


# `optcg deck meta-report` lives in its own module (it is long).
from .meta import meta_report_cmd

deck_app.command("meta-report")(meta_report_cmd)
