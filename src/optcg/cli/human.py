"""A person at the terminal: shows them the board and asks for a choice.

Input comes through `read_line(prompt) -> str`, which raises EOFError when
there is no more input; by default it reads standard input, so tests can
feed answers (Typer's CliRunner `input=`) or pass their own function.
"""

from __future__ import annotations

import sys
from typing import Callable, NamedTuple

from rich.console import Console
from rich.text import Text

from ..engine import Action
from ..cards.defs import card_def
from ..engine.constants import ActionKind, DecisionKind
from ..errors import OptcgError
from ..text.english import render
from .render import PLAYER_STYLES, log_line
from .table import (UNAUTOMATED, Tags, card_text, compact_board, label, mark, plain,
                    short_label)

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

HELP = f"""\
Type the number of an action and press Enter.  Other commands:
  i N          the text of option N's card (i ST01-012: a card by number;
               i Bepo: a card you see by name; i alone: your hand)
  b, board     show the board again
  l, log       show the last lines of the game log
  u, undo      take back your last choice (against an AI, while no hidden
               card has been seen since)
  c, concede   concede the game (asks first; you lose at once)
  h, help      show this help
On the board: R rested, new just played, +2D two DON!! given, c3 cost 3,
Blk [Blocker], DblAtk [Double Attack], Unblk [Unblockable], #2 the second card
of that name on its side, {UNAUTOMATED} a card whose effects are not automated yet.
In the hand: C2 a Character of cost 2 (E an Event, S a Stage), then its power,
its Counter, its keywords, Trg for a [Trigger] and, when the terminal has room,
what it does.  A line ending in "… (5 choices)" stands for several options:
choose it to see them (0 goes back)."""


class MenuEntry(NamedTuple):
    """One line of a menu: what it says, the card text beside it, and the
    options it stands for (identical options are one line).  In a long
    menu, options with a `short` label are shown two to a line under their
    `group`'s heading ("Attack Vito (5000) with:")."""

    label: str
    text: str
    actions: list
    group: str = ""
    short: str = ""
    #: a folded entry stands for the options of one group, asked next
    members: tuple = ()


#: Where each kind of option goes in a menu (kinds sorted by name inside);
#: kinds not listed keep the engine's order, in the middle.
_RANK = {ActionKind.PLAY: 0, ActionKind.ACTIVATE: 1, ActionKind.COUNTER_EVENT: 2,
         ActionKind.USE_COUNTER: 2, ActionKind.DECLARE_BLOCK: 2, ActionKind.GIVE_DON: 3,
         ActionKind.ATTACK: 4, ActionKind.SELECT: 5, ActionKind.TRASH_FOR_ROOM: 5,
         ActionKind.END_PHASE: 9, ActionKind.NO_BLOCK: 9, ActionKind.END_COUNTERS: 9,
         ActionKind.SELECT_DONE: 9}
_SORTED = {k for k, rank in _RANK.items() if rank < 9}
#: The options whose card's text is shown beside them.
_WITH_TEXT = {ActionKind.PLAY, ActionKind.ACTIVATE, ActionKind.COUNTER_EVENT,
              ActionKind.DECLARE_BLOCK, ActionKind.SELECT, ActionKind.TRASH_FOR_ROOM, ActionKind.PLACE_TOP,
              ActionKind.PLACE_BOTTOM}


def _tagged(view, text: str, ids, tags: Tags | None) -> str:
    """`text` with each named card's label given its instance tag and mark."""
    marks = []
    for i in ids:
        if i < 0 or not view.visible(i):
            continue
        d = view.card(i)
        plain_label = f"{d.name} ({d.number})"
        full = label(view, i, tags)
        if full != plain_label and plain_label in text:
            key = f"\x00{len(marks)}\x00"
            text = text.replace(plain_label, key, 1)
            marks.append((key, full))
    for key, full in marks:
        text = text.replace(key, full)
    return text


def _named_cards(action: Action) -> tuple[int, ...]:
    """The card ids an action names (its `target` is a number for some kinds:
    an ability's index, a count, active or rested DON!!)."""
    if action.kind in (ActionKind.NUMBER, ActionKind.RETURN_DON):
        return (action.card,) if action.kind == ActionKind.RETURN_DON else ()
    if action.kind == ActionKind.ACTIVATE:
        return (action.card,)
    return (action.card, action.target)


