"""Event timings: "When <event>, <body>" (`language.EVENT_TIMINGS`), and the
abilities that follow a battle ("If this Character battles ...")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Final

from .. import language as L
from ..phrasing import made, replace, worded, wording
from .core import Ctx, SLOTS, Unreadable
from .filters import _braced, _split_braced, said
from .targets import render_target
from .sentences import _read_clauses, _uncap, read_body, render_body
from .costs import _read_costs, render_cost


# -- event timings: "When <event>, <body>" (language.EVENT_TIMINGS) -------------

# How each event timing is written; "{this}" is the card ("this Character").
EVENT_WORDS: dict[str, str] = {
    L.WHEN_RESTED: "When {this} becomes rested",
    L.WHEN_DON_RETURNED: "When a DON!! card on your field is returned to your DON!! deck",
    L.WHEN_DON_RETURNED_BY_YOU: "When a DON!! card on your field is returned to your DON!! "
                                "deck by your effect",
    L.WHEN_2_DON_RETURNED: "When 2 or more DON!! cards on your field are returned to your "
                           "DON!! deck",
    L.WHEN_DRAW_OUTSIDE_DRAW_PHASE: "When you draw a card outside of your Draw Phase",
    L.WHEN_THIS_KOED: "When {this} is K.O.'d",
    L.WHEN_THIS_KOED_BY_EFFECT: "When {this} is K.O.'d by an effect",
    L.WHEN_THIS_KOED_BY_OPPONENT: "When {this} is K.O.'d by your opponent's effect",
    L.WHEN_CHARACTER_KOED: "When a Character is K.O.'d",
    L.WHEN_OPPONENT_CHARACTER_KOED: "When your opponent's Character is K.O.'d",
    L.WHEN_ATTACK_DEALS_DAMAGE: "When {this}'s attack deals damage to your opponent's Life",
    L.WHEN_OPPONENT_ACTIVATES_EVENT: "When your opponent activates an Event",
    L.WHEN_OPPONENT_ACTIVATES_BLOCKER: "When your opponent activates [Blocker]",
    L.WHEN_YOU_ACTIVATE_EVENT: "When you activate an Event",
    L.WHEN_ANY_DON_RETURNED: "When a DON!! card on the field is returned to your DON!! deck",
    L.WHEN_YOU_PLAY_CHARACTER: "When you play a Character",
    L.WHEN_OPPONENT_PLAYS_CHARACTER: "When your opponent plays a Character",
    L.WHEN_OPPONENT_CHARACTER_RETURNED_BY_YOU: "When your opponent's Character is returned "
                                               "to the owner's hand by your effect",
    L.WHEN_LIFE_ADDED_TO_HAND: "When a card is added to your hand from your Life",
    L.WHEN_LIFE_BECOMES_0: "When your number of Life cards becomes 0",
    L.WHEN_TRIGGER_ACTIVATES: "When a [Trigger] activates",
    L.WHEN_BATTLES_AND_KOS: "When {this} battles and K.O.'s your opponent's Character",
    L.WHEN_ATTACKS_LEADER: "When {this} attacks your opponent's Leader",
    L.WHEN_HAND_TRASHED_BY_EFFECT: "When a card is trashed from your hand by an effect",
    L.WHEN_GIVEN_DON: "When {this} or any of your Characters is given a DON!! card",
    L.WHEN_OPPONENT_LIFE_REMOVED: "When a card is removed from your opponent's Life cards",
    L.WHEN_ANY_LIFE_REMOVED: "When a card is removed from your or your opponent's Life cards",

    L.WHEN_YOU_DEAL_DAMAGE: "When you deal damage to your opponent's Life",
    L.WHEN_YOU_PLAY_VANILLA_FROM_HAND: "When you play a Character with no base effect from "
                                       "your hand",
    L.WHEN_CHARACTER_REMOVED_BY_YOU: "When a Character is removed from the field by your effect",
    L.WHEN_YOU_PLAY_TRIGGER_CHARACTER: "When you play a Character with a [Trigger]",
    L.WHEN_OPPONENT_ACTIVATES_EVENT_OR_TRIGGER: "When your opponent activates an Event or "
                                                "[Trigger]",
    L.WHEN_OPPONENT_CHARACTER_ATTACKS: "When your opponent's Character attacks",
    L.WHEN_THIS_RESTED_BY_OPPONENT: "When {this} is rested by your opponent's effect",
    L.WHEN_CHARACTER_RESTED_BY_YOU: "If a Character is rested by your effect",
}

# Other printed forms of an event timing, the same meaning: form k of the
# Ability's wording entry `event_form` is the k-th (from 1)
EVENT_VARIANTS: dict[str, tuple[str, ...]] = {
    L.WHEN_OPPONENT_ACTIVATES_BLOCKER: ("When your opponent activates a [Blocker]",),
}

# Event timings about some of your Characters (Ability.event_cards).
EVENT_CARD_WORDS: dict[str, str] = {
    L.WHEN_REMOVED_BY_OPPONENT: "When {cards} is removed from the field by your opponent's "
                                "effect",
    L.WHEN_DAMAGE_OR_CHARACTER_KOED: "When you take damage or {cards} is K.O.'d",
    L.WHEN_REMOVED_BY_OPPONENT_OR_KOED: "When {cards} is removed from the field by your "
                                        "opponent's effect or K.O.'d",
    L.WHEN_YOUR_CHARACTER_REMOVED: "When {cards} card is removed from the field",
}


_PLAYED_FROM_TRASH: Final = re.compile(r"When a \{([^}]+)\} type Character card is played "
                                       r"from your trash, ")


def _played_from_trash_cards(type_: str) -> L.Cards:
    return L.Cards(L.YOU, L.TRASH, categories=(L.CHARACTER,), types=(type_,))


def event_words(timing: str, ctx: Ctx, cards: Any = None, form: int = 0) -> str | None:
    if form:
        variants = EVENT_VARIANTS.get(timing, ())
        return variants[form - 1].replace("{this}", ctx.this) if form <= len(variants) else None
    if timing == L.WHEN_PLAYED_FROM_TRASH:
        if not isinstance(cards, L.Cards) or len(cards.types) != 1 \
                or cards != _played_from_trash_cards(cards.types[0]):
            return None
        return f"When a {{{cards.types[0]}}} type Character card is played from your trash"
    if timing == L.WHEN_THIS_BATTLES:
        return _render_battles_words(cards, ctx)
    if timing == L.WHEN_ONE_OF_YOUR_CHARACTERS_KOED:
        return _render_one_of_yours(cards, ctx)
    if timing == L.WHEN_OPPONENT_PLAYS_DESCRIBED_OR_BY_CHARACTER:
        return _render_plays_described(cards)
    if timing in EVENT_CARD_WORDS:
        which = _render_event_cards(cards)
        if which is None:
            return None
        return EVENT_CARD_WORDS[timing].replace("{cards}", which)
    words = EVENT_WORDS.get(timing)
    return words.replace("{this}", ctx.this) if words is not None else None


def _render_event_cards(c: Any) -> str | None:
    """"your Character", "your {X} type Character", "your Character with a
    type including "X"": the only descriptions an event names."""
    if c is None:
        return "your Character"
    if c == L.Cards(types=c.types) and c.types:
        return f"your {_braced(c.types, '{', '}')} type Character"
    if c == L.Cards(type_includes=c.type_includes) and c.type_includes:
        return f"your Character with a type including \"{c.type_includes}\""
    if c == L.Cards(base_power_min=c.base_power_min) and c.base_power_min is not None:
        return f"your Character with {c.base_power_min} base power or more"
    return None


