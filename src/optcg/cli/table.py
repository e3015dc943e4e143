"""The terminal table: a compact board for 80x24, card text and instance tags.

Everything is drawn from PlayerViews, so it shows only what their players
may know.  Instance tags ("Karoo (ST01-003 #2)") tell apart cards of one
name on one side of the field; they are handed out when a card is seen on
the field and dropped when it leaves, so a tag never links a card on the
field to where it was hidden before.
"""

from __future__ import annotations

from rich.console import Group
from rich.text import Text

#: The mark of a card whose effects are not automated yet.
UNAUTOMATED = "*"
_SHORT_KEYWORDS = {"Blocker": "Blk", "Rush": "Rush", "Double Attack": "DblAtk",
                   "Banish": "Banish", "Unblockable": "Unblk"}
PLAYER_COLORS = ("bold cyan", "bold magenta")


class Tags:
    """Instance tags of the cards on the field, as a table shows them."""

    def __init__(self) -> None:
        self._tag: dict[int, int] = {}
        self._key: dict[int, tuple[int, str]] = {}

    def _on_field(self, view) -> list[int]:
        out: list[int] = []
        for p in (0, 1):
            out.extend(view.characters(p))
            out.extend(view.stage(p))
        return out

    def add_new(self, view) -> None:
        """Tag the cards that came onto the field (the smallest number free
        among their side's cards of the same number)."""
        for i in self._on_field(view):
            if i in self._tag:
                continue
            key = (view.owner(i), view.card(i).number)
            used = {t for j, t in self._tag.items() if self._key[j] == key}
            n = 1
            while n in used:
                n += 1
            self._tag[i] = n
            self._key[i] = key

    def drop_gone(self, view) -> None:
        """Forget the tags of the cards no longer on the field."""
        here = set(self._on_field(view))
        for i in [i for i in self._tag if i not in here]:
            del self._tag[i]
            del self._key[i]

    def update(self, view) -> None:
        self.drop_gone(view)
        self.add_new(view)

    def tag(self, i: int) -> str:
        """' #2' for the second card of its name on its side; '' when the
        card is alone of its name (or not on the field)."""
        n = self._tag.get(i)
        if n is None:
            return ""
        key = self._key[i]
        if n == 1 and sum(1 for k in self._key.values() if k == key) < 2:
            return ""
        return f" #{n}"


def mark(cdef) -> str:
    """The not-automated mark for a card, or ''."""
    return "" if cdef.implemented else UNAUTOMATED


def label(view, i: int, tags: Tags | None = None) -> str:
    """'Karoo (ST01-003 #2)': a visible card's name, number, tag and mark."""
    d = view.card(i)
    tag = tags.tag(i) if tags is not None else ""
    return f"{d.name} ({d.number}{tag}){mark(d)}"


def short_label(view, i: int, tags: Tags | None = None) -> str:
    """'Karoo #2': a visible card's name, tag and mark, without its number."""
    d = view.card(i)
    return f"{d.name}{tags.tag(i) if tags is not None else ''}{mark(d)}"


def card_text(cdef) -> str:
    """What a card does, rendered from its script: its effect text, else its
    keywords ('' for a card with neither); a card not automated says so."""
    if not cdef.implemented:
        keywords = " ".join(f"[{k}]" for k in cdef.keyword_names())
        return ((keywords + " ") if keywords else "") + \
            "(effects not automated: printed stats and keywords only)"
    script = cdef.script
    if script is not None and hasattr(script, "text"):
        text = script.text(cdef.category_name)
        if text:
            return " ".join(text.split())
    return " ".join(f"[{k}]" for k in cdef.keyword_names())


def _short_keywords(view, i: int) -> str:
    return " ".join(_SHORT_KEYWORDS.get(k, k) for k in view.keywords(i))


def _card_cell(view, n: int, i: int, tags: Tags) -> Text:
    cell = Text(f"{n} ", style="dim")
    cell.append(short_label(view, i, tags), style="bold")
    cell.append(f" {view.power(i)}")
    cell.append(f" c{view.cost(i)}", style="dim")
    if view.don_given(i):
        cell.append(f" +{view.don_given(i)}D", style="yellow")
    if view.rested(i):
        cell.append(" R", style="yellow")
    elif view.played_this_turn(i):
        cell.append(" new", style="dim")
    kw = _short_keywords(view, i)
    if kw:
        cell.append(f" {kw}", style="italic")
    return cell


