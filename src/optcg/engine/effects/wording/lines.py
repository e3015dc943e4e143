"""Lines of card text: an ability (its timings, [Once Per Turn], conditions,
costs and body), a permanent effect or a keyword, read or rendered whole."""

from __future__ import annotations

import re
from typing import Any, Final

from .. import language as L
from ..phrasing import made, rendering, replace, wording
from . import core
from .core import Ctx, KEYWORDS, Unreadable, _TIMINGS
from .targets import _plural, render_target
from .conditions import read_condition, render_condition
from .sentences import _cap, _uncap, read_body, render_body
from .costs import _read_costs, render_costs
from .events import (EVENT_CARD_WORDS, EVENT_WORDS, _read_end_of_battle, _read_event_ability,
                     _read_in_which, _render_end_of_battle, _render_event_ability, event_words,
                     read_activated_when_cards)


def render_ability(a: L.Ability, ctx: Ctx) -> str | None:
    if a.timing in L.WOULD_BE_KO_TIMINGS:
        return _render_replacement(a, ctx)
    if a.timing == L.START_OF_YOUR_TURN or wording(a, "activated_when"):
        return _render_start_of_turn(a, ctx)
    if a.timing in EVENT_WORDS or a.timing in EVENT_CARD_WORDS or a.timing == L.WHEN_THIS_BATTLES \
            or a.timing == L.WHEN_PLAYED_FROM_TRASH \
            or a.timing == L.WHEN_ONE_OF_YOUR_CHARACTERS_KOED:
        return _render_event_ability(a, ctx)
    if a.timing == L.END_OF_BATTLE:
        return _render_end_of_battle(a, ctx)
    parts: list[str] = []
    don = [c for c in a.conditions if isinstance(c, L.DonAttached)]
    turn = [c for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn))]
    rest = [c for c in a.conditions if c not in don and c not in turn]
    parts.extend(f"[DON!! x{c.count}]" for c in don)
    # the turn comes before the timing: "[Your Turn] [On Play]",
    # "[Opponent's Turn] [On K.O.]"
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in turn)
    if a.timing in _TIMINGS:
        parts.append(f"[{a.timing}]")
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    body = render_body(a.steps, wording(a, "joins"), ctx)
    if body is None or a.timing not in _TIMINGS:
        return None
    if any(isinstance(c, L.OnActivation) for c in rest):
        return _render_on_activation(parts, rest, a, body, ctx)
    if rest:
        conds = [render_condition(c, ctx) for c in rest]
        if any(c is None for c in conds):
            return None
        if a.cost:                      # "If <condition>, you may <costs>: <body>"
            cost_text = render_costs(a.cost, ctx)
            if cost_text is None:
                return None
            parts.append(_cap(" and ".join(c for c in conds if c)) + ", "
                         + _uncap(cost_text) + ": " + body)
            return " ".join(parts)
        body = _cap(" and ".join(c for c in conds if c)) + ", " + _uncap(body)
    if a.cost:
        cost_text = render_costs(a.cost, ctx)
        if cost_text is None:
            return None
        body = cost_text + ": " + body
    parts.append(body)
    return " ".join(parts)