_EVENT_CARDS = re.compile(r"your (?:((?:\{[^}]+\}(?: or )?)+) type Character|Character with a "
                          r"type including \"([^\"]+)\"|Character with (\d+) base power or more|"
                          r"Character)")

# -- "When this Character battles <X> attribute
# Characters, ..." (language.WHEN_THIS_BATTLES; the opponent's Characters
# of Ability.event_cards) ----------------------------------------------------------

_BATTLES_WORDS = re.compile(r"([<＜])([^>＞]+)[>＞] attribute Characters, ")


def _render_battles_words(c: Any, ctx: Ctx) -> str | None:
    if not isinstance(c, L.Cards) or len(c.attributes) != 1:
        return None
    if c != L.Cards(owner=L.OPPONENT, attributes=c.attributes):
        return None
    left, right = ("＜", "＞") if said(c, "wide_attributes") else ("<", ">")
    return f"When {ctx.this} battles {left}{c.attributes[0]}{right} attribute Characters"


def _read_battles_words(body: str, ctx: Ctx) -> Iterator[tuple[Any, str]]:
    head = f"When {ctx.this} battles "
    if not body.startswith(head):
        return
    m = _BATTLES_WORDS.match(body, len(head))
    if m:
        yield (worded(L.Cards(owner=L.OPPONENT, attributes=(m.group(2),)),
                      phrasing=("wide_attributes",) if m.group(1) == "＜" else ()),
               body[m.end():])


