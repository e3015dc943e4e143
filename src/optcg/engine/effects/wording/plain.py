"""Card text of abilities that no form words: scripts written by hand for
tests (a `Python` step, a delayed step with no wording of its own ...), so a
log still says what they do.  Every ability of the pool's scripts renders
through the forms (`ability_text` tries them first); these plain phrases are
the fallback and read nothing back."""

from __future__ import annotations

from typing import Any

from .. import language as L
from .conditions import render_condition
from .core import Ctx
from .costs import render_cost
from .lines import render_line

_CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨⑩"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _category_noun(c: L.Cards, plural: bool) -> str:
    cats = c.categories
    if c.names:
        return " or ".join(f"[{n}]" for n in c.names)
    if cats == (L.LEADER, L.CHARACTER):
        return "Leader or Character cards" if plural else "Leader or Character card"
    if len(cats) == 4 or not cats:
        return "cards" if plural else "card"
    nouns = []
    for cat in cats:
        card = " card" if c.area not in (L.FIELD,) and cat != L.LEADER else ""
        nouns.append(cat + card)
    noun = " or ".join(nouns)
    if plural and not noun.endswith("card"):
        return noun + "s"
    return noun + ("s" if plural else "")


def _qualifiers(c: L.Cards) -> str:
    parts = []
    if c.cost_max is not None and c.cost_min is not None:
        parts.append(f"with a cost of {c.cost_min} to {c.cost_max}")
    elif c.cost_max is not None:
        parts.append(f"with a cost of {c.cost_max} or less")
    elif c.cost_min is not None:
        parts.append(f"with a cost of {c.cost_min} or more")
    if c.power_max is not None:
        parts.append(f"with {c.power_max} power or less")
    if c.power_min is not None:
        parts.append(f"with {c.power_min} power or more")
    if c.other_than_this:
        parts.append("other than this card")
    if c.exclude_names:
        parts.append("other than " + " or ".join(f"[{n}]" for n in c.exclude_names))
    return (" " + " ".join(parts)) if parts else ""


def _adjectives(c: L.Cards) -> str:
    words = []
    if c.types:
        words.append(" or ".join("{" + t + "}" for t in c.types) + " type")
    if c.rested is True:
        words.append("rested")
    if c.rested is False:
        words.append("active")
    if c.keyword:
        words.append(f"[{c.keyword}]")
    return (" ".join(words) + " ") if words else ""


def _area(c: L.Cards) -> str:
    return {L.HAND: " from your hand", L.TRASH: " from your trash",
            L.DECK: " from your deck", L.LIFE: " from your Life"}.get(c.area, "")


def range_phrase(r: L.Range) -> str:
    """"up to 2", "2" or "2 or more"."""
    if r.low == r.high:
        return str(r.high)
    return f"up to {r.high}" if r.low == 0 else f"{r.low} or more"


def cards_phrase(c: L.Cards, count: L.Range) -> str:
    """"up to 1 of your opponent's rested Characters with a cost of 3 or less"."""
    qty = range_phrase(count)
    noun = _category_noun(c, plural=c.owner != L.ANY)
    body = f"{_adjectives(c)}{noun}{_qualifiers(c)}"
    if c.owner == L.YOU:
        return f"{qty} of your {body}"
    if c.owner == L.OPPONENT:
        return f"{qty} of your opponent's {body}"
    return f"{qty} {_adjectives(c)}{_category_noun(c, plural=count.high != 1)}{_qualifiers(c)}"


def every_phrase(c: L.Cards) -> str:
    body = f"{_adjectives(c)}{_category_noun(c, plural=True)}{_qualifiers(c)}"
    if c.categories == (L.LEADER, L.CHARACTER):
        body = f"{_adjectives(c)}Leaders and Characters{_qualifiers(c)}"
    owner = {L.YOU: "your ", L.OPPONENT: "your opponent's ", L.ANY: "all "}[c.owner]
    return owner + body


def target_phrase(target, this: str) -> str:
    t = type(target)
    if t is L.This:
        return this
    if t is L.Choose:
        return cards_phrase(target.cards, target.count)
    if t is L.Every:
        return every_phrase(target.cards)
    if t is L.Selected:
        return "that card"
    raise TypeError(f"cannot render target {target!r}")