def render_static(s: L.Static, ctx: Ctx) -> str | None:
    if isinstance(s.effect, L.StaticSentences):
        return _render_static_sentences(s, ctx)
    if isinstance(s.effect, L.AttackOnly):
        return _render_attack_only(s, ctx)
    if isinstance(s.effect, L.FaceUpLifeToDeck):
        return None if s.conditions else _FACE_UP_TO_DECK
    if isinstance(s.effect, L.PlayCostReduction):
        return _render_play_cost(s, ctx)
    if isinstance(s.effect, L.StaticCounter):
        return None if s.conditions else render_counter(s.effect, ctx)
    if isinstance(s.effect, L.DeckExcludes):       # alone: printed with its start-of-game pair
        return None if s.conditions else render_deck_excludes(s.effect)
    parts: list[str] = []
    conds = list(s.conditions)
    for c in conds:
        if isinstance(c, L.DonAttached):
            parts.append(f"[DON!! x{c.count}]")
    for c in conds:
        if isinstance(c, L.YourTurn):
            parts.append("[Your Turn]")
        elif isinstance(c, L.OpponentsTurn):
            parts.append("[Opponent's Turn]")
    others = [c for c in conds if not isinstance(c, (L.DonAttached, L.YourTurn,
                                                      L.OpponentsTurn))]
    e = s.effect
    if isinstance(e, (L.AlsoNamed, L.AnyNumberInDeck, L.DeckOutWins, L.DeckOutAtEndOfTurn,
                      L.PlayedRested, L.OnPlayNegated, L.DeckOnly, L.DonDeckSize)):
        return _render_rule_text(e) if not conds else None
    if isinstance(e, L.HandCost):
        if e.amount >= 0:
            return None
        body = f"give this card in your hand −{-e.amount} cost"
        if others:
            words = [render_condition(c, ctx) for c in others]
            if any(w is None for w in words):
                return None
            body = " and ".join(w for w in words if w) + ", " + body
        parts.append(_cap(body) + ".")
        return " ".join(parts)
    effects = e.effects if isinstance(e, L.StaticAnd) else (e,)
    target = effects[0].target
    if any(x.target != target for x in effects):
        return _render_static_and_targets(s, ctx)
    who = render_target(target, ctx)
    if who is None:
        return None
    verb = "gain" if isinstance(target, L.Every) and target.cards.owner != L.ANY \
        and _plural(target) else "gains"
    said: list[str] = []
    negative_cost = isinstance(e, L.StaticCost) and e.amount < 0
    for x in () if negative_cost else effects:
        words = _effect_words(x, verb, ctx)
        if words is None:
            return None
        if said and words.startswith(verb + " ") and said[-1].startswith(verb + " "):
            words = words[len(verb) + 1:]          # "gains [Blocker] and +1 cost"
        said.append(words)
    body = f"{who} " + " and ".join(said)
    if isinstance(e, L.StaticAnd) and wording(e, "joined") == "or":
        if e.effects != (L.CannotBeKOd(target, L.BY_OPPONENTS_EFFECTS),
                         L.StaticCannotBeRested(target)):
            return None
        body = f"{who} cannot be K.O.'d or rested by your opponent's effects"
    if isinstance(e, L.StaticBasePower):           # "Your Leader's base power becomes N"
        body = f"{who}'s {said[0]}"
        if isinstance(target, L.Every) and who.startswith("all of ") and not e.same_as_leader:
            body = f"set the base power of {who} to {e.value}"   # several cards
    if negative_cost:
        body = f"give {who} −{-e.amount} cost"
    if isinstance(e, L.StaticPower) and wording(e, "word") == "give":
        if e.amount >= 0:
            return None
        body = f"give {who} −{-e.amount} power"
    if others:
        conds_text = [render_condition(c, ctx) for c in others]
        if any(c is None for c in conds_text):
            return None
        if wording(s, "after"):
            body = body + " " + " and ".join(c for c in conds_text if c)
        else:
            body = " and ".join(c for c in conds_text if c) + ", " + body
    parts.append(_cap(body) + ".")
    return " ".join(parts)


def _read_prefix(s: str) -> tuple[list, str | None, bool, str]:
    """[DON!! xN] [timing] [Once Per Turn] [Your Turn] ... in any order."""
    conds: list = []
    timing = None
    once = False
    while s.startswith("["):
        m = re.match(r"\[DON!! x(\d+)\]\s*", s)
        if m:
            conds.append(L.DonAttached(int(m.group(1))))
            s = s[m.end():]
            continue
        for t in _TIMINGS:
            if s.startswith(f"[{t}]"):
                timing = t
                s = s[len(t) + 2:].lstrip()
                break
        else:
            if s.startswith("[Once Per Turn]"):
                once = True
                s = s[len("[Once Per Turn]"):].lstrip()
            elif s.startswith("[Your Turn]"):
                conds.append(L.YourTurn())
                s = s[len("[Your Turn]"):].lstrip()
            elif s.startswith("[Opponent's Turn]"):
                conds.append(L.OpponentsTurn())
                s = s[len("[Opponent's Turn]"):].lstrip()
            else:
                break
    return conds, timing, once, s