# -- "When one of your {X} type Characters [with ...] is K.O.'d, ..."
# (language.WHEN_ONE_OF_YOUR_CHARACTERS_KOED): the Characters read as a target

_ONE_OF = "When one of "
_ONE_OF_KOED = " is K.O.'d, "


def _render_one_of_yours(c: Any, ctx: Ctx) -> str | None:
    if not isinstance(c, L.Cards) or c.owner != L.YOU:
        return None
    text = render_target(L.Choose(c, L.up_to(1)), ctx)
    if text is None or not text.startswith("up to 1 of your "):
        return None
    return _ONE_OF + text[len("up to 1 of "):] + _ONE_OF_KOED[:-2]


def _read_one_of_yours(body: str, ctx: Ctx) -> Iterator[tuple[Any, str]]:
    if not body.startswith(_ONE_OF + "your "):
        return
    k = body.find(_ONE_OF_KOED)
    while k > 0:
        for t, rest in SLOTS["target"].read("up to 1 of " + body[len(_ONE_OF):k], ctx):
            if rest == "" and isinstance(t, L.Choose) and t.count == L.up_to(1) \
                    and t.cards.owner == L.YOU and t.chooser == L.YOU:
                yield t.cards, body[k + len(_ONE_OF_KOED):]
        k = body.find(_ONE_OF_KOED, k + 1)


# "when your opponent plays a Character with a base cost of 8 or more, or
# when your opponent plays a Character using a Character's effect"
# (L.WHEN_OPPONENT_PLAYS_DESCRIBED_OR_BY_CHARACTER; the base cost in event_cards)
_PLAYS_DESCRIBED: Final = ("When your opponent plays a Character with a base cost of {} or "
                           "more, or when your opponent plays a Character using a Character's "
                           "effect")
_PLAYS_DESCRIBED_READ: Final = re.compile(
    re.escape(_uncap(_PLAYS_DESCRIBED)).replace(r"\{\}", r"(\d+)") + r"\. ")


def _render_plays_described(c: Any) -> str | None:
    if not isinstance(c, L.Cards) or c.base_cost_min is None \
            or c != L.Cards(base_cost_min=c.base_cost_min):
        return None
    return _PLAYS_DESCRIBED.format(c.base_cost_min)


def read_activated_when_cards(rest: str) -> Iterator[tuple[str, Any, str]]:
    """(timing, cards, body) of "This effect can be activated when <an
    event about your Characters>. <body>" (EVENT_CARD_WORDS), or about the
    Characters the opponent plays."""
    head = "This effect can be activated "
    if not rest.startswith(head):
        return
    m = _PLAYS_DESCRIBED_READ.match(rest, len(head))
    if m:
        yield (L.WHEN_OPPONENT_PLAYS_DESCRIBED_OR_BY_CHARACTER,
               L.Cards(base_cost_min=int(m.group(1))), rest[m.end():])
    for timing, words in EVENT_CARD_WORDS.items():
        before, after = _uncap(words).split("{cards}")
        if not rest.startswith(before, len(head)):
            continue
        m = _EVENT_CARDS.match(rest, len(head) + len(before))
        if not m or not rest.startswith(after + ". ", m.end()):
            continue
        for cards, _ in _read_event_cards(timing, words.replace("{cards}", m.group(0)) + ", "):
            yield timing, cards, rest[m.end() + len(after) + 2:]


def _read_event_cards(timing: str, body: str) -> Iterator[tuple[Any, str]]:
    """(cards, rest after the event words and its comma) of an event about cards."""
    before, after = EVENT_CARD_WORDS[timing].split("{cards}")
    if not body.startswith(before):
        return
    m = _EVENT_CARDS.match(body, len(before))
    if not m:
        return
    cards: Any = None
    if m.group(1):
        cards = L.Cards(types=_split_braced(m.group(1), "{", "}"))
    elif m.group(2):
        cards = L.Cards(type_includes=m.group(2))
    elif m.group(3):
        cards = L.Cards(base_power_min=int(m.group(3)))
    if body.startswith(after + ", ", m.end()):
        yield cards, body[m.end() + len(after) + 2:]


