"""The normalization official text and rendered text both go through
before they are compared (and before the official text is read).

1. HTML entities are decoded (``&amp;`` is ``&``) and ``<br>`` ends a line.
2. Reminder text is removed: the parenthesised explanation of a keyword or
   a cost that the Comprehensive Rules define anyway, e.g. "(This card can
   attack on the turn in which it is played.)" after [Rush].  Only the
   explanations listed in `REMINDERS` go; any other parenthesis stays and
   must be read.
3. The two sets of circled digits are one: ➀ (U+2780) is ① (U+2460).
4. Runs of spaces become one space; no space before ":" or at either end
   of a line; empty lines go.
5. A hyphen before a DON!! count is the minus sign: "DON!! -1" is "DON!! −1".
6. A timing that follows a period with no line break starts a new line
   (some newer records run two abilities together: "...Characters.[On Play]").
7. So does what follows the reminder of a keyword that is a line of its own
   ("[Rush] (This card can attack ...)[When Attacking] ...": "[Rush]", then
   "[When Attacking] ...").
8. A lone "-" (the data's mark for "no effect") before a timing goes:
   "- [Trigger] Play this card." is "[Trigger] Play this card.".
9. Misprints of the English data are read as meant (`MISPRINTS`): a noun
   misspelt, "of" left out of "with a cost of N", a singular noun after a
   count of 2 or more. What is shown to players is the corrected wording.
"""

from __future__ import annotations

import html
import re

REMINDERS = (
    "After your opponent declares an attack, you may rest this card to make it the new "
    "target of the attack.",
    "You may return the specified number of DON!! cards from your field to your DON!! deck.",
    "This card can attack on the turn in which it is played.",
    "You may rest the specified number of DON!! cards in your cost area.",
    "This card deals 2 damage.",
    "When this card deals damage, the target card is trashed without activating its "
    "Trigger.",
    "This card cannot be blocked.",
    "This card can attack Characters on the turn in which it is played.",
)
_REMINDER = re.compile(r"\s*\((?:" + "|".join(re.escape(r) for r in REMINDERS) + r")\)")
# (misprint, what it means): each found in the reference data
MISPRINTS = (
    (re.compile(r"\bCharactes\b"), "Characters"),
    (re.compile(r"\bwith a cost (\d+) or (less|more)\b"), r"with a cost of \1 or \2"),
    (re.compile(r"\b(trash) ([2-9]) card from\b"), r"\1 \2 cards from"),
    (re.compile(r"\bup to 1 of your Character with\b"), "up to 1 of your Characters with"),
)
_CIRCLED = str.maketrans("➀➁➂➃➄➅➆➇➈➉", "①②③④⑤⑥⑦⑧⑨⑩")


def normalize_lines(text: str) -> list[str]:
    """Card text as a list of normalized lines."""
    text = html.unescape(text or "")
    text = text.replace("<br>", "\n").replace("<br/>", "\n").replace("<br />", "\n")
    text = _REMINDER.sub(_end_of_reminder, text).translate(_CIRCLED)
    text = re.sub(r"DON!! ?-(\d)", r"DON!! −\1", text)
    text = re.sub(r"\.\s*(?=\[(?:On |When |Activate|Main\]|Counter\]|Trigger\]|End of|"
                  r"Your Turn|Opponent's Turn|DON!! x|Once Per Turn))", ".\n", text)
    out = []
    for line in text.split("\n"):
        line = re.sub(r"[ \t\u3000]+", " ", line).strip()
        line = re.sub(r" +:", ":", line)
        line = re.sub(r"^- (?=\[)", "", line)
        for misprint, meant in MISPRINTS:
            line = misprint.sub(meant, line)
        if line and line != "-":
            out.append(line)
    return out


_KEYWORD_LINE = re.compile(r"\[(?:Rush|Blocker|Double Attack|Banish)\]")


def _end_of_reminder(m: re.Match) -> str:
    """A removed reminder ends the line when a keyword alone opened it and more
    text follows (rule 7)."""
    before = m.string[:m.start()].rsplit("\n", 1)[-1].strip()
    after = m.string[m.end():].split("\n", 1)[0].strip()
    return "\n" if after and _KEYWORD_LINE.fullmatch(before) else ""
