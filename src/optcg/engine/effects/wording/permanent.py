"""Permanent effects (`language.Static` and kin) and rule texts."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Final

from .. import language as L
from ..phrasing import made, replace, wording
from .core import Ctx, KEYWORDS, SLOTS, Unreadable, _render_signed
from .targets import _target_reader
from .filters import _read_cards, render_cards
from .conditions import _read_counted, _render_counted, read_condition, render_condition
from .sentences import _cap, _uncap, read_body, render_body
from .lines import render_static
from .deck_rules import read_deck_rule, render_deck_rule, render_deck_rule_pair


# -- more permanent effects and rule texts ----------------------------

# -- "+1000 power for every 2 Events in your trash" --
def _every_words(e: L.StaticPower, ctx: Ctx) -> str | None:
    """"2 Events in your trash", or "card in your hand" for every single one."""
    counted = _render_counted(e.per, True, ctx)
    if counted is None or e.per_count < 1:
        return None
    if wording(e, "word") == "of your":         # "for every 3 of your rested DON!! cards"
        return f"{e.per_count} of your {counted}" if e.per_count > 1 else None
    if e.per_count > 1:
        return f"{e.per_count} {counted}"
    return "card" + counted[len("cards"):] if counted.startswith("cards ") else None


def _read_every(t: Any, amount: int, s: str, ctx: Ctx) -> Iterator[L.StaticPower]:
    """The rest of "+N power for every ..." up to the final period."""
    m = re.match(r"(\d+) of your ", s)
    if m and int(m.group(1)) > 1:
        for what, rest in _read_counted(s[m.end():], L.YOU, ctx):
            if rest == ".":
                yield made(L.StaticPower, t, amount, per=what, per_count=int(m.group(1)),
                           word="of your")
    m = re.match(r"(\d+) ", s)
    count, text = (int(m.group(1)), s[m.end():]) if m else (1, s)
    if count == 1:
        if not text.startswith("card "):
            return
        text = "cards " + text[len("card "):]
    for what, rest in _read_counted(text, L.YOU, ctx):
        if rest == ".":
            yield L.StaticPower(t, amount, per=what, per_count=count)


# "this Character's base power becomes the same as your Leader's base power"
_SAME_AS_LEADER: Final = "the same as your Leader's base power"

# "+1000 power for each of your Characters with a different card name"
_OTHER_NAMED: Final = "your Characters with a different card name"


def _effect_words(e: Any, verb: str, ctx: Ctx) -> str | None:
    """A permanent effect's words after its target ("gains +1000 power")."""
    more = _static_body(e, verb)
    if more is not None:
        return more
    if isinstance(e, L.StaticPower) and isinstance(e.per, L.OtherNamedCharacters):
        if e.per != L.OtherNamedCharacters() or e.per_count != 1:
            return None
        return f"{verb} {_render_signed(e.amount, ctx)} power for each of {_OTHER_NAMED}"
    if isinstance(e, L.StaticPower) and e.per is not None:
        every = _every_words(e, ctx)
        return None if every is None else \
            f"{verb} {_render_signed(e.amount, ctx)} power for every {every}"
    if isinstance(e, L.StaticPower):
        return f"{verb} {_render_signed(e.amount, ctx)} power"
    if isinstance(e, L.StaticBasePower) and e.same_as_leader:
        return None if e.value else f"base power becomes {_SAME_AS_LEADER}"
    if isinstance(e, L.StaticBasePower):             # after "'s": render_static
        return f"base power becomes {e.value}"
    if isinstance(e, L.StaticKeyword):
        return f"{verb} [{e.keyword}]"
    if isinstance(e, L.CannotBeKOd):
        how = {None: "", "battle": " in battle", "effects": " by effects",
               L.BY_OPPONENTS_EFFECTS: " by your opponent's effects"}[e.by]
        if e.against is not None:
            if e.by != L.BY_BATTLE:
                return _protected_by_source(e)
            return f"cannot be K.O.'d in battle by {_against_words(e.against)}"
        return f"cannot be K.O.'d{how}"
    if isinstance(e, L.StaticCannotBeRested):
        if e.against is None:
            return f"cannot be rested by {_OPPONENTS_EFFECTS}"
        return (f"cannot be rested by your opponent's {_LEADER_AND_CHARACTER} effects"
                if e.against == L.Against() and wording(e.against, "noun") == _LEADER_AND_CHARACTER
                else None)
    return None