def describe_action(game, view, action: Action, tags: Tags | None = None) -> str:
    """`game.describe(action)`, in plainer words and with the numbers that matter."""
    if action.kind in _PLAIN:
        return _PLAIN[action.kind]
    if action.kind == ActionKind.ATTACK:
        # short: the numbers that matter are the powers (`i N` tells the rest)
        a, t = action.card, action.target
        return (f"Attack {short_label(view, t, tags)} ({view.power(t)}) with "
                f"{short_label(view, a, tags)} ({view.power(a)})")
    text = game.describe(action)
    if action.kind == ActionKind.PLAY:
        text += f" (cost {view.cost(action.card)})"
    return _tagged(view, text, _named_cards(action), tags)


def _name(view, i: int, tags: Tags | None) -> str:
    """A card's short label, 'Leader' added where a Character may share its name."""
    name = short_label(view, i, tags)
    return f"{name} (Leader)" if i in (view.leader(0), view.leader(1)) else name


def _short(view, action: Action, tags: Tags | None, by_attacker: bool = False) -> tuple[str, str]:
    """The heading and short label of an option a long menu holds many of.
    Attacks are grouped by target, or by attacker (`by_attacker`)."""
    if action.kind == ActionKind.PLAY and action.target >= 0:     # CR 3-7-6-1
        c = action.card
        return (f"Play {label(view, c, tags)} (cost {view.cost(c)}), trashing to make room:",
                _name(view, action.target, tags))
    if action.kind == ActionKind.GIVE_DON:
        return "Give 1 DON!! to:", _name(view, action.target, tags)
    if action.kind == ActionKind.ATTACK:
        a, t = (f"{_name(view, i, tags)} ({view.power(i)})"
                for i in (action.card, action.target))
        return (f"Attack with {a}:", t) if by_attacker else (f"Attack {t} with:", a)
    return "", ""


def fold(entries: list[MenuEntry]) -> list[MenuEntry]:
    """A shorter menu: the options of each group (two or more) become one
    entry, whose options are asked next."""
    out: list[MenuEntry] = []
    k = 0
    while k < len(entries):
        entry = entries[k]
        group = [entry]
        while (entry.short and k + len(group) < len(entries)
               and entries[k + len(group)].group == entry.group):
            group.append(entries[k + len(group)])
        if len(group) > 1:
            heading = entry.group.rstrip(":")
            out.append(MenuEntry(f"{heading}… ({len(group)} choices)", "", [],
                                 members=tuple(group)))
        else:
            out.append(entry)
        k += len(group)
    return out


#: What a menu folded deepest calls the options of each kind.
_KIND_HEADINGS = {ActionKind.PLAY: "Play a card", ActionKind.ACTIVATE: "Activate an effect",
                  ActionKind.GIVE_DON: "Give DON!!", ActionKind.ATTACK: "Attack",
                  ActionKind.USE_COUNTER: "Use a Counter", ActionKind.COUNTER_EVENT: "Use a Counter",
                  ActionKind.DECLARE_BLOCK: "Block", ActionKind.SELECT: "Choose a card"}


def _first_action(entry: MenuEntry) -> Action:
    return _first_action(entry.members[0]) if entry.members else entry.actions[0]


def _leaves(entry: MenuEntry) -> list[Action]:
    """The first option of each line an entry stands for (folded ones opened)."""
    return [a for m in entry.members for a in _leaves(m)] if entry.members \
        else entry.actions[:1]


def _choices(entry: MenuEntry) -> int:
    """How many options an entry stands for (folded ones counted through)."""
    return sum(_choices(m) for m in entry.members) if entry.members else 1


