"""Rich renderings: log lines, results, the board and card facts.

Nothing here reads the game state directly: the board is drawn from a
PlayerView, so it can only show what that player may know (CR 3-1-5).
"""

from __future__ import annotations

from typing import Iterable

from rich import box
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..engine.events import NotAutomated, event_for
from ..text.english import render
from .table import PLAYER_COLORS, UNAUTOMATED, Tags, mark

PLAYER_STYLES = PLAYER_COLORS

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
    information only); `show_hidden` prints every event in full and, after
    the events, the cards each player's hand gained (the whole hands at
    the start of a turn).  `rules` adds the rule citations; `compact` prints
    each event on one line cut to the width, without citations.  `tags` are
    the table's instance tags, telling apart cards of one name; a card not
    automated yet is marked beside its number.
    """

    def __init__(self, console: Console, perspective: int | None = None,
                 show_hidden: bool = False, quiet: bool = False, rules: bool = True,
                 compact: bool = False, tags: Tags | None = None):
        self.console = console
        self.perspective = perspective
        self.show_hidden = show_hidden
        self.quiet = quiet
        self.rules = rules and not compact
        self.compact = compact
        self.tags = tags if tags is not None else Tags()
        self.printed = 0
        self.turn: int | None = None
        self._hands: list[list[int]] | None = None

    def text_of(self, event, defs) -> str | None:
        """The line for one engine event, as this printer may show it."""
        if not self.show_hidden:
            event = event_for(event, self.perspective)
            if event is None:
                return None             # this viewer is not told of it
        return render(event, defs, lambda i: self.tags.tag(i) + mark(defs[i]))

    def _line(self, line: Text) -> None:
        if self.compact:
            line.truncate(max(self.console.width, 20), overflow="ellipsis")
            self.console.print(line, no_wrap=True)
        else:
            # a terminal wraps at word breaks; a file or pipe keeps one line
            self.console.print(line, soft_wrap=not self.console.is_terminal)

    def _turn_header(self, turn: int, first_player: int) -> None:
        title = turn_title(turn, first_player)
        if self.compact:
            self.console.print(Text(f"── {title}", style="bold"))
        else:
            self.console.rule(Text(title, style="bold"), style="dim")

    def _not_automated(self, st) -> list[str]:
        """The start-of-game warning: which deck holds cards not automated
        yet, listing them only for a player allowed to know that deck."""
        lines = []
        for p in (0, 1):
            numbers = sorted({d.number for i, d in enumerate(st.defs)
                              if st.owner[i] == p and not d.implemented})
            if not numbers:
                continue
            if self.show_hidden or self.perspective == p:
                names = {d.number: d.name for d in st.defs}
                listed = ", ".join(f"{n} {names[n]}" for n in numbers)
                lines.append(f"Not yet automated in P{p + 1}'s deck: {listed}.")
            else:
                n = len(numbers)
                lines.append(f"Not yet automated: P{p + 1}'s deck holds {n} card"
                             f"{'s' if n != 1 else ''} whose effects do nothing.")
        if lines:
            lines.append(f"Such cards are marked {UNAUTOMATED} where they appear; Characters "
                         "and Stages play with their printed stats and keywords only.")
        return lines

    def print_events(self, events: Iterable, first_player: int, defs, st=None) -> None:
        for event in events:
            if isinstance(event, NotAutomated) and st is not None:
                for text in self._not_automated(st):
                    self._line(Text(text, style="yellow"))
                continue
            text = self.text_of(event, defs)
            if text is None:
                continue
            if event.turn != self.turn:
                self.turn = event.turn
                self._turn_header(event.turn, first_player)
            self._line(log_line(text, event.rule if self.rules else None))

    def _hidden_hands(self, game, turn_began: bool) -> None:
        """With --show-hidden: what each hand gained since the last lines
        (its draws), or the whole hands when a turn began."""
        st = game.state
        hands = [list(st.hand[0]), list(st.hand[1])]
        before = self._hands
        self._hands = hands
        for p in (0, 1):
            gained = [i for i in hands[p] if before is not None and i not in before[p]]
            new = ", ".join(f"{st.defs[i].name}{mark(st.defs[i])}" for i in gained)
            if turn_began or before is None:
                names = ", ".join(f"{st.defs[i].name}{mark(st.defs[i])}" for i in hands[p])
                # the turn's draw is among the new cards: named, as the help says
                self._line(Text(f"  [hidden] P{p + 1}'s hand: {names or 'empty'}"
                                + (f" (new: {new})" if new else ""), style="dim"))
                continue
            if gained:
                self._line(Text(f"  [hidden] P{p + 1}'s hand gains {new} "
                                f"({len(hands[p])} cards)", style="dim"))

    def flush(self, game) -> None:
        """Print the events logged since the last call."""
        new = game.events[self.printed:]
        self.printed = len(game.events)
        view = game.view(0)
        self.tags.add_new(view)
        if not self.quiet:
            turn = self.turn
            self.print_events(new, game.state.first_player, game.state.defs, game.state)
            if self.show_hidden and new and game.state.turn > 0:
                self._hidden_hands(game, self.turn != turn)
        self.tags.drop_gone(view)


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