# -- protections from the effects of some cards only ("cannot be K.O.'d by
# effects of Characters without the <Special> attribute") --
_OPPONENTS_EFFECTS: Final = "your opponent's effects"
_LEADER_AND_CHARACTER: Final = "Leader and Character"
_BASE_POWER_AT_MOST: Final = re.compile(r"(Characters|Leaders) with (\d+) base power or less")


def _protected_by_source(e: L.CannotBeKOd) -> str | None:
    """"cannot be K.O.'d by effects of [your opponent's] <cards>"."""
    if e.against is None or e.by not in (L.BY_EFFECTS, L.BY_OPPONENTS_EFFECTS):
        return None
    whose = "your opponent's " if e.by == L.BY_OPPONENTS_EFFECTS else ""
    a = e.against
    if a.base_power_max is not None:
        noun = wording(a, "noun")
        if a.attribute is not None or _AGAINST_NOUNS.get(noun) != a.categories \
                or len(a.categories) != 1:
            return None
        cards = f"{noun} with {a.base_power_max} base power or less"
    else:
        words = _against_words(a)
        if words is None:
            return None
        cards = words
    return f"cannot be K.O.'d by effects of {whose}{cards}"


def _read_source(s: str) -> tuple[L.Against, str] | None:
    """The cards whose effects a protection holds against, and the rest."""
    m = _BASE_POWER_AT_MOST.match(s)
    if m:
        a = made(L.Against, _AGAINST_NOUNS[m.group(1)], base_power_max=int(m.group(2)),
                 noun=m.group(1))
        return a, s[m.end():]
    return _read_against(s)


def _read_protection(t: Any, remainder: str) -> Iterator[tuple[Any, str]]:
    """Protections from some effects only: "cannot be K.O.'d by effects of
    <cards>", "cannot be K.O.'d or rested by your opponent's effects",
    "cannot be rested by your opponent's [Leader and Character] effects",
    "cannot be removed from the field by your effects"."""
    for words, by in ((" cannot be K.O.'d by effects of your opponent's ", L.BY_OPPONENTS_EFFECTS),
                      (" cannot be K.O.'d by effects of ", L.BY_EFFECTS)):
        if remainder.startswith(words):
            got = _read_source(remainder[len(words):])
            if got is not None:
                yield L.CannotBeKOd(t, by, got[0]), got[1]
    words = f" cannot be K.O.'d or rested by {_OPPONENTS_EFFECTS}"
    if remainder.startswith(words):
        pair = (L.CannotBeKOd(t, L.BY_OPPONENTS_EFFECTS), L.StaticCannotBeRested(t))
        yield made(L.StaticAnd, pair, joined="or"), remainder[len(words):]
    words = f" cannot be rested by {_OPPONENTS_EFFECTS}"
    if remainder.startswith(words):
        yield L.StaticCannotBeRested(t), remainder[len(words):]
    words = f" cannot be rested by your opponent's {_LEADER_AND_CHARACTER} effects"
    if remainder.startswith(words):
        a = made(L.Against, noun=_LEADER_AND_CHARACTER)
        yield L.StaticCannotBeRested(t, a), remainder[len(words):]
    words = " cannot be removed from the field by your effects"
    if remainder.startswith(words):
        yield L.CannotBeRemoved(t, L.BY_YOUR_EFFECTS), remainder[len(words):]


_AGAINST_NOUNS = {"cards": (L.LEADER, L.CHARACTER), "Leaders or Characters": (L.LEADER, L.CHARACTER),
                  "Characters": (L.CHARACTER,), "Leaders": (L.LEADER,)}


def _against_words(a: L.Against) -> str | None:
    noun = wording(a, "noun")
    if _AGAINST_NOUNS.get(noun) != a.categories:
        return None
    if a.attribute is None:
        return noun if not a.without and noun != "cards" else None
    attr = f"＜{a.attribute}＞" if wording(a, "wide") else f"<{a.attribute}>"
    if a.without:
        return f"{noun} without the {attr} attribute"
    return f"{attr} attribute {noun}"


_AGAINST = re.compile(r"(?:(?P<a1>[<＜][^>＞]+[>＞]) attribute (?P<n1>cards|Leaders or Characters|"
                      r"Characters|Leaders)|(?P<n2>Characters|Leaders) without the "
                      r"(?P<a2>[<＜][^>＞]+[>＞]) attribute|(?P<n3>Leaders|Characters))")