# -- one effect under two timings ("[On Play]/[When Attacking] ...") ----

_TWO_TIMINGS = re.compile(r"\[([^\]]+)\]/\[([^\]]+)\] ")

# Whose turn a timing can only come in: a card attacks only in its owner's
# turn, and blocks or is attacked in the opponent's (CR 7-1).
_TURN_OF_TIMING: Final = {L.WHEN_ATTACKING: "yours", L.ON_OPPONENTS_ATTACK: "theirs",
                          L.ON_BLOCK: "theirs"}


def _once_apart(first: str, second: str) -> bool:
    """Whether "[A]/[B] [Once Per Turn]" may be two abilities each used once
    per turn: A and B never come in the same turn, so the one use the effect
    has per turn (CR 10-2-13-1) is the use of whichever of them comes."""
    a, b = _TURN_OF_TIMING.get(first), _TURN_OF_TIMING.get(second)
    return a is not None and b is not None and a != b


def _read_two_timings(line: str, ctx: Ctx) -> tuple | None:
    """"[A]/[B] <effect>": the same effect as two abilities, one per timing
    (a tuple of Abilities).  With [Once Per Turn] only when the two never
    come in the same turn (else they would have to share the use)."""
    m = _TWO_TIMINGS.search(line)
    if not m or m.group(1) not in _TIMINGS or m.group(2) not in _TIMINGS:
        return None
    first = read_line(line[:m.end(1) + 1] + line[m.end(2) + 1:], ctx)
    if not isinstance(first, L.Ability) or (
            first.once_per_turn and not _once_apart(m.group(1), m.group(2))):
        raise Unreadable(line)
    return (first, replace(first, timing=m.group(2)))


def _render_two_timings(parts: tuple, ctx: Ctx) -> str | None:
    first = parts[0]
    if len(parts) != 2 or not all(isinstance(p, L.Ability) for p in parts) \
            or replace(parts[1], timing=first.timing) != first or (
                first.once_per_turn and not _once_apart(first.timing, parts[1].timing)):
        return None
    text = render_ability(first, ctx)
    head = f"[{first.timing}]"
    if text is None or head not in text:
        return None
    k = text.index(head) + len(head)
    return text[:k] + f"/[{parts[1].timing}]" + text[k:]