def _render_event_ability(a: L.Ability, ctx: Ctx) -> str | None:
    """[DON!! xN] [Your Turn] [Once Per Turn] <costs>: When <event>, <body>."""
    words = event_words(a.timing, ctx, a.event_cards, wording(a, "event_form"))
    body = render_body(a.steps, wording(a, "joins"), ctx)
    if words is None or body is None:
        return None
    if any(not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn))
           for c in a.conditions):
        return None
    parts = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    text = f"{words}, {_uncap(body)}"
    if wording(a, "event_after"):
        text = f"{body[:-1]} {_uncap(words)}."
    if a.cost:
        costs = [render_cost(c, ctx) for c in a.cost]
        if any(c is None for c in costs):
            return None
        text = " ".join(c for c in costs if c) + ": " + text
    parts.append(text)
    return " ".join(parts)


def _event_forms() -> Iterator[tuple[str, int]]:
    """Each event timing with each of its printed forms (0: the usual)."""
    for timing in EVENT_WORDS:
        yield timing, 0
        for k in range(len(EVENT_VARIANTS.get(timing, ()))):
            yield timing, k + 1


def _read_event_ability(rest: str, conds: tuple, once: bool, ctx: Ctx) -> L.Ability | None:
    """The ability of a line whose timing is an event ("When ..., ..."), or
    None; Unreadable where its body stops reading."""
    last: Unreadable | None = None
    m = _PLAYED_FROM_TRASH.match(rest)
    if m:                   # "When a {X} type Character card is played from your trash, ..."
        steps, joins = read_body(rest[m.end():], ctx)
        played = made(L.Selected, L.REPLACED, word="that Character")      # the card played
        steps = tuple(replace(s, target=played) if getattr(s, "target", None)
                      == L.Selected() else s for s in steps)
        return made(L.Ability, L.WHEN_PLAYED_FROM_TRASH, steps=steps, conditions=conds,
                         once_per_turn=once, joins=joins,
                         event_cards=_played_from_trash_cards(m.group(1)))
    for costs, body in _read_costs(rest, ctx):
        for timing, form in _event_forms():
            words = event_words(timing, ctx, form=form)
            if words is None or not body.startswith(words + ", "):
                continue
            try:
                steps, joins = read_body(body[len(words) + 2:], ctx)
            except Unreadable as e:
                last = e
                continue
            return made(L.Ability, timing, steps=steps, cost=costs, conditions=conds,
                             once_per_turn=once, joins=joins, event_form=form)
        for timing in EVENT_WORDS:                  # "<body> when <event>."
            words = event_words(timing, ctx)
            after = f" {_uncap(words)}." if words is not None else ""
            if not after or not body.endswith(after) or "{" in after:
                continue
            try:
                steps, joins = read_body(body[:-len(after)] + ".", ctx)
            except Unreadable as e:
                last = e
                continue
            return made(L.Ability, timing, steps=steps, cost=costs, conditions=conds,
                             once_per_turn=once, joins=joins, event_after=True)
        for cards, rest_body in _read_one_of_yours(body, ctx):
            try:
                steps, joins = read_body(rest_body, ctx)
            except Unreadable as e:
                last = e
                continue
            return made(L.Ability, L.WHEN_ONE_OF_YOUR_CHARACTERS_KOED, steps=steps, cost=costs,
                        conditions=conds, once_per_turn=once, joins=joins,
                        event_cards=cards)
        for cards, rest_body in _read_battles_words(body, ctx):
            try:
                steps, joins = read_body(rest_body, ctx)
            except Unreadable as e:
                last = e
                continue
            return made(L.Ability, L.WHEN_THIS_BATTLES, steps=steps, cost=costs, conditions=conds,
                             once_per_turn=once, joins=joins, event_cards=cards)
        for timing in EVENT_CARD_WORDS:
            for cards, rest_body in _read_event_cards(timing, body):
                try:
                    steps, joins = read_body(rest_body, ctx)
                except Unreadable as e:
                    last = e
                    continue
                return made(L.Ability, timing, steps=steps, cost=costs, conditions=conds,
                                 once_per_turn=once, joins=joins, event_cards=cards)
    if last is not None:
        raise last
    return None


# -- "If this Character battles your opponent's Character, ..." (CR 7-1-5-2) ----------
# The effect resolves at the end of such a battle; the old wording puts
# [Once Per Turn] before the turn: "[DON!! x1] [Once Per Turn] [Your Turn] If ...".