def _read_against(s: str) -> tuple[L.Against, str] | None:
    m = _AGAINST.match(s)
    if not m:
        return None
    attr = m.group("a1") or m.group("a2")
    noun = m.group("n1") or m.group("n2") or m.group("n3")
    a = made(L.Against, _AGAINST_NOUNS[noun], attr[1:-1] if attr else None, bool(m.group("a2")),
             wide=bool(attr) and attr[0] == "＜", noun=noun)
    return a, s[m.end():]


def _read_one_static(t: Any, remainder: str) -> Iterator[tuple[Any, str]]:
    """One permanent effect after the target, and the text after it."""
    m = re.match(r"'s base power becomes (\d+)", remainder)
    if m:
        yield L.StaticBasePower(t, int(m.group(1))), remainder[m.end():]
    words = "'s base power becomes " + _SAME_AS_LEADER
    if remainder.startswith(words):
        yield L.StaticBasePower(t, 0, same_as_leader=True), remainder[len(words):]
    for verb in (" gains ", " gain "):
        if remainder.startswith(verb):
            after = remainder[len(verb):]
            m = re.match(r"([+−])(\d+) power", after)
            if m:
                n = int(m.group(2))
                yield L.StaticPower(t, n if m.group(1) == "+" else -n), after[m.end():]
            m = re.match(r"\+(\d+) cost", after)
            if m:
                yield L.StaticCost(t, int(m.group(1))), after[m.end():]
            for k in KEYWORDS:
                if after.startswith(f"[{k}]"):
                    yield L.StaticKeyword(t, k), after[len(k) + 2:]
    for words, by in ((" cannot be K.O.'d in battle", L.BY_BATTLE),
                      (" cannot be K.O.'d by effects", L.BY_EFFECTS),
                      (" cannot be K.O.'d by your opponent's effects", L.BY_OPPONENTS_EFFECTS),
                      (" cannot be K.O.'d", None)):
        if remainder.startswith(words):
            yield L.CannotBeKOd(t, by), remainder[len(words):]
            if by == L.BY_BATTLE and remainder[len(words):].startswith(" by "):
                got = _read_against(remainder[len(words) + 4:])
                if got is not None:
                    yield L.CannotBeKOd(t, by, got[0]), got[1]
    for effect in _read_static_body(t, remainder[:remainder.find(".") + 1] if "." in remainder else remainder):
        yield effect, "."
    yield from _read_refresh_lock_or_cost_per(t, remainder)
    words = " cannot be removed from the field by your opponent's effects"
    if remainder.startswith(words):
        yield L.CannotBeRemoved(t), remainder[len(words):]
    yield from _read_protection(t, remainder)


def _read_static_and(t: Any, remainder: str) -> Iterator[Any]:
    """"<effect> and <effect>.": the second may share the verb "gains"."""
    for first, rest in _read_one_static(t, remainder):
        if not rest.startswith(" and "):
            continue
        after = rest[len(" and "):]
        for prefix in (" ", " gains ", " gain "):
            for second, end in _read_one_static(t, prefix + after):
                if end == ".":
                    yield L.StaticAnd((first, second))


def _static_body(e: Any, verb: str) -> str | None:
    """The words after the target of a permanent effect."""
    if isinstance(e, L.StaticCost) and e.per is not None:
        return _cost_per_words(e, verb)
    if isinstance(e, L.RefreshLock):
        return _REFRESH_LOCK_WORDS
    if isinstance(e, L.StaticCost):
        return f"{verb} {_render_signed(e.amount, Ctx())} cost" if e.amount >= 0 else None
    if isinstance(e, L.StaticCannotAttack):
        return "cannot attack"
    if isinstance(e, L.StaticAttackActive):
        return ("can also attack your opponent's active Characters" if wording(e, "opponents")
                else "can also attack active Characters")
    if isinstance(e, L.StaticAttackCharactersWhenPlayed):
        return f"can attack Characters on the turn in which {wording(e, 'word')} played"
    if isinstance(e, L.StaticNoLeaderAttackWhenPlayed):
        return "cannot attack a Leader on the turn in which it is played"
    if isinstance(e, L.CannotBeRemoved):
        if e.by == L.BY_YOUR_EFFECTS:
            return "cannot be removed from the field by your effects"
        return "cannot be removed from the field by your opponent's effects"
    return None