def read_line(line: str, ctx: Ctx) -> Any:
    """One line of card text: a keyword, an ability or a permanent effect."""
    for k in KEYWORDS:
        if line == f"[{k}]":
            return k
    both = _read_two_timings(line, ctx)
    if both is not None:
        return both
    rule = read_rule_and_start(line, ctx)
    if rule is not None:
        return rule
    conds, timing, once, rest = _read_prefix(line)
    for words, when in _activated_when(ctx):
        if timing is None and rest.startswith(words):
            # "This effect can be activated when ...": the "can" of the whole
            # ability (CR 8-1-2), a May of its body, which must be one step
            steps, joins = read_body(rest[len(words):], ctx)
            both = _may_and_then(steps, joins)
            if both is not None:            # "... You may trash this Character and draw 2 cards."
                return made(L.Ability, when, steps=both, conditions=tuple(conds),
                            once_per_turn=once, joins=joins, activated_when=True)
            a = made(L.Ability, when, steps=(L.May(steps[0]),), conditions=tuple(conds),
                     once_per_turn=once, joins=joins, activated_when=True)
            if len(steps) != 1 or not declined_before_activation(a):
                raise Unreadable(rest[len(words):])
            return a
    for when, cards, body in read_activated_when_cards(rest) if timing is None else ():
        steps, joins = read_body(body, ctx)          # as above, about some of your Characters
        a = made(L.Ability, when, steps=(L.May(steps[0]),), conditions=tuple(conds),
                 once_per_turn=once, joins=joins, activated_when=True, event_cards=cards)
        if len(steps) != 1 or not declined_before_activation(a):
            raise Unreadable(body)
        return a
    if timing is None:
        replacement = _read_replacement(rest, tuple(conds), once, ctx)
        if replacement is not None:
            return replacement
        battle = _read_end_of_battle(rest, tuple(conds), once, ctx, line)
        if battle is None:
            battle = _read_in_which(rest, tuple(conds), once, ctx, line)
        if battle is not None:
            return battle
        event = _read_event_ability(rest, tuple(conds), once, ctx)
        if event is not None:
            return event
        if once:
            raise Unreadable(line)
        try:
            return _read_static_or_postfix(rest, tuple(conds), ctx, line)
        except Unreadable:
            both = _read_other_static(rest, tuple(conds), ctx, line)
            if both is None:
                raise
            return both
    last: Unreadable | None = None
    costs_read = False
    before_costs = _read_condition_before_costs(rest, timing, tuple(conds), once, ctx)
    if before_costs is not None:
        return before_costs
    on_activation = _read_on_activation(rest, timing, tuple(conds), once, ctx)
    if on_activation is not None:
        return on_activation
    for costs, body in _read_costs(rest, ctx):
        try:
            steps, joins = read_body(body, ctx)
        except Unreadable as e:
            if not costs and body.startswith("You may "):
                # where the step after "You may" stops reading says more of
                # what blocks the body (blocking_phrase hears it)
                try:
                    read_body(_cap(body[len("You may "):]), ctx)
                except Unreadable:
                    pass
            # where a body after read costs stopped says more than the
            # whole line unread
            if last is None or not costs_read:
                last = e
            costs_read = costs_read or bool(costs)
            continue
        # "You may <one step>." alone: the May of the whole ability, declined
        # before it activates (compiler.declined_before_activation)
        return made(L.Ability, timing, steps=steps, cost=costs, conditions=tuple(conds),
                         once_per_turn=once, joins=joins)
    raise last or Unreadable(line)


# "[On Your Opponent's Attack] This effect can be activated when <condition>.
# <body>": a condition checked as the effect activates (L.OnActivation)
_ON_ACTIVATION: Final = "This effect can be activated when "


def _read_on_activation(rest: str, timing: str, conds: tuple, once: bool,
                        ctx: Ctx) -> L.Ability | None:
    if not rest.startswith(_ON_ACTIVATION):
        return None
    for cond, after in read_condition("if " + rest[len(_ON_ACTIVATION):], ctx):
        if not after.startswith(". "):
            continue
        try:
            steps, joins = read_body(after[2:], ctx)
        except Unreadable:
            continue
        return made(L.Ability, timing, steps=steps, conditions=conds + (L.OnActivation(cond),),
                    once_per_turn=once, joins=joins)
    return None


def _render_on_activation(parts: list[str], conds: list, a: L.Ability, body: str,
                          ctx: Ctx) -> str | None:
    if len(conds) != 1 or a.cost:
        return None
    text = render_condition(conds[0].condition, ctx)
    if text is None or not text.startswith("if "):
        return None
    return " ".join([*parts, _ON_ACTIVATION + text[len("if "):] + ". " + body])


def _read_condition_before_costs(rest: str, timing: str, conds: tuple, once: bool,
                                 ctx: Ctx) -> L.Ability | None:
    """"If your Leader is [X], you may <costs>: <body>": the condition is the
    ability's own, checked before its costs are paid (CR 8-3-1), or None."""
    if not rest.startswith("If "):
        return None
    for cond, after in read_condition(_uncap(rest), ctx):
        if not after.startswith(", you may "):
            continue
        for costs, body in _read_costs(_cap(after[2:]), ctx):
            if not costs:
                continue
            try:
                steps, joins = read_body(body, ctx)
            except Unreadable:
                continue
            return made(L.Ability, timing, steps=steps, cost=costs, conditions=conds + (cond,),
                        once_per_turn=once, joins=joins)
    return None


# -- "This effect can be activated at the start of your turn.
# <body>": an effect of the start of the turn (CR 6-2-2) the player may
# decline ("can be activated") --
# "This effect can be activated when your opponent attacks." is an [On Your
# Opponent's Attack] effect (CR 10-2-16-1) the player may decline
_ACTIVATED_WHEN: Final = {
    "This effect can be activated at the start of your turn. ": L.START_OF_YOUR_TURN,
    "This effect can be activated when your opponent attacks. ": L.ON_OPPONENTS_ATTACK,
    "This effect can be activated when a card is removed from your or your opponent's Life "
    "cards. ": L.WHEN_ANY_LIFE_REMOVED,
}


