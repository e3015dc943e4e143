"""A person at the terminal: shows them the board and asks for a choice.

Input comes through `read_line(prompt) -> str`, which raises EOFError when
there is no more input; by default it reads standard input, so tests can
feed answers (Typer's CliRunner `input=`) or pass their own function.
"""

from __future__ import annotations

import sys
from typing import Callable

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..engine import Action
from ..engine.constants import ActionKind, DecisionKind
from ..text.english import render
from .render import PLAYER_STYLES, board, card_label, log_line

ReadLine = Callable[[str], str]

#: Plainer words for the actions that name no card.
_PLAIN = {
    ActionKind.GO_FIRST: "Go first",
    ActionKind.GO_SECOND: "Go second",
    ActionKind.KEEP: "Keep this hand",
    ActionKind.REDRAW: "Redraw: shuffle this hand into the deck and draw 5 new cards",
    ActionKind.NO_BLOCK: "Don't block",
    ActionKind.END_COUNTERS: "Use no (more) Counters: go on to the Damage Step",
    ActionKind.USE_TRIGGER: "Activate the [Trigger]",
    ActionKind.DECLINE_TRIGGER: "Don't activate it: add the card to your hand",
}

HELP = """\
Type the number of an action and press Enter.  Other commands:
  b, board     show the board again
  l, log       show the last lines of the game log
  c, concede   concede the game (asks first; you lose at once)
  h, help      show this help"""


def _position(view, i: int) -> str | None:
    """'your Character #2' when a Character shares its card number with
    another on the same side (the text alone would not tell them apart)."""
    if i < 0 or not view.visible(i):
        return None
    owner = view.owner(i)
    chars = view.characters(owner)
    if i not in chars:
        return None
    number = view.card(i).number
    if sum(1 for c in chars if view.card(c).number == number) < 2:
        return None
    whose = "your" if owner == view.player else f"P{owner + 1}'s"
    return f"{whose} Character #{chars.index(i) + 1}"


def describe_action(game, view, action: Action) -> str:
    """`game.describe(action)`, in plainer words and with the numbers that matter."""
    if action.kind in _PLAIN:
        return _PLAIN[action.kind]
    text = game.describe(action)
    if action.kind == ActionKind.ATTACK:
        text += f" ({view.power(action.card)} vs {view.power(action.target)})"
    elif action.kind == ActionKind.PLAY:
        text += f" (cost {view.cost(action.card)})"
    where = [w for w in (_position(view, action.card), _position(view, action.target)) if w]
    if where:
        text += f" [{', '.join(where)}]"
    return text


def question(view, decision) -> str:
    """What the decision asks, in one line."""
    kind = decision.kind
    if kind == DecisionKind.CHOOSE_ORDER:
        return "You choose who goes first: go first or second?"
    if kind == DecisionKind.MULLIGAN:
        return "Your opening hand: keep it, or redraw once?"
    if kind == DecisionKind.MAIN:
        return "Your Main Phase: choose an action."
    if kind in (DecisionKind.BLOCK, DecisionKind.COUNTER) and view.battle is not None:
        attacker, target = view.battle
        fight = (f"{card_label(view, attacker)} ({view.power(attacker)}) attacks "
                 f"{card_label(view, target)} ({view.power(target)})")
        if kind == DecisionKind.BLOCK:
            return f"Block Step: {fight}. Block with a [Blocker]?"
        return f"Counter Step: {fight}. Use a Counter?"
    if kind == DecisionKind.TRIGGER and decision.card >= 0:
        return (f"Your Life card {card_label(view, decision.card)} has a [Trigger]: "
                f"activate it?")
    source = card_label(view, decision.card) if decision.card >= 0 else "an effect"
    effect_questions = {
        "confirm": f"Use the effect of {source} (and pay its cost)?",
        "select": f"{source}: choose a card.",
        "choose_number": f"{source}: how many?",
        "arrange": f"{source}: put the cards you looked at back, one at a time.",
        "return_don": f"{source}: which DON!! returns to your DON!! deck?",
        "order_effects": "Several of your effects happen at once: which resolves first?",
        "make_room": "You have 5 Characters: which one do you trash to make room?",
    }
    return effect_questions.get(kind, f"Decision: {kind.replace('_', ' ')}.")