def _read_static_body(t: Any, remainder: str) -> Iterator[Any]:
    """Permanent effects on targets: `remainder` is the text after the target."""
    m = re.fullmatch(r" gains? \+(\d+) cost\.", remainder)
    if m:
        yield L.StaticCost(t, int(m.group(1)))
    if remainder == " cannot attack.":
        yield L.StaticCannotAttack(t)
    if remainder == " can also attack active Characters.":
        yield L.StaticAttackActive(t)
    if remainder == " can also attack your opponent's active Characters.":
        yield made(L.StaticAttackActive, t, opponents=True)
    if remainder == " can attack Characters on the turn in which it is played.":
        yield L.StaticAttackCharactersWhenPlayed(t)
    if remainder == " cannot attack a Leader on the turn in which it is played.":
        yield L.StaticNoLeaderAttackWhenPlayed(t)
    if remainder == " can attack Characters on the turn in which they are played.":
        yield made(L.StaticAttackCharactersWhenPlayed, t, word="they are")
    if remainder == " cannot be K.O.'d by effects.":
        yield L.CannotBeKOd(t, "effects")
    if remainder == " cannot be K.O.'d by your opponent's effects.":
        yield L.CannotBeKOd(t, L.BY_OPPONENTS_EFFECTS)
    if remainder == " cannot be K.O.'d.":
        yield L.CannotBeKOd(t, None)


_UNDER_RULES = "Under the rules of this game, "
_ANY_NUMBER = "you may have any number of this card in your deck."


_DECK_BAN: Final = re.compile(r"Under the rules of this game, you cannot include (cards|Events) "
                              r"with a cost of (\d+) or more in your deck\.")


_PLAYED_RESTED: Final = "Your Character cards are played rested."
_ON_PLAY_NEGATED: Final = "Your [On Play] effects are negated."


def _render_rule_text(e: Any) -> str | None:
    if isinstance(e, (L.DeckOnly, L.DonDeckSize)):
        return render_deck_rule(e)
    if isinstance(e, L.PlayedRested):
        return _PLAYED_RESTED
    if isinstance(e, L.OnPlayNegated):
        return _ON_PLAY_NEGATED if e.player == L.YOU and not e.duration else None
    if isinstance(e, L.AnyNumberInDeck):
        return _UNDER_RULES + _ANY_NUMBER
    if isinstance(e, L.DeckOutWins):
        return _DECK_OUT_WINS
    if isinstance(e, L.DeckOutAtEndOfTurn):
        return _DECK_OUT_AT_END
    names = ", ".join(f"[{n}]" for n in e.names[:-1])
    names = f"{names} and [{e.names[-1]}]" if names else f"[{e.names[-1]}]"
    if wording(e, "rules_word") == "before":
        return f"{_UNDER_RULES}also treat this card's name as {names}."
    return f"Also treat this card's name as {names} according to the rules."


_DECK_OUT_AT_END: Final = (_UNDER_RULES + "you do not lose when your deck has 0 cards. You lose "
                            "at the end of the turn in which your deck becomes 0 cards.")
_DECK_OUT_WINS: Final = ("When your deck is reduced to 0, you win the game instead of losing, "
                         "according to the rules.")


def _read_rule_text(line: str) -> L.Static | None:
    deck_rule = read_deck_rule(line)
    if isinstance(deck_rule, L.Static):
        return deck_rule
    if line == _UNDER_RULES + _ANY_NUMBER:
        return L.Static(L.AnyNumberInDeck())
    if line == _DECK_OUT_WINS:
        return L.Static(L.DeckOutWins())
    if line == _DECK_OUT_AT_END:
        return L.Static(L.DeckOutAtEndOfTurn())
    if line == _PLAYED_RESTED:
        return L.Static(L.PlayedRested())
    if line == _ON_PLAY_NEGATED:
        return L.Static(L.OnPlayNegated())
    ban = _DECK_BAN.fullmatch(line)
    if ban:
        categories = (L.EVENT,) if ban.group(1) == "Events" else ()
        return L.Static(L.DeckExcludes(L.Cards(L.YOU, L.DECK, categories,
                                               cost_min=int(ban.group(2)))))
    m = re.fullmatch(r"(Under the rules of this game, also|Also) treat this card's name as "
                     r"((?:\[[^\]]+\](?:, | and )?)+)( according to the rules)?\.", line)
    if m:
        names = tuple(re.findall(r"\[([^\]]+)\]", m.group(2)))
        part = L.Static(made(L.AlsoNamed, names,
                             rules_word="before" if m.group(1) != "Also" else "after"))
        if render_static(part, Ctx()) == line:
            return part
    return None


# "Under the rules of this game, you cannot include Events with a cost of 2
# or more in your deck and at the start of the game, <body>": a deck rule and
# a start-of-game effect (CR 5-2-1-5-1) in one sentence, read as a pair
_DECK_EXCLUDES: Final = re.compile(_UNDER_RULES + r"you cannot include (Events|Characters|Stages) "
                                   r"with a cost of (\d+) or more in your deck and at the start "
                                   r"of the game, (.+)")
