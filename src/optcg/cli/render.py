"""Rich renderings: log lines, results, the board and card facts.

Nothing here reads the game state directly: the board is drawn from a
PlayerView, so it can only show what that player may know (CR 3-1-5).
"""

from __future__ import annotations

from typing import Iterable

from rich import box
from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..engine.events import event_for
from ..text.english import render

PLAYER_STYLES = ("bold cyan", "bold magenta")

#: What each way of losing reads like, said of the player who lost.
_LOSS_REASONS = {
    "life": "{p}'s Life ran out",
    "deck_out": "{p}'s deck ran out",
    "concession": "{p} conceded",
    "effect": "{p} lost to a card effect",
    "infinite_loop": "{p} could not stop an infinite loop",
    "turn_limit": "the turn limit was reached",
}
_DRAW_REASONS = {
    "life": "both players' Life ran out at once",
    "deck_out": "both players' decks ran out at once",
    "life+deck_out": "one player's Life and the other's deck ran out at once",
    "deck_out+life": "one player's deck and the other's Life ran out at once",
    "infinite_loop": "an infinite loop neither player could stop",
    "turn_limit": "the turn limit was reached",
}


def player_label(p: int | None) -> str:
    return "nobody" if p is None else f"P{p + 1}"


def styled_players(text: str, base_style: str = "") -> Text:
    """`text` with every "P1"/"P2" in its player's color."""
    out = Text(text, style=base_style)
    for p, style in enumerate(PLAYER_STYLES):
        out.highlight_regex(rf"\bP{p + 1}\b", style=style)
    return out


# -- the log and the result ----------------------------------------------------

def result_text(result) -> str:
    """One line for a GameResult: 'P2 wins: P1's Life ran out (turn 14)'."""
    if result.winner is None:
        why = _DRAW_REASONS.get(result.reason, result.reason.replace("_", " "))
        return f"Draw: {why} (turn {result.turns})"
    loser = player_label(1 - result.winner)
    why = _LOSS_REASONS.get(result.reason, f"{loser} lost ({result.reason.replace('_', ' ')})")
    return f"{player_label(result.winner)} wins: {why.format(p=loser)} (turn {result.turns})"


def log_line(text: str, rule: str | None) -> Text:
    """A log line with its rule citation dimmed: '... [CR 7-1-4-1-1]'."""
    style = "yellow" if text.startswith("Not yet automated") else ""
    line = styled_players(text, style)
    if rule:
        line.append(f"  [CR {rule}]", style="dim")
    return line


def turn_title(turn: int, first_player: int) -> str:
    if turn <= 0:
        return "Setup"
    p = first_player if turn % 2 == 1 else 1 - first_player
    return f"Turn {turn} · {player_label(p)}"


class LogPrinter:
    """Prints a game's log as it grows, respecting hidden information.

    `perspective` is the player whose secrets may be shown (None: public
    information only); `show_hidden` prints every event in full.
    """

    def __init__(self, console: Console, perspective: int | None = None,
                 show_hidden: bool = False, quiet: bool = False):
        self.console = console
        self.perspective = perspective
        self.show_hidden = show_hidden
        self.quiet = quiet
        self.printed = 0
        self.turn: int | None = None

    def text_of(self, event, defs) -> str | None:
        """The line for one engine event, as this printer may show it."""
        if not self.show_hidden:
            event = event_for(event, self.perspective)
            if event is None:
                return None             # this viewer is not told of it
        return render(event, defs)

    def print_events(self, events: Iterable, first_player: int, defs) -> None:
        for event in events:
            text = self.text_of(event, defs)
            if text is None:
                continue
            if event.turn != self.turn:
                self.turn = event.turn
                self.console.rule(Text(turn_title(event.turn, first_player), style="bold"),
                                  style="dim")
            self.console.print(log_line(text, event.rule), soft_wrap=True)

    def flush(self, game) -> None:
        """Print the events logged since the last call."""
        new = game.events[self.printed:]
        self.printed = len(game.events)
        if not self.quiet:
            self.print_events(new, game.state.first_player, game.state.defs)


# -- the board -------------------------------------------------------------------