def _activated_when(ctx: Ctx) -> list[tuple[str, str]]:
    """(words, timing) of "This effect can be activated when <event>. ":
    the few above, then each event timing in its usual words."""
    out = list(_ACTIVATED_WHEN.items())
    for timing in EVENT_WORDS:
        words = event_words(timing, ctx)
        if words is not None and timing not in _ACTIVATED_WHEN.values():
            out.append((f"This effect can be activated {_uncap(words)}. ", timing))
    return out


def _may_and_then(steps: tuple, joins: tuple) -> tuple | None:
    """"You may trash this Character and draw 2 cards": one "you may" over
    both steps, the second carried out only if the first was (as "If you
    do,"); None for another body."""
    if len(steps) != 2 or type(steps[0]) is not L.May or tuple(joins) != ("", "and") \
            or isinstance(steps[1], (L.If, L.May)):
        return None
    return (steps[0], L.If(L.YouDid(), (steps[1],)))


def _may_and_body(a: L.Ability) -> tuple | None:
    """The printed steps of a body `_may_and_then` read, or None."""
    steps = a.steps
    if len(steps) != 2 or type(steps[0]) is not L.May or type(steps[1]) is not L.If \
            or steps[1].condition != L.YouDid() or len(steps[1].steps) != 1:
        return None
    return (steps[0], steps[1].steps[0])


def _render_start_of_turn(a: L.Ability, ctx: Ctx) -> str | None:
    # only [DON!! xN] and a turn may limit it: "[Your Turn] [Once Per Turn]
    # This effect can ..."
    don = [c for c in a.conditions if isinstance(c, L.DonAttached)]
    turn = [c for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn))]
    both = _may_and_body(a) if not a.cost else None
    if len(turn) + len(don) != len(a.conditions) or len(turn) > 1 or len(don) > 1 \
            or not (declined_before_activation(a) or both is not None):
        return None
    words = [w for w, t in _activated_when(ctx) if t == a.timing]
    if a.timing in EVENT_CARD_WORDS or a.timing == L.WHEN_OPPONENT_PLAYS_DESCRIBED_OR_BY_CHARACTER:
        about = event_words(a.timing, ctx, a.event_cards)
        words = [f"This effect can be activated {_uncap(about)}. "] if about else []
    if both is not None:
        body = render_body(both, wording(a, "joins"), ctx)
    else:
        body = render_body((a.steps[0].step,), wording(a, "joins"), ctx)    # "can": the May
    if body is None or not words:
        return None
    prefix = "".join(f"[DON!! x{c.count}] " for c in don)
    prefix += "".join(f"[{_TURN_WORDS[type(c)]}] " for c in turn)
    return prefix + ("[Once Per Turn] " if a.once_per_turn else "") + words[0] + body


_TURN_WORDS: Final = {L.YourTurn: "Your Turn", L.OpponentsTurn: "Opponent's Turn"}


def blocking_phrase(line: str, ctx: Ctx) -> str | None:
    """The words that really block `line` (None: it reads): every way of
    reading it is tried, and the one that read furthest stopped here;
    where that is (nearly) the whole line, the first smaller piece of it
    that no form reads."""
    found = _furthest(line, ctx)
    if found is not None:                 # an option of "Choose one:", without its bullet
        found = re.sub(r"^\.?\n[•-] ", "", found)
    if found is None or len(found.split()) <= _FEW_WORDS or len(found) < len(line) * 3 // 4:
        return found
    return _unread_piece(line, ctx) or found