def condition_text(cond, this: str) -> str:
    t = type(cond)
    if t is L.DonAttached:
        return f"[DON!! x{cond.count}]"
    if t is L.YourTurn:
        return "[Your Turn]"
    if t is L.OpponentsTurn:
        return "[Opponent's Turn]"
    if t is L.BattledCharacter:
        return f"if {this} battles your opponent's Character"
    text = render_condition(cond, Ctx(_category_of(this)))
    if text is not None:
        return text
    raise TypeError(f"cannot render condition {cond!r}")


def _category_of(this: str) -> str:
    return {"this Leader": "Leader", "this Character": "Character",
            "this Stage": "Stage"}.get(this, "Event")


def cost_text(cost, this: str) -> str:
    t = type(cost)
    if t is L.RestDon:
        return _CIRCLED[cost.count] if cost.count < len(_CIRCLED) else f"({cost.count})"
    if t is L.DonMinus:
        return f"DON!! −{cost.count}"
    if t is L.RestThis:
        return f"You may rest {this}"
    if t is L.TrashFromHand:
        return f"You may trash {_plural(cost.count, 'card')} from your hand"
    if t is L.StepCost:                         # a step as the cost
        text = render_cost(cost, Ctx(_category_of(this)))
        if text is not None:
            return text
    raise TypeError(f"cannot render cost {cost!r}")


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def step_text(step, this: str) -> str:
    t = type(step)
    tgt = (lambda: target_phrase(step.target, this))
    if t is L.KO:
        return f"K.O. {tgt()}."
    if t is L.ReturnToHand:
        return f"Return {tgt()} to the owner's hand."
    if t is L.ToDeckBottom:
        return f"Place {tgt()} at the bottom of the owner's deck."
    if t is L.AddToHand:
        src = step.target.cards if isinstance(step.target, L.Choose) else None
        where = _area(src) if src else ""
        return f"Add {tgt()}{where} to your hand."
    if t is L.PlayCard:
        src = step.target.cards if isinstance(step.target, L.Choose) else None
        where = _area(src) if src else ""
        rested = " rested" if step.rested else ""
        return f"Play {tgt()}{where}{rested}."
    if t is L.Rest:
        return f"Rest {tgt()}."
    if t is L.SetActive:
        return f"Set {tgt()} as active."
    if t is L.Draw:
        return f"Draw {range_phrase(step.count)} card{'s' if step.count.high != 1 else ''}."
    if t is L.Trash:
        if isinstance(step.target, L.Choose) and step.target.cards.area == L.HAND:
            return f"Trash {_plural(step.target.count.high, 'card')} from your hand."
        return f"Trash {tgt()}."
    if t is L.PowerChange:
        sign = "+" if step.amount >= 0 else "−"
        verb = "gains" if step.amount >= 0 else "gets"
        return f"{_cap(tgt())} {verb} {sign}{abs(step.amount)} power {step.duration}."
    if t is L.SetBasePower:
        return f"{_cap(tgt())}'s base power becomes {step.value} {step.duration}."
    if t is L.SetBaseCost:
        return f"{_cap(tgt())}'s base cost becomes {step.value} {step.duration}."
    if t is L.SetCost:
        return f"Set the cost of {tgt()} to {step.value} {step.duration}."
    if t is L.SetPowerToZero:
        return f"Set the power of {tgt()} to 0 {step.duration}."
    if t is L.CostChange:
        sign = "+" if step.amount >= 0 else "−"
        return f"{_cap(tgt())} gets {sign}{abs(step.amount)} cost {step.duration}."
    if t is L.GainKeyword:
        return f"{_cap(tgt())} gains [{step.keyword}] {step.duration}."
    if t is L.GiveDon:
        n = range_phrase(step.count)
        return f"Give {tgt()} {n} rested DON!! card{'s' if step.count.high != 1 else ''}."
    if t is L.AddDon:
        n = range_phrase(step.count)
        how = "set it as active" if step.active else "rest it"
        return f"Add {n} DON!! card{'s' if step.count.high != 1 else ''} from your DON!! deck and {how}."
    if t is L.SetDonActive:
        return f"Set {range_phrase(step.count)} of your DON!! cards as active."
    if t is L.RestOpponentDon:
        return f"Rest {range_phrase(step.count)} of your opponent's DON!! cards."
    if t is L.LookAtTop:
        where = " or ".join(step.places)
        return (f"Look at {step.count} cards from the top of your deck and return them "
                f"to the {where} of the deck in any order.")
    if t is L.Search:
        c = step.cards
        return (f"Look at {step.count} cards from the top of your deck; reveal "
                f"{range_phrase(step.take)} {_adjectives(c)}{_category_noun(c, plural=False)}"
                f"{_qualifiers(c)} and add it to your hand. Then, place the rest at the "
                "bottom of your deck in any order.")
    if t is L.ShuffleDeck:
        return "Shuffle your deck."
    if t is L.TrashLife:
        whose = "your opponent's" if step.owner == L.OPPONENT else "your"
        return f"Trash {range_phrase(step.count)} of {whose} Life cards."
    if t is L.CannotBlock:
        if step.min_power:
            return (f"Your opponent cannot activate a [Blocker] Character that has "
                    f"{step.min_power} or more power {step.duration}.")
        return f"Your opponent cannot activate [Blocker] {step.duration}."
    if t is L.UnblockableWhenAttacking:
        who = "that Leader or Character" if isinstance(step.target, L.Selected) else tgt()
        return f"Your opponent cannot activate [Blocker] if {who} attacks {step.duration}."
    if t is L.ActivateOwn:
        return f"Activate this card's [{step.timing}] effect."
    if t is L.ToDeckTop:
        return f"Place {tgt()} at the top of the owner's deck."
    if t is L.AddLifeFromDeck:
        n = range_phrase(step.count)
        return f"Add {n} card{'s' if step.count.high != 1 else ''} from the top of your deck to the top of your Life cards."
    if t is L.TakeLife:
        n = range_phrase(step.count)
        return f"Add {n} card{'s' if step.count.high != 1 else ''} from the top of your Life cards to your hand."
    if t is L.ReturnDon:
        return f"Return {range_phrase(step.count)} DON!! card{'s' if step.count.high != 1 else ''} from your field to your DON!! deck."
    if t is L.LoseKeyword:
        return f"{_cap(tgt())} loses [{step.keyword}] {step.duration}."
    if t is L.Negate:
        return f"Negate the effects of {tgt()} {step.duration}."
    if t is L.CannotAttack:
        return f"{_cap(tgt())} cannot attack {step.duration}."
    if t is L.CannotActivateBlocker:
        return f"{_cap(tgt())} cannot activate [Blocker] {step.duration}."
    if t is L.WinGame:
        return "You win the game."
    if t is L.LoseGame:
        return "You lose the game."
    if t is L.Select:
        return f"Select {target_phrase(step.target, this)}."
    if t is L.AtEndOfTurn:
        inner = " ".join(step_text(s, this) for s in step.steps)
        return f"At the end of this turn, {inner[:1].lower()}{inner[1:]}"
    if t is L.If:
        inner = " ".join(step_text(s, this) for s in step.steps)
        return f"{_cap(condition_text(step.condition, this))}, {inner[:1].lower()}{inner[1:]}"
    if t is L.May:
        inner = step_text(step.step, this)
        return f"You may {inner[:1].lower()}{inner[1:]}"
    if t is L.Python:
        return step.text
    raise TypeError(f"cannot render step {step!r}")