_CATEGORY_NOUNS: Final = {"Events": L.EVENT, "Characters": L.CHARACTER, "Stages": L.STAGE}


def read_rule_and_start(line: str, ctx: Ctx) -> tuple | None:
    """(Static(DeckExcludes), the start-of-game Ability) of such a line, or
    a deck rule and another rule in one sentence (deck_rules)."""
    pair = read_deck_rule(line)
    if isinstance(pair, tuple):
        return pair
    m = _DECK_EXCLUDES.fullmatch(line)
    if not m:
        return None
    steps, joins = read_body(_cap(m.group(3)), ctx)
    excluded = L.Cards(L.YOU, L.DECK, (_CATEGORY_NOUNS[m.group(1)],), cost_min=int(m.group(2)))
    return (L.Static(L.DeckExcludes(excluded)),
            made(L.Ability, L.START_OF_GAME, steps=steps, joins=joins))


def render_deck_excludes(e: L.DeckExcludes) -> str | None:
    """The deck rule alone, "Under the rules of this game, you cannot include
    Events with a cost of 2 or more in your deck."."""
    c = e.cards
    nouns = ["cards"] if not c.categories else \
        [k for k, v in _CATEGORY_NOUNS.items() if (v,) == c.categories]
    if not nouns or c.cost_min is None \
            or c != L.Cards(L.YOU, L.DECK, c.categories, cost_min=c.cost_min):
        return None
    return (f"{_UNDER_RULES}you cannot include {nouns[0]} with a cost of {c.cost_min} or more "
            f"in your deck.")


def render_rule_and_start(part: tuple, ctx: Ctx) -> str | None:
    if part and isinstance(part[0], L.Static) and isinstance(part[0].effect, L.DeckOnly):
        return render_deck_rule_pair(part)
    if len(part) != 2 or not isinstance(part[0], L.Static) \
            or not isinstance(part[0].effect, L.DeckExcludes) or part[0].conditions \
            or not isinstance(part[1], L.Ability) or part[1].timing != L.START_OF_GAME:
        return None
    rule, a = render_deck_excludes(part[0].effect), part[1]
    if rule is None or a.cost or a.conditions or a.once_per_turn:
        return None
    body = render_body(a.steps, wording(a, "joins"), ctx)
    if body is None:
        return None
    return f"{rule[:-1]} and at the start of the game, {_uncap(body)}"


_COUNTER_OF: Final = re.compile(r"The counter of all of (your .+) in your hand becomes \+(\d+)\.")


def _read_counter(s: str, ctx: Ctx) -> Iterator[L.Static]:
    """"The counter of all of your Character cards with 8000 power in your
    hand becomes +2000."."""
    m = _COUNTER_OF.fullmatch(s)
    if m:
        described = "2 " + m.group(1)[len("your "):] + " from your hand"
        for (c, _, _), rest in _read_cards(described, ctx, L.HAND, every=False):
            if rest == "" and c.owner == L.YOU:
                yield L.Static(L.StaticCounter(L.Every(c), int(m.group(2))))


# "All Character cards in your hand without a Counter have a +1000 Counter."
# "All of your {X} type Character cards without a Counter have a +1000
# Counter, according to the rules.": the cards of the hand without a printed
# Counter (Cards.no_counter) get this one
_HAVE_COUNTER: Final = re.compile(r"All (of your )?(.+?)( in your hand)? without a Counter have a "
                                  r"\+(\d+) Counter(, according to the rules)?\.")
_HAVE_WORDS: Final = {"in your hand": ("All ", " in your hand", ""),
                      "rules": ("All of your ", "", ", according to the rules")}


def _read_have_counter(s: str, ctx: Ctx) -> Iterator[L.Static]:
    m = _HAVE_COUNTER.fullmatch(s)
    if not m:
        return
    word = "rules" if m.group(1) else "in your hand"
    described = f"2 {m.group(2)} without a Counter from your hand"
    for (c, _, _), rest in _read_cards(described, ctx, L.HAND, every=False):
        if rest == "" and c.owner == L.YOU and c.no_counter:
            yield L.Static(made(L.StaticCounter, L.Every(c), int(m.group(4)), word=word))