_BATTLES = "If {this} battles your opponent's Character, "


def _render_end_of_battle(a: L.Ability, ctx: Ctx) -> str | None:
    battled = [c for c in a.conditions if isinstance(c, L.BattledCharacter)]
    if a.cost or len(battled) != 1:
        return None
    if wording(battled[0], "in_which"):
        return _render_in_which(a, ctx, battled[0])
    if battled[0].cards is not None:
        return None
    others = [c for c in a.conditions
              if not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn,
                                    L.BattledCharacter))]
    body = render_body(a.steps, wording(a, "joins"), ctx, sentence=False)
    if others or body is None:
        return None
    parts = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    parts.append(_BATTLES.format(this=ctx.this) + body + ".")
    return " ".join(parts)


def _read_end_of_battle(s: str, conds: tuple, once: bool, ctx: Ctx,
                        line: str) -> L.Ability | None:
    head = _BATTLES.format(this=ctx.this)
    if not s.startswith(head):
        return None
    for steps, joins, rest in _read_clauses(s[len(head):], ctx, sentence=False):
        if rest == ".":
            a = made(L.Ability, L.END_OF_BATTLE, steps=steps, once_per_turn=once, joins=joins,
                          conditions=conds + (L.BattledCharacter(),))
            if render_ability(a, ctx) == line:
                return a
    return None


EVENT_WORDS[L.WHEN_ATTACKS_OR_ATTACKED] = "When {this} attacks or is attacked"

# -- "At the end of a battle in which this Character
# battles your opponent's Character [with ...], <the opponent's Character you
# battled with> ..." (CR 7-1-5-2) -------------------------------------------------

_IN_WHICH = "At the end of a battle in which {this} battles your opponent's Character"

_CHARACTERS = "up to 1 of your opponent's Characters"


def _render_battle_qualifiers(c: Any, ctx: Ctx) -> str | None:
    """" with a cost of 5 or less" of the opponent's Character (None: any)."""
    if c is None:
        return ""
    text = render_target(L.Choose(c, L.up_to(1)), ctx)
    if text is None or not text.startswith(_CHARACTERS):
        return None
    return text[len(_CHARACTERS):]


def _read_battle_qualifiers(s: str, ctx: Ctx) -> Iterator[tuple[Any, str]]:
    """(Cards or None, the text after the qualifiers and their comma)."""
    if s.startswith(", "):
        yield None, s[2:]
    k = s.find(", ")
    while k > 0:
        for t, rest in SLOTS["target"].read(_CHARACTERS + s[:k], ctx):
            if rest == "" and isinstance(t, L.Choose) and t.count == L.up_to(1):
                yield t.cards, s[k + 2:]
        k = s.find(", ", k + 2)


def _render_in_which(a: L.Ability, ctx: Ctx, battled: L.BattledCharacter) -> str | None:
    others = [c for c in a.conditions
              if not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn,
                                    L.BattledCharacter))]
    body = render_body(a.steps, wording(a, "joins"), ctx, sentence=False)
    qualifiers = _render_battle_qualifiers(battled.cards, ctx)
    if others or body is None or qualifiers is None:
        return None
    parts = [f"[DON!! x{c.count}]" for c in a.conditions if isinstance(c, L.DonAttached)]
    parts.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                 for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    parts.append(_IN_WHICH.format(this=ctx.this) + qualifiers + ", " + body + ".")
    return " ".join(parts)


def _read_in_which(s: str, conds: tuple, once: bool, ctx: Ctx,
                   line: str) -> L.Ability | None:
    head = _IN_WHICH.format(this=ctx.this)
    if not s.startswith(head):
        return None
    for cards, body in _read_battle_qualifiers(s[len(head):], ctx):
        for steps, joins, rest in _read_clauses(body, ctx, sentence=False):
            if rest == ".":
                battled = made(L.BattledCharacter, cards, in_which=True)
                a = made(L.Ability, L.END_OF_BATTLE, steps=steps, once_per_turn=once, joins=joins,
                              conditions=conds + (battled,))
                if render_ability(a, ctx) == line:
                    return a
    return None


EVENT_WORDS[L.WHEN_OPPONENT_ACTIVATES_EVENT_OR_BLOCKER] = (
    "When your opponent activates an Event or [Blocker]")


# used inside functions only: imported last, the modules import each other
from .lines import render_ability  # noqa: E402