def fold_deep(entries: list[MenuEntry]) -> list[MenuEntry]:
    """The shortest menu: the entries of each kind of option (two or more,
    folded or not) become one entry, whose entries are asked next."""
    heading = {e.label: _KIND_HEADINGS.get(_first_action(e).kind, "") for e in entries}
    out: list[MenuEntry] = []
    done: set[str] = set()
    for entry in entries:
        name = heading[entry.label]
        if name in done:
            continue
        group = [e for e in entries if name and heading[e.label] == name]
        if len(group) < 2:
            out.append(entry)
            continue
        done.add(name)
        count = sum(_choices(e) for e in group)
        out.append(MenuEntry(f"{name}… ({count} choices)", "", [], members=tuple(group)))
    return out


#: A menu longer than this shows its short labels two to a line.
LONG_MENU = 10
#: The lines of a terminal whose size is not known.
DEFAULT_LINES = 24


def _cells(cells: list[Text], width: int) -> list[Text]:
    """Short options three or two to a line."""
    # a cell begins with its number right-aligned in 3: its own space
    per_line = 3 if all(len(t) <= width // 3 for t in cells) else 2
    column = width // per_line
    rows = []
    for k in range(0, len(cells), per_line):
        line = Text()
        for cell in cells[k:k + per_line]:
            cell = cell.copy()
            cell.truncate(column, overflow="ellipsis")
            cell.pad_right(column - len(cell))
            line.append_text(cell)
        line.rstrip()
        rows.append(line)
    return rows


def menu_rows(entries: list[MenuEntry], width: int) -> list[Text]:
    """The numbered lines of a menu within `width`: one option a line, and in
    a long menu the short options of a group under its heading, several to
    a line."""
    rows: list[Text] = []
    cells: list[Text] = []
    group = ""
    for n, entry in enumerate(entries, start=1):
        row = Text(f"{n:>3}. ", style="bold")
        if len(entry.actions) > 1:
            row.append(f"x{len(entry.actions)} ", style="bold")
        if entry.short and len(entries) > LONG_MENU:
            if entry.group != group:
                rows.extend(_cells(cells, width))
                cells = []
                group = entry.group
                heading = Text(f"     {group}")
                heading.truncate(width, overflow="ellipsis")
                rows.append(heading)
            cells.append(row + Text(entry.short))
            continue
        rows.extend(_cells(cells, width))
        cells = []
        group = ""
        row.append(entry.label)
        if entry.text:
            row.append(" — " + entry.text, style="dim")
        row.truncate(width, overflow="ellipsis")
        rows.append(row)
    rows.extend(_cells(cells, width))
    return rows


def _useless_counter(view, decision, action: Action) -> str:
    """Why a Counter in this Counter Step cannot change the battle ('' when
    it can): it goes to a card not attacked, or the attack fails already
    (the attacker has less power than its target, CR 7-1-4-1)."""
    if action.kind != ActionKind.USE_COUNTER or view.battle is None:
        return ""
    attacker, target = view.battle
    if view.power(attacker) < view.power(target):
        return "Counters (the attack fails already, CR 7-1-4-1)"
    if action.target != target:
        return "Counters for cards not attacked"
    return ""


def menu(game, view, decision, tags: Tags | None = None) -> tuple[list[MenuEntry], str]:
    """The decision's options as a person reads them: in a stable order
    (by kind, then by name), identical options merged into one line, and
    Counters (grouped by card) left out where they cannot matter.  Also a
    note saying what was left out, or ''."""
    keyed: dict[str, MenuEntry] = {}
    order: list[tuple] = []
    left_out: list[str] = []
    attacks = [a for a in decision.options if a.kind == ActionKind.ATTACK]
    # attacks grouped by the side with fewer cards: fewer headings
    by_attacker = len({a.card for a in attacks}) < len({a.target for a in attacks})
    for n, action in enumerate(decision.options):
        why = _useless_counter(view, decision, action)
        if why:
            if why not in left_out:
                left_out.append(why)
            continue
        text_of = describe_action(game, view, action, tags)
        entry = keyed.get(text_of)
        if entry is not None:
            entry.actions.append(action)
            continue
        text = ""
        if action.kind in _WITH_TEXT and action.card >= 0 and view.visible(action.card):
            text = card_text(view.card(action.card))
        keyed[text_of] = MenuEntry(text_of, text, [action],
                                   *_short(view, action, tags, by_attacker))
        rank = _RANK.get(action.kind, 6)
        # grouped options sort by their heading first, so a group is one run
        key = keyed[text_of].group + text_of if action.kind in _SORTED else ""
        order.append((rank, key, n, text_of))
    order.sort()
    note = f"Left out, as they change nothing: {'; '.join(left_out)}." if left_out else ""
    return [keyed[k[3]] for k in order], note


def question(view, decision, tags: Tags | None = None) -> str:
    """What the decision asks, in one line."""
    kind = decision.kind

    def card_label(view, i: int) -> str:
        return label(view, i, tags)

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


def purpose_line(view, decision, rules: bool = True, tags: Tags | None = None) -> str | None:
    """What the decision is for, shown above its question: the effect and
    its step ("OP01-016 [On Play], step 1: K.O. up to ..."), or the rule
    step of the table that asks it (its citation unless not `rules`).
    None when the decision has no purpose."""
    p = decision.purpose
    if p is None:
        return None
    rule = f" (CR {p.rule})" if p.rule and rules else ""
    if p.pc >= 0 and p.card >= 0 and view.visible(p.card):
        timing = view.card(p.card).abilities[p.ability].timing
        step = f", step {p.step + 1}" if p.step >= 0 else ""
        return f"{label(view, p.card, tags)} [{timing}]{step}: {p.text}{rule}"
    return f"{p.text}{rule}"


class UndoRequest(Exception):
    """The person asked to take back their last choice (the table decides
    whether it may)."""


class HumanPlayer:
    """Chooses actions for `player` by asking at the terminal.

    `tags` are the table's instance tags (shared with its log); `rules`
    shows rule citations; `undo` (set by the table) says why the last
    choice cannot be taken back, or None when it can."""

    kind = "human"

    def __init__(self, player: int, console: Console, read_line: ReadLine | None = None,
                 show_board: bool = True, tags: Tags | None = None, rules: bool = True):
        self.player = player
        self.console = console
        self.read_line = read_line or self._read_stdin
        self.show_board = show_board
        self.tags = tags if tags is not None else Tags()
        self.rules = rules
        self.undo: Callable[[], str | None] | None = None
        self._last_board = ""

    def _read_stdin(self, prompt: str) -> str:
        line = self.console.input(prompt)
        if not sys.stdin.isatty():
            # typed-ahead or piped answers are not echoed by a terminal
            self.console.print(line, markup=False, highlight=False)
        return line

    def _lines(self) -> int:
        """The terminal's height in lines (24 when it is not known)."""
        c = self.console
        # Rich guesses 25 for a file or a pipe: trust only a terminal or a height given
        if c.is_terminal or getattr(c, "_height", None) is not None:
            return c.height
        return DEFAULT_LINES

    def _drawn(self, view, hand_text: bool):
        return compact_board(view, self.tags, width=min(self.console.width, 100),
                             hand_text=hand_text)

    def _board(self, view, hand_text: bool, always: bool = False) -> None:
        """Draw the board, unless it is the one drawn last (`always`: anyway)."""
        self.tags.update(view)
        drawn = self._drawn(view, hand_text)
        text = plain(drawn)
        if always or text != self._last_board:
            self.console.print(drawn)
            self._last_board = text

    def _option_lines(self, view, decision, entries, note, squeeze: bool = False,
                      told_lines: int = 0) -> list[Text]:
        """The lines under the board: what the decision is for, its question,
        its card's text, the menu and the commands.  `squeeze` cuts the
        first to one line; `told_lines` (0: all) the card's text to that many."""
        c = self.console
        width = max(c.width, 40)

        def lines_of(text: str, style: str, most: int) -> list[Text]:
            lines = list(Text(text, style=style).wrap(c, width))
            if most and len(lines) > most:
                lines = lines[:most]
                lines[-1].rstrip()
                lines[-1].truncate(width - 1)
                lines[-1].append("…")
            return lines

        out: list[Text] = []
        line = purpose_line(view, decision, self.rules, self.tags)
        if line:
            out += lines_of(line, "dim", 1 if squeeze else 0)
        out += list(Text(question(view, decision, self.tags), style="bold").wrap(c, width))
        p = decision.purpose
        # the purpose line tells an effect's step, not a [Trigger] asked of the table
        told = p is not None and p.pc >= 0 and p.card == decision.card
        if (decision.card >= 0 and not told and view.visible(decision.card)
                and decision.kind in _TOLD):
            text = card_text(view.card(decision.card))
            if decision.kind == DecisionKind.TRIGGER:     # rendered last: what is asked
                text = text[text.index("[Trigger]"):] if "[Trigger]" in text else ""
            if text:
                out += lines_of(f"  {label(view, decision.card, self.tags)}: {text}",
                                "italic", told_lines)
        out += menu_rows(entries, width)
        if note:
            row = Text(f"  {note}", style="dim")
            row.truncate(width, overflow="ellipsis")
            out.append(row)
        undo = " · u undo" if self.undo is not None else ""
        out.append(Text(f"  (i N card text · c concede · b board · l log{undo} · h help)",
                        style="dim"))
        return out

    def _show_options(self, lines: list[Text]) -> None:
        for row in lines:
            self.console.print(row, no_wrap=True)

    def _layout(self, view, decision, entries, note) -> tuple[bool, list[MenuEntry], bool, int]:
        """How the screen fits the terminal, from the board to the prompt:
        whether the hand shows each card's text, the menu (folded when the
        whole would not fit, and folded deepest when that would not either),
        whether the purpose is cut to a line and the lines left to the text
        of the card asked about (0: all it needs)."""
        room = self._lines() - 1                      # the prompt takes a line
        folded = fold(entries)
        deep = fold_deep(folded)
        # the purpose cut to a line before the menu folds or the hand loses its text
        tries = [(hand_text, shown, squeeze) for hand_text, shown in
                 ((True, entries), (True, folded), (False, entries), (False, folded),
                  (False, deep)) for squeeze in (False, True)]
        for hand_text, shown, squeeze in tries:
            board = len(self._drawn(view, hand_text).renderables) if self.show_board else 0
            if board + len(self._option_lines(view, decision, shown, note, squeeze)) <= room:
                return hand_text, shown, squeeze, 0
        board = len(self._drawn(view, False).renderables) if self.show_board else 0
        left = room - board - len(self._option_lines(view, decision, deep, note, True, 1))
        return False, deep, True, 1 + max(left, 0)

    def _choose_member(self, entry: MenuEntry) -> Action | None:
        """Ask which option of a folded entry (itself maybe folded); None
        to go back."""
        c = self.console
        width = max(c.width, 40)
        while True:
            c.print(Text(entry.label.split("…")[0] + ":", style="bold"))
            for n, member in enumerate(entry.members, start=1):
                row = Text(f"{n:>3}. ", style="bold")
                if len(member.actions) > 1:
                    row.append(f"x{len(member.actions)} ", style="bold")
                row.append(member.short or member.label)
                if member.text and not member.short:
                    row.append(" — " + member.text, style="dim")
                row.truncate(width, overflow="ellipsis")
                c.print(row, no_wrap=True)
            c.print(Text("  0. back", style="dim"))
            chosen = self._member_answer(entry)
            if chosen is None:
                return None
            if not chosen.members:
                return chosen.actions[0]
            action = self._choose_member(chosen)
            if action is not None:
                return action

    def _member_answer(self, entry: MenuEntry) -> MenuEntry | None:
        while True:
            try:
                raw = self.read_line(f"P{self.player + 1}> ").strip()
            except EOFError:
                return None
            if raw in ("0", "b", "back"):
                return None
            if raw.isascii() and raw.isdigit() and 1 <= int(raw) <= len(entry.members):
                return entry.members[int(raw) - 1]
            self.console.print(Text(f"'{raw}' is not a choice: type a number from 1 to "
                                    f"{len(entry.members)}, or 0 to go back.", style="red"))

    def _show_log(self, game, lines: int = 15) -> None:
        defs = game.state.defs
        texts = [(render(e, defs, self.tags.tag), e.rule) for e in game.events_for(self.player)]
        texts = [(t, r) for t, r in texts if t is not None][-lines:]
        for text, rule in texts:
            self.console.print(log_line(text, rule if self.rules else None), soft_wrap=True)

    def _inspect(self, game, view, entries, what: str) -> None:
        """`i 3`: the card of option 3; `i ST01-012`: that card number;
        `i Bepo`: the cards of that name on the field, in your hand or in
        a trash (the board shows names, not numbers); `i` alone: every card
        in your hand.  Only cards this player sees."""
        c = self.console
        if not what:
            hand = view.hand()
            if not hand:
                c.print("Your hand is empty.")
            for i in hand:
                self._print_card(label(view, i, self.tags), view.card(i))
            return
        if what.isascii() and what.isdigit():
            k = int(what)
            if not 1 <= k <= len(entries):
                c.print(Text(f"no option {what}: options go from 1 to {len(entries)}",
                             style="red"))
                return
            entry = entries[k - 1]
            actions = _leaves(entry)
            ids = list(dict.fromkeys(i for a in actions for i in _named_cards(a)
                                     if i >= 0 and view.visible(i)))
            if not ids:
                c.print(f"Option {k} names no card you can see.")
            for i in ids:
                self._print_card(label(view, i, self.tags), view.card(i))
            return
        try:
            d = card_def(what)
        except OptcgError:
            named = _visible_named(view, what)
            if not named:
                c.print(Text(f"no card {what}: type i and an option number, a card number "
                             f"(i ST01-012) or the name of a card you see", style="red"))
            for i in named:
                self._print_card(label(view, i, self.tags), view.card(i))
            return
        self._print_card(f"{d.name} ({d.number}){mark(d)}", d)

    def _print_card(self, name: str, d) -> None:
        facts = [d.category_name]
        if not d.is_leader:
            facts.append(f"cost {d.cost}")
        if d.is_character or d.is_leader:
            facts.append(f"{d.power} power")
        if d.counter:
            facts.append(f"Counter +{d.counter}")
        line = Text(f"{name}, {', '.join(facts)}: ", style="bold")
        line.append(card_text(d) or "no effect")
        self.console.print(line)

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
        self.tags.update(view)                # before the menu: tags tell copies apart
        entries, note = menu(game, view, decision, self.tags)
        hand_text, entries, squeeze, told = self._layout(view, decision, entries, note)
        lines = self._option_lines(view, decision, entries, note, squeeze, told)
        if self.show_board:
            self._board(view, hand_text)
        self._show_options(lines)
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
                self._board(view, hand_text, always=True)
                self._show_options(lines)
                continue
            if answer in ("h", "help", "?"):
                self.console.print(HELP)
                continue
            if answer in ("l", "log"):
                self._show_log(game)
                continue
            if answer in ("u", "undo"):
                why = self.undo() if self.undo is not None else \
                    "undo is only offered against an AI"
                if why is None:
                    raise UndoRequest()
                self.console.print(Text(f"Cannot undo: {why}.", style="red"))
                continue
            if answer == "i" or answer.startswith("i "):
                self._inspect(game, view, entries, raw.strip()[1:].strip())
                continue
            if answer.isascii() and answer.isdigit() and 1 <= int(answer) <= len(entries):
                entry = entries[int(answer) - 1]
                if not entry.members:
                    return entry.actions[0]
                chosen = self._choose_member(entry)
                if chosen is not None:
                    return chosen
                self._show_options(lines)
                continue
            self.console.print(Text(
                f"'{raw.strip()}' is not a choice: type a number from 1 to {len(entries)}, "
                f"or h for help.", style="red"))


def _visible_named(view, name: str) -> list[int]:
    """The cards this view sees on the field, in its hand or in a trash whose
    name holds `name` (any case), one of each card number."""
    key = name.casefold()
    places = [view.hand()]
    for p in (0, 1):
        places += [[view.leader(p)], view.characters(p), view.stage(p), view.trash(p)]
    found: dict[str, int] = {}
    for i in (i for place in places for i in place):
        d = view.card(i)
        if key in d.name.casefold() and d.number not in found:
            found[d.number] = i
    return list(found.values())


#: Decisions about one card whose text is shown under the question.
_TOLD = {DecisionKind.TRIGGER, "confirm", "select", "choose_number", "arrange"}