def render_counter(e: L.StaticCounter, ctx: Ctx) -> str | None:
    if not isinstance(e.target, L.Every):
        return None
    text = render_cards(e.target.cards, ctx, None, False)
    from_hand = " from your hand"
    if text is None or not text.startswith("your ") or not text.endswith(from_hand):
        return None
    word = wording(e, "word")
    if word in _HAVE_WORDS:
        middle = " without a Counter"
        if not text.endswith(middle + from_hand):
            return None
        head, place, rules = _HAVE_WORDS[word]
        cards = text[len('your '):-len(middle + from_hand)]
        return f"{head}{cards}{place} without a Counter have a +{e.value} Counter{rules}."
    return f"The counter of all of {text[:-len(from_hand)]} in your hand becomes +{e.value}."


def _read_static(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static:
    if not conds:
        rule = _read_rule_text(s)
        if rule is not None:
            return rule
        for part in (*_read_counter(s, ctx), *_read_have_counter(s, ctx)):
            if render_static(part, ctx) == line:
                return part
    extra: tuple = ()
    for cond, rest in read_condition(_uncap(s), ctx):
        if rest.startswith(", "):
            extra, s = (cond,), rest[2:]
            break
    s = _uncap(s)
    m = re.fullmatch(r"give this card in your hand −(\d+) cost\.", s)
    if m:
        part = L.Static(L.HandCost(-int(m.group(1))), conditions=conds + extra)
        if render_static(part, ctx) == line:
            return part
    if s.startswith("give "):
        # "Give all of your opponent's Characters −1 cost."
        for t, rest in _target_reader()(s[len("give "):], ctx):
            m = re.fullmatch(r" −(\d+) cost\.", rest)
            if m:
                part = L.Static(L.StaticCost(t, -int(m.group(1))), conditions=conds + extra)
                if render_static(part, ctx) == line:
                    return part
            # "Give this Leader −1000 power."
            m = re.fullmatch(r" −(\d+) power\.", rest)
            if m:
                part = L.Static(made(L.StaticPower, t, -int(m.group(1)), word="give"),
                                conditions=conds + extra)
                if render_static(part, ctx) == line:
                    return part
    if s.startswith("set the base power of "):
        # "set the base power of all of your {X} type Characters to 7000."
        for t, rest in _target_reader()(s[len("set the base power of "):], ctx):
            m = re.fullmatch(r" to (\d+)\.", rest)
            if m:
                part = L.Static(L.StaticBasePower(t, int(m.group(1))), conditions=conds + extra)
                if render_static(part, ctx) == line:
                    return part
    # the words after the subject read furthest: what blocks the line when
    # nothing reads it (a permanent effect is read by no form)
    furthest = ""
    for t, rest in _target_reader()(s, ctx):
        if rest.strip(" .") and (not furthest or len(rest) < len(furthest)):
            furthest = rest.lstrip()
        for verb in (" gains ", " gain "):
            if not rest.startswith(verb):
                continue
            remainder = rest[len(verb):]
            effect: Any = None
            m = re.fullmatch(r"([+−])(\d+) power\.", remainder)
            if m:
                n = int(m.group(2))
                effect = L.StaticPower(t, n if m.group(1) == "+" else -n)
            m = re.fullmatch(r"\+(\d+) power for each of " + _OTHER_NAMED + r"\.", remainder)
            if m:
                effect = L.StaticPower(t, int(m.group(1)), per=L.OtherNamedCharacters())
            m = re.match(r"\+(\d+) power for every ", remainder)
            if m:
                for every in _read_every(t, int(m.group(1)), remainder[m.end():], ctx):
                    st = L.Static(every, conditions=conds + extra)
                    if render_static(st, ctx) == line:
                        return st
            for k in KEYWORDS:
                if remainder == f"[{k}].":
                    effect = L.StaticKeyword(t, k)
            if effect is not None:
                st = L.Static(effect, conditions=conds + extra)
                if render_static(st, ctx) == line:
                    return st
        if rest == " cannot be K.O.'d in battle.":
            return L.Static(L.CannotBeKOd(t, "battle"), conditions=conds + extra)
        for effect in _read_static_body(t, rest):
            part = L.Static(effect, conditions=conds + extra)
            if render_static(part, ctx) == line:
                return part
        for effect, end in _read_one_static(t, rest):
            part = L.Static(effect, conditions=conds + extra)
            if end == "." and render_static(part, ctx) == line:
                return part
        for effect in _read_static_and(t, rest):
            part = L.Static(effect, conditions=conds + extra)
            if render_static(part, ctx) == line:
                return part
    raise Unreadable(furthest or line)


def _read_static_or_postfix(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static:
    """A permanent effect, or one with its condition
    written after it ("This Character gains [Rush] if you have ...")."""
    try:
        return _read_static(s, conds, ctx, line)
    except Unreadable:
        for k in (s.find(" if "), s.find(" unless ")):     # "unless": L.NegatedIf
            if k < 0:
                continue
            head = s[:k] + "."
            for cond, rest in read_condition(s[k + 1:], ctx):
                if rest != ".":
                    continue
                try:
                    st = _read_static(head, conds, ctx, line[:len(line) - len(s)] + head)
                except Unreadable:
                    continue
                full = replace(st, conditions=st.conditions + (cond,), after=True)
                if render_static(full, ctx) == line:
                    return full
        raise


# -- permanent effects --

_REFRESH_LOCK_WORDS: Final = "do not become active in your and your opponent's Refresh Phases"


def _read_refresh_lock_or_cost_per(t: Any, remainder: str) -> Iterator[tuple[Any, str]]:
    """"gains +1 cost for every 4 cards in your trash" (StaticCost.per), "do
    not become active in your and your opponent's Refresh Phases"."""
    if remainder.startswith(" " + _REFRESH_LOCK_WORDS) and isinstance(t, L.Every):
        yield L.RefreshLock(t), remainder[len(_REFRESH_LOCK_WORDS) + 1:]
    for verb in (" gains ", " gain "):
        m = re.match(r"\+(\d+) cost for every ", remainder[len(verb):]) \
            if remainder.startswith(verb) else None
        if m:
            for every in _read_every(t, int(m.group(1)), remainder[len(verb) + m.end():], Ctx()):
                yield L.StaticCost(t, every.amount, every.per, every.per_count), "."


def _cost_per_words(e: L.StaticCost, verb: str) -> str | None:
    every = _every_words(L.StaticPower(e.target, e.amount, per=e.per,
                                       per_count=e.per_count), Ctx())
    if every is None or e.amount < 0:
        return None
    return f"{verb} {_render_signed(e.amount, Ctx())} cost for every {every}"


def _prefix_of(conds: tuple) -> list[str] | None:
    """The bracketed words of a permanent effect's prefix conditions."""
    out = [f"[DON!! x{c.count}]" for c in conds if isinstance(c, L.DonAttached)]
    out.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
               for c in conds if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    if len(out) != len(conds):
        return None
    return out


def _render_static_sentences(s: L.Static, ctx: Ctx) -> str | None:
    parts = s.effect.parts
    prefix = _prefix_of(s.conditions)
    if prefix is None or len(parts) < 2:
        return None
    texts = []
    for p in parts:
        if _prefix_of(p.conditions) not in (None, []) or isinstance(p.effect,
                                                                      L.StaticSentences):
            return None
        text = render_static(p, ctx)
        if text is None:
            return None
        texts.append(text)
    return " ".join(prefix + texts)


def _read_static_sentences(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    """"A. B.": two permanent effects under one prefix (L.StaticSentences)."""
    k = s.find(". ")
    while k > 0:
        first, second = s[:k + 1], s[k + 2:]
        try:
            a = _read_static_or_postfix(first, (), ctx, first)
            b = _read_static_or_postfix(second, (), ctx, second)
        except Unreadable:
            k = s.find(". ", k + 1)
            continue
        part = L.Static(L.StaticSentences((a, b)), conditions=conds)
        if render_static(part, ctx) == line:
            return part
        k = s.find(". ", k + 1)
    return None


_ATTACK_ONLY: Final = "your opponent cannot attack any card other than the Character "


def _render_attack_only(s: L.Static, ctx: Ctx) -> str | None:
    """"[Opponent's Turn] If this Character is rested, your opponent cannot
    attack any card other than the Character [Name]."""
    t = s.effect.target
    if not isinstance(t, L.Every) or len(t.cards.names) != 1 \
            or t.cards != L.Cards(L.YOU, names=t.cards.names):
        return None
    prefix = [f"[DON!! x{c.count}]" for c in s.conditions if isinstance(c, L.DonAttached)]
    prefix.extend("[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
                  for c in s.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn)))
    others = [c for c in s.conditions
              if not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn))]
    body = f"{_ATTACK_ONLY}[{t.cards.names[0]}]"
    if others:
        words = [render_condition(c, ctx) for c in others]
        if any(w is None for w in words):
            return None
        body = " and ".join(w for w in words if w) + ", " + body
    return " ".join(prefix + [_cap(body) + "."])


