"""Conditions: "if you have 2 or less Life cards", counts, comparisons, card
checks and their conjunctions."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Final

from .. import language as L
from ..phrasing import made, replace, worded, wording
from .filters import said
from .core import CONDITION_FORMS, Ctx, Form, Parse, SLOTS, Slot, _plain
from .filters import (ALL_CATEGORIES, _adjectives, _braced, _noun, _qualifiers, _read_cards,
                      _split_braced)
from .targets import _render_looked_one


# -- conditions --------------------------------------------------------------------

CONDITION_FORMS += [
    Form(L.YouDid, "if you do", priority=10),
    Form(L.DonOnFieldEither, "if you have {exactly:int} or {at_least:int} or more DON!! cards "
         "on your field", priority=20),
]

# "if your deck has 0 cards": every card of the deck counted (CR 3-3)
CONDITION_FORMS += [
    Form(L.Has, "if your deck has {count:int} cards",
         {"what": L.Cards(L.YOU, L.DECK, ALL_CATEGORIES), "compare": L.EXACTLY}, priority=25),
]


def _read_type(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"[^}]+", s)
    if m:
        yield m.group(0), s[m.end():]


SLOTS["type"] = Slot(_read_type, _plain)


def _read_name(s: str, ctx: Ctx) -> Parse:
    m = re.match(r"[^\]]+", s)
    if m:
        yield m.group(0), s[m.end():]


SLOTS["name"] = Slot(_read_name, _plain)

# -- the card a Look revealed (language.RevealedIs) -------------------

_REVEALED_WORDS = ("that card", "the revealed card", "that Character")


def _render_revealed(cond: L.RevealedIs, ctx: Ctx) -> str | None:
    c = replace(cond.cards, area=L.FIELD)
    if cond.cards.area != L.LOOKED or c.alt:
        return None
    head = wording(cond, "word")
    plain = replace(c, cost_min=None, cost_max=None, power_min=None, power_max=None)
    if head.endswith("'s type includes"):
        if c != L.Cards(L.YOU, categories=ALL_CATEGORIES, type_includes=c.type_includes) \
                or not c.type_includes:
            return None
        return f"if {head} \"{c.type_includes}\""
    if head.endswith(" has"):
        if plain != L.Cards(L.YOU, categories=ALL_CATEGORIES) or c == plain:
            return None
        return f"if {head} {_qualifiers(c, ctx)[len(' with '):]}"
    if head.endswith(" is"):
        desc = _render_looked_one(cond.cards, ctx, False)
        if desc is None:
            return None
        return f"if {head} {'an' if desc[:1] in 'AEIOU' else 'a'} {desc}"
    return None


def _read_revealed(s: str, ctx: Ctx) -> Parse:
    for who in _REVEALED_WORDS:
        if not s.startswith(f"if {who}"):
            continue
        rest = s[len(f"if {who}"):]
        m = re.match(r"'s type includes \"([^\"]+)\"", rest)
        if m:
            yield made(L.RevealedIs, L.Cards(L.YOU, L.LOOKED, ALL_CATEGORIES,
                                             type_includes=m.group(1)),
                       word=f"{who}'s type includes"), rest[m.end():]
        m = re.match(r" is an? ", rest)
        if m:
            for (c, _, _), remainder in _read_cards("1 " + rest[m.end():], ctx, None, False,
                                               implicit=True):
                yield made(L.RevealedIs, replace(c, area=L.LOOKED), word=f"{who} is"), remainder
        if rest.startswith(" has "):
            for (c, _, _), remainder in _read_cards("1 card with " + rest[len(" has "):], ctx,
                                               None, False, implicit=True):
                yield made(L.RevealedIs, replace(c, area=L.LOOKED), word=f"{who} has"), remainder


def render_condition(cond: Any, ctx: Ctx) -> str | None:
    if isinstance(cond, L.RevealedIs):
        return _render_revealed(cond, ctx)
    if isinstance(cond, L.BattledCharacter):
        return f"if {ctx.this} battles your opponent's Character"
    if isinstance(cond, L.BattledCharacterThisTurn):
        return f"if {ctx.this} battles your opponent's Character during this turn"
    for form in CONDITION_FORMS:
        text = form.render(cond, ctx)
        if text is not None:
            return text
    return _render_general_condition(cond, ctx)


def read_condition(s: str, ctx: Ctx, joined: bool = True) -> Parse:
    yield from _read_revealed(s, ctx)
    for form in CONDITION_FORMS:
        yield from form.read(s, ctx)
    if s.startswith(f"if {ctx.this} battles your opponent's Character during this turn"):
        yield L.BattledCharacterThisTurn(), s[len(f"if {ctx.this} battles your opponent's "
                                                  "Character during this turn"):]
    if s.startswith(f"if {ctx.this} battles your opponent's Character"):
        yield L.BattledCharacter(), s[len(f"if {ctx.this} battles your opponent's Character"):]
    yield from _read_general_condition(s, ctx, joined)


# -- general counts, comparisons, card checks, conjunctions --
# Each reader proposes nodes from the words and keeps only those that render
# back to exactly the words read, so the renderers below are the grammar.

_FIELD_NAMED = (L.LEADER, L.CHARACTER, L.STAGE)      # "If you have [Name]": any card
_AREA_NOUNS = {ALL_CATEGORIES: "cards", (L.EVENT,): "Events",
               (L.CHARACTER,): "Character cards"}
_IN_AREA = {L.HAND: "hand", L.TRASH: "trash", L.DECK: "deck"}
_SUBJECT_ELISIONS = ("if your Leader has the ", "if your Leader has ", "if your Leader is ",
                     "if your Leader ", "if there is a Character ",
                     "if your opponent has a Character ", "if you have a Character ",
                     "if you have ")


def _their(owner: str) -> str | None:
    return {L.YOU: "your", L.OPPONENT: "their", L.EITHER: "the"}.get(owner)


def _render_counted(what: Any, plural: bool, ctx: Ctx) -> str | None:
    """The cards a condition counts: "{Navy} type Characters", "Life cards",
    "Events in your trash", "rested DON!! cards", "DON!! cards on their field"."""
    s = "s" if plural else ""
    if isinstance(what, tuple):
        owner = _owner_of(what[0]) if what else L.ANY
        whose = _their(owner)
        life, hand = L.Cards(owner, L.LIFE, ALL_CATEGORIES), L.Cards(owner, L.HAND, ALL_CATEGORIES)
        if whose is None or what != (life, hand) or not plural:
            return None
        return f"cards in {whose} Life area and hand"
    if isinstance(what, L.RestedCards):
        return "rested cards" if plural else None
    if isinstance(what, L.DonCards) and what.given:
        return "given DON!! cards" if plural and what.rested is None else None
    if isinstance(what, L.DonCards):
        adjective = {None: "", True: "rested ", False: "active "}[what.rested]
        if what.rested is not None:
            return f"{adjective}DON!! card{s}"
        whose = _their(what.owner)
        return None if whose is None else f"DON!! card{s} on {whose} field"
    if not isinstance(what, L.Cards):
        return None
    c = what
    if c.area == L.LIFE:
        return f"Life card{s}" if c == L.Cards(c.owner, L.LIFE, ALL_CATEGORIES) else None
    if c.area in _IN_AREA:
        noun = _AREA_NOUNS.get(tuple(c.categories))
        whose = _their(c.owner)
        if noun is None or whose is None or not plural:
            return None
        return f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)} in {whose} {_IN_AREA[c.area]}"
    if c.area != L.FIELD:
        return None
    if c.names:
        noun = _braced(c.names, "[", "]")
        if c.categories == (L.CHARACTER,):
            noun += " Characters" if plural else " Character"
        elif c.categories == ALL_CATEGORIES and plural:
            # "2 or more [Name] cards": the same cards on the field as _FIELD_NAMED
            noun += " cards"
        elif c.categories != _FIELD_NAMED:
            return None
    elif wording(c, "noun") == _LEADER_OR_CHARACTER:
        if plural or c.categories != (L.LEADER, L.CHARACTER):
            return None
        noun = "Leader or Character"
    else:
        noun = _noun(c, plural)
        if noun is None:
            return None
    if c.rested is not None and c.types:
        # conditions write the state first: "rested {X} type Characters"
        state = "rested " if c.rested else "active "
        return f"{state}{_adjectives(replace(c, rested=None))}{noun}{_qualifiers(c, ctx)}"
    return f"{_adjectives(c)}{noun}{_qualifiers(c, ctx)}"


# "if your opponent has a Leader or Character with ...": the singular noun
# without "card" (a wording of the Cards)
_LEADER_OR_CHARACTER: Final = "leader or character"


def _owner_of(what: Any) -> str:
    if isinstance(what, tuple):
        return _owner_of(what[0]) if what else L.YOU
    return what.owner if isinstance(what, (L.Cards, L.DonCards, L.RestedCards)) else L.YOU


def _subject(owner: str, what: Any) -> str | None:
    if owner == L.YOU:
        return "you have"
    if owner == L.OPPONENT:
        return "your opponent has"
    if owner == L.EITHER:
        return "either you or your opponent has"
    if isinstance(what, L.Cards) and what.area == L.LIFE:
        return "you and your opponent have a total of"
    if isinstance(what, L.Cards) and what.area == L.FIELD:
        return "there is"
    return None


_ZERO_WORDS = {"don't have": ("you don't have", ""), "no": ("you have", "no ")}


def _render_has(cond: L.Has, ctx: Ctx) -> str | None:
    owner = _owner_of(cond.what)
    what_node = cond.what
    one = (cond.count, cond.compare) == (1, L.AT_LEAST)
    word = wording(cond, "word")
    if word in _ZERO_WORDS:
        if cond.compare != L.EXACTLY or cond.count != 0 or owner != L.YOU:
            return None
        subject, qty = _ZERO_WORDS[word]
        if word == "no" and isinstance(what_node, L.Cards) and what_node.other_than_this:
            # "no other [Name] Characters": none but this one
            what_node, qty = replace(what_node, other_than_this=False), "no other "
    elif word == "do not have":
        if cond.compare != L.LESS or owner != L.YOU:
            return None
        subject, qty = "you do not have", f"{cond.count} "
    else:
        found = _subject(owner, what_node)
        if found is None:
            return None
        subject = found
        if word in ("a", "an", "named", "any"):
            if not one:
                return None
            qty = {"a": "a ", "an": "an ", "named": "", "any": "any "}[word]
        elif cond.compare == L.AT_LEAST:
            qty = f"{cond.count} or more "
        elif cond.compare == L.AT_MOST:
            qty = f"{cond.count} or less "
        elif cond.compare == L.EXACTLY:
            qty = f"{cond.count} "
        else:
            return None
        if word == "a total of":
            qty = "a total of " + qty
    if subject == "there is" and word != "a":
        subject = "there are"
        if cond.compare not in (L.AT_LEAST, L.AT_MOST) or word:
            return None
    if word == "named" and not (isinstance(what_node, L.Cards) and what_node.names):
        return None
    if isinstance(what_node, L.DonCards) and what_node.given:
        # "any DON!! cards given" / "a total of 2 or more given DON!! cards"
        if word == "any":
            return f"if {subject} any DON!! cards given"
        if word != "a total of":
            return None
    # "if your opponent has 1 Life card": exactly one, the singular noun
    one_only = (cond.count, cond.compare, word) == (1, L.EXACTLY, "")
    what = _render_counted(what_node, word not in ("a", "an", "named") and not one_only, ctx)
    if what is None:
        return None
    where = ""
    if wording(cond, "on_field"):
        if not isinstance(cond.what, L.Cards) or cond.what.area != L.FIELD or owner != L.YOU:
            return None
        where = " on your field"
    return f"if {subject} {qty}{what}{where}"


def _read_counted(s: str, owner: str, ctx: Ctx) -> Parse:
    if s.startswith("cards in your Life area and hand"):
        yield ((L.Cards(owner, L.LIFE, ALL_CATEGORIES), L.Cards(owner, L.HAND, ALL_CATEGORIES)),
               s[len("cards in your Life area and hand"):])
    if s.startswith("rested cards"):
        yield L.RestedCards(owner), s[len("rested cards"):]
    for words in ("DON!! cards given", "given DON!! cards"):
        if s.startswith(words):
            yield L.DonCards(owner, given=True), s[len(words):]
    m = re.match(r"(active |rested )?DON!! cards?( on (?:your|their|the) field)?", s)
    if m:
        rested = {None: None, "active ": False, "rested ": True}[m.group(1)]
        yield L.DonCards(owner, rested), s[m.end():]
    m = re.match(r"Life cards?", s)
    if m:
        yield L.Cards(owner, L.LIFE, ALL_CATEGORIES), s[m.end():]
    for cats, noun in _AREA_NOUNS.items():
        m = re.match(re.escape(noun) + r" in (?:your|their) (hand|trash|deck)", s)
        if m:
            area = {v: k for k, v in _IN_AREA.items()}[m.group(1)]
            yield L.Cards(owner, area, cats), s[m.end():]
    state = re.match(r"(rested|active) (?=\{)", s)
    if state:
        for c, rest in _read_counted(s[state.end():], owner, ctx):
            if isinstance(c, L.Cards) and c.rested is None:
                yield replace(c, rested=state.group(1) == "rested"), rest
    if s.startswith("Leader or Character ") and not s.startswith("Leader or Character card"):
        for c, rest in _read_counted("Leader or Character card" + s[len("Leader or Character"):],
                                     owner, ctx):
            if isinstance(c, L.Cards) and c.categories == (L.LEADER, L.CHARACTER):
                yield replace(c, noun=_LEADER_OR_CHARACTER), rest
    for (c, _, _), rest in _read_cards("1 of your " + s, ctx, L.FIELD, every=False):
        c = replace(c, owner=owner)
        if c.names:
            yield replace(c, categories=_FIELD_NAMED), rest
            if rest.startswith(" cards"):
                yield replace(c, categories=ALL_CATEGORIES), rest[len(" cards"):]
            m = re.match(r" Characters?", rest)
            if m:
                for (q, _, _), after in _read_cards("1 of your [X]" + rest[m.end():], ctx,
                                                   L.FIELD, every=False):
                    yield replace(q, owner=owner, names=c.names, rested=c.rested,
                                  types=c.types, keyword=c.keyword,
                                  categories=(L.CHARACTER,)), after
        else:
            yield c, rest


def _quantities(s: str) -> Iterator[tuple[int, str, str, str]]:
    m = re.match(r"(\d+) or (more|less) ", s)
    if m:
        yield int(m.group(1)), L.AT_LEAST if m.group(2) == "more" else L.AT_MOST, "", s[m.end():]
    m = re.match(r"(\d+) ", s)
    if m:
        yield int(m.group(1)), L.EXACTLY, "", s[m.end():]


_HAS_SUBJECTS = (("you have ", L.YOU), ("your opponent has ", L.OPPONENT),
                 ("there is ", L.ANY), ("there are ", L.ANY), ("you and your opponent have a total of ", L.ANY),
                 ("you don't have ", L.YOU), ("you do not have ", L.YOU),
                 ("either you or your opponent has ", L.EITHER))


def _read_has(s: str, ctx: Ctx) -> Parse:
    for subject, owner in _HAS_SUBJECTS:
        if not s.startswith("if " + subject):
            continue
        rest = s[3 + len(subject):]
        quantities: list[tuple[int, str, str, str]] = []
        if subject == "you don't have ":
            quantities.append((0, L.EXACTLY, "don't have", rest))
        elif subject == "you do not have ":
            m = re.match(r"(\d+) ", rest)
            if m:
                quantities.append((int(m.group(1)), L.LESS, "do not have", rest[m.end():]))
        elif rest.startswith("a total of "):
            for count, compare, _, after in _quantities(rest[len("a total of "):]):
                quantities.append((count, compare, "a total of", after))
        else:
            quantities.extend(_quantities(rest))
            if rest.startswith("a "):
                quantities.append((1, L.AT_LEAST, "a", rest[2:]))
            if rest.startswith("an {"):                # "an {Admiral} type Character"
                quantities.append((1, L.AT_LEAST, "an", rest[3:]))
            if rest.startswith("no "):
                quantities.append((0, L.EXACTLY, "no", rest[3:]))
            if rest.startswith("["):
                quantities.append((1, L.AT_LEAST, "named", rest))
            if rest.startswith("any "):
                quantities.append((1, L.AT_LEAST, "any", rest[4:]))
        for count, compare, word, after in quantities:
            other = word == "no" and after.startswith("other ")
            if other:
                after = after[len("other "):]
            for what, remainder in _read_counted(after, owner, ctx):
                if other:
                    if not isinstance(what, L.Cards):
                        continue
                    what = replace(what, other_than_this=True)
                for on_field in (False, True):
                    if on_field:
                        if not remainder.startswith(" on your field"):
                            continue
                        remainder = remainder[len(" on your field"):]
                    cond = made(L.Has, what, count, compare, word=word, on_field=on_field)
                    if _render_has(cond, ctx) == s[:len(s) - len(remainder)]:
                        yield cond, remainder


def _render_compare(cond: L.Compare, ctx: Ctx) -> str | None:
    left, right = cond.left, cond.right
    if _owner_of(left) == _owner_of(right) or L.ANY in (_owner_of(left), _owner_of(right)):
        return None
    if wording(cond, "word") == "number":
        if cond.op != L.AT_MOST:
            return None
        how = "equal to or less than" if cond.by == 0 else f"at least {cond.by} less than"
        if left == L.Cards(L.YOU, L.HAND, ALL_CATEGORIES) and right == replace(left,
                                                                               owner=L.OPPONENT):
            return f"if the number of cards in your hand is {how} the number in your opponent's hand"
        if left == L.DonCards(L.YOU) and right == L.DonCards(L.OPPONENT):
            return (f"if the number of DON!! cards on your field is {how} the number on your "
                    "opponent's field")
        if not isinstance(left, L.Cards) or right != replace(left, owner=L.OPPONENT):
            return None
        what = _render_counted(left, True, ctx)
        if what is None or _owner_of(left) != L.YOU or left.area not in (L.FIELD, L.LIFE):
            return None
        return f"if the number of your {what} is {how} the number of your opponent's {what}"
    if cond.op not in (L.LESS, L.MORE) or cond.by != 0:
        return None
    what = _render_counted(left, True, ctx)
    if what is None or _render_counted(right, True, ctx) is None:
        return None
    if _owner_of(left) == L.YOU:
        return f"if you have {cond.op} {what} than your opponent"
    return f"if your opponent has {cond.op} {what} than you"


_COMPARE_PATTERNS = (
    re.compile(r"if the number of DON!! cards on your field is (?:equal to or less than|at least "
               r"(\d+) less than) the number on your opponent's field"),
    re.compile(r"if the number of your (.+?) is (?:equal to or less than|at least (\d+) less "
               r"than) the number of your opponent's "),
    re.compile(r"if you have (less|more) (.+?) than your opponent"),
    re.compile(r"if your opponent has (less|more) (.+?) than you"),
    re.compile(r"if the number of cards in your hand is (?:equal to or less than|at least (\d+) "
               r"less than) the number in your opponent's hand"),
)


def _read_compare(s: str, ctx: Ctx) -> Parse:
    you, opp = L.DonCards(L.YOU), L.DonCards(L.OPPONENT)
    candidates: list[tuple[L.Compare, str]] = []
    m = _COMPARE_PATTERNS[0].match(s)
    if m:
        by = int(m.group(1)) if m.group(1) else 0
        candidates.append((made(L.Compare, you, L.AT_MOST, opp, by, word="number"), s[m.end():]))
    m = _COMPARE_PATTERNS[1].match(s)
    if m:
        by = int(m.group(2)) if m.group(2) else 0
        for left, remainder in _read_counted(m.group(1), L.YOU, ctx):
            if remainder == "":
                for right, rest in _read_counted(s[m.end():], L.OPPONENT, ctx):
                    candidates.append((made(L.Compare, left, L.AT_MOST, right, by, word="number"),
                                       rest))
    for k, (first, second) in ((2, (L.YOU, L.OPPONENT)), (3, (L.OPPONENT, L.YOU))):
        m = _COMPARE_PATTERNS[k].match(s)
        if m:
            for left, remainder in _read_counted(m.group(2), first, ctx):
                if remainder == "":
                    right = replace(left, owner=second)
                    candidates.append((L.Compare(left, m.group(1), right), s[m.end():]))
    m = _COMPARE_PATTERNS[4].match(s)
    if m:
        hand = L.Cards(L.YOU, L.HAND, ALL_CATEGORIES)
        candidates.append((made(L.Compare, hand, L.AT_MOST, replace(hand, owner=L.OPPONENT),
                                          int(m.group(1) or 0), word="number"), s[m.end():]))
    for cond, rest in candidates:
        if _render_compare(cond, ctx) == s[:len(s) - len(rest)]:
            yield cond, rest


_CARD_SUBJECTS = {"leader": "your Leader", "opponent's leader": "your opponent's Leader"}
_CARD_CATEGORY = {"Leader": L.LEADER, "Character": L.CHARACTER, "Stage": L.STAGE,
                  "Event": L.EVENT}


def _card_subject(card: str, ctx: Ctx) -> str:
    return _CARD_SUBJECTS.get(card, ctx.this)


def _name_list(names: tuple[str, ...]) -> str:
    """"[A] or [B]", "[A], [B] or [C]"."""
    braced = [f"[{n}]" for n in names]
    return braced[0] if len(braced) == 1 else ", ".join(braced[:-1]) + " or " + braced[-1]


def _render_card_is(cond: L.CardIs, ctx: Ctx) -> str | None:
    if cond.card == "attacker":
        return _render_attacker_is(cond, ctx)
    c = cond.cards
    category = L.LEADER if cond.card in _CARD_SUBJECTS else _CARD_CATEGORY[ctx.category]
    base = L.Cards(c.owner, c.area, (category,))
    if c.owner != L.ANY or c.area != L.FIELD or c.categories != (category,):
        return None
    who = _card_subject(cond.card, ctx)
    if c == replace(base, types=c.types) and c.types:
        return f"if {who} has the {_braced(c.types, '{', '}')} type"
    if c == replace(base, type_includes=c.type_includes) and c.type_includes:
        if said(c, "has_type_including"):
            return f"if {who} has a type including \"{c.type_includes}\""
        return f"if {who}'s type includes \"{c.type_includes}\""
    if c == replace(base, names=c.names) and c.names:
        return f"if {who} is {_name_list(c.names)}"
    if c == replace(base, colors=c.colors) and len(c.colors) == 1 and cond.card == "leader":
        # card data name colors capitalised ("Blue"), card text in lower case
        return f"if {who}'s colors include {c.colors[0].lower()}"
    if c == replace(base, attributes=c.attributes) and c.attributes:
        return f"if {who} has the {_braced(c.attributes, '<', '>')} attribute"
    if c == replace(base, rested=c.rested) and c.rested is not None:
        return f"if {who} is {'rested' if c.rested else 'active'}"
    if c == replace(base, power_min=c.power_min) and c.power_min is not None:
        return f"if {who} has {c.power_min} power or more"
    if c == replace(base, power_max=c.power_max) and c.power_max is not None:
        return f"if {who} has {c.power_max} power or less"
    return None


_CARD_PREDICATES = (
    (re.compile(r" has the ((?:\{[^}]+\}(?: or )?)+) type"),
     lambda m: {"types": _split_braced(m.group(1), "{", "}")}),
    (re.compile(r"'s type includes \"([^\"]+)\""), lambda m: {"type_includes": m.group(1)}),
    (re.compile(r" has a type including \"([^\"]+)\""),
     lambda m: {"type_includes": m.group(1), "has_type_including": True}),
    (re.compile(r" is (\[[^\]]+\](?:(?:, | or )\[[^\]]+\])*)"),
     lambda m: {"names": tuple(re.findall(r"\[([^\]]+)\]", m.group(1)))}),
    (re.compile(r" has the ((?:<[^>]+>(?: or )?)+) attribute"),
     lambda m: {"attributes": _split_braced(m.group(1), "<", ">")}),
    (re.compile(r" is (rested|active)"), lambda m: {"rested": m.group(1) == "rested"}),
    (re.compile(r" has (\d+) power or more"), lambda m: {"power_min": int(m.group(1))}),
    (re.compile(r"'s colors include (\w+)"), lambda m: {"colors": (m.group(1).capitalize(),)}),
    (re.compile(r" has (\d+) power or less"), lambda m: {"power_max": int(m.group(1))}),
)


# "If that Character has the <Slash> attribute" after "when your opponent's
# Character attacks": the attacking Character (CardIs "attacker")
_ATTACKER: Final = "if that Character has the "
_ATTACKER_ATTRIBUTE = re.compile(r"([<＜])([^>＞]+)[>＞] attribute")


def _read_attacker_is(s: str, ctx: Ctx) -> Parse:
    if not s.startswith(_ATTACKER):
        return
    m = _ATTACKER_ATTRIBUTE.match(s, len(_ATTACKER))
    if m:
        cards = worded(L.Cards(L.ANY, L.FIELD, (L.CHARACTER,), attributes=(m.group(2),)),
                       phrasing=("wide_attributes",) if m.group(1) == "＜" else ())
        yield L.CardIs("attacker", cards), s[m.end():]


def _render_attacker_is(cond: L.CardIs, ctx: Ctx) -> str | None:
    c = cond.cards
    if c != L.Cards(L.ANY, L.FIELD, (L.CHARACTER,), attributes=c.attributes) \
            or len(c.attributes) != 1:
        return None
    left, right = ("＜", "＞") if said(c, "wide_attributes") else ("<", ">")
    return f"{_ATTACKER}{left}{c.attributes[0]}{right} attribute"


def _read_card_is(s: str, ctx: Ctx) -> Parse:
    yield from _read_attacker_is(s, ctx)
    for card in ("leader", "opponent's leader", "this"):
        who = "if " + _card_subject(card, ctx)
        if not s.startswith(who):
            continue
        category = L.LEADER if card != "this" else _CARD_CATEGORY[ctx.category]
        for pattern, value in _CARD_PREDICATES:
            m = pattern.match(s, len(who))
            if m:
                more = value(m)
                has = more.pop("has_type_including", False)
                cards = L.Cards(L.ANY, L.FIELD, (category,), **more)
                if has:
                    cards = worded(cards, phrasing=("has_type_including",))
                cond = L.CardIs(card, cards)
                if _render_card_is(cond, ctx) == s[:m.end()]:
                    yield cond, s[m.end():]


def _render_joined(cond: Any, ctx: Ctx) -> str | None:
    """"if A and B" / "if A or B", the later ones without "if " (and without
    the subject they share with the first when `elide`)."""
    word = " and " if isinstance(cond, L.AllOf) else " or "
    if isinstance(cond, L.AllOf) and wording(cond, "comma"):
        word = ", and "
    texts = [render_condition(c, ctx) for c in cond.conditions]
    if len(texts) < 2 or any(t is None or not t.startswith("if ") for t in texts):
        return None
    out = texts[0]
    for t in texts[1:]:
        assert t is not None
        elide = wording(cond, "elide")
        if elide:
            prefix = "if " + elide
            if not (texts[0].startswith(prefix) and t.startswith(prefix)):
                return None
            out += word + t[len(prefix):]
        else:
            out += word + t[3:]
    return out


def _read_joined(s: str, ctx: Ctx) -> Parse:
    for first, rest in _read_single_condition(s, ctx):
        for word, node in ((" and ", L.AllOf), (" or ", L.AnyOf), (", and ", L.AllOf)):
            if not rest.startswith(word):
                continue
            after = rest[len(word):]
            tries = [("if " + after, "")]
            tries += [(p + after, p[3:]) for p in _SUBJECT_ELISIONS]
            for text, elide in tries:
                for second, remainder in _read_single_condition(text, ctx):
                    cond = made(node, (first, second), elide=elide)
                    if word == ", and ":
                        worded(cond, comma=True)
                    if _render_joined(cond, ctx) == s[:len(s) - len(remainder)]:
                        yield cond, remainder


def _read_single_condition(s: str, ctx: Ctx) -> Parse:
    """A condition not joined with "and"/"or"."""
    yield from read_condition(s, ctx, joined=False)


def _render_only_have(cond: L.OnlyHave, ctx: Ctx) -> str | None:
    c = cond.cards
    if c.owner != L.YOU or c.area != L.FIELD or c.categories != (L.CHARACTER,) or c.names:
        return None
    what = _render_counted(c, True, ctx)
    if what is None:
        return None
    if wording(cond, "word") == "the only":
        return f"if the only Characters on your field are {what}"
    return f"if you only have {what}"


def _read_only_have(s: str, ctx: Ctx) -> Parse:
    for words, word in (("if the only Characters on your field are ", "the only"),
                        ("if you only have ", "")):
        if s.startswith(words):
            for what, rest in _read_counted(s[len(words):], L.YOU, ctx):
                if isinstance(what, L.Cards):
                    cond = made(L.OnlyHave, what, word=word)
                    if _render_only_have(cond, ctx) == s[:len(s) - len(rest)]:
                        yield cond, rest


_ORDINALS: Final = {2: "second", 3: "third"}     # "if it is your second turn or later"


def _render_general_condition(cond: Any, ctx: Ctx) -> str | None:
    if isinstance(cond, L.Has):
        return _render_has(cond, ctx)
    if isinstance(cond, L.Compare):
        return _render_compare(cond, ctx)
    if isinstance(cond, L.CardIs):
        return _render_card_is(cond, ctx)
    if isinstance(cond, L.LeaderMulticolored):
        return "if your Leader is multicolored"
    if isinstance(cond, L.YourTurnOrLater) and cond.count in _ORDINALS:
        return f"if it is your {_ORDINALS[cond.count]} turn or later"
    if isinstance(cond, L.PlayedThisTurn):
        return f"if {ctx.this} was played on this turn"
    if isinstance(cond, L.AllDonRested):
        return "if all of your DON!! cards are rested"
    if isinstance(cond, L.OnlyHave):
        return _render_only_have(cond, ctx)
    if isinstance(cond, (L.AllOf, L.AnyOf)):
        return _render_joined(cond, ctx)
    return None


def _read_general_condition(s: str, ctx: Ctx, joined: bool = True) -> Parse:
    yield from _read_has(s, ctx)
    yield from _read_compare(s, ctx)
    yield from _read_card_is(s, ctx)
    if s.startswith("if your Leader is multicolored"):
        yield L.LeaderMulticolored(), s[len("if your Leader is multicolored"):]
    for n, word in _ORDINALS.items():
        if s.startswith(f"if it is your {word} turn or later"):
            yield L.YourTurnOrLater(n), s[len(f"if it is your {word} turn or later"):]
    yield from _read_only_have(s, ctx)
    if s.startswith("if all of your DON!! cards are rested"):
        yield L.AllDonRested(), s[len("if all of your DON!! cards are rested"):]
    if s.startswith(f"if {ctx.this} was played on this turn"):
        yield L.PlayedThisTurn(), s[len(f"if {ctx.this} was played on this turn"):]
    if joined:
        yield from _read_joined(s, ctx)


CONDITION_FORMS += [
    Form(L.HasEachNamed, "if you have {names:and names} {cards:named cards}", priority=90),
    # "if you have [A] and [B] in your trash": a card of each name there
    # (official Q&A on OP08-006: another card of a third name does not count)
    Form(L.HasEachNamed, "if you have {names:and names} in your trash",
         {"cards": L.Cards(L.YOU, L.TRASH, (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE))},
         priority=91),
]

# "... unless there is a Character with 12000 base power or more": the effect
# applies while the condition does not hold (NegatedIf), written after it
def _read_unless(s: str, ctx: Ctx) -> Parse:
    if s.startswith("unless "):
        for cond, rest in read_condition("if " + s[len("unless "):], ctx, False):
            yield cond, rest


def _render_unless(v: Any, ctx: Ctx) -> str | None:
    text = render_condition(v, ctx)
    return None if text is None or not text.startswith("if ") else "unless " + text[3:]


SLOTS["unless"] = Slot(_read_unless, _render_unless)

CONDITION_FORMS += [
    Form(L.NegatedIf, "{condition:unless}", priority=98),
]

# "if you have 5 {X} type Characters with different card names"
_WITH_DIFFERENT_NAMES: Final = " with different card names"


def _read_different_names(s: str, ctx: Ctx) -> Parse:
    for cond, rest in _read_general_condition(s, ctx, False):
        if isinstance(cond, L.Has) and isinstance(cond.what, L.Cards) \
                and cond.what.area == L.FIELD and rest.startswith(_WITH_DIFFERENT_NAMES):
            yield cond, rest[len(_WITH_DIFFERENT_NAMES):]


def _render_different_names(v: Any, ctx: Ctx) -> str | None:
    if not isinstance(v, L.Has) or not isinstance(v.what, L.Cards):
        return None
    text = _render_general_condition(v, ctx)
    return None if text is None else text + _WITH_DIFFERENT_NAMES


SLOTS["different names"] = Slot(_read_different_names, _render_different_names)

CONDITION_FORMS += [
    Form(L.HasDifferentNames, "{has:different names}", priority=95),
]

CONDITION_FORMS += [
    Form(L.HandTrashedThisTurn, "during the turn in which a card in your hand is trashed by "
         "an effect", priority=100),
]

_NOT_DRAWN: Final = Form(L.NotDrawnByThis,
                         "if you haven't drawn a card using {_:this}'s effect during this turn",
     priority=110)
CONDITION_FORMS.append(_NOT_DRAWN)
_SUBJECT_ELISIONS += ("if you ",)        # "... and haven't drawn a card ..."

CONDITION_FORMS += [
    Form(L.TheyDidNot, "if they do not", priority=120),
]

CONDITION_FORMS += [
    Form(L.LeaderNameIncludes, "if your Leader's card name includes \"{text:quoted}\"",
         priority=135),
]


def _read_quoted(s: str, ctx: Ctx) -> Parse:
    m = re.match(r'[^"]+', s)
    if m:
        yield m.group(0), s[m.end():]


SLOTS["quoted"] = Slot(_read_quoted, _plain)

CONDITION_FORMS += [
    Form(L.EventActivatedThisTurn, "if you have activated an Event with a base cost of "
         "{base_cost_min:int} or more during this turn", priority=130),
]