def card_label(view, i: int) -> str:
    d = view.card(i)
    return f"{d.name} ({d.number})"


def _state_text(view, i: int, new: bool = False) -> Text:
    if view.rested(i):
        return Text("rested", style="yellow")
    if new:
        return Text("just played", style="dim")
    return Text("active", style="green")


def _don_text(n: int) -> Text:
    return Text(f"+{n} DON!!", style="bold yellow") if n else Text("-", style="dim")


def _keywords_text(view, i: int) -> str:
    return ", ".join(f"[{k}]" for k in view.keywords(i))


def _side(view, p: int) -> Panel:
    """One player's side of the table as seen by `view.player`."""
    me = p == view.player
    leader = view.leader(p)
    ld = view.card(leader)

    counts = Text()
    for label, value in (("Life", view.life_size(p)), ("Hand", view.hand_size(p)),
                         ("Deck", view.deck_size(p)), ("Trash", len(view.trash(p)))):
        if counts:
            counts.append("  ·  ", style="dim")
        counts.append(f"{label} ")
        counts.append(str(value), style="bold red" if label == "Life" else "bold")
    don = Text("DON!!  ")
    don.append(f"{view.don_active(p)} active", style="bold green")
    don.append(f"  ·  {view.don_rested(p)} rested  ·  {view.don_deck(p)} in DON!! deck")

    lead = Text("Leader  ", style="bold")
    lead.append(f"{ld.name} ({ld.number})")
    lead.append(f"  {view.power(leader)} power", style="bold")
    if view.don_given(leader):
        lead.append("  ")
        lead.append(_don_text(view.don_given(leader)))
    lead.append("  ")
    lead.append(_state_text(view, leader))
    kw = _keywords_text(view, leader)
    if kw:
        lead.append(f"  {kw}", style="italic")

    parts: list = [counts, don, lead]

    chars = view.characters(p)
    if chars:
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False,
                      title=None, expand=False)
        table.add_column("#", justify="right")
        table.add_column("Character", no_wrap=True)
        table.add_column("Power", justify="right")
        table.add_column("Cost", justify="right")
        table.add_column("DON!!", justify="right", no_wrap=True)
        table.add_column("State", no_wrap=True)
        keywords = [_keywords_text(view, i) for i in chars]
        if any(keywords):
            table.add_column("Keywords", style="italic")
        for n, i in enumerate(chars, start=1):
            row = [str(n), card_label(view, i), str(view.power(i)), str(view.cost(i)),
                   _don_text(view.don_given(i)),
                   _state_text(view, i, view.played_this_turn(i))]
            if any(keywords):
                row.append(keywords[n - 1])
            table.add_row(*row)
        parts.append(table)
    else:
        parts.append(Text("Characters: none", style="dim"))

    stage = view.stage(p)
    if stage:
        st = Text("Stage  ", style="bold")
        st.append(", ".join(card_label(view, i) for i in stage))
        st.append("  ")
        st.append(_state_text(view, stage[0]))
        parts.append(st)

    trash = view.trash(p)
    if trash:
        parts.append(Text(f"Trash top: {card_label(view, trash[-1])}", style="dim"))

    if me:
        hand = view.hand()
        if hand:
            table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False,
                          title=f"Your hand ({len(hand)})", title_justify="left",
                          title_style="bold")
            table.add_column("Card", no_wrap=True)
            table.add_column("Category")
            table.add_column("Cost", justify="right")
            table.add_column("Power", justify="right")
            table.add_column("Counter", justify="right")
            for i in hand:
                d = view.card(i)
                table.add_row(f"{d.name} ({d.number})", d.category_name, str(view.cost(i)),
                              str(d.power) if d.is_character or d.is_leader else "-",
                              f"+{d.counter}" if d.counter else "-")
            parts.append(table)
        else:
            parts.append(Text("Your hand is empty.", style="dim"))

    who = "you" if me else "opponent"
    title = Text(f"P{p + 1}", style=PLAYER_STYLES[p]) + Text(f" ({who}) · {ld.name}")
    return Panel(Group(*parts), title=title, title_align="left",
                 border_style="cyan" if p == 0 else "magenta")


