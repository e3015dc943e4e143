"""`optcg cards ...`: look cards up in the card database."""

import json
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich import box
from rich.table import Table
from rich.text import Text

from ..cards import default_database
from ..cards.card import CATEGORIES, COLORS
from ..cards.coverage import coverage as coverage_report
from ..cards.coverage import load_compile_report
from ..cards.defs import card_def
from ..files import write_text
from .common import (EXIT_USAGE, Force, fail, friendly_errors, out_console,
                     output_allowed)
from .render import card_panel, cards_table

cards_app = typer.Typer(
    help="The card database: show a card, search cards, see how much of it is automated.",
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
    console = out_console()
    definition = card_def(info.number)
    console.print(card_panel(info, definition))
    if not definition.implemented:
        # the phrase the card compiler could not read (numbers and names
        # abstracted: the report holds no card text)
        entry = (load_compile_report() or {}).get(info.number, {})
        if entry.get("blocker"):
            console.print(f"Blocked at: {entry['blocker']}")


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



def _percent_text(percent: float) -> Text:
    style = "green" if percent >= 99.95 else "yellow" if percent >= 50 else "red"
    return Text(f"{percent:.1f}%", style=style)


@cards_app.command("coverage")
@friendly_errors
def coverage(
    json_file: Annotated[Optional[Path], typer.Option(
        "--json", metavar="FILE",
        help="Also write the counts and every blocking phrase to FILE as JSON.")] = None,
    report: Annotated[Optional[Path], typer.Option(
        "--report", metavar="FILE",
        help="The compiler's report to read blocking phrases from (default: the "
             "packaged cards/data/compile_report.json).")] = None,
    force: Force = False,
) -> None:
    """How many cards of each set play as printed: automated (vanilla or
    compiled from the card text), hand-scripted, or not automated yet."""
    console = out_console()
    if json_file is not None:
        force = output_allowed(json_file, force)
    result = coverage_report(report_path=report)
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_footer=False)
    table.add_column("Set", no_wrap=True)
    table.add_column("Cards", justify="right", no_wrap=True)
    table.add_column("Automated", justify="right", no_wrap=True)
    table.add_column("Hand-scripted", justify="right", no_wrap=True)
    table.add_column("Unimplemented", justify="right", no_wrap=True)
    table.add_column("Covered", justify="right", no_wrap=True)
    rows = list(result.sets.items())
    for i, (name, c) in enumerate(rows):
        table.add_row(name, str(c.total), str(c.automated), str(c.hand_scripted),
                      str(c.unimplemented), _percent_text(c.percent),
                      end_section=i == len(rows) - 1)
    t = result.total
    table.add_row(Text("Total", style="bold"), str(t.total), str(t.automated),
                  str(t.hand_scripted), str(t.unimplemented), _percent_text(t.percent),
                  style="bold")
    console.print(table)
    console.print("Covered = automated + hand-scripted. Automated: vanilla cards and "
                  "scripts compiled from the card text.", style="dim", soft_wrap=True)
    if not result.report_found:
        console.print("Blocking phrases: no compile report: run scripts/compile_cards.py",
                      style="yellow", soft_wrap=True)
    elif not result.blockers:
        console.print("Blocking phrases: none (the compile report lists no blocker for "
                      "the cards not automated yet)")
    else:
        top = result.top_blockers(15)
        console.print(Text(f"Most common blocking phrases ({len(top)} of "
                           f"{len(result.blockers)}):", style="bold"))
        blockers = Table(box=None, pad_edge=False, show_header=False, padding=(0, 2, 0, 0))
        blockers.add_column(justify="right", no_wrap=True)
        blockers.add_column(overflow="fold")
        for phrase, count in top:
            blockers.add_row(str(count), phrase)
        console.print(blockers)
    if json_file is not None:
        write_text(json_file, json.dumps(result.to_json(), indent=2) + "\n", force=force)
        console.print(f"Wrote {json_file}")


# `optcg cards smoke` lives in its own module (it is long).
from .smoke import smoke

cards_app.command("smoke")(smoke)