_BRACKETED = {L.ON_PLAY, L.WHEN_ATTACKING, L.ON_BLOCK, L.ON_KO, L.ON_OPPONENTS_ATTACK,
              L.END_OF_YOUR_TURN, L.END_OF_OPPONENTS_TURN, L.ACTIVATE_MAIN, L.MAIN,
              L.COUNTER, L.TRIGGER}


def ability_text(a, category: str = "Character") -> str:
    """The whole card text of one ability, e.g.
    "[DON!! x1] [When Attacking] Draw 2 cards and ...": in the official
    wording (the forms) where it has one."""
    text = render_line(a, Ctx(category))
    if text is not None:
        return text
    this = _this(category)
    if isinstance(a, L.Static):
        return static_text(a, this)
    parts: list[str] = []
    don = [c for c in a.conditions if isinstance(c, L.DonAttached)]
    turn = [c for c in a.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn))]
    rest = [c for c in a.conditions if c not in don and c not in turn]
    parts.extend(condition_text(c, this) for c in don)
    if a.timing in _BRACKETED:
        parts.append(f"[{a.timing}]")
    if a.once_per_turn:
        parts.append("[Once Per Turn]")
    parts.extend(condition_text(c, this) for c in turn)
    body = " ".join(step_text(s, this) for s in a.steps)
    if rest:
        cond = " and ".join(condition_text(c, this) for c in rest)
        body = f"{_cap(cond)}, {body[:1].lower()}{body[1:]}"
    if a.cost:
        costs = " ".join(cost_text(c, this) for c in a.cost)
        body = f"{costs}: {body}"
    if a.timing == L.END_OF_BATTLE and not rest:
        body = f"At the end of a battle in which {this} battles, {body[:1].lower()}{body[1:]}"
    if a.timing == L.WHEN_ATTACKED:
        body = f"When {this} is attacked, {body[:1].lower()}{body[1:]}"
    if a.timing == L.START_OF_YOUR_TURN:
        body = f"At the start of your turn, {body[:1].lower()}{body[1:]}"
    if a.timing == L.WOULD_BE_KO:
        body = (f"If {this} would be K.O.'d, you may {body[:1].lower()}{body[1:].rstrip('.')}"
                " instead.")
    if a.timing == L.START_OF_GAME:
        body = f"At the start of the game, {body[:1].lower()}{body[1:]}"
    parts.append(body)
    return " ".join(parts)