def board(view) -> Group:
    """Both sides of the table, the opponent on top, as `view.player` sees it."""
    me = view.player
    status = Text()
    if view.turn > 0:
        status.append(f"Turn {view.turn}", style="bold")
        status.append(" · ")
        status.append(f"P{view.turn_player + 1}", style=PLAYER_STYLES[view.turn_player])
        status.append("'s turn" + (" (yours)" if view.turn_player == me else ""))
    else:
        status.append("Setup", style="bold")
    if view.phase:
        status.append(f" · {view.phase} phase")
    if view.step:
        status.append(f" · {view.step} step")
    parts: list = [_side(view, 1 - me), status]
    battle = view.battle
    if battle is not None:
        attacker, target = battle
        b = Text("Battle: ", style="bold red")
        b.append(f"{card_label(view, attacker)} ({view.power(attacker)}) attacks "
                 f"{card_label(view, target)} ({view.power(target)})")
        parts.append(b)
    parts.append(_side(view, me))
    return Group(*parts)


# -- cards --------------------------------------------------------------------------

def _or_dash(value) -> str:
    return "-" if value is None or value == "" or value == () else str(value)


def card_panel(info, cdef) -> Panel:
    """The printed facts of a card (CardInfo) and what the engine knows of it."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    grid.add_row("Number", info.number)
    grid.add_row("Name", info.name)
    grid.add_row("Category", info.category)
    grid.add_row("Colors", " / ".join(info.colors) or "-")
    if info.is_leader:
        grid.add_row("Life", _or_dash(info.life))
    else:
        grid.add_row("Cost", _or_dash(info.cost))
    grid.add_row("Power", _or_dash(info.power))
    grid.add_row("Counter", f"+{info.counter}" if info.counter else "-")
    grid.add_row("Attributes", ", ".join(info.attributes) or "-")
    grid.add_row("Types", ", ".join(info.types) or "-")
    grid.add_row("Set", info.set or "-")
    if info.packs:
        grid.add_row("Packs", ", ".join(info.packs))
    grid.add_row("Rarity", info.rarity or "-")
    if info.block is not None:
        grid.add_row("Block", str(info.block))
    script = cdef.script
    if script is not None and hasattr(script, "text") and cdef.implemented:
        # rendered from our script: what the engine does is what is shown
        grid.add_row("Text", script.text(info.category))
    else:
        text = []
        if info.has_effect:
            text.append("effect")
        if info.has_trigger:
            text.append("[Trigger]")
        grid.add_row("Card text", ", ".join(text) + " (not yet scripted)" if text
                     else "none (vanilla)")
        keywords = cdef.keyword_names()
        if keywords:
            grid.add_row("Keywords", ", ".join(f"[{k}]" for k in keywords))
    grid.add_row("Automated", Text("yes", style="green") if cdef.implemented
                 else Text("no (played with its printed stats and keywords only)",
                           style="yellow"))
    return Panel(grid, title=Text(f"{info.number}  {info.name}", style="bold"),
                 title_align="left", expand=False)


def cards_table(cards, automated: dict[str, bool], width: int = 120) -> Table:
    """A table of cards; below 110 columns the Types column is left out."""
    wide = width >= 110
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1) if wide else (0, 1, 0, 0),
                  pad_edge=False)
    table.add_column("Number", no_wrap=True)
    table.add_column("Name", min_width=12, ratio=3)
    table.add_column("Category", no_wrap=True)
    table.add_column("Color", no_wrap=True)
    table.add_column("Cost", justify="right", no_wrap=True)
    table.add_column("Power", justify="right", no_wrap=True)
    table.add_column("Counter", justify="right", no_wrap=True)
    if wide:
        table.add_column("Types", min_width=10, ratio=2)
    table.add_column("Auto", justify="center", no_wrap=True)
    for c in cards:
        cost = f"life {c.life}" if c.is_leader else _or_dash(c.cost)
        row = [c.number, c.name, c.category, "/".join(c.colors), cost,
               _or_dash(c.power), f"+{c.counter}" if c.counter else "-"]
        if wide:
            row.append(", ".join(c.types))
        row.append(Text("yes", style="green") if automated[c.number]
                   else Text("no", style="yellow"))
        table.add_row(*row)
    return table
