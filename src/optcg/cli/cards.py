"""`optcg cards ...`: look cards up in the card database."""

from typing import Annotated, Optional

import typer

from ..cards import default_database
from ..cards.card import CATEGORIES, COLORS
from ..cards.defs import card_def
from .common import EXIT_USAGE, fail, friendly_errors, out_console
from .render import card_panel, cards_table

cards_app = typer.Typer(
    help="The card database: show a card, search cards.",
    no_args_is_help=True,
)


def _choice(value: Optional[str], allowed: tuple, what: str) -> Optional[str]:
    """`value` spelled as in `allowed` (case-insensitive), or a usage error."""
    if value is None:
        return None
    for a in allowed:
        if a.casefold() == value.strip().casefold():
            return a
    fail(f"unknown {what} {value!r}; choose from {', '.join(allowed)}", EXIT_USAGE)


@cards_app.command("show")
@friendly_errors
def show(
    number: Annotated[str, typer.Argument(help="A card number, e.g. ST01-012.")],
) -> None:
    """Show a card's printed facts and whether its effects are automated."""
    db = default_database()
    info = db.find(number)
    if info is None:
        message = f"unknown card number {number.strip()!r}"
        hints = db.suggest(number)
        if not hints and len(number.strip()) >= 3:
            # perhaps a name was typed instead of a number
            hints = [f"{c.number} ({c.name})" for c in db.search(name=number.strip())[:5]]
        if hints:
            message += "; did you mean " + " or ".join(hints) + "?"
        fail(message)
    out_console().print(card_panel(info, card_def(info.number)))


@cards_app.command("search")
@friendly_errors
def search(
    name: Annotated[Optional[str], typer.Option(
        help="Part of the card name (case-insensitive).")] = None,
    type_: Annotated[Optional[str], typer.Option(
        "--type", help="Part of a type, e.g. 'Straw Hat Crew'.")] = None,
    color: Annotated[Optional[str], typer.Option(
        help=f"A color: {', '.join(COLORS)}.")] = None,
    category: Annotated[Optional[str], typer.Option(
        help=f"A category: {', '.join(CATEGORIES)}.")] = None,
    cost: Annotated[Optional[int], typer.Option(help="Exact cost.")] = None,
    power: Annotated[Optional[int], typer.Option(help="Exact power.")] = None,
    set_: Annotated[Optional[str], typer.Option(
        "--set", help="A set, e.g. ST-01 or OP01.")] = None,
    limit: Annotated[Optional[int], typer.Option(
        min=1, help="Show at most this many cards (default: all).")] = None,
) -> None:
    """Search the card database; every option given must match."""
    console = out_console()
    db = default_database()
    found = db.search(name=name, type=type_, color=_choice(color, COLORS, "color"),
                      category=_choice(category, CATEGORIES, "category"),
                      cost=cost, power=power, set=set_)
    if not found:
        console.print("No card matches.")
        return
    shown = found[:limit] if limit is not None else found
    automated = {c.number: card_def(c.number).implemented for c in shown}
    console.print(cards_table(shown, automated, console.width))
    if len(found) > len(shown):
        console.print(f"Showing {len(shown)} of {len(found)} matching cards "
                      f"(use --limit to see more).")
    else:
        console.print(f"{len(found)} matching card{'s' if len(found) != 1 else ''}.")