def static_text(s: L.Static, this: str) -> str:
    parts: list[str] = []
    don = [c for c in s.conditions if isinstance(c, L.DonAttached)]
    turn = [c for c in s.conditions if isinstance(c, (L.YourTurn, L.OpponentsTurn))]
    rest = [c for c in s.conditions if c not in don and c not in turn]
    parts.extend(condition_text(c, this) for c in don + turn)
    e: Any = s.effect
    who = target_phrase(e.target, this)
    plural = isinstance(e.target, L.Every)
    verb = "gain" if plural else "gains"
    if isinstance(e, L.StaticPower):
        sign = "+" if e.amount >= 0 else "−"
        body = f"{who} {verb} {sign}{abs(e.amount)} power."
    elif isinstance(e, L.CannotBeKOd):
        how = {None: "", "battle": " in battle", "effects": " by effects",
               L.BY_OPPONENTS_EFFECTS: " by your opponent's effects"}[e.by]
        body = f"{who} cannot be K.O.'d{how}."
    else:
        body = f"{who} {verb} [{e.keyword}]."
    if rest:
        cond = " and ".join(condition_text(c, this) for c in rest)
        body = f"{_cap(cond)}, {body}"
    parts.append(_cap(body))
    return " ".join(parts)


def _this(category: str) -> str:
    return {"Leader": "this Leader", "Character": "this Character",
            "Stage": "this Stage", "Event": "this card"}.get(category, "this card")


def card_text(script, category: str = "Character") -> str:
    """All the text of a card script, one ability per line: in the official
    wording (the forms) wherever it has one."""
    ctx = Ctx(category)

    def line(part) -> str:
        text = render_line(part, ctx)
        if text is not None:
            return text
        return ability_text(part, category)

    order = getattr(script, "order", ())
    if order:                                  # the card's own line order
        return "\n".join(line(p) for p in order)
    lines = [f"[{k}]" for k in script.keywords]
    for a in script.statics:
        lines.append(line(a))
    for a in script.abilities:
        if a.timing != L.TRIGGER:
            lines.append(line(a))
    for a in script.abilities:
        if a.timing == L.TRIGGER:
            lines.append(line(a))
    return "\n".join(lines)