def _read_attack_only(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    extra: tuple = ()
    text = _uncap(s)
    for cond, rest in read_condition(text, ctx):
        if rest.startswith(", "):
            extra, text = (cond,), rest[2:]
            break
    m = re.fullmatch(re.escape(_ATTACK_ONLY) + r"\[([^\]]+)\]\.", text)
    if not m:
        return None
    part = L.Static(L.AttackOnly(L.Every(L.Cards(L.YOU, names=(m.group(1),)))),
                    conditions=conds + extra)
    return part if render_static(part, ctx) == line else None


def _read_other_static(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    """The permanent effects the other readers do not read (sentences, attack limits, targets)."""
    if s == _FACE_UP_TO_DECK and not conds:
        return L.Static(L.FaceUpLifeToDeck())
    return (_read_attack_only(s, conds, ctx, line) or _read_static_sentences(s, conds, ctx, line)
            or _read_static_and_targets(s, conds, ctx, line) or _read_play_cost(s, conds, ctx, line))


def _render_static_and_targets(s: L.Static, ctx: Ctx) -> str | None:
    """"this Character gains +1000 power, and all of your ... gain +2 cost":
    two permanent effects on different targets in one sentence."""
    e = s.effect
    if not isinstance(e, L.StaticAnd) or len(e.effects) != 2:
        return None
    texts = [render_static(L.Static(x), ctx) for x in e.effects]
    if any(t is None or not t.endswith(".") for t in texts):
        return None
    body = _uncap(texts[0][:-1]) + ", and " + _uncap(texts[1])
    prefix = _prefix_of(tuple(c for c in s.conditions
                              if isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn))))
    others = [c for c in s.conditions
              if not isinstance(c, (L.DonAttached, L.YourTurn, L.OpponentsTurn))]
    if prefix is None:
        return None
    if others:
        words = [render_condition(c, ctx) for c in others]
        if any(w is None for w in words):
            return None
        body = " and ".join(w for w in words if w) + ", " + body
    return " ".join(prefix + [_cap(body)])