def _furthest(line: str, ctx: Ctx) -> str | None:
    """The words after the furthest reading of `line` (None: it reads)."""
    core._STOPS.append([])
    core._READ_UP_TO.append([])
    try:
        read_line(line, ctx)
        return None
    except Unreadable as e:
        # the words after the furthest form read, where they are words of
        # the line still to read (not its final period)
        rests = [r.lstrip(" ,") for r in core._READ_UP_TO[-1]
                 if line.endswith(r) and r.strip(" .,")]
        return min(core._STOPS[-1] + rests + [e.phrase], key=len)
    finally:
        core._STOPS.pop()
        core._READ_UP_TO.pop()


# a blame of this many words or fewer is precise enough as it is
_FEW_WORDS: Final = 4
# a body that reads, to try a prefix of brackets on its own
_PLAIN_BODY: Final = " Draw 1 card."


def _reads(piece: str, ctx: Ctx) -> bool:
    """Whether some form reads `piece`: as a line, as the body of one, or
    as the steps of a body."""
    for attempt in (lambda: read_line(piece, ctx), lambda: read_line("[On Play] " + piece, ctx),
                    lambda: read_body(piece, ctx)):
        try:
            attempt()
            return True
        except Unreadable:
            continue
    return False


def _unread_piece(line: str, ctx: Ctx) -> str | None:
    """When the furthest reading blames (nearly) the whole line: the first
    smaller piece of it that no form reads: its prefix of brackets, an
    option of "Choose one:", a sentence, or the words after a condition
    ("If ..., <words>") or the condition itself.  None: no part reads."""
    prefix = re.match(r"(?:\[[^\]]*\] ?)+", line)
    body = line
    if prefix and prefix.end() < len(line):
        head = prefix.group(0).rstrip()
        if not _reads(head + _PLAIN_BODY, ctx):
            return head
        body = line[prefix.end():]
    # the options of "Choose one:" (the heading reads with any option that does)
    pieces = [p.lstrip("•- ") for p in body.split("\n") if not p.endswith("one:")]
    sentences = [x for p in pieces for x in re.split(r"(?<=\.) (?=[A-Z])", p) if x]
    if len(sentences) < 2 and not prefix:
        sentences = sentences or [body]
    for sentence in sentences:
        plain = sentence[len("Then, "):] if sentence.startswith("Then, ") else sentence
        plain = plain[:1].upper() + plain[1:]
        if _reads(plain, ctx):
            continue
        m = re.match(r"(If [^,]+), (.+)", plain)
        if m:
            rest = m.group(2)[:1].upper() + m.group(2)[1:]
            if _reads(rest, ctx):
                return m.group(1) + ","
            return (_unread_piece(rest, ctx) if rest != line else None) or _within(rest, ctx)
        return _within(sentence, ctx) if sentence != line else None
    return None


def _within(sentence: str, ctx: Ctx) -> str:
    """A sentence no form reads, or the words in it where its furthest
    reading stopped, when that is shorter."""
    inner = _furthest("[On Play] " + sentence[:1].upper() + sentence[1:], ctx)
    return inner if inner and len(inner) < len(sentence) and inner.strip(" .,") else sentence


def render_line(part: Any, ctx: Ctx) -> str | None:
    """One line of card text, or None where no form writes `part`."""
    with rendering():          # the copies it words are dropped afterwards
        return _render_line(part, ctx)


def _render_line(part: Any, ctx: Ctx) -> str | None:
    if isinstance(part, str):
        return f"[{part}]"
    if isinstance(part, tuple) and part and isinstance(part[0], L.Static):
        return render_rule_and_start(part, ctx)     # a deck rule and a start-of-game effect
    if isinstance(part, tuple):                     # "[A]/[B] ..."
        return _render_two_timings(part, ctx)
    if isinstance(part, L.Static):
        return render_static(part, ctx)
    return render_ability(part, ctx)


# used inside functions only: imported last, the modules import each other
from ..compiler import declined_before_activation  # noqa: E402
from .permanent import (_FACE_UP_TO_DECK, _effect_words, _read_other_static,
                        _read_static_or_postfix, _render_attack_only, _render_play_cost,
                        read_rule_and_start, render_deck_excludes, render_rule_and_start,
                        render_counter,
                        _render_rule_text, _render_static_and_targets, _render_static_sentences)  # noqa: E402
from .replacement import _read_replacement, _render_replacement  # noqa: E402