def purpose_line(view, decision) -> str | None:
    """What the decision is for, shown above its question: the effect and
    its step ("OP01-016 [On Play], step 1: K.O. up to ..."), or the rule
    step of the table that asks it.  None when the decision has no purpose."""
    p = decision.purpose
    if p is None:
        return None
    rule = f" (CR {p.rule})" if p.rule else ""
    if p.pc >= 0 and p.card >= 0 and view.visible(p.card):
        timing = view.card(p.card).abilities[p.ability].timing
        step = f", step {p.step + 1}" if p.step >= 0 else ""
        return f"{card_label(view, p.card)} [{timing}]{step}: {p.text}{rule}"
    return f"{p.text}{rule}"


class HumanPlayer:
    """Chooses actions for `player` by asking at the terminal."""

    kind = "human"

    def __init__(self, player: int, console: Console, read_line: ReadLine | None = None,
                 show_board: bool = True):
        self.player = player
        self.console = console
        self.read_line = read_line or self._read_stdin
        self.show_board = show_board

    def _read_stdin(self, prompt: str) -> str:
        line = self.console.input(prompt)
        if not sys.stdin.isatty():
            # typed-ahead or piped answers are not echoed by a terminal
            self.console.print(line, markup=False, highlight=False)
        return line

    def _show_options(self, game, view, decision) -> None:
        c = self.console
        line = purpose_line(view, decision)
        if line:
            c.print(Text(line, style="dim"))
        c.print(Text(question(view, decision), style="bold"))
        grid = Table.grid(padding=(0, 1))
        grid.add_column(justify="right", style="bold", no_wrap=True)
        grid.add_column()
        for n, action in enumerate(decision.options, start=1):
            grid.add_row(f"  {n}.", describe_action(game, view, action))
        c.print(grid)
        c.print(Text("  (c concede · b board · l log · h help)", style="dim"))

    def _show_log(self, game, lines: int = 15) -> None:
        defs = game.state.defs
        texts = [(render(e, defs), e.rule) for e in game.events_for(self.player)]
        texts = [(t, r) for t, r in texts if t is not None][-lines:]
        for text, rule in texts:
            self.console.print(log_line(text, rule), soft_wrap=True)

    def _concede(self, why: str) -> Action:
        line = Text(f"{why}: ")
        line.append(f"P{self.player + 1}", style=PLAYER_STYLES[self.player])
        line.append(" concedes.")
        self.console.print(line)
        return Action.concede(self.player)

    def _confirm_concession(self) -> bool:
        """A mistyped `c` must not end a game: only 'y' or 'yes' concedes
        (the end of the input does too: nobody is left to play)."""
        try:
            answer = self.read_line("Concede the game? You lose at once. (y/n) ")
        except EOFError:
            return True
        if answer.strip().lower() in ("y", "yes"):
            return True
        self.console.print("Not conceded: choose an action.")
        return False

    def choose(self, game, decision) -> Action:
        view = game.view(self.player)
        options = decision.options
        if self.show_board:
            self.console.print(board(view))
        self._show_options(game, view, decision)
        prompt = f"P{self.player + 1}> "
        while True:
            try:
                raw = self.read_line(prompt)
            except EOFError:
                self.console.print()
                return self._concede("No more input")
            answer = raw.strip().lower()
            if not answer:
                continue
            if answer in ("c", "concede"):
                if self._confirm_concession():
                    return self._concede("You concede")
                continue
            if answer in ("b", "board"):
                self.console.print(board(view))
                self._show_options(game, view, decision)
                continue
            if answer in ("h", "help", "?"):
                self.console.print(HELP)
                continue
            if answer in ("l", "log"):
                self._show_log(game)
                continue
            if answer.isascii() and answer.isdigit() and 1 <= int(answer) <= len(options):
                return options[int(answer) - 1]
            self.console.print(Text(
                f"'{raw.strip()}' is not a choice: type a number from 1 to {len(options)}, "
                f"or h for help.", style="red"))