def _in_columns(cells: list[Text], width: int) -> list[Text]:
    """Cells two to a line when they fit, else one; each line indented."""
    half = (width - 2) // 2
    lines: list[Text] = []
    k = 0
    while k < len(cells):
        line = Text("  ") + cells[k]
        if k + 1 < len(cells) and len(cells[k]) < half and len(cells[k + 1]) < half:
            line.pad_right(half - len(cells[k]))   # the second column at 2 + half
            line.append_text(cells[k + 1])
            k += 1
        line.truncate(width, overflow="ellipsis")
        lines.append(line)
        k += 1
    return lines


def _hand_groups(view) -> list[tuple[int, list[int]]]:
    """The hand's cards by name and cost (copies together), cheapest first."""
    groups: dict[tuple, list[int]] = {}
    for i in view.hand():
        d = view.card(i)
        groups.setdefault((d.number, view.cost(i)), []).append(i)
    return [(cost, ids) for (number, cost), ids
            in sorted(groups.items(), key=lambda g: (g[0][1], g[0][0]))]


def _hand_entries(view) -> list[Text]:
    """The hand, one entry per card name (copies counted)."""
    out = []
    for cost, ids in _hand_groups(view):
        d = view.card(ids[0])
        entry = Text(f"{d.name}{mark(d)}", style="bold")
        if len(ids) > 1:
            entry.append(f" x{len(ids)}")
        facts = f"{d.category_name[0]}{cost}"
        if d.is_character:
            facts += f" {d.power}"
        if d.counter:
            facts += f" +{d.counter}"
        entry.append(f" {facts}", style="dim")
        marks = [_SHORT_KEYWORDS.get(k, k) for k in d.keyword_names()]
        if d.has_trigger:
            marks.append("Trg")
        if marks:
            entry.append(" " + " ".join(marks), style="italic")
        out.append(entry)
    return out


def _hand_lines(view, width: int) -> list[Text]:
    """The hand, one line per card name: its facts and keywords, then what
    it does (rendered from its script) cut to the width."""
    prefix = "  Hand: "
    lines: list[Text] = []
    for entry, (_, ids) in zip(_hand_entries(view), _hand_groups(view)):
        d = view.card(ids[0])
        line = Text(prefix if not lines else " " * len(prefix), style="bold")
        line.append_text(entry)
        text = card_text(d)
        if text and text != " ".join(f"[{k}]" for k in d.keyword_names()):
            line.append(" — " + text, style="dim")
        line.truncate(width, overflow="ellipsis")
        lines.append(line)
    return lines


def _wrapped(prefix: str, entries: list[Text], width: int) -> list[Text]:
    lines: list[Text] = []
    line = Text(prefix, style="bold")
    first = True
    for entry in entries:
        sep = "" if first else " · "
        if not first and len(line) + len(sep) + len(entry) > width:
            lines.append(line)
            line = Text(" " * len(prefix))
            sep = ""
        line.append(sep, style="dim")
        line.append_text(entry)
        first = False
    lines.append(line)
    return lines


def _flowed(head: Text, pieces: list[Text], width: int) -> list[Text]:
    """`head` and then the pieces, ' · ' between them, as many to a line as
    the width holds (the next lines indented)."""
    lines = [head]
    sep = "  "
    for piece in pieces:
        if len(lines[-1]) + len(sep) + len(piece) > width:
            lines.append(Text("  "))
            sep = ""
        lines[-1].append(sep, style="dim")
        lines[-1].append_text(piece)
        sep = " · "
    return lines