def _read_static_and_targets(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    extra: tuple = ()
    text = _uncap(s)
    for cond, rest in read_condition(text, ctx):
        if rest.startswith(", "):
            extra, text = (cond,), rest[2:]
            break
    k = text.find(", and ")
    while k > 0:
        first, second = _cap(text[:k]) + ".", _cap(text[k + len(", and "):])
        try:
            a = _read_static(first, (), ctx, first)
            b = _read_static(second, (), ctx, second)
        except Unreadable:
            k = text.find(", and ", k + 1)
            continue
        if not a.conditions and not b.conditions:
            part = L.Static(L.StaticAnd((a.effect, b.effect)), conditions=conds + extra)
            if render_static(part, ctx) == line:
                return part
        k = text.find(", and ", k + 1)
    return None


_FACE_UP_TO_DECK: Final = ("Your face-up Life cards are placed at the bottom of your deck instead "
                           "of being added to your hand, according to the rules.")

# -- "[Your Turn] The cost of playing {X} type Character cards with a cost of 2
# or more from your hand will be reduced by 1." (L.PlayCostReduction) ----------------
# the cards are read as "all <cards> from your hand" (an Every in the hand)
_PLAY_COST_HEAD: Final = "the cost of playing "
_PLAY_COST_REDUCED: Final = re.compile(r" will be reduced by (\d+)\.")


def _read_play_cost(s: str, conds: tuple, ctx: Ctx, line: str) -> L.Static | None:
    text = _uncap(s)
    if not text.startswith(_PLAY_COST_HEAD):
        return None
    for t, rest in SLOTS["target in hand"].read("all " + text[len(_PLAY_COST_HEAD):], ctx):
        m = _PLAY_COST_REDUCED.fullmatch(rest)
        if m and isinstance(t, L.Every):
            part = L.Static(L.PlayCostReduction(t.cards, int(m.group(1))), conditions=conds)
            if render_static(part, ctx) == line:
                return part
    return None


def _render_play_cost(s: L.Static, ctx: Ctx) -> str | None:
    if any(not isinstance(c, (L.YourTurn, L.OpponentsTurn)) for c in s.conditions):
        return None
    cards = SLOTS["target in hand"].render(L.Every(s.effect.cards), ctx)
    head = next((h for h in ("all ", "your ") if cards and cards.startswith(h)), None)
    if cards is None or head is None:
        return None
    prefix = ["[Your Turn]" if isinstance(c, L.YourTurn) else "[Opponent's Turn]"
              for c in s.conditions]
    body = f"The cost of playing {cards[len(head):]} will be reduced by {s.effect.amount}."
    return " ".join(prefix + [body])