def _side(view, p: int, tags: Tags, who: str, hand_view, width: int,
          hand_text: bool = False) -> list[Text]:
    leader = view.leader(p)
    ld = view.card(leader)
    head = Text(f"P{p + 1}", style=PLAYER_COLORS[p])
    head.append(f" {who} · " if who else " · ")
    head.append(f"{ld.name}{mark(ld)}", style="bold")
    head.append(f" {view.power(leader)}")
    if view.don_given(leader):
        head.append(f" +{view.don_given(leader)}D", style="yellow")
    if view.rested(leader):
        head.append(" R", style="yellow")
    kw = _short_keywords(view, leader)
    if kw:
        head.append(f" {kw}", style="italic")
    life = view.life_size(p)
    # before the Life cards are placed (setup), there is no Life to show
    life_text = "-" if view.turn <= 0 and life == 0 else str(life)
    counts = Text("Life ")
    counts.append(life_text, style="bold red")
    pieces = [counts, Text(f"Hand {view.hand_size(p)}"), Text(f"Deck {view.deck_size(p)}"),
              Text(f"Trash {len(view.trash(p))}")]
    don = Text("DON!! ")
    don.append(f"{view.don_active(p)} active", style="bold green")
    don.append(f", {view.don_rested(p)} rested, {view.don_deck(p)} in deck")
    pieces.append(don)
    for s in view.stage(p):
        st = Text("Stage ", style="dim")
        st.append(short_label(view, s, tags), style="bold")
        if view.rested(s):
            st.append(" R", style="yellow")
        pieces.append(st)
    lines = _flowed(head, pieces, width)
    chars = view.characters(p)
    cells = [_card_cell(view, n, i, tags) for n, i in enumerate(chars, start=1)]
    if cells:
        lines.extend(_in_columns(cells, width))
    else:
        lines.append(Text("  no Characters", style="dim"))
    if hand_view is not None:
        entries = _hand_entries(hand_view)
        if not entries:
            lines.append(Text("  Hand: empty", style="dim"))
        elif hand_text:
            lines.extend(_hand_lines(hand_view, width))
        else:
            lines.extend(_wrapped("  Hand: ", entries, width))
    return lines


def status_line(view, tags: Tags, width: int, spectator: bool = False) -> Text:
    """Whose turn, the phase and step, and the battle, as one ruled line."""
    me = view.player
    line = Text("── ", style="dim")
    if view.turn > 0:
        line.append(f"Turn {view.turn} · ")
        line.append(f"P{view.turn_player + 1}", style=PLAYER_COLORS[view.turn_player])
        if view.turn_player == me and not spectator:
            line.append(" (you)")
    else:
        line.append("Setup")
    if view.step:                        # a battle's step says the phase
        line.append(f" · {view.step} step")
    elif view.phase and view.turn > 0:
        line.append(f" · {view.phase} phase")
    battle = view.battle
    if battle is not None:
        a, t = battle
        line.append(f" · {short_label(view, a, tags)} {view.power(a)} → "
                    f"{short_label(view, t, tags)} {view.power(t)}", style="bold red")
    line.append(" ")
    if len(line) < width:
        line.append("─" * (width - len(line)), style="dim")
    line.truncate(width, overflow="ellipsis")
    return line


def compact_board(view, tags: Tags, width: int = 80, hand_views=None,
                  spectator: bool = False, hand_text: bool = False) -> Group:
    """Both sides in about a dozen lines, `view.player` at the bottom.
    `hand_views` are the views whose hands are shown (default: this view's);
    a `spectator` board names no side "you" (it draws only public facts
    and the hands of `hand_views`).  `hand_text` gives each card of a hand
    a line with what it does; else a hand is a few lines of names and facts."""
    me = view.player
    shown = {v.player: v for v in (hand_views if hand_views is not None else [view])}
    names = ("", "") if spectator else ("opponent", "you")
    lines = _side(view, 1 - me, tags, names[0], shown.get(1 - me), width, hand_text)
    lines.append(status_line(view, tags, width, spectator))
    lines.extend(_side(view, me, tags, names[1], shown.get(me), width, hand_text))
    for line in lines:
        line.no_wrap = True
        line.overflow = "ellipsis"
    return Group(*lines)


def plain(renderable) -> str:
    """The text of a Group of Text lines, to tell whether a board changed."""
    return "\n".join(t.plain for t in renderable.renderables)
